//! The layer over logos: INDENT/DEDENT by Python's rules (tabs to multiples
//! of eight, checked against tabs-as-one for consistency, as CPython does),
//! implicit line joining inside brackets, string literal scanning and
//! decoding, number values, and the nesting limits that keep every later
//! pass shallow. Errors are collected, not thrown: the caller reports all.

use logos::Logos;
use num_bigint::BigInt;

use crate::diag::{Code, Diagnostic, LineIndex, Span};

use super::fstring::{self, RawPart};
use super::strings::{decode_escapes, normalize_newlines, scan_body, Prefix};
use super::token::Raw;

/// Python's own limit on nested brackets.
pub const MAX_BRACKET_DEPTH: usize = 200;
/// Python's own limit on indentation levels: the 100th is refused.
pub const MAX_INDENT_DEPTH: usize = 100;
/// CPython's `sys.int_info.default_max_str_digits`.
pub const MAX_INT_DIGITS: usize = 4300;
/// Sources larger than this are refused outright (a denial-of-service guard).
pub const MAX_SOURCE_BYTES: usize = 64 * 1024 * 1024;

#[derive(Debug, Clone, PartialEq)]
pub enum Tok {
    Name(String),
    Int(BigInt),
    Float(f64),
    Str(String),
    FStr(Vec<RawPart>),
    /// A keyword, operator or delimiter.
    Op(Raw),
    Newline,
    Indent,
    Dedent,
    /// Stands for a statement that error recovery removed; never produced
    /// from source text.
    Recovered,
}

pub type Spanned = (usize, Tok, usize);

/// How a token stream ends: a module, or a bare expression (an f-string's
/// replacement field, which CPython parses as if in parentheses).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Module,
    Expression,
}

pub struct Lexed {
    pub tokens: Vec<Spanned>,
    pub errors: Vec<Diagnostic>,
}

/// Lex `src[start..end]`; spans are absolute offsets into `src`.
pub fn lex(src: &str, start: usize, end: usize, mode: Mode) -> Lexed {
    let mut l = Layer {
        src,
        base: start,
        tokens: Vec::new(),
        errors: Vec::new(),
        brackets: Vec::new(),
        indents: vec![(0, 0)],
        at_line_start: mode == Mode::Module,
        line_start: start,
        line_has_tokens: false,
        mode,
        end,
    };
    if src.len() > MAX_SOURCE_BYTES {
        l.errors.push(Diagnostic::new(
            Code::TooLarge,
            format!(
                "source is {} bytes; lackpy reads at most {MAX_SOURCE_BYTES}",
                src.len()
            ),
            Span::new(0, 0),
        ));
        return Lexed {
            tokens: Vec::new(),
            errors: l.errors,
        };
    }
    if let Some(at) = src[start..end].find('\0') {
        l.errors.push(
            Diagnostic::new(
                Code::InvalidCharacter,
                "source code cannot contain null bytes",
                Span::new(start + at, start + at + 1),
            )
            .with_hint_opt(char_hint('\0')),
        );
        return Lexed {
            tokens: Vec::new(),
            errors: l.errors,
        };
    }
    l.run(&src[start..end]);
    Lexed {
        tokens: l.tokens,
        errors: l.errors,
    }
}

struct Layer<'s> {
    src: &'s str,
    base: usize,
    tokens: Vec<Spanned>,
    errors: Vec<Diagnostic>,
    brackets: Vec<(Raw, Span)>,
    /// (column with tabs to 8, column with tabs as 1)
    indents: Vec<(usize, usize)>,
    at_line_start: bool,
    line_start: usize,
    line_has_tokens: bool,
    mode: Mode,
    end: usize,
}

/// Stop collecting after this many errors: the rest is usually fallout.
const MAX_ERRORS: usize = 50;

impl<'s> Layer<'s> {
    fn error(&mut self, d: Diagnostic) {
        if self.errors.len() < MAX_ERRORS {
            self.errors.push(d);
        }
    }

    fn push(&mut self, a: usize, t: Tok, b: usize) {
        self.tokens.push((a, t, b));
        self.line_has_tokens = true;
    }

