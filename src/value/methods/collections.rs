//! The methods of list, tuple, dict and set.

use std::rc::Rc;

use super::{busy, nargs, no_kw, wrong_receiver, Interp, KwSlice, Method, MethodImp};
use crate::value::builtins::{reverse_flag, sort_values, to_i64, update_dict};
use crate::value::ops::slice_indices;
use crate::value::{
    self, check_hashable, same_or_eq, DictObj, DictView, Exc, ExcKind, HKey, ListObj, Set, SetObj,
    SliceVal, Value, ViewKind, VmResult,
};

/// A method of one receiver type: `|cx, recv, args, kwargs|` with `recv`
/// already unwrapped to the type's object.
macro_rules! method {
    ($tname:literal, $variant:ident, $name:literal, |$cx:pat_param, $recv:ident, $args:ident, $kwargs:ident| $body:expr) => {
        Method {
            name: $name,
            imp: MethodImp::Any(
                |$cx: &mut dyn Interp, recv: &Value, $args: &[Value], $kwargs: &KwSlice| {
                    let Value::$variant($recv) = recv else {
                        return Err(wrong_receiver($tname, $name, recv));
                    };
                    $body
                },
            ),
        }
    };
}

macro_rules! list_method {
    ($name:literal, |$cx:pat_param, $l:ident, $args:ident, $kwargs:ident| $body:expr) => {
        method!("list", List, $name, |$cx, $l, $args, $kwargs| $body)
    };
}

macro_rules! dict_method {
    ($name:literal, |$d:ident, $args:ident, $kwargs:ident| $body:expr) => {
        method!("dict", Dict, $name, |_, $d, $args, $kwargs| $body)
    };
}

macro_rules! set_method {
    ($name:literal, |$s:ident, $args:ident| $body:expr) => {
        method!("set", Set, $name, |_, $s, $args, kwargs| {
            no_kw("set", $name, kwargs)?;
            $body
        })
    };
}

pub const LIST_METHODS: &[Method] = &[
    list_method!("append", |_, l, args, kwargs| {
        no_kw("list", "append", kwargs)?;
        nargs("list", "append", args, 1, 1)?;
        let mut l = l.try_borrow_mut().map_err(busy)?;
        let (len, cap) = (l.len(), l.capacity());
        crate::value::budget::check_growth(len, cap, crate::value::budget::LIST_ITEM_BYTES)?;
        l.push(args[0].clone());
        Ok(Value::None)
    }),
    list_method!("clear", |_, l, args, kwargs| {
        no_kw("list", "clear", kwargs)?;
        nargs("list", "clear", args, 0, 0)?;
        l.try_borrow_mut().map_err(busy)?.clear();
        Ok(Value::None)
    }),
    list_method!("copy", |_, l, args, kwargs| {
        no_kw("list", "copy", kwargs)?;
        nargs("list", "copy", args, 0, 0)?;
        let l = l.try_borrow().map_err(busy)?;
        crate::value::budget::reserve("a copy of a list", l.len() as u128 * 16)?;
        Ok(Value::list(l.clone()))
    }),
    list_method!("count", |_, l, args, kwargs| {
        no_kw("list", "count", kwargs)?;
        let items = l.try_borrow().map_err(busy)?.clone();
        seq_count("list", &items, args)
    }),
    list_method!("extend", |_, l, args, kwargs| {
        no_kw("list", "extend", kwargs)?;
        nargs("list", "extend", args, 1, 1)?;
        let items = args[0].iter_snapshot()?;
        l.try_borrow_mut().map_err(busy)?.extend(items);
        Ok(Value::None)
    }),
    list_method!("index", |_, l, args, kwargs| {
        no_kw("list", "index", kwargs)?;
        let items = l.try_borrow().map_err(busy)?.clone();
        seq_index("list", &items, args)
    }),
    list_method!("insert", |_, l, args, kwargs| list_insert(l, args, kwargs)),
    list_method!("pop", |_, l, args, kwargs| list_pop(l, args, kwargs)),
    list_method!("remove", |_, l, args, kwargs| {
        no_kw("list", "remove", kwargs)?;
        nargs("list", "remove", args, 1, 1)?;
        let mut v = l.try_borrow_mut().map_err(busy)?;
        let found = value::comparing_in(1, || Ok(v.iter().position(|x| same_or_eq(x, &args[0]))))?;
        match found {
            Some(i) => {
                v.remove(i);
                Ok(Value::None)
            }
            None => Err(Exc::value_error("list.remove(x): x not in list")),
        }
    }),
    list_method!("reverse", |_, l, args, kwargs| {
        no_kw("list", "reverse", kwargs)?;
        nargs("list", "reverse", args, 0, 0)?;
        l.try_borrow_mut().map_err(busy)?.reverse();
        Ok(Value::None)
    }),
    list_method!("sort", |cx, l, args, kwargs| list_sort(cx, l, args, kwargs)),
];

