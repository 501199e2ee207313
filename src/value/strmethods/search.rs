//! Searching with CPython's index rules: find, count, startswith.

use crate::value::PyStr;

/// CPython's `ADJUST_INDICES`: start and end as slice bounds over `len`.
/// `start` may come back beyond `len` (callers compare `end - start`).
pub(super) fn adjust_indices(start: Option<i64>, end: Option<i64>, len: i64) -> (i64, i64) {
    let mut start = start.unwrap_or(0);
    let mut end = end.unwrap_or(i64::MAX);
    if end > len {
        end = len;
    } else if end < 0 {
        end = (end + len).max(0);
    }
    if start < 0 {
        start = (start + len).max(0);
    }
    (start, end)
}

/// The text between code points `start` and `end` (0 <= start <= end <= len).
pub(super) fn char_slice(s: &PyStr, start: i64, end: i64) -> &str {
    let (start, end) = (start as usize, end as usize);
    if s.is_ascii() {
        return &s.as_str()[start..end];
    }
    let a = s.byte_offset(start);
    let b = a + s.as_str()[a..]
        .char_indices()
        .nth(end - start)
        .map_or(s.len() - a, |(b, _)| b);
    &s.as_str()[a..b]
}

/// Code points in `text[..byte]`.
pub(super) fn chars_before(text: &str, byte: usize, ascii: bool) -> i64 {
    if ascii {
        byte as i64
    } else {
        text[..byte].chars().count() as i64
    }
}

pub(super) fn find(
    s: &PyStr,
    sub: &PyStr,
    start: Option<i64>,
    end: Option<i64>,
    reverse: bool,
) -> i64 {
    let (start, end) = adjust_indices(start, end, s.char_len() as i64);
    if end - start < sub.char_len() as i64 {
        return -1;
    }
    let hay = char_slice(s, start, end);
    let pos = if reverse {
        hay.rfind(sub.as_str())
    } else {
        hay.find(sub.as_str())
    };
    match pos {
        Some(p) => start + chars_before(hay, p, s.is_ascii()),
        None => -1,
    }
}

pub(super) fn count(s: &PyStr, sub: &PyStr, start: Option<i64>, end: Option<i64>) -> i64 {
    let (start, end) = adjust_indices(start, end, s.char_len() as i64);
    if end - start < sub.char_len() as i64 {
        return 0;
    }
    if sub.is_empty() {
        return end - start + 1;
    }
    char_slice(s, start, end).matches(sub.as_str()).count() as i64
}

/// CPython's `tailmatch`, for `startswith` and `endswith`.
pub(super) fn tailmatch(
    s: &PyStr,
    sub: &PyStr,
    start: Option<i64>,
    end: Option<i64>,
    suffix: bool,
) -> bool {
    let (start, end) = adjust_indices(start, end, s.char_len() as i64);
    if end - start < sub.char_len() as i64 {
        return false;
    }
    if sub.is_empty() {
        return true;
    }
    let hay = char_slice(s, start, end);
    if suffix {
        hay.ends_with(sub.as_str())
    } else {
        hay.starts_with(sub.as_str())
    }
}

/// The first occurrence of `needle` in `hay` at or after the byte offset
/// `from`. Short needles (the usual `"todo" in line`, `replace("words",
/// ...)`) are found by `memchr` of their first byte and a comparison: a
/// searcher's set-up (the standard library's two-way one, or `memmem`'s)
/// costs more than the whole search through a line of text. Longer needles
/// take `memmem`, linear on any input.
pub(crate) fn find_bytes(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    let hay = hay.get(from..)?;
    let at = match needle.len() {
        0 => Some(0),
        1 => memchr::memchr(needle[0], hay),
        2..=16 => {
            let last_start = hay.len().checked_sub(needle.len())?;
            let mut i = 0;
            loop {
                let at = i + memchr::memchr(needle[0], &hay[i..=last_start])?;
                if hay[at..at + needle.len()] == *needle {
                    break Some(at);
                }
                i = at + 1;
                if i > last_start {
                    break None;
                }
            }
        }
        _ => memchr::memmem::find(hay, needle),
    };
    at.map(|a| a + from)
}
