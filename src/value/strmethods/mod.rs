//! The methods of `str`, as CPython 3.11 defines them: the same results and
//! the same errors (type, wording, and the order in which arguments are
//! checked — Argument Clinic's messages for `center`, `replace`, `split` and
//! friends, `PyArg_ParseTuple`'s for `find`, `count`, `startswith` and
//! friends).
//!
//! Indices count code points. ASCII strings (the common case) take byte-wise
//! fast paths; other strings convert code-point indices to byte offsets.
//!
//! Unicode data: CPython 3.11 uses Unicode 14; the `unicode-general-category`
//! crate has Unicode 16 and Rust's `char` case data is newer still. This
//! module reproduces the Unicode 14 answers: code points assigned since 14
//! count as unassigned (`NEW_SINCE_UNICODE_14`), the handful of properties
//! that changed since are pinned (`category`, `is_lower`, `push_upper`), and
//! what general categories and `char` do not decide comes from tables taken
//! from CPython 3.11 (titlecase and case-folding exceptions, digit and
//! numeric characters, identifier exceptions, the exact lists of `isspace`
//! and of `splitlines`' line boundaries). Checked exhaustively: every
//! predicate and case mapping on every code point, alone and in final-sigma
//! contexts, equals CPython 3.11.7's. A toolchain or crate with newer Unicode
//! data would add differences for the newly assigned code points only
//! (`char_data_is_pinned` notices a newer `char`).
//!
//! Residual differences from CPython 3.11:
//! - lackpy strings cannot hold surrogate code points, so `translate` mapping
//!   a character to an int in 0xD800..=0xDFFF raises ValueError where CPython
//!   would produce a lone surrogate.
//! - Results beyond lackpy's size limit (`MAX_SEQUENCE_BYTES`, 2 GiB) raise
//!   MemoryError ("result string is too large"); CPython tries to allocate.
//! - `translate` takes a dict, list, tuple, str or range as the table (the
//!   subscriptable values lackpy has); anything else is "not subscriptable",
//!   as in CPython.
//! - Keywords passed to `count`, `find`, `index`, `rfind`, `rindex`,
//!   `startswith` or `endswith` give "str.count() takes no keyword
//!   arguments", CPython's wording for the method-call syntax
//!   `s.count(x=1)`; through a bound method in a variable (`f = s.count;
//!   f(x=1)`) CPython says "count() takes ...". A method cannot tell the
//!   two apart. (The other methods word it the same both ways.)
//! - `format` and `format_map` are `format::str_format` and
//!   `format::str_format_map`; their differences are documented there.

mod args;
mod case;
mod pad;
mod predicates;
mod search;
mod split;
mod translate;
mod unicode;

use args::{
    check_positional, clinic_type_name, fill_char, must_be_str, no_args, no_kwargs, one_arg,
    parse_finds, parse_keywords, str_arg, to_cint, to_ssize,
};
use case::{capitalize, casefold, lower, swapcase, title, upper};
use pad::{expandtabs, pad_method, strip, zfill, Ends};
use predicates::{all_nonempty, isidentifier, islower, isprintable, istitle, isupper};
pub(crate) use search::find_bytes;
use search::{count, find, tailmatch};
use split::{join, partition, replace, split, splitlines};
use translate::translate;
use unicode::{is_alnum, is_alpha, is_decimal, is_digit, is_numeric, is_space};

use super::interp::KwSlice;
use super::methods::{Method, MethodImp};
use crate::value::{Exc, PyStr, Value, VmResult};

/// A str method: `|s, args, kwargs|` with `s` the receiver's `PyStr`.
macro_rules! str_method {
    ($name:literal, |$s:ident, $args:ident, $kwargs:ident| $body:expr) => {
        Method {
            name: $name,
            imp: MethodImp::Str(|$s: &PyStr, $args: &[Value], $kwargs: &KwSlice| $body),
        }
    };
}