pub const TUPLE_METHODS: &[Method] = &[
    method!("tuple", Tuple, "count", |_, t, args, kwargs| {
        no_kw("tuple", "count", kwargs)?;
        seq_count("tuple", t, args)
    }),
    method!("tuple", Tuple, "index", |_, t, args, kwargs| {
        no_kw("tuple", "index", kwargs)?;
        seq_index("tuple", t, args)
    }),
];

pub const DICT_METHODS: &[Method] = &[
    dict_method!("clear", |d, args, kwargs| {
        no_kw("dict", "clear", kwargs)?;
        nargs("dict", "clear", args, 0, 0)?;
        d.try_borrow_mut().map_err(busy)?.clear();
        Ok(Value::None)
    }),
    dict_method!("copy", |d, args, kwargs| {
        no_kw("dict", "copy", kwargs)?;
        nargs("dict", "copy", args, 0, 0)?;
        let d = d.try_borrow().map_err(busy)?;
        crate::value::budget::reserve(
            "a copy of a dict",
            d.len() as u128 * crate::value::budget::DICT_ITEM_BYTES as u128,
        )?;
        Ok(Value::dict(d.clone()))
    }),
    dict_method!("get", |d, args, kwargs| {
        no_kw("dict", "get", kwargs)?;
        nargs("dict", "get", args, 1, 2)?;
        let k = HKey::new(args[0].clone())?;
        Ok(d.try_borrow()
            .map_err(busy)?
            .get(&k)
            .cloned()
            .unwrap_or_else(|| args.get(1).cloned().unwrap_or_default()))
    }),
    dict_method!("items", |d, args, kwargs| view(
        d,
        "items",
        ViewKind::Items,
        args,
        kwargs
    )),
    dict_method!("keys", |d, args, kwargs| view(
        d,
        "keys",
        ViewKind::Keys,
        args,
        kwargs
    )),
    dict_method!("pop", |d, args, kwargs| {
        no_kw("dict", "pop", kwargs)?;
        nargs("dict", "pop", args, 1, 2)?;
        let k = HKey::new(args[0].clone())?;
        match d.try_borrow_mut().map_err(busy)?.shift_remove(&k) {
            Some(v) => Ok(v),
            None => args.get(1).cloned().ok_or_else(|| Exc::key_error(&args[0])),
        }
    }),
    dict_method!("popitem", |d, args, kwargs| {
        no_kw("dict", "popitem", kwargs)?;
        nargs("dict", "popitem", args, 0, 0)?;
        match d.try_borrow_mut().map_err(busy)?.pop() {
            Some((k, v)) => Ok(Value::tuple(vec![k.0, v])),
            None => Err(Exc::new(
                ExcKind::KeyError,
                "'popitem(): dictionary is empty'",
            )),
        }
    }),
    dict_method!("setdefault", |d, args, kwargs| {
        no_kw("dict", "setdefault", kwargs)?;
        nargs("dict", "setdefault", args, 1, 2)?;
        let k = HKey::new(args[0].clone())?;
        let mut m = d.try_borrow_mut().map_err(busy)?;
        Ok(m.entry(k)
            .or_insert_with(|| args.get(1).cloned().unwrap_or_default())
            .clone())
    }),
    dict_method!("update", |d, args, kwargs| {
        nargs("dict", "update", args, 0, 1)?;
        let mut fresh = d.try_borrow().map_err(busy)?.clone();
        if let Some(a) = args.first() {
            update_dict(&mut fresh, a)?;
        }
        for (k, v) in kwargs {
            fresh.insert(HKey(Value::str(k)), v.clone());
        }
        *d.try_borrow_mut().map_err(busy)? = fresh;
        Ok(Value::None)
    }),
    dict_method!("values", |d, args, kwargs| view(
        d,
        "values",
        ViewKind::Values,
        args,
        kwargs
    )),
];