    fn run(&mut self, text: &'s str) {
        let mut lex = Raw::lexer(text);
        while let Some(res) = lex.next() {
            if self.errors.len() >= MAX_ERRORS {
                return;
            }
            let r = lex.span();
            let (a, b) = (r.start + self.base, r.end + self.base);
            let raw = match res {
                Ok(raw) => raw,
                Err(()) => {
                    let c = lex.slice().chars().next().unwrap_or('?');
                    self.error(
                        Diagnostic::new(
                            Code::InvalidCharacter,
                            format!("invalid character {}", show_char(c)),
                            Span::new(a, b),
                        )
                        .with_hint_opt(char_hint(c)),
                    );
                    continue;
                }
            };
            if raw == Raw::Newline {
                if self.brackets.is_empty() && self.mode == Mode::Module {
                    if self.line_has_tokens {
                        self.tokens.push((a, Tok::Newline, b));
                        self.line_has_tokens = false;
                    }
                    self.at_line_start = true;
                    self.line_start = b;
                }
                continue;
            }
            if raw == Raw::Continuation {
                if lex
                    .remainder()
                    .trim_start_matches([' ', '\t', '\x0c'])
                    .is_empty()
                {
                    self.error(eof_after_continuation(Span::new(a, a + 1)));
                }
                continue;
            }
            if self.at_line_start {
                self.at_line_start = false;
                self.indentation(a);
            }
            match raw {
                Raw::StrayBackslash if lex.remainder().is_empty() => {
                    self.error(eof_after_continuation(Span::new(a, b)))
                }
                Raw::StrayBackslash => self.error(
                    Diagnostic::new(
                        Code::LineContinuation,
                        "unexpected character after line continuation character",
                        Span::new(a, b),
                    )
                    .with_hint("a `\\` continues a line only as the line's last character"),
                ),
                Raw::Name => self.push(a, Tok::Name(lex.slice().to_string()), b),
                Raw::NonAsciiName => {
                    let text = lex.slice();
                    // A run that starts with punctuation (curly quotes, say)
                    // is a stray character, not a name.
                    match text.chars().find(|c| !c.is_ascii() && !c.is_alphanumeric()) {
                        Some(c) => {
                            let off = text.find(c).unwrap_or(0);
                            self.error(
                                Diagnostic::new(
                                    Code::InvalidCharacter,
                                    format!("invalid character {}", show_char(c)),
                                    Span::new(a + off, a + off + c.len_utf8()),
                                )
                                .with_hint_opt(char_hint(c)),
                            );
                        }
                        None => self.error(
                            Diagnostic::new(
                                Code::InvalidCharacter,
                                format!("`{text}`: lackpy names are ASCII letters, digits and `_`"),
                                Span::new(a, b),
                            )
                            .with_hint("rename it with ASCII characters only"),
                        ),
                    }
                }
                Raw::StrStart => {
                    let opening = lex.slice();
                    let qlen = if opening.ends_with("\"\"\"") || opening.ends_with("'''") {
                        3
                    } else {
                        1
                    };
                    let prefix = &opening[..opening.len() - qlen];
                    let quote = &opening[opening.len() - qlen..];
                    match scan_body(lex.remainder(), quote) {
                        Some(len) => {
                            let body_start = b;
                            lex.bump(len + qlen);
                            let end = lex.span().end + self.base;
                            let body = &self.src[body_start..body_start + len];
                            self.string(Prefix::parse(prefix), body, body_start, Span::new(a, end));
                        }
                        None => {
                            let rest = lex.remainder().len();
                            let what = if qlen == 3 {
                                "unterminated triple-quoted string literal"
                            } else {
                                "unterminated string literal"
                            };
                            let line_end = if qlen == 3 {
                                b + rest
                            } else {
                                b + lex.remainder().find(['\n', '\r']).unwrap_or(rest)
                            };
                            self.error(
                                Diagnostic::new(
                                    Code::UnterminatedString,
                                    what,
                                    Span::new(a, line_end),
                                )
                                .with_hint(format!("close the string with {quote}")),
                            );
                            // Nothing after an unterminated triple quote can be tokenised sanely.
                            if qlen == 3 {
                                return;
                            }
                            lex.bump(line_end - b);
                        }
                    }
                }
                Raw::Int => self.int(lex.slice(), Span::new(a, b)),
                Raw::Float => {
                    let clean: String = lex.slice().chars().filter(|&c| c != '_').collect();
                    match clean.parse::<f64>() {
                        Ok(v) => self.push(a, Tok::Float(v), b),
                        Err(_) => self.error(Diagnostic::new(
                            Code::InvalidNumber,
                            format!("invalid float literal `{}`", lex.slice()),
                            Span::new(a, b),
                        )),
                    }
                }
                Raw::Imaginary => self.error(
                    Diagnostic::new(
                        Code::InvalidNumber,
                        "complex numbers are not part of lackpy",
                        Span::new(a, b),
                    )
                    .with_hint("use int or float values"),
                ),
                Raw::BadNumber => self.error(Diagnostic::new(
                    Code::InvalidNumber,
                    format!("invalid number literal `{}`", lex.slice()),
                    Span::new(a, b),
                )),
                Raw::LParen | Raw::LBracket | Raw::LBrace => {
                    if self.brackets.len() >= MAX_BRACKET_DEPTH {
                        self.error(Diagnostic::new(
                            Code::TooDeep,
                            format!("too many nested brackets (lackpy allows {MAX_BRACKET_DEPTH})"),
                            Span::new(a, b),
                        ));
                        // Deeper input only repeats this error.
                        return;
                    }
                    self.brackets.push((raw, Span::new(a, b)));
                    self.push(a, Tok::Op(raw), b);
                }
                Raw::RParen | Raw::RBracket | Raw::RBrace => {
                    let want = match raw {
                        Raw::RParen => Raw::LParen,
                        Raw::RBracket => Raw::LBracket,
                        _ => Raw::LBrace,
                    };
                    match self.brackets.pop() {
                        Some((open, _)) if open == want => {}
                        Some((open, span)) => {
                            self.error(
                                Diagnostic::new(
                                    Code::UnmatchedBracket,
                                    format!(
                                        "closing `{}` does not match opening `{}`",
                                        lex.slice(),
                                        bracket_char(open)
                                    ),
                                    Span::new(a, b),
                                )
                                .with_hint({
                                    let at = LineIndex::new(self.src).line_col(span.start as usize);
                                    format!(
                                        "the `{}` opened at line {}, column {} needs its own closing bracket",
                                        bracket_char(open),
                                        at.line,
                                        at.column
                                    )
                                }),
                            );
                        }
                        None => self.error(Diagnostic::new(
                            Code::UnmatchedBracket,
                            format!("unmatched `{}`", lex.slice()),
                            Span::new(a, b),
                        )),
                    }
                    self.push(a, Tok::Op(raw), b);
                }
                other => self.push(a, Tok::Op(other), b),
            }
        }
        self.finish();
    }

