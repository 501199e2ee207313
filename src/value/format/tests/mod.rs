//! Every expected value below was printed by CPython 3.11.7 (the script
//! that generated these assertions ran each call in `python3` and pasted
//! the result or the exception's type and message). The tests at the end
//! cover lackpy's deliberate differences.
//!
//! One file a concern, as in the code: `spec` (the mini-language),
//! `percent` (`%`), `str_format` (`str.format`, `format_map`), and
//! `differences` (lackpy's deliberate departures from CPython).

use std::rc::Rc;

use num_bigint::BigInt;

use super::{format_value, printf, str_format_map};
use crate::value::{to_str, Dict, ExcKind, HKey, PyStr, RangeVal, Value, VmResult};

mod differences;
mod percent;
mod spec;
mod str_format;

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
    res(super::str_format(f, &args, &kwargs))
}

fn fm(f: &str, mapping: Value) -> Res {
    res(str_format_map(f, &mapping))
}
