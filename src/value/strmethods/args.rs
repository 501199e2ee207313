//! Argument parsing for the str methods, with CPython's messages.

use num_bigint::Sign;

use super::super::budget::max_sequence_bytes;
use crate::value::interp::KwSlice;
use crate::value::{Exc, PyStr, Value, VmResult};

/// Methods without keyword parameters refuse keywords before anything else.
pub(super) fn no_kwargs(name: &str, kwargs: &KwSlice) -> VmResult<()> {
    if kwargs.is_empty() {
        Ok(())
    } else {
        Err(Exc::type_error(format!(
            "str.{name}() takes no keyword arguments"
        )))
    }
}

/// `METH_NOARGS`.
pub(super) fn no_args(name: &str, args: &[Value], kwargs: &KwSlice) -> VmResult<()> {
    no_kwargs(name, kwargs)?;
    if args.is_empty() {
        Ok(())
    } else {
        Err(Exc::type_error(format!(
            "str.{name}() takes no arguments ({} given)",
            args.len()
        )))
    }
}

/// `METH_O`.
pub(super) fn one_arg<'a>(name: &str, args: &'a [Value], kwargs: &KwSlice) -> VmResult<&'a Value> {
    no_kwargs(name, kwargs)?;
    match args {
        [v] => Ok(v),
        _ => Err(Exc::type_error(format!(
            "str.{name}() takes exactly one argument ({} given)",
            args.len()
        ))),
    }
}

/// Argument Clinic's `_PyArg_CheckPositional`.
pub(super) fn check_positional(name: &str, args: &[Value], min: usize, max: usize) -> VmResult<()> {
    let n = args.len();
    let (which, bound) = if n < min {
        ("at least ", min)
    } else if n > max {
        ("at most ", max)
    } else {
        return Ok(());
    };
    let which = if min == max { "" } else { which };
    let s = if bound == 1 { "" } else { "s" };
    Err(Exc::type_error(format!(
        "{name} expected {which}{bound} argument{s}, got {n}"
    )))
}

/// `PyArg_ParseTuple(args, "O|OO:name")` and `_PyEval_SliceIndex` for the
/// find family: the first argument, and the optional start and end.
pub(super) fn parse_finds<'a>(
    name: &str,
    args: &'a [Value],
    kwargs: &KwSlice,
) -> VmResult<(&'a Value, Option<i64>, Option<i64>)> {
    no_kwargs(name, kwargs)?;
    let n = args.len();
    if !(1..=3).contains(&n) {
        let (which, bound) = if n < 1 { ("least", 1) } else { ("most", 3) };
        let s = if bound == 1 { "" } else { "s" };
        return Err(Exc::type_error(format!(
            "{name}() takes at {which} {bound} argument{s} ({n} given)"
        )));
    }
    let start = match args.get(1) {
        Some(v) => slice_index(v)?,
        None => None,
    };
    let end = match args.get(2) {
        Some(v) => slice_index(v)?,
        None => None,
    };
    Ok((&args[0], start, end))
}

/// Argument Clinic's `_PyArg_UnpackKeywords` for parameters that may all be
/// passed by position or by name, all optional.
pub(super) fn parse_keywords<'a, const N: usize>(
    fname: &str,
    names: [&str; N],
    args: &'a [Value],
    kwargs: &'a KwSlice,
) -> VmResult<[Option<&'a Value>; N]> {
    let (nargs, nkw) = (args.len(), kwargs.len());
    if nargs + nkw > N {
        return Err(Exc::type_error(format!(
            "{fname}() takes at most {N} {}argument{} ({} given)",
            if nargs == 0 { "keyword " } else { "" },
            if N == 1 { "" } else { "s" },
            nargs + nkw
        )));
    }
    let mut out: [Option<&Value>; N] = [None; N];
    for (slot, v) in out.iter_mut().zip(args) {
        *slot = Some(v);
    }
    let find = |key: &str| kwargs.iter().find(|(k, _)| &**k == key).map(|(_, v)| v);
    let mut left = nkw;
    for i in nargs..N {
        if left == 0 {
            break;
        }
        if let Some(v) = find(names[i]) {
            out[i] = Some(v);
            left -= 1;
        }
    }
    if left > 0 {
        for (i, key) in names.iter().enumerate().take(nargs) {
            if find(key).is_some() {
                return Err(Exc::type_error(format!(
                    "argument for {fname}() given by name ('{key}') and position ({})",
                    i + 1
                )));
            }
        }
        if let Some((k, _)) = kwargs.iter().find(|(k, _)| !names.contains(&&**k)) {
            return Err(Exc::type_error(format!(
                "'{k}' is an invalid keyword argument for {fname}()"
            )));
        }
    }
    Ok(out)
}

