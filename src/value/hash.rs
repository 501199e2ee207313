//! Dict keys and set members: hashing and equality with Python's rules
//! (`1 == 1.0 == True` are one key; lists are unhashable).

use std::hash::{Hash, Hasher};
use std::rc::Rc;

use indexmap::{IndexMap, IndexSet};
use num_bigint::BigInt;
use num_traits::ToPrimitive;

use super::{arith::same_or_eq, Exc, PyStr, Value, ViewKind, VmResult};

/// A value used as a key. Build one only after `check_hashable`.
#[derive(Debug, Clone)]
pub struct HKey(pub Value);

/// Insertion-ordered, as Python's dict.
pub type Dict = IndexMap<HKey, Value, KeyHasher>;
/// Insertion-ordered: a documented difference from CPython's hash order.
pub type Set = IndexSet<HKey, KeyHasher>;

/// The hasher of dict keys and set members: a multiply-rotate hash of the
/// kind rustc uses (FxHash), several times cheaper than the standard
/// library's SipHash on the short strings and small ints programs use as
/// keys. Not keyed: a program is checked, bounded and run by its own
/// caller, so there is no remote party to flood a table with collisions.
pub type KeyHasher = std::hash::BuildHasherDefault<FxHasher>;

#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            self.add(tail_le(rest) ^ ((rest.len() as u64) << 59));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_i64(&mut self, i: i64) {
        self.add(i as u64);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        // Fold the high bits down: the table indexes with the low bits.
        self.hash ^ (self.hash >> 29)
    }
}

/// Up to seven bytes as a little-endian word (the missing high bytes
/// zero), read with two or three overlapping loads instead of a copy of
/// variable length (which compiles to a call of `memcpy` for every str
/// hashed). Overlapping bytes are the same bytes, so or-ing them is exact.
#[inline(always)]
pub(crate) fn tail_le(rest: &[u8]) -> u64 {
    let n = rest.len();
    debug_assert!(n < 8);
    if n >= 4 {
        let lo = u32::from_le_bytes([rest[0], rest[1], rest[2], rest[3]]);
        let hi = u32::from_le_bytes([rest[n - 4], rest[n - 3], rest[n - 2], rest[n - 1]]);
        u64::from(lo) | u64::from(hi) << (8 * (n - 4))
    } else if n > 0 {
        u64::from(rest[0])
            | u64::from(rest[n / 2]) << (8 * (n / 2))
            | u64::from(rest[n - 1]) << (8 * (n - 1))
    } else {
        0
    }
}

/// TypeError for lists, dicts and sets (and tuples holding them).
/// Inline, so that a scalar key (the common case: every dict insert and
/// lookup asks) costs a tag test and no call.
#[inline(always)]
pub fn check_hashable(v: &Value) -> VmResult<()> {
    // Scalars, the common keys, need no walk.
    if !matches!(
        v,
        Value::Tuple(_)
            | Value::List(_)
            | Value::Dict(_)
            | Value::Set(_)
            | Value::Slice(_)
            | Value::View(_)
    ) {
        return Ok(());
    }
    check_container_hashable(v)
}

#[inline(never)]
fn check_container_hashable(v: &Value) -> VmResult<()> {
    // Iterative, so a tuple nested a million deep cannot overflow the stack;
    // each tuple is walked once however often it is shared, and each item
    // costs fuel.
    let mut pending = vec![v.clone()];
    let mut walked: std::collections::HashSet<usize> = std::collections::HashSet::new();
    while let Some(x) = pending.pop() {
        super::budget::charge(1)?;
        match &x {
            Value::List(_) | Value::Dict(_) | Value::Set(_) | Value::Slice(_) => {
                return Err(Exc::type_error(format!(
                    "unhashable type: '{}'",
                    x.type_name()
                )));
            }
            Value::View(view) if view.kind != ViewKind::Values => {
                return Err(Exc::type_error(format!(
                    "unhashable type: '{}'",
                    x.type_name()
                )));
            }
            Value::Tuple(items) if walked.insert(items.block_ptr() as usize) => {
                pending.extend(items.iter().cloned());
            }
            _ => {}
        }
    }
    Ok(())
}

impl HKey {
    pub fn new(v: Value) -> VmResult<HKey> {
        check_hashable(&v)?;
        Ok(HKey(v))
    }
}

