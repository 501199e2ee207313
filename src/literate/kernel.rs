//! The kernel: one namespace that lives across a document's cells. Each
//! cell is lowered, checked against the names bound so far, compiled and
//! run on its own; what it binds is carried to the next cell. Limits are
//! a budget for the whole session, not per cell.

use std::collections::HashSet;
use std::time::Duration;

use indexmap::IndexMap;
use serde::Serialize;

use crate::clock::Instant;
use crate::diag::{Diagnostic, LineIndex};
use crate::grade::Grade;
use crate::kit::Kit;
use crate::value::Value;
use crate::vm::{Host, Limits, Vm};

use super::build::{lower_cell, DISPLAY};
use super::{Annotation, Cell, DocOptions};

/// Why a cell did not finish.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CellError {
    /// A CPython exception name, or `SyntaxError`, `CheckError`,
    /// `GradeError`, `LimitExceeded`, `ToolError`.
    #[serde(rename = "type")]
    pub kind: String,
    pub message: String,
    /// 1-based, in the text the cell came from (the document, or the chunk
    /// a resume was given).
    pub line: Option<u32>,
    pub column: Option<u32>,
    pub code: Option<String>,
    pub hint: Option<String>,
    /// Every diagnostic, when the cell was refused before running.
    #[serde(skip)]
    pub diagnostics: Vec<Diagnostic>,
}

impl CellError {
    /// Refused before it ran: its syntax, a name, a method, its grade.
    pub fn is_limit(&self) -> bool {
        self.exit_code() == crate::report::ExitCode::Limit
    }

    pub fn from_diagnostics(src: &str, diags: Vec<Diagnostic>) -> CellError {
        let index = LineIndex::new(src);
        let first = diags.first();
        let (line, column) = first.map_or((None, None), |d| {
            let at = index.line_col(d.span.start as usize);
            (Some(at.line as u32), Some(at.column as u32))
        });
        CellError {
            kind: crate::report::Phase::of_diagnostics(&diags)
                .error_type()
                .into(),
            message: first.map(|d| d.message.clone()).unwrap_or_default(),
            line,
            column,
            code: first.map(|d| d.code.as_str().to_string()),
            hint: first.and_then(|d| d.hint.clone()),
            diagnostics: diags,
        }
    }

    fn plain(kind: &str, message: String) -> CellError {
        CellError {
            kind: kind.into(),
            message,
            line: None,
            column: None,
            code: None,
            hint: None,
            diagnostics: Vec::new(),
        }
    }
}

/// What one cell did.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct CellResult {
    /// Everything the cell printed, its display included.
    pub stdout: String,
    /// `str()` of the value the cell displayed, if it displayed one.
    pub display: Option<String>,
    pub error: Option<CellError>,
    /// Names the cell assigned that are bound after it, in order.
    pub bound: Vec<String>,
    pub instructions: u64,
    pub grade: Grade,
}

/// One binding of the namespace, for a recovery prompt or a plugin.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ScopeEntry {
    pub name: String,
    #[serde(rename = "type")]
    pub type_name: String,
    /// The value's repr, cut to a line.
    pub preview: String,
}

/// What a whole session has used of its limits.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Used {
    pub(super) instructions: u64,
    pub(super) elapsed: Duration,
    pub(super) output: usize,
}

pub struct Kernel<H: Host> {
    pub host: H,
    kit: Kit,
    pub(super) file: String,
    limits: Limits,
    /// Cells whose grade is above this `w` are refused before they run.
    pub max_grade: Option<u8>,
    /// And those whose `d` is above this.
    pub max_d: Option<u8>,
    /// Print cell output to stdout as it is produced.
    pub echo: bool,
    pub(super) namespace: IndexMap<String, Value>,
    /// Every name a cell has assigned, bound now or not (a name assigned on
    /// a path not taken stays a name: reading it is a NameError, as in
    /// Python, not a check error).
    pub(super) declared: Vec<String>,
    pub(super) used: Used,
    /// The grade of everything run so far.
    pub grade: Grade,
}

/// Previews are cut here: enough to recognise a value, small enough for a prompt.
const PREVIEW_CHARS: usize = 80;

