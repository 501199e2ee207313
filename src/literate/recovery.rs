//! What happens when a cell fails: a recovery handler chooses fix, inspect,
//! skip or abort; plugins watch every cell and may advise the handler.
//!
//! Recovery patches forward: a fix is new cells run on the state the failure
//! left, never a rewrite of cells that already ran.

use serde::Serialize;

use super::kernel::{CellError, ScopeEntry};
use super::log::CellRecord;

/// A handler's decision about a failed cell.
#[derive(Debug, Clone, PartialEq)]
pub enum RecoveryAction {
    /// Run these cells (markdown with ```` ```lackpy ```` blocks) in place
    /// of the failed one.
    Fix(String),
    /// Evaluate this expression in the namespace and ask again with its value.
    Inspect(String),
    /// Leave the cell out and go on with the next.
    Skip,
    /// Stop the document here.
    Abort,
}

/// An inspection made during recovery, and what it gave.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Inspection {
    pub expr: String,
    /// The value's repr, or the error it raised.
    pub result: Result<String, String>,
}

/// Everything a handler knows when it decides.
pub struct RecoveryContext<'a> {
    pub cell: &'a CellRecord,
    pub error: &'a CellError,
    pub scope: &'a [ScopeEntry],
    pub advice: &'a PluginAdvice,
    /// 1 for the first decision about this cell, then one more after each
    /// fix that failed.
    pub attempt: u32,
    pub inspections: &'a [Inspection],
}

pub trait RecoveryHandler {
    fn recover(&mut self, ctx: &RecoveryContext<'_>) -> RecoveryAction;
}

/// Aborts at the first failure: batch runs, tests, "Restart and Run All".
pub struct NoRecoveryHandler;

impl RecoveryHandler for NoRecoveryHandler {
    fn recover(&mut self, _: &RecoveryContext<'_>) -> RecoveryAction {
        RecoveryAction::Abort
    }
}

/// A plugin's help for a failed cell; several plugins' advice is merged.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct PluginAdvice {
    pub hints: Vec<String>,
    /// Documentation or other context worth showing a fixer.
    pub context: Vec<String>,
    /// A replacement the plugin proposes; the first plugin's wins.
    pub suggestion: Option<String>,
}

impl PluginAdvice {
    pub fn merge(&mut self, other: PluginAdvice) {
        self.hints.extend(other.hints);
        self.context.extend(other.context);
        if self.suggestion.is_none() {
            self.suggestion = other.suggestion;
        }
    }
}

/// Hooks for coaching and tracking systems. Plugins observe and advise;
/// they do not steer. A plugin that panics is reported in the log's
/// warnings and execution goes on.
pub trait ExecutionPlugin {
    fn name(&self) -> &str;
    fn on_cell_start(&mut self, _cell: &CellRecord, _index: usize) {}
    fn on_cell_success(&mut self, _cell: &CellRecord) {}
    fn on_cell_error(
        &mut self,
        _cell: &CellRecord,
        _error: &CellError,
        _scope: &[ScopeEntry],
    ) -> PluginAdvice {
        PluginAdvice::default()
    }
    fn on_recovery_result(&mut self, _cell: &CellRecord, _success: bool, _attempt: u32) {}
}
