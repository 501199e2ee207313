//! Glue around the generated parser: run it over the layered token stream,
//! turn its errors into diagnostics that say what lackpy offers instead, and
//! recover statement by statement so one run reports every refusal.

use lalrpop_util::ParseError;

use crate::diag::{Code, Diagnostic, Span};

use super::ast::{Expr, Module};
use super::hints;
use super::lexer::{self, Mode, Spanned, Tok};
use super::token::Raw;

#[allow(
    clippy::all,
    clippy::pedantic,
    unused_parens,
    dead_code,
    unused_imports
)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/lackpy.rs"));
}

/// Parse errors reported in one run at most; past that, the rest is noise.
const MAX_PARSE_ERRORS: usize = 30;

/// Parse a whole program. On failure, every error that statement-level
/// recovery could find, in source order.
pub fn parse(src: &str) -> Result<Module, Vec<Diagnostic>> {
    let lexed = lexer::lex(src, 0, src.len(), Mode::Module);
    if !lexed.errors.is_empty() {
        return Err(lexed.errors);
    }
    let parser = generated::ModuleParser::new();
    let mut tokens = lexed.tokens;
    let mut errors: Vec<Diagnostic> = Vec::new();
    loop {
        match parser.parse(src, tokens.iter().cloned()) {
            Ok(module) if errors.is_empty() => return Ok(module),
            Ok(_) => break,
            Err(e) => {
                let (diag, at) = diagnose(&tokens, e);
                let repeated = errors.last() == Some(&diag);
                if !repeated {
                    errors.push(diag);
                }
                if repeated || errors.len() >= MAX_PARSE_ERRORS || !recover(&mut tokens, at) {
                    break;
                }
            }
        }
    }
    errors.sort_by_key(|d| (d.span.start, d.span.end));
    errors.dedup();
    Err(errors)
}

/// Parse the expression of an f-string replacement field at `span`.
pub fn parse_field(src: &str, span: Span) -> Result<Expr, Diagnostic> {
    let lexed = lexer::lex(
        src,
        span.start as usize,
        span.end as usize,
        Mode::Expression,
    );
    if let Some(first) = lexed.errors.into_iter().next() {
        return Err(first);
    }
    generated::FieldExprParser::new()
        .parse(src, lexed.tokens.iter().cloned())
        .map_err(|e| {
            let (mut d, _) = diagnose(&lexed.tokens, e);
            if d.span.start == d.span.end && d.code == Code::Syntax {
                d.span = span;
                d.message = format!("f-string: {}", d.message);
            }
            d
        })
}

/// The diagnostic for a parse error, and the index of the token it is at.
fn diagnose(tokens: &[Spanned], err: ParseError<usize, Tok, Diagnostic>) -> (Diagnostic, usize) {
    match err {
        ParseError::User { error } => {
            let at = tokens
                .iter()
                .position(|t| t.0 >= error.span.start as usize)
                .unwrap_or(tokens.len());
            (error, at)
        }
        ParseError::UnrecognizedToken {
            token: (l, tok, r),
            expected,
        } => {
            let at = tokens
                .iter()
                .position(|t| t.0 == l && t.2 == r && t.1 == tok)
                .unwrap_or(tokens.len());
            // A line end is shown as a caret after the line, not a span over it.
            let span = if tok == Tok::Newline {
                Span::point(l)
            } else {
                Span::new(l, r)
            };
            (unexpected(tokens, at, &tok, span, &expected), at)
        }
        ParseError::UnrecognizedEof { location, expected } => {
            let span = Span::point(location);
            let d = if expected.iter().any(|e| e == "indent") {
                expected_block(span)
            } else {
                Diagnostic::new(Code::Syntax, "unexpected end of input", span)
                    .with_hint_opt(expected_hint(&expected))
            };
            (d, tokens.len())
        }
        ParseError::ExtraToken { token: (l, tok, r) } => {
            let at = tokens.iter().position(|t| t.0 == l).unwrap_or(tokens.len());
            (
                Diagnostic::new(
                    Code::Syntax,
                    format!("unexpected {}", describe(&tok)),
                    Span::new(l, r),
                ),
                at,
            )
        }
        ParseError::InvalidToken { location } => (
            Diagnostic::new(Code::Syntax, "invalid token", Span::point(location)),
            tokens
                .iter()
                .position(|t| t.0 >= location)
                .unwrap_or(tokens.len()),
        ),
    }
}

