//! Values as plain data, to cross to another thread and back: a tool call
//! that runs while the program goes on (spec/concurrency.md) gets its
//! arguments this way and gives its result back this way. A `Value` is
//! reference-counted without atomics, so it never leaves its thread;
//! this copy owns everything it holds. Sharing is not kept (a list held
//! twice comes back as two lists), which a tool's arguments and result,
//! fresh data, do not rely on.

use num_bigint::BigInt;

use super::{Dict, HKey, Set, Value};

/// A value with no reference counts in it.
#[derive(Debug, Clone, PartialEq)]
pub enum Portable {
    None,
    Bool(bool),
    Int(i64),
    Big(BigInt),
    Float(f64),
    Str(String),
    List(Vec<Portable>),
    Tuple(Vec<Portable>),
    Dict(Vec<(Portable, Portable)>),
    Set(Vec<Portable>),
    Ellipsis,
}

/// Nesting deeper than this does not cross (the copy recurses).
const MAX_DEPTH: usize = 200;

impl Portable {
    /// The plain copy of `v`; None for what cannot cross (a range, a
    /// lambda, a bound method, a pending result, nesting too deep, a
    /// container borrowed elsewhere).
    pub fn of(v: &Value) -> Option<Portable> {
        Portable::at(v, 0)
    }

    fn at(v: &Value, depth: usize) -> Option<Portable> {
        if depth > MAX_DEPTH {
            return None;
        }
        let all = |items: &mut dyn Iterator<Item = &Value>| -> Option<Vec<Portable>> {
            items.map(|x| Portable::at(x, depth + 1)).collect()
        };
        Some(match v {
            Value::None => Portable::None,
            Value::Bool(b) => Portable::Bool(*b),
            Value::Int(i) => Portable::Int(*i),
            Value::Big(b) => Portable::Big((**b).clone()),
            Value::Float(f) => Portable::Float(*f),
            Value::Str(s) => Portable::Str(s.as_str().to_string()),
            Value::Ellipsis => Portable::Ellipsis,
            Value::List(l) => Portable::List(all(&mut l.try_borrow().ok()?.iter())?),
            Value::Tuple(t) => Portable::Tuple(all(&mut t.iter())?),
            Value::Set(s) => Portable::Set(all(&mut s.try_borrow().ok()?.iter().map(|k| &k.0))?),
            Value::Dict(d) => {
                let d = d.try_borrow().ok()?;
                let mut out = Vec::with_capacity(d.len());
                for (k, v) in d.iter() {
                    out.push((Portable::at(&k.0, depth + 1)?, Portable::at(v, depth + 1)?));
                }
                Portable::Dict(out)
            }
            _ => return None,
        })
    }

    /// The value again, on the thread that holds it.
    pub fn into_value(self) -> Value {
        match self {
            Portable::None => Value::None,
            Portable::Bool(b) => Value::Bool(b),
            Portable::Int(i) => Value::Int(i),
            Portable::Big(b) => Value::from_big(b),
            Portable::Float(f) => Value::Float(f),
            Portable::Str(s) => Value::str(s),
            Portable::Ellipsis => Value::Ellipsis,
            Portable::List(items) => {
                Value::list(items.into_iter().map(Portable::into_value).collect())
            }
            Portable::Tuple(items) => {
                Value::tuple(items.into_iter().map(Portable::into_value).collect())
            }
            // The keys were keys on the other side: hashable, and equal
            // only where they were equal there.
            Portable::Set(items) => {
                let mut s = Set::default();
                for k in items {
                    s.insert(HKey(k.into_value()));
                }
                Value::set(s)
            }
            Portable::Dict(pairs) => {
                let mut d = Dict::default();
                for (k, v) in pairs {
                    d.insert(HKey(k.into_value()), v.into_value());
                }
                Value::dict(d)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::repr;

    #[test]
    fn values_cross_and_come_back_equal() {
        let mut d = Dict::default();
        d.insert(
            HKey(Value::str("k")),
            Value::tuple(vec![Value::Int(1), Value::Float(2.5)]),
        );
        let v = Value::list(vec![
            Value::None,
            Value::Bool(true),
            Value::from_big(BigInt::from(1u8) << 100),
            Value::str("é"),
            Value::dict(d),
            Value::Ellipsis,
        ]);
        let p = Portable::of(&v).expect("plain data crosses");
        let back = std::thread::spawn(move || format!("{:?}", p.clone().into_value().is_none()))
            .join()
            .expect("thread");
        assert_eq!(back, "false");
        let again = Portable::of(&v).expect("crosses").into_value();
        assert_eq!(repr(&again), repr(&v));
    }

    #[test]
    fn what_cannot_cross_says_so() {
        assert_eq!(Portable::of(&Value::Pending(0)), None);
        assert_eq!(Portable::of(&Value::list(vec![Value::Pending(1)])), None);
    }
}
