//! The format-spec mini-language of `format()` and f-strings, as
//! CPython's `Python/formatter_unicode.c` parses and applies it.

use super::float_digits::{double_to_string, DtoaFlags};
use super::{check_size, decimal_value, int_digits, int_to_f64, push_n, py_str, surrogate};
use crate::value::{float_repr, Exc, Value, VmResult};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Grouping {
    None,
    /// `,` every three digits.
    Comma,
    /// `_` every three digits.
    Underscore,
    /// `_` every four digits (with `b`, `o`, `x`, `X`).
    UnderscoreFour,
}

impl Grouping {
    fn sep_and_size(self) -> Option<(char, i64)> {
        match self {
            Grouping::None => None,
            Grouping::Comma => Some((',', 3)),
            Grouping::Underscore => Some(('_', 3)),
            Grouping::UnderscoreFour => Some(('_', 4)),
        }
    }
}

#[derive(Clone, Debug)]
struct Spec {
    fill: char,
    align: char,
    /// `+`, `-`, ` `, or `\0` when absent.
    sign: char,
    no_neg_0: bool,
    alternate: bool,
    /// -1 when absent.
    width: i64,
    grouping: Grouping,
    /// -1 when absent.
    precision: i64,
    /// `\0` when absent and the type has no default.
    ty: char,
}

fn is_align(c: char) -> bool {
    matches!(c, '<' | '>' | '=' | '^')
}

/// `get_integer` of formatter_unicode.c: the digits at `pos` (Unicode
/// decimals count), how many there were, and overflow as CPython words it.
fn spec_integer(c: &[char], pos: &mut usize) -> VmResult<(usize, i64)> {
    let mut acc: i64 = 0;
    let mut n = 0;
    while *pos < c.len() {
        let Some(d) = decimal_value(c[*pos]) else {
            break;
        };
        if acc > (i64::MAX - d) / 10 {
            return Err(Exc::value_error("Too many decimal digits in format string"));
        }
        acc = acc * 10 + d;
        *pos += 1;
        n += 1;
    }
    Ok((n, acc))
}

fn unknown_code(ty: char, type_name: &str) -> Exc {
    let t = ty as u32;
    if t > 32 && t < 128 {
        Exc::value_error(format!(
            "Unknown format code '{ty}' for object of type '{type_name}'"
        ))
    } else {
        Exc::value_error(format!(
            "Unknown format code '\\x{t:x}' for object of type '{type_name}'"
        ))
    }
}

/// Specs parsed on this thread, most recent last: an f-string's spec is
/// a constant, so a loop that formats with it parses it once. Only specs
/// that parsed are kept; the type's name is used only in errors.
const SPEC_CACHE: usize = 8;

type CachedSpec = (Box<str>, char, char, Spec);

thread_local! {
    static SPECS: std::cell::RefCell<Vec<CachedSpec>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// `parse_spec`, through the cache of recent specs.
fn parse_spec_cached(
    spec: &str,
    default_type: char,
    default_align: char,
    type_name: &str,
) -> VmResult<Spec> {
    let hit = SPECS.with(|c| {
        c.borrow()
            .iter()
            .rev()
            .find(|(t, ty, al, _)| *ty == default_type && *al == default_align && &**t == spec)
            .map(|e| e.3.clone())
    });
    if let Some(s) = hit {
        return Ok(s);
    }
    let parsed = parse_spec(spec, default_type, default_align, type_name)?;
    SPECS.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() == SPEC_CACHE {
            c.remove(0);
        }
        c.push((spec.into(), default_type, default_align, parsed.clone()));
    });
    Ok(parsed)
}

