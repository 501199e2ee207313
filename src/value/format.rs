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

use num_bigint::BigInt;
use num_traits::{FromPrimitive, Signed};
use unicode_general_category::{get_general_category, GeneralCategory};

use super::arith::big_to_f64;
use super::budget::max_sequence_bytes;
use super::{
    ascii_repr, float_repr, int_repr, repr, shortest_digits, to_str, Exc, ExcKind, HKey, PyStr,
    Value, VmResult,
};

// ---------------------------------------------------------------------------
// Shared helpers
// ---------------------------------------------------------------------------

fn too_large() -> Exc {
    Exc::new(ExcKind::MemoryError, "result string is too large")
}

/// Refuse `n` characters of `unit` bytes each when that exceeds the limit.
fn check_size(n: i64, unit: usize) -> VmResult<()> {
    if n > 0 && (n as u128) * (unit as u128) > max_sequence_bytes() {
        Err(too_large())
    } else {
        Ok(())
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

/// `str(v)`, refusing ints CPython refuses to convert (over 4300 digits).
fn py_str(v: &Value) -> VmResult<String> {
    match v {
        Value::Big(_) => int_repr(v),
        other => Ok(to_str(other)),
    }
}

fn py_repr(v: &Value) -> VmResult<String> {
    match v {
        Value::Big(_) => int_repr(v),
        other => Ok(repr(other)),
    }
}

fn py_ascii(v: &Value) -> VmResult<String> {
    match v {
        Value::Big(_) => int_repr(v),
        other => Ok(ascii_repr(other)),
    }
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

// ---------------------------------------------------------------------------
// Floats to text: PyOS_double_to_string
// ---------------------------------------------------------------------------

/// Gay's `dtoa` for a finite `x >= 0`: the digits (no trailing zeros; "0"
/// for zero or a value that rounds to zero) and the decimal point's
/// position relative to them. Mode 0: shortest round-trip digits; mode 2:
/// `nd` significant digits; mode 3: `nd` digits after the point.
fn dtoa(x: f64, mode: u8, nd: i64) -> (String, i64) {
    if x == 0.0 {
        return ("0".to_string(), 1);
    }
    match mode {
        0 => {
            let (_, digits, decpt) = shortest_digits(x);
            (digits, decpt as i64)
        }
        2 => {
            // A double has at most 767 significant decimal digits, so asking
            // for more only appends zeros (and Rust caps precisions at 2^16).
            let nd = nd.clamp(1, 800) as usize;
            let s = format!("{:.*e}", nd - 1, x);
            let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
            let exp: i64 = exp.parse().unwrap_or(0);
            let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
            let digits = digits.trim_end_matches('0');
            if digits.is_empty() {
                ("0".to_string(), 1)
            } else {
                (digits.to_string(), exp + 1)
            }
        }
        _ => {
            // The common case without the general algorithm: when x * 10^nd
            // is an integer N below 2^50 in floating point, the exact
            // product is within 1/8 of N, so N is the correctly rounded
            // answer (10^nd is exact for nd <= 22).
            if (0..=15).contains(&nd) {
                let scaled = x * 10f64.powi(nd as i32);
                if scaled.fract() == 0.0 && scaled < (1u64 << 50) as f64 {
                    let n = scaled as u64;
                    if n == 0 {
                        return ("0".to_string(), 1);
                    }
                    let all = n.to_string();
                    let decpt = all.len() as i64 - nd;
                    return (all.trim_end_matches('0').to_string(), decpt);
                }
            }
            // At most 1074 digits after the point are ever non-zero.
            let nd = nd.clamp(0, 1100) as usize;
            let s = format!("{:.*}", nd, x);
            let (int_part, frac) = s.split_once('.').unwrap_or((&s, ""));
            let all: String = format!("{int_part}{frac}");
            let lead = all.bytes().take_while(|&b| b == b'0').count();
            let digits = all[lead..].trim_end_matches('0');
            if digits.is_empty() {
                ("0".to_string(), 1)
            } else {
                (digits.to_string(), int_part.len() as i64 - lead as i64)
            }
        }
    }
}

#[derive(Clone, Copy, Default)]
struct DtoaFlags {
    always_sign: bool,
    add_dot_0: bool,
    alt: bool,
    no_neg_0: bool,
}

/// `PyOS_double_to_string(x, code, precision, flags)`: `code` is one of
/// `e E f F g G r` (`r` is repr, with precision 0).
fn double_to_string(x: f64, code: char, precision: i64, flags: DtoaFlags) -> String {
    let upper = code.is_ascii_uppercase();
    let code = code.to_ascii_lowercase();
    let mut precision = precision;
    let mode = match code {
        'e' => {
            precision += 1;
            2
        }
        'f' => 3,
        'g' => {
            if precision == 0 {
                precision = 1;
            }
            2
        }
        _ => 0,
    };
    let mut out = String::new();
    if !x.is_finite() {
        // The sign of a nan is ignored.
        if x.is_infinite() && x < 0.0 {
            out.push('-');
        } else if flags.always_sign {
            out.push('+');
        }
        out.push_str(match (x.is_nan(), upper) {
            (true, false) => "nan",
            (true, true) => "NAN",
            (false, false) => "inf",
            (false, true) => "INF",
        });
        return out;
    }
    let (digits, mut decpt) = dtoa(x.abs(), mode, precision);
    let mut negative = x.is_sign_negative();
    if flags.no_neg_0 && negative && digits == "0" {
        negative = false;
    }
    let digits_len = digits.len() as i64;
    let mut vdigits_end = digits_len;
    let mut use_exp = false;
    match code {
        'e' => {
            use_exp = true;
            vdigits_end = precision;
        }
        'f' => vdigits_end = decpt + precision,
        'g' => {
            let limit = if flags.add_dot_0 {
                precision - 1
            } else {
                precision
            };
            if decpt <= -4 || decpt > limit {
                use_exp = true;
            }
            if flags.alt {
                vdigits_end = precision;
            }
        }
        _ => {
            if decpt <= -4 || decpt > 16 {
                use_exp = true;
            }
        }
    }
    let mut exp = 0;
    if use_exp {
        exp = decpt - 1;
        decpt = 1;
    }
    let vdigits_start = if decpt <= 0 { decpt - 1 } else { 0 };
    if !use_exp && flags.add_dot_0 {
        vdigits_end = vdigits_end.max(decpt + 1);
    } else {
        vdigits_end = vdigits_end.max(decpt);
    }

    if negative {
        out.push('-');
    } else if flags.always_sign {
        out.push('+');
    }
    if decpt <= 0 {
        push_n(&mut out, '0', decpt - vdigits_start);
        out.push('.');
        push_n(&mut out, '0', -decpt);
    } else {
        push_n(&mut out, '0', -vdigits_start);
    }
    if 0 < decpt && decpt <= digits_len {
        out.push_str(&digits[..decpt as usize]);
        out.push('.');
        out.push_str(&digits[decpt as usize..]);
    } else {
        out.push_str(&digits);
    }
    if digits_len < decpt {
        push_n(&mut out, '0', decpt - digits_len);
        out.push('.');
        push_n(&mut out, '0', vdigits_end - decpt);
    } else {
        push_n(&mut out, '0', vdigits_end - digits_len);
    }
    if out.ends_with('.') && !flags.alt {
        out.pop();
    }
    if use_exp {
        out.push(if upper { 'E' } else { 'e' });
        out.push(if exp < 0 { '-' } else { '+' });
        out.push_str(&format!("{:02}", exp.abs()));
    }
    out
}

// ---------------------------------------------------------------------------
// The format-spec mini-language
// ---------------------------------------------------------------------------

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
    let grouped = if digits.is_empty() {
        String::new()
    } else {
        group_digits(digits, min_width, s.grouping.sep_and_size())
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
    let mut out = String::new();
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

fn surrogate() -> Exc {
    Exc::value_error("%c arg is a surrogate (lackpy strings cannot hold surrogates)")
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
    let s = parse_spec(spec, 's', '<', "str")?;
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
    let s = parse_spec(spec, 'd', '>', type_name)?;
    match s.ty {
        'b' | 'c' | 'd' | 'o' | 'x' | 'X' | 'n' => format_long(v, &s),
        'e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%' => format_float(int_to_f64(v)?, &s),
        ty => Err(unknown_code(ty, type_name)),
    }
}

fn format_float_spec(f: f64, spec: &str) -> VmResult<String> {
    let s = parse_spec(spec, '\0', '>', "float")?;
    match s.ty {
        '\0' | 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n' | '%' => format_float(f, &s),
        ty => Err(unknown_code(ty, "float")),
    }
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
        other if spec.is_empty() => py_str(other),
        other => Err(Exc::type_error(format!(
            "unsupported format string passed to {}.__format__",
            other.type_name()
        ))),
    }
}

// ---------------------------------------------------------------------------
// Subscripts, as PyObject_GetItem / PySequence_GetItem do them
// ---------------------------------------------------------------------------

fn not_subscriptable(v: &Value) -> Exc {
    match v {
        Value::Type(t) => Exc::type_error(format!("type '{}' is not subscriptable", t.name())),
        other => Exc::type_error(format!(
            "'{}' object is not subscriptable",
            other.type_name()
        )),
    }
}

fn dict_lookup(v: &Value, key: Value) -> VmResult<Value> {
    let Value::Dict(d) = v else {
        return Err(not_subscriptable(v));
    };
    let found = d
        .try_borrow()
        .map_err(|_| Exc::busy())?
        .get(&HKey(key.clone()))
        .cloned();
    found.ok_or_else(|| Exc::key_error(&key))
}

/// `obj[key]` with a str key.
fn getitem_str(obj: &Value, key: &str) -> VmResult<Value> {
    match obj {
        Value::Dict(_) => dict_lookup(obj, Value::str(key)),
        Value::List(_) => Err(Exc::type_error(
            "list indices must be integers or slices, not str",
        )),
        Value::Tuple(_) => Err(Exc::type_error(
            "tuple indices must be integers or slices, not str",
        )),
        Value::Range(_) => Err(Exc::type_error(
            "range indices must be integers or slices, not str",
        )),
        Value::Str(_) => Err(Exc::type_error(
            "string indices must be integers, not 'str'",
        )),
        other => Err(not_subscriptable(other)),
    }
}

/// `obj[idx]` for `idx >= 0`: sequences by position, dicts by key.
fn getitem_index(obj: &Value, idx: i64) -> VmResult<Value> {
    let i = idx as usize;
    match obj {
        Value::List(l) => {
            let l = l.try_borrow().map_err(|_| Exc::busy())?;
            l.get(i)
                .cloned()
                .ok_or_else(|| Exc::index_error("list index out of range"))
        }
        Value::Tuple(t) => t
            .get(i)
            .cloned()
            .ok_or_else(|| Exc::index_error("tuple index out of range")),
        Value::Str(s) => {
            if i < s.char_len() {
                Ok(Value::str(
                    s.char_at(i).map(String::from).unwrap_or_default(),
                ))
            } else {
                Err(Exc::index_error("string index out of range"))
            }
        }
        Value::Range(r) => {
            if idx < r.len() {
                Ok(Value::Int(r.get(idx)))
            } else {
                Err(Exc::index_error("range object index out of range"))
            }
        }
        Value::Dict(_) => dict_lookup(obj, Value::Int(idx)),
        other => Err(not_subscriptable(other)),
    }
}

// ---------------------------------------------------------------------------
// printf-style formatting: PyUnicode_Format
// ---------------------------------------------------------------------------

struct Printf<'a> {
    c: Vec<char>,
    pos: usize,
    /// `fmtcnt < 0` in CPython: a read past the end was attempted.
    exhausted: bool,
    tuple: &'a [Value],
    /// The current single argument (the value, or the mapping's item).
    cur: Value,
    arglen: i64,
    argidx: i64,
    dict: Option<&'a Value>,
}

#[derive(Default)]
struct Conv {
    ch: char,
    ljust: bool,
    sign: bool,
    blank: bool,
    alt: bool,
    zero: bool,
    width: i64,
    prec: i64,
}

impl Printf<'_> {
    fn next_char(&mut self) -> Option<char> {
        if self.exhausted {
            return None;
        }
        match self.c.get(self.pos) {
            Some(&ch) => {
                self.pos += 1;
                Some(ch)
            }
            None => {
                self.exhausted = true;
                None
            }
        }
    }

    fn next_arg(&mut self) -> VmResult<Value> {
        if self.argidx < self.arglen {
            let i = self.argidx;
            self.argidx += 1;
            if self.arglen < 0 {
                Ok(self.cur.clone())
            } else {
                Ok(self.tuple[i as usize].clone())
            }
        } else {
            Err(Exc::type_error("not enough arguments for format string"))
        }
    }

    /// `unicode_format_arg_parse`, positioned just after the `%`.
    fn parse(&mut self) -> VmResult<Conv> {
        let mut a = Conv {
            width: -1,
            prec: -1,
            ..Conv::default()
        };
        a.ch = self.c.get(self.pos).copied().unwrap_or('\0');
        if a.ch == '(' {
            let Some(dict) = self.dict else {
                return Err(Exc::type_error("format requires a mapping"));
            };
            self.pos += 1;
            let keystart = self.pos;
            let mut pcount = 1;
            while pcount > 0 {
                let Some(ch) = self.next_char() else { break };
                a.ch = ch;
                if ch == ')' {
                    pcount -= 1;
                } else if ch == '(' {
                    pcount += 1;
                }
            }
            if self.exhausted || pcount > 0 {
                return Err(Exc::value_error("incomplete format key"));
            }
            let key: String = self.c[keystart..self.pos - 1].iter().collect();
            self.cur = getitem_str(dict, &key)?;
            self.arglen = -1;
            self.argidx = -2;
        }
        while let Some(ch) = self.next_char() {
            a.ch = ch;
            match ch {
                '-' => a.ljust = true,
                '+' => a.sign = true,
                ' ' => a.blank = true,
                '#' => a.alt = true,
                '0' => a.zero = true,
                _ => break,
            }
        }
        if a.ch == '*' {
            let v = self.next_arg()?;
            a.width = match v {
                Value::Bool(b) => b as i64,
                Value::Int(i) => i,
                Value::Big(_) => {
                    return Err(Exc::overflow(
                        "Python int too large to convert to C ssize_t",
                    ))
                }
                _ => return Err(Exc::type_error("* wants int")),
            };
            if a.width < 0 {
                a.ljust = true;
                a.width = a.width.saturating_neg();
            }
            if let Some(ch) = self.next_char() {
                a.ch = ch;
            }
        } else if a.ch.is_ascii_digit() {
            a.width = a.ch as i64 - '0' as i64;
            while let Some(ch) = self.next_char() {
                a.ch = ch;
                if !ch.is_ascii_digit() {
                    break;
                }
                let d = ch as i64 - '0' as i64;
                if a.width > (i64::MAX - d) / 10 {
                    return Err(Exc::value_error("width too big"));
                }
                a.width = a.width * 10 + d;
            }
        }
        if a.ch == '.' {
            a.prec = 0;
            if let Some(ch) = self.next_char() {
                a.ch = ch;
            }
            if a.ch == '*' {
                let v = self.next_arg()?;
                a.prec = match v {
                    Value::Bool(b) => b as i64,
                    Value::Int(i) if i32::try_from(i).is_ok() => i,
                    Value::Int(_) | Value::Big(_) => {
                        return Err(Exc::overflow("Python int too large to convert to C int"))
                    }
                    _ => return Err(Exc::type_error("* wants int")),
                };
                if a.prec < 0 {
                    a.prec = 0;
                }
                if let Some(ch) = self.next_char() {
                    a.ch = ch;
                }
            } else if a.ch.is_ascii_digit() {
                a.prec = a.ch as i64 - '0' as i64;
                while let Some(ch) = self.next_char() {
                    a.ch = ch;
                    if !ch.is_ascii_digit() {
                        break;
                    }
                    let d = ch as i64 - '0' as i64;
                    if a.prec > (i32::MAX as i64 - d) / 10 {
                        return Err(Exc::value_error("precision too big"));
                    }
                    a.prec = a.prec * 10 + d;
                }
            }
        }
        if !self.exhausted && matches!(a.ch, 'h' | 'l' | 'L') {
            if let Some(ch) = self.next_char() {
                a.ch = ch;
            }
        }
        if self.exhausted {
            return Err(Exc::value_error("incomplete format"));
        }
        Ok(a)
    }

    /// `unicode_format_arg_format`: the converted text, and whether it is a
    /// number (whose sign the output step handles).
    fn convert(&mut self, a: &Conv) -> VmResult<(String, bool)> {
        let v = self.next_arg()?;
        match a.ch {
            's' => Ok((py_str(&v)?, false)),
            'r' => Ok((py_repr(&v)?, false)),
            'a' => Ok((py_ascii(&v)?, false)),
            'i' | 'd' | 'u' | 'o' | 'x' | 'X' => Ok((format_long_printf(&v, a)?, true)),
            'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
                let x = match &v {
                    Value::Float(f) => *f,
                    other => int_to_f64(other)?,
                };
                let prec = if a.prec < 0 { 6 } else { a.prec };
                check_size(prec, 1)?;
                let flags = DtoaFlags {
                    alt: a.alt,
                    ..DtoaFlags::default()
                };
                Ok((double_to_string(x, a.ch, prec, flags), true))
            }
            'c' => {
                let code = match &v {
                    Value::Str(s) if s.char_len() == 1 => {
                        return Ok((s.as_str().to_string(), false))
                    }
                    Value::Bool(b) => *b as i64,
                    Value::Int(i) => *i,
                    Value::Big(_) => -1,
                    _ => return Err(Exc::type_error("%c requires int or char")),
                };
                if !(0..=0x10ffff).contains(&code) {
                    return Err(Exc::overflow("%c arg not in range(0x110000)"));
                }
                let ch = char::from_u32(code as u32).ok_or_else(surrogate)?;
                Ok((ch.to_string(), false))
            }
            ch => {
                let shown = if (31..=126).contains(&(ch as u32)) {
                    ch
                } else {
                    '?'
                };
                Err(Exc::value_error(format!(
                    "unsupported format character '{shown}' (0x{:x}) at index {}",
                    ch as u32,
                    self.pos - 1
                )))
            }
        }
    }
}

