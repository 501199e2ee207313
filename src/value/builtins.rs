//! The builtins, each defined once: its name, signature, doc line, and
//! implementation, with CPython's argument rules and messages. The checker,
//! `lackpyc spec`, spec/builtins.md and the VM all read `BUILTINS`; a
//! builtin's id is its index there, and the VM calls `imp` by that index.
//!
//! Iterator builtins (`enumerate`, `zip`, `reversed`) return lists: lackpy
//! has no lazy iterators (a documented difference that only `repr` can see).

use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive};

use super::interp::{Interp, KwSlice};
use super::ops::{get_item, len};
use super::sort::{sort_keyed, sort_pairs};
use crate::value::{
    self, binary, compare, truthy, BinOpKind, CmpKind, Dict, Exc, HKey, RangeVal, Set, TypeKind,
    Value, VmResult,
};

/// How the VM calls a builtin: positional arguments, then keywords.
pub type BuiltinImp = fn(&mut dyn Interp, &[Value], &KwSlice) -> VmResult<Value>;

pub struct Builtin {
    pub name: &'static str,
    /// The call as `lackpyc spec` and the prompts show it.
    pub signature: &'static str,
    /// One line: what it gives.
    pub doc: &'static str,
    /// The type object the name stands for (`str`, `range`), if any: named
    /// as a value it is that type, for `isinstance` and `key=`.
    pub ty: Option<TypeKind>,
    /// How it takes its arguments: the checker refuses a call that does
    /// not fit before the program runs.
    pub params: Params,
    pub imp: BuiltinImp,
}

/// A builtin's parameters as CPython checks them when it is called.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Params {
    /// The parameters that may be given by position, in order.
    pub positional: &'static [&'static str],
    /// How many of them must be given.
    pub required: usize,
    /// How many of the first ones can only be given by position; the rest
    /// may also be given by keyword (except in the `One` and `Expected`
    /// styles, where none may).
    pub positional_only: usize,
    /// Any number of further positional arguments (`print`, `zip`, `min`).
    pub varargs: bool,
    /// Parameters that can only be given by keyword.
    pub keywords: &'static [&'static str],
    /// Any other keyword is accepted too (`dict(**kw)`).
    pub any_keyword: bool,
    /// Which of CPython's families of messages a wrong call gets.
    pub style: ParamStyle,
}

/// The families of CPython's argument errors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParamStyle {
    /// `len() takes exactly one argument (2 given)`, `len() takes no keyword arguments`.
    One,
    /// `range expected at most 3 arguments, got 4`; positional parameters
    /// cannot be given by keyword.
    Expected,
    /// `round() takes at most 2 arguments (3 given)`, `round() missing
    /// required argument 'number' (pos 1)`, `'x' is an invalid keyword
    /// argument for round()`.
    Clinic,
    /// A Python function's: `sort_by() missing 1 required positional
    /// argument: 'key'`, as for tools.
    Function,
}

impl Params {
    pub const ONE: Params = Params {
        positional: &["x"],
        required: 1,
        positional_only: 1,
        varargs: false,
        keywords: &[],
        any_keyword: false,
        style: ParamStyle::One,
    };
    pub const EXPECTED: Params = Params {
        positional: &[],
        required: 0,
        positional_only: 0,
        varargs: false,
        keywords: &[],
        any_keyword: false,
        style: ParamStyle::Expected,
    };
    pub const CLINIC: Params = Params {
        style: ParamStyle::Clinic,
        ..Params::EXPECTED
    };
    pub const FUNCTION: Params = Params {
        style: ParamStyle::Function,
        ..Params::EXPECTED
    };
}

