//! Values to JSON (a program's result) and JSON to values (parameters).
//!
//! The mapping, as spec/ documents it: None → null, bool → true/false,
//! int → number (big ints as exact digits), float → number (`nan`, `inf`,
//! `-inf` → the strings "nan", "inf", "-inf"), str → string, list, tuple,
//! set, range and dict views → array, dict → object whose keys are the
//! keys' `str()`; anything else → its repr as a string.

use serde_json::{Map, Number, Value as Json};

use crate::value::{self, Dict, HKey, Value};

const MAX_DEPTH: usize = 500;

pub fn to_json(v: &Value) -> Json {
    to_json_at(v, 0)
}

/// The fuel `to_json` takes for each value it converts; false when the
/// run's limits are reached (the value then converts to null). Each value
/// costs fuel so that a structure sharing its parts is not walked past the
/// run's limits (which then stop the run).
pub(crate) fn charge_value() -> bool {
    value::charge(1).is_ok()
}

fn to_json_at(v: &Value, depth: usize) -> Json {
    if depth > MAX_DEPTH {
        return Json::String("...".into());
    }
    if !charge_value() {
        return Json::Null;
    }
    let arr =
        |items: Vec<Value>| Json::Array(items.iter().map(|x| to_json_at(x, depth + 1)).collect());
    match v {
        Value::None | Value::Undef => Json::Null,
        Value::Bool(b) => Json::Bool(*b),
        Value::Int(i) => Json::Number((*i).into()),
        Value::Big(b) => b
            .to_string()
            .parse::<Number>()
            .map_or_else(|_| Json::String(b.to_string()), Json::Number),
        Value::Float(f) => match Number::from_f64(*f) {
            Some(n) => Json::Number(n),
            None => Json::String(value::float_repr(*f)),
        },
        Value::Str(s) => Json::String(s.as_str().to_string()),
        Value::List(_) | Value::Tuple(_) | Value::Set(_) | Value::View(_) => {
            arr(v.iter_snapshot().unwrap_or_default())
        }
        Value::Range(r) if r.len() <= 1_000_000 => arr(v.iter_snapshot().unwrap_or_default()),
        Value::Dict(d) => {
            let mut m = Map::new();
            if let Ok(d) = d.try_borrow() {
                for (k, x) in d.iter() {
                    m.insert(value::to_str(&k.0), to_json_at(x, depth + 1));
                }
            }
            Json::Object(m)
        }
        other => Json::String(value::repr(other)),
    }
}

/// A parameter's value from JSON.
pub fn from_json(j: &Json) -> Value {
    match j {
        Json::Null => Value::None,
        Json::Bool(b) => Value::Bool(*b),
        Json::Number(n) => {
            if let Some(i) = n.as_i64() {
                Value::Int(i)
            } else if let Ok(b) = n.to_string().parse::<num_bigint::BigInt>() {
                Value::from_big(b)
            } else {
                Value::Float(n.as_f64().unwrap_or(f64::NAN))
            }
        }
        Json::String(s) => Value::str(s.clone()),
        Json::Array(items) => Value::list(items.iter().map(from_json).collect()),
        Json::Object(m) => {
            let mut d = Dict::default();
            for (k, v) in m {
                d.insert(HKey(Value::str(k.clone())), from_json(v));
            }
            Value::dict(d)
        }
    }
}
