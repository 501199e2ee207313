//! Values and their CPython semantics. Everything a lackpy program can hold
//! is a `Value`: a small, cheaply cloned handle (16 bytes). Containers are
//! shared and mutable as in Python (`Rc<RefCell<..>>`); the VM is
//! single-threaded per program, so reference counting needs no atomics.

mod arith;
mod bigword;
pub(crate) mod budget;
pub mod builtins;
mod exc;
pub mod format;
mod hash;
pub mod interp;
pub mod json;
pub mod methods;
mod obj;
pub(crate) mod ops;
pub mod portable;
mod repr;
mod sort;
pub mod strmethods;
mod text;

pub use arith::{
    binary, compare, comparing_in, contains, float_divmod, is, negate, positive, py_cmp, py_eq,
    same_or_eq, truthy, BinOpKind, CmpKind,
};
pub use budget::{charge, charge_bytes, max_sequence_bytes, too_large, MemoryBudget, MeterLimits};
pub use builtins::{builtin_id, builtin_name, BUILTINS, BUILTIN_NAMES};
pub use exc::{Exc, ExcKind, VmResult};
pub use hash::{check_hashable, Dict, HKey, KeyHasher, Set};
pub use obj::{DictObj, ListObj, SetObj, TupleObj};
pub use repr::{
    ascii_repr, brief, checked_ascii, checked_repr, checked_str, float_repr, int_repr,
    is_printable, repr, repr_prefix, shortest_digits, str_repr, to_str, write_capped,
};
pub use text::{PyStr, StrBuf};

use std::rc::Rc;

use num_bigint::BigInt;

/// An int as a float, or CPython's OverflowError when it has no finite
/// one. Here rather than in `arith` because the formatting code needs it
/// too, and `arith` already calls into `format` (for `%`).
pub fn big_to_f64(b: &BigInt) -> VmResult<f64> {
    match num_traits::ToPrimitive::to_f64(b) {
        Some(f) if f.is_finite() => Ok(f),
        _ => Err(Exc::overflow("int too large to convert to float")),
    }
}

/// The type objects a program can name (`int`, `str`, ...), for
/// `isinstance` and for calling them as constructors.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum TypeKind {
    NoneType,
    Bool,
    Int,
    Float,
    Str,
    List,
    Tuple,
    Dict,
    Set,
    Range,
}