/// Every builtin; the index is the id the compiler emits.
pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "len",
        signature: "len(x) -> int",
        doc: "Number of items in a str, list, tuple, dict, set or range",
        ty: None,
        params: Params::ONE,
        imp: |_, args, kwargs| {
            no_kwargs("len", kwargs)?;
            arity("len", args, 1, 1)?;
            Ok(Value::Int(len(&args[0])? as i64))
        },
    },
    Builtin {
        name: "sorted",
        signature: "sorted(items, key=None, reverse=False) -> list",
        doc: "A new sorted list",
        ty: None,
        params: Params {
            positional: &["iterable"],
            required: 1,
            positional_only: 1,
            keywords: &["key", "reverse"],
            ..Params::EXPECTED
        },
        imp: sorted,
    },
    Builtin {
        name: "reversed",
        signature: "reversed(items) -> list",
        doc: "The items in reverse order",
        ty: None,
        params: Params {
            positional: &["sequence"],
            required: 1,
            ..Params::EXPECTED
        },
        imp: reversed,
    },
    Builtin {
        name: "enumerate",
        signature: "enumerate(iterable, start=0) -> list[tuple]",
        doc: "(index, item) pairs",
        ty: None,
        params: Params {
            positional: &["iterable", "start"],
            required: 1,
            ..Params::CLINIC
        },
        imp: enumerate,
    },
    Builtin {
        name: "zip",
        signature: "zip(*iterables) -> list[tuple]",
        doc: "Items of several collections side by side",
        ty: None,
        params: Params {
            varargs: true,
            keywords: &["strict"],
            ..Params::CLINIC
        },
        imp: zip,
    },
    Builtin {
        name: "range",
        signature: "range(stop) | range(start, stop, step=1) -> range",
        doc: "A finite run of integers",
        ty: Some(TypeKind::Range),
        params: Params {
            positional: &["start", "stop", "step"],
            required: 1,
            ..Params::EXPECTED
        },
        imp: range,
    },
    Builtin {
        name: "min",
        signature: "min(items, key=None) | min(a, b, ...) -> value",
        doc: "The smallest item",
        ty: None,
        params: Params {
            positional: &["iterable"],
            required: 1,
            positional_only: 1,
            varargs: true,
            keywords: &["key", "default"],
            ..Params::EXPECTED
        },
        imp: |cx, args, kwargs| min_max(cx, "min", args, kwargs),
    },
    Builtin {
        name: "max",
        signature: "max(items, key=None) | max(a, b, ...) -> value",
        doc: "The largest item",
        ty: None,
        params: Params {
            positional: &["iterable"],
            required: 1,
            positional_only: 1,
            varargs: true,
            keywords: &["key", "default"],
            ..Params::EXPECTED
        },
        imp: |cx, args, kwargs| min_max(cx, "max", args, kwargs),
    },
    Builtin {
        name: "sum",
        signature: "sum(items, start=0) -> number",
        doc: "The sum of numbers",
        ty: None,
        params: Params {
            positional: &["iterable", "start"],
            required: 1,
            positional_only: 1,
            ..Params::CLINIC
        },
        imp: sum,
    },
    Builtin {
        name: "any",
        signature: "any(items) -> bool",
        doc: "True when some item is true",
        ty: None,
        params: Params::ONE,
        imp: |_, args, kwargs| {
            let items = one_iterable("any", args, kwargs)?;
            let mut found = false;
            items.for_each_item(|x| {
                found = truthy(&x);
                Ok(!found)
            })?;
            Ok(Value::Bool(found))
        },
    },
    Builtin {
        name: "all",
        signature: "all(items) -> bool",
        doc: "True when every item is true",
        ty: None,
        params: Params::ONE,
        imp: |_, args, kwargs| {
            let items = one_iterable("all", args, kwargs)?;
            let mut every = true;
            items.for_each_item(|x| {
                every = truthy(&x);
                Ok(every)
            })?;
            Ok(Value::Bool(every))
        },
    },
    Builtin {
        name: "abs",
        signature: "abs(x) -> number",
        doc: "Absolute value",
        ty: None,
        params: Params::ONE,
        imp: abs,
    },
    Builtin {
        name: "round",
        signature: "round(number, ndigits=None) -> number",
        doc: "Round half to even, as Python does",
        ty: None,
        params: Params {
            positional: &["number", "ndigits"],
            required: 1,
            ..Params::CLINIC
        },
        imp: |_, args, kwargs| {
            // CPython reports a missing number before an unknown keyword.
            if args.is_empty() && !kwargs.iter().any(|(k, _)| &**k == "number") {
                return Err(Exc::type_error(
                    "round() missing required argument 'number' (pos 1)",
                ));
            }
            let kw = take_kwargs("round", kwargs, &["number", "ndigits"])?;
            if args.len() > 2 {
                return Err(Exc::type_error(format!(
                    "round() takes at most 2 arguments ({} given)",
                    args.len()
                )));
            }
            let number = args.first().or(kw[0].as_ref()).ok_or_else(|| {
                Exc::type_error("round() missing required argument 'number' (pos 1)")
            })?;
            let nd = args.get(1).or(kw[1].as_ref()).filter(|v| !v.is_none());
            round(number, nd)
        },
    },
    Builtin {
        name: "str",
        signature: "str(object='') -> str",
        doc: "Text of a value; also the str type",
        ty: Some(TypeKind::Str),
        params: Params {
            positional: &["object", "encoding", "errors"],
            ..Params::CLINIC
        },
        imp: |_, args, kwargs| {
            let kw = take_kwargs("str", kwargs, &["object"])?;
            arity("str", args, 0, 1)?;
            match args.first().or(kw[0].as_ref()) {
                None => Ok(Value::str("")),
                Some(v @ Value::Str(_)) => Ok(v.clone()),
                Some(v) => Ok(Value::str(str_of(v)?)),
            }
        },
    },
    Builtin {
        name: "int",
        signature: "int(x=0, base=10) -> int",
        doc: "Integer from a number or text; also the int type",
        ty: Some(TypeKind::Int),
        params: Params {
            positional: &["x", "base"],
            positional_only: 1,
            ..Params::CLINIC
        },
        imp: int,
    },
    Builtin {
        name: "float",
        signature: "float(x=0.0) -> float",
        doc: "Float from a number or text; also the float type",
        ty: Some(TypeKind::Float),
        params: Params {
            positional: &["x"],
            ..Params::EXPECTED
        },
        imp: |_, args, kwargs| {
            no_kwargs("float", kwargs)?;
            arity("float", args, 0, 1)?;
            match args.first() {
                None => Ok(Value::Float(0.0)),
                Some(v) => float_of(v).map(Value::Float),
            }
        },
    },
    Builtin {
        name: "bool",
        signature: "bool(x=False) -> bool",
        doc: "Truth value; also the bool type",
        ty: Some(TypeKind::Bool),
        params: Params {
            positional: &["x"],
            ..Params::EXPECTED
        },
        imp: |_, args, kwargs| {
            no_kwargs("bool", kwargs)?;
            arity("bool", args, 0, 1)?;
            Ok(Value::Bool(args.first().is_some_and(truthy)))
        },
    },
    Builtin {
        name: "list",
        signature: "list(items=()) -> list",
        doc: "A new list; also the list type",
        ty: Some(TypeKind::List),
        params: Params {
            positional: &["iterable"],
            ..Params::EXPECTED
        },
        imp: |_, args, kwargs| {
            no_kwargs("list", kwargs)?;
            arity("list", args, 0, 1)?;
            Ok(Value::list(match args.first() {
                None => Vec::new(),
                Some(v) => v.iter_snapshot()?,
            }))
        },
    },
    Builtin {
        name: "dict",
        signature: "dict(pairs=(), **kw) -> dict",
        doc: "A new dict; also the dict type",
        ty: Some(TypeKind::Dict),
        params: Params {
            positional: &["iterable"],
            any_keyword: true,
            ..Params::EXPECTED
        },
        imp: |_, args, kwargs| {
            arity("dict", args, 0, 1)?;
            let mut d = Dict::default();
            if let Some(v) = args.first() {
                dict_update(&mut d, v)?;
            }
            for (k, v) in kwargs {
                d.insert(HKey(Value::str(k)), v.clone());
            }
            Ok(Value::dict(d))
        },
    },
    Builtin {
        name: "set",
        signature: "set(items=()) -> set",
        doc: "A new set; also the set type",
        ty: Some(TypeKind::Set),
        params: Params {
            positional: &["iterable"],
            ..Params::EXPECTED
        },
        imp: |_, args, kwargs| {
            no_kwargs("set", kwargs)?;
            arity("set", args, 0, 1)?;
            let mut s = Set::default();
            if let Some(v) = args.first() {
                v.for_each_item(|item| {
                    let (len, cap) = (s.len(), s.capacity());
                    value::budget::check_growth(len, cap, value::budget::SET_ITEM_BYTES)?;
                    s.insert(HKey::new(item)?);
                    Ok(true)
                })?;
            }
            Ok(Value::set(s))
        },
    },
    Builtin {
        name: "tuple",
        signature: "tuple(items=()) -> tuple",
        doc: "A new tuple; also the tuple type",
        ty: Some(TypeKind::Tuple),
        params: Params {
            positional: &["iterable"],
            ..Params::EXPECTED
        },
        imp: |_, args, kwargs| {
            no_kwargs("tuple", kwargs)?;
            arity("tuple", args, 0, 1)?;
            match args.first() {
                None => Ok(Value::tuple(Vec::new())),
                Some(v @ Value::Tuple(_)) => Ok(v.clone()),
                Some(v) => Ok(Value::tuple(v.iter_snapshot()?)),
            }
        },
    },
    Builtin {
        name: "isinstance",
        signature: "isinstance(x, type_or_tuple) -> bool",
        doc: "Whether x is of the type(s)",
        ty: None,
        params: Params {
            positional: &["obj", "class_or_tuple"],
            required: 2,
            ..Params::EXPECTED
        },
        imp: |_, args, kwargs| {
            no_kwargs("isinstance", kwargs)?;
            if args.len() != 2 {
                return Err(Exc::type_error(format!(
                    "isinstance expected 2 arguments, got {}",
                    args.len()
                )));
            }
            Ok(Value::Bool(isinstance(&args[0], &args[1])?))
        },
    },
    Builtin {
        name: "print",
        signature: "print(*values, sep=' ', end='\\n') -> None",
        doc: "Write values to the program's output",
        ty: None,
        // CPython's keywords: `file=` and `flush=` fail when the call runs
        // (spec/differences.md), with the message that says why.
        params: Params {
            varargs: true,
            keywords: &["sep", "end", "file", "flush"],
            ..Params::CLINIC
        },
        imp: print,
    },
    Builtin {
        name: "sort_by",
        signature: "sort_by(items, key, reverse=False) -> list",
        doc: "Sort dicts by a field name (lambda-free sorting)",
        ty: None,
        params: Params {
            positional: &["items", "key", "reverse"],
            required: 2,
            ..Params::FUNCTION
        },
        imp: sort_by,
    },
    Builtin {
        name: "ord",
        signature: "ord(c) -> int",
        doc: "The code point of a one-character string",
        ty: None,
        params: Params::ONE,
        imp: |_, args, kwargs| {
            no_kwargs("ord", kwargs)?;
            arity("ord", args, 1, 1)?;
            match &args[0] {
                Value::Str(s) => match s.chars().next() {
                    Some(c) if s.len() == c.len_utf8() => Ok(Value::Int(c as i64)),
                    _ => Err(Exc::type_error(format!(
                        "ord() expected a character, but string of length {} found",
                        s.char_len()
                    ))),
                },
                other => Err(Exc::type_error(format!(
                    "ord() expected string of length 1, but {} found",
                    other.type_name()
                ))),
            }
        },
    },
];

