//! Diagnostics: every user-facing refusal is a value with a stable code, a
//! message, a span and, where one exists, a hint. Rendering follows rustc:
//! the code, the message, the source line with a caret, then the help line a
//! model can act on when it retries.

mod code;
mod span;

pub use code::Code;
pub use span::{LineCol, LineIndex, Span};

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::{self, termcolor};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub code: Code,
    pub message: String,
    pub span: Span,
    pub hint: Option<String>,
}

impl Diagnostic {
    pub fn new(code: Code, message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic {
            code,
            message: message.into(),
            span,
            hint: None,
        }
    }

    pub fn with_hint(mut self, hint: impl Into<String>) -> Diagnostic {
        self.hint = Some(hint.into());
        self
    }

    pub fn with_hint_opt(mut self, hint: Option<String>) -> Diagnostic {
        self.hint = hint;
        self
    }

    pub fn shifted(mut self, by: usize) -> Diagnostic {
        self.span = self.span.shifted(by);
        self
    }

    /// The JSON shape of spec/diagnostics.md: 1-based lines and columns, end exclusive.
    pub fn to_json(&self, index: &LineIndex) -> JsonDiagnostic {
        let start = index.line_col(self.span.start as usize);
        let end = index.line_col(self.span.end as usize);
        JsonDiagnostic {
            code: self.code,
            message: self.message.clone(),
            line: start.line,
            column: start.column,
            end_line: end.line,
            end_column: end.column,
            hint: self.hint.clone(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct JsonDiagnostic {
    pub code: Code,
    pub message: String,
    pub line: usize,
    pub column: usize,
    pub end_line: usize,
    pub end_column: usize,
    pub hint: Option<String>,
}

/// Render diagnostics in the rustc style. `color` picks ANSI colours.
pub fn render(file_name: &str, source: &str, diags: &[Diagnostic], color: bool) -> String {
    let file = SimpleFile::new(file_name, source);
    let config = term::Config::default();
    let mut out = if color {
        termcolor::Buffer::ansi()
    } else {
        termcolor::Buffer::no_color()
    };
    let index = LineIndex::new(source);
    for d in diags {
        if line_len_at(source, d.span.start as usize) > MAX_SNIPPET_LINE {
            compact(&mut out, file_name, &index, d);
            continue;
        }
        let start = index.clamp(d.span.start as usize);
        let end = index.clamp(d.span.end as usize).max(start);
        let mut cs = CsDiagnostic::error()
            .with_code(d.code.as_str())
            .with_message(&d.message)
            .with_labels(vec![Label::primary((), start..end)]);
        if let Some(h) = &d.hint {
            cs = cs.with_notes(vec![format!("help: {h}")]);
        }
        // Rendering into a memory buffer cannot fail on I/O; a failure would
        // only come from a span outside the file, which `clamp` rules out.
        if term::emit_to_write_style(&mut out, &config, &file, &cs).is_err() {
            out_fallback(&mut out, d);
        }
    }
    String::from_utf8_lossy(out.as_slice()).into_owned()
}

/// The line `line` of `source` under a caret at `column` (both 1-based),
/// indented for a run-time error message; empty when there is no such line.
pub fn caret(source: &str, line: usize, column: usize) -> String {
    match source.lines().nth(line.saturating_sub(1)) {
        Some(text) => format!(
            "    {text}\n    {}^\n",
            " ".repeat(column.saturating_sub(1))
        ),
        None => String::new(),
    }
}

/// Source lines longer than this are not echoed (a 10 MB line would be).
const MAX_SNIPPET_LINE: usize = 1000;

fn line_len_at(source: &str, offset: usize) -> usize {
    let offset = offset.min(source.len());
    let start = source[..offset].rfind(['\n', '\r']).map_or(0, |i| i + 1);
    let end = source[offset..]
        .find(['\n', '\r'])
        .map_or(source.len(), |i| offset + i);
    end - start
}

/// A diagnostic without the source snippet, for very long lines.
fn compact(out: &mut termcolor::Buffer, file_name: &str, index: &LineIndex, d: &Diagnostic) {
    use std::io::Write;
    let at = index.line_col(d.span.start as usize);
    let _ = writeln!(out, "error[{}]: {}", d.code, d.message);
    let _ = writeln!(
        out,
        "  ┌─ {file_name}:{}:{} (line too long to show)",
        at.line, at.column
    );
    if let Some(h) = &d.hint {
        let _ = writeln!(out, "  = help: {h}");
    }
    let _ = writeln!(out);
}

fn out_fallback(out: &mut termcolor::Buffer, d: &Diagnostic) {
    use std::io::Write;
    let _ = writeln!(out, "error[{}]: {}", d.code, d.message);
}
