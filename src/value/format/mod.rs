//! String formatting exactly as CPython 3.11 does it: the format-spec
//! mini-language of `format()` and f-strings (`Python/formatter_unicode.c`),
//! printf-style `fmt % args` (`PyUnicode_Format`), and `str.format`
//! (`Objects/stringlib/unicode_format.h`), with the same output and the same
//! errors (type, wording, and the order in which they are detected).
//!
//! Floats are turned into digits the way CPython's `PyOS_double_to_string`
//! does (David Gay's `dtoa` modes 0, 2 and 3: shortest, N significant digits,
//! N digits after the point, all correctly rounded, ties to even on the exact
//! binary value); Rust's `{:e}`, `{:.*e}` and `{:.*}` compute the same digits,
//! and the layout around them is a port of CPython's.
//!
//! Differences from CPython 3.11, all deliberate:
//! - Attribute access in `str.format` fields (`"{0.real}"`) is refused with
//!   ValueError: lackpy has no reflection, and `"{0.__class__}"` must not
//!   become a way in. Everything CPython checks before it would call
//!   `getattr` (the field's index or key, an empty attribute name) is checked
//!   first, as there.
//! - lackpy strings cannot hold surrogates, so `format(0xD800, 'c')` and
//!   `'%c' % 0xD800` raise ValueError where CPython returns a lone surrogate.
//! - Results beyond lackpy's size limit (`MAX_SEQUENCE_BYTES`, 2 GiB) raise
//!   MemoryError ("result string is too large"); CPython tries to allocate.
//! - Subscripting a type in a field (`"{0[0]}".format(list)`) raises
//!   TypeError "type 'list' is not subscriptable"; CPython builds a
//!   `types.GenericAlias` for the generic builtins.
//! - The `n` presentation type formats as CPython does under the default C
//!   locale (no grouping, `.` as the decimal point); lackpy has no locales.
//!
//! One concern a file: `float_digits` turns floats into digits, `spec` is
//! the mini-language (`format()`, f-strings), `percent` is `%` formatting,
//! `str_format` is `str.format` and `str.format_map`, and `subscript` the
//! `[index]` lookups the last two share. The helpers below are shared by
//! all of them; the tests sit in `tests/`, one file a concern.

mod float_digits;
mod percent;
mod spec;
mod str_format;
mod subscript;

pub use percent::printf;
pub use spec::{format_to_str, format_value};
pub use str_format::{str_format, str_format_map};

use num_traits::Signed;
use unicode_general_category::{get_general_category, GeneralCategory};

use super::budget::max_sequence_bytes;
use super::{big_to_f64, int_repr, Exc, Value, VmResult};

/// Refuse `n` characters of `unit` bytes each when that exceeds the memory
/// the run has left (`LimitExceeded`, naming the memory limit).
fn check_size(n: i64, unit: usize) -> VmResult<()> {
    let bytes = (n.max(0) as u128) * (unit as u128);
    if n > 0 && bytes > max_sequence_bytes() {
        Err(super::too_large("the formatted string", bytes))
    } else {
        super::charge_bytes(usize::try_from(bytes).unwrap_or(usize::MAX))
    }
}

fn push_n(out: &mut String, c: char, n: i64) {
    if n > 0 {
        out.extend(std::iter::repeat_n(c, n as usize));
    }
}

/// The value of a Unicode decimal digit (`Py_UNICODE_TODECIMAL`): ASCII
/// digits and every other character of category Nd. Nd characters come in
/// contiguous runs of ten, 0 to 9, so a digit's value is its distance from
/// the start of its run, modulo ten.
fn decimal_value(c: char) -> Option<i64> {
    if c.is_ascii_digit() {
        return Some(c as i64 - '0' as i64);
    }
    if c.is_ascii() || get_general_category(c) != GeneralCategory::DecimalNumber {
        return None;
    }
    let mut start = c as u32;
    while let Some(p) = start.checked_sub(1).and_then(char::from_u32) {
        if get_general_category(p) != GeneralCategory::DecimalNumber {
            break;
        }
        start -= 1;
    }
    Some(((c as u32 - start) % 10) as i64)
}

/// `str(v)`, refusing ints CPython refuses to convert (over 4300 digits),
/// and stopped by the run's limits.
fn py_str(v: &Value) -> VmResult<String> {
    super::checked_str(v)
}

fn py_repr(v: &Value) -> VmResult<String> {
    super::checked_repr(v)
}

fn py_ascii(v: &Value) -> VmResult<String> {
    super::checked_ascii(v)
}

/// An int's sign and magnitude digits in `base` (2, 8, 10 or 16, lower
/// case), with CPython's limit on decimal conversions.
fn int_digits(v: &Value, base: u32) -> VmResult<(bool, String)> {
    match v {
        Value::Big(b) => {
            let digits = if base == 10 {
                int_repr(v)?.trim_start_matches('-').to_string()
            } else {
                b.magnitude().to_str_radix(base)
            };
            Ok((b.is_negative(), digits))
        }
        _ => {
            let i = match v {
                Value::Bool(b) => *b as i64,
                Value::Int(i) => *i,
                _ => 0,
            };
            let m = i.unsigned_abs();
            let digits = match base {
                2 => format!("{m:b}"),
                8 => format!("{m:o}"),
                16 => format!("{m:x}"),
                _ => m.to_string(),
            };
            Ok((i < 0, digits))
        }
    }
}

/// `PyNumber_Float` / `PyFloat_AsDouble` for an int or bool.
fn int_to_f64(v: &Value) -> VmResult<f64> {
    match v {
        Value::Bool(b) => Ok(*b as i64 as f64),
        Value::Int(i) => Ok(*i as f64),
        Value::Big(b) => big_to_f64(b),
        Value::Float(f) => Ok(*f),
        _ => Err(Exc::type_error(format!(
            "must be real number, not {}",
            v.type_name()
        ))),
    }
}

fn surrogate() -> Exc {
    Exc::value_error("%c arg is a surrogate (lackpy strings cannot hold surrogates)")
}

/// The decimal digits of `n`, written at the end of `buf` (a `u64` has at
/// most 20); the index where they start. For the writers that skip the
/// formatting machinery because they run per item: an int's str in an
/// f-string, a search hit's line number.
pub fn decimal_digits(n: u64, buf: &mut [u8; 20]) -> usize {
    let mut at = buf.len();
    let mut n = n;
    loop {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            return at;
        }
    }
}

#[cfg(test)]
mod tests;