impl TypeKind {
    pub fn name(self) -> &'static str {
        match self {
            TypeKind::NoneType => "NoneType",
            TypeKind::Bool => "bool",
            TypeKind::Int => "int",
            TypeKind::Float => "float",
            TypeKind::Str => "str",
            TypeKind::List => "list",
            TypeKind::Tuple => "tuple",
            TypeKind::Dict => "dict",
            TypeKind::Set => "set",
            TypeKind::Range => "range",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RangeVal {
    pub start: i64,
    pub stop: i64,
    pub step: i64,
}

impl RangeVal {
    pub fn len(&self) -> i64 {
        let (start, stop, step) = (self.start as i128, self.stop as i128, self.step as i128);
        let n = if step > 0 {
            if start < stop {
                (stop - start - 1) / step + 1
            } else {
                0
            }
        } else if start > stop {
            (start - stop - 1) / (-step) + 1
        } else {
            0
        };
        n as i64
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Item `i` (0 <= i < len): always within [start, stop], so it fits.
    pub fn get(&self, i: i64) -> i64 {
        (self.start as i128 + i as i128 * self.step as i128) as i64
    }
}

/// A slice object, as `xs[a:b:c]` builds it.
#[derive(Debug, Clone)]
pub struct SliceVal {
    pub start: Value,
    pub stop: Value,
    pub step: Value,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViewKind {
    Keys,
    Values,
    Items,
}

/// `d.keys()`, `d.values()`, `d.items()`: live views of a dict, as in CPython.
#[derive(Debug)]
pub struct DictView {
    pub dict: Rc<DictObj>,
    pub kind: ViewKind,
}

impl DictView {
    pub fn type_name(&self) -> &'static str {
        match self.kind {
            ViewKind::Keys => "dict_keys",
            ViewKind::Values => "dict_values",
            ViewKind::Items => "dict_items",
        }
    }

    pub fn items(&self) -> VmResult<Vec<Value>> {
        let d = self.dict.try_borrow().map_err(|_| Exc::busy())?;
        Ok(match self.kind {
            ViewKind::Keys => d.keys().map(|k| k.0.clone()).collect(),
            ViewKind::Values => d.values().cloned().collect(),
            ViewKind::Items => d
                .iter()
                .map(|(k, v)| Value::tuple(vec![k.0.clone(), v.clone()]))
                .collect(),
        })
    }
}

/// A method looked up on a value but not yet called (`f = s.upper`), or
/// on a type (`str.upper`, called with the receiver first).
#[derive(Clone)]
pub struct BoundMethod {
    pub receiver: Value,
    pub method: &'static methods::Method,
}

impl std::fmt::Debug for BoundMethod {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BoundMethod")
            .field("receiver", &self.receiver)
            .field("method", &self.method.name)
            .finish()
    }
}

/// A key lambda: a code unit and the values it captured when made.
#[derive(Debug, Clone)]
pub struct Closure {
    pub unit: u32,
    pub captures: Vec<Value>,
}

#[derive(Debug, Default)]
pub enum Value {
    #[default]
    None,
    Bool(bool),
    /// The fast path; results that leave i64 become `Big`.
    Int(i64),
    /// Always outside the i64 range (kept normalised).
    Big(Rc<BigInt>),
    Float(f64),
    Str(PyStr),
    List(Rc<ListObj>),
    Tuple(TupleObj),
    Dict(Rc<DictObj>),
    Set(Rc<SetObj>),
    Range(Rc<RangeVal>),
    Slice(Rc<SliceVal>),
    Type(TypeKind),
    Builtin(u16),
    Method(Rc<BoundMethod>),
    Lambda(Rc<Closure>),
    View(Rc<DictView>),
    Ellipsis,
    /// An unassigned variable slot; reading it is a NameError. Never
    /// visible to programs.
    Undef,
    /// The result of a tool call still in flight (`vm::runahead`), by its
    /// place in the host's batch. Only moved and stored until the VM
    /// waits for it and puts the result in its place; never visible to
    /// programs.
    Pending(u32),
}

// A value is a tag and one word: every payload that owns memory is a thin
// pointer (a fat one, such as `Rc<str>`, would make it 24 bytes).
const _: () = assert!(std::mem::size_of::<Value>() == 16);

/// Written out (not derived) so that it inlines into the loops that copy
/// items (slices, snapshots, argument lists): the scalars are a copy, the
/// rest a reference count.
impl Clone for Value {
    #[inline(always)]
    fn clone(&self) -> Value {
        match self {
            Value::None => Value::None,
            Value::Bool(b) => Value::Bool(*b),
            Value::Int(i) => Value::Int(*i),
            Value::Big(b) => Value::Big(Rc::clone(b)),
            Value::Float(f) => Value::Float(*f),
            Value::Str(s) => Value::Str(s.clone()),
            Value::List(l) => Value::List(Rc::clone(l)),
            Value::Tuple(t) => Value::Tuple(t.clone()),
            Value::Dict(d) => Value::Dict(Rc::clone(d)),
            Value::Set(s) => Value::Set(Rc::clone(s)),
            Value::Range(r) => Value::Range(Rc::clone(r)),
            Value::Slice(s) => Value::Slice(Rc::clone(s)),
            Value::Type(t) => Value::Type(*t),
            Value::Builtin(b) => Value::Builtin(*b),
            Value::Method(m) => Value::Method(Rc::clone(m)),
            Value::Lambda(c) => Value::Lambda(Rc::clone(c)),
            Value::View(v) => Value::View(Rc::clone(v)),
            Value::Ellipsis => Value::Ellipsis,
            Value::Undef => Value::Undef,
            Value::Pending(t) => Value::Pending(*t),
        }
    }
}

impl Value {
    pub fn str(s: impl AsRef<str>) -> Value {
        Value::Str(PyStr::copy(s.as_ref()))
    }

    pub fn list(items: Vec<Value>) -> Value {
        Value::List(Rc::new(ListObj::new(items)))
    }

    pub fn tuple(items: Vec<Value>) -> Value {
        Value::Tuple(TupleObj::new(items))
    }

    /// A tuple of copies of `items`, made in one block (no vector first).
    pub fn tuple_from_slice(items: &[Value]) -> Value {
        Value::Tuple(TupleObj::from_slice(items))
    }

    pub fn dict(d: Dict) -> Value {
        Value::Dict(Rc::new(DictObj::new(d)))
    }

    pub fn set(s: Set) -> Value {
        Value::Set(Rc::new(SetObj::new(s)))
    }

    /// An int from a big integer, normalised to the i64 fast path when it fits.
    pub fn from_big(b: BigInt) -> Value {
        match i64::try_from(&b) {
            Ok(i) => Value::Int(i),
            Err(_) => Value::Big(Rc::new(b)),
        }
    }

    pub fn is_none(&self) -> bool {
        matches!(self, Value::None)
    }

    /// CPython's name for the value's type, as error messages print it.
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::None => "NoneType",
            Value::Bool(_) => "bool",
            Value::Int(_) | Value::Big(_) => "int",
            Value::Float(_) => "float",
            Value::Str(_) => "str",
            Value::List(_) => "list",
            Value::Tuple(_) => "tuple",
            Value::Dict(_) => "dict",
            Value::Set(_) => "set",
            Value::Range(_) => "range",
            Value::Slice(_) => "slice",
            Value::Type(_) => "type",
            Value::Builtin(_) => "builtin_function_or_method",
            Value::Method(_) => "builtin_function_or_method",
            Value::Lambda(_) => "function",
            Value::View(v) => v.type_name(),
            Value::Ellipsis => "ellipsis",
            Value::Undef => "undefined",
            Value::Pending(_) => "pending",
        }
    }

