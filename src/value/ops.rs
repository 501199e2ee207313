//! Subscripts, slices, item assignment, unpacking and in-place operators,
//! with CPython's messages.

use std::rc::Rc;

use num_traits::Signed;

use crate::value::budget;
use crate::value::{self, binary, BinOpKind, Exc, ExcKind, HKey, SliceVal, Value, VmResult};

fn busy<T>(_: T) -> Exc {
    Exc::busy()
}

pub fn checked_repr(v: &Value) -> VmResult<String> {
    value::checked_repr(v)
}

pub fn list_append(list: &Value, v: Value) -> VmResult<()> {
    if let Value::List(l) = list {
        let mut l = l.try_borrow_mut().map_err(busy)?;
        budget::check_growth(l.len(), l.capacity(), budget::LIST_ITEM_BYTES)?;
        l.push(v);
    }
    Ok(())
}

pub fn list_extend(list: &Value, items: Vec<Value>) -> VmResult<()> {
    if let Value::List(l) = list {
        l.try_borrow_mut().map_err(busy)?.extend(items);
    }
    Ok(())
}

/// `a op= b`: lists change in place (`+=` extends with any iterable, `*=`
/// repeats); everything else is the plain operator.
pub fn inplace(op: BinOpKind, a: &Value, b: &Value) -> VmResult<Value> {
    // `s -= other` changes the set itself, as CPython's isub does.
    if let (Value::Set(s), BinOpKind::Sub, Value::Set(_)) = (a, op, b) {
        let diff = binary(op, a, b)?;
        if let Value::Set(d) = diff {
            let d = d.try_borrow().map_err(busy)?.clone();
            *s.try_borrow_mut().map_err(busy)? = d;
        }
        return Ok(a.clone());
    }
    if let Value::List(l) = a {
        match op {
            BinOpKind::Add => {
                let items = b.iter_snapshot()?;
                let have = l.try_borrow().map_err(busy)?.len();
                let need = (have + items.len()) as u128 * 16;
                if need > value::max_sequence_bytes() {
                    return Err(value::too_large("list growth", need));
                }
                l.try_borrow_mut().map_err(busy)?.extend(items);
                return Ok(a.clone());
            }
            BinOpKind::Mul => {
                let repeated = binary(op, a, b)?;
                if let Value::List(r) = &repeated {
                    let items = r.try_borrow().map_err(busy)?.clone();
                    *l.try_borrow_mut().map_err(busy)? = items;
                }
                return Ok(a.clone());
            }
            _ => {}
        }
    }
    binary(op, a, b).map_err(|mut e| {
        // CPython names the augmented operator: "for +=: 'int' and 'str'".
        let plain = format!("unsupported operand type(s) for {}:", op.symbol());
        if e.msg.starts_with(&plain) {
            e.msg = e.msg.replacen(
                &plain,
                &format!("unsupported operand type(s) for {}=:", op.symbol()),
                1,
            );
        }
        e
    })
}

/// The (key, value) pairs of a mapping for `**m` and `dict.update`.
pub fn mapping_items(m: &Value) -> VmResult<Vec<(Value, Value)>> {
    match m {
        Value::Dict(d) => Ok(d
            .try_borrow()
            .map_err(busy)?
            .iter()
            .map(|(k, v)| (k.0.clone(), v.clone()))
            .collect()),
        other => Err(Exc::type_error(format!(
            "'{}' object is not a mapping",
            other.type_name()
        ))),
    }
}

/// Keyword arguments from a `**kwargs` dict: keys must be strings.
pub fn keyword_items(m: &Value) -> VmResult<Vec<(Rc<str>, Value)>> {
    mapping_items(m)?
        .into_iter()
        .map(|(k, v)| match k {
            Value::Str(s) => Ok((Rc::from(s.as_str()), v)),
            _ => Err(Exc::type_error("keywords must be strings")),
        })
        .collect()
}

/// A normalised index into a sequence of `len` items, or None when out of range.
fn index(i: &Value, len: usize, what: &str) -> VmResult<Option<usize>> {
    let i = match i {
        Value::Int(i) => *i,
        Value::Bool(b) => *b as i64,
        Value::Big(_) => {
            return Err(Exc::index_error(
                "cannot fit 'int' into an index-sized integer",
            ))
        }
        other => {
            return Err(Exc::type_error(match what {
                "string" => format!(
                    "string indices must be integers, not '{}'",
                    other.type_name()
                ),
                _ => format!(
                    "{what} indices must be integers or slices, not {}",
                    other.type_name()
                ),
            }))
        }
    };
    let len = len as i64;
    let i = if i < 0 { i + len } else { i };
    Ok(if i < 0 || i >= len {
        None
    } else {
        Some(i as usize)
    })
}