pub(super) fn must_be_str(v: &Value) -> Exc {
    Exc::type_error(format!("must be str, not {}", v.type_name()))
}

/// An Argument Clinic `str` parameter: `replace() argument 1 must be str, not int`.
pub(super) fn str_arg<'a>(fname: &str, pos: usize, v: &'a Value) -> VmResult<&'a PyStr> {
    match v {
        Value::Str(s) => Ok(s),
        other => Err(Exc::type_error(format!(
            "{fname}() argument {pos} must be str, not {}",
            clinic_type_name(other)
        ))),
    }
}

/// Argument Clinic's `_PyArg_BadArgument` names None "None", not "NoneType".
pub(super) fn clinic_type_name(v: &Value) -> &'static str {
    match v {
        Value::None => "None",
        other => other.type_name(),
    }
}

pub(super) fn not_an_integer(v: &Value) -> Exc {
    Exc::type_error(format!(
        "'{}' object cannot be interpreted as an integer",
        v.type_name()
    ))
}

/// `Py_ssize_t` via `__index__`.
pub(super) fn to_ssize(v: &Value) -> VmResult<i64> {
    match v {
        Value::Bool(b) => Ok(*b as i64),
        Value::Int(i) => Ok(*i),
        Value::Big(_) => Err(Exc::overflow(
            "Python int too large to convert to C ssize_t",
        )),
        other => Err(not_an_integer(other)),
    }
}

/// A C `int` via `__index__` (`expandtabs`' tab size, `splitlines`' flag).
pub(super) fn to_cint(v: &Value) -> VmResult<i32> {
    let too_large = || Exc::overflow("Python int too large to convert to C int");
    match v {
        Value::Bool(b) => Ok(*b as i32),
        Value::Int(i) => i32::try_from(*i).map_err(|_| too_large()),
        Value::Big(_) => Err(too_large()),
        other => Err(not_an_integer(other)),
    }
}

/// `_PyEval_SliceIndex`: None is "not given"; big ints clamp.
pub(super) fn slice_index(v: &Value) -> VmResult<Option<i64>> {
    match v {
        Value::None => Ok(None),
        Value::Bool(b) => Ok(Some(*b as i64)),
        Value::Int(i) => Ok(Some(*i)),
        Value::Big(b) => Ok(Some(if b.sign() == Sign::Minus {
            i64::MIN
        } else {
            i64::MAX
        })),
        _ => Err(Exc::type_error(
            "slice indices must be integers or None or have an __index__ method",
        )),
    }
}

/// `The fill character must be ...` (`center`, `ljust`, `rjust`).
pub(super) fn fill_char(v: &Value) -> VmResult<char> {
    match v {
        Value::Str(f) => {
            let mut cs = f.chars();
            match (cs.next(), cs.next()) {
                (Some(c), None) => Ok(c),
                _ => Err(Exc::type_error(
                    "The fill character must be exactly one character long",
                )),
            }
        }
        other => Err(Exc::type_error(format!(
            "The fill character must be a unicode character, not {}",
            other.type_name()
        ))),
    }
}

/// Refuse a result of `bytes` bytes beyond the memory the run has left
/// (`LimitExceeded`, naming the memory limit); a result it affords costs
/// fuel for the bytes it copies.
pub(super) fn check_size(bytes: u128) -> VmResult<()> {
    if bytes > max_sequence_bytes() {
        Err(crate::value::too_large("the result string", bytes))
    } else {
        crate::value::charge_bytes(usize::try_from(bytes).unwrap_or(usize::MAX))
    }
}