/// The id of the builtin called `name`; a compile-time error when there is none.
const fn id_of(name: &str) -> u16 {
    let mut i = 0;
    while i < BUILTINS.len() {
        let (a, b) = (BUILTINS[i].name.as_bytes(), name.as_bytes());
        if a.len() == b.len() {
            let mut j = 0;
            while j < a.len() && a[j] == b[j] {
                j += 1;
            }
            if j == a.len() {
                return i as u16;
            }
        }
        i += 1;
    }
    panic!("no builtin of that name")
}

/// `len`'s id: the VM's fast path calls it without leaving the loop.
pub const LEN: u16 = id_of("len");
const RANGE: u16 = id_of("range");

/// The names by id, for tables that want only the names.
pub const BUILTIN_NAMES: [&str; BUILTINS.len()] = {
    let mut out = [""; BUILTINS.len()];
    let mut i = 0;
    while i < out.len() {
        out[i] = BUILTINS[i].name;
        i += 1;
    }
    out
};

pub fn builtin_name(id: u16) -> &'static str {
    BUILTINS.get(id as usize).map_or("?", |b| b.name)
}

pub fn builtin_id(name: &str) -> Option<u16> {
    BUILTINS
        .iter()
        .position(|b| b.name == name)
        .map(|i| i as u16)
}

/// Call builtin `id` (an index into `BUILTINS`; `.lpyc` validation keeps
/// it in range).
#[inline]
pub(crate) fn call_builtin(
    cx: &mut dyn Interp,
    id: u16,
    args: &[Value],
    kwargs: &KwSlice,
) -> VmResult<Value> {
    match BUILTINS.get(id as usize) {
        Some(b) => (b.imp)(cx, args, kwargs),
        None => Err(Exc::type_error("'?' is not callable")),
    }
}

/// A builtin named as a value: type builtins are type objects.
pub(crate) fn builtin_value(id: u16) -> Value {
    match BUILTINS.get(id as usize).and_then(|b| b.ty) {
        Some(t) => Value::Type(t),
        None => Value::Builtin(id),
    }
}

/// A type object called: its builtin, or none for the types that have none.
pub(crate) fn call_type(
    cx: &mut dyn Interp,
    t: TypeKind,
    args: &[Value],
    kwargs: &KwSlice,
) -> VmResult<Value> {
    match BUILTINS.iter().find(|b| b.ty == Some(t)) {
        Some(b) => (b.imp)(cx, args, kwargs),
        None => Err(Exc::type_error(format!(
            "cannot create '{}' instances",
            t.name()
        ))),
    }
}

fn no_kwargs(name: &str, kwargs: &KwSlice) -> VmResult<()> {
    if kwargs.is_empty() {
        Ok(())
    } else {
        Err(Exc::type_error(format!(
            "{name}() takes no keyword arguments"
        )))
    }
}

