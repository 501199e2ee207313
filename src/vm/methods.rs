//! Methods of lists, dicts, sets, tuples and numbers (str methods live in
//! `value::strmethods`). Method names resolve against the receiver's type
//! at run time; the checker already refused names no type has.

use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::Signed;

use super::Vm;
use crate::value::builtins::{arity_error, sort_values, to_i64, update_dict};
use crate::value::methods::{
    DICT_METHODS, FLOAT_METHODS, INT_METHODS, LIST_METHODS, SET_METHODS, STR_METHODS, TUPLE_METHODS,
};
use crate::value::ops::slice_indices;
use crate::value::{
    self, check_hashable, same_or_eq, truthy, DictView, Exc, HKey, Set, SliceVal, TypeKind, Value,
    ViewKind, VmResult,
};

type Kwargs = Vec<(Rc<str>, Value)>;

/// AttributeError unless the receiver's type has the method.
pub fn check_method(recv: &Value, name: &str) -> VmResult<()> {
    if let Value::Type(t) = recv {
        return if table_of(*t).contains(&name) {
            Ok(())
        } else {
            Err(Exc::new(
                crate::value::ExcKind::AttributeError,
                format!("type object '{}' has no attribute '{name}'", t.name()),
            ))
        };
    }
    let table: &[&str] = match recv {
        Value::Str(_) => STR_METHODS,
        Value::List(_) => LIST_METHODS,
        Value::Dict(_) => DICT_METHODS,
        Value::Set(_) => SET_METHODS,
        Value::Tuple(_) => TUPLE_METHODS,
        Value::Int(_) | Value::Big(_) | Value::Bool(_) => INT_METHODS,
        Value::Float(_) => FLOAT_METHODS,
        _ => &[],
    };
    if table.contains(&name) {
        Ok(())
    } else {
        Err(Exc::attribute_error(recv.type_name(), name))
    }
}

fn table_of(t: TypeKind) -> &'static [&'static str] {
    match t {
        TypeKind::Str => STR_METHODS,
        TypeKind::List => LIST_METHODS,
        TypeKind::Dict => DICT_METHODS,
        TypeKind::Set => SET_METHODS,
        TypeKind::Tuple => TUPLE_METHODS,
        TypeKind::Int | TypeKind::Bool => INT_METHODS,
        TypeKind::Float => FLOAT_METHODS,
        _ => &[],
    }
}

fn busy<T>(_: T) -> Exc {
    Exc::busy()
}

fn no_kw(tname: &str, name: &str, kw: &Kwargs) -> VmResult<()> {
    if kw.is_empty() {
        Ok(())
    } else {
        Err(Exc::type_error(format!(
            "{tname}.{name}() takes no keyword arguments"
        )))
    }
}

fn nargs(tname: &str, name: &str, args: &[Value], min: usize, max: usize) -> VmResult<()> {
    let n = args.len();
    if n >= min && n <= max {
        return Ok(());
    }
    Err(arity_error(&format!("{tname}.{name}"), name, n, min, max))
}

pub fn call_method(
    vm: &mut Vm,
    recv: &Value,
    name: &str,
    args: Vec<Value>,
    kwargs: Kwargs,
) -> VmResult<Value> {
    check_method(recv, name)?;
    // `str.lower(s)`: an unbound method takes its receiver first.
    if let Value::Type(t) = recv {
        let mut args = args.into_iter();
        let Some(receiver) = args.next() else {
            return Err(Exc::type_error(format!(
                "unbound method {}.{name}() needs an argument",
                t.name()
            )));
        };
        let fits = receiver
            .type_kind()
            .is_some_and(|k| k == *t || (k == TypeKind::Bool && *t == TypeKind::Int));
        if !fits {
            return Err(Exc::type_error(format!(
                "descriptor '{name}' for '{}' objects doesn't apply to a '{}' object",
                t.name(),
                receiver.type_name()
            )));
        }
        return call_method(vm, &receiver, name, args.collect(), kwargs);
    }
    dispatch_method(vm, recv, name, args, kwargs)
}

