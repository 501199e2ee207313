//! Splitting, joining and replacing.

use super::args::check_size;
use super::search::find_bytes;
use super::unicode::{is_linebreak, is_space};
use crate::value::{charge, charge_bytes, Exc, ExcKind, PyStr, StrBuf, Value, VmResult};

pub(super) fn str_values<'a>(parts: impl IntoIterator<Item = &'a str>) -> VmResult<Vec<Value>> {
    // Each new string costs fuel, and the memory they take is looked at
    // as they are made (a hundred million one-character strings stop at
    // the memory limit, not after they are all built).
    parts
        .into_iter()
        .map(|p| charge(1).map(|()| Value::str(p)))
        .collect()
}

/// The pieces of a split, collected with the same charge.
fn charged<'a>(parts: impl Iterator<Item = &'a str>) -> VmResult<Vec<&'a str>> {
    parts.map(|p| charge(1).map(|()| p)).collect()
}

pub(super) fn split(s: &PyStr, sep: Option<&str>, maxsplit: i64, reverse: bool) -> VmResult<Value> {
    let text = s.as_str();
    let limit = if maxsplit < 0 {
        usize::MAX
    } else {
        usize::try_from(maxsplit).unwrap_or(usize::MAX)
    };
    let parts: Vec<&str> = match sep {
        Some("") => return Err(Exc::value_error("empty separator")),
        Some(sep) if !reverse => charged(text.splitn(limit.saturating_add(1), sep))?,
        Some(sep) => {
            let mut parts: Vec<&str> = charged(text.rsplitn(limit.saturating_add(1), sep))?;
            parts.reverse();
            parts
        }
        None if !reverse && s.is_ascii() => {
            return Ok(Value::list(split_ascii_whitespace(s, limit)?));
        }
        None if !reverse => split_whitespace(text, limit)?,
        None => rsplit_whitespace(text, limit)?,
    };
    if parts.len() == 1 && parts[0].len() == text.len() {
        return Ok(Value::list(vec![Value::Str(s.clone())]));
    }
    Ok(Value::list(str_values(parts)?))
}

/// CPython's `split_whitespace`: runs of whitespace separate; after
/// `limit` splits the rest (less its leading whitespace) is one item.
pub(super) fn split_whitespace(text: &str, mut limit: usize) -> VmResult<Vec<&str>> {
    let mut out = Vec::new();
    let mut rest = text;
    while limit > 0 {
        rest = rest.trim_start_matches(is_space);
        if rest.is_empty() {
            break;
        }
        let end = rest.find(is_space).unwrap_or(rest.len());
        charge(1)?;
        out.push(&rest[..end]);
        rest = &rest[end..];
        limit -= 1;
    }
    let rest = rest.trim_start_matches(is_space);
    if !rest.is_empty() {
        out.push(rest);
    }
    Ok(out)
}

/// `s.split()` of an ASCII `s`, byte by byte: each word copied straight
/// into its own str as it is found (no list of pieces first); a text that
/// is one word whole is the receiver itself.
fn split_ascii_whitespace(s: &PyStr, mut limit: usize) -> VmResult<Vec<Value>> {
    let text = s.as_str();
    let b = text.as_bytes();
    // Room for a short line's words at once, as CPython preallocates 12.
    let mut out = Vec::with_capacity(limit.saturating_add(1).min(12));
    let mut i = 0;
    loop {
        while i < b.len() && ASCII_SPACE[b[i] as usize] {
            i += 1;
        }
        if i == b.len() {
            break;
        }
        if limit == 0 {
            out.push(ascii_word(s, i, b.len(), 0)?);
            break;
        }
        let start = i;
        while i < b.len() && !ASCII_SPACE[b[i] as usize] {
            i += 1;
        }
        out.push(ascii_word(s, start, i, 1)?);
        limit -= 1;
    }
    Ok(out)
}

/// The word of an ASCII str between byte offsets `start` and `end`, for
/// `split_ascii_whitespace`. A word costs a unit of fuel (`unit`: the
/// last one, the rest after `limit` splits, costs none) and its new str
/// another, charged at once (each charge reads the thread's meter). Kept
/// inline: out of line, its call cost more than the copy of a short word.
#[inline(always)]
fn ascii_word(s: &PyStr, start: usize, end: usize, unit: u64) -> VmResult<Value> {
    if end - start == s.len() {
        charge(unit)?;
        return Ok(Value::Str(s.clone()));
    }
    charge(unit + 1)?;
    Ok(Value::Str(PyStr::copy_ascii(&s.as_str()[start..end])))
}

/// Which bytes are ASCII whitespace as `is_space` says (`\t` to `\r`,
/// `\x1c` to `\x1f`, space): one load a byte in the scans of ASCII text,
/// where the two range tests took several instructions.
pub(super) static ASCII_SPACE: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = matches!(b as u8, b'\t'..=b'\r' | 0x1c..=b' ');
        b += 1;
    }
    t
};