    fn finish(&mut self) {
        let eof = self.end;
        for (open, span) in std::mem::take(&mut self.brackets).into_iter().rev() {
            self.error(
                Diagnostic::new(
                    Code::UnmatchedBracket,
                    format!("`{}` was never closed", bracket_char(open)),
                    span,
                )
                .with_hint(format!("add the closing `{}`", closing_char(open))),
            );
        }
        if self.mode == Mode::Expression {
            return;
        }
        let last = self.tokens_end();
        if self.line_has_tokens {
            self.tokens.push((last, Tok::Newline, last));
        }
        while self.indents.len() > 1 {
            self.indents.pop();
            self.tokens.push((eof, Tok::Dedent, eof));
        }
    }

    fn tokens_end(&self) -> usize {
        self.tokens.last().map_or(self.base, |t| t.2)
    }

    /// The first token of a logical line at `at`: compare its indentation
    /// with the stack and emit INDENT/DEDENT.
    fn indentation(&mut self, at: usize) {
        let ws = &self.src[self.line_start..at];
        let (mut col, mut alt) = (0usize, 0usize);
        for c in ws.chars() {
            match c {
                ' ' => {
                    col += 1;
                    alt += 1;
                }
                '\t' => {
                    col = (col / 8 + 1) * 8;
                    alt += 1;
                }
                // A form feed resets the column, as in CPython.
                '\x0c' => {
                    col = 0;
                    alt = 0;
                }
                // A continuation line's first token: no indentation meaning.
                _ => return,
            }
        }
        let span = Span::new(
            self.line_start,
            at.max(self.line_start + 1).min(self.src.len()),
        );
        let (top, top_alt) = *self.indents.last().unwrap_or(&(0, 0));
        let tab_error = || {
            Diagnostic::new(
                Code::TabError,
                "inconsistent use of tabs and spaces in indentation",
                span,
            )
            .with_hint("indent with spaces only")
        };
        if col == top {
            if alt != top_alt {
                self.error(tab_error());
            }
        } else if col > top {
            if alt <= top_alt {
                self.error(tab_error());
            }
            if self.indents.len() >= MAX_INDENT_DEPTH {
                self.error(Diagnostic::new(
                    Code::TooDeep,
                    format!("too many levels of indentation (lackpy allows {MAX_INDENT_DEPTH})"),
                    span,
                ));
                return;
            }
            self.indents.push((col, alt));
            self.tokens.push((at, Tok::Indent, at));
        } else {
            while self.indents.len() > 1 && col < self.indents[self.indents.len() - 1].0 {
                self.indents.pop();
                self.tokens.push((at, Tok::Dedent, at));
            }
            let (top, top_alt) = *self.indents.last().unwrap_or(&(0, 0));
            if col != top {
                self.error(
                    Diagnostic::new(
                        Code::InconsistentDedent,
                        "unindent does not match any outer indentation level",
                        span,
                    )
                    .with_hint("line this up with the block it belongs to"),
                );
            } else if alt != top_alt {
                self.error(tab_error());
            }
        }
    }

