//! What a run reports, typed: a program run ([`ProgramReport`]), a
//! document run ([`DocumentReport`]), a refusal before running
//! ([`Rejection`], which knows its [`Phase`]), and the [`ExitCode`] every
//! binary ends with. Each report serialises to the JSON object of
//! spec/errors.md, "JSON output" (`lackpy-vm run --format json`), so every front —
//! `lackpy-vm`, `lackpy delegate`/`doc`, the MCP server, an embedding
//! program — prints or returns the same object.
//!
//! ```
//! use lackpy::report::{ExitCode, Phase, Rejection};
//! let r = Rejection::new(Phase::Grade, "too high");
//! let report = r.report();
//! assert_eq!(report.exit_code(), ExitCode::Rejected);
//! assert_eq!(report.to_json()["error"]["type"], "GradeError");
//! ```

#![warn(missing_docs)]

use serde::Serialize;
use serde_json::Value as Json;

use crate::bytecode::Module;
use crate::diag::{self, Code, Diagnostic, JsonDiagnostic, LineIndex};
use crate::grade::Grade;
use crate::kit::{KitHost, Trace, TraceEntry};
use crate::literate::driver::Driver;
use crate::literate::kernel::CellError;
use crate::literate::log::{CellRecord, CellStatus};
use crate::pipeline::Outcome;

/// The exit codes of spec/errors.md, shared by `lackpyc`, `lackpy-vm` and
/// `lackpy`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum ExitCode {
    /// The program ran (or checked) without error.
    Success = 0,
    /// The program failed at run time: an error raised inside it, a tool error.
    Runtime = 1,
    /// A usage error: bad flags or arguments.
    Usage = 2,
    /// Refused before running: syntax, check, grade policy, corrupt `.lpyc`.
    Rejected = 3,
    /// A resource limit was hit: fuel, memory, output, time.
    Limit = 4,
    /// Inference found no valid program.
    NoProgram = 5,
}

impl ExitCode {
    /// The process exit status.
    pub fn code(self) -> u8 {
        self as u8
    }

    /// The exit code of a run that ended with an error of type `kind`
    /// (the `error.type` of a report).
    pub fn of_error_type(kind: &str) -> ExitCode {
        match kind {
            k if k == crate::value::ExcKind::LimitExceeded.name() => ExitCode::Limit,
            "InferenceError" => ExitCode::NoProgram,
            "UsageError" => ExitCode::Usage,
            k if Phase::of_error_type(k).is_some() => ExitCode::Rejected,
            _ => ExitCode::Runtime,
        }
    }
}

impl From<ExitCode> for std::process::ExitCode {
    fn from(c: ExitCode) -> std::process::ExitCode {
        std::process::ExitCode::from(c.code())
    }
}

/// Where a program was refused before it ran.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Lexing or parsing: diagnostic codes `E00xx` and `E01xx`.
    Syntax,
    /// Names, methods, rules: every later diagnostic code.
    Check,
    /// The grade policy (`--max-grade`).
    Grade,
    /// Compiled bytecode run against a kit that lacks a tool it calls, or
    /// grades one higher than the bytecode records.
    Binding,
    /// A `.lpyc` file that does not decode or validate.
    CorruptBytecode,
    /// A snapshot of a paused run that is truncated, damaged, of another
    /// format version or too large.
    CorruptSnapshot,
}

impl Phase {
    /// The phase a diagnostic code belongs to. This is the one place that
    /// tells syntax from check: codes below `E0200` are syntax.
    pub fn of_code(code: Code) -> Phase {
        if code.number() < 200 {
            Phase::Syntax
        } else {
            Phase::Check
        }
    }

    /// The phase of the first of `diags` (syntax when there are none:
    /// nothing got far enough to be checked).
    pub fn of_diagnostics(diags: &[Diagnostic]) -> Phase {
        diags
            .first()
            .map_or(Phase::Syntax, |d| Phase::of_code(d.code))
    }