/// A method without arguments that maps the text to new text.
macro_rules! mapping {
    // With an in-place ASCII mapping: an ASCII receiver's result is made in
    // its own block (one allocation, no `String` to copy).
    ($name:literal, $f:expr, $ascii:expr) => {
        str_method!($name, |s, args, kwargs| {
            no_args($name, args, kwargs)?;
            crate::value::budget::reserve("a case mapping", s.len() as u128)?;
            Ok(if s.is_ascii() {
                Value::Str(PyStr::copy_mapped(s, $ascii))
            } else {
                Value::str($f(s))
            })
        })
    };
    ($name:literal, $f:expr) => {
        str_method!($name, |s, args, kwargs| {
            no_args($name, args, kwargs)?;
            crate::value::budget::reserve("a case mapping", s.len() as u128)?;
            // Every case mapping maps ASCII text to ASCII text.
            Ok(if s.is_ascii() {
                Value::Str(PyStr::ascii($f(s)))
            } else {
                Value::str($f(s))
            })
        })
    };
}

/// An `is...` method.
macro_rules! predicate {
    ($name:literal, $f:expr) => {
        str_method!($name, |s, args, kwargs| {
            no_args($name, args, kwargs)?;
            Ok(Value::Bool($f(s)))
        })
    };
}

/// The methods of `str`, in the order `lackpyc spec` lists them.
pub const STR_METHODS: &[Method] = &[
    mapping!("capitalize", capitalize),
    mapping!("casefold", casefold),
    str_method!("center", |s, args, kwargs| pad_call(
        "center",
        Ends::Both,
        s,
        args,
        kwargs
    )),
    str_method!("count", |s, args, kwargs| {
        let (sub, start, end) = parse_finds("count", args, kwargs)?;
        let sub = match sub {
            Value::Str(sub) => sub,
            other => return Err(must_be_str(other)),
        };
        Ok(Value::Int(count(s, sub, start, end)))
    }),
    str_method!("endswith", |s, args, kwargs| tailmatch_call(
        "endswith", true, s, args, kwargs
    )),
    str_method!("expandtabs", |s, args, kwargs| {
        let [tabsize] = parse_keywords("expandtabs", ["tabsize"], args, kwargs)?;
        let tabsize = match tabsize {
            Some(v) => to_cint(v)?,
            None => 8,
        };
        expandtabs(s, tabsize)
    }),
    str_method!("find", |s, args, kwargs| find_call(
        "find", false, false, s, args, kwargs
    )),
    str_method!("format", |s, args, kwargs| {
        let kw: Vec<(String, Value)> = kwargs
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect();
        Ok(Value::str(super::format::str_format(s, args, &kw)?))
    }),
    str_method!("format_map", |s, args, kwargs| Ok(Value::str(
        super::format::str_format_map(s, one_arg("format_map", args, kwargs)?)?
    ))),
    str_method!("index", |s, args, kwargs| find_call(
        "index", false, true, s, args, kwargs
    )),
    predicate!("isalnum", |s| all_nonempty(s, is_alnum)),
    predicate!("isalpha", |s| all_nonempty(s, is_alpha)),
    predicate!("isascii", |s: &PyStr| s.is_ascii()),
    predicate!("isdecimal", |s| all_nonempty(s, is_decimal)),
    predicate!("isdigit", |s| all_nonempty(s, is_digit)),
    predicate!("isidentifier", isidentifier),
    predicate!("islower", islower),
    predicate!("isnumeric", |s| all_nonempty(s, is_numeric)),
    predicate!("isprintable", isprintable),
    predicate!("isspace", |s| all_nonempty(s, is_space)),
    predicate!("istitle", istitle),
    predicate!("isupper", isupper),
    str_method!("join", |s, args, kwargs| join(
        s,
        one_arg("join", args, kwargs)?
    )),
    str_method!("ljust", |s, args, kwargs| pad_call(
        "ljust",
        Ends::Right,
        s,
        args,
        kwargs
    )),
    mapping!("lower", lower, str::make_ascii_lowercase),
    str_method!("lstrip", |s, args, kwargs| strip_call(
        "lstrip",
        Ends::Left,
        s,
        args,
        kwargs
    )),
    str_method!("partition", |s, args, kwargs| partition_call(
        "partition",
        false,
        s,
        args,
        kwargs
    )),
    str_method!("removeprefix", |s, args, kwargs| remove_affix(
        "removeprefix",
        false,
        s,
        args,
        kwargs
    )),
    str_method!("removesuffix", |s, args, kwargs| remove_affix(
        "removesuffix",
        true,
        s,
        args,
        kwargs
    )),
    str_method!("replace", |s, args, kwargs| {
        no_kwargs("replace", kwargs)?;
        check_positional("replace", args, 2, 3)?;
        let old = str_arg("replace", 1, &args[0])?;
        let new = str_arg("replace", 2, &args[1])?;
        let count = match args.get(2) {
            Some(v) => to_ssize(v)?,
            None => -1,
        };
        replace(s, old, new, count)
    }),
    str_method!("rfind", |s, args, kwargs| find_call(
        "rfind", true, false, s, args, kwargs
    )),
    str_method!("rindex", |s, args, kwargs| find_call(
        "rindex", true, true, s, args, kwargs
    )),
    str_method!("rjust", |s, args, kwargs| pad_call(
        "rjust",
        Ends::Left,
        s,
        args,
        kwargs
    )),
    str_method!("rpartition", |s, args, kwargs| partition_call(
        "rpartition",
        true,
        s,
        args,
        kwargs
    )),
    str_method!("rsplit", |s, args, kwargs| split_call(
        "rsplit", true, s, args, kwargs
    )),
    str_method!("rstrip", |s, args, kwargs| strip_call(
        "rstrip",
        Ends::Right,
        s,
        args,
        kwargs
    )),
    str_method!("split", |s, args, kwargs| split_call(
        "split", false, s, args, kwargs
    )),
    str_method!("splitlines", |s, args, kwargs| {
        let [keepends] = parse_keywords("splitlines", ["keepends"], args, kwargs)?;
        let keepends = match keepends {
            Some(v) => to_cint(v)? != 0,
            None => false,
        };
        splitlines(s, keepends)
    }),
    str_method!("startswith", |s, args, kwargs| tailmatch_call(
        "startswith",
        false,
        s,
        args,
        kwargs
    )),
    str_method!("strip", |s, args, kwargs| strip_call(
        "strip",
        Ends::Both,
        s,
        args,
        kwargs
    )),
    mapping!("swapcase", swapcase),
    mapping!("title", title),
    str_method!("translate", |s, args, kwargs| translate(
        s,
        one_arg("translate", args, kwargs)?
    )),
    mapping!("upper", upper, str::make_ascii_uppercase),
    str_method!("zfill", |s, args, kwargs| {
        let width = to_ssize(one_arg("zfill", args, kwargs)?)?;
        zfill(s, width)
    }),
];

