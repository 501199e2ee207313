//! The methods of int (and bool) and float.

use num_traits::Signed;

use super::{nargs, no_kw, wrong_receiver, Interp, KwSlice, Method, MethodImp};
use crate::value::{Value, VmResult};

use num_bigint::BigInt;

/// An int method: no arguments, a receiver that is an int or a bool.
macro_rules! int_method {
    ($name:literal, |$i:ident| $body:expr) => {
        Method {
            name: $name,
            imp: MethodImp::Any(
                |_: &mut dyn Interp, recv: &Value, args: &[Value], kwargs: &KwSlice| {
                    no_kw("int", $name, kwargs)?;
                    nargs("int", $name, args, 0, 0)?;
                    let Some($i) = recv.as_bigint() else {
                        return Err(wrong_receiver("int", $name, recv));
                    };
                    Ok($body)
                },
            ),
        }
    };
}

/// A float method: no arguments.
macro_rules! float_method {
    ($name:literal, |$f:ident| $body:expr) => {
        Method {
            name: $name,
            imp: MethodImp::Any(
                |_: &mut dyn Interp, recv: &Value, args: &[Value], kwargs: &KwSlice| {
                    no_kw("float", $name, kwargs)?;
                    nargs("float", $name, args, 0, 0)?;
                    let Value::Float($f) = *recv else {
                        return Err(wrong_receiver("float", $name, recv));
                    };
                    $body
                },
            ),
        }
    };
}

pub const INT_METHODS: &[Method] = &[
    int_method!("as_integer_ratio", |i| Value::tuple(vec![
        Value::from_big(i),
        Value::Int(1)
    ])),
    int_method!("bit_count", |i| Value::Int(
        i.abs()
            .iter_u32_digits()
            .map(|d| d.count_ones() as i64)
            .sum()
    )),
    int_method!("bit_length", |i| Value::Int(i.bits() as i64)),
    int_method!("conjugate", |i| Value::from_big(i)),
];

pub const FLOAT_METHODS: &[Method] = &[
    float_method!("as_integer_ratio", |f| as_integer_ratio(f)),
    float_method!("conjugate", |f| Ok(Value::Float(f))),
    float_method!("hex", |f| Ok(Value::str(float_hex(f)))),
    float_method!("is_integer", |f| Ok(Value::Bool(
        f.is_finite() && f.fract() == 0.0
    ))),
];

fn as_integer_ratio(f: f64) -> VmResult<Value> {
    if f.is_nan() {
        return Err(crate::value::Exc::value_error(
            "cannot convert NaN to integer ratio",
        ));
    }
    if f.is_infinite() {
        return Err(crate::value::Exc::overflow(
            "cannot convert Infinity to integer ratio",
        ));
    }
    // f = mantissa * 2^exp exactly; reduce by the common power of two.
    let bits = f.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (mut m, mut e) = if exp == 0 {
        (frac, -1074)
    } else {
        (frac | (1 << 52), exp - 1075)
    };
    if m == 0 {
        return Ok(Value::tuple(vec![Value::Int(0), Value::Int(1)]));
    }
    while m % 2 == 0 && e < 0 {
        m /= 2;
        e += 1;
    }
    let mut num = BigInt::from(m);
    let mut den = BigInt::from(1);
    if e >= 0 {
        num <<= e as usize;
    } else {
        den <<= (-e) as usize;
    }
    if f < 0.0 {
        num = -num;
    }
    Ok(Value::tuple(vec![
        Value::from_big(num),
        Value::from_big(den),
    ]))
}

/// float.hex(), as CPython writes it.
fn float_hex(f: f64) -> String {
    if f.is_nan() {
        return "nan".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "inf".into() } else { "-inf".into() };
    }
    let sign = if f.is_sign_negative() { "-" } else { "" };
    if f == 0.0 {
        return format!("{sign}0x0.0p+0");
    }
    let bits = f.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (lead, e) = if exp == 0 {
        (0, -1022)
    } else {
        (1, exp - 1023)
    };
    format!(
        "{sign}0x{lead}.{frac:013x}p{}{}",
        if e < 0 { "-" } else { "+" },
        e.abs()
    )
}