/// `mainformatlong` + `_PyUnicode_FormatLong`.
fn format_long_printf(v: &Value, a: &Conv) -> VmResult<String> {
    let ty = a.ch;
    let wrong = |v: &Value| {
        Exc::type_error(if matches!(ty, 'o' | 'x' | 'X') {
            format!(
                "%{ty} format: an integer is required, not {}",
                v.type_name()
            )
        } else {
            format!(
                "%{ty} format: a real number is required, not {}",
                v.type_name()
            )
        })
    };
    let int_value = match v {
        Value::Bool(_) | Value::Int(_) | Value::Big(_) => v.clone(),
        Value::Float(f) if !matches!(ty, 'o' | 'x' | 'X') => {
            if f.is_nan() {
                return Err(Exc::value_error("cannot convert float NaN to integer"));
            }
            if f.is_infinite() {
                return Err(Exc::overflow("cannot convert float infinity to integer"));
            }
            Value::from_big(BigInt::from_f64(f.trunc()).unwrap_or_default())
        }
        other => return Err(wrong(other)),
    };
    if a.prec > i32::MAX as i64 - 3 {
        return Err(Exc::overflow("precision too large"));
    }
    let (base, prefix) = match ty {
        'o' => (8, "0o"),
        'x' => (16, "0x"),
        'X' => (16, "0X"),
        _ => (10, ""),
    };
    let (negative, mut digits) = int_digits(&int_value, base)?;
    if ty == 'X' {
        digits.make_ascii_uppercase();
    }
    let zeros = a.prec - digits.len() as i64;
    check_size(zeros, 1)?;
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    if a.alt {
        out.push_str(prefix);
    }
    push_n(&mut out, '0', zeros);
    out.push_str(&digits);
    Ok(out)
}

/// `unicode_format_arg_output`: pad `text` to the width, with the sign and
/// the `0x`/`0o` prefix of numbers placed before zero padding.
fn printf_output(out: &mut String, a: &Conv, text: &str, number: bool) -> VmResult<()> {
    let fill = if number && a.zero { '0' } else { ' ' };
    let chars: Vec<char> = text.chars().collect();
    let mut len = chars.len() as i64;
    if (a.width == -1 || a.width <= len) && (a.prec == -1 || a.prec >= len) && !(a.sign || a.blank)
    {
        out.push_str(text);
        return Ok(());
    }
    if matches!(a.ch, 's' | 'r' | 'a') && a.prec >= 0 && len > a.prec {
        len = a.prec;
    }
    let mut pindex = 0usize;
    let mut signchar = '\0';
    let mut has_sign = number;
    if has_sign {
        let first = chars.first().copied().unwrap_or('\0');
        if first == '-' || first == '+' {
            signchar = first;
            len -= 1;
            pindex += 1;
        } else if a.sign {
            signchar = '+';
        } else if a.blank {
            signchar = ' ';
        } else {
            has_sign = false;
        }
    }
    let mut width = a.width.max(len);
    check_size(width, 1)?;
    let prefixed = a.alt && matches!(a.ch, 'x' | 'X' | 'o');
    if has_sign {
        if fill != ' ' {
            out.push(signchar);
        }
        if width > len {
            width -= 1;
        }
    }
    if prefixed {
        if fill != ' ' {
            out.push('0');
            out.push(a.ch);
            pindex += 2;
        }
        width = (width - 2).max(0);
        len -= 2;
    }
    if width > len && !a.ljust {
        push_n(out, fill, width - len);
        width = len;
    }
    if fill == ' ' {
        if has_sign {
            out.push(signchar);
        }
        if prefixed {
            out.push('0');
            out.push(a.ch);
            pindex += 2;
        }
    }
    if len > 0 {
        out.extend(&chars[pindex..pindex + len as usize]);
    }
    if width > len {
        push_n(out, ' ', width - len);
    }
    Ok(())
}

/// printf-style `fmt % args` (args: a tuple for several values, a dict for %(name)s, else a single value).
pub fn printf(fmt: &PyStr, args: &Value) -> VmResult<Value> {
    let tuple: &[Value] = match args {
        Value::Tuple(t) => t.as_slice(),
        _ => &[],
    };
    let is_tuple = matches!(args, Value::Tuple(_));
    // PyMapping_Check: whatever has mp_subscript, less tuples and strs.
    let dict = matches!(args, Value::Dict(_) | Value::List(_) | Value::Range(_)).then_some(args);
    let mut p = Printf {
        c: fmt.chars().collect(),
        pos: 0,
        exhausted: false,
        tuple,
        cur: args.clone(),
        arglen: if is_tuple { tuple.len() as i64 } else { -1 },
        argidx: if is_tuple { 0 } else { -2 },
        dict,
    };
    let mut out = String::with_capacity(fmt.len() + 16);
    let n = p.c.len();
    while p.pos < n {
        if p.c[p.pos] != '%' {
            let start = p.pos;
            while p.pos < n && p.c[p.pos] != '%' {
                p.pos += 1;
            }
            out.extend(&p.c[start..p.pos]);
            continue;
        }
        p.pos += 1;
        if p.c.get(p.pos) == Some(&'%') {
            out.push('%');
            p.pos += 1;
            continue;
        }
        let a = p.parse()?;
        let (text, number) = p.convert(&a)?;
        printf_output(&mut out, &a, &text, number)?;
        check_size(out.len() as i64, 1)?;
        if p.dict.is_some() && p.argidx < p.arglen {
            return Err(Exc::type_error(
                "not all arguments converted during string formatting",
            ));
        }
    }
    if p.argidx < p.arglen && p.dict.is_none() {
        return Err(Exc::type_error(
            "not all arguments converted during string formatting",
        ));
    }
    Ok(Value::str(out))
}

// ---------------------------------------------------------------------------
// str.format: unicode_format.h
// ---------------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq, Eq)]
enum AutoNumber {
    Init,
    Auto,
    Manual,
}

enum Keywords<'a> {
    Pairs(&'a [(String, Value)]),
    Mapping(&'a Value),
}

struct StrFormat<'a> {
    /// `None` for `format_map`, which has no positional arguments.
    args: Option<&'a [Value]>,
    kwargs: Keywords<'a>,
    state: AutoNumber,
    next_auto: i64,
}

/// A parsed replacement field: ranges into the string being expanded.
struct Field {
    name: (usize, usize),
    conversion: Option<char>,
    spec: (usize, usize),
    spec_needs_expanding: bool,
}

/// `get_integer` of unicode_format.h: -1 when empty or not all decimal.
fn field_integer(s: &[char]) -> VmResult<i64> {
    if s.is_empty() {
        return Ok(-1);
    }
    let mut acc: i64 = 0;
    for &c in s {
        let Some(d) = decimal_value(c) else {
            return Ok(-1);
        };
        if acc > (i64::MAX - d) / 10 {
            return Err(Exc::value_error("Too many decimal digits in format string"));
        }
        acc = acc * 10 + d;
    }
    Ok(acc)
}

/// `parse_field`, positioned after the field's `{`.
fn parse_field(s: &[char], pos: &mut usize) -> VmResult<Field> {
    let end = s.len();
    let mut c = '\0';
    let name_start = *pos;
    while *pos < end {
        c = s[*pos];
        *pos += 1;
        match c {
            '{' => return Err(Exc::value_error("unexpected '{' in field name")),
            '[' => {
                while *pos < end && s[*pos] != ']' {
                    *pos += 1;
                }
                continue;
            }
            '}' | ':' | '!' => break,
            _ => continue,
        }
    }
    let mut field = Field {
        name: (name_start, *pos - 1),
        conversion: None,
        spec: (0, 0),
        spec_needs_expanding: false,
    };
    if c == '!' || c == ':' {
        if c == '!' {
            if *pos >= end {
                return Err(Exc::value_error(
                    "end of string while looking for conversion specifier",
                ));
            }
            field.conversion = Some(s[*pos]);
            *pos += 1;
            if *pos < end {
                let c = s[*pos];
                *pos += 1;
                if c == '}' {
                    return Ok(field);
                }
                if c != ':' {
                    return Err(Exc::value_error("expected ':' after conversion specifier"));
                }
            }
        }
        let spec_start = *pos;
        let mut count = 1;
        while *pos < end {
            let c = s[*pos];
            *pos += 1;
            match c {
                '{' => {
                    field.spec_needs_expanding = true;
                    count += 1;
                }
                '}' => {
                    count -= 1;
                    if count == 0 {
                        field.spec = (spec_start, *pos - 1);
                        return Ok(field);
                    }
                }
                _ => {}
            }
        }
        return Err(Exc::value_error("unmatched '{' in format spec"));
    } else if c != '}' {
        return Err(Exc::value_error("expected '}' before end of string"));
    }
    Ok(field)
}

impl StrFormat<'_> {
    /// `build_string` + `do_markup`.
    fn build(&mut self, s: &[char], depth: i32, out: &mut String) -> VmResult<()> {
        if depth <= 0 {
            return Err(Exc::value_error("Max string recursion exceeded"));
        }
        let end = s.len();
        let mut pos = 0;
        while pos < end {
            // MarkupIterator_next: literal text up to a '{' or '}'.
            let start = pos;
            let mut c = '\0';
            let mut markup = false;
            while pos < end {
                c = s[pos];
                pos += 1;
                if c == '{' || c == '}' {
                    markup = true;
                    break;
                }
            }
            let at_end = pos >= end;
            let mut len = pos - start;
            if c == '}' && (at_end || s[pos] != '}') {
                return Err(Exc::value_error("Single '}' encountered in format string"));
            }
            if at_end && c == '{' {
                return Err(Exc::value_error("Single '{' encountered in format string"));
            }
            if !at_end {
                if c == s[pos] {
                    // An escaped brace: the literal keeps one.
                    pos += 1;
                    markup = false;
                } else {
                    len -= 1;
                }
            }
            let field = if markup {
                Some(parse_field(s, &mut pos)?)
            } else {
                None
            };
            out.extend(&s[start..start + len]);
            if let Some(field) = field {
                self.output_markup(s, &field, depth, out)?;
                check_size(out.len() as i64, 1)?;
            }
        }
        Ok(())
    }

    fn output_markup(
        &mut self,
        s: &[char],
        field: &Field,
        depth: i32,
        out: &mut String,
    ) -> VmResult<()> {
        let mut obj = self.get_field_object(&s[field.name.0..field.name.1])?;
        if let Some(conv) = field.conversion {
            obj = Value::str(match conv {
                'r' => py_repr(&obj)?,
                's' => py_str(&obj)?,
                'a' => py_ascii(&obj)?,
                c if (c as u32) > 32 && (c as u32) < 127 => {
                    return Err(Exc::value_error(format!(
                        "Unknown conversion specifier {c}"
                    )))
                }
                c => {
                    return Err(Exc::value_error(format!(
                        "Unknown conversion specifier \\x{:x}",
                        c as u32
                    )))
                }
            });
        }
        let spec_chars = &s[field.spec.0..field.spec.1];
        let spec: String = if field.spec_needs_expanding {
            let mut expanded = String::new();
            self.build(spec_chars, depth - 1, &mut expanded)?;
            expanded
        } else {
            spec_chars.iter().collect()
        };
        out.push_str(&format_value(&obj, &spec)?);
        Ok(())
    }

    /// `get_field_object`: the argument a field names, then its `[...]`
    /// subscripts in order. Attribute access is refused.
    fn get_field_object(&mut self, name: &[char]) -> VmResult<Value> {
        // field_name_split
        let split = name
            .iter()
            .position(|&c| c == '[' || c == '.')
            .unwrap_or(name.len());
        let (first, rest) = name.split_at(split);
        let mut index = field_integer(first)?;
        let empty = first.is_empty();
        let numeric = empty || index != -1;
        if self.state == AutoNumber::Init && numeric {
            self.state = if empty {
                AutoNumber::Auto
            } else {
                AutoNumber::Manual
            };
        }
        if numeric {
            if self.state == AutoNumber::Manual && empty {
                return Err(Exc::value_error(
                    "cannot switch from manual field specification to automatic field numbering",
                ));
            }
            if self.state != AutoNumber::Manual && !empty {
                return Err(Exc::value_error(
                    "cannot switch from automatic field numbering to manual field specification",
                ));
            }
        }
        if empty {
            index = self.next_auto;
            self.next_auto += 1;
        }
        let mut obj = if index == -1 {
            let key: String = first.iter().collect();
            match self.kwargs {
                Keywords::Pairs(pairs) => match pairs.iter().find(|(k, _)| *k == key) {
                    Some((_, v)) => v.clone(),
                    None => return Err(Exc::key_error(&Value::str(key))),
                },
                Keywords::Mapping(m) => getitem_str(m, &key)?,
            }
        } else {
            let Some(args) = self.args else {
                return Err(Exc::value_error("Format string contains positional fields"));
            };
            match args.get(index as usize) {
                Some(v) => v.clone(),
                None => {
                    return Err(Exc::index_error(format!(
                        "Replacement index {index} out of range for positional args tuple"
                    )))
                }
            }
        };
        // FieldNameIterator_next, interleaved with the lookups.
        let mut p = 0;
        while p < rest.len() {
            let c = rest[p];
            p += 1;
            match c {
                '.' => {
                    let start = p;
                    while p < rest.len() && rest[p] != '[' && rest[p] != '.' {
                        p += 1;
                    }
                    if p == start {
                        return Err(Exc::value_error("Empty attribute in format string"));
                    }
                    return Err(Exc::value_error(
                        "attribute access in format fields is not supported in lackpy",
                    ));
                }
                '[' => {
                    let start = p;
                    let mut closed = false;
                    while p < rest.len() {
                        let c = rest[p];
                        p += 1;
                        if c == ']' {
                            closed = true;
                            break;
                        }
                    }
                    if !closed {
                        return Err(Exc::value_error("Missing ']' in format string"));
                    }
                    let item = &rest[start..p - 1];
                    let idx = field_integer(item)?;
                    if item.is_empty() {
                        return Err(Exc::value_error("Empty attribute in format string"));
                    }
                    obj = if idx == -1 {
                        getitem_str(&obj, &item.iter().collect::<String>())?
                    } else {
                        getitem_index(&obj, idx)?
                    };
                }
                _ => {
                    return Err(Exc::value_error(
                        "Only '.' or '[' may follow ']' in format field specifier",
                    ));
                }
            }
        }
        Ok(obj)
    }
}

