//! Edits of a live document (spec/literate.md, "Edits"): replace, insert
//! or delete one cell, then re-run the edited cell and exactly the later
//! cells that read a name whose binding changed, directly or through
//! other re-run cells. What a cell reads and binds comes from the checker;
//! a cell that writes or runs commands is not re-run without approval.

use std::collections::HashSet;

use crate::diag::{Diagnostic, LineIndex};
use crate::grade::Grade;
use crate::vm::Host;

use super::driver::{Driver, Status};
use super::kernel::Kernel;
use super::log::{CellRecord, CellStatus, Origin};
use super::{is_document, parse, Annotation, Cell};

/// One change to a document's cells; indexes are those of
/// [`Driver::cells`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Edit {
    /// Cell `i` becomes `source`.
    Replace(usize, String),
    /// `source` becomes cell `i`; the cells from `i` on move down one.
    Insert(usize, String),
    Delete(usize),
}

/// A re-run that needs a person's yes: a cell an edit did not touch, due
/// to run again because it reads a changed name, that writes or runs
/// commands (w >= 2).
#[derive(Debug, Clone, PartialEq)]
pub struct Approval {
    /// The cell's index in [`Driver::cells`] after the edit.
    pub cell: usize,
    pub source: String,
    pub grade: Grade,
    /// The kit tools it calls.
    pub calls: Vec<String>,
    /// The changed names it reads.
    pub because: Vec<String>,
    /// Always `"approval"`, as for a paused call (spec/pausing.md).
    pub reason: &'static str,
}

/// Answers [`Approval`]s: true runs the cell again, false leaves it stale.
pub type Approver = Box<dyn FnMut(&Approval) -> bool>;

/// What an edit did, by index in [`Driver::cells`] after it.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize)]
pub struct EditReport {
    /// Cells that ran, in order: the edited one, then those that read a
    /// changed name.
    pub ran: Vec<usize>,
    /// Cells due to run again that were not approved; their output is
    /// the old one, marked stale.
    pub stale: Vec<usize>,
    /// Names whose binding the edit changed.
    pub changed: Vec<String>,
}

/// Why an edit was refused; nothing changed.
#[derive(Debug, Clone, PartialEq)]
pub struct EditError {
    pub message: String,
    /// The new source's parse problems, positions in that source.
    pub diagnostics: Vec<Diagnostic>,
}

impl std::fmt::Display for EditError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for EditError {}

/// What a cell reads from the names bound before it, what it binds, and
/// the grade of the tools it calls: the checker's view of its source.
pub(super) struct CellNames {
    pub(super) reads: Vec<String>,
    pub(super) writes: Vec<String>,
    pub(super) grade: Grade,
    pub(super) calls: Vec<String>,
}

impl<H: Host> Kernel<H> {
    /// [`CellNames`] of `cell` of `src`, against every name declared so
    /// far and `also` (names an edit took away, which a cell may still read).
    pub(super) fn names_of(&self, src: &str, cell: &Cell, also: &HashSet<String>) -> CellNames {
        let Ok(stmts) = super::build::authored(src, cell) else {
            return CellNames {
                reads: Vec::new(),
                writes: Vec::new(),
                grade: Grade::PURE,
                calls: Vec::new(),
            };
        };
        let mut writes: Vec<String> = Vec::new();
        crate::compile::assigned_names(&stmts, &mut |n: &str| {
            if !n.starts_with('%') && !writes.iter().any(|w| w == n) {
                writes.push(n.to_string());
            }
        });
        let module = crate::syntax::ast::Module { body: stmts };
        let mut params = self.declared.clone();
        params.extend(also.iter().filter(|a| !self.declared.contains(a)).cloned());
        let report = crate::check::check(&module, self.kit(), &params, &[]);
        let calls = report
            .calls
            .into_iter()
            .filter(|c| self.kit().get(c).is_some())
            .collect();
        CellNames {
            reads: report.reads,
            writes,
            grade: report.grade,
            calls,
        }
    }
}

/// The one cell a record's markdown holds.
fn one_cell(markdown: &str) -> Option<Cell> {
    parse(markdown).ok()?.cells.into_iter().next()
}

fn is_pause(rec: &CellRecord) -> bool {
    rec.is_code()
        && rec.status == CellStatus::Ok
        && rec.info.split_whitespace().any(|w| w == "@continue")
}