fn slice_part(v: &Value) -> VmResult<Option<i64>> {
    match v {
        Value::None => Ok(None),
        Value::Int(i) => Ok(Some(*i)),
        Value::Bool(b) => Ok(Some(*b as i64)),
        Value::Big(b) => Ok(Some(if b.is_negative() { i64::MIN } else { i64::MAX })),
        _ => Err(Exc::type_error(
            "slice indices must be integers or None or have an __index__ method",
        )),
    }
}

/// Python's slice.indices(len): start, stop, step, and the item count.
pub fn slice_indices(s: &SliceVal, len: usize) -> VmResult<(i64, i64, i64, usize)> {
    slice_indices_of(&s.start, &s.stop, &s.step, len)
}

/// `slice_indices` of a slice's three parts, without the slice object.
fn slice_indices_of(
    start: &Value,
    stop: &Value,
    step: &Value,
    len: usize,
) -> VmResult<(i64, i64, i64, usize)> {
    let s = (start, stop, step);
    let step = slice_part(s.2)?.unwrap_or(1);
    if step == 0 {
        return Err(Exc::value_error("slice step cannot be zero"));
    }
    // As PySlice_Unpack: a step below -PY_SSIZE_T_MAX is -PY_SSIZE_T_MAX
    // (so that `-step` cannot overflow).
    let step = step.max(-i64::MAX);
    let len = len as i64;
    let clamp = |v: Option<i64>, default: i64| -> i64 {
        match v {
            None => default,
            Some(v) => {
                let v = if v < 0 { v.saturating_add(len) } else { v };
                if step > 0 {
                    v.clamp(0, len)
                } else {
                    v.clamp(-1, len - 1)
                }
            }
        }
    };
    let (start, stop) = if step > 0 {
        (clamp(slice_part(s.0)?, 0), clamp(slice_part(s.1)?, len))
    } else {
        (
            clamp(slice_part(s.0)?, len - 1),
            clamp(slice_part(s.1)?, -1),
        )
    };
    let count = if step > 0 {
        if stop > start {
            ((stop - start - 1) / step + 1) as usize
        } else {
            0
        }
    } else if start > stop {
        ((start - stop - 1) / (-step) + 1) as usize
    } else {
        0
    };
    Ok((start, stop, step, count))
}

/// `r[a:b:c]`, computed as CPython's `compute_slice` (Objects/rangeobject.c)
/// does: the slice's indices against the range's length
/// (`_PySlice_GetLongIndices`, exact), then `start + i * step` for the new
/// start and stop and the product of the steps. The new range's values must
/// fit in 64 bits like every range's (spec/differences.md).
fn range_slice(r: &value::RangeVal, s: &SliceVal) -> VmResult<Value> {
    // i128 holds every index and product here; a slice step outside i64
    // is remembered as `None`: its product with the range's step never fits.
    let exact = |v: &Value| -> VmResult<Option<Option<i128>>> {
        match v {
            Value::None => Ok(None),
            Value::Int(i) => Ok(Some(Some(*i as i128))),
            Value::Bool(b) => Ok(Some(Some(*b as i128))),
            Value::Big(b) => Ok(Some(i128::try_from(&**b).ok())),
            _ => Err(Exc::type_error(
                "slice indices must be integers or None or have an __index__ method",
            )),
        }
    };
    let step = match exact(&s.step)? {
        None => Some(1),
        Some(step) => step,
    };
    if step == Some(0) {
        return Err(Exc::value_error("slice step cannot be zero"));
    }
    let negative = match (&s.step, step) {
        (_, Some(step)) => step < 0,
        (Value::Big(b), None) => b.is_negative(),
        _ => false,
    };
    let length = r.len() as i128;
    let (lower, upper) = if negative {
        (-1, length - 1)
    } else {
        (0, length)
    };
    let bound = |v: &Value, default: i128| -> VmResult<i128> {
        let v = match (exact(v)?, v) {
            (None, _) => return Ok(default),
            (Some(Some(v)), _) => v,
            // An index outside i128 is beyond either end.
            (Some(None), Value::Big(b)) if b.is_negative() => i128::MIN / 2,
            (Some(None), _) => i128::MAX / 2,
        };
        let v = if v < 0 { v + length } else { v };
        Ok(v.clamp(lower, upper))
    };
    let start = bound(&s.start, if negative { upper } else { lower })?;
    let stop = bound(&s.stop, if negative { lower } else { upper })?;
    let item = |i: i128| r.start as i128 + i * r.step as i128;
    let fits = |v: i128| i64::try_from(v).ok();
    match (
        fits(item(start)),
        fits(item(stop)),
        step.and_then(|step| fits(step * r.step as i128)),
    ) {
        (Some(start), Some(stop), Some(step)) => {
            Ok(Value::Range(Rc::new(value::RangeVal { start, stop, step })))
        }
        _ => Err(Exc::overflow(
            "Python int too large to convert to C ssize_t",
        )),
    }
}