/// `parse_internal_render_format_spec`.
fn parse_spec(
    spec: &str,
    default_type: char,
    default_align: char,
    type_name: &str,
) -> VmResult<Spec> {
    let c: Vec<char> = spec.chars().collect();
    let end = c.len();
    let mut pos = 0;
    let mut s = Spec {
        fill: ' ',
        align: default_align,
        sign: '\0',
        no_neg_0: false,
        alternate: false,
        width: -1,
        grouping: Grouping::None,
        precision: -1,
        ty: default_type,
    };
    let mut fill_specified = false;
    let mut align_specified = false;

    if end >= 2 && is_align(c[1]) {
        s.align = c[1];
        s.fill = c[0];
        fill_specified = true;
        align_specified = true;
        pos = 2;
    } else if end >= 1 && is_align(c[0]) {
        s.align = c[0];
        align_specified = true;
        pos = 1;
    }
    if pos < end && matches!(c[pos], '+' | '-' | ' ') {
        s.sign = c[pos];
        pos += 1;
    }
    if pos < end && c[pos] == 'z' {
        s.no_neg_0 = true;
        pos += 1;
    }
    if pos < end && c[pos] == '#' {
        s.alternate = true;
        pos += 1;
    }
    // A leading '0' means zero padding (and '=' alignment for numbers).
    if !fill_specified && pos < end && c[pos] == '0' {
        s.fill = '0';
        if !align_specified && default_align == '>' {
            s.align = '=';
        }
        pos += 1;
    }
    let (n, width) = spec_integer(&c, &mut pos)?;
    if n > 0 {
        s.width = width;
    }
    let both = || Exc::value_error("Cannot specify both ',' and '_'.");
    if pos < end && c[pos] == ',' {
        s.grouping = Grouping::Comma;
        pos += 1;
    }
    if pos < end && c[pos] == '_' {
        if s.grouping != Grouping::None {
            return Err(both());
        }
        s.grouping = Grouping::Underscore;
        pos += 1;
    }
    if pos < end && c[pos] == ',' && s.grouping == Grouping::Underscore {
        return Err(both());
    }
    if pos < end && c[pos] == '.' {
        pos += 1;
        let (n, precision) = spec_integer(&c, &mut pos)?;
        if n == 0 {
            return Err(Exc::value_error("Format specifier missing precision"));
        }
        s.precision = precision;
    }
    if end - pos > 1 {
        return Err(Exc::value_error(format!(
            "Invalid format specifier '{spec}' for object of type '{type_name}'"
        )));
    }
    if end - pos == 1 {
        s.ty = c[pos];
    }
    if s.grouping != Grouping::None {
        match s.ty {
            'd' | 'e' | 'f' | 'g' | 'E' | 'G' | '%' | 'F' | '\0' => {}
            'b' | 'o' | 'x' | 'X' if s.grouping == Grouping::Underscore => {
                s.grouping = Grouping::UnderscoreFour
            }
            ty => {
                let sep = if s.grouping == Grouping::Comma {
                    ','
                } else {
                    '_'
                };
                let t = ty as u32;
                return Err(Exc::value_error(if t > 32 && t < 128 {
                    format!("Cannot specify '{sep}' with '{ty}'.")
                } else {
                    format!("Cannot specify '{sep}' with '\\x{t:x}'.")
                }));
            }
        }
    }
    Ok(s)
}

/// `_PyUnicode_InsertThousandsGrouping`: `digits` grouped from the right,
/// padded on the left with zeros (grouped too) to at least `min_width`.
fn group_digits(digits: &str, min_width: i64, grouping: Option<(char, i64)>) -> String {
    let digits = digits.as_bytes();
    let mut min_width = min_width.max(0);
    let mut remaining = digits.len() as i64;
    let mut dpos = digits.len();
    // Built right to left, then reversed.
    let mut rev: Vec<u8> = Vec::with_capacity(digits.len() + min_width as usize + 8);
    let mut emit = |rev: &mut Vec<u8>, n_chars: i64, n_zeros: i64, sep: Option<char>| {
        if let Some(sep) = sep {
            rev.push(sep as u8);
        }
        for _ in 0..n_chars {
            dpos -= 1;
            rev.push(digits[dpos]);
        }
        for _ in 0..n_zeros {
            rev.push(b'0');
        }
    };
    let mut use_sep = false;
    let mut broken = false;
    if let Some((sep, size)) = grouping {
        loop {
            let len = size.min(remaining.max(min_width).max(1));
            let n_zeros = (len - remaining).max(0);
            let n_chars = remaining.min(len).max(0);
            emit(&mut rev, n_chars, n_zeros, use_sep.then_some(sep));
            use_sep = true;
            remaining -= n_chars;
            min_width -= len;
            if remaining <= 0 && min_width <= 0 {
                broken = true;
                break;
            }
            min_width -= 1;
        }
    }
    if !broken {
        let len = remaining.max(min_width).max(1);
        let n_zeros = (len - remaining).max(0);
        let n_chars = remaining.min(len).max(0);
        let sep = grouping.map(|(s, _)| s).filter(|_| use_sep);
        emit(&mut rev, n_chars, n_zeros, sep);
    }
    rev.reverse();
    String::from_utf8(rev).unwrap_or_default()
}