pub(super) fn rsplit_whitespace(text: &str, mut limit: usize) -> VmResult<Vec<&str>> {
    let mut out = Vec::new();
    let mut rest = text;
    while limit > 0 {
        rest = rest.trim_end_matches(is_space);
        if rest.is_empty() {
            break;
        }
        let start = rest.rfind(is_space).map_or(0, |p| {
            p + rest[p..].chars().next().map_or(1, char::len_utf8)
        });
        charge(1)?;
        out.push(&rest[start..]);
        rest = &rest[..start];
        limit -= 1;
    }
    let rest = rest.trim_end_matches(is_space);
    if !rest.is_empty() {
        out.push(rest);
    }
    out.reverse();
    Ok(out)
}

pub(super) fn splitlines(s: &PyStr, keepends: bool) -> VmResult<Value> {
    let text = s.as_str();
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let (line_end, next) = match rest.char_indices().find(|&(_, c)| is_linebreak(c)) {
            Some((i, '\r')) if rest[i + 1..].starts_with('\n') => (i, i + 2),
            Some((i, c)) => (i, i + c.len_utf8()),
            None => (rest.len(), rest.len()),
        };
        charge_bytes(next)?;
        out.push(Value::str(&rest[..if keepends { next } else { line_end }]));
        rest = &rest[next..];
    }
    Ok(Value::list(out))
}

pub(super) fn partition(s: &PyStr, sep: &PyStr, reverse: bool) -> VmResult<Value> {
    if sep.is_empty() {
        return Err(Exc::value_error("empty separator"));
    }
    let text = s.as_str();
    let found = if reverse {
        text.rfind(sep.as_str())
    } else {
        text.find(sep.as_str())
    };
    let empty = || Value::str("");
    Ok(Value::tuple(match found {
        Some(i) => vec![
            Value::str(&text[..i]),
            Value::Str(sep.clone()),
            Value::str(&text[i + sep.len()..]),
        ],
        None if reverse => vec![empty(), empty(), Value::Str(s.clone())],
        None => vec![Value::Str(s.clone()), empty(), empty()],
    }))
}

pub(super) fn join(s: &PyStr, iterable: &Value) -> VmResult<Value> {
    let items = match iterable.iter_snapshot() {
        Ok(items) => items,
        Err(e) if e.kind == ExcKind::TypeError && e.msg.ends_with("object is not iterable") => {
            return Err(Exc::type_error("can only join an iterable"))
        }
        Err(e) => return Err(e),
    };
    let mut total = s.len() as u128 * items.len().saturating_sub(1) as u128;
    for (i, item) in items.iter().enumerate() {
        match item {
            Value::Str(p) => total += p.len() as u128,
            other => {
                return Err(Exc::type_error(format!(
                    "sequence item {i}: expected str instance, {} found",
                    other.type_name()
                )))
            }
        }
    }
    check_size(total)?;
    if let [item @ Value::Str(_)] = items.as_slice() {
        return Ok(item.clone());
    }
    let mut out = StrBuf::with_capacity(total as usize);
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_py(s);
        }
        if let Value::Str(p) = item {
            out.push_py(p);
        }
    }
    Ok(Value::Str(out.finish()))
}

pub(super) fn replace(s: &PyStr, old: &PyStr, new: &PyStr, count: i64) -> VmResult<Value> {
    let text = s.as_str();
    let limit = if count < 0 {
        usize::MAX
    } else {
        count as usize
    };
    if limit == 0 || old.as_str() == new.as_str() {
        return Ok(Value::Str(s.clone()));
    }
    if old.is_empty() {
        // Insert `new` before every code point and at the end, `limit` times.
        let n = limit.min(s.char_len() + 1);
        check_size(text.len() as u128 + new.len() as u128 * n as u128)?;
        let mut out = String::with_capacity(text.len() + new.len() * n);
        let mut inserted = 0;
        for (i, c) in text.char_indices() {
            if inserted == n {
                out.push_str(&text[i..]);
                return Ok(Value::str(out));
            }
            out.push_str(new);
            out.push(c);
            inserted += 1;
        }
        if inserted < n {
            out.push_str(new);
        }
        return Ok(Value::str(out));
    }
    charge_bytes(text.len())?;
    // One pass: find each match by scanning for its first byte (no
    // searcher to set up), copying as we go. A match of a UTF-8 needle
    // starts and ends on code point boundaries.
    let (h, n) = (text.as_bytes(), old.as_bytes());
    // Made in the result's own block, from the first match on; the pieces
    // of an ASCII text are ASCII (their code points need no count).
    let ascii = s.is_ascii();
    let mut buf: Option<StrBuf> = None;
    let (mut last, mut found) = (0, 0);
    while found < limit {
        let Some(at) = find_bytes(h, n, last) else {
            break;
        };
        let out = buf.get_or_insert_with(|| StrBuf::with_capacity(text.len()));
        found += 1;
        if new.len() > old.len() {
            check_size(text.len() as u128 + (new.len() - old.len()) as u128 * found as u128)?;
        }
        if ascii {
            out.push_ascii(&text[last..at]);
        } else {
            out.push_str(&text[last..at]);
        }
        out.push_py(new);
        last = at + n.len();
    }
    let Some(mut out) = buf else {
        return Ok(Value::Str(s.clone()));
    };
    if ascii {
        out.push_ascii(&text[last..]);
    } else {
        out.push_str(&text[last..]);
    }
    Ok(Value::Str(out.finish()))
}