impl<H: Host> Driver<H> {
    /// The document's cells as they stand: every cell read, less those
    /// recovery skipped or replaced (a fix stands in their place) and a
    /// `@continue` a resume went past. Edits index these.
    pub fn cells(&self) -> Vec<&CellRecord> {
        self.log
            .cells
            .iter()
            .filter(|c| !matches!(c.status, CellStatus::Skipped | CellStatus::Replaced))
            .collect()
    }

    /// Set who approves the re-run of a cell that writes or runs commands;
    /// without one such a cell is left stale.
    pub fn set_approver(&mut self, approver: Option<Approver>) {
        self.approver = approver;
    }

    pub fn replace_cell(&mut self, i: usize, source: &str) -> Result<EditReport, EditError> {
        self.edit(Edit::Replace(i, source.to_string()))
    }

    pub fn insert_cell(&mut self, i: usize, source: &str) -> Result<EditReport, EditError> {
        self.edit(Edit::Insert(i, source.to_string()))
    }

    pub fn delete_cell(&mut self, i: usize) -> Result<EditReport, EditError> {
        self.edit(Edit::Delete(i))
    }

    /// Apply `edit` and re-run what depends on it (the module's comment).
    pub fn edit(&mut self, edit: Edit) -> Result<EditReport, EditError> {
        let mut live: Vec<CellRecord> = self.cells().into_iter().cloned().collect();
        let n = live.len();
        let refuse = |message: String| EditError {
            message,
            diagnostics: Vec::new(),
        };
        let (at, source) = match &edit {
            Edit::Replace(i, s) if *i < n => (*i, Some(s)),
            Edit::Delete(i) if *i < n => (*i, None),
            Edit::Insert(i, s) if *i <= n => (*i, Some(s)),
            Edit::Replace(i, _) | Edit::Delete(i) | Edit::Insert(i, _) => {
                return Err(refuse(format!(
                    "the document has {n} cells (0 to {}); there is no cell {i} to edit",
                    n.saturating_sub(1)
                )))
            }
        };
        if let Some(p) = live.iter().position(is_pause) {
            if at > p || (at == p && !matches!(edit, Edit::Insert(..))) {
                return Err(refuse(format!(
                    "cell {at} is at or after the `@continue` the session is stopped at (cell {p}); resume the session to go on past it"
                )));
            }
        }
        let new = match source {
            Some(s) => Some(self.new_cell(s, &edit, &live)?),
            None => None,
        };
        let mut changed: HashSet<String> = HashSet::new();
        // Names only the old cell bound: nothing binds them now.
        let mut gone: Vec<String> = Vec::new();
        if let Edit::Replace(..) | Edit::Delete(..) = edit {
            if let Some(old) = one_cell(&live[at].markdown) {
                let names = self.kernel.names_of(&live[at].markdown, &old, &changed);
                changed.extend(names.writes.iter().cloned());
                gone = names.writes;
            }
        }
        match (&edit, new) {
            (Edit::Replace(..), Some(rec)) => live[at] = rec,
            (Edit::Insert(..), Some(rec)) => live.insert(at, rec),
            _ => {
                live.remove(at);
            }
        }
        // A name no cell binds any more leaves the namespace: a cell that
        // still reads it is refused, as in a fresh run of the document.
        gone.retain(|name| {
            !live.iter().any(|r| {
                one_cell(&r.markdown).is_some_and(|c| {
                    self.kernel
                        .names_of(&r.markdown, &c, &HashSet::new())
                        .writes
                        .contains(name)
                })
            })
        });
        for name in &gone {
            self.kernel.namespace.shift_remove(name);
            self.kernel.declared.retain(|d| d != name);
        }
        let edited = match edit {
            Edit::Delete(_) => None,
            _ => Some(at),
        };
        let report = self.rerun(&mut live, at, edited, changed);
        self.log.cells = live;
        self.log.paused = self.log.cells.iter().position(is_pause);
        self.log.continue_requested = self.log.paused.is_some();
        self.halted = if self.log.paused.is_some() {
            Some(Status::Continue)
        } else if self.log.cells.iter().any(|c| c.status == CellStatus::Error) {
            Some(Status::Failed)
        } else {
            None
        };
        Ok(report)
    }