/// `calc_number_widths` + `fill_number`: lay out
/// `<lpad><sign><prefix><spad><grouped digits><decimal><remainder><rpad>`.
fn fill_number(
    s: &Spec,
    negative: bool,
    prefix: &str,
    digits: &str,
    has_decimal: bool,
    remainder: &str,
) -> VmResult<String> {
    let sign = match s.sign {
        '+' => Some(if negative { '-' } else { '+' }),
        ' ' => Some(if negative { '-' } else { ' ' }),
        _ => negative.then_some('-'),
    };
    let n_sign = sign.is_some() as i64;
    let n_prefix = prefix.len() as i64;
    let n_decimal = has_decimal as i64;
    let n_remainder = remainder.chars().count() as i64;
    let n_non_digit = n_sign + n_prefix + n_decimal + n_remainder;
    let min_width = if s.fill == '0' && s.align == '=' {
        s.width - n_non_digit
    } else {
        0
    };
    check_size(min_width, 1)?;
    let grouping = s.grouping.sep_and_size();
    // Without grouping or zero padding the digits stand as they are.
    let grouped: std::borrow::Cow<str> = if digits.is_empty() {
        "".into()
    } else if grouping.is_none() && min_width <= digits.len() as i64 {
        digits.into()
    } else {
        group_digits(digits, min_width, grouping).into()
    };
    let n_padding = s.width - (n_non_digit + grouped.len() as i64);
    let (mut lpad, mut spad, mut rpad) = (0, 0, 0);
    if n_padding > 0 {
        check_size(n_padding, s.fill.len_utf8())?;
        match s.align {
            '<' => rpad = n_padding,
            '^' => {
                lpad = n_padding / 2;
                rpad = n_padding - lpad;
            }
            '=' => spad = n_padding,
            _ => lpad = n_padding,
        }
    }
    let mut out = String::with_capacity(
        (lpad + spad + rpad) as usize * s.fill.len_utf8()
            + n_sign as usize
            + prefix.len()
            + grouped.len()
            + n_decimal as usize
            + remainder.len(),
    );
    push_n(&mut out, s.fill, lpad);
    if let Some(c) = sign {
        out.push(c);
    }
    out.push_str(prefix);
    push_n(&mut out, s.fill, spad);
    out.push_str(&grouped);
    if has_decimal {
        out.push('.');
    }
    out.push_str(remainder);
    push_n(&mut out, s.fill, rpad);
    Ok(out)
}

/// `format_long_internal`: an int with one of the int presentation types.
fn format_long(v: &Value, s: &Spec) -> VmResult<String> {
    if s.precision != -1 {
        return Err(Exc::value_error(
            "Precision not allowed in integer format specifier",
        ));
    }
    if s.no_neg_0 {
        return Err(Exc::value_error(
            "Negative zero coercion (z) not allowed in integer format specifier",
        ));
    }
    if s.ty == 'c' {
        if s.sign != '\0' {
            return Err(Exc::value_error(
                "Sign not allowed with integer format specifier 'c'",
            ));
        }
        if s.alternate {
            return Err(Exc::value_error(
                "Alternate form (#) not allowed with integer format specifier 'c'",
            ));
        }
        let x = match v {
            Value::Bool(b) => *b as i64,
            Value::Int(i) => *i,
            _ => return Err(Exc::overflow("Python int too large to convert to C long")),
        };
        if !(0..=0x10ffff).contains(&x) {
            return Err(Exc::overflow("%c arg not in range(0x110000)"));
        }
        let ch = char::from_u32(x as u32).ok_or_else(surrogate)?;
        return fill_number(s, false, "", "", false, &ch.to_string());
    }
    let (base, prefix) = match s.ty {
        'b' => (2, "0b"),
        'o' => (8, "0o"),
        'x' => (16, "0x"),
        'X' => (16, "0X"),
        _ => (10, ""),
    };
    let (negative, mut digits) = int_digits(v, base)?;
    if s.ty == 'X' {
        digits.make_ascii_uppercase();
    }
    let prefix = if s.alternate { prefix } else { "" };
    fill_number(s, negative, prefix, &digits, false, "")
}

/// `format_float_internal`: a float (or an int converted to one) with a
/// float presentation type or none.
fn format_float(val: f64, s: &Spec) -> VmResult<String> {
    if s.precision > i32::MAX as i64 {
        return Err(Exc::value_error("precision too big"));
    }
    let mut flags = DtoaFlags {
        alt: s.alternate,
        no_neg_0: s.no_neg_0,
        ..DtoaFlags::default()
    };
    let mut ty = s.ty;
    let mut default_precision = 6;
    if ty == '\0' {
        // Like repr() without a precision; like 'g' with one, but always
        // with at least one digit after the point.
        flags.add_dot_0 = true;
        ty = 'r';
        default_precision = 0;
    }
    if ty == 'n' {
        ty = 'g';
    }
    let mut val = val;
    let mut add_pct = false;
    if ty == '%' {
        ty = 'f';
        val *= 100.0;
        add_pct = true;
    }
    let precision = if s.precision < 0 {
        default_precision
    } else {
        if ty == 'r' {
            ty = 'g';
        }
        s.precision
    };
    check_size(precision, 1)?;
    let mut buf = double_to_string(val, ty, precision, flags);
    if add_pct {
        buf.push('%');
    }
    let (negative, body) = match buf.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, buf.as_str()),
    };
    let n_int = body.bytes().take_while(u8::is_ascii_digit).count();
    let has_decimal = body[n_int..].starts_with('.');
    let remainder = &body[n_int + has_decimal as usize..];
    fill_number(s, negative, "", &body[..n_int], has_decimal, remainder)
}