/// str.format(*args, **kwargs): auto/explicit numbering, named fields, `[index]` item access
/// (int index on sequences, string key on dicts), conversions !r !s !a, nested fields in specs
/// one level deep. Attribute access (`{0.attr}`) must be REFUSED with
/// ValueError "attribute access in format fields is not supported in lackpy" — lackpy has no
/// reflection and `"{0.__class__}".format(x)` must not become a way in.
pub fn str_format(fmt: &str, args: &[Value], kwargs: &[(String, Value)]) -> VmResult<String> {
    let mut f = StrFormat {
        args: Some(args),
        kwargs: Keywords::Pairs(kwargs),
        state: AutoNumber::Init,
        next_auto: 0,
    };
    let chars: Vec<char> = fmt.chars().collect();
    let mut out = String::with_capacity(fmt.len() + 16);
    f.build(&chars, 2, &mut out)?;
    Ok(out)
}

/// str.format_map(mapping): fields name keys of `mapping` (looked up as
/// `mapping[key]`, so a list raises "list indices must be integers..."), and
/// a positional field is ValueError "Format string contains positional fields".
pub fn str_format_map(fmt: &str, mapping: &Value) -> VmResult<String> {
    let mut f = StrFormat {
        args: None,
        kwargs: Keywords::Mapping(mapping),
        state: AutoNumber::Init,
        next_auto: 0,
    };
    let chars: Vec<char> = fmt.chars().collect();
    let mut out = String::with_capacity(fmt.len() + 16);
    f.build(&chars, 2, &mut out)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    //! Every expected value below was printed by CPython 3.11.7 (the script
    //! that generated these assertions ran each call in `python3` and pasted
    //! the result or the exception's type and message). The tests at the end
    //! cover lackpy's deliberate differences.

    use super::*;
    use crate::value::{Dict, RangeVal};
    use std::rc::Rc;

    type Res = Result<String, (ExcKind, String)>;

    fn big(hex: &str) -> Value {
        let (neg, digits) = match hex.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, hex),
        };
        let b = BigInt::parse_bytes(digits.as_bytes(), 16).unwrap();
        Value::from_big(if neg { -b } else { b })
    }

    fn s(x: &str) -> Value {
        Value::str(x)
    }

    fn dict(items: Vec<(Value, Value)>) -> Value {
        let mut d = Dict::default();
        for (k, v) in items {
            d.insert(HKey(k), v);
        }
        Value::dict(d)
    }

    fn range(start: i64, stop: i64, step: i64) -> Value {
        Value::Range(Rc::new(RangeVal { start, stop, step }))
    }

    fn res(r: VmResult<String>) -> Res {
        r.map_err(|e| (e.kind, e.msg))
    }

    /// `.Nf` takes a shortcut when x * 10^N is exact; it must agree with
    /// the exact algorithm (round-half-even on the binary value) everywhere.
    #[test]
    fn fixed_precision_shortcut_matches_the_exact_algorithm() {
        for i in -3000i64..3000 {
            let i = i as f64;
            for x in [
                i * 0.5,
                i * 0.25,
                i * 0.1,
                i * 0.125,
                i / 3.0,
                i * 1e6,
                i * 1e-3,
            ] {
                for p in 0..=7usize {
                    let want = format!("{:.*}", p, x);
                    let got = format_value(&Value::Float(x), &format!(".{p}f"));
                    assert_eq!(got.as_deref(), Ok(want.as_str()), "{x:?} with .{p}f");
                }
            }
        }
        assert_eq!(
            format_value(&Value::Float(-0.0), ".1f").as_deref(),
            Ok("-0.0")
        );
    }

    fn fmt(v: Value, spec: &str) -> Res {
        res(format_value(&v, spec))
    }

    fn pf(f: &str, args: Value) -> Res {
        res(printf(&PyStr::new(f.to_string()), &args).map(|v| to_str(&v)))
    }

    fn sf(f: &str, args: Vec<Value>, kwargs: Vec<(&str, Value)>) -> Res {
        let kwargs: Vec<(String, Value)> = kwargs
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        res(str_format(f, &args, &kwargs))
    }

    fn fm(f: &str, mapping: Value) -> Res {
        res(str_format_map(f, &mapping))
    }

    #[test]
    fn py_ints() {
        assert_eq!(fmt(Value::Int(42), ""), Ok("42".to_string()));
        assert_eq!(fmt(Value::Int(42), "d"), Ok("42".to_string()));
        assert_eq!(fmt(Value::Int(-42), "5"), Ok("  -42".to_string()));
        assert_eq!(fmt(Value::Int(42), "<5"), Ok("42   ".to_string()));
        assert_eq!(fmt(Value::Int(42), "^6"), Ok("  42  ".to_string()));
        assert_eq!(fmt(Value::Int(42), "*^7"), Ok("**42***".to_string()));
        assert_eq!(fmt(Value::Int(-42), "=8"), Ok("-     42".to_string()));
        assert_eq!(fmt(Value::Int(42), "+"), Ok("+42".to_string()));
        assert_eq!(fmt(Value::Int(42), " "), Ok(" 42".to_string()));
        assert_eq!(fmt(Value::Int(-42), " "), Ok("-42".to_string()));
        assert_eq!(fmt(Value::Int(42), "08"), Ok("00000042".to_string()));
        assert_eq!(fmt(Value::Int(-42), "08"), Ok("-0000042".to_string()));
        assert_eq!(fmt(Value::Int(255), "b"), Ok("11111111".to_string()));
        assert_eq!(fmt(Value::Int(255), "#b"), Ok("0b11111111".to_string()));
        assert_eq!(fmt(Value::Int(255), "o"), Ok("377".to_string()));
        assert_eq!(fmt(Value::Int(255), "#o"), Ok("0o377".to_string()));
        assert_eq!(fmt(Value::Int(255), "x"), Ok("ff".to_string()));
        assert_eq!(fmt(Value::Int(255), "#x"), Ok("0xff".to_string()));
        assert_eq!(fmt(Value::Int(255), "X"), Ok("FF".to_string()));
        assert_eq!(fmt(Value::Int(255), "#X"), Ok("0XFF".to_string()));
        assert_eq!(fmt(Value::Int(-255), "#x"), Ok("-0xff".to_string()));
        assert_eq!(fmt(Value::Int(65), "c"), Ok("A".to_string()));
        assert_eq!(fmt(Value::Int(128512), "c"), Ok("\u{1f600}".to_string()));
        assert_eq!(fmt(Value::Int(65), "^5c"), Ok("  A  ".to_string()));
        assert_eq!(fmt(Value::Int(1234567), "n"), Ok("1234567".to_string()));
        assert_eq!(fmt(Value::Int(0), "d"), Ok("0".to_string()));
        assert_eq!(fmt(Value::Int(0), "+d"), Ok("+0".to_string()));
        assert_eq!(fmt(Value::Bool(true), ""), Ok("True".to_string()));
        assert_eq!(fmt(Value::Bool(false), ""), Ok("False".to_string()));
        assert_eq!(fmt(Value::Bool(true), "d"), Ok("1".to_string()));
        assert_eq!(fmt(Value::Bool(true), ">5"), Ok("    1".to_string()));
        assert_eq!(fmt(Value::Bool(true), "#x"), Ok("0x1".to_string()));
        assert_eq!(fmt(Value::Bool(false), "f"), Ok("0.000000".to_string()));
        assert_eq!(fmt(Value::Int(3), "%"), Ok("300.000000%".to_string()));
        assert_eq!(fmt(Value::Int(3), "e"), Ok("3.000000e+00".to_string()));
        assert_eq!(fmt(Value::Int(7), ".2f"), Ok("7.00".to_string()));
        assert_eq!(
            fmt(big("56bc75e2d63100000"), "e"),
            Ok("1.000000e+20".to_string())
        );
        assert_eq!(
            fmt(Value::Int(42), "z"),
            Err((
                ExcKind::ValueError,
                "Negative zero coercion (z) not allowed in integer format specifier".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(42), "s"),
            Err((
                ExcKind::ValueError,
                "Unknown format code 's' for object of type 'int'".to_string()
            ))
        );
    }

    #[test]
    fn py_big_ints() {
        assert_eq!(
            fmt(big("10000000000000000"), ""),
            Ok("18446744073709551616".to_string())
        );
        assert_eq!(
            fmt(big("-10000000000000000"), "d"),
            Ok("-18446744073709551616".to_string())
        );
        assert_eq!(
            fmt(big("10000000000000000"), ","),
            Ok("18,446,744,073,709,551,616".to_string())
        );
        assert_eq!(
            fmt(big("c9f2c9cd04674edea40000000"), "+,"),
            Ok("+1,000,000,000,000,000,000,000,000,000,000".to_string())
        );
        assert_eq!(
            fmt(big("c9f2c9cd04674edea40000000"), "_"),
            Ok("1_000_000_000_000_000_000_000_000_000_000".to_string())
        );
        assert_eq!(
            fmt(big("-c9f2c9cd04674edea40000000"), "#_o"),
            Ok("-0o14_4762_6234_6404_3164_7336_5100_0000_0000".to_string())
        );
        assert_eq!(
            fmt(big("400000000000000000"), "b"),
            Ok(
                "10000000000000000000000000000000000000000000000000000000000000000000000"
                    .to_string()
            )
        );
        assert_eq!(
            fmt(big("400000000000000000"), "#X"),
            Ok("0X400000000000000000".to_string())
        );
        assert_eq!(
            fmt(Value::Int(i64::MIN), "#x"),
            Ok("-0x8000000000000000".to_string())
        );
        assert_eq!(
            fmt(big("8000000000000000"), "_x"),
            Ok("8000_0000_0000_0000".to_string())
        );
        assert_eq!(
            fmt(big("84595161401484a000000"), "40,"),
            Ok("      10,000,000,000,000,000,000,000,000".to_string())
        );
        assert_eq!(
            fmt(big("84595161401484a000000"), "040,"),
            Ok("0,000,010,000,000,000,000,000,000,000,000".to_string())
        );
        assert_eq!(
            fmt(big("-84595161401484a000000"), "^40"),
            Ok("      -10000000000000000000000000       ".to_string())
        );
        assert_eq!(
            fmt(big("c9f2c9cd04674edea40000000"), "c"),
            Err((
                ExcKind::OverflowError,
                "Python int too large to convert to C long".to_string()
            ))
        );
        assert_eq!(fmt(big("1b4ec7f91973ff3cb1ccf26fbc177c38db6e54582de258ff5190b8bc150afadb38030e5d0b7bf50120e5c0e6ad18e629853ce9946a0b2eccf6cfde0af8634bf8dc5a427fe4236ce5959baa0e776cdb47c4813e1e0c75ca271e1d059e08e4996aa4193a48ad3a24633ebdb32e9f0b824377e2fa9c10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"), "e"), Err((ExcKind::OverflowError, "int too large to convert to float".to_string())));
        assert_eq!(fmt(big("31e20801036510f3c591fde5361dc619987896700f4451e1c85ce19029146ae88803ffabbeab14ba3f3e0ad3674348e2a33e76dc901f3ed3e1dc0e1128998eaff073ffb329c516fc89b76d29695cacda39549394358c229554ff778a46102881147e479802882acda05333319cd769bd74f0f33cc0c57f4e1c2adf51aa1beceb32a78da8c60cc36a580e5e2bfd9ddd2ca8536316bc8acd2d5449f5abf7d1cd6f79a32c697a4376b4fc194c5da4085a09c4e3f77d38f57f433d457ce0476e3373342c7f20cdce345db8c0ea480eff573220b15a3ff7e29c2c5a14b2cd9007dcfd19fe81da53af4144faa6d495206a1f1a1b9430c4a228a22f2a9a2c0cb9ed53c66d67ebe38df7881d1fff42d20495d028efd662d2e4904547beee140ea4eb3c1bc971e05e83e2811c3491aa535d2164b294c1f9af0574fc671bc8561d8ba30b9b5dd79177e8463a5546cd498abef25e88142a3d9d26d3b539455d90a06d81fd69ba79ed2f159c136404be0cc7857ba82db48f88beaeb8b7af9a99e38be7e76767b9d1f9657bc54a2662d8ce64fab624e0417c60c797f8d294d69dc3eb0f9d673ed6a2dfbc64445bb92bec946db2995568bbd8259543ba7c2268505e45b76236a06370da474416255493a33b7b72bf80e85b3e90aeb600da52b387b8e66f83a69323c005cf22d2c10acbbb37d33f4db56bb9e02e6e2dcc25022049d99f76a188d94bd03802df170caeaade60e72101f4b42c3cf98a859ade07e579b3aa5b05ec27b8b50531a3f351bf4675e6600fe0f4d31a30ee505dfe0cebf7c02fbddd3e7ce9972e0edef93db975c8370cae134278c1b9cf83bfe511099996c1870a19ac00cfaa0bbe0e285606b4da653011677bd5234b2ce6a757ba23a6f3a68b2601899141754fa80f51d45167d35a355a95e812a2652f696b494672692a6b96bc14827af1535064af2cbf7d468e98d62c89540c7ebd808606648d4da413b5d71fc121323b5d3a9d0633444eefd31e2dea2f0b8f38e77bcb95da4188035d2199b5b628152138b272826d5a3fb65885f89823dacb42065cc9944669027aaadc19b33319886d480ed2caa630d5366bedb4a39747a9c35ba6a46c07bd554f5fb4e4f5212aa15045dce636f65c0678180c335a3de853a2dfafa6f9faa81ede053d67d341ab8b542578da1931a8518b194d0c630510b8e55ba1fef3953bf10445994f14bf1e886bd71eaa861a0dd775890e5adac34db339754ba63f34cc1d792fafe714a8b2eadd0c2c3dc940adad2918cdbe77bbbb155ca916681f4e5e78d77fd42a0ba0ab95402a6fbe6d8f5bf93f5b1a6aaf5fd86b8346881f7b4a667dfa95ff53c828a5bf08559fdfc8c872f05a442418c175eb2275a65953aed0130c0605382c7bb61f07a65561047f29e2838b47b099540b8eed19c5af6ab819fe9299bc9bc499d025ed9d13a4f0bceb731b831c3bd9b1585b86714897806a8e1016b3039fae10693d820312f861f222bb283fca834b202024a8f05ef15f2fd44d19bad99b738394d51ecabab66885904737948d80c3c6481a378480948ff4b835ac149de4966239b581ef99ea170315b8271fa5247d55f053c525d43c0480c01c99ec6c0705cde5d6628553c3f14b03f8cebec2b17b53e2bc06660d5e0779ec35848a65f16ee2c16dbc49d056e19a3b63915264dc06d7a66bfc1f7fafe64007d55525b1059732a42a4609aec81477861dd3f53af7aede6966dbbe4d52bdf9a66c9f752b08b5f7dfdfba7c6a6ccc80a93bad13a5922f949bb3e5d9e50c8c09b9198b3efbf619e9aba34ff86d4a28d5c491db33c5e745e6f592f8453986a08d4a8335d486d51cc654236818991e6f4957f4c22b2c7c1d196c620bed5789ae0d57819f312f0568897382d31c670e0182f1912d6c6560dd6b514f5dd88254a8cd0e7888323c7cc0353a9761179e972e41c8832119525b93d99a76cc3b67dc1495aec566bc2c8990678e4ce171cb0b703a4204015d0c7ebb97c3467df161284b946b80a4b23a3180fc7e63f868bdc39741193b71470d427e100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"), "d"), Err((ExcKind::ValueError, "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit".to_string())));
        assert_eq!(fmt(big("56bc75e2d63100000"), "g"), Ok("1e+20".to_string()));
        assert_eq!(
            fmt(big("29d42b64e76714244cb"), ".3e"),
            Ok("1.235e+22".to_string())
        );
    }

    #[test]
    fn py_grouping() {
        assert_eq!(fmt(Value::Int(1234567), ","), Ok("1,234,567".to_string()));
        assert_eq!(fmt(Value::Int(1234567), "_"), Ok("1_234_567".to_string()));
        assert_eq!(fmt(Value::Int(-1234567), ","), Ok("-1,234,567".to_string()));
        assert_eq!(fmt(Value::Int(123), ","), Ok("123".to_string()));
        assert_eq!(fmt(Value::Int(1234), "09,"), Ok("0,001,234".to_string()));
        assert_eq!(fmt(Value::Int(1234), "08,"), Ok("0,001,234".to_string()));
        assert_eq!(
            fmt(Value::Int(1234567), "010,"),
            Ok("01,234,567".to_string())
        );
        assert_eq!(fmt(Value::Int(-1234), "09,"), Ok("-0,001,234".to_string()));
        assert_eq!(fmt(Value::Int(255), "_b"), Ok("1111_1111".to_string()));
        assert_eq!(fmt(Value::Int(255), "#_b"), Ok("0b1111_1111".to_string()));
        assert_eq!(fmt(Value::Int(65535), "_x"), Ok("ffff".to_string()));
        assert_eq!(
            fmt(Value::Int(65535), "#012_x"),
            Ok("0x0_0000_ffff".to_string())
        );
        assert_eq!(
            fmt(Value::Int(65535), "#012_X"),
            Ok("0X0_0000_FFFF".to_string())
        );
        assert_eq!(
            fmt(Value::Float(1234.5), "012,.2f"),
            Ok("0,001,234.50".to_string())
        );
        assert_eq!(
            fmt(Value::Float(-1234.5), "=+12,.1f"),
            Ok("-    1,234.5".to_string())
        );
        assert_eq!(
            fmt(Value::Float(1234567.891), ","),
            Ok("1,234,567.891".to_string())
        );
        assert_eq!(
            fmt(Value::Float(1234567.891), "_.2f"),
            Ok("1_234_567.89".to_string())
        );
        assert_eq!(
            fmt(Value::Float(1e+22), ",.0f"),
            Ok("10,000,000,000,000,000,000,000".to_string())
        );
        assert_eq!(
            fmt(Value::Int(1234567), ",_"),
            Err((
                ExcKind::ValueError,
                "Cannot specify both ',' and '_'.".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(1234567), "_,"),
            Err((
                ExcKind::ValueError,
                "Cannot specify both ',' and '_'.".to_string()
            ))
        );
        assert_eq!(
            fmt(s("x"), ","),
            Err((
                ExcKind::ValueError,
                "Cannot specify ',' with 's'.".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(1), ",n"),
            Err((
                ExcKind::ValueError,
                "Cannot specify ',' with 'n'.".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(1), "_c"),
            Err((
                ExcKind::ValueError,
                "Cannot specify '_' with 'c'.".to_string()
            ))
        );
        assert_eq!(fmt(Value::Float(1.5), "_e"), Ok("1.500000e+00".to_string()));
        assert_eq!(
            fmt(Value::Int(1234567), "*>15,"),
            Ok("******1,234,567".to_string())
        );
        assert_eq!(
            fmt(Value::Int(1234567), "*<15_"),
            Ok("1_234_567******".to_string())
        );
    }

    #[test]
    fn py_floats() {
        assert_eq!(fmt(Value::Float(0.1), ""), Ok("0.1".to_string()));
        assert_eq!(
            fmt(Value::Float(0.1), ".20"),
            Ok("0.10000000000000000555".to_string())
        );
        assert_eq!(
            fmt(Value::Float(0.1), ".17f"),
            Ok("0.10000000000000001".to_string())
        );
        assert_eq!(fmt(Value::Float(1e+16), ""), Ok("1e+16".to_string()));
        assert_eq!(fmt(Value::Float(1e+16), ".3"), Ok("1e+16".to_string()));
        assert_eq!(fmt(Value::Float(1e+16), "#"), Ok("1.e+16".to_string()));
        assert_eq!(
            fmt(Value::Float(1e+16), "f"),
            Ok("10000000000000000.000000".to_string())
        );
        assert_eq!(fmt(Value::Float(1e-07), ""), Ok("1e-07".to_string()));
        assert_eq!(fmt(Value::Float(1e-07), "g"), Ok("1e-07".to_string()));
        assert_eq!(fmt(Value::Float(1e-07), "f"), Ok("0.000000".to_string()));
        assert_eq!(fmt(Value::Float(1e-07), ".3e"), Ok("1.000e-07".to_string()));
        assert_eq!(
            fmt(Value::Float(123456789.125), ".2f"),
            Ok("123456789.12".to_string())
        );
        assert_eq!(
            fmt(Value::Float(123456789.125), ""),
            Ok("123456789.125".to_string())
        );
        assert_eq!(fmt(Value::Float(2.675), ".2f"), Ok("2.67".to_string()));
        assert_eq!(fmt(Value::Float(0.5), ".0f"), Ok("0".to_string()));
        assert_eq!(fmt(Value::Float(1.5), ".0f"), Ok("2".to_string()));
        assert_eq!(fmt(Value::Float(2.5), ".0f"), Ok("2".to_string()));
        assert_eq!(fmt(Value::Float(3.5), ".0f"), Ok("4".to_string()));
        assert_eq!(fmt(Value::Float(-0.5), ".0f"), Ok("-0".to_string()));
        assert_eq!(fmt(Value::Float(0.125), ".2f"), Ok("0.12".to_string()));
        assert_eq!(fmt(Value::Float(0.375), ".2f"), Ok("0.38".to_string()));
        assert_eq!(fmt(Value::Float(125.0), ".1e"), Ok("1.2e+02".to_string()));
        assert_eq!(fmt(Value::Float(1.0), ""), Ok("1.0".to_string()));
        assert_eq!(fmt(Value::Float(1.0), "5"), Ok("  1.0".to_string()));
        assert_eq!(fmt(Value::Float(1.0), ".3"), Ok("1.0".to_string()));
        assert_eq!(fmt(Value::Float(100.0), ".3"), Ok("1e+02".to_string()));
        assert_eq!(fmt(Value::Float(123.456), ".1"), Ok("1e+02".to_string()));
        assert_eq!(fmt(Value::Float(123.456), "g"), Ok("123.456".to_string()));
        assert_eq!(fmt(Value::Float(123.456), ".2g"), Ok("1.2e+02".to_string()));
        assert_eq!(fmt(Value::Int(123456), "g"), Ok("123456".to_string()));
        assert_eq!(
            fmt(Value::Float(1234567.0), "g"),
            Ok("1.23457e+06".to_string())
        );
        assert_eq!(
            fmt(Value::Float(1234567.0), "n"),
            Ok("1.23457e+06".to_string())
        );
        assert_eq!(fmt(Value::Float(0.0001), "g"), Ok("0.0001".to_string()));
        assert_eq!(fmt(Value::Float(1e-05), "g"), Ok("1e-05".to_string()));
        assert_eq!(
            fmt(Value::Float(1e-05), "#g"),
            Ok("1.00000e-05".to_string())
        );
        assert_eq!(fmt(Value::Float(1.0), "#g"), Ok("1.00000".to_string()));
        assert_eq!(fmt(Value::Float(1.0), "#.0f"), Ok("1.".to_string()));
        assert_eq!(fmt(Value::Float(12.0), "#.0e"), Ok("1.e+01".to_string()));
        assert_eq!(fmt(Value::Float(0.0), "e"), Ok("0.000000e+00".to_string()));
        assert_eq!(fmt(Value::Float(1.5), "E"), Ok("1.500000E+00".to_string()));
        assert_eq!(fmt(Value::Float(1e+100), "G"), Ok("1E+100".to_string()));
        assert_eq!(
            fmt(Value::Float(1e-100), "e"),
            Ok("1.000000e-100".to_string())
        );
        assert_eq!(fmt(Value::Float(5e-324), ""), Ok("5e-324".to_string()));
        assert_eq!(
            fmt(Value::Float(5e-324), "g"),
            Ok("4.94066e-324".to_string())
        );
        assert_eq!(
            fmt(Value::Float(5e-324), ".3e"),
            Ok("4.941e-324".to_string())
        );
        assert_eq!(
            fmt(Value::Float(1.7976931348623157e+308), ""),
            Ok("1.7976931348623157e+308".to_string())
        );
        assert_eq!(
            fmt(Value::Float(1.7976931348623157e+308), "g"),
            Ok("1.79769e+308".to_string())
        );
        assert_eq!(
            fmt(Value::Float(0.3333333333333333), ""),
            Ok("0.3333333333333333".to_string())
        );
        assert_eq!(
            fmt(Value::Float(0.3333333333333333), ".5"),
            Ok("0.33333".to_string())
        );
        assert_eq!(
            fmt(Value::Float(0.3333333333333333), "10.4f"),
            Ok("    0.3333".to_string())
        );
        assert_eq!(
            fmt(Value::Float(-0.3333333333333333), "+.3%"),
            Ok("-33.333%".to_string())
        );
        assert_eq!(fmt(Value::Float(0.25), "%"), Ok("25.000000%".to_string()));
        assert_eq!(fmt(Value::Float(0.125), ".2%"), Ok("12.50%".to_string()));
        assert_eq!(fmt(Value::Float(1.0), ".0%"), Ok("100%".to_string()));
        assert_eq!(
            fmt(Value::Float(1.0), "^+9.2%"),
            Ok("+100.00% ".to_string())
        );
        assert_eq!(fmt(Value::Float(1.5), "%"), Ok("150.000000%".to_string()));
        assert_eq!(fmt(Value::Float(f64::NAN), ""), Ok("nan".to_string()));
        assert_eq!(fmt(Value::Float(f64::NAN), "f"), Ok("nan".to_string()));
        assert_eq!(fmt(Value::Float(f64::NAN), "F"), Ok("NAN".to_string()));
        assert_eq!(
            fmt(Value::Float(f64::NAN), "+010"),
            Ok("+000000nan".to_string())
        );
        assert_eq!(fmt(Value::Float(f64::NAN), ""), Ok("nan".to_string()));
        assert_eq!(fmt(Value::Float(f64::INFINITY), ""), Ok("inf".to_string()));
        assert_eq!(fmt(Value::Float(f64::INFINITY), "E"), Ok("INF".to_string()));
        assert_eq!(
            fmt(Value::Float(f64::NEG_INFINITY), "G"),
            Ok("-INF".to_string())
        );
        assert_eq!(
            fmt(Value::Float(f64::INFINITY), "010"),
            Ok("0000000inf".to_string())
        );
        assert_eq!(
            fmt(Value::Float(f64::NEG_INFINITY), ","),
            Ok("-inf".to_string())
        );
        assert_eq!(
            fmt(Value::Float(f64::INFINITY), "%"),
            Ok("inf%".to_string())
        );
        assert_eq!(
            fmt(Value::Float(f64::INFINITY), "*^9"),
            Ok("***inf***".to_string())
        );
        assert_eq!(fmt(Value::Float(-0.0), ""), Ok("-0.0".to_string()));
        assert_eq!(fmt(Value::Float(-0.0), "f"), Ok("-0.000000".to_string()));
        assert_eq!(fmt(Value::Float(-0.0), "g"), Ok("-0".to_string()));
        assert_eq!(
            fmt(Value::Float(-0.0), "e"),
            Ok("-0.000000e+00".to_string())
        );
        assert_eq!(fmt(Value::Float(-0.0), "z"), Ok("0.0".to_string()));
        assert_eq!(fmt(Value::Float(-0.0), "zf"), Ok("0.000000".to_string()));
        assert_eq!(fmt(Value::Float(-0.0001), "z.2f"), Ok("0.00".to_string()));
        assert_eq!(fmt(Value::Float(-0.0001), ".2f"), Ok("-0.00".to_string()));
        assert_eq!(
            fmt(Value::Float(-1e-300), "z.3e"),
            Ok("-1.000e-300".to_string())
        );
        assert_eq!(fmt(Value::Float(-0.0), "%"), Ok("-0.000000%".to_string()));
        assert_eq!(fmt(Value::Float(-0.0), "z%"), Ok("0.000000%".to_string()));
        assert_eq!(fmt(Value::Float(-0.004), "z.2%"), Ok("-0.40%".to_string()));
        assert_eq!(fmt(Value::Float(-0.0), "+"), Ok("-0.0".to_string()));
        assert_eq!(fmt(Value::Float(0.0), "+"), Ok("+0.0".to_string()));
        assert_eq!(
            fmt(Value::Float(4.56789), "=+10.2f"),
            Ok("+     4.57".to_string())
        );
        assert_eq!(
            fmt(Value::Float(4.56789), "010.3"),
            Ok("0000004.57".to_string())
        );
        assert_eq!(
            fmt(Value::Float(-4.56789), "010.3"),
            Ok("-000004.57".to_string())
        );
        assert_eq!(
            fmt(Value::Float(4.56789), "\u{20ac}^12.4"),
            Ok("\u{20ac}\u{20ac}\u{20ac}4.568\u{20ac}\u{20ac}\u{20ac}\u{20ac}".to_string())
        );
        assert_eq!(
            fmt(Value::Float(1.5), "d"),
            Err((
                ExcKind::ValueError,
                "Unknown format code 'd' for object of type 'float'".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Float(1.5), "x"),
            Err((
                ExcKind::ValueError,
                "Unknown format code 'x' for object of type 'float'".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Float(1.5), "c"),
            Err((
                ExcKind::ValueError,
                "Unknown format code 'c' for object of type 'float'".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Float(1.5), "s"),
            Err((
                ExcKind::ValueError,
                "Unknown format code 's' for object of type 'float'".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Float(1.0), ".2147483648f"),
            Err((ExcKind::ValueError, "precision too big".to_string()))
        );
        assert_eq!(fmt(Value::Float(1e+300), ".0f"), Ok("1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160".to_string()));
        assert_eq!(
            fmt(Value::Float(9.5367431640625e-07), ".25f"),
            Ok("0.0000009536743164062500000".to_string())
        );
    }

    #[test]
    fn py_strings() {
        assert_eq!(fmt(s("abc"), ""), Ok("abc".to_string()));
        assert_eq!(fmt(s("abc"), "s"), Ok("abc".to_string()));
        assert_eq!(fmt(s("abc"), "5"), Ok("abc  ".to_string()));
        assert_eq!(fmt(s("abc"), ">5"), Ok("  abc".to_string()));
        assert_eq!(fmt(s("abc"), "^6"), Ok(" abc  ".to_string()));
        assert_eq!(fmt(s("abc"), "^7.2"), Ok("  ab   ".to_string()));
        assert_eq!(fmt(s("abc"), "*>7"), Ok("****abc".to_string()));
        assert_eq!(fmt(s("abc"), ".1"), Ok("a".to_string()));
        assert_eq!(fmt(s("abc"), ".0"), Ok("".to_string()));
        assert_eq!(fmt(s(""), "3"), Ok("   ".to_string()));
        assert_eq!(
            fmt(s("\u{e9}"), "\u{20ac}^5"),
            Ok("\u{20ac}\u{20ac}\u{e9}\u{20ac}\u{20ac}".to_string())
        );
        assert_eq!(
            fmt(s("\u{65e5}\u{672c}"), ">4"),
            Ok("  \u{65e5}\u{672c}".to_string())
        );
        assert_eq!(fmt(s("ab"), "05"), Ok("ab000".to_string()));
        assert_eq!(fmt(s("ab"), "0>5"), Ok("000ab".to_string()));
        assert_eq!(fmt(s("abc"), "2"), Ok("abc".to_string()));
        assert_eq!(
            fmt(s("a"), ">+5"),
            Err((
                ExcKind::ValueError,
                "Sign not allowed in string format specifier".to_string()
            ))
        );
        assert_eq!(
            fmt(s("a"), "+"),
            Err((
                ExcKind::ValueError,
                "Sign not allowed in string format specifier".to_string()
            ))
        );
        assert_eq!(
            fmt(s("a"), " "),
            Err((
                ExcKind::ValueError,
                "Space not allowed in string format specifier".to_string()
            ))
        );
        assert_eq!(
            fmt(s("a"), "-"),
            Err((
                ExcKind::ValueError,
                "Sign not allowed in string format specifier".to_string()
            ))
        );
        assert_eq!(
            fmt(s("a"), "z"),
            Err((
                ExcKind::ValueError,
                "Negative zero coercion (z) not allowed in string format specifier".to_string()
            ))
        );
        assert_eq!(
            fmt(s("a"), "#"),
            Err((
                ExcKind::ValueError,
                "Alternate form (#) not allowed in string format specifier".to_string()
            ))
        );
        assert_eq!(
            fmt(s("a"), "=5"),
            Err((
                ExcKind::ValueError,
                "'=' alignment not allowed in string format specifier".to_string()
            ))
        );
        assert_eq!(
            fmt(s("a"), "d"),
            Err((
                ExcKind::ValueError,
                "Unknown format code 'd' for object of type 'str'".to_string()
            ))
        );
        assert_eq!(
            fmt(s("a"), ","),
            Err((
                ExcKind::ValueError,
                "Cannot specify ',' with 's'.".to_string()
            ))
        );
        assert_eq!(
            fmt(s("a"), "_"),
            Err((
                ExcKind::ValueError,
                "Cannot specify '_' with 's'.".to_string()
            ))
        );
        assert_eq!(
            fmt(s("a"), "\u{1}"),
            Err((
                ExcKind::ValueError,
                "Unknown format code '\\x1' for object of type 'str'".to_string()
            ))
        );
        assert_eq!(
            fmt(s("a"), "\u{e9}"),
            Err((
                ExcKind::ValueError,
                "Unknown format code '\\xe9' for object of type 'str'".to_string()
            ))
        );
        assert_eq!(
            fmt(s("a"), "abc"),
            Err((
                ExcKind::ValueError,
                "Invalid format specifier 'abc' for object of type 'str'".to_string()
            ))
        );
        assert_eq!(
            fmt(s("a"), "."),
            Err((
                ExcKind::ValueError,
                "Format specifier missing precision".to_string()
            ))
        );
        assert_eq!(
            fmt(s("a"), "1111111111111111111111111"),
            Err((
                ExcKind::ValueError,
                "Too many decimal digits in format string".to_string()
            ))
        );
    }

    #[test]
    fn py_other_types() {
        assert_eq!(fmt(Value::None, ""), Ok("None".to_string()));
        assert_eq!(
            fmt(Value::None, "x"),
            Err((
                ExcKind::TypeError,
                "unsupported format string passed to NoneType.__format__".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::list(vec![Value::Int(1), s("a")]), ""),
            Ok("[1, 'a']".to_string())
        );
        assert_eq!(
            fmt(Value::list(vec![Value::Int(1)]), ">5"),
            Err((
                ExcKind::TypeError,
                "unsupported format string passed to list.__format__".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::tuple(vec![Value::Int(1)]), ""),
            Ok("(1,)".to_string())
        );
        assert_eq!(
            fmt(Value::tuple(vec![Value::Int(1)]), "s"),
            Err((
                ExcKind::TypeError,
                "unsupported format string passed to tuple.__format__".to_string()
            ))
        );
        assert_eq!(
            fmt(dict(vec![(s("a"), Value::Int(1))]), ""),
            Ok("{'a': 1}".to_string())
        );
        assert_eq!(
            fmt(dict(vec![(s("a"), Value::Int(1))]), "^3"),
            Err((
                ExcKind::TypeError,
                "unsupported format string passed to dict.__format__".to_string()
            ))
        );
        assert_eq!(fmt(range(0, 3, 1), ""), Ok("range(0, 3)".to_string()));
        assert_eq!(
            fmt(range(0, 3, 1), "d"),
            Err((
                ExcKind::TypeError,
                "unsupported format string passed to range.__format__".to_string()
            ))
        );
    }

    #[test]
    fn py_spec_errors() {
        assert_eq!(
            fmt(Value::Float(1.5), "d"),
            Err((
                ExcKind::ValueError,
                "Unknown format code 'd' for object of type 'float'".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(3), ".2d"),
            Err((
                ExcKind::ValueError,
                "Precision not allowed in integer format specifier".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(3), ".2c"),
            Err((
                ExcKind::ValueError,
                "Precision not allowed in integer format specifier".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(-1), "c"),
            Err((
                ExcKind::OverflowError,
                "%c arg not in range(0x110000)".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(1114112), "c"),
            Err((
                ExcKind::OverflowError,
                "%c arg not in range(0x110000)".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(1), ",_"),
            Err((
                ExcKind::ValueError,
                "Cannot specify both ',' and '_'.".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(1), "+c"),
            Err((
                ExcKind::ValueError,
                "Sign not allowed with integer format specifier 'c'".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(1), "#c"),
            Err((
                ExcKind::ValueError,
                "Alternate form (#) not allowed with integer format specifier 'c'".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(0), "z"),
            Err((
                ExcKind::ValueError,
                "Negative zero coercion (z) not allowed in integer format specifier".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(1), "abc"),
            Err((
                ExcKind::ValueError,
                "Invalid format specifier 'abc' for object of type 'int'".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Float(1.5), "abc"),
            Err((
                ExcKind::ValueError,
                "Invalid format specifier 'abc' for object of type 'float'".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(1), ",,"),
            Err((
                ExcKind::ValueError,
                "Cannot specify ',' with ','.".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(1), ".,"),
            Err((
                ExcKind::ValueError,
                "Format specifier missing precision".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(1), ",\u{1}"),
            Err((
                ExcKind::ValueError,
                "Cannot specify ',' with '\\x1'.".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(1), "\u{1}"),
            Err((
                ExcKind::ValueError,
                "Unknown format code '\\x1' for object of type 'int'".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(1), "\u{e9}"),
            Err((
                ExcKind::ValueError,
                "Unknown format code '\\xe9' for object of type 'int'".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Int(1), "111111111111111111111111111111"),
            Err((
                ExcKind::ValueError,
                "Too many decimal digits in format string".to_string()
            ))
        );
        assert_eq!(
            fmt(Value::Float(1.5), ".999999999999999999999999999999"),
            Err((
                ExcKind::ValueError,
                "Too many decimal digits in format string".to_string()
            ))
        );
        assert_eq!(fmt(Value::Int(5), "\u{663}"), Ok("  5".to_string()));
        assert_eq!(
            fmt(Value::Bool(true), "s"),
            Err((
                ExcKind::ValueError,
                "Unknown format code 's' for object of type 'bool'".to_string()
            ))
        );
        assert_eq!(fmt(Value::Int(1), ""), Ok("1".to_string()));
        assert_eq!(fmt(Value::Int(1), "="), Ok("1".to_string()));
    }

    #[test]
    fn py_printf() {
        assert_eq!(pf("%s", s("x")), Ok("x".to_string()));
        assert_eq!(pf("%s", Value::Int(5)), Ok("5".to_string()));
        assert_eq!(
            pf("%s", Value::tuple(vec![Value::Int(5)])),
            Ok("5".to_string())
        );
        assert_eq!(
            pf(
                "%s",
                Value::tuple(vec![Value::tuple(vec![Value::Int(1), Value::Int(2)])])
            ),
            Ok("(1, 2)".to_string())
        );
        assert_eq!(
            pf("%s", Value::list(vec![Value::Int(1), Value::Int(2)])),
            Ok("[1, 2]".to_string())
        );
        assert_eq!(
            pf("%s", dict(vec![(s("a"), Value::Int(1))])),
            Ok("{'a': 1}".to_string())
        );
        assert_eq!(
            pf("%s %s", Value::tuple(vec![Value::Int(1), s("a")])),
            Ok("1 a".to_string())
        );
        assert_eq!(pf("%r", s("a")), Ok("'a'".to_string()));
        assert_eq!(pf("%a", s("\u{e9}")), Ok("'\\xe9'".to_string()));
        assert_eq!(
            pf(
                "%r %a %s",
                Value::tuple(vec![s("\u{e9}"), s("\u{e9}"), s("\u{e9}")])
            ),
            Ok("'\u{e9}' '\\xe9' \u{e9}".to_string())
        );
        assert_eq!(pf("%d", Value::Int(42)), Ok("42".to_string()));
        assert_eq!(pf("%i", Value::Int(-42)), Ok("-42".to_string()));
        assert_eq!(pf("%u", Value::Int(7)), Ok("7".to_string()));
        assert_eq!(pf("%d", Value::Bool(true)), Ok("1".to_string()));
        assert_eq!(pf("%d", Value::Float(3.7)), Ok("3".to_string()));
        assert_eq!(pf("%d", Value::Float(-3.7)), Ok("-3".to_string()));
        assert_eq!(
            pf("%d", big("400000000000000000")),
            Ok("1180591620717411303424".to_string())
        );
        assert_eq!(
            pf(
                "%5d|%-5d|%05d",
                Value::tuple(vec![Value::Int(1), Value::Int(2), Value::Int(3)])
            ),
            Ok("    1|2    |00003".to_string())
        );
        assert_eq!(
            pf(
                "%+d % d %+d",
                Value::tuple(vec![Value::Int(1), Value::Int(1), Value::Int(-1)])
            ),
            Ok("+1  1 -1".to_string())
        );
        assert_eq!(
            pf(
                "%x %X %o",
                Value::tuple(vec![Value::Int(255), Value::Int(255), Value::Int(8)])
            ),
            Ok("ff FF 10".to_string())
        );
        assert_eq!(
            pf(
                "%#x %#X %#o",
                Value::tuple(vec![Value::Int(255), Value::Int(255), Value::Int(8)])
            ),
            Ok("0xff 0XFF 0o10".to_string())
        );
        assert_eq!(
            pf(
                "%#08x|%+#08x|%#08o|%-#8o|",
                Value::tuple(vec![
                    Value::Int(255),
                    Value::Int(255),
                    Value::Int(8),
                    Value::Int(8)
                ])
            ),
            Ok("0x0000ff|+0x000ff|0o000010|0o10    |".to_string())
        );
        assert_eq!(pf("%x", Value::Int(-255)), Ok("-ff".to_string()));
        assert_eq!(pf("%.5x", Value::Int(255)), Ok("000ff".to_string()));
        assert_eq!(pf("%#.5x", Value::Int(255)), Ok("0x000ff".to_string()));
        assert_eq!(
            pf(
                "%05s|%-05d|%-+05d|% 05d|%+5s",
                Value::tuple(vec![
                    s("a"),
                    Value::Int(3),
                    Value::Int(3),
                    Value::Int(3),
                    s("b")
                ])
            ),
            Ok("    a|3    |+3   | 0003|    b".to_string())
        );
        assert_eq!(pf("%f", Value::Float(1.5)), Ok("1.500000".to_string()));
        assert_eq!(pf("%F", Value::Float(f64::NAN)), Ok("NAN".to_string()));
        assert_eq!(
            pf("%e", Value::Float(12345.678)),
            Ok("1.234568e+04".to_string())
        );
        assert_eq!(pf("%E", Value::Float(f64::INFINITY)), Ok("INF".to_string()));
        assert_eq!(pf("%g", Value::Float(1e-05)), Ok("1e-05".to_string()));
        assert_eq!(pf("%G", Value::Float(1e+100)), Ok("1E+100".to_string()));
        assert_eq!(pf("%.2f", Value::Float(2.675)), Ok("2.67".to_string()));
        assert_eq!(pf("%.0f", Value::Float(0.5)), Ok("0".to_string()));
        assert_eq!(pf("%.0f", Value::Float(1.5)), Ok("2".to_string()));
        assert_eq!(pf("%#.0f", Value::Float(1.0)), Ok("1.".to_string()));
        assert_eq!(pf("%#.3g", Value::Float(1.0)), Ok("1.00".to_string()));
        assert_eq!(pf("%+.3g", Value::Float(2.0)), Ok("+2".to_string()));
        assert_eq!(
            pf("%08.3f", Value::Float(-4.56789)),
            Ok("-004.568".to_string())
        );
        assert_eq!(pf("% f", Value::Float(1.0)), Ok(" 1.000000".to_string()));
        assert_eq!(
            pf("%-8.2e|", Value::Float(3.0)),
            Ok("3.00e+00|".to_string())
        );
        assert_eq!(
            pf("%08f", Value::Float(f64::NEG_INFINITY)),
            Ok("-0000inf".to_string())
        );
        assert_eq!(pf("%08.2f", Value::Float(-0.0)), Ok("-0000.00".to_string()));
        assert_eq!(pf("%f", Value::Int(5)), Ok("5.000000".to_string()));
        assert_eq!(
            pf("%.3f", big("400000000000000000")),
            Ok("1180591620717411303424.000".to_string())
        );
        assert_eq!(pf("%c", Value::Int(65)), Ok("A".to_string()));
        assert_eq!(pf("%c", s("z")), Ok("z".to_string()));
        assert_eq!(
            pf("%3c|%-3c|", Value::tuple(vec![s("z"), Value::Int(65)])),
            Ok("  z|A  |".to_string())
        );
        assert_eq!(pf("%c", Value::Int(128512)), Ok("\u{1f600}".to_string()));
        assert_eq!(pf("%5.1s|", s("abc")), Ok("    a|".to_string()));
        assert_eq!(pf("%.0s|", s("x")), Ok("|".to_string()));
        assert_eq!(pf("%5r", s("a")), Ok("  'a'".to_string()));
        assert_eq!(
            pf("%*d|", Value::tuple(vec![Value::Int(5), Value::Int(1)])),
            Ok("    1|".to_string())
        );
        assert_eq!(
            pf("%-*d|", Value::tuple(vec![Value::Int(5), Value::Int(1)])),
            Ok("1    |".to_string())
        );
        assert_eq!(
            pf("%*d|", Value::tuple(vec![Value::Int(-5), Value::Int(1)])),
            Ok("1    |".to_string())
        );
        assert_eq!(
            pf(
                "%.*f",
                Value::tuple(vec![Value::Int(2), Value::Float(4.56789)])
            ),
            Ok("4.57".to_string())
        );
        assert_eq!(
            pf(
                "%.*f",
                Value::tuple(vec![Value::Int(-3), Value::Float(1.5)])
            ),
            Ok("2".to_string())
        );
        assert_eq!(
            pf(
                "%*.*f|",
                Value::tuple(vec![Value::Int(10), Value::Int(3), Value::Float(4.56789)])
            ),
            Ok("     4.568|".to_string())
        );
        assert_eq!(
            pf(
                "%ld %hi %Lf",
                Value::tuple(vec![Value::Int(1), Value::Int(2), Value::Float(3.0)])
            ),
            Ok("1 2 3.000000".to_string())
        );
        assert_eq!(pf("100%% %s", s("ok")), Ok("100% ok".to_string()));
        assert_eq!(pf("%%", Value::tuple(vec![])), Ok("%".to_string()));
        assert_eq!(
            pf(
                "%(a)s|%(a)r|%(b)5d",
                dict(vec![(s("a"), s("x")), (s("b"), Value::Int(7))])
            ),
            Ok("x|'x'|    7".to_string())
        );
        assert_eq!(
            pf("%((a))s", dict(vec![(s("(a)"), Value::Int(1))])),
            Ok("1".to_string())
        );
        assert_eq!(
            pf("%s", Value::tuple(vec![])),
            Err((
                ExcKind::TypeError,
                "not enough arguments for format string".to_string()
            ))
        );
        assert_eq!(
            pf("%s %s", Value::tuple(vec![Value::Int(1)])),
            Err((
                ExcKind::TypeError,
                "not enough arguments for format string".to_string()
            ))
        );
        assert_eq!(
            pf("%s", Value::tuple(vec![Value::Int(1), Value::Int(2)])),
            Err((
                ExcKind::TypeError,
                "not all arguments converted during string formatting".to_string()
            ))
        );
        assert_eq!(
            pf("hello", Value::Int(5)),
            Err((
                ExcKind::TypeError,
                "not all arguments converted during string formatting".to_string()
            ))
        );
        assert_eq!(
            pf("hello", Value::list(vec![Value::Int(1)])),
            Ok("hello".to_string())
        );
        assert_eq!(pf("hello", dict(vec![])), Ok("hello".to_string()));
        assert_eq!(
            pf("hello", s("x")),
            Err((
                ExcKind::TypeError,
                "not all arguments converted during string formatting".to_string()
            ))
        );
        assert_eq!(
            pf("%(a)s", Value::tuple(vec![Value::Int(1)])),
            Err((ExcKind::TypeError, "format requires a mapping".to_string()))
        );
        assert_eq!(
            pf("%(a)s", Value::Int(5)),
            Err((ExcKind::TypeError, "format requires a mapping".to_string()))
        );
        assert_eq!(
            pf("%(a)s", dict(vec![])),
            Err((ExcKind::KeyError, "'a'".to_string()))
        );
        assert_eq!(
            pf("%(a)s", Value::list(vec![Value::Int(1)])),
            Err((
                ExcKind::TypeError,
                "list indices must be integers or slices, not str".to_string()
            ))
        );
        assert_eq!(
            pf("%(a", dict(vec![(s("a"), Value::Int(1))])),
            Err((ExcKind::ValueError, "incomplete format key".to_string()))
        );
        assert_eq!(
            pf("%(a)", dict(vec![(s("a"), Value::Int(1))])),
            Err((ExcKind::ValueError, "incomplete format".to_string()))
        );
        assert_eq!(
            pf("%", Value::tuple(vec![])),
            Err((ExcKind::ValueError, "incomplete format".to_string()))
        );
        assert_eq!(
            pf("abc%", Value::tuple(vec![])),
            Err((ExcKind::ValueError, "incomplete format".to_string()))
        );
        assert_eq!(
            pf("%5", Value::Int(1)),
            Err((ExcKind::ValueError, "incomplete format".to_string()))
        );
        assert_eq!(
            pf("%.", Value::Int(1)),
            Err((ExcKind::ValueError, "incomplete format".to_string()))
        );
        assert_eq!(
            pf("%l", Value::Int(5)),
            Err((ExcKind::ValueError, "incomplete format".to_string()))
        );
        assert_eq!(
            pf("%y", Value::Int(1)),
            Err((
                ExcKind::ValueError,
                "unsupported format character 'y' (0x79) at index 1".to_string()
            ))
        );
        assert_eq!(
            pf("abc %y", Value::Int(1)),
            Err((
                ExcKind::ValueError,
                "unsupported format character 'y' (0x79) at index 5".to_string()
            ))
        );
        assert_eq!(
            pf("%y", Value::tuple(vec![])),
            Err((
                ExcKind::TypeError,
                "not enough arguments for format string".to_string()
            ))
        );
        assert_eq!(
            pf("%\u{e9}", Value::Int(5)),
            Err((
                ExcKind::ValueError,
                "unsupported format character '?' (0xe9) at index 1".to_string()
            ))
        );
        assert_eq!(
            pf("%\u{1}", Value::Int(5)),
            Err((
                ExcKind::ValueError,
                "unsupported format character '?' (0x1) at index 1".to_string()
            ))
        );
        assert_eq!(
            pf("%d", s("x")),
            Err((
                ExcKind::TypeError,
                "%d format: a real number is required, not str".to_string()
            ))
        );
        assert_eq!(
            pf("%i", Value::None),
            Err((
                ExcKind::TypeError,
                "%i format: a real number is required, not NoneType".to_string()
            ))
        );
        assert_eq!(
            pf("%x", Value::Float(3.0)),
            Err((
                ExcKind::TypeError,
                "%x format: an integer is required, not float".to_string()
            ))
        );
        assert_eq!(
            pf("%x", s("a")),
            Err((
                ExcKind::TypeError,
                "%x format: an integer is required, not str".to_string()
            ))
        );
        assert_eq!(
            pf("%o", Value::list(vec![Value::Int(1)])),
            Err((
                ExcKind::TypeError,
                "%o format: an integer is required, not list".to_string()
            ))
        );
        assert_eq!(
            pf("%f", s("a")),
            Err((
                ExcKind::TypeError,
                "must be real number, not str".to_string()
            ))
        );
        assert_eq!(
            pf("%e", Value::None),
            Err((
                ExcKind::TypeError,
                "must be real number, not NoneType".to_string()
            ))
        );
        assert_eq!(
            pf("%c", Value::Float(1.5)),
            Err((ExcKind::TypeError, "%c requires int or char".to_string()))
        );
        assert_eq!(
            pf("%c", s("ab")),
            Err((ExcKind::TypeError, "%c requires int or char".to_string()))
        );
        assert_eq!(
            pf("%c", Value::Int(-1)),
            Err((
                ExcKind::OverflowError,
                "%c arg not in range(0x110000)".to_string()
            ))
        );
        assert_eq!(
            pf("%c", Value::Int(1114112)),
            Err((
                ExcKind::OverflowError,
                "%c arg not in range(0x110000)".to_string()
            ))
        );
        assert_eq!(
            pf("%c", big("400000000000000000")),
            Err((
                ExcKind::OverflowError,
                "%c arg not in range(0x110000)".to_string()
            ))
        );
        assert_eq!(
            pf("%d", Value::Float(f64::NAN)),
            Err((
                ExcKind::ValueError,
                "cannot convert float NaN to integer".to_string()
            ))
        );
        assert_eq!(
            pf("%d", Value::Float(f64::INFINITY)),
            Err((
                ExcKind::OverflowError,
                "cannot convert float infinity to integer".to_string()
            ))
        );
        assert_eq!(
            pf("%*d", Value::tuple(vec![Value::Float(3.0), Value::Int(1)])),
            Err((ExcKind::TypeError, "* wants int".to_string()))
        );
        assert_eq!(
            pf(
                "%*d",
                Value::tuple(vec![big("400000000000000000"), Value::Int(1)])
            ),
            Err((
                ExcKind::OverflowError,
                "Python int too large to convert to C ssize_t".to_string()
            ))
        );
        assert_eq!(
            pf(
                "%.*d",
                Value::tuple(vec![Value::Int(1099511627776), Value::Int(1)])
            ),
            Err((
                ExcKind::OverflowError,
                "Python int too large to convert to C int".to_string()
            ))
        );
        assert_eq!(
            pf("%.2147483648f", Value::Float(1.0)),
            Err((ExcKind::ValueError, "precision too big".to_string()))
        );
        assert_eq!(
            pf("%99999999999999999999d", Value::Int(1)),
            Err((ExcKind::ValueError, "width too big".to_string()))
        );
        assert_eq!(
            pf("%.2147483647d", Value::Int(1)),
            Err((ExcKind::OverflowError, "precision too large".to_string()))
        );
        assert_eq!(pf("%s", big("31e20801036510f3c591fde5361dc619987896700f4451e1c85ce19029146ae88803ffabbeab14ba3f3e0ad3674348e2a33e76dc901f3ed3e1dc0e1128998eaff073ffb329c516fc89b76d29695cacda39549394358c229554ff778a46102881147e479802882acda05333319cd769bd74f0f33cc0c57f4e1c2adf51aa1beceb32a78da8c60cc36a580e5e2bfd9ddd2ca8536316bc8acd2d5449f5abf7d1cd6f79a32c697a4376b4fc194c5da4085a09c4e3f77d38f57f433d457ce0476e3373342c7f20cdce345db8c0ea480eff573220b15a3ff7e29c2c5a14b2cd9007dcfd19fe81da53af4144faa6d495206a1f1a1b9430c4a228a22f2a9a2c0cb9ed53c66d67ebe38df7881d1fff42d20495d028efd662d2e4904547beee140ea4eb3c1bc971e05e83e2811c3491aa535d2164b294c1f9af0574fc671bc8561d8ba30b9b5dd79177e8463a5546cd498abef25e88142a3d9d26d3b539455d90a06d81fd69ba79ed2f159c136404be0cc7857ba82db48f88beaeb8b7af9a99e38be7e76767b9d1f9657bc54a2662d8ce64fab624e0417c60c797f8d294d69dc3eb0f9d673ed6a2dfbc64445bb92bec946db2995568bbd8259543ba7c2268505e45b76236a06370da474416255493a33b7b72bf80e85b3e90aeb600da52b387b8e66f83a69323c005cf22d2c10acbbb37d33f4db56bb9e02e6e2dcc25022049d99f76a188d94bd03802df170caeaade60e72101f4b42c3cf98a859ade07e579b3aa5b05ec27b8b50531a3f351bf4675e6600fe0f4d31a30ee505dfe0cebf7c02fbddd3e7ce9972e0edef93db975c8370cae134278c1b9cf83bfe511099996c1870a19ac00cfaa0bbe0e285606b4da653011677bd5234b2ce6a757ba23a6f3a68b2601899141754fa80f51d45167d35a355a95e812a2652f696b494672692a6b96bc14827af1535064af2cbf7d468e98d62c89540c7ebd808606648d4da413b5d71fc121323b5d3a9d0633444eefd31e2dea2f0b8f38e77bcb95da4188035d2199b5b628152138b272826d5a3fb65885f89823dacb42065cc9944669027aaadc19b33319886d480ed2caa630d5366bedb4a39747a9c35ba6a46c07bd554f5fb4e4f5212aa15045dce636f65c0678180c335a3de853a2dfafa6f9faa81ede053d67d341ab8b542578da1931a8518b194d0c630510b8e55ba1fef3953bf10445994f14bf1e886bd71eaa861a0dd775890e5adac34db339754ba63f34cc1d792fafe714a8b2eadd0c2c3dc940adad2918cdbe77bbbb155ca916681f4e5e78d77fd42a0ba0ab95402a6fbe6d8f5bf93f5b1a6aaf5fd86b8346881f7b4a667dfa95ff53c828a5bf08559fdfc8c872f05a442418c175eb2275a65953aed0130c0605382c7bb61f07a65561047f29e2838b47b099540b8eed19c5af6ab819fe9299bc9bc499d025ed9d13a4f0bceb731b831c3bd9b1585b86714897806a8e1016b3039fae10693d820312f861f222bb283fca834b202024a8f05ef15f2fd44d19bad99b738394d51ecabab66885904737948d80c3c6481a378480948ff4b835ac149de4966239b581ef99ea170315b8271fa5247d55f053c525d43c0480c01c99ec6c0705cde5d6628553c3f14b03f8cebec2b17b53e2bc06660d5e0779ec35848a65f16ee2c16dbc49d056e19a3b63915264dc06d7a66bfc1f7fafe64007d55525b1059732a42a4609aec81477861dd3f53af7aede6966dbbe4d52bdf9a66c9f752b08b5f7dfdfba7c6a6ccc80a93bad13a5922f949bb3e5d9e50c8c09b9198b3efbf619e9aba34ff86d4a28d5c491db33c5e745e6f592f8453986a08d4a8335d486d51cc654236818991e6f4957f4c22b2c7c1d196c620bed5789ae0d57819f312f0568897382d31c670e0182f1912d6c6560dd6b514f5dd88254a8cd0e7888323c7cc0353a9761179e972e41c8832119525b93d99a76cc3b67dc1495aec566bc2c8990678e4ce171cb0b703a4204015d0c7ebb97c3467df161284b946b80a4b23a3180fc7e63f868bdc39741193b71470d427e100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000")), Err((ExcKind::ValueError, "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit".to_string())));
        assert_eq!(
            pf("%s %s", Value::list(vec![Value::Int(1), Value::Int(2)])),
            Err((
                ExcKind::TypeError,
                "not enough arguments for format string".to_string()
            ))
        );
        assert_eq!(pf("%s", range(0, 3, 1)), Ok("range(0, 3)".to_string()));
        assert_eq!(
            pf("%(x)s", range(0, 3, 1)),
            Err((
                ExcKind::TypeError,
                "range indices must be integers or slices, not str".to_string()
            ))
        );
    }

    #[test]
    fn py_str_format() {
        assert_eq!(sf("{}", vec![Value::Int(1)], vec![]), Ok("1".to_string()));
        assert_eq!(
            sf("{} {}", vec![s("a"), s("b")], vec![]),
            Ok("a b".to_string())
        );
        assert_eq!(
            sf("{0}{1}{0}", vec![s("a"), s("b")], vec![]),
            Ok("aba".to_string())
        );
        assert_eq!(
            sf("{1}{0}", vec![s("a"), s("b")], vec![]),
            Ok("ba".to_string())
        );
        assert_eq!(
            sf(
                "{x}-{y}",
                vec![],
                vec![("x", Value::Int(1)), ("y", Value::Int(2))]
            ),
            Ok("1-2".to_string())
        );
        assert_eq!(
            sf("{a}{}", vec![Value::Int(1)], vec![("a", Value::Int(2))]),
            Ok("21".to_string())
        );
        assert_eq!(
            sf(
                "{0[1]}",
                vec![Value::list(vec![Value::Int(1), Value::Int(2)])],
                vec![]
            ),
            Ok("2".to_string())
        );
        assert_eq!(
            sf("{0[a]}", vec![dict(vec![(s("a"), Value::Int(5))])], vec![]),
            Ok("5".to_string())
        );
        assert_eq!(
            sf(
                "{0[0][1]}",
                vec![Value::list(vec![Value::list(vec![
                    Value::Int(1),
                    Value::Int(2)
                ])])],
                vec![]
            ),
            Ok("2".to_string())
        );
        assert_eq!(
            sf("{x[k]}", vec![], vec![("x", dict(vec![(s("k"), s("v"))]))]),
            Ok("v".to_string())
        );
        assert_eq!(
            sf(
                "{0[1]}",
                vec![Value::tuple(vec![Value::Int(1), s("b")])],
                vec![]
            ),
            Ok("b".to_string())
        );
        assert_eq!(sf("{0[1]}", vec![s("xyz")], vec![]), Ok("y".to_string()));
        assert_eq!(
            sf("{0[2]}", vec![range(0, 10, 3)], vec![]),
            Ok("6".to_string())
        );
        assert_eq!(
            sf(
                "{0[1]}",
                vec![dict(vec![(Value::Int(1), s("one"))])],
                vec![]
            ),
            Ok("one".to_string())
        );
        assert_eq!(
            sf("{0[0]}", vec![dict(vec![(s("0"), s("str key"))])], vec![]),
            Err((ExcKind::KeyError, "0".to_string()))
        );
        assert_eq!(sf("{0!r}", vec![s("a")], vec![]), Ok("'a'".to_string()));
        assert_eq!(
            sf("{0!s}", vec![Value::Float(1.5)], vec![]),
            Ok("1.5".to_string())
        );
        assert_eq!(
            sf("{0!a}", vec![s("\u{e9}")], vec![]),
            Ok("'\\xe9'".to_string())
        );
        assert_eq!(
            sf("{0!r:^9}", vec![s("x")], vec![]),
            Ok("   'x'   ".to_string())
        );
        assert_eq!(
            sf("{x!r:>5}", vec![], vec![("x", s("a"))]),
            Ok("  'a'".to_string())
        );
        assert_eq!(sf("{!r:}", vec![s("a")], vec![]), Ok("'a'".to_string()));
        assert_eq!(sf("{:>5}", vec![s("a")], vec![]), Ok("    a".to_string()));
        assert_eq!(
            sf("{:*^9,}", vec![Value::Int(12345)], vec![]),
            Ok("*12,345**".to_string())
        );
        assert_eq!(
            sf("{:.3f}", vec![Value::Float(2.0)], vec![]),
            Ok("2.000".to_string())
        );
        assert_eq!(
            sf("{0:{1}}", vec![s("a"), Value::Int(5)], vec![]),
            Ok("a    ".to_string())
        );
        assert_eq!(
            sf("{:{}}", vec![s("a"), Value::Int(5)], vec![]),
            Ok("a    ".to_string())
        );
        assert_eq!(
            sf(
                "{:{}.{}}",
                vec![Value::Float(4.56789), Value::Int(10), Value::Int(3)],
                vec![]
            ),
            Ok("      4.57".to_string())
        );
        assert_eq!(
            sf(
                "{:>{w}.{p}f}",
                vec![Value::Float(4.56789)],
                vec![("w", Value::Int(10)), ("p", Value::Int(2))]
            ),
            Ok("      4.57".to_string())
        );
        assert_eq!(
            sf(
                "{0:{1}{2}}",
                vec![Value::Int(5), s("<"), Value::Int(4)],
                vec![]
            ),
            Ok("5   ".to_string())
        );
        assert_eq!(sf("{{}}", vec![], vec![]), Ok("{}".to_string()));
        assert_eq!(
            sf("{{{0}}}", vec![Value::Int(1)], vec![]),
            Ok("{1}".to_string())
        );
        assert_eq!(
            sf("x{}y{{z}}", vec![s("!")], vec![]),
            Ok("x!y{z}".to_string())
        );
        assert_eq!(
            sf("{}", vec![Value::list(vec![Value::Int(1), s("a")])], vec![]),
            Ok("[1, 'a']".to_string())
        );
        assert_eq!(
            sf("{:}", vec![Value::list(vec![Value::Int(1)])], vec![]),
            Ok("[1]".to_string())
        );
        assert_eq!(
            sf("{!s:>4}", vec![Value::list(vec![Value::Int(1)])], vec![]),
            Ok(" [1]".to_string())
        );
        assert_eq!(sf("{}", vec![Value::None], vec![]), Ok("None".to_string()));
        assert_eq!(
            sf("{}", vec![Value::Bool(true)], vec![]),
            Ok("True".to_string())
        );
        assert_eq!(
            sf("{:d}", vec![Value::Bool(true)], vec![]),
            Ok("1".to_string())
        );
        assert_eq!(
            sf("{}", vec![big("400000000000000000")], vec![]),
            Ok("1180591620717411303424".to_string())
        );
        assert_eq!(
            sf("{:,}", vec![big("400000000000000000")], vec![]),
            Ok("1,180,591,620,717,411,303,424".to_string())
        );
        assert_eq!(
            sf("{}", vec![Value::Float(-0.0)], vec![]),
            Ok("-0.0".to_string())
        );
        assert_eq!(
            sf("{0[{]}", vec![dict(vec![(s("{"), Value::Int(7))])], vec![]),
            Ok("7".to_string())
        );
        assert_eq!(
            sf("{0[:]}", vec![dict(vec![(s(":"), Value::Int(7))])], vec![]),
            Ok("7".to_string())
        );
        assert_eq!(
            sf("{\u{661}}", vec![Value::Int(1), Value::Int(2)], vec![]),
            Ok("2".to_string())
        );
        assert_eq!(
            sf("{ }", vec![], vec![(" ", Value::Int(1))]),
            Ok("1".to_string())
        );
        assert_eq!(
            sf(
                "{:{:{}}}",
                vec![Value::Int(1), Value::Int(2), Value::Int(3)],
                vec![]
            ),
            Err((
                ExcKind::ValueError,
                "Max string recursion exceeded".to_string()
            ))
        );
        assert_eq!(
            sf(
                "{0:{1:{2}}}",
                vec![Value::Int(1), Value::Int(2), Value::Int(3)],
                vec![]
            ),
            Err((
                ExcKind::ValueError,
                "Max string recursion exceeded".to_string()
            ))
        );
        assert_eq!(
            sf("{", vec![], vec![]),
            Err((
                ExcKind::ValueError,
                "Single '{' encountered in format string".to_string()
            ))
        );
        assert_eq!(
            sf("}", vec![], vec![]),
            Err((
                ExcKind::ValueError,
                "Single '}' encountered in format string".to_string()
            ))
        );
        assert_eq!(
            sf("a}b", vec![], vec![]),
            Err((
                ExcKind::ValueError,
                "Single '}' encountered in format string".to_string()
            ))
        );
        assert_eq!(
            sf("{}}", vec![Value::Int(1)], vec![]),
            Err((
                ExcKind::ValueError,
                "Single '}' encountered in format string".to_string()
            ))
        );
        assert_eq!(
            sf("{{}", vec![Value::Int(1)], vec![]),
            Err((
                ExcKind::ValueError,
                "Single '}' encountered in format string".to_string()
            ))
        );
        assert_eq!(
            sf("{0", vec![Value::Int(1)], vec![]),
            Err((
                ExcKind::ValueError,
                "expected '}' before end of string".to_string()
            ))
        );
        assert_eq!(
            sf("{0!", vec![Value::Int(1)], vec![]),
            Err((
                ExcKind::ValueError,
                "end of string while looking for conversion specifier".to_string()
            ))
        );
        assert_eq!(
            sf("{0!r", vec![Value::Int(1)], vec![]),
            Err((
                ExcKind::ValueError,
                "unmatched '{' in format spec".to_string()
            ))
        );
        assert_eq!(
            sf("{!}", vec![Value::Int(1)], vec![]),
            Err((
                ExcKind::ValueError,
                "unmatched '{' in format spec".to_string()
            ))
        );
        assert_eq!(
            sf("{!}x", vec![Value::Int(1)], vec![]),
            Err((
                ExcKind::ValueError,
                "expected ':' after conversion specifier".to_string()
            ))
        );
        assert_eq!(
            sf("{!rr}", vec![Value::Int(1)], vec![]),
            Err((
                ExcKind::ValueError,
                "expected ':' after conversion specifier".to_string()
            ))
        );
        assert_eq!(
            sf("{0:", vec![Value::Int(1)], vec![]),
            Err((
                ExcKind::ValueError,
                "unmatched '{' in format spec".to_string()
            ))
        );
        assert_eq!(
            sf("{a{b}", vec![], vec![]),
            Err((
                ExcKind::ValueError,
                "unexpected '{' in field name".to_string()
            ))
        );
        assert_eq!(
            sf("{0!x}", vec![Value::Int(1)], vec![]),
            Err((
                ExcKind::ValueError,
                "Unknown conversion specifier x".to_string()
            ))
        );
        assert_eq!(
            sf("{}", vec![], vec![]),
            Err((
                ExcKind::IndexError,
                "Replacement index 0 out of range for positional args tuple".to_string()
            ))
        );
        assert_eq!(
            sf("{1}", vec![Value::Int(1)], vec![]),
            Err((
                ExcKind::IndexError,
                "Replacement index 1 out of range for positional args tuple".to_string()
            ))
        );
        assert_eq!(
            sf("{name}", vec![], vec![]),
            Err((ExcKind::KeyError, "'name'".to_string()))
        );
        assert_eq!(
            sf("{0}{}", vec![Value::Int(1), Value::Int(2)], vec![]),
            Err((
                ExcKind::ValueError,
                "cannot switch from manual field specification to automatic field numbering"
                    .to_string()
            ))
        );
        assert_eq!(
            sf("{}{0}", vec![Value::Int(1), Value::Int(2)], vec![]),
            Err((
                ExcKind::ValueError,
                "cannot switch from automatic field numbering to manual field specification"
                    .to_string()
            ))
        );
        assert_eq!(
            sf("{0.}", vec![Value::Int(1)], vec![]),
            Err((
                ExcKind::ValueError,
                "Empty attribute in format string".to_string()
            ))
        );
        assert_eq!(
            sf("{0[]}", vec![Value::list(vec![Value::Int(1)])], vec![]),
            Err((
                ExcKind::ValueError,
                "Empty attribute in format string".to_string()
            ))
        );
        assert_eq!(
            sf("{0[0}", vec![Value::list(vec![Value::Int(1)])], vec![]),
            Err((
                ExcKind::ValueError,
                "expected '}' before end of string".to_string()
            ))
        );
        assert_eq!(
            sf("{0]}", vec![Value::list(vec![Value::Int(1)])], vec![]),
            Err((ExcKind::KeyError, "'0]'".to_string()))
        );
        assert_eq!(
            sf("{0[0]x}", vec![Value::list(vec![Value::Int(1)])], vec![]),
            Err((
                ExcKind::ValueError,
                "Only '.' or '[' may follow ']' in format field specifier".to_string()
            ))
        );
        assert_eq!(
            sf("{0[-1]}", vec![Value::list(vec![Value::Int(1)])], vec![]),
            Err((
                ExcKind::TypeError,
                "list indices must be integers or slices, not str".to_string()
            ))
        );
        assert_eq!(
            sf("{0[1]}", vec![Value::list(vec![Value::Int(1)])], vec![]),
            Err((ExcKind::IndexError, "list index out of range".to_string()))
        );
        assert_eq!(
            sf("{0[1]}", vec![Value::tuple(vec![Value::Int(1)])], vec![]),
            Err((ExcKind::IndexError, "tuple index out of range".to_string()))
        );
        assert_eq!(
            sf("{0[5]}", vec![s("ab")], vec![]),
            Err((ExcKind::IndexError, "string index out of range".to_string()))
        );
        assert_eq!(
            sf("{0[5]}", vec![range(0, 2, 1)], vec![]),
            Err((
                ExcKind::IndexError,
                "range object index out of range".to_string()
            ))
        );
        assert_eq!(
            sf("{0[a]}", vec![Value::list(vec![Value::Int(1)])], vec![]),
            Err((
                ExcKind::TypeError,
                "list indices must be integers or slices, not str".to_string()
            ))
        );
        assert_eq!(
            sf("{0[a]}", vec![Value::tuple(vec![Value::Int(1)])], vec![]),
            Err((
                ExcKind::TypeError,
                "tuple indices must be integers or slices, not str".to_string()
            ))
        );
        assert_eq!(
            sf("{0[a]}", vec![range(0, 1, 1)], vec![]),
            Err((
                ExcKind::TypeError,
                "range indices must be integers or slices, not str".to_string()
            ))
        );
        assert_eq!(
            sf("{0[a]}", vec![s("abc")], vec![]),
            Err((
                ExcKind::TypeError,
                "string indices must be integers, not 'str'".to_string()
            ))
        );
        assert_eq!(
            sf("{0[0]}", vec![Value::Int(5)], vec![]),
            Err((
                ExcKind::TypeError,
                "'int' object is not subscriptable".to_string()
            ))
        );
        assert_eq!(
            sf("{0[a]}", vec![Value::None], vec![]),
            Err((
                ExcKind::TypeError,
                "'NoneType' object is not subscriptable".to_string()
            ))
        );
        assert_eq!(
            sf("{0[a]}", vec![dict(vec![])], vec![]),
            Err((ExcKind::KeyError, "'a'".to_string()))
        );
        assert_eq!(
            sf("{0[0]}", vec![dict(vec![])], vec![]),
            Err((ExcKind::KeyError, "0".to_string()))
        );
        assert_eq!(
            sf("{:d}", vec![s("a")], vec![]),
            Err((
                ExcKind::ValueError,
                "Unknown format code 'd' for object of type 'str'".to_string()
            ))
        );
        assert_eq!(
            sf("{:s}", vec![Value::Int(1)], vec![]),
            Err((
                ExcKind::ValueError,
                "Unknown format code 's' for object of type 'int'".to_string()
            ))
        );
        assert_eq!(
            sf("{:x}", vec![Value::Float(1.5)], vec![]),
            Err((
                ExcKind::ValueError,
                "Unknown format code 'x' for object of type 'float'".to_string()
            ))
        );
        assert_eq!(
            sf("{:{}}", vec![Value::Int(1)], vec![]),
            Err((
                ExcKind::IndexError,
                "Replacement index 1 out of range for positional args tuple".to_string()
            ))
        );
        assert_eq!(
            sf("{0:{a}}", vec![Value::Int(1)], vec![]),
            Err((ExcKind::KeyError, "'a'".to_string()))
        );
        assert_eq!(
            sf("{:>5}", vec![Value::list(vec![Value::Int(1)])], vec![]),
            Err((
                ExcKind::TypeError,
                "unsupported format string passed to list.__format__".to_string()
            ))
        );
        assert_eq!(sf("{}", vec![big("31e20801036510f3c591fde5361dc619987896700f4451e1c85ce19029146ae88803ffabbeab14ba3f3e0ad3674348e2a33e76dc901f3ed3e1dc0e1128998eaff073ffb329c516fc89b76d29695cacda39549394358c229554ff778a46102881147e479802882acda05333319cd769bd74f0f33cc0c57f4e1c2adf51aa1beceb32a78da8c60cc36a580e5e2bfd9ddd2ca8536316bc8acd2d5449f5abf7d1cd6f79a32c697a4376b4fc194c5da4085a09c4e3f77d38f57f433d457ce0476e3373342c7f20cdce345db8c0ea480eff573220b15a3ff7e29c2c5a14b2cd9007dcfd19fe81da53af4144faa6d495206a1f1a1b9430c4a228a22f2a9a2c0cb9ed53c66d67ebe38df7881d1fff42d20495d028efd662d2e4904547beee140ea4eb3c1bc971e05e83e2811c3491aa535d2164b294c1f9af0574fc671bc8561d8ba30b9b5dd79177e8463a5546cd498abef25e88142a3d9d26d3b539455d90a06d81fd69ba79ed2f159c136404be0cc7857ba82db48f88beaeb8b7af9a99e38be7e76767b9d1f9657bc54a2662d8ce64fab624e0417c60c797f8d294d69dc3eb0f9d673ed6a2dfbc64445bb92bec946db2995568bbd8259543ba7c2268505e45b76236a06370da474416255493a33b7b72bf80e85b3e90aeb600da52b387b8e66f83a69323c005cf22d2c10acbbb37d33f4db56bb9e02e6e2dcc25022049d99f76a188d94bd03802df170caeaade60e72101f4b42c3cf98a859ade07e579b3aa5b05ec27b8b50531a3f351bf4675e6600fe0f4d31a30ee505dfe0cebf7c02fbddd3e7ce9972e0edef93db975c8370cae134278c1b9cf83bfe511099996c1870a19ac00cfaa0bbe0e285606b4da653011677bd5234b2ce6a757ba23a6f3a68b2601899141754fa80f51d45167d35a355a95e812a2652f696b494672692a6b96bc14827af1535064af2cbf7d468e98d62c89540c7ebd808606648d4da413b5d71fc121323b5d3a9d0633444eefd31e2dea2f0b8f38e77bcb95da4188035d2199b5b628152138b272826d5a3fb65885f89823dacb42065cc9944669027aaadc19b33319886d480ed2caa630d5366bedb4a39747a9c35ba6a46c07bd554f5fb4e4f5212aa15045dce636f65c0678180c335a3de853a2dfafa6f9faa81ede053d67d341ab8b542578da1931a8518b194d0c630510b8e55ba1fef3953bf10445994f14bf1e886bd71eaa861a0dd775890e5adac34db339754ba63f34cc1d792fafe714a8b2eadd0c2c3dc940adad2918cdbe77bbbb155ca916681f4e5e78d77fd42a0ba0ab95402a6fbe6d8f5bf93f5b1a6aaf5fd86b8346881f7b4a667dfa95ff53c828a5bf08559fdfc8c872f05a442418c175eb2275a65953aed0130c0605382c7bb61f07a65561047f29e2838b47b099540b8eed19c5af6ab819fe9299bc9bc499d025ed9d13a4f0bceb731b831c3bd9b1585b86714897806a8e1016b3039fae10693d820312f861f222bb283fca834b202024a8f05ef15f2fd44d19bad99b738394d51ecabab66885904737948d80c3c6481a378480948ff4b835ac149de4966239b581ef99ea170315b8271fa5247d55f053c525d43c0480c01c99ec6c0705cde5d6628553c3f14b03f8cebec2b17b53e2bc06660d5e0779ec35848a65f16ee2c16dbc49d056e19a3b63915264dc06d7a66bfc1f7fafe64007d55525b1059732a42a4609aec81477861dd3f53af7aede6966dbbe4d52bdf9a66c9f752b08b5f7dfdfba7c6a6ccc80a93bad13a5922f949bb3e5d9e50c8c09b9198b3efbf619e9aba34ff86d4a28d5c491db33c5e745e6f592f8453986a08d4a8335d486d51cc654236818991e6f4957f4c22b2c7c1d196c620bed5789ae0d57819f312f0568897382d31c670e0182f1912d6c6560dd6b514f5dd88254a8cd0e7888323c7cc0353a9761179e972e41c8832119525b93d99a76cc3b67dc1495aec566bc2c8990678e4ce171cb0b703a4204015d0c7ebb97c3467df161284b946b80a4b23a3180fc7e63f868bdc39741193b71470d427e100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000")], vec![]), Err((ExcKind::ValueError, "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit".to_string())));
        assert_eq!(sf("{!r}", vec![big("31e20801036510f3c591fde5361dc619987896700f4451e1c85ce19029146ae88803ffabbeab14ba3f3e0ad3674348e2a33e76dc901f3ed3e1dc0e1128998eaff073ffb329c516fc89b76d29695cacda39549394358c229554ff778a46102881147e479802882acda05333319cd769bd74f0f33cc0c57f4e1c2adf51aa1beceb32a78da8c60cc36a580e5e2bfd9ddd2ca8536316bc8acd2d5449f5abf7d1cd6f79a32c697a4376b4fc194c5da4085a09c4e3f77d38f57f433d457ce0476e3373342c7f20cdce345db8c0ea480eff573220b15a3ff7e29c2c5a14b2cd9007dcfd19fe81da53af4144faa6d495206a1f1a1b9430c4a228a22f2a9a2c0cb9ed53c66d67ebe38df7881d1fff42d20495d028efd662d2e4904547beee140ea4eb3c1bc971e05e83e2811c3491aa535d2164b294c1f9af0574fc671bc8561d8ba30b9b5dd79177e8463a5546cd498abef25e88142a3d9d26d3b539455d90a06d81fd69ba79ed2f159c136404be0cc7857ba82db48f88beaeb8b7af9a99e38be7e76767b9d1f9657bc54a2662d8ce64fab624e0417c60c797f8d294d69dc3eb0f9d673ed6a2dfbc64445bb92bec946db2995568bbd8259543ba7c2268505e45b76236a06370da474416255493a33b7b72bf80e85b3e90aeb600da52b387b8e66f83a69323c005cf22d2c10acbbb37d33f4db56bb9e02e6e2dcc25022049d99f76a188d94bd03802df170caeaade60e72101f4b42c3cf98a859ade07e579b3aa5b05ec27b8b50531a3f351bf4675e6600fe0f4d31a30ee505dfe0cebf7c02fbddd3e7ce9972e0edef93db975c8370cae134278c1b9cf83bfe511099996c1870a19ac00cfaa0bbe0e285606b4da653011677bd5234b2ce6a757ba23a6f3a68b2601899141754fa80f51d45167d35a355a95e812a2652f696b494672692a6b96bc14827af1535064af2cbf7d468e98d62c89540c7ebd808606648d4da413b5d71fc121323b5d3a9d0633444eefd31e2dea2f0b8f38e77bcb95da4188035d2199b5b628152138b272826d5a3fb65885f89823dacb42065cc9944669027aaadc19b33319886d480ed2caa630d5366bedb4a39747a9c35ba6a46c07bd554f5fb4e4f5212aa15045dce636f65c0678180c335a3de853a2dfafa6f9faa81ede053d67d341ab8b542578da1931a8518b194d0c630510b8e55ba1fef3953bf10445994f14bf1e886bd71eaa861a0dd775890e5adac34db339754ba63f34cc1d792fafe714a8b2eadd0c2c3dc940adad2918cdbe77bbbb155ca916681f4e5e78d77fd42a0ba0ab95402a6fbe6d8f5bf93f5b1a6aaf5fd86b8346881f7b4a667dfa95ff53c828a5bf08559fdfc8c872f05a442418c175eb2275a65953aed0130c0605382c7bb61f07a65561047f29e2838b47b099540b8eed19c5af6ab819fe9299bc9bc499d025ed9d13a4f0bceb731b831c3bd9b1585b86714897806a8e1016b3039fae10693d820312f861f222bb283fca834b202024a8f05ef15f2fd44d19bad99b738394d51ecabab66885904737948d80c3c6481a378480948ff4b835ac149de4966239b581ef99ea170315b8271fa5247d55f053c525d43c0480c01c99ec6c0705cde5d6628553c3f14b03f8cebec2b17b53e2bc06660d5e0779ec35848a65f16ee2c16dbc49d056e19a3b63915264dc06d7a66bfc1f7fafe64007d55525b1059732a42a4609aec81477861dd3f53af7aede6966dbbe4d52bdf9a66c9f752b08b5f7dfdfba7c6a6ccc80a93bad13a5922f949bb3e5d9e50c8c09b9198b3efbf619e9aba34ff86d4a28d5c491db33c5e745e6f592f8453986a08d4a8335d486d51cc654236818991e6f4957f4c22b2c7c1d196c620bed5789ae0d57819f312f0568897382d31c670e0182f1912d6c6560dd6b514f5dd88254a8cd0e7888323c7cc0353a9761179e972e41c8832119525b93d99a76cc3b67dc1495aec566bc2c8990678e4ce171cb0b703a4204015d0c7ebb97c3467df161284b946b80a4b23a3180fc7e63f868bdc39741193b71470d427e100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000")], vec![]), Err((ExcKind::ValueError, "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit".to_string())));
        assert_eq!(
            sf("{99999999999999999999}", vec![Value::Int(1)], vec![]),
            Err((
                ExcKind::ValueError,
                "Too many decimal digits in format string".to_string()
            ))
        );
    }

    #[test]
    fn py_format_map() {
        assert_eq!(
            fm("{a}", dict(vec![(s("a"), Value::Int(1))])),
            Ok("1".to_string())
        );
        assert_eq!(
            fm(
                "{a:{b}}",
                dict(vec![(s("a"), Value::Int(1)), (s("b"), Value::Int(4))])
            ),
            Ok("   1".to_string())
        );
        assert_eq!(
            fm(
                "{a[0]}",
                dict(vec![(s("a"), Value::list(vec![Value::Int(5)]))])
            ),
            Ok("5".to_string())
        );
        assert_eq!(
            fm("{}", dict(vec![(s("a"), Value::Int(1))])),
            Err((
                ExcKind::ValueError,
                "Format string contains positional fields".to_string()
            ))
        );
        assert_eq!(
            fm("{0}", dict(vec![])),
            Err((
                ExcKind::ValueError,
                "Format string contains positional fields".to_string()
            ))
        );
        assert_eq!(
            fm("{a}", dict(vec![])),
            Err((ExcKind::KeyError, "'a'".to_string()))
        );
        assert_eq!(
            fm("{a}", Value::list(vec![Value::Int(1)])),
            Err((
                ExcKind::TypeError,
                "list indices must be integers or slices, not str".to_string()
            ))
        );
        assert_eq!(
            fm("{x}", range(0, 2, 1)),
            Err((
                ExcKind::TypeError,
                "range indices must be integers or slices, not str".to_string()
            ))
        );
        assert_eq!(
            fm("{x}", s("s")),
            Err((
                ExcKind::TypeError,
                "string indices must be integers, not 'str'".to_string()
            ))
        );
        assert_eq!(
            fm("{a}{}", dict(vec![(s("a"), Value::Int(1))])),
            Err((
                ExcKind::ValueError,
                "Format string contains positional fields".to_string()
            ))
        );
    }

    // lackpy's deliberate differences from CPython.

    #[test]
    fn attribute_access_is_refused() {
        let refused = Err((
            ExcKind::ValueError,
            "attribute access in format fields is not supported in lackpy".to_string(),
        ));
        assert_eq!(sf("{0.__class__}", vec![Value::Int(1)], vec![]), refused);
        assert_eq!(sf("{.real}", vec![Value::Int(1)], vec![]), refused);
        assert_eq!(sf("{x.upper}", vec![], vec![("x", s("a"))]), refused);
        assert_eq!(
            sf("{0[0].x}", vec![Value::list(vec![Value::Int(1)])], vec![]),
            refused
        );
        assert_eq!(
            sf("{0[0]}{1.__class__.__mro__}", vec![s("a"), s("b")], vec![]),
            refused
        );
        assert_eq!(
            fm("{a.__class__}", dict(vec![(s("a"), Value::Int(1))])),
            refused
        );
        // What CPython reports before it would look the attribute up comes first.
        assert_eq!(
            sf("{5.__class__}", vec![], vec![]),
            Err((
                ExcKind::IndexError,
                "Replacement index 5 out of range for positional args tuple".to_string()
            ))
        );
        assert_eq!(
            sf("{x.__class__}", vec![], vec![]),
            Err((ExcKind::KeyError, "'x'".to_string()))
        );
        assert_eq!(
            sf("{0.}", vec![Value::Int(1)], vec![]),
            Err((
                ExcKind::ValueError,
                "Empty attribute in format string".to_string()
            ))
        );
        assert_eq!(
            sf("{0[5].x}", vec![Value::list(vec![])], vec![]),
            Err((ExcKind::IndexError, "list index out of range".to_string()))
        );
    }

    #[test]
    fn surrogates_cannot_be_made() {
        let e = (
            ExcKind::ValueError,
            "%c arg is a surrogate (lackpy strings cannot hold surrogates)".to_string(),
        );
        assert_eq!(fmt(Value::Int(0xD800), "c"), Err(e.clone()));
        assert_eq!(pf("%c", Value::Int(0xDFFF)), Err(e));
    }

    #[test]
    fn huge_results_are_refused() {
        let e = Err((
            ExcKind::MemoryError,
            "result string is too large".to_string(),
        ));
        assert_eq!(fmt(Value::Int(1), "3000000000"), e);
        assert_eq!(fmt(s("a"), "<3000000000"), e);
        assert_eq!(fmt(Value::Float(1.0), "03000000000"), e);
        assert_eq!(pf("%3000000000d", Value::Int(1)), e);
    }

    #[test]
    fn unicode_decimal_digits_count_as_digits() {
        // U+1D7D8..: MATHEMATICAL DOUBLE-STRUCK DIGITS, the third run of ten in a block of fifty.
        assert_eq!(fmt(Value::Int(5), "\u{1d7db}"), Ok("  5".to_string()));
        assert_eq!(
            sf("{\u{1d7d9}}", vec![s("a"), s("b")], vec![]),
            Ok("b".to_string())
        );
    }
}