/// Which method tables hold `name`, one bit a receiver kind (see
/// `method_bit`): the VM works this out once per name, so a call need not
/// search a table.
pub fn method_bits(name: &str) -> u8 {
    [
        STR_METHODS,
        LIST_METHODS,
        DICT_METHODS,
        SET_METHODS,
        TUPLE_METHODS,
        INT_METHODS,
        FLOAT_METHODS,
    ]
    .iter()
    .enumerate()
    .filter(|(_, t)| t.contains(&name))
    .fold(0, |bits, (i, _)| bits | 1 << i)
}

/// The bit of `method_bits` for the receiver's kind; 0 for receivers
/// (types, and values without methods) that take the full path.
#[inline]
pub fn method_bit(recv: &Value) -> u8 {
    match recv {
        Value::Str(_) => 1,
        Value::List(_) => 2,
        Value::Dict(_) => 4,
        Value::Set(_) => 8,
        Value::Tuple(_) => 16,
        Value::Int(_) | Value::Big(_) | Value::Bool(_) => 32,
        Value::Float(_) => 64,
        _ => 0,
    }
}

/// Call a method known to exist on the receiver (`check_method` passed),
/// whose receiver is a value, not a type.
pub fn dispatch_method(
    vm: &mut Vm,
    recv: &Value,
    name: &str,
    args: Vec<Value>,
    kwargs: Kwargs,
) -> VmResult<Value> {
    match recv {
        Value::Str(s) => value::strmethods::call(s, name, &args, &kwargs),
        Value::List(_) => list_method(vm, recv, name, args, kwargs),
        Value::Dict(_) => dict_method(recv, name, args, kwargs),
        Value::Set(_) => set_method(recv, name, args, kwargs),
        Value::Tuple(t) => {
            no_kw("tuple", name, &kwargs)?;
            seq_method("tuple", t, name, &args)
        }
        Value::Float(f) => {
            no_kw("float", name, &kwargs)?;
            nargs("float", name, &args, 0, 0)?;
            float_method(*f, name)
        }
        _ => {
            no_kw("int", name, &kwargs)?;
            nargs("int", name, &args, 0, 0)?;
            int_method(recv, name)
        }
    }
}

/// `count` and `index`, shared by lists and tuples.
fn seq_method(tname: &str, items: &[Value], name: &str, args: &[Value]) -> VmResult<Value> {
    match name {
        "count" => {
            nargs(tname, name, args, 1, 1)?;
            Ok(Value::Int(
                items.iter().filter(|v| same_or_eq(v, &args[0])).count() as i64,
            ))
        }
        _ => {
            nargs(tname, name, args, 1, 3)?;
            let none = Value::None;
            let sl = SliceVal {
                start: args.get(1).cloned().unwrap_or(none.clone()),
                stop: args.get(2).cloned().unwrap_or(none),
                step: Value::None,
            };
            for a in &args[1..] {
                if !matches!(a, Value::Int(_) | Value::Bool(_) | Value::Big(_)) {
                    return Err(Exc::type_error(
                        "slice indices must be integers or have an __index__ method",
                    ));
                }
            }
            let (start, _, _, n) = slice_indices(&sl, items.len())?;
            for k in 0..n {
                let i = start as usize + k;
                if same_or_eq(&items[i], &args[0]) {
                    return Ok(Value::Int(i as i64));
                }
            }
            Err(Exc::value_error(if tname == "list" {
                format!("{} is not in list", value::repr(&args[0]))
            } else {
                "tuple.index(x): x not in tuple".to_string()
            }))
        }
    }
}