fn expected_block(span: Span) -> Diagnostic {
    Diagnostic::new(Code::Syntax, "expected an indented block", span)
        .with_hint("indent the block's statements (four spaces is the convention)")
}

/// The words users know tokens by.
pub fn describe(tok: &Tok) -> String {
    match tok {
        Tok::Name(n) => format!("name `{n}`"),
        Tok::Int(_) | Tok::Float(_) => "number".to_string(),
        Tok::Str(_) => "string".to_string(),
        Tok::FStr(_) => "f-string".to_string(),
        Tok::Op(r) => format!("`{}`", hints::raw_text(*r)),
        Tok::Newline => "end of line".to_string(),
        Tok::Indent => "indent".to_string(),
        Tok::Dedent => "dedent".to_string(),
        Tok::Recovered => "statement".to_string(),
    }
}

fn expected_hint(expected: &[String]) -> Option<String> {
    if expected.is_empty() || expected.len() > 8 {
        return None;
    }
    let names: Vec<String> = expected
        .iter()
        .map(|e| match e.as_str() {
            "\"\\n\"" => "end of line".to_string(),
            "\"name\"" => "a name".to_string(),
            "\"indent\"" => "an indented block".to_string(),
            other => format!("`{}`", other.trim_matches('"')),
        })
        .collect();
    Some(format!("expected {}", names.join(", ")))
}

/// Bounds of the logical line holding token `at`: the index of its first
/// token and of its NEWLINE.
fn logical_line(tokens: &[Spanned], at: usize) -> (usize, usize) {
    let at = at.min(tokens.len());
    let mut start = at;
    while start > 0
        && !matches!(
            tokens[start - 1].1,
            Tok::Newline | Tok::Indent | Tok::Dedent
        )
    {
        start -= 1;
    }
    let mut end = at;
    while end < tokens.len() && tokens[end].1 != Tok::Newline {
        end += 1;
    }
    (start, end)
}

/// The innermost bracket open at token `at`, counting from the line start.
fn open_bracket(tokens: &[Spanned], start: usize, at: usize) -> Option<Raw> {
    let mut stack = Vec::new();
    for t in &tokens[start..at.min(tokens.len())] {
        match t.1 {
            Tok::Op(r @ (Raw::LParen | Raw::LBracket | Raw::LBrace)) => stack.push(r),
            Tok::Op(Raw::RParen | Raw::RBracket | Raw::RBrace) => {
                stack.pop();
            }
            _ => {}
        }
    }
    stack.pop()
}