/// `format_string_internal`.
fn format_string(v: &str, spec: &str) -> VmResult<String> {
    let s = parse_spec_cached(spec, 's', '<', "str")?;
    if s.ty != 's' {
        return Err(unknown_code(s.ty, "str"));
    }
    if s.sign != '\0' {
        return Err(Exc::value_error(if s.sign == ' ' {
            "Space not allowed in string format specifier"
        } else {
            "Sign not allowed in string format specifier"
        }));
    }
    if s.no_neg_0 {
        return Err(Exc::value_error(
            "Negative zero coercion (z) not allowed in string format specifier",
        ));
    }
    if s.alternate {
        return Err(Exc::value_error(
            "Alternate form (#) not allowed in string format specifier",
        ));
    }
    if s.align == '=' {
        return Err(Exc::value_error(
            "'=' alignment not allowed in string format specifier",
        ));
    }
    let nchars = v.chars().count() as i64;
    let (text, len) = if s.precision >= 0 && nchars >= s.precision {
        let cut = v
            .char_indices()
            .nth(s.precision as usize)
            .map_or(v.len(), |(b, _)| b);
        (&v[..cut], s.precision)
    } else {
        (v, nchars)
    };
    let total = s.width.max(len);
    let lpad = match s.align {
        '>' => total - len,
        '^' => (total - len) / 2,
        _ => 0,
    };
    let rpad = total - len - lpad;
    check_size(lpad + rpad, s.fill.len_utf8())?;
    let mut out = String::with_capacity(text.len() + ((lpad + rpad) as usize) * s.fill.len_utf8());
    push_n(&mut out, s.fill, lpad);
    out.push_str(text);
    push_n(&mut out, s.fill, rpad);
    Ok(out)
}

fn format_int_spec(v: &Value, spec: &str) -> VmResult<String> {
    let type_name = v.type_name();
    let s = parse_spec_cached(spec, 'd', '>', type_name)?;
    match s.ty {
        'b' | 'c' | 'd' | 'o' | 'x' | 'X' | 'n' => format_long(v, &s),
        'e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%' => format_float(int_to_f64(v)?, &s),
        ty => Err(unknown_code(ty, type_name)),
    }
}

fn format_float_spec(f: f64, spec: &str) -> VmResult<String> {
    let s = parse_spec_cached(spec, '\0', '>', "float")?;
    match s.ty {
        '\0' | 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n' | '%' => format_float(f, &s),
        ty => Err(unknown_code(ty, "float")),
    }
}

/// `format(v, spec)` as a str value: an int without a spec is written into
/// a buffer on the stack and copied once into its str's block (no
/// `String` first); the rest as [`format_value`] formats them.
pub fn format_to_str(v: &Value, spec: &str) -> VmResult<crate::value::PyStr> {
    if let (Value::Int(i), true) = (v, spec.is_empty()) {
        // i64::MIN has 19 digits and a sign.
        let mut buf = [0u8; 20];
        let mut at = super::decimal_digits(i.unsigned_abs(), &mut buf);
        if *i < 0 {
            at -= 1;
            buf[at] = b'-';
        }
        if let Some(s) = crate::value::PyStr::copy_ascii_bytes(&buf[at..]) {
            return Ok(s);
        }
    }
    Ok(crate::value::PyStr::new(format_value(v, spec)?))
}

/// format(v, spec): the format-spec mini-language for int/bool/float/str, and
/// `object.__format__` for others (empty spec -> str(v); non-empty -> TypeError
/// "unsupported format string passed to list.__format__" with the type name).
pub fn format_value(v: &Value, spec: &str) -> VmResult<String> {
    match v {
        Value::Str(s) if spec.is_empty() => Ok(s.as_str().to_string()),
        Value::Str(s) => format_string(s, spec),
        Value::Bool(_) | Value::Int(_) | Value::Big(_) if spec.is_empty() => py_str(v),
        Value::Bool(_) | Value::Int(_) | Value::Big(_) => format_int_spec(v, spec),
        Value::Float(f) if spec.is_empty() => Ok(float_repr(*f)),
        Value::Float(f) => format_float_spec(*f, spec),
        // `object.__format__` calls `str()`: CPython counts that call.
        other if spec.is_empty() => crate::value::repr::repr_in(1, || py_str(other)),
        other => Err(Exc::type_error(format!(
            "unsupported format string passed to {}.__format__",
            other.type_name()
        ))),
    }
}
