//! Dict keys and set members: hashing and equality with Python's rules
//! (`1 == 1.0 == True` are one key; lists are unhashable).

use std::hash::{Hash, Hasher};

use indexmap::{IndexMap, IndexSet};
use num_bigint::BigInt;
use num_traits::ToPrimitive;

use super::{arith::py_eq, Exc, Value, VmResult};

/// A value used as a key. Build one only after `check_hashable`.
#[derive(Debug, Clone)]
pub struct HKey(pub Value);

/// Insertion-ordered, as Python's dict.
pub type Dict = IndexMap<HKey, Value>;
/// Insertion-ordered: a documented difference from CPython's hash order.
pub type Set = IndexSet<HKey>;

/// TypeError for lists, dicts and sets (and tuples holding them).
pub fn check_hashable(v: &Value) -> VmResult<()> {
    match v {
        Value::List(_) | Value::Dict(_) | Value::Set(_) | Value::Slice(_) => Err(Exc::type_error(
            format!("unhashable type: '{}'", v.type_name()),
        )),
        Value::Tuple(items) => items.iter().try_for_each(check_hashable),
        _ => Ok(()),
    }
}

impl HKey {
    pub fn new(v: Value) -> VmResult<HKey> {
        check_hashable(&v)?;
        Ok(HKey(v))
    }
}

impl PartialEq for HKey {
    fn eq(&self, other: &HKey) -> bool {
        py_eq(&self.0, &other.0)
    }
}

impl Eq for HKey {}

impl Hash for HKey {
    fn hash<H: Hasher>(&self, h: &mut H) {
        hash_value(&self.0, h)
    }
}

fn hash_int(i: i64, h: &mut impl Hasher) {
    0u8.hash(h);
    i.hash(h);
}

fn hash_value(v: &Value, h: &mut impl Hasher) {
    match v {
        Value::None => 1u8.hash(h),
        Value::Bool(b) => hash_int(*b as i64, h),
        Value::Int(i) => hash_int(*i, h),
        Value::Big(b) => {
            2u8.hash(h);
            b.hash(h);
        }
        Value::Float(f) => {
            // Integral floats hash as the int they equal.
            if f.fract() == 0.0 && f.is_finite() {
                if *f >= -9.223_372_036_854_776e18 && *f < 9.223_372_036_854_776e18 {
                    hash_int(*f as i64, h);
                } else if let Some(b) = num_traits::FromPrimitive::from_f64(*f) {
                    let b: BigInt = b;
                    match b.to_i64() {
                        Some(i) => hash_int(i, h),
                        None => {
                            2u8.hash(h);
                            b.hash(h);
                        }
                    }
                }
            } else {
                3u8.hash(h);
                f.to_bits().hash(h);
            }
        }
        Value::Str(s) => {
            4u8.hash(h);
            s.as_str().hash(h);
        }
        Value::Tuple(items) => {
            5u8.hash(h);
            items.len().hash(h);
            for i in items.iter() {
                hash_value(i, h);
            }
        }
        Value::Type(t) => {
            6u8.hash(h);
            t.hash(h);
        }
        Value::Builtin(b) => {
            7u8.hash(h);
            b.hash(h);
        }
        Value::Range(r) => {
            8u8.hash(h);
            (r.start, r.stop, r.step).hash(h);
        }
        // Unhashable or identity-hashed: never equal to another kind.
        other => {
            9u8.hash(h);
            other.type_name().hash(h);
        }
    }
}