fn unexpected(
    tokens: &[Spanned],
    at: usize,
    tok: &Tok,
    span: Span,
    expected: &[String],
) -> Diagnostic {
    let (start, _) = logical_line(tokens, at);
    let first = tokens.get(start).map(|t| &t.1);
    // A construct lackpy lacks, named by its keyword or operator.
    if let Tok::Op(raw) = tok {
        if *raw == Raw::For && open_bracket(tokens, start, at) == Some(Raw::LParen) {
            return hints::forbidden(Code::Generator, span);
        }
        // `async def` defines a function: that is the thing to explain.
        if *raw == Raw::Async && tokens.get(at + 1).is_some_and(|t| t.1 == Tok::Op(Raw::Def)) {
            return hints::forbidden(Code::Def, span);
        }
        if let Some(code) = hints::code_for_raw(*raw) {
            return hints::forbidden(code, span);
        }
    }
    // `for x in <not a name or call>:`
    if first == Some(&Tok::Op(Raw::For)) {
        let in_at = tokens[start..at]
            .iter()
            .position(|t| t.1 == Tok::Op(Raw::In));
        if let Some(k) = in_at {
            let iter_start = tokens
                .get(start + k + 1)
                .map_or(span, |t| Span::new(t.0, t.2));
            if start + k < at {
                let header_end = tokens[start + k..]
                    .iter()
                    .position(|t| t.1 == Tok::Op(Raw::Colon))
                    .map_or(span.end as usize, |c| tokens[start + k + c].0);
                let iter_span = Span::new(
                    iter_start.start as usize,
                    header_end.max(iter_start.end as usize),
                );
                return hints::forbidden(Code::ForIterable, iter_span);
            }
        }
    }
    // Soft keywords: `match x:` and `type X = ...` lex as names.
    if let Some(Tok::Name(n)) = first {
        let first_span = Span::new(tokens[start].0, tokens[start].2);
        let (_, line_end) = logical_line(tokens, at);
        let ends_with_colon = line_end > start && tokens[line_end - 1].1 == Tok::Op(Raw::Colon);
        if n == "match" && ends_with_colon && at > start {
            return hints::forbidden(Code::Match, first_span);
        }
        if n == "type" && at == start + 1 && matches!(tok, Tok::Name(_)) {
            return hints::forbidden(Code::TypeAlias, first_span);
        }
        if *tok == Tok::Op(Raw::Colon) && !expected.iter().any(|e| e == "\":\"") {
            return hints::forbidden(Code::Annotation, span);
        }
    }
    match tok {
        Tok::Indent => Diagnostic::new(Code::UnexpectedIndent, "unexpected indent", span)
            .with_hint("this line is indented more than the block it is in; line it up"),
        _ if expected.iter().any(|e| e == "\"indent\"") => expected_block(span),
        _ if statement_hint(first, at, start).is_some() => {
            Diagnostic::new(Code::Syntax, format!("unexpected {}", describe(tok)), span)
                .with_hint_opt(statement_hint(first, at, start))
        }
        _ => Diagnostic::new(Code::Syntax, format!("unexpected {}", describe(tok)), span)
            .with_hint_opt(expected_hint(expected)),
    }
}

/// `print "x"`: a Python 2 statement, refused right after its first word.
fn statement_hint(first: Option<&Tok>, at: usize, start: usize) -> Option<String> {
    match first {
        Some(Tok::Name(n)) if at == start + 1 => hints::python_statement_hint(n),
        _ => None,
    }
}

/// Replace the statement holding token `at` (with its indented block, if
/// it opens one) by a placeholder statement, so that parsing can go on and
/// find the next error. False when no progress is possible.
fn recover(tokens: &mut Vec<Spanned>, at: usize) -> bool {
    if at >= tokens.len() {
        return false;
    }
    if tokens[at].1 == Tok::Indent {
        // An unexpected indented block: drop it whole.
        let end = matching_dedent(tokens, at);
        tokens.drain(at..end);
        return true;
    }
    let (start, mut end) = logical_line(tokens, at);
    if end >= tokens.len() {
        return false;
    }
    end += 1; // the NEWLINE
    if tokens.get(end).map(|t| &t.1) == Some(&Tok::Indent) {
        end = matching_dedent(tokens, end);
    }
    if start >= end {
        return false;
    }
    let pos = tokens[start].0;
    let nl = tokens[end - 1].2;
    if end - start == 2 && tokens[start].1 == Tok::Recovered {
        return false;
    }
    tokens.splice(
        start..end,
        [(pos, Tok::Recovered, pos), (nl, Tok::Newline, nl)],
    );
    true
}

/// Index just past the DEDENT that closes the INDENT at `at`.
fn matching_dedent(tokens: &[Spanned], at: usize) -> usize {
    let mut depth = 0usize;
    for (i, t) in tokens.iter().enumerate().skip(at) {
        match t.1 {
            Tok::Indent => depth += 1,
            Tok::Dedent => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
    }
    tokens.len()
}