fn list_method(
    vm: &mut Vm,
    recv: &Value,
    name: &str,
    args: Vec<Value>,
    kwargs: Kwargs,
) -> VmResult<Value> {
    let Value::List(l) = recv else {
        return Ok(Value::None);
    };
    if name != "sort" {
        no_kw("list", name, &kwargs)?;
    }
    match name {
        "append" => {
            nargs("list", name, &args, 1, 1)?;
            l.try_borrow_mut().map_err(busy)?.push(args[0].clone());
            Ok(Value::None)
        }
        "extend" => {
            nargs("list", name, &args, 1, 1)?;
            let items = args[0].iter_snapshot()?;
            l.try_borrow_mut().map_err(busy)?.extend(items);
            Ok(Value::None)
        }
        "insert" => {
            if args.len() != 2 {
                return Err(Exc::type_error(format!(
                    "insert expected 2 arguments, got {}",
                    args.len()
                )));
            }
            let i = to_i64(&args[0])?;
            let mut v = l.try_borrow_mut().map_err(busy)?;
            let n = v.len() as i64;
            let at = if i < 0 { (i + n).max(0) } else { i.min(n) };
            v.insert(at as usize, args[1].clone());
            Ok(Value::None)
        }
        "pop" => {
            nargs("list", name, &args, 0, 1)?;
            let mut v = l.try_borrow_mut().map_err(busy)?;
            if v.is_empty() {
                return Err(Exc::index_error("pop from empty list"));
            }
            let n = v.len() as i64;
            let i = match args.first() {
                Some(a) => to_i64(a)?,
                None => -1,
            };
            let at = if i < 0 { i + n } else { i };
            if at < 0 || at >= n {
                return Err(Exc::index_error("pop index out of range"));
            }
            Ok(v.remove(at as usize))
        }
        "remove" => {
            nargs("list", name, &args, 1, 1)?;
            let mut v = l.try_borrow_mut().map_err(busy)?;
            match v.iter().position(|x| same_or_eq(x, &args[0])) {
                Some(i) => {
                    v.remove(i);
                    Ok(Value::None)
                }
                None => Err(Exc::value_error("list.remove(x): x not in list")),
            }
        }
        "clear" => {
            nargs("list", name, &args, 0, 0)?;
            l.try_borrow_mut().map_err(busy)?.clear();
            Ok(Value::None)
        }
        "copy" => {
            nargs("list", name, &args, 0, 0)?;
            Ok(Value::list(l.try_borrow().map_err(busy)?.clone()))
        }
        "reverse" => {
            nargs("list", name, &args, 0, 0)?;
            l.try_borrow_mut().map_err(busy)?.reverse();
            Ok(Value::None)
        }
        "sort" => {
            if !args.is_empty() {
                return Err(Exc::type_error("sort() takes no positional arguments"));
            }
            let mut key = None;
            let mut reverse = false;
            for (k, v) in kwargs {
                match &*k {
                    "key" => key = Some(v).filter(|v| !v.is_none()),
                    "reverse" => reverse = truthy(&v),
                    other => {
                        return Err(Exc::type_error(format!(
                            "'{other}' is an invalid keyword argument for sort()"
                        )))
                    }
                }
            }
            // As CPython does, the list is empty while it is being sorted.
            let items = std::mem::take(&mut *l.try_borrow_mut().map_err(busy)?);
            let sorted = sort_values(vm, items, key.as_ref(), reverse);
            let mut v = l.try_borrow_mut().map_err(busy)?;
            let modified = !v.is_empty();
            match sorted {
                Ok(s) => *v = s,
                Err(e) => return Err(e),
            }
            if modified {
                return Err(Exc::value_error("list modified during sort"));
            }
            Ok(Value::None)
        }
        _ => {
            let items = l.try_borrow().map_err(busy)?.clone();
            seq_method("list", &items, name, &args)
        }
    }
}

