//! Stable sorting with a fallible `<`, comparing in the order CPython's
//! timsort compares for short lists (so the same TypeError names the same
//! pair), and by merge sort for long ones. Rust's own sort is not used: it
//! may panic when a comparison is not a total order (NaN), and `<` here
//! can fail. When every key is a number (an int, or a float that is not
//! NaN), a str, or a tuple of those with numbers or strs at each
//! position, no comparison can fail and the order is total: then the keys
//! are sorted with a direct comparison specialised to their kind (CPython
//! pre-checks key types the same way), and a stable sort of a total order
//! has only one result.

use std::cmp::Ordering;

use crate::value::arith::int_float_cmp;
use crate::value::hash::tail_le;
use crate::value::{py_cmp, CmpKind, Value, VmResult};

fn lt(a: &Value, b: &Value) -> VmResult<bool> {
    Ok(py_cmp(a, b, CmpKind::Lt)? == Some(Ordering::Less))
}

/// Sort `(key, item)` pairs by key, stably; `reverse` keeps stability as
/// CPython does (equal keys stay in their original order).
pub fn sort_pairs(pairs: &mut Vec<(Value, Value)>, reverse: bool) -> VmResult<()> {
    // n log n comparisons' worth of fuel, before any is made.
    let n = pairs.len() as u64;
    crate::value::charge(n.saturating_mul(u64::from(64 - n.leading_zeros())))?;
    if reverse {
        pairs.reverse();
    }
    if total_order(pairs) {
        sort_decorated(pairs)?;
    } else if pairs.len() <= 64 {
        small_sort(pairs)?;
    } else {
        merge_sort(pairs)?;
    }
    if reverse {
        pairs.reverse();
    }
    Ok(())
}

/// `items` sorted by `keys` (one key an item, in step), stably; `reverse`
/// as in [`sort_pairs`]. Keys of one kind (see `total_order`) are sorted
/// where they lie and the items gathered once in the order found (no
/// pairs built, moved and taken apart); any others go through
/// [`sort_pairs`].
pub fn sort_keyed(
    mut keys: Vec<Value>,
    mut items: Vec<Value>,
    reverse: bool,
) -> VmResult<Vec<Value>> {
    let n = keys.len();
    if n != items.len() || u32::try_from(n).is_err() || !total_order_by(&keys, |k| k) {
        let mut pairs: Vec<(Value, Value)> = keys.into_iter().zip(items).collect();
        sort_pairs(&mut pairs, reverse)?;
        return Ok(pairs.into_iter().map(|(_, v)| v).collect());
    }
    // The fuel `sort_pairs` charges, before any comparison.
    let m = n as u64;
    crate::value::charge(m.saturating_mul(u64::from(64 - m.leading_zeros())))?;
    if reverse {
        // A stable sort of the reversed keys, read back to front: equal
        // keys keep their original order, as `sort_pairs` does.
        keys.reverse();
    }
    let order = decorated_order(&keys, |k| k)?;
    let mut out = Vec::with_capacity(n);
    if reverse {
        for &i in order.iter().rev() {
            out.push(std::mem::take(&mut items[n - 1 - i as usize]));
        }
    } else {
        for &i in &order {
            out.push(std::mem::take(&mut items[i as usize]));
        }
    }
    Ok(out)
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    /// An int or a float that is not NaN: any two compare exactly.
    Num,
    Str,
}

fn kind(v: &Value) -> Option<Kind> {
    match v {
        Value::Int(_) => Some(Kind::Num),
        Value::Float(f) if !f.is_nan() => Some(Kind::Num),
        Value::Str(_) => Some(Kind::Str),
        _ => None,
    }
}

/// Whether the keys can be compared by `cmp_total`: all numbers (ints and
/// floats other than NaN), all strs, or all tuples whose items at each
/// position are all numbers or all strs.
fn total_order(pairs: &[(Value, Value)]) -> bool {
    total_order_by(pairs, |p| &p.0)
}