fn pad_call(name: &str, at: Ends, s: &PyStr, args: &[Value], kwargs: &KwSlice) -> VmResult<Value> {
    no_kwargs(name, kwargs)?;
    check_positional(name, args, 1, 2)?;
    let width = to_ssize(&args[0])?;
    let fill = match args.get(1) {
        Some(v) => fill_char(v)?,
        None => ' ',
    };
    pad_method(s, at, width, fill)
}

/// `find`, `rfind` (`reverse`), `index` and `rindex` (`must_find`).
fn find_call(
    name: &str,
    reverse: bool,
    must_find: bool,
    s: &PyStr,
    args: &[Value],
    kwargs: &KwSlice,
) -> VmResult<Value> {
    let (sub, start, end) = parse_finds(name, args, kwargs)?;
    let sub = match sub {
        Value::Str(sub) => sub,
        other => return Err(must_be_str(other)),
    };
    let pos = find(s, sub, start, end, reverse);
    if pos < 0 && must_find {
        return Err(Exc::value_error("substring not found"));
    }
    Ok(Value::Int(pos))
}

fn tailmatch_call(
    name: &str,
    suffix: bool,
    s: &PyStr,
    args: &[Value],
    kwargs: &KwSlice,
) -> VmResult<Value> {
    // One str and no bounds (`line.startswith("#")`): the prefix of the
    // bytes is the prefix of the code points, with no indices to adjust.
    if let ([Value::Str(sub)], true) = (args, kwargs.is_empty()) {
        let (text, sub) = (s.as_bytes(), sub.as_bytes());
        return Ok(Value::Bool(if suffix {
            text.ends_with(sub)
        } else {
            text.starts_with(sub)
        }));
    }
    let (sub, start, end) = parse_finds(name, args, kwargs)?;
    match sub {
        Value::Str(sub) => Ok(Value::Bool(tailmatch(s, sub, start, end, suffix))),
        Value::Tuple(items) => {
            for item in items.iter() {
                match item {
                    Value::Str(sub) => {
                        if tailmatch(s, sub, start, end, suffix) {
                            return Ok(Value::Bool(true));
                        }
                    }
                    other => {
                        return Err(Exc::type_error(format!(
                            "tuple for {name} must only contain str, not {}",
                            other.type_name()
                        )))
                    }
                }
            }
            Ok(Value::Bool(false))
        }
        other => Err(Exc::type_error(format!(
            "{name} first arg must be str or a tuple of str, not {}",
            other.type_name()
        ))),
    }
}