fn take(items: &[Value], s: &SliceVal) -> VmResult<Vec<Value>> {
    take_values(items, &s.start, &s.stop, &s.step)
}

/// `take_of` for the items of a list or tuple: a contiguous run of plain
/// items is one bulk copy, and a stepped slice copies plain items' bits.
fn take_values(items: &[Value], start: &Value, stop: &Value, step: &Value) -> VmResult<Vec<Value>> {
    let (start, _, step, n) = slice_indices_of(start, stop, step, items.len())?;
    budget::reserve("a slice", n as u128 * 16)?;
    if step == 1 && n > 0 {
        return Ok(super::obj::copy_run(
            &items[start as usize..start as usize + n],
        ));
    }
    Ok(super::obj::copy_stepped(
        items,
        start as usize,
        step as isize,
        n,
    ))
}

fn take_of<T: Clone>(items: &[T], start: &Value, stop: &Value, step: &Value) -> VmResult<Vec<T>> {
    let (start, _, step, n) = slice_indices_of(start, stop, step, items.len())?;
    if step == 1 && n > 0 {
        // A contiguous run: one bulk clone.
        return Ok(items[start as usize..start as usize + n].to_vec());
    }
    let mut out = Vec::with_capacity(n);
    let mut at = start;
    for _ in 0..n {
        out.push(items[at as usize].clone());
        at = at.wrapping_add(step);
    }
    Ok(out)
}

/// `obj[start:stop:step]` of a list, tuple or str, from the slice's
/// parts: what `GetSlice` runs, with no slice object built.
pub fn get_slice(obj: &Value, start: &Value, stop: &Value, step: &Value) -> VmResult<Value> {
    match obj {
        Value::List(l) => {
            let l = l.try_borrow().map_err(busy)?;
            Ok(Value::list(take_values(&l, start, stop, step)?))
        }
        Value::Tuple(t) => Ok(Value::tuple(take_values(t, start, stop, step)?)),
        Value::Str(s) => {
            if s.is_ascii() {
                let (start, _, step, n) = slice_indices_of(start, stop, step, s.len())?;
                if step == 1 && n > 0 {
                    let start = start as usize;
                    return Ok(Value::Str(value::PyStr::copy_ascii(
                        &s.as_str()[start..start + n],
                    )));
                }
                let b = s.as_bytes();
                let out: Vec<u8> = (0..n)
                    .map(|k| b[(start + k as i64 * step) as usize])
                    .collect();
                return Ok(Value::Str(value::PyStr::ascii(
                    String::from_utf8(out).unwrap_or_default(),
                )));
            }
            let chars: Vec<char> = s.chars().collect();
            Ok(Value::str(
                take_of(&chars, start, stop, step)?
                    .into_iter()
                    .collect::<String>(),
            ))
        }
        other => get_item(
            other,
            &Value::Slice(std::rc::Rc::new(SliceVal {
                start: start.clone(),
                stop: stop.clone(),
                step: step.clone(),
            })),
        ),
    }
}

pub fn get_item(obj: &Value, key: &Value) -> VmResult<Value> {
    match obj {
        Value::List(l) => {
            let l = l.try_borrow().map_err(busy)?;
            if let Value::Slice(s) = key {
                return Ok(Value::list(take(&l, s)?));
            }
            match index(key, l.len(), "list")? {
                Some(i) => Ok(l[i].clone()),
                None => Err(Exc::index_error("list index out of range")),
            }
        }
        Value::Tuple(t) => {
            if let Value::Slice(s) = key {
                return Ok(Value::tuple(take(t, s)?));
            }
            match index(key, t.len(), "tuple")? {
                Some(i) => Ok(t[i].clone()),
                None => Err(Exc::index_error("tuple index out of range")),
            }
        }
        Value::Str(s) => {
            if let Value::Slice(sl) = key {
                return get_slice(obj, &sl.start, &sl.stop, &sl.step);
            }
            match index(key, s.char_len(), "string")? {
                Some(i) => Ok(Value::str(
                    s.char_at(i).map(String::from).unwrap_or_default(),
                )),
                None => Err(Exc::index_error("string index out of range")),
            }
        }
        Value::Dict(d) => {
            let k = HKey::new(key.clone())?;
            match d.try_borrow().map_err(busy)?.get(&k) {
                Some(v) => Ok(v.clone()),
                None => Err(Exc::key_error(key)),
            }
        }
        Value::Range(r) => {
            if let Value::Slice(s) = key {
                return range_slice(r, s);
            }
            // CPython indexes a range in arbitrary precision: an index
            // beyond 64 bits is simply out of range.
            if let Value::Big(_) = key {
                return Err(Exc::index_error("range object index out of range"));
            }
            match index(key, r.len() as usize, "range")? {
                Some(i) => Ok(Value::Int(r.get(i as i64))),
                None => Err(Exc::index_error("range object index out of range")),
            }
        }
        other => Err(Exc::type_error(format!(
            "'{}' object is not subscriptable",
            other.type_name()
        ))),
    }
}

