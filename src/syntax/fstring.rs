//! The interior of an f-string, split as CPython 3.11 splits it: literal
//! text with `{{`/`}}` escapes, and replacement fields `{expr!c:spec}` whose
//! expression is parsed later by the expression grammar. A format spec may
//! hold fields of its own, one level deep.

use crate::diag::{Code, Diagnostic, Span};

use super::strings::{decode_escapes, normalize_newlines};

#[derive(Debug, Clone, PartialEq)]
pub enum RawPart {
    Lit(String),
    Field(RawField),
}

#[derive(Debug, Clone, PartialEq)]
pub struct RawField {
    /// Absolute byte range of the expression text in the source.
    pub expr: Span,
    pub conversion: Option<char>,
    pub spec: Option<Vec<RawPart>>,
    /// `{x=}`: the text to print before the value, expression and `=` included.
    pub debug: Option<String>,
}

fn err(msg: impl Into<String>, span: Span) -> Diagnostic {
    Diagnostic::new(Code::FString, msg, span)
}

/// Split `body` (which starts at absolute offset `start`).
pub fn split(body: &str, start: usize, raw: bool) -> Result<Vec<RawPart>, Diagnostic> {
    let mut s = Splitter {
        body,
        start,
        raw,
        pos: 0,
    };
    s.parts(0)
}

struct Splitter<'a> {
    body: &'a str,
    start: usize,
    raw: bool,
    pos: usize,
}