impl<H: Host> Kernel<H> {
    pub fn new(kit: Kit, host: H, limits: Limits, file: &str) -> Kernel<H> {
        Kernel {
            host,
            kit,
            file: file.to_string(),
            limits,
            max_grade: None,
            max_d: None,
            echo: false,
            namespace: IndexMap::new(),
            declared: Vec::new(),
            used: Used::default(),
            grade: Grade::PURE,
        }
    }

    /// Define `name` before any cell runs (a `--param`).
    pub fn define(&mut self, name: &str, value: Value) {
        self.namespace.insert(name.to_string(), value);
        if !self.declared.iter().any(|d| d == name) {
            self.declared.push(name.to_string());
        }
    }

    pub fn kit(&self) -> &Kit {
        &self.kit
    }

    pub fn get(&self, name: &str) -> Option<&Value> {
        self.namespace.get(name)
    }

    /// Give the limits afresh: what ran before no longer counts (a
    /// notebook's cells each have the whole budget).
    pub fn renew_limits(&mut self) {
        self.used = Used::default();
    }

    /// Instructions run in all cells so far.
    pub fn instructions(&self) -> u64 {
        self.used.instructions
    }

    /// The names bound now, with their types and a preview of their values.
    pub fn scope(&self) -> Vec<ScopeEntry> {
        self.namespace
            .iter()
            .map(|(name, v)| {
                let repr = crate::value::repr_prefix(v, PREVIEW_CHARS * 4 + 4);
                let preview = match repr.char_indices().nth(PREVIEW_CHARS) {
                    Some((i, _)) => format!("{}…", &repr[..i]),
                    None => repr,
                };
                ScopeEntry {
                    name: name.clone(),
                    type_name: v.type_name().to_string(),
                    preview,
                }
            })
            .collect()
    }

    /// Run one cell of `src` in the namespace (the tests' entry; callers
    /// index a document once and use `execute_indexed`).
    #[cfg(test)]
    fn execute_cell(&mut self, src: &str, cell: &Cell, opts: DocOptions) -> CellResult {
        self.execute_indexed(&LineIndex::new(src), cell, opts)
    }

    /// Run one cell of the text `index` was made over, in the namespace
    /// (one index made once serves all of a document's cells).
    pub fn execute_indexed(
        &mut self,
        index: &LineIndex<'_>,
        cell: &Cell,
        opts: DocOptions,
    ) -> CellResult {
        let src = index.source();
        let stmts = match lower_cell(src, cell, opts) {
            Ok(s) => s,
            Err(d) => return failed(CellError::from_diagnostics(src, d)),
        };
        let mut assigned: Vec<String> = Vec::new();
        crate::compile::assigned_names(&stmts, &mut |n: &str| {
            if !n.starts_with('%') && !assigned.iter().any(|a| a == n) {
                assigned.push(n.to_string());
            }
        });
        let module = crate::syntax::ast::Module { body: stmts };
        let words = identifiers(&src[cell.span.range()]);
        // A silent cell's prints stay in its record, never on the screen.
        let echo = self.echo;
        if matches!(
            cell.annotation(),
            Some(Annotation::Hidden | Annotation::Gather)
        ) {
            self.echo = false;
        }
        let result = self.run_module(index, &module, &assigned, &words);
        self.echo = echo;
        result
    }

    /// Evaluate an expression against the namespace without binding
    /// anything: a recovery handler looking before it fixes.
    pub fn inspect(&mut self, expr: &str) -> Result<String, Box<CellError>> {
        let module = crate::syntax::parse(expr)
            .map_err(|d| Box::new(CellError::from_diagnostics(expr, d)))?
            .body;
        let module = crate::syntax::ast::Module { body: module };
        let (params, unset) = self.params(&identifiers(expr));
        let report = crate::check::check(&module, &self.kit, &params, &[]);
        if !report.is_valid() {
            return Err(Box::new(CellError::from_diagnostics(expr, report.errors)));
        }
        let compiled =
            crate::compile::compile_scoped(&module, expr, "<inspect>", &self.kit, &params, &unset)
                .map_err(|d| Box::new(CellError::from_diagnostics(expr, vec![d])))?;
        let values = self.values(&params);
        let mut vm = Vm::new(&compiled, &mut self.host, self.limits);
        vm.st.executed = self.used.instructions;
        vm.st.elapsed_before = self.used.elapsed;
        let result = vm.run(values);
        self.used.instructions = vm.st.executed;
        match result {
            Ok(v) => crate::value::checked_repr(&v)
                .map_err(|e| Box::new(CellError::plain(e.kind.name(), e.msg))),
            Err(e) => Err(Box::new(CellError::plain(e.exc.kind.name(), e.exc.msg))),
        }
    }