/// Take the keyword arguments a builtin accepts; anything else is a TypeError.
fn take_kwargs(name: &str, kwargs: &KwSlice, allowed: &[&str]) -> VmResult<Vec<Option<Value>>> {
    let mut out = vec![None; allowed.len()];
    for (k, v) in kwargs {
        match allowed.iter().position(|a| **a == **k) {
            Some(i) => out[i] = Some(v.clone()),
            None => {
                // CPython's builtins (argument clinic) word it this way;
                // sort_by is a Python function there, which words it as
                // Python functions do.
                return Err(Exc::type_error(if name == "sort_by" {
                    format!("{name}() got an unexpected keyword argument '{k}'")
                } else {
                    format!("'{k}' is an invalid keyword argument for {name}()")
                }));
            }
        }
    }
    Ok(out)
}

fn arity(name: &str, args: &[Value], min: usize, max: usize) -> VmResult<()> {
    let n = args.len();
    if n >= min && n <= max {
        return Ok(());
    }
    Err(arity_error(name, name, n, min, max))
}

/// CPython's wording for a wrong argument count: `qualified` is how the
/// callable names itself (`len`, `str.upper`), `short` its bare name.
pub(crate) fn arity_error(qualified: &str, short: &str, n: usize, min: usize, max: usize) -> Exc {
    let plural = |k: usize| if k == 1 { "" } else { "s" };
    Exc::type_error(if max == 0 {
        format!("{qualified}() takes no arguments ({n} given)")
    } else if min == max && min == 1 {
        format!("{qualified}() takes exactly one argument ({n} given)")
    } else if min == max {
        format!("{short} expected {min} arguments, got {n}")
    } else if n < min {
        format!(
            "{short} expected at least {min} argument{}, got {n}",
            plural(min)
        )
    } else {
        format!(
            "{short} expected at most {max} argument{}, got {n}",
            plural(max)
        )
    })
}

pub(crate) fn to_i64(v: &Value) -> VmResult<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        Value::Big(_) => Err(Exc::overflow(
            "Python int too large to convert to C ssize_t",
        )),
        other => Err(Exc::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

/// `any` and `all`: their one iterable argument (`for_each_item` raises
/// the TypeError of one that is not, before any item is looked at).
fn one_iterable(name: &str, args: &[Value], kwargs: &KwSlice) -> VmResult<Value> {
    no_kwargs(name, kwargs)?;
    arity(name, args, 1, 1)?;
    Ok(args[0].clone())
}

fn print(cx: &mut dyn Interp, args: &[Value], kwargs: &KwSlice) -> VmResult<Value> {
    let kw = take_kwargs("print", kwargs, &["sep", "end"])?;
    let text = |v: &Option<Value>, what: &str, default: &str| -> VmResult<String> {
        match v {
            None | Some(Value::None) => Ok(default.to_string()),
            Some(Value::Str(s)) => Ok(s.as_str().to_string()),
            Some(other) => Err(Exc::type_error(format!(
                "{what} must be None or a string, not {}",
                other.type_name()
            ))),
        }
    };
    let sep = text(&kw[0], "sep", " ")?;
    let end = text(&kw[1], "end", "\n")?;
    // Built no longer than the output left: a value whose text would pass
    // the output limit stops there, not after it has been built.
    let room = cx.output_room();
    let mut out = String::new();
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            out.push_str(&sep);
        }
        if !value::write_capped(&mut out, a, true, room)? {
            // Cut short: by the output left when that is the smaller cap,
            // else by the memory left.
            if (room as u128) < value::max_sequence_bytes() {
                return Err(cx.output_exceeded());
            }
            let limit = value::budget::max_sequence_bytes_limit();
            return Err(value::budget::trip(value::budget::memory_exceeded(limit)));
        }
    }
    out.push_str(&end);
    cx.print(&out)?;
    Ok(Value::None)
}

fn int(_: &mut dyn Interp, args: &[Value], kwargs: &KwSlice) -> VmResult<Value> {
    // As CPython's argument clinic: the count first, then the keywords
    // (`x` is positional-only).
    let given = args.len() + kwargs.len();
    if given > 2 {
        return Err(Exc::type_error(format!(
            "int() takes at most 2 arguments ({given} given)"
        )));
    }
    if let Some((k, _)) = kwargs.iter().find(|(k, _)| &**k != "base") {
        return Err(Exc::type_error(format!(
            "'{k}' is an invalid keyword argument for int()"
        )));
    }
    let kw = take_kwargs("int", kwargs, &["base"])?;
    arity("int", args, 0, 2)?;
    let Some(base) = args.get(1).or(kw[0].as_ref()) else {
        return match args.first() {
            None => Ok(Value::Int(0)),
            Some(v) => int_of(v),
        };
    };
    let Some(x) = args.first() else {
        return Err(Exc::type_error("int() missing string argument"));
    };
    // The base is read (saturating, as PyNumber_AsSsize_t(o, NULL)) and
    // range-checked before the value's type is looked at.
    let b = match base {
        Value::Big(b) if b.is_negative() => i64::MIN,
        Value::Big(_) => i64::MAX,
        b => to_i64(b)?,
    };
    if b != 0 && !(2..=36).contains(&b) {
        return Err(Exc::value_error("int() base must be >= 2 and <= 36, or 0"));
    }
    match x {
        Value::Str(s) => parse_int(s, b as u32),
        _ => Err(Exc::type_error(
            "int() can't convert non-string with explicit base",
        )),
    }
}

fn range(_: &mut dyn Interp, args: &[Value], kwargs: &KwSlice) -> VmResult<Value> {
    no_kwargs("range", kwargs)?;
    if args.is_empty() {
        return Err(Exc::type_error("range expected at least 1 argument, got 0"));
    }
    arity("range", args, 1, 3)?;
    let nums = args.iter().map(to_i64).collect::<VmResult<Vec<i64>>>()?;
    let (start, stop, step) = match nums.as_slice() {
        [stop] => (0, *stop, 1),
        [start, stop] => (*start, *stop, 1),
        [start, stop, step] => (*start, *stop, *step),
        _ => (0, 0, 1),
    };
    if step == 0 {
        return Err(Exc::value_error("range() arg 3 must not be zero"));
    }
    let r = RangeVal { start, stop, step };
    // Lengths past i64 would wrap: refuse them (a documented difference).
    let wide = (stop as i128 - start as i128) / step as i128;
    if wide >= i64::MAX as i128 {
        return Err(Exc::overflow(
            "Python int too large to convert to C ssize_t",
        ));
    }
    Ok(Value::Range(Rc::new(r)))
}

