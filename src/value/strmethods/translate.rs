//! `str.translate`.

use super::args::check_size;
use crate::value::{Exc, HKey, PyStr, Value, VmResult};

/// `table[c]`, or None where CPython's lookup raises LookupError.
pub(super) fn table_lookup(table: &Value, c: char) -> VmResult<Option<Value>> {
    let i = c as usize;
    Ok(match table {
        Value::Dict(d) => d
            .try_borrow()
            .map_err(|_| Exc::busy())?
            .get(&HKey(Value::Int(i as i64)))
            .cloned(),
        Value::List(l) => l.try_borrow().map_err(|_| Exc::busy())?.get(i).cloned(),
        Value::Tuple(t) => t.get(i).cloned(),
        Value::Str(t) => t.char_at(i).map(|c| Value::str(c.to_string())),
        Value::Range(r) => (r.len() > i as i64).then(|| Value::Int(r.get(i as i64))),
        other => {
            return Err(Exc::type_error(format!(
                "'{}' object is not subscriptable",
                other.type_name()
            )))
        }
    })
}

pub(super) fn translate(s: &PyStr, table: &Value) -> VmResult<Value> {
    let mut out = String::with_capacity(s.len());
    let mut changed = false;
    for c in s.chars() {
        match table_lookup(table, c)? {
            None => {
                out.push(c);
                continue;
            }
            Some(Value::None) => {}
            Some(Value::Str(r)) => out.push_str(&r),
            Some(v @ (Value::Int(_) | Value::Bool(_) | Value::Big(_))) => {
                let cp = v.as_index().unwrap_or(-1);
                if !(0..0x110000).contains(&cp) {
                    return Err(Exc::value_error(
                        "character mapping must be in range(0x110000)",
                    ));
                }
                match char::from_u32(cp as u32) {
                    Some(r) => out.push(r),
                    None => {
                        return Err(Exc::value_error(
                            "character mapping must not be a surrogate (lackpy strings cannot hold surrogates)",
                        ))
                    }
                }
            }
            Some(_) => {
                return Err(Exc::type_error(
                    "character mapping must return integer, None or str",
                ))
            }
        }
        changed = true;
        check_size(out.len() as u128)?;
    }
    if !changed {
        return Ok(Value::Str(s.clone()));
    }
    Ok(Value::str(out))
}