/// [`total_order`] over any entries holding a key.
fn total_order_by<T>(entries: &[T], key: impl Fn(&T) -> &Value) -> bool {
    let Some(first) = entries.first() else {
        return true;
    };
    if let Some(k) = kind(key(first)) {
        return entries.iter().all(|e| kind(key(e)) == Some(k));
    }
    let mut kinds: Vec<Kind> = Vec::new();
    for e in entries {
        let Value::Tuple(t) = key(e) else {
            return false;
        };
        for (i, x) in t.iter().enumerate() {
            let Some(k) = kind(x) else {
                return false;
            };
            match kinds.get(i) {
                Some(&want) if want != k => return false,
                Some(_) => {}
                None => kinds.push(k),
            }
        }
    }
    true
}

/// The first int or str of a key that passed `total_order`: the key
/// itself, or a tuple's first item. A str leads with its first eight bytes
/// as a big-endian number, so most comparisons of two strs are one compare
/// of two machine words; equal prefixes go on to the bytes (zero padding
/// cannot reorder: a str that ends within the prefix pads with zeros, and
/// a real zero byte ties with them, leaving the order to the bytes).
#[derive(PartialEq, Eq, PartialOrd, Ord)]
enum Lead<'a> {
    Int(i64),
    Str(u64, &'a str),
}

fn lead(v: &Value) -> Option<Lead<'_>> {
    match v {
        Value::Int(i) => Some(Lead::Int(*i)),
        Value::Str(s) => {
            let s = s.as_str();
            let b = s.as_bytes();
            // Read without a copy of variable length (a call of `memcpy`
            // per key): the first eight bytes, or the short str's bytes
            // shifted to the top of the word.
            let prefix = match b.first_chunk::<8>() {
                Some(w) => u64::from_be_bytes(*w),
                None if b.is_empty() => 0,
                None => {
                    tail_le(b).swap_bytes() // the bytes big-endian, top-aligned
                }
            };
            Some(Lead::Str(prefix, s))
        }
        Value::Tuple(t) => t.first().and_then(lead),
        _ => None,
    }
}

/// A lead as one machine word that orders as leads of its kind do: an int
/// with its sign bit flipped (so unsigned order is signed order), a str's
/// eight-byte prefix (when two prefixes differ, they order the strs).
fn word(l: &Lead) -> u64 {
    match l {
        Lead::Int(i) => (*i as u64) ^ (1 << 63),
        Lead::Str(p, _) => *p,
    }
}

/// A key's position and its leads' words, sorted in place of the index.
#[derive(Clone, Copy)]
struct Packed {
    a: u64,
    b: u64,
    i: u32,
}

/// A str key's position and its prefix word: 16 bytes, two thirds of a
/// [`Packed`] entry, so the sort of str keys moves less memory.
#[derive(Clone, Copy)]
struct Prefixed {
    a: u64,
    i: u32,
}

/// Comparisons between two looks at the run's limits (fuel, time,
/// memory) while a sort runs: a sort of millions of keys stops at the
/// deadline, not after it.
const LOOK_EVERY: u32 = 4096;

/// Counts the comparisons of one sort and looks at the limits every
/// [`LOOK_EVERY`] of them.
struct Ticker(u32);

impl Ticker {
    #[inline]
    fn add(&mut self, n: u32) -> VmResult<()> {
        self.0 += n;
        if self.0 >= LOOK_EVERY {
            self.0 = 0;
            crate::value::budget::look_now()?;
        }
        Ok(())
    }
}

/// Sorted runs made by the library's sort before the merges (each a
/// bounded piece of work between two looks at the limits).
const BLOCK: usize = 2048;

/// The positions `0..n` in the order `cmp` (a total order) gives them:
/// blocks sorted by the library's sort, then merged bottom-up, with a look
/// at the limits between blocks and every [`LOOK_EVERY`] items merged.
/// The sort moves 4-byte indices, never the keys.
fn sort_indices(n: usize, cmp: impl Fn(u32, u32) -> Ordering) -> VmResult<Vec<u32>> {
    sort_entries((0..n as u32).collect(), |a, b| cmp(*a, *b))
}