    /// The `error.type` a rejection in this phase reports.
    pub fn error_type(self) -> &'static str {
        match self {
            Phase::Syntax => "SyntaxError",
            Phase::Check => "CheckError",
            Phase::Grade => "GradeError",
            Phase::Binding => "KitError",
            Phase::CorruptBytecode => "CorruptBytecode",
            Phase::CorruptSnapshot => "CorruptSnapshot",
        }
    }

    /// The phase whose rejections report `kind` as their type, if any.
    pub fn of_error_type(kind: &str) -> Option<Phase> {
        [
            Phase::Syntax,
            Phase::Check,
            Phase::Grade,
            Phase::Binding,
            Phase::CorruptBytecode,
            Phase::CorruptSnapshot,
        ]
        .into_iter()
        .find(|p| p.error_type() == kind)
    }
}

/// A program refused before it ran: the phase, a message, and the
/// diagnostics (with the source they point into) when there are any.
#[derive(Debug, Clone, PartialEq)]
pub struct Rejection {
    /// Where it was refused.
    pub phase: Phase,
    /// What was wrong: the first diagnostic's message, or the policy's.
    pub message: String,
    /// Every diagnostic, for a syntax or check rejection.
    pub diagnostics: Vec<Diagnostic>,
    /// The text the diagnostics' spans point into.
    pub source: String,
}

impl Rejection {
    /// A rejection with no diagnostics (grade policy, binding, bytecode).
    pub fn new(phase: Phase, message: impl Into<String>) -> Rejection {
        Rejection {
            phase,
            message: message.into(),
            diagnostics: Vec::new(),
            source: String::new(),
        }
    }

    /// Diagnostics of the front end: the phase follows the first one's code.
    pub fn from_diagnostics(diagnostics: Vec<Diagnostic>, source: &str) -> Rejection {
        Rejection {
            phase: Phase::of_diagnostics(&diagnostics),
            message: diagnostics
                .first()
                .map(|d| d.message.clone())
                .unwrap_or_default(),
            diagnostics,
            source: source.to_string(),
        }
    }

    /// The run object of a program that never ran.
    pub fn report(&self) -> ProgramReport {
        let index = LineIndex::new(&self.source);
        let diagnostics: Vec<JsonDiagnostic> =
            self.diagnostics.iter().map(|d| d.to_json(&index)).collect();
        let first = diagnostics.first();
        ProgramReport {
            success: false,
            output: Json::Null,
            repr: None,
            stdout: String::new(),
            error: Some(ErrorReport {
                kind: self.phase.error_type().to_string(),
                message: self.message.clone(),
                line: first.map(|d| d.line),
                column: first.map(|d| d.column),
                rejection: Some(RejectionDetail {
                    code: first.map(|d| d.code),
                    hint: first.and_then(|d| d.hint.clone()),
                    diagnostics,
                }),
            }),
            trace: Trace::default(),
            files: None,
            grade: None,
            stats: Stats::default(),
            sandbox: None,
        }
    }

    /// As a person reads it on stderr: the diagnostics in the rustc style,
    /// or `Type: message` when there are none.
    pub fn render(&self, file: &str, color: bool) -> String {
        if self.diagnostics.is_empty() {
            format!("{}: {}\n", self.phase.error_type(), self.message)
        } else {
            diag::render(file, &self.source, &self.diagnostics, color)
        }
    }
}

impl std::fmt::Display for Rejection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.phase.error_type(), self.message)
    }
}

impl std::error::Error for Rejection {}

/// The `error` of a report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ErrorReport {
    /// A CPython exception name, or `SyntaxError`, `CheckError`,
    /// `GradeError`, `LimitExceeded`, `ToolError`, `KitError`,
    /// `CorruptBytecode`, `InferenceError`.
    #[serde(rename = "type")]
    pub kind: String,
    /// What went wrong.
    pub message: String,
    /// 1-based.
    pub line: Option<usize>,
    /// 1-based.
    pub column: Option<usize>,
    /// For a rejection: the first diagnostic's code and hint, and all of them.
    #[serde(flatten)]
    pub rejection: Option<RejectionDetail>,
}