    /// Parameters of the next cell: the declared names its text mentions
    /// (a name it does not mention it cannot use, and passing only these
    /// keeps a cell's cost independent of how many came before it); those
    /// unbound now are `unset` (their reads are checked at run time).
    fn params(&self, words: &HashSet<&str>) -> (Vec<String>, Vec<String>) {
        let params: Vec<String> = self
            .declared
            .iter()
            .filter(|d| words.contains(d.as_str()))
            .cloned()
            .collect();
        let unset = params
            .iter()
            .filter(|d| !self.namespace.contains_key(*d))
            .cloned()
            .collect();
        (params, unset)
    }

    fn values(&self, params: &[String]) -> Vec<Value> {
        params
            .iter()
            .map(|p| self.namespace.get(p).cloned().unwrap_or(Value::Undef))
            .collect()
    }

    fn run_module(
        &mut self,
        index: &LineIndex<'_>,
        module: &crate::syntax::ast::Module,
        assigned: &[String],
        words: &HashSet<&str>,
    ) -> CellResult {
        let src = index.source();
        let (params, unset) = self.params(words);
        let report = crate::check::check(module, &self.kit, &params, &[]);
        if !report.is_valid() {
            return failed(CellError::from_diagnostics(src, report.errors));
        }
        let compiled = crate::compile::compile_indexed(
            module,
            index.share(),
            &self.file,
            &self.kit,
            &params,
            &unset,
        );
        let compiled = match compiled {
            Ok(m) => m,
            Err(d) => return failed(CellError::from_diagnostics(src, vec![d])),
        };
        if let Some(max) = self.max_d {
            if compiled.grade.d > max {
                return failed(CellError::plain(
                    "GradeError",
                    format!(
                        "the cell's grade is w{}/d{}, above the ceiling's d{max}",
                        compiled.grade.w, compiled.grade.d
                    ),
                ));
            }
        }
        if let Some(max) = self.max_grade {
            if compiled.grade.w > max {
                return failed(CellError::plain(
                    "GradeError",
                    format!(
                        "the cell's grade is w{}/d{}, above --max-grade {max} (it calls: {})",
                        compiled.grade.w,
                        compiled.grade.d,
                        compiled
                            .host_calls
                            .iter()
                            .map(|h| format!("{} w{}", h.name, h.grade.w))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                ));
            }
        }
        for name in assigned {
            if !self.declared.iter().any(|d| d == name) {
                self.declared.push(name.clone());
            }
        }
        let values = self.values(&params);
        let started = Instant::now();
        let mut vm = Vm::new(&compiled, &mut self.host, self.limits);
        vm.st.executed = self.used.instructions;
        vm.st.elapsed_before = self.used.elapsed;
        vm.st.out.echo = self.echo;
        vm.st.out.before = self.used.output;
        let before = vm.st.executed;
        let outcome = vm.run(values);
        let mut result = CellResult {
            instructions: vm.st.executed - before,
            grade: compiled.grade,
            ..CellResult::default()
        };
        // Bindings made before an error stay: recovery patches forward
        // from the state the failure left. Only what the cell assigns can
        // have changed (values are shared, so mutations are already seen).
        let globals = vm.globals();
        for name in assigned.iter().chain(std::iter::once(&DISPLAY.to_string())) {
            let Some(i) = compiled.globals.iter().position(|g| g == name) else {
                continue;
            };
            let Some(value) = globals.get(i).filter(|v| !matches!(v, Value::Undef)) else {
                continue;
            };
            if name == DISPLAY {
                if !value.is_none() {
                    result.display = Some(crate::value::to_str(value));
                }
            } else {
                self.namespace.insert(name.clone(), value.clone());
                result.bound.push(name.clone());
            }
        }
        self.used.instructions = vm.st.executed;
        self.used.elapsed += started.elapsed();
        result.stdout = std::mem::take(&mut vm.st.out.text);
        self.used.output += result.stdout.len();
        self.grade = self.grade.join(compiled.grade);
        if let Err(e) = outcome {
            result.error = Some(CellError {
                kind: e.exc.kind.name().to_string(),
                message: e.exc.msg,
                line: e.loc.map(|(l, _)| l),
                column: e.loc.map(|(_, c)| c),
                code: None,
                hint: None,
                diagnostics: Vec::new(),
            });
        }
        result
    }
}

/// The identifier-like words of a text: a superset of the names it uses.
fn identifiers(text: &str) -> HashSet<&str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect()
}

