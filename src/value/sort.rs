//! Stable sorting with a fallible `<`, comparing in the order CPython's
//! timsort compares for short lists (so the same TypeError names the same
//! pair), and by merge sort for long ones. Rust's own sort is not used: it
//! may panic when a comparison is not a total order (NaN), and `<` here
//! can fail. When every key is an int, a str, or a tuple of those with
//! one type at each position, no comparison can fail and the order is
//! total: then Rust's stable sort runs with a direct comparison (CPython
//! pre-checks key types the same way), and a stable sort of a total order
//! has only one result.

use std::cmp::Ordering;

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
        sort_decorated(pairs);
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

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Int,
    Str,
}

fn kind(v: &Value) -> Option<Kind> {
    match v {
        Value::Int(_) => Some(Kind::Int),
        Value::Str(_) => Some(Kind::Str),
        _ => None,
    }
}

/// Whether the keys can be compared by `cmp_total`: all ints, all strs,
/// or all tuples whose items at each position are all ints or all strs.
fn total_order(pairs: &[(Value, Value)]) -> bool {
    let Some((first, _)) = pairs.first() else {
        return true;
    };
    if let Some(k) = kind(first) {
        return pairs.iter().all(|(v, _)| kind(v) == Some(k));
    }
    let mut kinds: Vec<Kind> = Vec::new();
    for (v, _) in pairs {
        let Value::Tuple(t) = v else {
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
/// itself, or a tuple's first item.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
enum Lead<'a> {
    Int(i64),
    Str(&'a str),
}

fn lead(v: &Value) -> Option<Lead<'_>> {
    match v {
        Value::Int(i) => Some(Lead::Int(*i)),
        Value::Str(s) => Some(Lead::Str(s.as_str())),
        Value::Tuple(t) => t.first().and_then(lead),
        _ => None,
    }
}

/// Sort keys that passed `total_order` (decorate, sort, undecorate):
/// each key's leading int or str is taken out once, so most comparisons
/// are of two machine ints or two byte strings; only keys whose leads are
/// equal and which are tuples go on to `cmp_total`. Stable: the original
/// index breaks the remaining ties.
fn sort_decorated(pairs: &mut [(Value, Value)]) {
    let leads: Option<Vec<(Lead, u32)>> = pairs
        .iter()
        .zip(0u32..)
        .map(|((k, _), i)| lead(k).map(|l| (l, i)))
        .collect();
    let (Some(mut leads), Ok(_)) = (leads, u32::try_from(pairs.len())) else {
        pairs.sort_by(|a, b| cmp_total(&a.0, &b.0));
        return;
    };
    let tuples = matches!(pairs.first(), Some((Value::Tuple(_), _)));
    // Equal keys keep their original order through the index, the last
    // tie-break, so an in-place (unstable) sort gives the stable order
    // and needs no scratch buffer.
    leads.sort_unstable_by(|a, b| {
        a.0.cmp(&b.0)
            .then_with(|| {
                if tuples {
                    cmp_total(&pairs[a.1 as usize].0, &pairs[b.1 as usize].0)
                } else {
                    Ordering::Equal
                }
            })
            .then(a.1.cmp(&b.1))
    });
    let mut order: Vec<u32> = leads.iter().map(|&(_, i)| i).collect();
    drop(leads);
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
    // Sorted runs of 32 by insertion, then bottom-up merges.
    for chunk in v.chunks_mut(width) {
        small_sort(chunk)?;
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
