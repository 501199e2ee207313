//! Floats to text as CPython's `PyOS_double_to_string` does it: David
//! Gay's `dtoa` modes 0, 2 and 3 (shortest, N significant digits, N digits
//! after the point) and CPython's layout around the digits.

use super::push_n;
use crate::value::shortest_digits;

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
pub(super) struct DtoaFlags {
    pub always_sign: bool,
    pub add_dot_0: bool,
    pub alt: bool,
    pub no_neg_0: bool,
}

/// `PyOS_double_to_string(x, code, precision, flags)`: `code` is one of
/// `e E f F g G r` (`r` is repr, with precision 0).
pub(super) fn double_to_string(x: f64, code: char, precision: i64, flags: DtoaFlags) -> String {
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