impl ErrorReport {
    /// An error with no position and no diagnostics.
    pub fn plain(kind: impl Into<String>, message: impl Into<String>) -> ErrorReport {
        ErrorReport {
            kind: kind.into(),
            message: message.into(),
            line: None,
            column: None,
            rejection: None,
        }
    }
}

/// The diagnostics of a rejection, as its `error` carries them.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RejectionDetail {
    /// The first diagnostic's code.
    pub code: Option<Code>,
    /// The first diagnostic's hint: what lackpy offers instead.
    pub hint: Option<String>,
    /// Every diagnostic, with 1-based positions.
    pub diagnostics: Vec<JsonDiagnostic>,
}

/// The files the tools read and changed, root-relative.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Files {
    /// Files read.
    pub read: Vec<String>,
    /// Files written, edited or patched.
    pub modified: Vec<String>,
}

/// What a run used.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Stats {
    /// Instructions executed.
    pub instructions: u64,
    /// Wall-clock time of the run.
    pub elapsed_ms: f64,
    /// The most bytes the process held, when a counting allocator is
    /// installed (absent for a program that never ran).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub peak_memory_bytes: Option<usize>,
    /// The most tool calls that were in flight at once: 0 when the run
    /// made none, 1 when each ran alone.
    pub max_in_flight: usize,
}

/// A program run: the object `lackpy-vm run --format json` prints.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ProgramReport {
    /// Whether it ran to the end without error.
    pub success: bool,
    /// The last expression's value as JSON (`null` when none).
    pub output: Json,
    /// The last expression's Python repr, when it is not None.
    pub repr: Option<String>,
    /// What the program printed.
    pub stdout: String,
    /// Why it failed; null on success.
    pub error: Option<ErrorReport>,
    /// Every tool call, those before a failure included.
    pub trace: Trace,
    /// Absent for a program that never ran.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub files: Option<Files>,
    /// The program's grade; `null` for a program that never ran.
    pub grade: Option<Grade>,
    /// What the run used.
    pub stats: Stats,
    /// The OS sandbox command tools ran under (`"landlock"`, or `"none"`
    /// when any ran without it); absent when no command tool ran.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sandbox: Option<String>,
}

impl ProgramReport {
    /// The report of `module`'s run, from its outcome and its host.
    pub fn from_run(module: &Module, outcome: Outcome, mut host: KitHost) -> ProgramReport {
        let max_in_flight = host.max_in_flight();
        let trace = host.take_trace();
        let KitHost { ctx, .. } = host;
        let stats = Stats {
            instructions: outcome.instructions,
            elapsed_ms: outcome.elapsed_ms,
            peak_memory_bytes: Some(crate::alloc::peak_bytes()),
            max_in_flight,
        };
        let (success, output, error) = match outcome.result {
            Ok(v) => (true, crate::value::json::to_json(&v), None),
            Err(e) => {
                let (line, column) = e
                    .loc
                    .map_or((None, None), |(l, c)| (Some(l as usize), Some(c as usize)));
                let error = ErrorReport {
                    kind: e.exc.kind.name().to_string(),
                    message: e.exc.msg,
                    line,
                    column,
                    rejection: None,
                };
                (false, Json::Null, Some(error))
            }
        };
        ProgramReport {
            success,
            output,
            repr: if success { outcome.repr } else { None },
            stdout: outcome.stdout,
            error,
            trace,
            files: Some(Files {
                read: ctx.files_read,
                modified: ctx.files_modified,
            }),
            grade: Some(module.grade),
            stats,
            sandbox: ctx.sandbox_used.map(str::to_string),
        }
    }

    /// The report of a request that produced no program to run.
    pub fn failed(error: ErrorReport) -> ProgramReport {
        ProgramReport {
            success: false,
            output: Json::Null,
            repr: None,
            stdout: String::new(),
            error: Some(error),
            trace: Trace::default(),
            files: None,
            grade: None,
            stats: Stats::default(),
            sandbox: None,
        }
    }

