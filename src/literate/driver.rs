//! The driver: cells in, through the kernel, into the execution log. It
//! runs a whole document, the next chunk after a `@continue`, or a stream
//! of text as it arrives; a failed cell goes to the recovery handler, and
//! plugins hear about every cell.

use std::panic::{catch_unwind, AssertUnwindSafe};

use crate::diag::{Diagnostic, LineIndex};
use crate::vm::Host;

use super::kernel::{CellError, Kernel};
use super::log::{CellRecord, CellStatus, ExecutionLog, Origin};
use super::recovery::{
    ExecutionPlugin, Inspection, NoRecoveryHandler, PluginAdvice, RecoveryAction, RecoveryContext,
    RecoveryHandler,
};
use super::stream::StreamingCellParser;
use super::{frontmatter_warnings, parse, Annotation, Cell, DocOptions};

/// Where a run stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// A stream that may bring more cells.
    Running,
    /// Every cell ran (or was skipped by recovery).
    Complete,
    /// Stopped at `@continue`; `resume` goes on.
    Continue,
    /// A cell failed and recovery gave up; the log's `failure()` says why.
    Failed,
}

enum Step {
    Next,
    Suspend,
    Stop,
}

pub struct Driver<H: Host> {
    pub kernel: Kernel<H>,
    handler: Box<dyn RecoveryHandler>,
    plugins: Vec<Box<dyn ExecutionPlugin>>,
    pub log: ExecutionLog,
    /// Fixes tried for one failed cell before giving up.
    pub max_attempts: u32,
    /// Inspections allowed for one failed cell.
    pub max_inspections: usize,
    pub(super) chunk: u32,
    /// Set when a run stopped; cells read after it are logged as pending.
    pub(super) halted: Option<Status>,
    stream: Option<StreamingCellParser>,
    /// Streaming a model's reply: after a cell that needed recovery, the
    /// rest of the text read so far is not run (the writer goes on from
    /// the fixed document instead; see [`Driver::restart_stream`]).
    pub stop_after_recovery: bool,
    /// A cell needed recovery since the last [`Driver::take_recovered`].
    recovered: bool,
    /// Who approves an edit's re-run of a cell that writes or runs commands.
    pub(super) approver: Option<super::edit::Approver>,
}

impl<H: Host> Driver<H> {
    pub fn new(kernel: Kernel<H>) -> Driver<H> {
        Driver {
            kernel,
            handler: Box::new(NoRecoveryHandler),
            plugins: Vec::new(),
            log: ExecutionLog::default(),
            max_attempts: 3,
            max_inspections: 5,
            chunk: 0,
            halted: None,
            stream: None,
            stop_after_recovery: false,
            recovered: false,
            approver: None,
        }
    }

    pub fn with_handler(mut self, handler: Box<dyn RecoveryHandler>) -> Driver<H> {
        self.handler = handler;
        self
    }

    pub fn add_plugin(&mut self, plugin: Box<dyn ExecutionPlugin>) {
        self.plugins.push(plugin);
    }

    /// Run a whole document. Parse problems come back before anything runs.
    pub fn run_document(&mut self, src: &str) -> Result<Status, Vec<Diagnostic>> {
        let doc = parse(src)?;
        self.log.options = doc.options;
        self.log.frontmatter = doc.frontmatter.clone();
        if let Some(fm) = &doc.frontmatter {
            self.log.warnings.extend(frontmatter_warnings(fm));
        }
        Ok(self.run_cells(src, &doc.cells, doc.options))
    }

    /// Go on after a `@continue` with the next part of the document (the
    /// model's next section): the same kernel, every name bound before.
    /// Line numbers in its errors count from the chunk's first line.
    pub fn resume(&mut self, chunk: &str) -> Result<Status, Vec<Diagnostic>> {
        let doc = parse(chunk)?;
        self.begin_part();
        Ok(self.run_cells(chunk, &doc.cells, self.log.options))
    }

    /// Go on after a `@continue` with a part that arrives as a stream: the
    /// same kernel; the next [`Driver::feed`] starts reading the new part.
    pub fn resume_stream(&mut self) {
        self.begin_part();
        self.stream = None;
    }

    /// Streaming: drop what was read after the last cell that ran and read
    /// on from a new part (a writer that goes on from the fixed document).
    pub fn restart_stream(&mut self) {
        self.chunk += 1;
        self.stream = None;
    }

    /// Whether a cell needed recovery since the last call.
    pub fn take_recovered(&mut self) -> bool {
        std::mem::take(&mut self.recovered)
    }

