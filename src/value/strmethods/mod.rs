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
//!   f(x=1)`) CPython says "count() takes ...". `call` cannot tell the two
//!   apart. (The other methods word it the same both ways.)
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

/// What every part of the str methods uses.
mod prelude {
    pub(super) use std::rc::Rc;

    pub(super) use num_bigint::Sign;
    pub(super) use unicode_general_category::{get_general_category, GeneralCategory as G};

    pub(super) use super::super::arith::max_sequence_bytes;
    pub(super) use super::super::{is_printable, Exc, ExcKind, HKey, PyStr, Value, VmResult};
    pub(super) use super::args::*;
    pub(super) use super::case::*;
    pub(super) use super::pad::*;
    pub(super) use super::predicates::*;
    pub(super) use super::search::*;
    pub(super) use super::split::*;
    pub(super) use super::translate::*;
    pub(super) use super::unicode::*;

    pub(super) type Kwargs = [(Rc<str>, Value)];
}

use prelude::*;

/// Call method `name` on string `s` with positional `args` and keyword `kwargs`.
/// Unknown method -> Exc::attribute_error("str", name).
pub fn call(
    s: &Rc<PyStr>,
    name: &str,
    args: &[Value],
    kwargs: &[(Rc<str>, Value)],
) -> VmResult<Value> {
    match name {
        "capitalize" | "casefold" | "lower" | "upper" | "swapcase" | "title" => {
            no_args(name, args, kwargs)?;
            let out = match name {
                "capitalize" => capitalize(s),
                "casefold" => casefold(s),
                "lower" => lower(s),
                "upper" => upper(s),
                "swapcase" => swapcase(s),
                _ => title(s),
            };
            Ok(Value::str(out))
        }
        "isalnum" | "isalpha" | "isascii" | "isdecimal" | "isdigit" | "isidentifier"
        | "islower" | "isnumeric" | "isprintable" | "isspace" | "istitle" | "isupper" => {
            no_args(name, args, kwargs)?;
            Ok(Value::Bool(predicate(s, name)))
        }
        "center" | "ljust" | "rjust" => {
            no_kwargs(name, kwargs)?;
            check_positional(name, args, 1, 2)?;
            let width = to_ssize(&args[0])?;
            let fill = match args.get(1) {
                Some(v) => fill_char(v)?,
                None => ' ',
            };
            pad_method(s, name, width, fill)
        }
        "zfill" => {
            let width = to_ssize(one_arg(name, args, kwargs)?)?;
            zfill(s, width)
        }
        "count" | "find" | "rfind" | "index" | "rindex" => {
            let (sub, start, end) = parse_finds(name, args, kwargs)?;
            let sub = match sub {
                Value::Str(sub) => sub,
                other => return Err(must_be_str(other)),
            };
            if name == "count" {
                return Ok(Value::Int(count(s, sub, start, end)));
            }
            let pos = find(s, sub, start, end, name.starts_with('r'));
            if pos < 0 && name.ends_with("index") {
                return Err(Exc::value_error("substring not found"));
            }
            Ok(Value::Int(pos))
        }
        "startswith" | "endswith" => {
            let (sub, start, end) = parse_finds(name, args, kwargs)?;
            let suffix = name == "endswith";
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
        "expandtabs" => {
            let [tabsize] = parse_keywords(name, ["tabsize"], args, kwargs)?;
            let tabsize = match tabsize {
                Some(v) => to_cint(v)?,
                None => 8,
            };
            expandtabs(s, tabsize)
        }
        "format" => {
            let kw: Vec<(String, Value)> = kwargs
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect();
            Ok(Value::str(super::format::str_format(s, args, &kw)?))
        }
        "format_map" => Ok(Value::str(super::format::str_format_map(
            s,
            one_arg(name, args, kwargs)?,
        )?)),
        "join" => join(s, one_arg(name, args, kwargs)?),
        "strip" | "lstrip" | "rstrip" => {
            no_kwargs(name, kwargs)?;
            check_positional(name, args, 0, 1)?;
            let chars = match args.first() {
                None | Some(Value::None) => None,
                Some(Value::Str(c)) => Some(c),
                Some(_) => return Err(Exc::type_error(format!("{name} arg must be None or str"))),
            };
            Ok(strip(s, name, chars.map(|c| c.as_str())))
        }
        "partition" | "rpartition" => {
            let sep = match one_arg(name, args, kwargs)? {
                Value::Str(sep) => sep,
                other => return Err(must_be_str(other)),
            };
            partition(s, sep, name == "rpartition")
        }
        "removeprefix" | "removesuffix" => {
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
            let rest = if name == "removeprefix" {
                text.strip_prefix(affix.as_str())
            } else {
                text.strip_suffix(affix.as_str())
            };
            Ok(match rest {
                Some(rest) if !affix.is_empty() => Value::str(rest),
                _ => Value::Str(s.clone()),
            })
        }
        "replace" => {
            no_kwargs(name, kwargs)?;
            check_positional(name, args, 2, 3)?;
            let old = str_arg(name, 1, &args[0])?;
            let new = str_arg(name, 2, &args[1])?;
            let count = match args.get(2) {
                Some(v) => to_ssize(v)?,
                None => -1,
            };
            replace(s, old, new, count)
        }
        "split" | "rsplit" => {
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
            split(s, sep.map(|p| p.as_str()), maxsplit, name == "rsplit")
        }
        "splitlines" => {
            let [keepends] = parse_keywords(name, ["keepends"], args, kwargs)?;
            let keepends = match keepends {
                Some(v) => to_cint(v)? != 0,
                None => false,
            };
            Ok(splitlines(s, keepends))
        }
        "translate" => translate(s, one_arg(name, args, kwargs)?),
        _ => Err(Exc::attribute_error("str", name)),
    }
}

#[cfg(test)]
mod tests;
