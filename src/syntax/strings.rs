//! String literal bodies: prefixes, escape decoding, and the scan for the
//! closing quote (logos finds only the opening).

use crate::diag::{Code, Diagnostic, Span};

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Prefix {
    pub raw: bool,
    pub fmt: bool,
    pub bytes: bool,
}

impl Prefix {
    pub fn parse(prefix: &str) -> Prefix {
        let mut p = Prefix::default();
        for c in prefix.chars() {
            match c.to_ascii_lowercase() {
                'r' => p.raw = true,
                'f' => p.fmt = true,
                'b' => p.bytes = true,
                _ => {}
            }
        }
        p
    }
}

/// Scan from just after the opening quote to the end of the literal.
/// Returns the byte length of the body and of the closing quote, or `None`
/// when the literal is unterminated. A backslash always protects the next
/// character from closing the string, raw or not, as in CPython.
pub fn scan_body(rest: &str, quote: &str) -> Option<usize> {
    let q = quote.as_bytes()[0];
    let triple = quote.len() == 3;
    let bytes = rest.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'\\' {
            // A backslash protects the next character; a CRLF counts as one.
            i += if bytes[i + 1..].starts_with(b"\r\n") {
                3
            } else {
                2
            };
            continue;
        }
        if b == q && (!triple || bytes[i..].starts_with(quote.as_bytes())) {
            return Some(i);
        }
        if !triple && (b == b'\n' || b == b'\r') {
            return None;
        }
        i += 1;
    }
    None
}

/// Newlines inside literals read as `\n` whatever the file used, as CPython
/// reads source with universal newlines.
pub fn normalize_newlines(body: &str) -> std::borrow::Cow<'_, str> {
    if body.contains('\r') {
        std::borrow::Cow::Owned(body.replace("\r\n", "\n").replace('\r', "\n"))
    } else {
        std::borrow::Cow::Borrowed(body)
    }
}

/// Decode escapes of a non-raw literal body. `start` is the body's offset in
/// the source, for spans. Unknown escapes are kept verbatim, as CPython does
/// (it only warns).
pub fn decode_escapes(body: &str, start: usize) -> Result<String, Diagnostic> {
    let mut out = String::with_capacity(body.len());
    let mut chars = body.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c == '\r' {
            // CRLF and a lone CR both read as LF (universal newlines).
            if let Some((_, '\n')) = chars.peek() {
                continue;
            }
            out.push('\n');
            continue;
        }
        if c != '\\' {
            out.push(c);
            continue;
        }
        let Some((_, e)) = chars.next() else {
            out.push('\\');
            break;
        };
        match e {
            '\n' => {}
            '\r' => {
                if let Some((_, '\n')) = chars.peek() {
                    chars.next();
                }
            }
            '\\' => out.push('\\'),
            '\'' => out.push('\''),
            '"' => out.push('"'),
            'a' => out.push('\x07'),
            'b' => out.push('\x08'),
            'f' => out.push('\x0c'),
            'n' => out.push('\n'),
            'r' => out.push('\r'),
            't' => out.push('\t'),
            'v' => out.push('\x0b'),
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match chars.peek() {
                        Some(&(_, d @ '0'..='7')) => {
                            v = v * 8 + d.to_digit(8).unwrap_or(0);
                            chars.next();
                        }
                        _ => break,
                    }
                }
                // Octal escapes reach at most 0o777, always a valid scalar.
                out.push(char::from_u32(v).unwrap_or('\u{fffd}'));
            }
            'x' | 'u' | 'U' => {
                let n = match e {
                    'x' => 2,
                    'u' => 4,
                    _ => 8,
                };
                let mut v: u32 = 0;
                let mut end = i + 2;
                for _ in 0..n {
                    match chars.peek() {
                        Some(&(j, d)) if d.is_ascii_hexdigit() => {
                            v = v * 16 + d.to_digit(16).unwrap_or(0);
                            end = j + 1;
                            chars.next();
                        }
                        _ => {
                            return Err(Diagnostic::new(
                                Code::InvalidEscape,
                                format!("truncated \\{e} escape: it needs {n} hex digits"),
                                Span::new(start + i, start + end),
                            ));
                        }
                    }
                }
                match char::from_u32(v) {
                    Some(ch) => out.push(ch),
                    None => {
                        return Err(Diagnostic::new(
                            Code::InvalidEscape,
                            format!("\\{e} escape is not a valid Unicode scalar value"),
                            Span::new(start + i, start + end),
                        ))
                    }
                }
            }
            'N' => {
                return Err(Diagnostic::new(
                    Code::InvalidEscape,
                    "named Unicode escapes (\\N{...}) are not supported in lackpy",
                    Span::new(start + i, start + i + 2),
                )
                .with_hint(
                    "write the character itself, or use \\u followed by its four hex digits",
                ))
            }
            other => {
                out.push('\\');
                out.push(other);
            }
        }
    }
    Ok(out)
}
