//! Subscripts in `%(key)s` and `str.format` fields, as CPython's
//! `PyObject_GetItem` / `PySequence_GetItem` do them.

use crate::value::{Exc, HKey, Value, VmResult};

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
pub(super) fn getitem_str(obj: &Value, key: &str) -> VmResult<Value> {
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
pub(super) fn getitem_index(obj: &Value, idx: i64) -> VmResult<Value> {
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