    pub fn type_kind(&self) -> Option<TypeKind> {
        Some(match self {
            Value::None => TypeKind::NoneType,
            Value::Bool(_) => TypeKind::Bool,
            Value::Int(_) | Value::Big(_) => TypeKind::Int,
            Value::Float(_) => TypeKind::Float,
            Value::Str(_) => TypeKind::Str,
            Value::List(_) => TypeKind::List,
            Value::Tuple(_) => TypeKind::Tuple,
            Value::Dict(_) => TypeKind::Dict,
            Value::Set(_) => TypeKind::Set,
            Value::Range(_) => TypeKind::Range,
            _ => return None,
        })
    }

    /// The int value as a big integer, when the value is an int or bool.
    pub fn as_bigint(&self) -> Option<BigInt> {
        match self {
            Value::Bool(b) => Some(BigInt::from(*b as i64)),
            Value::Int(i) => Some(BigInt::from(*i)),
            Value::Big(b) => Some((**b).clone()),
            _ => None,
        }
    }

    /// The value as an i64 index, for subscripts and counts.
    pub fn as_index(&self) -> Option<i64> {
        match self {
            Value::Bool(b) => Some(*b as i64),
            Value::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// The items of an iterable, as `for` and `list(x)` see them: a
    /// snapshot, so that later mutation cannot change what is iterated.
    /// Each item costs fuel, and a range is built item by item, so the
    /// run's fuel, time and memory stop a big one as they stop a loop.
    pub fn iter_snapshot(&self) -> VmResult<Vec<Value>> {
        match self {
            Value::List(l) => {
                let l = l.try_borrow().map_err(|_| Exc::busy())?;
                budget::reserve("a copy of a list", l.len() as u128 * 16)?;
                charge(l.len() as u64)?;
                Ok(l.clone())
            }
            Value::Tuple(t) => {
                budget::reserve("a copy of a tuple", t.len() as u128 * 16)?;
                charge(t.len() as u64)?;
                Ok(t.to_vec())
            }
            Value::Str(s) => {
                // Each character becomes a str of its own.
                budget::reserve("the characters of a str", s.char_len() as u128 * 48)?;
                s.chars()
                    .map(|c| charge(1).map(|()| Value::str(c.to_string())))
                    .collect()
            }
            Value::Dict(d) => {
                let d = d.try_borrow().map_err(|_| Exc::busy())?;
                budget::reserve("the keys of a dict", d.len() as u128 * 16)?;
                charge(d.len() as u64)?;
                Ok(d.keys().map(|k| k.0.clone()).collect())
            }
            Value::Set(s) => {
                let s = s.try_borrow().map_err(|_| Exc::busy())?;
                budget::reserve("the items of a set", s.len() as u128 * 16)?;
                charge(s.len() as u64)?;
                Ok(s.iter().map(|k| k.0.clone()).collect())
            }
            Value::View(v) => {
                let n = v.dict.try_borrow().map_or(0, |d| d.len());
                let each = match v.kind {
                    ViewKind::Items => 16 + budget::tuple_bytes(2),
                    _ => 16,
                };
                budget::reserve("the items of a dict view", n as u128 * each)?;
                charge(n as u64)?;
                v.items()
            }
            Value::Range(r) => {
                let n = r.len();
                if (n as u128) * 16 > max_sequence_bytes() {
                    return Err(too_large(&format!("a list of {n} items"), n as u128 * 16));
                }
                // Affordable (just checked), so allocated once: a list that
                // doubled its way there would hold up to twice as much.
                let mut out = Vec::with_capacity(n as usize);
                for i in 0..n {
                    charge(1)?;
                    out.push(Value::Int(r.get(i)));
                }
                Ok(out)
            }
            other => Err(Exc::type_error(format!(
                "'{}' object is not iterable",
                other.type_name()
            ))),
        }
    }

    /// Call `f` on each item of an iterable until it answers false: lazily
    /// for a range (`sum(range(10**12))` needs no list), over a snapshot
    /// for the rest. Each item costs fuel, as an iteration of a loop does.
    pub fn for_each_item(&self, mut f: impl FnMut(Value) -> VmResult<bool>) -> VmResult<()> {
        if let Value::Range(r) = self {
            for i in 0..r.len() {
                // Two units: about what the loop `for i in r: ...` costs.
                charge(2)?;
                if !f(Value::Int(r.get(i)))? {
                    break;
                }
            }
            return Ok(());
        }
        for item in self.iter_snapshot()? {
            if !f(item)? {
                break;
            }
        }
        Ok(())
    }
}