    /// How a binary that made this report exits.
    pub fn exit_code(&self) -> ExitCode {
        self.error
            .as_ref()
            .map_or(ExitCode::Success, |e| ExitCode::of_error_type(&e.kind))
    }

    /// Whether the program ran (it was not refused before running).
    pub fn ran(&self) -> bool {
        self.files.is_some()
    }

    /// The report as the JSON object users see.
    pub fn to_json(&self) -> Json {
        serde_json::to_value(self).unwrap_or(Json::Null)
    }

    /// The failure as a person reads it: where (with the line of `source`
    /// and a caret), then `Type: message`. None for a success.
    pub fn human_error(&self, file: &str, source: Option<&str>) -> Option<String> {
        let e = self.error.as_ref()?;
        let mut msg = String::new();
        if let (Some(line), Some(column)) = (e.line, e.column) {
            if let Some(src) = source {
                msg.push_str(&format!("  at {file}:{line}:{column}\n"));
                msg.push_str(&diag::caret(src, line, column));
            }
        }
        msg.push_str(&format!("{}: {}", e.kind, e.message));
        Some(msg)
    }
}

/// A document run's error: the cell's error and the cell (1-based; null
/// for a problem of the stream itself).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DocumentError {
    /// The cell's error.
    #[serde(flatten)]
    pub error: CellError,
    /// The cell, 1-based; null for a problem of the stream itself.
    pub cell: Option<usize>,
}

/// A literate document run: the program report's fields with the
/// document's own (spec/literate.md).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DocumentReport {
    /// Whether every cell ran without error.
    pub success: bool,
    /// Always null: a document shows its values in `rendered`.
    pub output: Json,
    /// Always null.
    pub repr: Option<String>,
    /// The rendered document (as `rendered`).
    pub stdout: String,
    /// Why it stopped, if a cell failed.
    pub error: Option<DocumentError>,
    /// Every tool call of every cell.
    pub trace: Trace,
    /// The files the tools read and changed.
    pub files: Files,
    /// The join of the grades of the cells that ran.
    pub grade: Grade,
    /// What the run used, all cells together.
    pub stats: Stats,
    /// The run stopped at a `@continue` and can be resumed.
    pub continue_requested: bool,
    /// Cells that ran or were refused (pending ones not counted).
    pub cells: usize,
    /// What every cell printed, in order.
    pub rendered: String,
    /// Every cell read, with its status and result.
    pub cell_log: Vec<CellRecord>,
    /// Plugin failures and other things that did not stop the run.
    pub warnings: Vec<String>,
    /// The OS sandbox command tools ran under (`"landlock"`, or `"none"`
    /// when any ran without it), as in a program's report; absent when no
    /// command tool ran.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sandbox: Option<String>,
}

impl DocumentReport {
    /// The report of the run `driver` has made so far. `stream_error` is a
    /// problem of the input itself (an unclosed fence), reported when no
    /// cell failed.
    pub fn from_driver(
        driver: &Driver<KitHost>,
        stream_error: Option<&CellError>,
        elapsed_ms: f64,
    ) -> DocumentReport {
        let log = &driver.log;
        let host = &driver.kernel.host;
        let error = log
            .failure()
            .map(|(i, e)| (Some(i), e))
            .or(stream_error.map(|e| (None, e)))
            .map(|(cell, e)| DocumentError {
                error: e.clone(),
                cell: cell.map(|i| i + 1),
            });
        let rendered = log.rendered();
        DocumentReport {
            success: error.is_none(),
            output: Json::Null,
            repr: None,
            stdout: rendered.clone(),
            error,
            trace: host.trace_snapshot(),
            files: Files {
                read: host.ctx.files_read.clone(),
                modified: host.ctx.files_modified.clone(),
            },
            grade: driver.kernel.grade,
            stats: Stats {
                instructions: driver.kernel.instructions(),
                elapsed_ms,
                peak_memory_bytes: Some(crate::alloc::peak_bytes()),
                max_in_flight: host.max_in_flight(),
            },
            continue_requested: log.continue_requested,
            cells: log
                .cells
                .iter()
                .filter(|c| c.status != CellStatus::Pending)
                .count(),
            rendered,
            cell_log: log.cells.clone(),
            warnings: log.warnings.clone(),
            sandbox: host.ctx.sandbox_used.map(str::to_string),
        }
    }