fn abs(_: &mut dyn Interp, args: &[Value], kwargs: &KwSlice) -> VmResult<Value> {
    no_kwargs("abs", kwargs)?;
    arity("abs", args, 1, 1)?;
    match &args[0] {
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::Int(i) => Ok(i
            .checked_abs()
            .map_or_else(|| Value::from_big(BigInt::from(*i).abs()), Value::Int)),
        Value::Big(b) => Ok(Value::from_big(b.abs())),
        Value::Float(f) => Ok(Value::Float(f.abs())),
        other => Err(Exc::type_error(format!(
            "bad operand type for abs(): '{}'",
            other.type_name()
        ))),
    }
}

fn sum(cx: &mut dyn Interp, args: &[Value], kwargs: &KwSlice) -> VmResult<Value> {
    // The positional count comes before the keywords in CPython.
    if args.is_empty() {
        return Err(Exc::type_error(
            "sum() takes at least 1 positional argument (0 given)",
        ));
    }
    let kw = take_kwargs("sum", kwargs, &["start"])?;
    arity("sum", args, 1, 2)?;
    let start = args
        .get(1)
        .or(kw[0].as_ref())
        .cloned()
        .unwrap_or(Value::Int(0));
    if matches!(start, Value::Str(_)) {
        return Err(Exc::type_error(
            "sum() can't sum strings [use ''.join(seq) instead]",
        ));
    }
    // A list of ints whose sum fits: added where they lie, with no snapshot
    // (nothing runs between the adds that could change the list), and
    // charged for its items as the snapshot is.
    if let (Value::List(l), Value::Int(a)) = (&args[0], &start) {
        if let Ok(items) = l.try_borrow() {
            let total = items.iter().try_fold(*a, |t, v| match v {
                Value::Int(x) => t.checked_add(*x),
                _ => None,
            });
            if let Some(t) = total {
                value::charge(items.len() as u64)?;
                return Ok(Value::Int(t));
            }
        }
    }
    let mut acc = start;
    args[0].for_each_item(|item| {
        // Ints that do not overflow, added in place (what `binary` gives).
        if let (Value::Int(a), Value::Int(b)) = (&mut acc, &item) {
            if let Some(s) = a.checked_add(*b) {
                *a = s;
                return Ok(true);
            }
        }
        acc = binary(BinOpKind::Add, &acc, &item)?;
        // Summing lists is quadratic: keep the run's limits in force.
        if !matches!(acc, Value::Int(_) | Value::Float(_)) {
            cx.check_limits()?;
        }
        Ok(true)
    })?;
    Ok(acc)
}

fn sorted(cx: &mut dyn Interp, args: &[Value], kwargs: &KwSlice) -> VmResult<Value> {
    // CPython counts the positional arguments before it looks at keywords.
    if args.len() != 1 {
        return Err(Exc::type_error(format!(
            "sorted expected 1 argument, got {}",
            args.len()
        )));
    }
    if let Some((k, _)) = kwargs
        .iter()
        .find(|(k, _)| !matches!(&**k, "key" | "reverse"))
    {
        return Err(Exc::type_error(format!(
            "'{k}' is an invalid keyword argument for sort()"
        )));
    }
    let kw = take_kwargs("sorted", kwargs, &["key", "reverse"])?;
    let items = args[0].iter_snapshot()?;
    let key = kw[0].clone().filter(|k| !k.is_none());
    let reverse = reverse_flag(kw[1].as_ref())?;
    Ok(Value::list(sort_values(cx, items, key.as_ref(), reverse)?))
}

/// The `reverse=` of `sort`/`sorted`/`sort_by`, converted as CPython's
/// argument clinic converts an `int` parameter: a bool or an int that fits
/// a C int; anything else is a `TypeError`, a larger int an `OverflowError`.
pub(crate) fn reverse_flag(v: Option<&Value>) -> VmResult<bool> {
    match v {
        None => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(Value::Int(i)) if i32::try_from(*i).is_ok() => Ok(*i != 0),
        Some(Value::Int(_) | Value::Big(_)) => {
            Err(Exc::overflow("Python int too large to convert to C int"))
        }
        Some(other) => Err(Exc::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

fn sort_by(cx: &mut dyn Interp, args: &[Value], kwargs: &KwSlice) -> VmResult<Value> {
    let kw = take_kwargs("sort_by", kwargs, &["items", "key", "reverse"])?;
    arity("sort_by", args, 0, 3)?;
    let items = args
        .first()
        .or(kw[0].as_ref())
        .ok_or_else(|| Exc::type_error("sort_by() missing required argument 'items'"))?;
    let key = args
        .get(1)
        .or(kw[1].as_ref())
        .ok_or_else(|| Exc::type_error("sort_by() missing required argument 'key'"))?
        .clone();
    let items = items.iter_snapshot()?;
    let reverse = reverse_flag(args.get(2).or(kw[2].as_ref()))?;
    let mut pairs = Vec::with_capacity(items.len());
    for item in items {
        let k = match &key {
            Value::Lambda(_) | Value::Builtin(_) | Value::Method(_) | Value::Type(_) => {
                cx.call_value(&key, vec![item.clone()], Vec::new())?
            }
            field => get_item(&item, field)?,
        };
        pairs.push((k, item));
    }
    sort_pairs(&mut pairs, reverse)?;
    Ok(Value::list(pairs.into_iter().map(|(_, v)| v).collect()))
}

fn reversed(_: &mut dyn Interp, args: &[Value], kwargs: &KwSlice) -> VmResult<Value> {
    no_kwargs("reversed", kwargs)?;
    arity("reversed", args, 1, 1)?;
    match &args[0] {
        Value::List(_)
        | Value::Tuple(_)
        | Value::Str(_)
        | Value::Range(_)
        | Value::Dict(_)
        | Value::View(_) => {
            let mut items = args[0].iter_snapshot()?;
            items.reverse();
            Ok(Value::list(items))
        }
        other => Err(Exc::type_error(format!(
            "'{}' object is not reversible",
            other.type_name()
        ))),
    }
}

fn enumerate(_: &mut dyn Interp, args: &[Value], kwargs: &KwSlice) -> VmResult<Value> {
    let kw = take_kwargs("enumerate", kwargs, &["iterable", "start"])?;
    arity("enumerate", args, 0, 2)?;
    let it = args.first().or(kw[0].as_ref()).ok_or_else(|| {
        Exc::type_error("enumerate() missing required argument 'iterable' (pos 1)")
    })?;
    let start = match args.get(1).or(kw[1].as_ref()) {
        None => Value::Int(0),
        Some(v @ (Value::Int(_) | Value::Big(_))) => v.clone(),
        Some(Value::Bool(b)) => Value::Int(*b as i64),
        Some(other) => {
            return Err(Exc::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            )))
        }
    };
    let items = it.iter_snapshot()?;
    value::budget::reserve(
        "enumerate's pairs",
        items.len() as u128 * (16 + value::budget::tuple_bytes(2)),
    )?;
    let mut i = start;
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        out.push(Value::tuple(vec![i.clone(), item]));
        i = binary(BinOpKind::Add, &i, &Value::Int(1))?;
    }
    Ok(Value::list(out))
}

