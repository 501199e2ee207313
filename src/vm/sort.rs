//! Stable sorting with a fallible `<`, comparing in the order CPython's
//! timsort compares for short lists (so the same TypeError names the same
//! pair), and by merge sort for long ones. Rust's own sort is not used: it
//! may panic when a comparison is not a total order (NaN), and `<` here
//! can fail.

use std::cmp::Ordering;

use crate::value::{py_cmp, CmpKind, Value, VmResult};

fn lt(a: &Value, b: &Value) -> VmResult<bool> {
    Ok(py_cmp(a, b, CmpKind::Lt)? == Some(Ordering::Less))
}

/// Sort `(key, item)` pairs by key, stably; `reverse` keeps stability as
/// CPython does (equal keys stay in their original order).
pub fn sort_pairs(pairs: &mut Vec<(Value, Value)>, reverse: bool) -> VmResult<()> {
    if reverse {
        pairs.reverse();
    }
    if pairs.len() <= 64 {
        small_sort(pairs)?;
    } else {
        merge_sort(pairs)?;
    }
    if reverse {
        pairs.reverse();
    }
    Ok(())
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
                if lt(&v[j].0, &v[i].0)? {
                    buf.push(v[j].clone());
                    j += 1;
                } else {
                    buf.push(v[i].clone());
                    i += 1;
                }
            }
            buf.extend_from_slice(&v[i..mid]);
            buf.extend_from_slice(&v[j..end]);
            start = end;
        }
        std::mem::swap(v, &mut buf);
        width *= 2;
    }
    Ok(())
}