    /// How a binary that made this report exits.
    pub fn exit_code(&self) -> ExitCode {
        self.error.as_ref().map_or(ExitCode::Success, |e| {
            ExitCode::of_error_type(&e.error.kind)
        })
    }

    /// The report as the JSON object users see.
    pub fn to_json(&self) -> Json {
        serde_json::to_value(self).unwrap_or(Json::Null)
    }

    /// The failure as a person reads it: which cell, where (with the line
    /// of `source` and a caret), then `Type: message`; diagnostics of a
    /// refused cell in the rustc style. None for a success.
    pub fn human_error(&self, file: &str, source: &str, color: bool) -> Option<String> {
        let DocumentError { error: e, cell } = self.error.as_ref()?;
        let mut msg = String::new();
        if !e.diagnostics.is_empty() {
            if let Some(i) = cell {
                msg.push_str(&format!("error in cell {i}:\n"));
            }
            msg.push_str(&diag::render(file, source, &e.diagnostics, color));
            return Some(msg);
        }
        if let Some(i) = cell {
            msg.push_str(&format!("error in cell {i}"));
        }
        if let (Some(line), Some(column)) = (e.line, e.column) {
            msg.push_str(&format!(" at {file}:{line}:{column}\n"));
            msg.push_str(&diag::caret(source, line as usize, column as usize));
        } else {
            msg.push('\n');
        }
        msg.push_str(&format!("{}: {}\n", e.kind, e.message));
        Some(msg)
    }
}

/// A traced tool call as one line of human output (`--trace`).
pub fn trace_line(t: &TraceEntry) -> String {
    let status = match &t.error {
        None => "ok".to_string(),
        Some(e) => format!("failed: {e}"),
    };
    let args: Vec<String> = t.args.iter().map(|(k, v)| format!("{k}={v}")).collect();
    format!(
        "trace #{} {}({}) {:.2} ms {status}",
        t.step,
        t.tool,
        args.join(", "),
        t.duration_ms
    )
}

impl CellError {
    /// The exit code of a document that ended with this error.
    pub fn exit_code(&self) -> ExitCode {
        ExitCode::of_error_type(&self.kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phases_follow_codes() {
        assert_eq!(Phase::of_code(Code::InvalidCharacter), Phase::Syntax);
        assert_eq!(Phase::of_code(Code::While), Phase::Syntax);
        for c in Code::ALL {
            let syntax = c.as_str() < "E0200";
            assert_eq!(Phase::of_code(*c) == Phase::Syntax, syntax, "{c:?}");
        }
    }

    #[test]
    fn exit_codes_follow_error_types() {
        assert_eq!(ExitCode::of_error_type("KeyError"), ExitCode::Runtime);
        assert_eq!(ExitCode::of_error_type("ToolError"), ExitCode::Runtime);
        assert_eq!(ExitCode::of_error_type("LimitExceeded"), ExitCode::Limit);
        for p in ["SyntaxError", "CheckError", "GradeError", "KitError"] {
            assert_eq!(ExitCode::of_error_type(p), ExitCode::Rejected);
        }
        assert_eq!(
            ExitCode::of_error_type("CorruptBytecode"),
            ExitCode::Rejected
        );
        assert_eq!(
            ExitCode::of_error_type("InferenceError"),
            ExitCode::NoProgram
        );
    }

    #[test]
    fn a_rejection_reports_like_before() {
        let r = Rejection::new(Phase::Grade, "too high").report();
        assert_eq!(
            r.to_json().to_string(),
            r#"{"success":false,"output":null,"repr":null,"stdout":"","error":{"type":"GradeError","message":"too high","line":null,"column":null,"code":null,"hint":null,"diagnostics":[]},"trace":[],"grade":null,"stats":{"instructions":0,"elapsed_ms":0.0,"max_in_flight":0}}"#
        );
    }
}