    /// The record of an edit's new cell, not run yet.
    fn new_cell(
        &self,
        source: &str,
        edit: &Edit,
        live: &[CellRecord],
    ) -> Result<CellRecord, EditError> {
        // Code without a fence replacing a code cell keeps that cell's
        // fence (its annotations and options); else the source is markdown.
        let text = match edit {
            Edit::Replace(i, _) if live[*i].is_code() && !is_document(source) => {
                let code = if source.ends_with('\n') || source.is_empty() {
                    source.to_string()
                } else {
                    format!("{source}\n")
                };
                format!("```{}\n{code}```\n", live[*i].info)
            }
            _ => source.to_string(),
        };
        let doc = parse(&text).map_err(|diagnostics| EditError {
            message: "the new cell does not parse".into(),
            diagnostics,
        })?;
        if doc.frontmatter.is_some() || doc.cells.len() != 1 {
            return Err(EditError {
                message: format!(
                    "an edit's source is one cell (a ```lackpy block, or prose); this one is {} cells",
                    doc.cells.len()
                ),
                diagnostics: Vec::new(),
            });
        }
        if doc.cells[0].annotation() == Some(&Annotation::Continue) {
            return Err(EditError {
                message: "an edit cannot add a `@continue`; resume the session instead".into(),
                diagnostics: Vec::new(),
            });
        }
        let origin = Origin::Document { chunk: self.chunk };
        Ok(CellRecord::new(&text, &doc.cells[0], 1, origin))
    }

    /// Walk `live` from `from`: run `edited`, and every later cell that
    /// reads a name in `changed` (which grows with what re-run cells
    /// bind), or that never ran; stop at a `@continue` the session is
    /// stopped at.
    fn rerun(
        &mut self,
        live: &mut [CellRecord],
        from: usize,
        edited: Option<usize>,
        mut changed: HashSet<String>,
    ) -> EditReport {
        let mut report = EditReport::default();
        let mut touched: std::collections::BTreeSet<String> = changed.iter().cloned().collect();
        let before = self.kernel.namespace.clone();
        let mut failed = false;
        for (j, rec) in live.iter_mut().enumerate().skip(from) {
            if is_pause(rec) {
                break;
            }
            let Some(cell) = one_cell(&rec.markdown) else {
                continue;
            };
            let src = rec.markdown.clone();
            let names = self.kernel.names_of(&src, &cell, &changed);
            let because: Vec<String> = names
                .reads
                .iter()
                .filter(|r| changed.contains(*r))
                .cloned()
                .collect();
            let due = Some(j) == edited || !because.is_empty() || rec.status == CellStatus::Pending;
            if !due {
                // It was not re-run: what it binds is its old value again
                // for the cells after it, and no longer changed.
                for w in &names.writes {
                    if changed.remove(w) {
                        if let Some(v) = before.get(w) {
                            self.kernel.namespace.insert(w.clone(), v.clone());
                        }
                    }
                }
                continue;
            }
            if failed {
                rec.status = CellStatus::Pending;
                rec.result = Default::default();
                continue;
            }
            if Some(j) != edited && names.grade.w >= 2 && rec.status != CellStatus::Pending {
                let ask = Approval {
                    cell: j,
                    source: rec.source.clone(),
                    grade: names.grade,
                    calls: names.calls.clone(),
                    because,
                    reason: "approval",
                };
                let approved = self.approver.as_mut().is_some_and(|a| a(&ask));
                if !approved {
                    rec.status = CellStatus::Stale;
                    report.stale.push(j);
                    continue;
                }
            }
            let index = LineIndex::new(&src);
            let origin = rec.origin;
            let line = rec.line;
            let mut fresh = CellRecord::new(&src, &cell, line, origin);
            fresh.result = self.kernel.execute_indexed(&index, &cell, self.log.options);
            fresh.status = if fresh.result.error.is_some() {
                failed = true;
                CellStatus::Error
            } else {
                CellStatus::Ok
            };
            for name in fresh.result.bound.iter().chain(&names.writes) {
                changed.insert(name.clone());
                touched.insert(name.clone());
            }
            *rec = fresh;
            report.ran.push(j);
        }
        report.changed = touched.into_iter().collect();
        report
    }
}