fn failed(error: CellError) -> CellResult {
    CellResult {
        error: Some(error),
        ..CellResult::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::literate::parse;
    use crate::vm::NoTools;

    fn kernel() -> Kernel<NoTools> {
        Kernel::new(Kit::default(), NoTools, Limits::default(), "t.md")
    }

    fn run_all(k: &mut Kernel<NoTools>, src: &str) -> Vec<CellResult> {
        let doc = parse(src).expect("parses");
        doc.cells
            .iter()
            .map(|c| k.execute_cell(src, c, doc.options))
            .collect()
    }

    #[test]
    fn names_persist_across_cells_and_documents() {
        let mut k = kernel();
        let r = run_all(&mut k, "```lackpy\nx = 2\ny = x * 3\ny\n```\n");
        assert_eq!(r[0].stdout, "6\n");
        assert_eq!(r[0].display.as_deref(), Some("6"));
        assert_eq!(r[0].bound, ["x", "y"]);
        let r = run_all(&mut k, "Then {x + y}.\n");
        assert_eq!(r[0].stdout, "Then 8.\n");
        assert!(r[0].bound.is_empty());
    }

    #[test]
    fn an_unbound_name_is_refused_before_the_cell_runs() {
        let mut k = kernel();
        let r = run_all(&mut k, "```lackpy\nprint('no')\nnope\n```\n");
        let e = r[0].error.as_ref().expect("refused");
        assert_eq!(
            (e.kind.as_str(), e.code.as_deref()),
            ("CheckError", Some("E0201"))
        );
        assert_eq!(r[0].stdout, "", "nothing ran");
    }

    #[test]
    fn a_name_bound_on_a_path_not_taken_is_a_name_error_at_run_time() {
        let mut k = kernel();
        run_all(&mut k, "```lackpy\nif False:\n    z = 1\n```\n");
        let r = run_all(&mut k, "```lackpy\nprint('yes')\nz\n```\n");
        let e = r[0].error.as_ref().expect("fails");
        assert_eq!(e.kind, "NameError");
        assert_eq!(r[0].stdout, "yes\n");
    }

    #[test]
    fn bindings_before_an_error_are_kept() {
        let mut k = kernel();
        let r = run_all(&mut k, "```lackpy\na = 1\nb = 1 // 0\n```\n");
        assert_eq!(
            r[0].error.as_ref().map(|e| e.kind.as_str()),
            Some("ZeroDivisionError")
        );
        assert_eq!(r[0].bound, ["a"]);
        assert_eq!(k.inspect("a + 1").expect("inspects"), "2");
        assert_eq!(k.inspect("b").map_err(|e| e.kind), Err("NameError".into()));
    }

    #[test]
    fn fuel_is_a_budget_for_the_session() {
        let mut k = Kernel::new(
            Kit::default(),
            NoTools,
            Limits {
                fuel: 2_000,
                ..Limits::default()
            },
            "t.md",
        );
        let cell = "```lackpy\nt = 0\nfor i in range(100):\n    t += i\n```\n";
        let mut failed_at = None;
        for i in 0..20 {
            if run_all(&mut k, cell)[0]
                .error
                .as_ref()
                .is_some_and(|e| e.is_limit())
            {
                failed_at = Some(i);
                break;
            }
        }
        assert!(matches!(failed_at, Some(i) if i > 0), "{failed_at:?}");
    }
}