    fn begin_part(&mut self) {
        self.chunk += 1;
        self.halted = None;
        self.log.continue_requested = false;
        // The model's next section takes the place of the pause and of
        // whatever the last part had after it.
        if let Some(pause) = self.log.cells.iter().rposition(|c| {
            c.status == CellStatus::Ok && c.info.split_whitespace().any(|w| w == "@continue")
        }) {
            for c in &mut self.log.cells[pause..] {
                c.status = CellStatus::Replaced;
            }
        }
    }

    /// Streaming: add text; every cell it completes runs now.
    pub fn feed(&mut self, text: &str) -> Status {
        let mut parser = self.stream.take().unwrap_or_default();
        let cells = parser.feed(text);
        self.log.options = parser.options;
        if self.log.frontmatter.is_none() {
            if let Some(fm) = &parser.frontmatter {
                self.log.warnings.extend(frontmatter_warnings(fm));
            }
        }
        self.log.frontmatter = parser.frontmatter.clone();
        let status = self.run_cells(parser.source(), &cells, parser.options);
        self.stream = Some(parser);
        match status {
            Status::Complete => Status::Running,
            s => s,
        }
    }

    /// Streaming: the input has ended. A block left open is an error
    /// (returned, as for a parse problem); the cells before it have run.
    pub fn finish(&mut self) -> Result<Status, Vec<Diagnostic>> {
        let mut parser = self.stream.take().unwrap_or_default();
        let cells = parser.finish();
        let status = self.run_cells(parser.source(), &cells, parser.options);
        let errors = std::mem::take(&mut parser.errors);
        self.stream = Some(parser);
        if errors.is_empty() {
            Ok(status)
        } else {
            Err(errors)
        }
    }

    /// The streamed text so far (what stream errors point into).
    pub fn stream_source(&self) -> &str {
        self.stream.as_ref().map_or("", |p| p.source())
    }

    fn run_cells(&mut self, src: &str, cells: &[Cell], opts: DocOptions) -> Status {
        if cells.is_empty() {
            // A stream's read that completed no cell: nothing to index.
            return self.halted.unwrap_or(Status::Complete);
        }
        let index = LineIndex::new(src);
        for cell in cells {
            let origin = Origin::Document { chunk: self.chunk };
            if self.halted.is_some() {
                let line = index.line_col(cell.span.start as usize).line as u32;
                self.log
                    .cells
                    .push(CellRecord::new(src, cell, line, origin));
                continue;
            }
            match self.run_cell(&index, cell, opts, origin) {
                Step::Next if self.stop_after_recovery && self.recovered => {
                    // The writer goes on from the fixed document: the rest
                    // of what was read is not run.
                    break;
                }
                Step::Next => {}
                Step::Suspend => {
                    self.log.continue_requested = true;
                    self.halted = Some(Status::Continue);
                }
                Step::Stop => self.halted = Some(Status::Failed),
            }
        }
        self.halted.unwrap_or(Status::Complete)
    }

    fn run_cell(
        &mut self,
        index: &LineIndex<'_>,
        cell: &Cell,
        opts: DocOptions,
        origin: Origin,
    ) -> Step {
        let src = index.source();
        let line = index.line_col(cell.span.start as usize).line as u32;
        let mut rec = CellRecord::new(src, cell, line, origin);
        let at = self.log.cells.len();
        if cell.annotation() == Some(&Annotation::Continue) {
            rec.status = CellStatus::Ok;
            self.log.paused = Some(at);
            self.log.cells.push(rec);
            return Step::Suspend;
        }
        hook(
            &mut self.plugins,
            &mut self.log.warnings,
            "on_cell_start",
            |p| p.on_cell_start(&rec, at),
        );
        rec.result = self.kernel.execute_indexed(index, cell, opts);
        if rec.result.error.is_none() {
            rec.status = CellStatus::Ok;
            hook(
                &mut self.plugins,
                &mut self.log.warnings,
                "on_cell_success",
                |p| p.on_cell_success(&rec),
            );
            self.log.cells.push(rec);
            return Step::Next;
        }
        rec.status = CellStatus::Error;
        self.log.cells.push(rec);
        self.recover(at)
    }

