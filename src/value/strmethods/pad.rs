//! Padding and whitespace: center/ljust/rjust, zfill, strip, expandtabs.

use super::args::check_size;
use super::split::ASCII_SPACE;
use super::unicode::is_space;
use crate::value::{PyStr, Value, VmResult};

pub(super) fn pad(s: &PyStr, left: i64, right: i64, fill: char) -> VmResult<Value> {
    let (left, right) = (left.max(0) as u128, right.max(0) as u128);
    check_size((left + right) * fill.len_utf8() as u128 + s.len() as u128)?;
    let mut out = String::with_capacity(s.len() + (left + right) as usize * fill.len_utf8());
    out.extend(std::iter::repeat_n(fill, left as usize));
    out.push_str(s);
    out.extend(std::iter::repeat_n(fill, right as usize));
    Ok(Value::str(out))
}

/// Which ends of the string a method works on (padding, stripping).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Ends {
    Both,
    Left,
    Right,
}

/// `center` (Both), `ljust` (padded on the Right), `rjust` (on the Left).
pub(super) fn pad_method(s: &PyStr, at: Ends, width: i64, fill: char) -> VmResult<Value> {
    let len = s.char_len() as i64;
    if len >= width {
        return Ok(Value::Str(s.clone()));
    }
    let marg = width - len;
    match at {
        Ends::Both => {
            let left = marg / 2 + (marg & width & 1);
            pad(s, left, marg - left, fill)
        }
        Ends::Right => pad(s, 0, marg, fill),
        Ends::Left => pad(s, marg, 0, fill),
    }
}

pub(super) fn zfill(s: &PyStr, width: i64) -> VmResult<Value> {
    let len = s.char_len() as i64;
    if len >= width {
        return Ok(Value::Str(s.clone()));
    }
    let fill = (width - len) as u128;
    check_size(fill + s.len() as u128)?;
    let mut out = String::with_capacity(fill as usize + s.len());
    let body = match s.as_bytes().first() {
        Some(&sign @ (b'+' | b'-')) => {
            out.push(sign as char);
            &s.as_str()[1..]
        }
        _ => s.as_str(),
    };
    out.extend(std::iter::repeat_n('0', fill as usize));
    out.push_str(body);
    Ok(Value::str(out))
}

pub(super) fn strip(s: &PyStr, at: Ends, chars: Option<&str>) -> Value {
    let text = s.as_str();
    if chars.is_none() && s.is_ascii() {
        // ASCII whitespace, byte by byte: what `is_space` says of it.
        let space = |b: &u8| ASCII_SPACE[*b as usize];
        let b = text.as_bytes();
        let start = match at {
            Ends::Right => 0,
            _ => b.iter().position(|c| !space(c)).unwrap_or(b.len()),
        };
        let end = match at {
            Ends::Left => b.len(),
            _ => b.iter().rposition(|c| !space(c)).map_or(start, |e| e + 1),
        }
        .max(start);
        if end - start == b.len() {
            return Value::Str(s.clone());
        }
        return Value::Str(PyStr::copy_ascii(&text[start..end]));
    }
    let strip_char = |c: char| match chars {
        None => is_space(c),
        Some(set) => set.contains(c),
    };
    let out = match at {
        Ends::Both => text.trim_matches(strip_char),
        Ends::Left => text.trim_start_matches(strip_char),
        Ends::Right => text.trim_end_matches(strip_char),
    };
    if out.len() == text.len() {
        Value::Str(s.clone())
    } else {
        Value::str(out)
    }
}

pub(super) fn expandtabs(s: &PyStr, tabsize: i32) -> VmResult<Value> {
    if !s.contains('\t') {
        return Ok(Value::Str(s.clone()));
    }
    let tab = tabsize.max(0) as u128;
    // First pass: the size of the result, in code points and in bytes.
    let (mut col, mut bytes) = (0u128, 0u128);
    for c in s.chars() {
        match c {
            '\t' => {
                if tab > 0 {
                    let incr = tab - col % tab;
                    col += incr;
                    bytes += incr;
                }
            }
            '\n' | '\r' => {
                col = 0;
                bytes += 1;
            }
            c => {
                col += 1;
                bytes += c.len_utf8() as u128;
            }
        }
        check_size(bytes)?;
    }
    let mut out = String::with_capacity(bytes as usize);
    let mut col = 0usize;
    let tab = tab as usize;
    for c in s.chars() {
        match c {
            '\t' => {
                if tab > 0 {
                    let incr = tab - col % tab;
                    col += incr;
                    out.extend(std::iter::repeat_n(' ', incr));
                }
            }
            c => {
                col = if c == '\n' || c == '\r' { 0 } else { col + 1 };
                out.push(c);
            }
        }
    }
    Ok(Value::str(out))
}