/// [`sort_indices`] over any small copyable entries (an index with what
/// orders it, so that most comparisons read no other memory).
fn sort_entries<T: Copy>(mut idx: Vec<T>, cmp: impl Fn(&T, &T) -> Ordering) -> VmResult<Vec<T>> {
    let n = idx.len();
    let mut ticker = Ticker(0);
    for chunk in idx.chunks_mut(BLOCK) {
        chunk.sort_unstable_by(&cmp);
        ticker.add(LOOK_EVERY)?;
    }
    if n <= BLOCK {
        return Ok(idx);
    }
    let mut buf: Vec<T> = idx.clone();
    let mut width = BLOCK;
    while width < n {
        let mut start = 0;
        while start < n {
            let mid = (start + width).min(n);
            let end = (start + 2 * width).min(n);
            let (mut i, mut j, mut k) = (start, mid, start);
            while i < mid && j < end {
                if cmp(&idx[j], &idx[i]) == Ordering::Less {
                    buf[k] = idx[j];
                    j += 1;
                } else {
                    buf[k] = idx[i];
                    i += 1;
                }
                k += 1;
                ticker.add(1)?;
            }
            buf[k..k + (mid - i)].copy_from_slice(&idx[i..mid]);
            k += mid - i;
            buf[k..k + (end - j)].copy_from_slice(&idx[j..end]);
            start = end;
        }
        std::mem::swap(&mut idx, &mut buf);
        width *= 2;
    }
    Ok(idx)
}

/// Sort keys that passed `total_order` (decorate, sort, undecorate):
/// each key's leading int or str is taken out once, so most comparisons
/// are of two machine ints or two byte strings; only keys whose leads are
/// equal and which are tuples go on to `cmp_total`. The sort moves indices
/// into the leads, and the original index breaks the remaining ties, so
/// the order is total and the same as a stable sort's. It looks at the
/// run's limits as it goes ([`sort_indices`]).
fn sort_decorated(pairs: &mut [(Value, Value)]) -> VmResult<()> {
    if u32::try_from(pairs.len()).is_err() {
        pairs.sort_by(|a, b| cmp_total(&a.0, &b.0));
        return Ok(());
    }
    let order = decorated_order(pairs, |p| &p.0)?;
    place(pairs, order);
    Ok(())
}

/// The order of keys that are all ints or all floats (no NaN, see
/// `total_order`: `partial_cmp` always answers), read as machine numbers
/// by `num`; the index breaks ties.
fn by_number<T, K: PartialOrd>(
    pairs: &[T],
    key: impl Fn(&T) -> &Value,
    num: fn(&Value) -> K,
) -> VmResult<Vec<u32>> {
    let keys: Vec<K> = pairs.iter().map(|e| num(key(e))).collect();
    sort_indices(pairs.len(), |a, b| {
        let (x, y) = (&keys[a as usize], &keys[b as usize]);
        x.partial_cmp(y).unwrap_or(Ordering::Equal).then(a.cmp(&b))
    })
}

/// The order of keys compared whole (`cmp_total`); the index breaks ties.
fn by_whole_keys<T>(pairs: &[T], key: impl Fn(&T) -> &Value) -> VmResult<Vec<u32>> {
    sort_indices(pairs.len(), |a, b| {
        cmp_total(key(&pairs[a as usize]), key(&pairs[b as usize])).then(a.cmp(&b))
    })
}