pub fn set_item(obj: &Value, key: &Value, v: Value) -> VmResult<()> {
    match obj {
        Value::List(l) => {
            if let Value::Slice(s) = key {
                let new = v.iter_snapshot()?;
                let mut l = l.try_borrow_mut().map_err(busy)?;
                let (start, stop, step, n) = slice_indices(s, l.len())?;
                if step == 1 {
                    let stop = stop.max(start);
                    l.splice(start as usize..stop as usize, new);
                    return Ok(());
                }
                if new.len() != n {
                    return Err(Exc::value_error(format!(
                        "attempt to assign sequence of size {} to extended slice of size {n}",
                        new.len()
                    )));
                }
                for (k, item) in new.into_iter().enumerate() {
                    l[(start + k as i64 * step) as usize] = item;
                }
                return Ok(());
            }
            let mut l = l.try_borrow_mut().map_err(busy)?;
            match index(key, l.len(), "list")? {
                Some(i) => {
                    l[i] = v;
                    Ok(())
                }
                None => Err(Exc::index_error("list assignment index out of range")),
            }
        }
        Value::Dict(d) => {
            let k = HKey::new(key.clone())?;
            let mut d = d.try_borrow_mut().map_err(busy)?;
            budget::check_growth(d.len(), d.capacity(), budget::DICT_ITEM_BYTES)?;
            d.insert(k, v);
            Ok(())
        }
        other => Err(Exc::type_error(format!(
            "'{}' object does not support item assignment",
            other.type_name()
        ))),
    }
}

/// Unpack `src` into `count` values, or, with `star = Some(before)`, into
/// `before` values, a list of the rest, and `count - before` values.
pub fn unpack(src: &Value, count: usize, star: Option<usize>) -> VmResult<Vec<Value>> {
    let items = match src {
        Value::List(_)
        | Value::Tuple(_)
        | Value::Str(_)
        | Value::Dict(_)
        | Value::Set(_)
        | Value::Range(_)
        | Value::View(_) => src.iter_snapshot()?,
        other => {
            return Err(Exc::type_error(format!(
                "cannot unpack non-iterable {} object",
                other.type_name()
            )));
        }
    };
    match star {
        None => {
            if items.len() > count {
                return Err(Exc::value_error(format!(
                    "too many values to unpack (expected {count})"
                )));
            }
            if items.len() < count {
                return Err(Exc::value_error(format!(
                    "not enough values to unpack (expected {count}, got {})",
                    items.len()
                )));
            }
            Ok(items)
        }
        Some(before) => {
            if items.len() < count {
                return Err(Exc::value_error(format!(
                    "not enough values to unpack (expected at least {count}, got {})",
                    items.len()
                )));
            }
            let after = count - before;
            let mut items = items;
            let tail = items.split_off(items.len() - after);
            let middle = items.split_off(before);
            items.push(Value::list(middle));
            items.extend(tail);
            Ok(items)
        }
    }
}

pub fn len(v: &Value) -> VmResult<usize> {
    Ok(match v {
        Value::Str(s) => s.char_len(),
        Value::List(l) => l.try_borrow().map_err(busy)?.len(),
        Value::Tuple(t) => t.len(),
        Value::Dict(d) => d.try_borrow().map_err(busy)?.len(),
        Value::Set(s) => s.try_borrow().map_err(busy)?.len(),
        Value::Range(r) => r.len() as usize,
        Value::View(v) => v.dict.try_borrow().map_err(busy)?.len(),
        other => {
            return Err(Exc::new(
                ExcKind::TypeError,
                format!("object of type '{}' has no len()", other.type_name()),
            ))
        }
    })
}