    fn int(&mut self, text: &str, span: Span) {
        let clean: String = text.chars().filter(|&c| c != '_').collect();
        let (digits, radix) = match clean.get(..2) {
            Some("0x" | "0X") => (&clean[2..], 16),
            Some("0o" | "0O") => (&clean[2..], 8),
            Some("0b" | "0B") => (&clean[2..], 2),
            _ => (clean.as_str(), 10),
        };
        if radix == 10
            && digits.len() > 1
            && digits.starts_with('0')
            && digits.bytes().any(|d| d != b'0')
        {
            self.error(
                Diagnostic::new(
                    Code::InvalidNumber,
                    "leading zeros in decimal integer literals are not permitted",
                    span,
                )
                .with_hint("write an octal number as 0o..., or drop the leading zeros"),
            );
            return;
        }
        // CPython 3.11 refuses longer decimal literals too (quadratic-time
        // conversion is a denial-of-service vector); power-of-two bases are linear.
        if radix == 10 && digits.len() > MAX_INT_DIGITS {
            self.error(
                Diagnostic::new(
                    Code::InvalidNumber,
                    format!(
                        "integer literal has {} digits; the limit is {MAX_INT_DIGITS}, as in CPython",
                        digits.len()
                    ),
                    span,
                )
                .with_hint("write it in hex (0x...), or build it from smaller numbers"),
            );
            return;
        }
        match BigInt::parse_bytes(digits.as_bytes(), radix) {
            Some(v) => self.push(span.start as usize, Tok::Int(v), span.end as usize),
            None => self.error(Diagnostic::new(
                Code::InvalidNumber,
                format!("invalid integer literal `{text}`"),
                span,
            )),
        }
    }

    fn string(&mut self, prefix: Prefix, body: &str, body_start: usize, span: Span) {
        let (a, b) = (span.start as usize, span.end as usize);
        if prefix.bytes {
            self.error(
                Diagnostic::new(
                    Code::BytesLiteral,
                    "bytes literals are not part of lackpy",
                    span,
                )
                .with_hint("drop the `b` prefix: lackpy text is str"),
            );
            return;
        }
        if prefix.fmt {
            match fstring::split(body, body_start, prefix.raw) {
                Ok(parts) => self.push(a, Tok::FStr(parts), b),
                Err(d) => self.error(d),
            }
            return;
        }
        if prefix.raw {
            self.push(a, Tok::Str(normalize_newlines(body).into_owned()), b);
            return;
        }
        match decode_escapes(body, body_start) {
            Ok(s) => self.push(a, Tok::Str(s), b),
            Err(d) => self.error(d),
        }
    }
}

/// A character as a message shows it: visible ones quoted, all with their code point.
fn show_char(c: char) -> String {
    if c.is_whitespace() || c.is_control() {
        format!("U+{:04X}", c as u32)
    } else {
        format!("'{c}' (U+{:04X})", c as u32)
    }
}

fn eof_after_continuation(span: Span) -> Diagnostic {
    Diagnostic::new(
        Code::LineContinuation,
        "unexpected end of file after line continuation",
        span,
    )
    .with_hint("remove the trailing `\\`, or continue the statement on the next line")
}

fn bracket_char(r: Raw) -> char {
    match r {
        Raw::LParen => '(',
        Raw::LBracket => '[',
        _ => '{',
    }
}

fn closing_char(r: Raw) -> char {
    match r {
        Raw::LParen => ')',
        Raw::LBracket => ']',
        _ => '}',
    }
}

fn char_hint(c: char) -> Option<String> {
    match c {
        '$' | '?' | '`' => Some(format!("'{c}' has no meaning in Python")),
        '\u{a0}' | '\u{2000}'..='\u{200b}' | '\u{3000}' => {
            Some("replace it with a plain space".to_string())
        }
        '\u{201c}' | '\u{201d}' | '\u{2018}' | '\u{2019}' => {
            Some("use straight quotes (\" or ') for strings".to_string())
        }
        '\0' => Some("the source contains a NUL byte; is it a binary file?".to_string()),
        _ => None,
    }
}
