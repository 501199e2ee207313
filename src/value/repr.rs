//! `repr()` and `str()` exactly as CPython prints them: shortest
//! round-trip floats, string quoting and escapes, nested containers.

use std::fmt::Write;

use unicode_general_category::{get_general_category, GeneralCategory as G};

use super::{Exc, ExcKind, Value, VmResult};

impl Exc {
    /// `KeyError` prints the repr of the missing key. Made here, beside
    /// `repr`, so that `exc` needs nothing from the values it reports on.
    pub fn key_error(key: &Value) -> Exc {
        Exc::new(ExcKind::KeyError, repr(key))
    }
}

/// How deep a nested structure is printed before `...` stands in for the
/// rest (CPython raises RecursionError around this depth; lackpy prints).
pub const MAX_REPR_DEPTH: usize = 500;

thread_local!(static TOO_LONG: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });

/// `repr`, refusing (as CPython 3.11 does) any int of more than 4300
/// digits anywhere inside the value.
pub fn checked_repr(v: &Value) -> VmResult<String> {
    TOO_LONG.with(|t| t.set(false));
    let s = repr(v);
    if TOO_LONG.with(|t| t.replace(false)) {
        return Err(Exc::value_error(
            "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit",
        ));
    }
    Ok(s)
}

pub fn repr(v: &Value) -> String {
    let mut out = String::new();
    write_repr(&mut out, v, 0, &mut Vec::new());
    out
}

/// `str(v)`: the text itself for strings, `repr` for everything else.
pub fn to_str(v: &Value) -> String {
    match v {
        Value::Str(s) => s.as_str().to_string(),
        other => repr(other),
    }
}

/// The repr of an int, refusing sizes CPython refuses.
pub fn int_repr(v: &Value) -> VmResult<String> {
    match v {
        Value::Big(b) => {
            let s = b.to_string();
            let digits = s.trim_start_matches('-').len();
            if digits > 4300 {
                return Err(Exc::value_error(
                    "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit",
                ));
            }
            Ok(s)
        }
        other => Ok(repr(other)),
    }
}

fn write_repr(out: &mut String, v: &Value, depth: usize, seen: &mut Vec<usize>) {
    if depth > MAX_REPR_DEPTH {
        out.push_str("...");
        return;
    }
    match v {
        Value::None => out.push_str("None"),
        Value::Bool(true) => out.push_str("True"),
        Value::Bool(false) => out.push_str("False"),
        Value::Int(i) => {
            let _ = write!(out, "{i}");
        }
        Value::Big(b) => {
            let s = b.to_string();
            if s.trim_start_matches('-').len() > 4300 {
                TOO_LONG.with(|t| t.set(true));
            }
            out.push_str(&s);
        }
        Value::Float(f) => out.push_str(&float_repr(*f)),
        Value::Str(s) => str_repr(out, s),
        Value::List(l) => {
            let id = std::rc::Rc::as_ptr(l) as usize;
            if seen.contains(&id) {
                out.push_str("[...]");
                return;
            }
            let Ok(items) = l.try_borrow() else {
                out.push_str("[...]");
                return;
            };
            seen.push(id);
            out.push('[');
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_repr(out, x, depth + 1, seen);
            }
            out.push(']');
            seen.pop();
        }
        Value::Tuple(t) => {
            out.push('(');
            for (i, x) in t.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_repr(out, x, depth + 1, seen);
            }
            if t.len() == 1 {
                out.push(',');
            }
            out.push(')');
        }
        Value::Dict(d) => {
            let id = std::rc::Rc::as_ptr(d) as usize;
            if seen.contains(&id) {
                out.push_str("{...}");
                return;
            }
            let Ok(d) = d.try_borrow() else {
                out.push_str("{...}");
                return;
            };
            seen.push(id);
            out.push('{');
            for (i, (k, x)) in d.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_repr(out, &k.0, depth + 1, seen);
                out.push_str(": ");
                write_repr(out, x, depth + 1, seen);
            }
            out.push('}');
            seen.pop();
        }
        Value::Set(s) => {
            let Ok(s) = s.try_borrow() else {
                out.push_str("{...}");
                return;
            };
            if s.is_empty() {
                out.push_str("set()");
                return;
            }
            out.push('{');
            for (i, k) in s.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_repr(out, &k.0, depth + 1, seen);
            }
            out.push('}');
        }
        Value::Range(r) => {
            if r.step == 1 {
                let _ = write!(out, "range({}, {})", r.start, r.stop);
            } else {
                let _ = write!(out, "range({}, {}, {})", r.start, r.stop, r.step);
            }
        }
        Value::Slice(s) => {
            out.push_str("slice(");
            write_repr(out, &s.start, depth + 1, seen);
            out.push_str(", ");
            write_repr(out, &s.stop, depth + 1, seen);
            out.push_str(", ");
            write_repr(out, &s.step, depth + 1, seen);
            out.push(')');
        }
        Value::Type(t) => {
            let _ = write!(out, "<class '{}'>", t.name());
        }
        Value::Builtin(b) => {
            let _ = write!(
                out,
                "<built-in function {}>",
                crate::value::builtin_name(*b)
            );
        }
        Value::Method(m) => {
            let _ = write!(
                out,
                "<built-in method {} of {} object>",
                m.method.name,
                m.receiver.type_name()
            );
        }
        Value::Lambda(_) => out.push_str("<function <lambda>>"),
        Value::View(v) => {
            out.push_str(v.type_name());
            out.push('(');
            match v.items() {
                Ok(items) => write_repr(out, &Value::list(items), depth + 1, seen),
                Err(_) => out.push_str("[...]"),
            }
            out.push(')');
        }
        Value::Ellipsis => out.push_str("Ellipsis"),
        Value::Undef => out.push_str("<undefined>"),
    }
}