/// The order [`sort_decorated`] finds for keys that passed
/// `total_order` (`order[j]` is the index of the entry that goes to
/// position `j`), the keys read through `key`. At most `u32::MAX` entries.
fn decorated_order<T>(pairs: &[T], key: impl Fn(&T) -> &Value) -> VmResult<Vec<u32>> {
    let n = pairs.len();
    // The scratch: the decorated keys (up to 56 bytes each), the order and
    // the merge buffer (4 bytes each), which must fit in the memory left.
    let scratch = n as u128 * 64;
    if scratch > crate::value::max_sequence_bytes() {
        return Err(crate::value::too_large("sorting", scratch));
    }
    // One comparator for each kind of key (all keys are of one kind, see
    // `total_order`), each a total order: the index breaks ties.
    let all = |f: fn(&Value) -> bool| pairs.iter().all(|e| f(key(e)));
    let order = match pairs.first().map(&key) {
        Some(Value::Int(_)) if all(|k| matches!(k, Value::Int(_))) => {
            by_number(pairs, &key, |k| match k {
                Value::Int(i) => *i,
                _ => 0,
            })?
        }
        Some(Value::Float(_)) if all(|k| matches!(k, Value::Float(_))) => {
            by_number(pairs, &key, |k| match k {
                Value::Float(f) => *f,
                _ => 0.0,
            })?
        }
        // Ints and floats mixed: compared exactly, as CPython does.
        Some(Value::Int(_) | Value::Float(_)) => by_whole_keys(pairs, &key)?,
        Some(Value::Str(_)) => {
            let keys: Vec<(u64, &str)> = pairs
                .iter()
                .map(|e| match lead(key(e)) {
                    Some(Lead::Str(p, s)) => (p, s),
                    _ => (0, ""),
                })
                .collect();
            // The prefixes travel with the indices: most comparisons read
            // nothing else; equal prefixes go on to the whole strs.
            let entries = keys
                .iter()
                .enumerate()
                .map(|(i, (p, _))| Prefixed { a: *p, i: i as u32 })
                .collect();
            sort_entries(entries, |x, y| {
                x.a.cmp(&y.a).then_with(|| {
                    keys[x.i as usize]
                        .1
                        .cmp(keys[y.i as usize].1)
                        .then(x.i.cmp(&y.i))
                })
            })?
            .into_iter()
            .map(|e| e.i)
            .collect()
        }
        _ => {
            // Tuples of two or more items that lead with an int and whose
            // second item is an int or a str: both leads as machine words,
            // made in one pass with no vector of leads (64 bytes a key);
            // equal words go on to the whole keys, which order as the
            // leads and then the rest do.
            if let Some(entries) = packed_words(pairs, &key) {
                return Ok(sort_entries(entries, |x, y| {
                    x.a.cmp(&y.a).then(x.b.cmp(&y.b)).then_with(|| {
                        cmp_total(key(&pairs[x.i as usize]), key(&pairs[y.i as usize]))
                            .then(x.i.cmp(&y.i))
                    })
                })?
                .into_iter()
                .map(|e| e.i)
                .collect());
            }
            // Tuples: their first two items' leads, then the whole key.
            // A float among those two items has no lead: then every key
            // is compared whole.
            // Sized up front (collecting into an `Option<Vec<_>>` grows
            // the vector by doubling: a copy of it at each step).
            fn both(k: &Value) -> Option<(Lead<'_>, Option<Lead<'_>>)> {
                let second = match k {
                    Value::Tuple(t) => match t.get(1) {
                        Some(x) => Some(lead(x)?),
                        None => None,
                    },
                    _ => None,
                };
                lead(k).map(|l| (l, second))
            }
            let mut leads: Option<Vec<(Lead, Option<Lead>)>> = Some(Vec::with_capacity(n));
            for e in pairs.iter() {
                match (both(key(e)), leads.as_mut()) {
                    (Some(l), Some(v)) => v.push(l),
                    _ => {
                        leads = None;
                        break;
                    }
                }
            }
            let keys = pairs;
            let Some(leads) = leads else {
                return by_whole_keys(pairs, &key);
            };
            let short = keys
                .iter()
                .all(|e| matches!(key(e), Value::Tuple(t) if t.len() <= 2));
            let full = |a: usize, b: usize| {
                let o = leads[a].cmp(&leads[b]);
                if short {
                    o
                } else {
                    o.then_with(|| cmp_total(key(&keys[a]), key(&keys[b])))
                }
                .then(a.cmp(&b))
            };
            if short {
                // A lead is the whole int or str, so two leads are the
                // whole of a tuple of at most two items (a missing second
                // item sorts first, as the shorter tuple does).
                sort_indices(n, |a, b| full(a as usize, b as usize))?
            } else {
                sort_indices(n, |a, b| {
                    let (a, b) = (a as usize, b as usize);
                    leads[a]
                        .cmp(&leads[b])
                        .then_with(|| cmp_total(key(&keys[a]), key(&keys[b])))
                        .then(a.cmp(&b))
                })?
            }
        }
    };
    Ok(order)
}