pub const SET_METHODS: &[Method] = &[
    set_method!("add", |s, args| {
        nargs("set", "add", args, 1, 1)?;
        let k = HKey::new(args[0].clone())?;
        let mut s = s.try_borrow_mut().map_err(busy)?;
        let (len, cap) = (s.len(), s.capacity());
        crate::value::budget::check_growth(len, cap, crate::value::budget::SET_ITEM_BYTES)?;
        s.insert(k);
        Ok(Value::None)
    }),
    set_method!("clear", |s, args| {
        nargs("set", "clear", args, 0, 0)?;
        s.try_borrow_mut().map_err(busy)?.clear();
        Ok(Value::None)
    }),
    set_method!("copy", |s, args| {
        nargs("set", "copy", args, 0, 0)?;
        Ok(Value::set(current(s)?))
    }),
    set_method!("difference", |s, args| difference(s, args, false)),
    set_method!("difference_update", |s, args| difference(s, args, true)),
    set_method!("discard", |s, args| discard(s, "discard", args, false)),
    set_method!("intersection", |s, args| intersection(s, args, false)),
    set_method!("intersection_update", |s, args| intersection(s, args, true)),
    set_method!("isdisjoint", |s, args| {
        let (cur, other) = with_other(s, "isdisjoint", args)?;
        Ok(Value::Bool(cur.iter().all(|k| !other.contains(k))))
    }),
    set_method!("issubset", |s, args| {
        let (cur, other) = with_other(s, "issubset", args)?;
        Ok(Value::Bool(cur.iter().all(|k| other.contains(k))))
    }),
    set_method!("issuperset", |s, args| {
        let (cur, other) = with_other(s, "issuperset", args)?;
        Ok(Value::Bool(other.iter().all(|k| cur.contains(k))))
    }),
    set_method!("pop", |s, args| {
        nargs("set", "pop", args, 0, 0)?;
        let mut m = s.try_borrow_mut().map_err(busy)?;
        match m.shift_remove_index(0) {
            Some(k) => Ok(k.0),
            None => Err(Exc::new(ExcKind::KeyError, "'pop from an empty set'")),
        }
    }),
    set_method!("remove", |s, args| discard(s, "remove", args, true)),
    set_method!("symmetric_difference", |s, args| {
        symmetric_difference(s, "symmetric_difference", args, false)
    }),
    set_method!("symmetric_difference_update", |s, args| {
        symmetric_difference(s, "symmetric_difference_update", args, true)
    }),
    set_method!("union", |s, args| union(s, args, false)),
    set_method!("update", |s, args| union(s, args, true)),
];

/// `count`, shared by lists and tuples.
fn seq_count(tname: &str, items: &[Value], args: &[Value]) -> VmResult<Value> {
    nargs(tname, "count", args, 1, 1)?;
    // Counted inside the method's own call, as CPython counts it.
    value::comparing_in(1, || {
        Ok(Value::Int(
            items.iter().filter(|v| same_or_eq(v, &args[0])).count() as i64,
        ))
    })
}

/// `index`, shared by lists and tuples.
fn seq_index(tname: &str, items: &[Value], args: &[Value]) -> VmResult<Value> {
    nargs(tname, "index", args, 1, 3)?;
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
    let found = value::comparing_in(0, || {
        Ok((0..n)
            .map(|k| start as usize + k)
            .find(|&i| same_or_eq(&items[i], &args[0])))
    })?;
    if let Some(i) = found {
        return Ok(Value::Int(i as i64));
    }
    Err(Exc::value_error(if tname == "list" {
        format!("{} is not in list", value::repr(&args[0]))
    } else {
        "tuple.index(x): x not in tuple".to_string()
    }))
}