impl PartialEq for HKey {
    /// Identity first, as CPython's dict does: a NaN key finds itself.
    fn eq(&self, other: &HKey) -> bool {
        same_or_eq(&self.0, &other.0)
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

/// Tuples deeper than this hash by their first levels only (equal tuples
/// still hash equally).
const MAX_HASH_DEPTH: u32 = 64;

/// A str's hash: its text through the key hasher, computed once and kept
/// in the str's block (a str never changes). Never 0, which marks "not
/// yet computed".
#[inline]
fn str_hash(s: &PyStr) -> u64 {
    let cell = s.hash_cell();
    match cell.get() {
        0 => {
            let mut f = FxHasher::default();
            s.as_str().hash(&mut f);
            let v = f.finish().max(1);
            cell.set(v);
            v
        }
        v => v,
    }
}

fn hash_value(v: &Value, h: &mut impl Hasher) {
    hash_at(v, h, 0)
}

fn hash_at(v: &Value, h: &mut impl Hasher, depth: u32) {
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
            h.write_u64(str_hash(s));
        }
        Value::Tuple(items) => {
            5u8.hash(h);
            items.len().hash(h);
            // Each item hashed costs fuel; a limit reached stops the walk
            // (and the run: see `value::budget`).
            if depth < MAX_HASH_DEPTH && super::budget::charge(items.len() as u64).is_ok() {
                for i in items.iter() {
                    hash_at(i, h, depth + 1);
                }
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
            r.len().hash(h);
        }
        Value::View(view) => {
            10u8.hash(h);
            (Rc::as_ptr(&view.dict) as usize).hash(h);
        }
        // Unhashable or identity-hashed: never equal to another kind.
        other => {
            9u8.hash(h);
            other.type_name().hash(h);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    /// The tail word read with loads is the word a zero-padded copy gives.
    #[test]
    fn tail_words_are_the_padded_bytes() {
        let bytes = [0x01u8, 0x80, 0xff, 0x00, 0x7f, 0x10, 0xfe];
        for n in 0..8 {
            let mut w = [0u8; 8];
            w[..n].copy_from_slice(&bytes[..n]);
            assert_eq!(tail_le(&bytes[..n]), u64::from_le_bytes(w), "{n} bytes");
        }
    }

    /// Equal strs hash equally however they were made, and strs that
    /// differ in their last bytes or their length hash apart.
    #[test]
    fn equal_strs_hash_equally() {
        let h = |v: &Value| KeyHasher::default().hash_one(HKey(v.clone()));
        for s in [
            "",
            "a",
            "size",
            "name",
            "n1234",
            "abcdefg",
            "abcdefgh",
            "abcdefghijk",
            "é",
        ] {
            let half = s.chars().count() / 2;
            let head: String = s.chars().take(half).collect();
            let made = head + &s.chars().skip(half).collect::<String>();
            assert_eq!(h(&Value::str(s)), h(&Value::str(made)), "{s:?}");
        }
        let distinct = [
            "",
            "\0",
            "\0\0",
            "a",
            "a\0",
            "ab",
            "abcdefg",
            "abcdefgh",
            "abcdefgh\0",
        ];
        for (i, a) in distinct.iter().enumerate() {
            for b in &distinct[i + 1..] {
                assert_ne!(h(&Value::str(*a)), h(&Value::str(*b)), "{a:?} {b:?}");
            }
        }
    }

    /// A str's hash is computed on its first use as a key and kept: the
    /// same handle, its clones and a fresh copy of the text all hash as
    /// the first computation did.
    #[test]
    fn a_strs_hash_is_kept_after_its_first_use() {
        let h = |v: &Value| KeyHasher::default().hash_one(HKey(v.clone()));
        let s = Value::str("counts");
        let Value::Str(p) = &s else {
            unreachable!("Value::str makes a str")
        };
        assert_eq!(p.hash_cell().get(), 0);
        let first = h(&s);
        let kept = p.hash_cell().get();
        assert_ne!(kept, 0);
        assert_eq!(h(&s), first);
        assert_eq!(h(&s.clone()), first);
        assert_eq!(h(&Value::str(String::from("count") + "s")), first);
        assert_eq!(p.hash_cell().get(), kept);
    }
}