fn zip(_: &mut dyn Interp, args: &[Value], kwargs: &KwSlice) -> VmResult<Value> {
    if kwargs.len() > 1 {
        return Err(Exc::type_error(format!(
            "zip() takes at most 1 keyword argument ({} given)",
            kwargs.len()
        )));
    }
    let kw = take_kwargs("zip", kwargs, &["strict"])?;
    let strict = kw[0].as_ref().is_some_and(truthy);
    let mut cols = Vec::with_capacity(args.len());
    for a in args {
        cols.push(a.iter_snapshot()?);
    }
    let n = cols.iter().map(Vec::len).min().unwrap_or(0);
    if strict {
        if let Some(i) = cols.iter().position(|c| c.len() != cols[0].len()) {
            let which = if cols[i].len() < cols[0].len() {
                "shorter"
            } else {
                "longer"
            };
            let first = if i == 1 {
                "argument 1".to_string()
            } else {
                format!("arguments 1-{i}")
            };
            return Err(Exc::value_error(format!(
                "zip() argument {} is {which} than {first}",
                i + 1
            )));
        }
    }
    // The pairs are built in one go: they must fit before they are made
    // (5,000,000 pairs of a list with itself are 320 MB).
    value::budget::reserve(
        "zip's tuples",
        n as u128 * (16 + value::budget::tuple_bytes(cols.len())),
    )?;
    Ok(Value::list(
        (0..n)
            .map(|i| Value::tuple(cols.iter().map(|c| c[i].clone()).collect()))
            .collect(),
    ))
}

/// `str(v)`, refusing ints too long to print (as CPython 3.11 does).
pub(crate) fn str_of(v: &Value) -> VmResult<String> {
    value::checked_str(v)
}