/// The packed entries of keys that are all tuples of two or more items
/// led by an int with an int or a str second, or `None` when one is not.
fn packed_words<T>(entries: &[T], key: impl Fn(&T) -> &Value) -> Option<Vec<Packed>> {
    let mut out = Vec::with_capacity(entries.len());
    for (i, e) in entries.iter().enumerate() {
        let Value::Tuple(t) = key(e) else {
            return None;
        };
        let (Some(Value::Int(first)), Some(second @ (Value::Int(_) | Value::Str(_)))) =
            (t.first(), t.get(1))
        else {
            return None;
        };
        out.push(Packed {
            a: word(&Lead::Int(*first)),
            b: word(&lead(second)?),
            i: u32::try_from(i).ok()?,
        });
    }
    Some(out)
}

/// Puts the pairs in the order the sort found (`order[j]` is the index of
/// the pair that goes to position `j`).
fn place(pairs: &mut [(Value, Value)], mut order: Vec<u32>) {
    // Put each pair where the sort says, in place, cycle by cycle (no
    // second copy of the pairs: peak memory as before): position `j`
    // takes the pair at `order[j]`; a position done is marked with its
    // own index.
    for start in 0..order.len() {
        if order[start] as usize == start {
            continue;
        }
        let held = std::mem::take(&mut pairs[start]);
        let mut j = start;
        loop {
            let k = order[j] as usize;
            order[j] = j as u32;
            if k == start {
                pairs[j] = held;
                break;
            }
            pairs[j] = std::mem::take(&mut pairs[k]);
            j = k;
        }
    }
}

/// Python's order on keys that passed `total_order`.
fn cmp_total(a: &Value, b: &Value) -> Ordering {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => x.cmp(y),
        (Value::Float(x), Value::Float(y)) => x.partial_cmp(y).unwrap_or(Ordering::Equal),
        (Value::Int(i), Value::Float(f)) => int_float_cmp(*i, *f).unwrap_or(Ordering::Equal),
        (Value::Float(f), Value::Int(i)) => {
            int_float_cmp(*i, *f).unwrap_or(Ordering::Equal).reverse()
        }
        (Value::Str(x), Value::Str(y)) => x.as_str().cmp(y.as_str()),
        (Value::Tuple(x), Value::Tuple(y)) => x
            .iter()
            .zip(y.iter())
            .map(|(p, q)| cmp_total(p, q))
            .find(|o| *o != Ordering::Equal)
            .unwrap_or_else(|| x.len().cmp(&y.len())),
        _ => Ordering::Equal,
    }
}

