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
    parse_range(src, 0, src.len())
}

/// Parse the program in `src[start..end]` (a code block of a literate
/// document); spans stay offsets into the whole `src`.
pub fn parse_range(src: &str, start: usize, end: usize) -> Result<Module, Vec<Diagnostic>> {
    let mut lexed = lexer::lex(src, start, end, Mode::Module);
    if !lexed.errors.is_empty() {
        lexed.errors.sort_by_key(|d| (d.span.start, d.span.end));
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
                let (diag, at) = diagnose(&tokens, e, false);
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
    if let Some(first) = lexed
        .errors
        .into_iter()
        .min_by_key(|d| (d.span.start, d.span.end))
    {
        return Err(first);
    }
    generated::FieldExprParser::new()
        .parse(src, lexed.tokens.iter().cloned())
        .map_err(|e| {
            let (mut d, _) = diagnose(&lexed.tokens, e, true);
            if d.span.start == d.span.end && d.code == Code::Syntax {
                d.span = span;
                d.message = format!("f-string: {}", d.message);
            }
            d
        })
}

/// The diagnostic for a parse error, and the index of the token it is at.
fn diagnose(
    tokens: &[Spanned],
    err: ParseError<usize, Tok, Diagnostic>,
    field: bool,
) -> (Diagnostic, usize) {
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
            (unexpected(tokens, at, &tok, span, &expected, field), at)
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
    field: bool,
) -> Diagnostic {
    let (start, _) = logical_line(tokens, at);
    let first = tokens.get(start).map(|t| &t.1);
    // A construct lackpy lacks, named by its keyword or operator.
    if let Tok::Op(raw) = tok {
        // An f-string field reads as if in parentheses.
        let bracket = open_bracket(tokens, start, at);
        if *raw == Raw::For && (bracket == Some(Raw::LParen) || field && bracket.is_none()) {
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
    // `key=(lambda v: v)(1)`, `key=(lambda v: v, 1)`: a lambda in a
    // keyword's parentheses that is not the whole argument.
    if let Some(l) = misplaced_key_lambda(tokens, start, at) {
        return hints::forbidden(Code::Lambda, Span::new(tokens[l].0, tokens[l].2));
    }
    // `*a = items`: CPython's own words.
    if first == Some(&Tok::Op(Raw::Star))
        && *tok == Tok::Op(Raw::Assign)
        && open_bracket(tokens, start, at).is_none()
    {
        return Diagnostic::new(
            Code::Syntax,
            "starred assignment target must be in a list or tuple",
            span,
        )
        .with_hint("write `*a, = items`, or `a = list(items)`");
    }
    // `lambda a=1: ...`: defaults and the like in a key lambda's parameters.
    if in_lambda_params(tokens, start, at) {
        return Diagnostic::new(
            Code::Syntax,
            format!("unexpected {} in a lambda's parameters", describe(tok)),
            span,
        )
        .with_hint("a key lambda takes one plain parameter: `key=lambda item: ...`");
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
        // `x: int = 1` -- a colon at the top of a line with no `=` before it.
        if *tok == Tok::Op(Raw::Colon)
            && open_bracket(tokens, start, at).is_none()
            && !tokens[start..at]
                .iter()
                .any(|t| t.1 == Tok::Op(Raw::Assign))
        {
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

/// The `lambda` of `NAME=(lambda ...)` (in any number of parentheses) when
/// parsing stopped at token `at` because the lambda is not the whole
/// parenthesised value: a `,` directly inside one of those parentheses
/// (`key=(lambda v: v, 1)`), or a token right after one of them closes
/// (`key=(lambda v: v)(1)`, `key=(lambda v: v) or f`).
fn misplaced_key_lambda(tokens: &[Spanned], start: usize, at: usize) -> Option<usize> {
    let at = at.min(tokens.len());
    // The open brackets at `at`, and the one the token before `at` closed.
    let mut stack = Vec::new();
    let mut closed = None;
    for (i, t) in tokens.iter().enumerate().take(at).skip(start) {
        closed = None;
        match t.1 {
            Tok::Op(Raw::LParen | Raw::LBracket | Raw::LBrace) => stack.push(i),
            Tok::Op(Raw::RParen | Raw::RBracket | Raw::RBrace) => closed = stack.pop(),
            _ => {}
        }
    }
    let comma = tokens.get(at).is_some_and(|t| t.1 == Tok::Op(Raw::Comma));
    let group = if comma { stack.last().copied() } else { closed }?;
    // `NAME = ( ( lambda`, with `group` one of the parentheses.
    let mut l = group;
    while tokens.get(l)?.1 == Tok::Op(Raw::LParen) {
        l += 1;
    }
    let first = (start..=group)
        .rev()
        .take_while(|&i| tokens[i].1 == Tok::Op(Raw::LParen))
        .last()?;
    let keyword = first >= start + 2
        && tokens[first - 1].1 == Tok::Op(Raw::Assign)
        && matches!(tokens[first - 2].1, Tok::Name(_));
    (keyword && tokens[l].1 == Tok::Op(Raw::Lambda)).then_some(l)
}

/// Whether token `at` lies between a `lambda` and its `:`.
fn in_lambda_params(tokens: &[Spanned], start: usize, at: usize) -> bool {
    let Some(l) = tokens[start..at]
        .iter()
        .rposition(|t| t.1 == Tok::Op(Raw::Lambda))
    else {
        return false;
    };
    !tokens[start + l..at]
        .iter()
        .any(|t| t.1 == Tok::Op(Raw::Colon))
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
    if at >= 2 && tokens[at - 1].1 == Tok::Newline && tokens[at - 2].1 == Tok::Op(Raw::Colon) {
        // A block header with no indented block: drop the header.
        let (start, _) = logical_line(tokens, at - 2);
        let pos = tokens[start].0;
        let nl = tokens[at - 1].2;
        tokens.splice(
            start..at,
            [(pos, Tok::Recovered, pos), (nl, Tok::Newline, nl)],
        );
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