/// Python's float repr: the shortest digits that round-trip, fixed
/// notation when the decimal exponent is in [-4, 16), else scientific with
/// at least two exponent digits.
pub fn float_repr(f: f64) -> String {
    if f.is_nan() {
        return "nan".to_string();
    }
    if f.is_infinite() {
        return if f > 0.0 {
            "inf".to_string()
        } else {
            "-inf".to_string()
        };
    }
    let (negative, digits, decpt) = shortest_digits(f);
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    if -4 < decpt && decpt <= 16 {
        fixed(&mut out, &digits, decpt);
    } else {
        sci(&mut out, &digits, decpt - 1);
    }
    out
}

/// Shortest round-trip decimal digits of `f` and the position of the
/// decimal point relative to them (`0.25` → ("25", 0)).
pub fn shortest_digits(f: f64) -> (bool, String, i32) {
    // Rust's `{:e}` finds how many digits the shortest round trip needs;
    // among strings of that length CPython (dtoa mode 0) takes the one
    // nearest the exact value, ties to even, which is what formatting to
    // that precision yields.
    let shortest = format!("{:e}", f.abs());
    let n = shortest
        .split_once('e')
        .map_or(1, |(m, _)| m.chars().filter(char::is_ascii_digit).count());
    let s = format!("{:.*e}", n.saturating_sub(1), f.abs());
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let mut digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    while digits.len() > 1 && digits.ends_with('0') {
        digits.pop();
    }
    let exp: i32 = exp.parse().unwrap_or(0);
    (f.is_sign_negative(), digits, exp + 1)
}

fn fixed(out: &mut String, digits: &str, decpt: i32) {
    let n = digits.len() as i32;
    if decpt <= 0 {
        out.push_str("0.");
        out.extend(std::iter::repeat_n('0', (-decpt) as usize));
        out.push_str(digits);
    } else if decpt >= n {
        out.push_str(digits);
        out.extend(std::iter::repeat_n('0', (decpt - n) as usize));
        out.push_str(".0");
    } else {
        out.push_str(&digits[..decpt as usize]);
        out.push('.');
        out.push_str(&digits[decpt as usize..]);
    }
}

fn sci(out: &mut String, digits: &str, exp: i32) {
    out.push_str(&digits[..1]);
    if digits.len() > 1 {
        out.push('.');
        out.push_str(&digits[1..]);
    }
    let _ = write!(out, "e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs());
}

/// Whether CPython's `str.isprintable()` holds for `c` (repr escapes the rest).
pub fn is_printable(c: char) -> bool {
    if c == ' ' {
        return true;
    }
    !matches!(
        get_general_category(c),
        G::Control
            | G::Format
            | G::Surrogate
            | G::PrivateUse
            | G::Unassigned
            | G::LineSeparator
            | G::ParagraphSeparator
            | G::SpaceSeparator
    )
}

pub fn str_repr(out: &mut String, s: &str) {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if c.is_ascii() || is_printable(c) => out.push(c),
            c if (c as u32) <= 0xff => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if (c as u32) <= 0xffff => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => {
                let _ = write!(out, "\\U{:08x}", c as u32);
            }
        }
    }
    out.push(quote);
}

/// `ascii()`-style repr, for `!a`: non-ASCII characters escaped.
pub fn ascii_repr(v: &Value) -> String {
    let r = repr(v);
    let mut out = String::with_capacity(r.len());
    for c in r.chars() {
        match c as u32 {
            0..=0x7f => out.push(c),
            n @ 0x80..=0xff => {
                let _ = write!(out, "\\x{n:02x}");
            }
            n @ 0x100..=0xffff => {
                let _ = write!(out, "\\u{n:04x}");
            }
            n => {
                let _ = write!(out, "\\U{n:08x}");
            }
        }
    }
    out
}
