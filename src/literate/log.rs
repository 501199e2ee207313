//! The execution log: every cell that was read, what it did, and how it
//! ended. The rendered report, the notebook and the clean markdown are
//! all made from it.

use serde::Serialize;

use super::kernel::{CellError, CellResult};
use super::{Annotation, Cell, CellKind, DocOptions};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CellStatus {
    /// Read but not run: after an abort, or after `@continue`.
    Pending,
    Ok,
    Error,
    /// Left out by the recovery handler.
    Skipped,
    /// Failed, and fix cells took its place; or a `@continue` (and the
    /// text after it) that a resume went on past with the next section.
    Replaced,
    /// Due to run again after an edit, but it writes or runs commands and
    /// no one approved: its output is the old one.
    Stale,
}

/// Where a cell came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Origin {
    /// The document, or the `chunk`-th part given to a resume (0 first).
    Document { chunk: u32 },
    /// A recovery fix for the log's cell `for_cell`.
    Fix { for_cell: usize },
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CellRecord {
    /// `prose` or `code`.
    pub kind: &'static str,
    /// A code cell's fence info string (`lackpy @hidden`).
    pub info: String,
    /// Prose text, or everything between a code cell's fences.
    pub source: String,
    /// The cell as markdown, fences included.
    pub markdown: String,
    /// First line of the cell in the text it came from.
    pub line: u32,
    pub origin: Origin,
    pub status: CellStatus,
    #[serde(flatten)]
    pub result: CellResult,
    /// `@hidden` and `@gather`: run and show nothing; what they print stays
    /// in `result.stdout` for the log only.
    #[serde(skip)]
    pub silent: bool,
}

impl CellRecord {
    /// The record of `cell` of `src`, whose first line is `line`.
    pub fn new(src: &str, cell: &Cell, line: u32, origin: Origin) -> CellRecord {
        CellRecord {
            kind: match cell.kind {
                CellKind::Prose => "prose",
                CellKind::Code { .. } => "code",
            },
            info: cell.info.clone(),
            source: src[cell.inner.range()].to_string(),
            markdown: src[cell.span.range()].trim_end().to_string(),
            line,
            origin,
            status: CellStatus::Pending,
            result: CellResult::default(),
            silent: matches!(
                cell.annotation(),
                Some(Annotation::Hidden | Annotation::Gather)
            ),
        }
    }

    pub fn is_code(&self) -> bool {
        self.kind == "code"
    }

    pub fn error(&self) -> Option<&CellError> {
        self.result.error.as_ref()
    }
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct ExecutionLog {
    pub options: DocOptions,
    pub frontmatter: Option<String>,
    pub cells: Vec<CellRecord>,
    /// The run stopped at a `@continue` and can be resumed.
    pub continue_requested: bool,
    /// The log index of the `@continue` cell the run paused at.
    #[serde(skip)]
    pub paused: Option<usize>,
    /// Plugin failures and other things that did not stop the run.
    pub warnings: Vec<String>,
    /// Fixes the recovery handler proposed and the driver tried.
    #[serde(skip)]
    pub fixes_tried: u32,
}

impl ExecutionLog {
    /// The rendered report: what every cell printed, in order; a cell that
    /// recovery skipped or replaced shows nothing, nor does a silent one.
    pub fn rendered(&self) -> String {
        self.cells
            .iter()
            .filter(|c| !c.silent)
            .filter(|c| !matches!(c.status, CellStatus::Skipped | CellStatus::Replaced))
            .map(|c| match c.status {
                CellStatus::Stale => format!(
                    "[stale: not run again after an edit: it writes or runs commands (w{})]\n{}",
                    c.result.grade.w, c.result.stdout
                ),
                _ => c.result.stdout.clone(),
            })
            .collect()
    }

    /// The `@continue` cell the run paused at, if it paused.
    pub fn paused_at(&self) -> Option<&CellRecord> {
        if !self.continue_requested {
            return None;
        }
        self.paused.and_then(|i| self.cells.get(i))
    }

    /// The error the run ended with, if it ended with one.
    pub fn failure(&self) -> Option<(usize, &CellError)> {
        self.cells
            .iter()
            .enumerate()
            .rev()
            .find(|(_, c)| c.status != CellStatus::Pending)
            .and_then(|(i, c)| match c.status {
                CellStatus::Error => c.error().map(|e| (i, e)),
                _ => None,
            })
    }

    /// Cells read, prose and code (fix cells included).
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }
}