fn dict_method(recv: &Value, name: &str, args: Vec<Value>, kwargs: Kwargs) -> VmResult<Value> {
    let Value::Dict(d) = recv else {
        return Ok(Value::None);
    };
    if name != "update" {
        no_kw("dict", name, &kwargs)?;
    }
    let view = |kind| {
        Ok(Value::View(Rc::new(DictView {
            dict: d.clone(),
            kind,
        })))
    };
    match name {
        "keys" => {
            nargs("dict", name, &args, 0, 0)?;
            view(ViewKind::Keys)
        }
        "values" => {
            nargs("dict", name, &args, 0, 0)?;
            view(ViewKind::Values)
        }
        "items" => {
            nargs("dict", name, &args, 0, 0)?;
            view(ViewKind::Items)
        }
        "get" => {
            nargs("dict", name, &args, 1, 2)?;
            let k = HKey::new(args[0].clone())?;
            Ok(d.try_borrow()
                .map_err(busy)?
                .get(&k)
                .cloned()
                .unwrap_or_else(|| args.get(1).cloned().unwrap_or_default()))
        }
        "setdefault" => {
            nargs("dict", name, &args, 1, 2)?;
            let k = HKey::new(args[0].clone())?;
            let mut m = d.try_borrow_mut().map_err(busy)?;
            Ok(m.entry(k)
                .or_insert_with(|| args.get(1).cloned().unwrap_or_default())
                .clone())
        }
        "pop" => {
            nargs("dict", name, &args, 1, 2)?;
            let k = HKey::new(args[0].clone())?;
            match d.try_borrow_mut().map_err(busy)?.shift_remove(&k) {
                Some(v) => Ok(v),
                None => args.get(1).cloned().ok_or_else(|| Exc::key_error(&args[0])),
            }
        }
        "popitem" => {
            nargs("dict", name, &args, 0, 0)?;
            match d.try_borrow_mut().map_err(busy)?.pop() {
                Some((k, v)) => Ok(Value::tuple(vec![k.0, v])),
                None => Err(Exc::new(
                    crate::value::ExcKind::KeyError,
                    "'popitem(): dictionary is empty'",
                )),
            }
        }
        "update" => {
            nargs("dict", name, &args, 0, 1)?;
            let mut fresh = d.try_borrow().map_err(busy)?.clone();
            if let Some(a) = args.first() {
                update_dict(&mut fresh, a)?;
            }
            for (k, v) in kwargs {
                fresh.insert(HKey(Value::str(k.to_string())), v);
            }
            *d.try_borrow_mut().map_err(busy)? = fresh;
            Ok(Value::None)
        }
        "clear" => {
            nargs("dict", name, &args, 0, 0)?;
            d.try_borrow_mut().map_err(busy)?.clear();
            Ok(Value::None)
        }
        _ => {
            nargs("dict", name, &args, 0, 0)?;
            Ok(Value::dict(d.try_borrow().map_err(busy)?.clone()))
        }
    }
}

fn to_set(v: &Value) -> VmResult<Set> {
    let mut s = Set::default();
    for item in v.iter_snapshot()? {
        s.insert(HKey::new(item)?);
    }
    Ok(s)
}

fn set_method(recv: &Value, name: &str, args: Vec<Value>, kwargs: Kwargs) -> VmResult<Value> {
    let Value::Set(s) = recv else {
        return Ok(Value::None);
    };
    no_kw("set", name, &kwargs)?;
    let current = || -> VmResult<Set> { Ok(s.try_borrow().map_err(busy)?.clone()) };
    let others = || -> VmResult<Vec<Set>> { args.iter().map(to_set).collect() };
    match name {
        "add" => {
            nargs("set", name, &args, 1, 1)?;
            let k = HKey::new(args[0].clone())?;
            s.try_borrow_mut().map_err(busy)?.insert(k);
            Ok(Value::None)
        }
        "discard" | "remove" => {
            nargs("set", name, &args, 1, 1)?;
            check_hashable(&args[0])?;
            let removed = s
                .try_borrow_mut()
                .map_err(busy)?
                .shift_remove(&HKey(args[0].clone()));
            if !removed && name == "remove" {
                return Err(Exc::key_error(&args[0]));
            }
            Ok(Value::None)
        }
        "pop" => {
            nargs("set", name, &args, 0, 0)?;
            let mut m = s.try_borrow_mut().map_err(busy)?;
            match m.shift_remove_index(0) {
                Some(k) => Ok(k.0),
                None => Err(Exc::new(
                    crate::value::ExcKind::KeyError,
                    "'pop from an empty set'",
                )),
            }
        }
        "clear" => {
            nargs("set", name, &args, 0, 0)?;
            s.try_borrow_mut().map_err(busy)?.clear();
            Ok(Value::None)
        }
        "copy" => {
            nargs("set", name, &args, 0, 0)?;
            Ok(Value::set(current()?))
        }
        "union" | "update" => {
            let mut acc = current()?;
            for o in others()? {
                acc.extend(o);
            }
            finish(s, name == "update", acc)
        }
        "intersection" | "intersection_update" => {
            let mut acc = current()?;
            for o in others()? {
                acc.retain(|k| o.contains(k));
            }
            finish(s, name.ends_with("_update"), acc)
        }
        "difference" | "difference_update" => {
            let mut acc = current()?;
            for o in others()? {
                acc.retain(|k| !o.contains(k));
            }
            finish(s, name.ends_with("_update"), acc)
        }
        "symmetric_difference" | "symmetric_difference_update" => {
            nargs("set", name, &args, 1, 1)?;
            let cur = current()?;
            let other = to_set(&args[0])?;
            let mut acc: Set = cur
                .iter()
                .filter(|k| !other.contains(*k))
                .cloned()
                .collect();
            acc.extend(other.into_iter().filter(|k| !cur.contains(k)));
            finish(s, name.ends_with("_update"), acc)
        }
        "isdisjoint" | "issubset" | "issuperset" => {
            nargs("set", name, &args, 1, 1)?;
            let cur = current()?;
            let other = to_set(&args[0])?;
            Ok(Value::Bool(match name {
                "isdisjoint" => cur.iter().all(|k| !other.contains(k)),
                "issubset" => cur.iter().all(|k| other.contains(k)),
                _ => other.iter().all(|k| cur.contains(k)),
            }))
        }
        _ => Err(Exc::attribute_error("set", name)),
    }
}