fn strip_call(
    name: &str,
    at: Ends,
    s: &PyStr,
    args: &[Value],
    kwargs: &KwSlice,
) -> VmResult<Value> {
    no_kwargs(name, kwargs)?;
    check_positional(name, args, 0, 1)?;
    let chars = match args.first() {
        None | Some(Value::None) => None,
        Some(Value::Str(c)) => Some(c),
        Some(_) => return Err(Exc::type_error(format!("{name} arg must be None or str"))),
    };
    Ok(strip(s, at, chars.map(|c| c.as_str())))
}

fn partition_call(
    name: &str,
    reverse: bool,
    s: &PyStr,
    args: &[Value],
    kwargs: &KwSlice,
) -> VmResult<Value> {
    let sep = match one_arg(name, args, kwargs)? {
        Value::Str(sep) => sep,
        other => return Err(must_be_str(other)),
    };
    partition(s, sep, reverse)
}

fn remove_affix(
    name: &str,
    suffix: bool,
    s: &PyStr,
    args: &[Value],
    kwargs: &KwSlice,
) -> VmResult<Value> {
    let affix = match one_arg(name, args, kwargs)? {
        Value::Str(a) => a,
        other => {
            return Err(Exc::type_error(format!(
                "{name}() argument must be str, not {}",
                clinic_type_name(other)
            )))
        }
    };
    let text = s.as_str();
    let rest = if suffix {
        text.strip_suffix(affix.as_str())
    } else {
        text.strip_prefix(affix.as_str())
    };
    Ok(match rest {
        Some(rest) if !affix.is_empty() => Value::str(rest),
        _ => Value::Str(s.clone()),
    })
}

fn split_call(
    name: &str,
    reverse: bool,
    s: &PyStr,
    args: &[Value],
    kwargs: &KwSlice,
) -> VmResult<Value> {
    let [sep, maxsplit] = parse_keywords(name, ["sep", "maxsplit"], args, kwargs)?;
    let maxsplit = match maxsplit {
        Some(v) => to_ssize(v)?,
        None => -1,
    };
    let sep = match sep {
        None | Some(Value::None) => None,
        Some(Value::Str(sep)) => Some(sep),
        Some(other) => {
            return Err(Exc::type_error(format!(
                "must be str or None, not {}",
                other.type_name()
            )))
        }
    };
    split(s, sep.map(|p| p.as_str()), maxsplit, reverse)
}

#[cfg(test)]
mod tests;
