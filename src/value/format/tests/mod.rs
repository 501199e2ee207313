//! Every expected value in `data/` was printed by CPython 3.11.7, and
//! `scripts/cpython_values.py` (run by CI) re-checks each one under
//! CPython 3.11 (`--write` rewrites them with CPython's values).
//!
//! One file a concern, as in the code: `spec` (the mini-language),
//! `percent` (`%`), `str_format` (`str.format`, `format_map`), and
//! `differences` (lackpy's deliberate departures from CPython).
//!
//! A case is one JSON array a line: `["format", value, spec, expected]`,
//! `["%", fmt, value, expected]`, `["str.format", fmt, [args], [[name,
//! value], ...], expected]` or `["format_map", fmt, mapping, expected]`.
//! A value is JSON for None, bool, int (i64), str and list, or an object
//! for the rest: `{"float": "0.1"}` (parsed by Rust, so exactly; `"nan"`,
//! `"inf"`), `{"big": "-hex digits"}`, `{"tuple": [...]}`, `{"dict": [[k,
//! v], ...]}`, `{"range": [start, stop, step]}`. `expected` is the result
//! string, or `{"ExceptionType": "message"}`.

use std::rc::Rc;

use num_bigint::BigInt;
use serde_json::Value as Json;

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

/// A case's value, decoded as the module doc describes.
fn value(j: &Json) -> Value {
    let items = |j: &Json| -> Vec<Value> {
        j.as_array()
            .unwrap_or_else(|| panic!("not an array: {j}"))
            .iter()
            .map(value)
            .collect()
    };
    match j {
        Json::Null => Value::None,
        Json::Bool(b) => Value::Bool(*b),
        Json::Number(n) => Value::Int(n.as_i64().unwrap_or_else(|| panic!("not an i64: {n}"))),
        Json::String(t) => s(t),
        Json::Array(_) => Value::list(items(j)),
        Json::Object(o) => match o.iter().next() {
            Some((k, v)) if o.len() == 1 => match (k.as_str(), v) {
                ("float", Json::String(f)) => {
                    Value::Float(f.parse().unwrap_or_else(|_| panic!("not a float: {f}")))
                }
                ("big", Json::String(hex)) => big(hex),
                ("tuple", _) => Value::tuple(items(v)),
                ("dict", Json::Array(pairs)) => dict(
                    pairs
                        .iter()
                        .map(|pair| match pair.as_array().map(Vec::as_slice) {
                            Some([k, v]) => (value(k), value(v)),
                            _ => panic!("not a [key, value] pair in {j}"),
                        })
                        .collect(),
                ),
                ("range", _) => match v
                    .as_array()
                    .map(|a| a.iter().map(Json::as_i64).collect::<Vec<_>>())
                    .as_deref()
                {
                    Some([Some(a), Some(b), Some(c)]) => range(*a, *b, *c),
                    _ => panic!("not a range: {j}"),
                },
                _ => panic!("unknown value: {j}"),
            },
            _ => panic!("unknown value: {j}"),
        },
    }
}

fn text(j: &Json) -> &str {
    j.as_str().unwrap_or_else(|| panic!("not a string: {j}"))
}

/// Run every case of a `data/` file; report all the failures at once.
fn run_cases(name: &str, data: &str) {
    let mut failures = Vec::new();
    let mut count = 0;
    for (i, line) in data.lines().enumerate() {
        let case: Vec<Json> =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("{name}:{}: {e}", i + 1));
        let (got, want) = match (text(&case[0]), case.as_slice()) {
            ("format", [_, v, spec, want]) => (fmt(value(v), text(spec)), want),
            ("%", [_, f, v, want]) => (pf(text(f), value(v)), want),
            ("str.format", [_, f, Json::Array(args), Json::Array(kwargs), want]) => {
                let kwargs = kwargs
                    .iter()
                    .map(|kv| match kv.as_array().map(Vec::as_slice) {
                        Some([k, v]) => (text(k), value(v)),
                        _ => panic!("{name}:{}: not a [name, value] pair", i + 1),
                    })
                    .collect();
                (sf(text(f), args.iter().map(value).collect(), kwargs), want)
            }
            ("format_map", [_, f, mapping, want]) => (fm(text(f), value(mapping)), want),
            _ => panic!("{name}:{}: unknown case {line}", i + 1),
        };
        let got = got
            .map_err(|(kind, msg)| Json::from_iter([(kind.name().to_string(), Json::String(msg))]));
        let got = got.map_or_else(|e| e, Json::String);
        if &got != want {
            failures.push(format!("{name}:{}: {line}\n    got {got}", i + 1));
        }
        count += 1;
    }
    assert!(count > 0, "{name}: no cases");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