fn finish(s: &Rc<crate::value::SetObj>, in_place: bool, acc: Set) -> VmResult<Value> {
    if in_place {
        *s.try_borrow_mut().map_err(busy)? = acc;
        Ok(Value::None)
    } else {
        Ok(Value::set(acc))
    }
}

fn int_method(v: &Value, name: &str) -> VmResult<Value> {
    let i = v.as_bigint().unwrap_or_default();
    Ok(match name {
        "bit_length" => Value::Int(i.bits() as i64),
        "bit_count" => Value::Int(
            i.abs()
                .iter_u32_digits()
                .map(|d| d.count_ones() as i64)
                .sum(),
        ),
        "conjugate" => Value::from_big(i),
        _ => Value::tuple(vec![Value::from_big(i), Value::Int(1)]),
    })
}

fn float_method(f: f64, name: &str) -> VmResult<Value> {
    match name {
        "is_integer" => Ok(Value::Bool(f.is_finite() && f.fract() == 0.0)),
        "conjugate" => Ok(Value::Float(f)),
        "hex" => Ok(Value::str(float_hex(f))),
        _ => {
            if f.is_nan() {
                return Err(Exc::value_error("cannot convert NaN to integer ratio"));
            }
            if f.is_infinite() {
                return Err(Exc::overflow("cannot convert Infinity to integer ratio"));
            }
            // f = mantissa * 2^exp exactly; reduce by the common power of two.
            let bits = f.to_bits();
            let exp = ((bits >> 52) & 0x7ff) as i64;
            let frac = bits & ((1u64 << 52) - 1);
            let (mut m, mut e) = if exp == 0 {
                (frac, -1074)
            } else {
                (frac | (1 << 52), exp - 1075)
            };
            if m == 0 {
                return Ok(Value::tuple(vec![Value::Int(0), Value::Int(1)]));
            }
            while m % 2 == 0 && e < 0 {
                m /= 2;
                e += 1;
            }
            let mut num = BigInt::from(m);
            let mut den = BigInt::from(1);
            if e >= 0 {
                num <<= e as usize;
            } else {
                den <<= (-e) as usize;
            }
            if f < 0.0 {
                num = -num;
            }
            Ok(Value::tuple(vec![
                Value::from_big(num),
                Value::from_big(den),
            ]))
        }
    }
}

/// float.hex(), as CPython writes it.
fn float_hex(f: f64) -> String {
    if f.is_nan() {
        return "nan".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "inf".into() } else { "-inf".into() };
    }
    let sign = if f.is_sign_negative() { "-" } else { "" };
    if f == 0.0 {
        return format!("{sign}0x0.0p+0");
    }
    let bits = f.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (lead, e) = if exp == 0 {
        (0, -1022)
    } else {
        (1, exp - 1023)
    };
    format!(
        "{sign}0x{lead}.{frac:013x}p{}{}",
        if e < 0 { "-" } else { "+" },
        e.abs()
    )
}