fn list_insert(l: &Rc<ListObj>, args: &[Value], kwargs: &KwSlice) -> VmResult<Value> {
    no_kw("list", "insert", kwargs)?;
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

fn list_pop(l: &Rc<ListObj>, args: &[Value], kwargs: &KwSlice) -> VmResult<Value> {
    no_kw("list", "pop", kwargs)?;
    nargs("list", "pop", args, 0, 1)?;
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

fn list_sort(
    cx: &mut dyn Interp,
    l: &Rc<ListObj>,
    args: &[Value],
    kwargs: &KwSlice,
) -> VmResult<Value> {
    let given = args.len() + kwargs.len();
    if given > 2 {
        return Err(Exc::type_error(format!(
            "sort() takes at most 2 arguments ({given} given)"
        )));
    }
    if !args.is_empty() {
        return Err(Exc::type_error("sort() takes no positional arguments"));
    }
    let mut key = None;
    let mut reverse = None;
    for (k, v) in kwargs {
        match &**k {
            "key" => key = Some(v).filter(|v| !v.is_none()),
            "reverse" => reverse = Some(v),
            other => {
                return Err(Exc::type_error(format!(
                    "'{other}' is an invalid keyword argument for sort()"
                )))
            }
        }
    }
    let reverse = reverse_flag(reverse)?;
    // As CPython does, the list is empty while it is being sorted.
    let items = std::mem::take(&mut *l.try_borrow_mut().map_err(busy)?);
    let sorted = sort_values(cx, items, key, reverse);
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

fn view(
    d: &Rc<DictObj>,
    name: &str,
    kind: ViewKind,
    args: &[Value],
    kwargs: &KwSlice,
) -> VmResult<Value> {
    no_kw("dict", name, kwargs)?;
    nargs("dict", name, args, 0, 0)?;
    Ok(Value::View(Rc::new(DictView {
        dict: d.clone(),
        kind,
    })))
}

fn to_set(v: &Value) -> VmResult<Set> {
    let mut s = Set::default();
    for item in v.iter_snapshot()? {
        s.insert(HKey::new(item)?);
    }
    Ok(s)
}

fn current(s: &SetObj) -> VmResult<Set> {
    Ok(s.try_borrow().map_err(busy)?.clone())
}

fn others(args: &[Value]) -> VmResult<Vec<Set>> {
    args.iter().map(to_set).collect()
}

/// The receiver's members and those of the one other argument.
fn with_other(s: &SetObj, name: &str, args: &[Value]) -> VmResult<(Set, Set)> {
    nargs("set", name, args, 1, 1)?;
    Ok((current(s)?, to_set(&args[0])?))
}

/// `discard`, and `remove`, which must find the member.
fn discard(s: &SetObj, name: &str, args: &[Value], must_exist: bool) -> VmResult<Value> {
    nargs("set", name, args, 1, 1)?;
    check_hashable(&args[0])?;
    let removed = s
        .try_borrow_mut()
        .map_err(busy)?
        .shift_remove(&HKey(args[0].clone()));
    if !removed && must_exist {
        return Err(Exc::key_error(&args[0]));
    }
    Ok(Value::None)
}

fn union(s: &Rc<SetObj>, args: &[Value], in_place: bool) -> VmResult<Value> {
    let mut acc = current(s)?;
    for o in others(args)? {
        acc.extend(o);
    }
    finish(s, in_place, acc)
}

fn intersection(s: &Rc<SetObj>, args: &[Value], in_place: bool) -> VmResult<Value> {
    let mut acc = current(s)?;
    for o in others(args)? {
        acc.retain(|k| o.contains(k));
    }
    finish(s, in_place, acc)
}

fn difference(s: &Rc<SetObj>, args: &[Value], in_place: bool) -> VmResult<Value> {
    let mut acc = current(s)?;
    for o in others(args)? {
        acc.retain(|k| !o.contains(k));
    }
    finish(s, in_place, acc)
}

fn symmetric_difference(
    s: &Rc<SetObj>,
    name: &str,
    args: &[Value],
    in_place: bool,
) -> VmResult<Value> {
    let (cur, other) = with_other(s, name, args)?;
    let mut acc: Set = cur
        .iter()
        .filter(|k| !other.contains(*k))
        .cloned()
        .collect();
    acc.extend(other.into_iter().filter(|k| !cur.contains(k)));
    finish(s, in_place, acc)
}

fn finish(s: &Rc<SetObj>, in_place: bool, acc: Set) -> VmResult<Value> {
    if in_place {
        *s.try_borrow_mut().map_err(busy)? = acc;
        Ok(Value::None)
    } else {
        Ok(Value::set(acc))
    }
}