fn isinstance(x: &Value, t: &Value) -> VmResult<bool> {
    match t {
        Value::Type(k) => Ok(match (x.type_kind(), k) {
            (Some(TypeKind::Bool), TypeKind::Int) => true,
            (Some(xk), k) => xk == *k,
            (None, _) => false,
        }),
        Value::Builtin(id) if *id == RANGE => Ok(matches!(x, Value::Range(_))),
        Value::Tuple(ts) => {
            for t in ts.iter() {
                if isinstance(x, t)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        _ => Err(Exc::type_error(
            "isinstance() arg 2 must be a type, a tuple of types, or a union",
        )),
    }
}

fn dict_update(d: &mut Dict, v: &Value) -> VmResult<()> {
    if let Value::Dict(src) = v {
        for (k, x) in src.try_borrow().map_err(|_| Exc::busy())?.iter() {
            d.insert(k.clone(), x.clone());
        }
        return Ok(());
    }
    for (i, item) in v.iter_snapshot()?.into_iter().enumerate() {
        let pair = match &item {
            Value::List(_)
            | Value::Tuple(_)
            | Value::Str(_)
            | Value::Set(_)
            | Value::Dict(_)
            | Value::Range(_) => item.iter_snapshot()?,
            _ => {
                return Err(Exc::type_error(format!(
                    "cannot convert dictionary update sequence element #{i} to a sequence"
                )))
            }
        };
        if pair.len() != 2 {
            return Err(Exc::value_error(format!(
                "dictionary update sequence element #{i} has length {}; 2 is required",
                pair.len()
            )));
        }
        let mut it = pair.into_iter();
        if let (Some(k), Some(x)) = (it.next(), it.next()) {
            d.insert(HKey::new(k)?, x);
        }
    }
    Ok(())
}

pub(crate) fn update_dict(d: &mut Dict, v: &Value) -> VmResult<()> {
    dict_update(d, v)
}

fn int_of(v: &Value) -> VmResult<Value> {
    match v {
        Value::Int(_) | Value::Big(_) => Ok(v.clone()),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::Float(f) => float_to_int(*f),
        Value::Str(s) => parse_int(s, 10),
        other => Err(Exc::type_error(format!(
            "int() argument must be a string, a bytes-like object or a real number, not '{}'",
            other.type_name()
        ))),
    }
}

fn float_to_int(f: f64) -> VmResult<Value> {
    if f.is_nan() {
        return Err(Exc::value_error("cannot convert float NaN to integer"));
    }
    if f.is_infinite() {
        return Err(Exc::overflow("cannot convert float infinity to integer"));
    }
    let t = f.trunc();
    if t.abs() < 9.0e18 {
        return Ok(Value::Int(t as i64));
    }
    let b: Option<BigInt> = num_traits::FromPrimitive::from_f64(t);
    Ok(b.map_or(Value::Int(0), Value::from_big))
}

/// Python's int(str, base) grammar: whitespace, sign, optional prefix,
/// digits with single underscores between them.
fn parse_int(s: &str, base: u32) -> VmResult<Value> {
    let bad = || {
        Exc::value_error(format!(
            "invalid literal for int() with base {base}: {}",
            value::repr(&Value::str(s))
        ))
    };
    // As CPython, Unicode digits and whitespace become ASCII first.
    let ascii = decimal_and_space_to_ascii(s);
    let t = ascii.trim_matches(|c: char| c.is_whitespace());
    let (neg, t) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let lower = t.to_ascii_lowercase();
    let (mut base, mut digits) = (base, lower.as_str());
    let prefix = |p: &str, b: u32, digits: &mut &str, base: &mut u32| {
        if let Some(rest) = digits.strip_prefix(p) {
            if *base == 0 || *base == b {
                *digits = rest.strip_prefix('_').unwrap_or(rest);
                *base = b;
                return true;
            }
        }
        false
    };
    // At most one prefix applies; which one is recorded in `base`.
    let _prefixed = prefix("0x", 16, &mut digits, &mut base)
        || prefix("0o", 8, &mut digits, &mut base)
        || prefix("0b", 2, &mut digits, &mut base);
    if base == 0 {
        // No prefix with base 0: decimal, and no leading zeros unless all zeros.
        base = 10;
        if digits.len() > 1
            && digits.starts_with('0')
            && digits.chars().any(|c| c != '0' && c != '_')
        {
            return Err(bad());
        }
    }
    if digits.is_empty()
        || digits.starts_with('_')
        || digits.ends_with('_')
        || digits.contains("__")
    {
        return Err(bad());
    }
    let clean: String = digits.chars().filter(|&c| c != '_').collect();
    if !clean.chars().all(|c| c.is_digit(base)) {
        return Err(bad());
    }
    if base == 10 && clean.len() > 4300 {
        return Err(Exc::value_error(format!(
            "Exceeds the limit (4300 digits) for integer string conversion: value has {} digits; use sys.set_int_max_str_digits() to increase the limit",
            clean.len()
        )));
    }
    finish_int(&clean, base, neg).ok_or_else(bad)
}

fn unicode_digit(c: char) -> Option<u32> {
    use unicode_general_category::{get_general_category, GeneralCategory};
    if get_general_category(c) != GeneralCategory::DecimalNumber {
        return None;
    }
    // Decimal digit blocks are runs of ten starting at a code point ≡ 0 mod 16 or after it.
    let mut z = c as u32;
    while z > 0
        && char::from_u32(z - 1)
            .is_some_and(|p| get_general_category(p) == GeneralCategory::DecimalNumber)
    {
        z -= 1;
    }
    Some((c as u32 - z) % 10)
}

fn finish_int(digits: &str, base: u32, neg: bool) -> Option<Value> {
    let b = BigInt::parse_bytes(digits.as_bytes(), base)?;
    Some(Value::from_big(if neg { -b } else { b }))
}

fn float_of(v: &Value) -> VmResult<f64> {
    match v {
        Value::Float(f) => Ok(*f),
        Value::Int(i) => Ok(*i as f64),
        Value::Bool(b) => Ok(*b as i64 as f64),
        Value::Big(b) => value::big_to_f64(b),
        Value::Str(s) => parse_float(&decimal_and_space_to_ascii(s)).ok_or_else(|| {
            Exc::value_error(format!(
                "could not convert string to float: {}",
                value::repr(&Value::Str(s.clone()))
            ))
        }),
        other => Err(Exc::type_error(format!(
            "float() argument must be a string or a real number, not '{}'",
            other.type_name()
        ))),
    }
}

/// CPython's `_PyUnicode_TransformDecimalAndSpaceToASCII`, which `float()`
/// applies before parsing: ASCII stays, other whitespace becomes a space, a
/// Unicode decimal digit becomes its ASCII digit, and anything else ends the
/// text with a `?` (which no number accepts).
fn decimal_and_space_to_ascii(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if (c as u32) < 127 {
            out.push(c);
        } else if c.is_whitespace() {
            out.push(' ');
        } else if let Some(d) = unicode_digit(c) {
            out.push((b'0' + d as u8) as char);
        } else {
            out.push('?');
            break;
        }
    }
    out
}

fn parse_float(s: &str) -> Option<f64> {
    let t = s.trim_matches(|c: char| c.is_whitespace());
    let body = t.trim_start_matches(['+', '-']);
    if t.len() - body.len() > 1 {
        return None;
    }
    let lower = body.to_ascii_lowercase();
    if lower == "nan" {
        return Some(fresh_nan(t.starts_with('-')));
    }
    if matches!(lower.as_str(), "inf" | "infinity") {
        return t.to_ascii_lowercase().parse().ok();
    }
    // Underscores only between digits.
    let b = t.as_bytes();
    for (i, &c) in b.iter().enumerate() {
        if c == b'_' {
            let ok =
                i > 0 && i + 1 < b.len() && b[i - 1].is_ascii_digit() && b[i + 1].is_ascii_digit();
            if !ok {
                return None;
            }
        } else if !(c.is_ascii_digit() || matches!(c, b'.' | b'e' | b'E' | b'+' | b'-')) {
            return None;
        }
    }
    let clean: String = t.chars().filter(|&c| c != '_').collect();
    if clean.is_empty() || !clean.bytes().any(|c| c.is_ascii_digit()) {
        return None;
    }
    clean.parse().ok()
}

/// Each `float("nan")` is a new object in CPython, so `nan in [nan]` holds
/// for the same one and not for another. lackpy's floats are plain values:
/// a distinct payload per NaN gives them that identity.
fn fresh_nan(negative: bool) -> f64 {
    use std::cell::Cell;
    thread_local!(static NEXT: Cell<u64> = const { Cell::new(1) });
    let n = NEXT.with(|c| {
        let v = c.get();
        c.set(v.wrapping_add(1) & ((1 << 50) - 1));
        v
    });
    let bits = 0x7ff8_0000_0000_0000u64 | n | if negative { 1 << 63 } else { 0 };
    f64::from_bits(bits)
}

fn round(number: &Value, nd: Option<&Value>) -> VmResult<Value> {
    // CPython reads ndigits with PyNumber_AsSsize_t(o, NULL): an int
    // beyond 64 bits saturates instead of overflowing.
    let saturated;
    let nd = match nd {
        Some(Value::Big(b)) => {
            saturated = Value::Int(if b.is_negative() { i64::MIN } else { i64::MAX });
            Some(&saturated)
        }
        nd => nd,
    };
    match number {
        Value::Float(f) => match nd {
            None => {
                let r = f.round_ties_even();
                float_to_int(r)
            }
            Some(n) => {
                let n = to_i64(n)?;
                Ok(Value::Float(round_float(*f, n)))
            }
        },
        Value::Int(_) | Value::Big(_) | Value::Bool(_) => {
            let i = number.as_bigint().unwrap_or_default();
            match nd {
                None => Ok(Value::from_big(i)),
                Some(n) => {
                    let n = to_i64(n)?;
                    if n >= 0 {
                        return Ok(Value::from_big(i));
                    }
                    let p = BigInt::from(10u32).pow(n.unsigned_abs().min(10_000) as u32);
                    Ok(Value::from_big(round_half_even_div(&i, &p) * p))
                }
            }
        }
        other => Err(Exc::type_error(format!(
            "type {} doesn't define __round__ method",
            other.type_name()
        ))),
    }
}

fn round_half_even_div(i: &BigInt, p: &BigInt) -> BigInt {
    use num_integer::Integer;
    let (q, r) = i.div_mod_floor(p);
    let twice = &r * 2;
    if twice > *p || (twice == *p && q.is_odd()) {
        q + 1
    } else {
        q
    }
}

/// round(x, n) for floats: the correctly rounded decimal, read back.
fn round_float(x: f64, n: i64) -> f64 {
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    if n > 330 {
        return x;
    }
    if n >= 0 {
        return format!("{:.*}", n as usize, x).parse().unwrap_or(x);
    }
    if n < -330 {
        return 0.0 * x;
    }
    // Negative ndigits: round x / 10^-n half-even, exactly, via big ints.
    let p = BigInt::from(10u32).pow((-n) as u32);
    let exact: Option<BigInt> = num_traits::FromPrimitive::from_f64(x.trunc());
    let Some(whole) = exact else { return x };
    let frac = x - x.trunc();
    // Ties can only occur when x is an integer, so the fraction only breaks
    // near-ties in the right direction.
    let scaled = round_half_even_div(
        &(whole * 2
            + if frac > 0.0 {
                1
            } else if frac < 0.0 {
                -1
            } else {
                0
            }),
        &(&p * 2),
    );
    let r = (scaled * p).to_f64().unwrap_or(f64::INFINITY);
    if r == 0.0 {
        0.0 * x.signum()
    } else {
        r
    }
}

fn min_max(cx: &mut dyn Interp, name: &str, args: &[Value], kwargs: &KwSlice) -> VmResult<Value> {
    // The positional count comes before the keywords in CPython.
    if args.is_empty() {
        return Err(Exc::type_error(format!(
            "{name} expected at least 1 argument, got 0"
        )));
    }
    let kw = take_kwargs(name, kwargs, &["key", "default"])?;
    let key = kw[0].clone().filter(|k| !k.is_none());
    let items = match args.len() {
        1 => args[0].clone(),
        _ => {
            if kw[1].is_some() {
                return Err(Exc::type_error(format!(
                    "Cannot specify a default for {name}() with multiple positional arguments"
                )));
            }
            Value::tuple(args.to_vec())
        }
    };
    let op = if name == "max" {
        CmpKind::Gt
    } else {
        CmpKind::Lt
    };
    let mut best: Option<(Value, Value)> = None;
    // CPython compares inside the builtin's own call, one level deeper.
    value::comparing_in(1, || {
        items.for_each_item(|item| {
            let k = match &key {
                Some(f) => cx.call_value1(f, item.clone())?,
                None => item.clone(),
            };
            best = match best.take() {
                None => Some((k, item)),
                Some((bk, bv)) => {
                    if compare(op, &k, &bk)? {
                        Some((k, item))
                    } else {
                        Some((bk, bv))
                    }
                }
            };
            Ok(true)
        })
    })?;
    match best {
        Some((_, v)) => Ok(v),
        None => match &kw[1] {
            Some(d) => Ok(d.clone()),
            None => Err(Exc::value_error(format!(
                "{name}() arg is an empty sequence"
            ))),
        },
    }
}

/// Sort values with an optional key function, as `sorted` and `list.sort` do.
pub(crate) fn sort_values(
    cx: &mut dyn Interp,
    items: Vec<Value>,
    key: Option<&Value>,
    reverse: bool,
) -> VmResult<Vec<Value>> {
    let keys = match key {
        Some(f) => {
            let mut keys = Vec::with_capacity(items.len());
            for item in &items {
                keys.push(cx.call_value1(f, item.clone())?);
            }
            keys
        }
        None => items.clone(),
    };
    sort_keyed(keys, items, reverse)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_signatures_name_the_builtin() {
        for (i, b) in BUILTINS.iter().enumerate() {
            assert_eq!(builtin_id(b.name), Some(i as u16), "{} twice", b.name);
            assert!(
                b.signature.starts_with(&format!("{}(", b.name)),
                "{}",
                b.name
            );
            assert!(!b.doc.is_empty() && !b.doc.contains('\n'), "{}", b.name);
        }
        assert_eq!(builtin_name(LEN), "len");
        assert_eq!(builtin_name(RANGE), "range");
    }

    /// The signature a hint shows and the parameters the checker holds a
    /// call to say the same: a parameter shown with a default is either
    /// an optional positional one or one the builtin takes by that name.
    #[test]
    fn signatures_show_the_parameters_calls_are_checked_against() {
        for b in BUILTINS {
            let p = &b.params;
            let by_position_only = matches!(p.style, ParamStyle::One | ParamStyle::Expected);
            let call = b.signature.split(" -> ").next().unwrap_or_default();
            for alt in call.split(" | ") {
                let inside = &alt[alt.find('(').map_or(0, |i| i + 1)..alt.rfind(')').unwrap_or(0)];
                for (i, item) in inside.split(", ").enumerate() {
                    let Some((name, _)) = item.split_once('=') else {
                        continue;
                    };
                    let keyword = p.keywords.contains(&name)
                        || p.any_keyword
                        || (!by_position_only
                            && i >= p.positional_only
                            && p.positional.get(i) == Some(&name));
                    let positional =
                        i < p.positional.len() && (by_position_only || i < p.positional_only);
                    assert!(keyword || positional, "{}: `{item}`", b.signature);
                }
            }
            assert!(p.required <= p.positional.len(), "{}", b.name);
            assert!(p.positional_only <= p.positional.len(), "{}", b.name);
        }
    }
}