impl Splitter<'_> {
    fn peek(&self) -> Option<u8> {
        self.body.as_bytes().get(self.pos).copied()
    }

    fn span(&self, a: usize, b: usize) -> Span {
        Span::new(self.start + a, self.start + b)
    }

    fn flush(
        &self,
        lit: &mut String,
        lit_start: usize,
        out: &mut Vec<RawPart>,
    ) -> Result<(), Diagnostic> {
        if lit.is_empty() {
            return Ok(());
        }
        let text = if self.raw {
            normalize_newlines(lit).into_owned()
        } else {
            decode_escapes(lit, self.start + lit_start)?
        };
        lit.clear();
        out.push(RawPart::Lit(text));
        Ok(())
    }

    /// Literal text and fields up to the end (level 0) or up to the `}` that
    /// closes a format spec (level 1).
    fn parts(&mut self, level: u32) -> Result<Vec<RawPart>, Diagnostic> {
        let mut out = Vec::new();
        let mut lit = String::new();
        let mut lit_start = self.pos;
        while let Some(b) = self.peek() {
            match b {
                b'{' if level == 0 && self.body[self.pos..].starts_with("{{") => {
                    lit.push('{');
                    self.pos += 2;
                }
                b'}' if level == 0 && self.body[self.pos..].starts_with("}}") => {
                    lit.push('}');
                    self.pos += 2;
                }
                b'{' => {
                    if level >= 2 {
                        return Err(err(
                            "f-string: expressions nested too deeply",
                            self.span(self.pos, self.pos + 1),
                        ));
                    }
                    self.flush(&mut lit, lit_start, &mut out)?;
                    let field = self.field(level)?;
                    out.push(RawPart::Field(field));
                    lit_start = self.pos;
                }
                b'}' => {
                    if level > 0 {
                        break;
                    }
                    return Err(err(
                        "f-string: single '}' is not allowed",
                        self.span(self.pos, self.pos + 1),
                    )
                    .with_hint("write `}}` for a literal brace"));
                }
                _ => {
                    let Some(c) = self.body[self.pos..].chars().next() else {
                        break;
                    };
                    // Keep an escaped brace-free backslash pair together so
                    // `\{` is not mistaken for a field opening by the decoder.
                    lit.push(c);
                    self.pos += c.len_utf8();
                }
            }
        }
        self.flush(&mut lit, lit_start, &mut out)?;
        Ok(out)
    }

    /// One `{...}` field; `self.pos` is at the `{`.
    fn field(&mut self, level: u32) -> Result<RawField, Diagnostic> {
        let open = self.pos;
        self.pos += 1;
        let expr_start = self.pos;
        let bytes = self.body.as_bytes();
        let mut depth: Vec<u8> = Vec::new();
        let mut quote: Option<(u8, bool)> = None;
        let mut expr_end = None;
        let mut debug = false;
        while self.pos < bytes.len() {
            let b = bytes[self.pos];
            if let Some((q, triple)) = quote {
                if b == b'\\' {
                    return Err(err(
                        "f-string expression part cannot include a backslash",
                        self.span(self.pos, self.pos + 1),
                    )
                    .with_hint("compute the value in a variable before the f-string"));
                }
                if b == q {
                    if !triple {
                        quote = None;
                    } else if bytes[self.pos..].starts_with(&[q, q, q]) {
                        quote = None;
                        self.pos += 2;
                    }
                }
                self.pos += 1;
                continue;
            }
            match b {
                b'\\' => {
                    return Err(err(
                        "f-string expression part cannot include a backslash",
                        self.span(self.pos, self.pos + 1),
                    )
                    .with_hint("compute the value in a variable before the f-string"))
                }
                b'#' => {
                    return Err(err(
                        "f-string expression part cannot include '#'",
                        self.span(self.pos, self.pos + 1),
                    ))
                }
                b'\'' | b'"' => {
                    let triple = bytes[self.pos..].starts_with(&[b, b, b]);
                    quote = Some((b, triple));
                    self.pos += if triple { 3 } else { 1 };
                    continue;
                }
                b'(' | b'[' | b'{' => depth.push(b),
                b')' | b']' => {
                    depth.pop();
                }
                b'}' if depth.is_empty() => {
                    expr_end = Some(self.pos);
                    break;
                }
                b'}' => {
                    depth.pop();
                }
                b'!' if depth.is_empty() && bytes.get(self.pos + 1) != Some(&b'=') => {
                    expr_end = Some(self.pos);
                    break;
                }
                b':' if depth.is_empty() => {
                    expr_end = Some(self.pos);
                    break;
                }
                b'=' if depth.is_empty()
                    && bytes.get(self.pos + 1) != Some(&b'=')
                    && !matches!(
                        bytes.get(self.pos.wrapping_sub(1)),
                        Some(b'=' | b'!' | b'<' | b'>')
                    )
                    && self.pos > expr_start =>
                {
                    expr_end = Some(self.pos);
                    debug = true;
                    break;
                }
                _ => {}
            }
            self.pos += 1;
        }
        let Some(expr_end) = expr_end else {
            return Err(
                err("f-string: expecting '}'", self.span(open, self.body.len())).with_hint(
                    "close the replacement field with `}`, or write `{{` for a literal brace",
                ),
            );
        };
        let text = &self.body[expr_start..expr_end];
        if text.trim().is_empty() {
            return Err(err(
                "f-string: empty expression not allowed",
                self.span(open, expr_end + 1),
            ));
        }
        let mut debug_text = None;
        if debug {
            self.pos += 1; // '='
                           // The printed text keeps the whitespace after `=` too.
            let ws_end = self.body[self.pos..]
                .find(|c: char| !c.is_whitespace())
                .map_or(self.body.len(), |k| self.pos + k);
            debug_text = Some(self.body[expr_start..ws_end].to_string());
            self.pos = ws_end;
        }
        let mut conversion = None;
        if self.peek() == Some(b'!') {
            let c = self.body[self.pos + 1..].chars().next();
            match c {
                Some(c @ ('r' | 's' | 'a')) => {
                    conversion = Some(c);
                    self.pos += 2;
                }
                _ => {
                    return Err(err(
                        "f-string: invalid conversion character: expected 's', 'r', or 'a'",
                        self.span(self.pos, self.pos + 1 + c.map_or(0, char::len_utf8)),
                    ))
                }
            }
        }
        let mut spec = None;
        if self.peek() == Some(b':') {
            self.pos += 1;
            spec = Some(self.parts(level + 1)?);
        }
        if self.peek() != Some(b'}') {
            return Err(err(
                "f-string: expecting '}'",
                self.span(open, self.pos.max(open + 1)),
            ));
        }
        self.pos += 1;
        if debug_text.is_some() && conversion.is_none() && spec.is_none() {
            conversion = Some('r');
        }
        Ok(RawField {
            expr: self.span(expr_start, expr_end),
            conversion,
            spec,
            debug: debug_text,
        })
    }
}