/// CPython's path for short lists: find the initial run (reversing a
/// strictly descending one), then binary insertion of the rest.
fn small_sort(v: &mut [(Value, Value)]) -> VmResult<()> {
    let n = v.len();
    if n < 2 {
        return Ok(());
    }
    let mut run = 2;
    if lt(&v[1].0, &v[0].0)? {
        while run < n && lt(&v[run].0, &v[run - 1].0)? {
            run += 1;
        }
        v[..run].reverse();
    } else {
        while run < n && !lt(&v[run].0, &v[run - 1].0)? {
            run += 1;
        }
    }
    for i in run..n {
        // Insert v[i] after every element not greater than it (stability).
        let (mut lo, mut hi) = (0, i);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if lt(&v[i].0, &v[mid].0)? {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        v[lo..=i].rotate_right(1);
    }
    Ok(())
}

fn merge_sort(v: &mut Vec<(Value, Value)>) -> VmResult<()> {
    let n = v.len();
    let mut width = 32;
    // Sorted runs of 32 by insertion, then bottom-up merges, looking at
    // the run's limits as they go.
    let mut ticker = Ticker(0);
    for chunk in v.chunks_mut(width) {
        small_sort(chunk)?;
        ticker.add(32 * 5)?;
    }
    let mut buf: Vec<(Value, Value)> = Vec::with_capacity(n);
    while width < n {
        buf.clear();
        let mut start = 0;
        while start < n {
            let mid = (start + width).min(n);
            let end = (start + 2 * width).min(n);
            let (mut i, mut j) = (start, mid);
            while i < mid && j < end {
                // Take from the right only when strictly less: stable.
                // Items move (no reference counting); on an error the
                // pairs are dropped by the caller, never read.
                ticker.add(1)?;
                if lt(&v[j].0, &v[i].0)? {
                    buf.push(std::mem::take(&mut v[j]));
                    j += 1;
                } else {
                    buf.push(std::mem::take(&mut v[i]));
                    i += 1;
                }
            }
            buf.extend(v[i..mid].iter_mut().map(std::mem::take));
            buf.extend(v[j..end].iter_mut().map(std::mem::take));
            start = end;
        }
        std::mem::swap(v, &mut buf);
        width *= 2;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::{Exc, MemoryBudget, MeterLimits};
    use std::cell::Cell;
    use std::time::Duration;

    thread_local! {
        static READS: Cell<usize> = const { Cell::new(0) };
    }

    /// Reads before the sort begins: entering the budget, the up-front
    /// charge, the scratch check.
    const SET_UP_READS: usize = 3;
    /// Looks the sort must take while it sorts before the probe trips: a
    /// sort that looked only before it began would never see the limit,
    /// and one more read before it began would not be enough either.
    const LOOKS_WHILE_SORTING: usize = 5;

    /// A memory probe that reads 0 until the sort has looked at its limits
    /// `LOOKS_WHILE_SORTING` times, and a terabyte after that.
    fn probe() -> usize {
        READS.with(|r| {
            r.set(r.get() + 1);
            if r.get() > SET_UP_READS + LOOKS_WHILE_SORTING {
                1 << 40
            } else {
                0
            }
        })
    }

    fn stopped_mid_way(mut pairs: Vec<(Value, Value)>) -> Exc {
        READS.with(|r| r.set(0));
        let meter = MeterLimits {
            fuel: u64::MAX,
            deadline: None,
            time: Duration::MAX,
        };
        let _b = MemoryBudget::enter_metered(1 << 30, Some(probe), meter);
        let e = sort_pairs(&mut pairs, false).expect_err("the sort looks at the limits as it goes");
        // Stopped by the first read past the looks allowed, not before.
        assert_eq!(
            READS.with(Cell::get),
            SET_UP_READS + LOOKS_WHILE_SORTING + 1
        );
        e
    }

    #[test]
    fn a_long_sort_of_ints_stops_at_a_limit_reached_while_it_sorts() {
        let pairs = (0..100_000i64)
            .map(|i| (Value::Int((i * 7919) % 100_003), Value::None))
            .collect();
        let e = stopped_mid_way(pairs);
        assert!(e.msg.starts_with("memory:"), "{}", e.msg);
    }

    #[test]
    fn a_long_sort_of_floats_stops_at_a_limit_reached_while_it_sorts() {
        let pairs = (0..100_000i64)
            .map(|i| (Value::Float(((i * 7919) % 100_003) as f64), Value::None))
            .collect();
        let e = stopped_mid_way(pairs);
        assert!(e.msg.starts_with("memory:"), "{}", e.msg);
    }

    /// The decorated sort (blocks and merges of indices, str prefixes)
    /// gives the order of a stable sort by Python's comparison.
    #[test]
    fn the_decorated_sort_is_the_stable_sort() {
        let words = [
            "",
            "a",
            "a\0",
            "a\0b",
            "ab",
            "abcdefgh",
            "abcdefgh\0",
            "abcdefghi",
            "b",
            "é",
            "\u{10000}",
        ];
        let mut seed = 12345u64;
        let mut next = move || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        for n in [0, 1, 5, 2047, 2048, 2049, 5000, 9000] {
            let keys: Vec<Value> = (0..n)
                .map(|_| match next() % 3 {
                    0 => Value::tuple(vec![
                        Value::Int((next() % 7) as i64 - 3),
                        Value::str(words[next() % words.len()]),
                    ]),
                    _ => Value::tuple(vec![
                        Value::Int((next() % 7) as i64 - 3),
                        Value::str(format!("{}{}", words[next() % words.len()], next() % 3)),
                    ]),
                })
                .collect();
            let item = |k: &Value, i: usize| match k {
                Value::Tuple(t) => t[i].clone(),
                _ => Value::None,
            };
            let mut cut = 0;
            let variants: [Vec<Value>; 5] = [
                keys.clone(),
                keys.iter().map(|k| item(k, 1)).collect(),
                keys.iter().map(|k| item(k, 0)).collect(),
                // Tuples of one or two items, and of two or three.
                keys.iter()
                    .map(|k| {
                        cut += 1;
                        let n = if cut % 3 == 0 { 1 } else { 2 };
                        Value::tuple((0..n).map(|i| item(k, i)).collect())
                    })
                    .collect(),
                keys.iter()
                    .map(|k| {
                        cut += 1;
                        let mut t = vec![item(k, 0), item(k, 1)];
                        if cut % 2 == 0 {
                            t.push(Value::Int((cut % 5) as i64));
                        }
                        Value::tuple(t)
                    })
                    .collect(),
            ];
            for keys in variants {
                let mut pairs: Vec<(Value, Value)> = keys
                    .iter()
                    .enumerate()
                    .map(|(i, k)| (k.clone(), Value::Int(i as i64)))
                    .collect();
                let mut want = pairs.clone();
                want.sort_by(|a, b| cmp_total(&a.0, &b.0));
                sort_pairs(&mut pairs, false).expect("sorts");
                let got: Vec<i64> = pairs.iter().filter_map(|p| p.1.as_index()).collect();
                let want: Vec<i64> = want.iter().filter_map(|p| p.1.as_index()).collect();
                assert_eq!(got, want, "n = {n}");
            }
        }
    }

    /// Numbers (ints and floats mixed, signed zeros, infinities, ints past
    /// 2^53 next to floats) and tuples holding them sort as the general
    /// path (Python's `<` through `py_cmp`, binary insertion and merges)
    /// sorts them, reverse included.
    #[test]
    fn number_keys_sort_as_the_general_path_sorts_them() {
        let big = 1i64 << 60;
        let nums = [
            Value::Int(0),
            Value::Float(0.0),
            Value::Float(-0.0),
            Value::Int(-1),
            Value::Float(-1.0),
            Value::Float(0.5),
            Value::Float(f64::INFINITY),
            Value::Float(f64::NEG_INFINITY),
            Value::Int(big),
            Value::Int(big + 1),
            Value::Float(big as f64),
            Value::Int(i64::MAX),
            Value::Float(9.3e18),
            Value::Int(3),
            Value::Float(3.0),
        ];
        let mut seed = 777u64;
        let mut next = move || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        for n in [2, 30, 100, 3000] {
            let pick = |r: usize| nums[r % nums.len()].clone();
            let floats: Vec<Value> = (0..n)
                .map(|_| Value::Float((next() % 9) as f64 / 4.0 - 1.0))
                .collect();
            let mixed: Vec<Value> = (0..n).map(|_| pick(next())).collect();
            let tuples: Vec<Value> = (0..n)
                .map(|_| Value::tuple(vec![pick(next()), Value::str(["b", "a", "é"][next() % 3])]))
                .collect();
            let seconds: Vec<Value> = (0..n)
                .map(|_| Value::tuple(vec![Value::Int((next() % 3) as i64), pick(next())]))
                .collect();
            // Int-led tuples with the extreme ints and strs that share
            // their first eight bytes (the packed words tie, the strs
            // do not).
            let ends = [i64::MIN, -1, 0, 1, i64::MAX];
            let strs = ["abcdefgh", "abcdefghi", "abcdefgh\0", "a", "", "é"];
            let packed: Vec<Value> = (0..n)
                .map(|_| {
                    Value::tuple(vec![
                        Value::Int(ends[next() % ends.len()]),
                        Value::str(strs[next() % strs.len()]),
                    ])
                })
                .collect();
            let led_by_str: Vec<Value> = (0..n)
                .map(|_| Value::str(strs[next() % strs.len()]))
                .collect();
            for keys in [floats, mixed, tuples, seconds, packed, led_by_str] {
                for reverse in [false, true] {
                    let mut pairs: Vec<(Value, Value)> = keys
                        .iter()
                        .enumerate()
                        .map(|(i, k)| (k.clone(), Value::Int(i as i64)))
                        .collect();
                    assert!(total_order(&pairs));
                    let mut want = pairs.clone();
                    if reverse {
                        want.reverse();
                    }
                    merge_sort(&mut want).expect("sorts");
                    if reverse {
                        want.reverse();
                    }
                    sort_pairs(&mut pairs, reverse).expect("sorts");
                    let got: Vec<i64> = pairs.iter().filter_map(|p| p.1.as_index()).collect();
                    let want: Vec<i64> = want.iter().filter_map(|p| p.1.as_index()).collect();
                    assert_eq!(got, want, "n = {n}, reverse = {reverse}");
                }
            }
        }
        // A NaN key is not a total order: the general path takes it.
        let with_nan = vec![
            (Value::Float(f64::NAN), Value::None),
            (Value::Int(1), Value::None),
        ];
        assert!(!total_order(&with_nan));
    }
}

#[cfg(test)]
mod keyed_tests {
    use super::*;

    /// `sort_keyed` (keys sorted where they lie, items gathered) gives
    /// the items in the order `sort_pairs` gives them, for keys of one
    /// kind and for keys that go the general way (NaN, mixed kinds, which
    /// fail with the same error), reverse included.
    #[test]
    fn sort_keyed_orders_items_as_sort_pairs_does() {
        let strs = [
            "",
            "a",
            "a\0",
            "ab",
            "abc",
            "abcd",
            "abcde",
            "abcdef",
            "abcdefg",
            "abcdefgh",
            "abcdefgh\0",
            "abcdefghi",
            "b",
            "é",
            "éa",
            "\u{10000}",
        ];
        let mut seed = 4242u64;
        let mut next = move || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        for n in [0, 1, 2, 5, 64, 65, 3000] {
            let s = |r: usize| Value::str(strs[r % strs.len()]);
            let kinds: Vec<Vec<Value>> = vec![
                (0..n).map(|_| s(next())).collect(),
                (0..n)
                    .map(|_| Value::Int((next() % 9) as i64 - 4))
                    .collect(),
                (0..n)
                    .map(|_| Value::Float((next() % 9) as f64 / 4.0))
                    .collect(),
                (0..n)
                    .map(|_| Value::tuple(vec![Value::Int((next() % 5) as i64), s(next())]))
                    .collect(),
                (0..n)
                    .map(|_| Value::tuple(vec![s(next()), Value::Int((next() % 5) as i64)]))
                    .collect(),
                (0..n)
                    .map(|i| match i % 7 {
                        3 => Value::Float(f64::NAN),
                        _ => Value::Float((next() % 5) as f64),
                    })
                    .collect(),
                (0..n)
                    .map(|i| match i % 5 {
                        2 => s(next()),
                        _ => Value::Int((next() % 5) as i64),
                    })
                    .collect(),
            ];
            for keys in kinds {
                for reverse in [false, true] {
                    let items: Vec<Value> = (0..n as i64).map(Value::Int).collect();
                    let mut pairs: Vec<(Value, Value)> =
                        keys.iter().cloned().zip(items.iter().cloned()).collect();
                    let want = sort_pairs(&mut pairs, reverse)
                        .map(|()| {
                            pairs
                                .iter()
                                .filter_map(|p| p.1.as_index())
                                .collect::<Vec<_>>()
                        })
                        .map_err(|e| format!("{e:?}"));
                    let got = sort_keyed(keys.clone(), items, reverse)
                        .map(|v| v.iter().filter_map(Value::as_index).collect::<Vec<_>>())
                        .map_err(|e| format!("{e:?}"));
                    assert_eq!(got, want, "n = {n}, reverse = {reverse}");
                }
            }
        }
    }

    /// A str's lead word is its first eight bytes, big-endian, zero
    /// padded, whatever its length.
    #[test]
    fn lead_words_are_the_padded_prefix() {
        for s in [
            "",
            "a",
            "ab",
            "abc",
            "abcd",
            "abcde",
            "abcdef",
            "abcdefg",
            "abcdefgh",
            "abcdefghij",
            "é",
            "é\0x",
        ] {
            let mut want = [0u8; 8];
            let n = s.len().min(8);
            want[..n].copy_from_slice(&s.as_bytes()[..n]);
            let v = Value::str(s);
            let Some(Lead::Str(p, t)) = lead(&v) else {
                panic!("a str leads with a str");
            };
            assert_eq!((p, t), (u64::from_be_bytes(want), s), "{s:?}");
        }
    }
}