    /// The recovery loop for the failed cell at `index` of the log.
    fn recover(&mut self, index: usize) -> Step {
        self.recovered = true;
        let mut attempt = 1;
        let mut inspections: Vec<Inspection> = Vec::new();
        let Some(mut error) = self.log.cells[index].result.error.clone() else {
            return Step::Next;
        };
        // The fix cells of the attempt in progress.
        let mut last_fix: Vec<usize> = Vec::new();
        // The cell whose error the handler is shown: the document's cell,
        // then the fix cell that failed in its place.
        let mut failed = index;
        loop {
            let scope = self.kernel.scope();
            let mut advice = PluginAdvice::default();
            for got in hook(
                &mut self.plugins,
                &mut self.log.warnings,
                "on_cell_error",
                |p| p.on_cell_error(&self.log.cells[failed], &error, &scope),
            ) {
                advice.merge(got);
            }
            let action = {
                let ctx = RecoveryContext {
                    cell: &self.log.cells[failed],
                    error: &error,
                    scope: &scope,
                    advice: &advice,
                    attempt,
                    inspections: &inspections,
                };
                self.handler.recover(&ctx)
            };
            match action {
                RecoveryAction::Abort => return Step::Stop,
                RecoveryAction::Skip => {
                    for i in std::iter::once(index).chain(last_fix) {
                        self.log.cells[i].status = CellStatus::Skipped;
                    }
                    return Step::Next;
                }
                RecoveryAction::Inspect(expr) => {
                    if inspections.len() >= self.max_inspections {
                        self.log.warnings.push(format!(
                            "recovery of cell {index} stopped after {} inspections",
                            self.max_inspections
                        ));
                        return Step::Stop;
                    }
                    let result = self
                        .kernel
                        .inspect(&expr)
                        .map_err(|e| format!("{}: {}", e.kind, e.message));
                    inspections.push(Inspection { expr, result });
                }
                RecoveryAction::Fix(text) => {
                    // The attempt before this one is superseded.
                    for &i in &last_fix {
                        self.log.cells[i].status = CellStatus::Replaced;
                    }
                    last_fix.clear();
                    self.log.fixes_tried += 1;
                    let fixed = self.run_fix(index, &text, &mut last_fix);
                    let ok = fixed.is_ok();
                    let cell = self.log.cells[index].clone();
                    hook(
                        &mut self.plugins,
                        &mut self.log.warnings,
                        "on_recovery_result",
                        |p| p.on_recovery_result(&cell, ok, attempt),
                    );
                    match fixed {
                        Ok(step) => {
                            self.log.cells[index].status = CellStatus::Replaced;
                            return step;
                        }
                        Err(e) => {
                            error = *e;
                            // A fix that does not parse logs no cell: the
                            // handler is shown the document's cell again.
                            failed = last_fix.last().copied().unwrap_or(index);
                        }
                    }
                    attempt += 1;
                    if attempt > self.max_attempts {
                        return Step::Stop;
                    }
                }
            }
        }
    }

    /// Run fix cells for the log's cell `index`, in order, logging each;
    /// the first failure ends the attempt.
    fn run_fix(
        &mut self,
        index: usize,
        text: &str,
        ran: &mut Vec<usize>,
    ) -> Result<Step, Box<CellError>> {
        let doc = match parse(text) {
            Ok(d) => d,
            Err(d) => {
                return Err(Box::new(CellError::from_diagnostics(text, d)));
            }
        };
        let opts = self.log.options;
        let lines = LineIndex::new(text);
        for cell in &doc.cells {
            let line = lines.line_col(cell.span.start as usize).line as u32;
            let mut rec = CellRecord::new(text, cell, line, Origin::Fix { for_cell: index });
            ran.push(self.log.cells.len());
            if cell.annotation() == Some(&Annotation::Continue) {
                rec.status = CellStatus::Ok;
                self.log.cells.push(rec);
                return Ok(Step::Suspend);
            }
            rec.result = self.kernel.execute_indexed(&lines, cell, opts);
            let failed = rec.result.error.clone();
            rec.status = if failed.is_some() {
                CellStatus::Error
            } else {
                CellStatus::Ok
            };
            self.log.cells.push(rec);
            if let Some(e) = failed {
                return Err(Box::new(e));
            }
        }
        Ok(Step::Next)
    }
}

/// Call a hook on every plugin; a plugin that panics is logged and skipped.
fn hook<T>(
    plugins: &mut [Box<dyn ExecutionPlugin>],
    warnings: &mut Vec<String>,
    name: &str,
    mut f: impl FnMut(&mut dyn ExecutionPlugin) -> T,
) -> Vec<T> {
    let mut out = Vec::new();
    for p in plugins.iter_mut() {
        match catch_unwind(AssertUnwindSafe(|| f(p.as_mut()))) {
            Ok(v) => out.push(v),
            Err(panic) => {
                let why = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "it panicked".into());
                warnings.push(format!("plugin `{}` failed in {name}: {why}", p.name()));
            }
        }
    }
    out
}
