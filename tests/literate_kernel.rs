//! The literate kernel through the library API: `@continue` and resume,
//! recovery (fix, inspect, skip, abort; patch-forward), and plugins.

use std::cell::RefCell;
use std::rc::Rc;

use lackpy::kit::Kit;
use lackpy::literate::driver::{Driver, Status};
use lackpy::literate::formats::render_markdown;
use lackpy::literate::kernel::{CellError, CellResult, Kernel, ScopeEntry};
use lackpy::literate::log::{CellRecord, CellStatus, Origin};
use lackpy::literate::recovery::{
    ExecutionPlugin, PluginAdvice, RecoveryAction, RecoveryContext, RecoveryHandler,
};
use lackpy::vm::{Limits, NoTools};

fn driver() -> Driver<NoTools> {
    Driver::new(Kernel::new(
        Kit::default(),
        NoTools,
        Limits::default(),
        "doc.md",
    ))
}

#[test]
fn continue_stops_and_resume_sees_every_name_bound_before() {
    let mut d = driver();
    let doc = "```lackpy @gather\nfiles = ['a.py', 'b.py']\ncount = len(files)\n```\n\n```lackpy @continue\n```\n\nNot yet {count}.\n";
    assert_eq!(d.run_document(doc), Ok(Status::Continue));
    assert!(d.log.continue_requested);
    assert_eq!(
        d.log.rendered(),
        "",
        "gather shows nothing; the prose after the pause waits"
    );
    assert_eq!(
        d.log.cells.last().map(|c| c.status),
        Some(CellStatus::Pending)
    );
    let next =
        "Found {count} files: {', '.join(files)}.\n\n```lackpy\nlast = files[-1]\nlast\n```\n";
    assert_eq!(d.resume(next), Ok(Status::Complete));
    assert!(!d.log.continue_requested);
    assert_eq!(d.log.rendered(), "Found 2 files: a.py, b.py.\nb.py\n");
    let resumed: Vec<_> = d
        .log
        .cells
        .iter()
        .filter(|c| c.origin == Origin::Document { chunk: 1 })
        .collect();
    assert_eq!(resumed.len(), 2);
    // A second pause and a third part.
    assert_eq!(d.resume("```lackpy @continue\n```\n"), Ok(Status::Continue));
    assert_eq!(d.resume("{last.upper()}\n"), Ok(Status::Complete));
    assert!(d.log.rendered().ends_with("B.PY\n"));
    // The clean document of the whole session runs straight through to the
    // same report: the pauses and what the model replaced after them are gone.
    let clean = render_markdown(&d.log);
    assert!(
        !clean.contains("@continue") && !clean.contains("Not yet"),
        "{clean}"
    );
    let mut again = driver();
    assert_eq!(again.run_document(&clean), Ok(Status::Complete));
    assert_eq!(again.log.rendered(), d.log.rendered());
}

#[test]
fn a_resumed_chunk_with_an_unbound_name_is_refused_before_it_runs() {
    let mut d = driver();
    d.run_document("```lackpy\nx = 1\n```\n\n```lackpy @continue\n```\n")
        .expect("parses");
    assert_eq!(
        d.resume("```lackpy\nprint('no')\ny + x\n```\n"),
        Ok(Status::Failed)
    );
    let (_, e) = d.log.failure().expect("failed");
    assert_eq!(
        (e.kind.as_str(), e.code.as_deref()),
        ("CheckError", Some("E0201"))
    );
    assert_eq!(e.line, Some(3), "lines count within the chunk");
    assert_eq!(d.log.rendered(), "");
}

/// A handler that plays back a script and remembers what it was shown.
struct Scripted {
    actions: Vec<RecoveryAction>,
    seen: Rc<RefCell<Vec<Seen>>>,
}

#[derive(Debug, Clone)]
struct Seen {
    cell: String,
    error: String,
    attempt: u32,
    inspections: Vec<(String, Result<String, String>)>,
    scope: Vec<String>,
    hints: Vec<String>,
}

impl RecoveryHandler for Scripted {
    fn recover(&mut self, ctx: &RecoveryContext<'_>) -> RecoveryAction {
        self.seen.borrow_mut().push(Seen {
            cell: ctx.cell.source.clone(),
            error: format!("{}: {}", ctx.error.kind, ctx.error.message),
            attempt: ctx.attempt,
            inspections: ctx
                .inspections
                .iter()
                .map(|i| (i.expr.clone(), i.result.clone()))
                .collect(),
            scope: ctx
                .scope
                .iter()
                .map(|s| format!("{}={}", s.name, s.type_name))
                .collect(),
            hints: ctx.advice.hints.clone(),
        });
        if self.actions.is_empty() {
            RecoveryAction::Abort
        } else {
            self.actions.remove(0)
        }
    }
}

fn scripted(actions: Vec<RecoveryAction>) -> (Driver<NoTools>, Rc<RefCell<Vec<Seen>>>) {
    let seen = Rc::new(RefCell::new(Vec::new()));
    let d = driver().with_handler(Box::new(Scripted {
        actions,
        seen: seen.clone(),
    }));
    (d, seen)
}

const FAILING: &str = "```lackpy\nrows = [{'n': 1}, {'n': 2}]\n```\n\n```lackpy\nprint('partial')\ntotal = sum([r['count'] for r in rows])\n```\n\nTotal: {total}.\n";

#[test]
fn inspect_then_fix_patches_forward() {
    let (mut d, seen) = scripted(vec![
        RecoveryAction::Inspect("rows[0]".into()),
        RecoveryAction::Inspect("rows[0]['count']".into()),
        RecoveryAction::Fix("```lackpy\ntotal = sum([r['n'] for r in rows])\n```\n".into()),
    ]);
    assert_eq!(d.run_document(FAILING), Ok(Status::Complete));
    assert_eq!(
        d.log.rendered(),
        "Total: 3.\n",
        "the failed cell's output is replaced"
    );
    let seen = seen.borrow();
    assert_eq!(seen.len(), 3);
    assert_eq!(seen[0].error, "KeyError: 'count'");
    assert_eq!(seen[0].scope, ["rows=list"], "the state the failure left");
    assert_eq!(
        seen[2].inspections,
        [
            ("rows[0]".to_string(), Ok("{'n': 1}".to_string())),
            (
                "rows[0]['count']".to_string(),
                Err("KeyError: 'count'".to_string())
            ),
        ]
    );
    let statuses: Vec<_> = d.log.cells.iter().map(|c| (c.status, c.origin)).collect();
    assert_eq!(
        statuses,
        [
            (CellStatus::Ok, Origin::Document { chunk: 0 }),
            (CellStatus::Replaced, Origin::Document { chunk: 0 }),
            (CellStatus::Ok, Origin::Fix { for_cell: 1 }),
            (CellStatus::Ok, Origin::Document { chunk: 0 }),
        ]
    );
    // The clean document has the fix where the failed cell was.
    let md = render_markdown(&d.log);
    assert!(md.contains("r['n']") && !md.contains("r['count']"), "{md}");
}

#[test]
fn a_fix_that_fails_is_another_attempt_until_the_limit() {
    let bad = RecoveryAction::Fix("```lackpy\ntotal = rows[5]\n```\n".into());
    let (mut d, seen) = scripted(vec![bad.clone(), bad.clone(), bad]);
    assert_eq!(d.run_document(FAILING), Ok(Status::Failed));
    let attempts: Vec<u32> = seen.borrow().iter().map(|s| s.attempt).collect();
    assert_eq!(attempts, [1, 2, 3]);
    assert_eq!(
        seen.borrow()[1].error,
        "IndexError: list index out of range",
        "the handler sees the fix's own error"
    );
    assert_eq!(
        seen.borrow()[1].cell,
        "total = rows[5]\n",
        "and the fix cell that failed, not the document's"
    );
    assert_eq!(d.log.fixes_tried, 3);
    let (_, e) = d.log.failure().expect("failed");
    assert_eq!(e.kind, "IndexError");
}

#[test]
fn skip_leaves_the_cell_out_and_goes_on() {
    let (mut d, _) = scripted(vec![RecoveryAction::Skip]);
    let doc = "```lackpy\nx = 1\n```\n\n```lackpy\nprint('lost')\n1 // 0\n```\n\nx is {x}.\n";
    assert_eq!(d.run_document(doc), Ok(Status::Complete));
    assert_eq!(d.log.rendered(), "x is 1.\n");
    assert_eq!(d.log.cells[1].status, CellStatus::Skipped);
    assert!(!render_markdown(&d.log).contains("1 // 0"));
}

#[test]
fn abort_keeps_the_report_so_far_and_the_rest_pending() {
    let (mut d, _) = scripted(vec![]);
    assert_eq!(d.run_document(FAILING), Ok(Status::Failed));
    assert_eq!(d.log.rendered(), "partial\n");
    assert_eq!(d.log.cells[2].status, CellStatus::Pending);
    assert_eq!(d.log.failure().map(|(i, _)| i), Some(1));
}

#[derive(Default)]
struct Events(Rc<RefCell<Vec<String>>>);

impl ExecutionPlugin for Events {
    fn name(&self) -> &str {
        "events"
    }
    fn on_cell_start(&mut self, cell: &CellRecord, index: usize) {
        self.0
            .borrow_mut()
            .push(format!("start {index} {}", cell.kind));
    }
    fn on_cell_success(&mut self, cell: &CellRecord) {
        self.0
            .borrow_mut()
            .push(format!("ok {:?}", cell.result.stdout));
    }
    fn on_cell_error(
        &mut self,
        _: &CellRecord,
        e: &CellError,
        scope: &[ScopeEntry],
    ) -> PluginAdvice {
        self.0
            .borrow_mut()
            .push(format!("error {} with {} names", e.kind, scope.len()));
        PluginAdvice {
            hints: vec!["rows have the key 'n'".into()],
            ..PluginAdvice::default()
        }
    }
    fn on_recovery_result(&mut self, _: &CellRecord, success: bool, attempt: u32) {
        self.0
            .borrow_mut()
            .push(format!("recovery {success} {attempt}"));
    }
}

struct Broken;

impl ExecutionPlugin for Broken {
    fn name(&self) -> &str {
        "broken"
    }
    fn on_cell_start(&mut self, _: &CellRecord, _: usize) {
        panic!("broken plugin");
    }
    fn on_cell_error(&mut self, _: &CellRecord, _: &CellError, _: &[ScopeEntry]) -> PluginAdvice {
        panic!("no advice today");
    }
}

#[test]
fn plugins_hear_every_cell_and_advise_and_a_broken_one_breaks_nothing() {
    let events = Rc::new(RefCell::new(Vec::new()));
    let (mut d, seen) = scripted(vec![RecoveryAction::Fix(
        "```lackpy\ntotal = sum([r['n'] for r in rows])\n```\n".into(),
    )]);
    d.add_plugin(Box::new(Broken));
    d.add_plugin(Box::new(Events(events.clone())));
    assert_eq!(d.run_document(FAILING), Ok(Status::Complete));
    assert_eq!(
        *events.borrow(),
        [
            "start 0 code",
            "ok \"\"",
            "start 1 code",
            "error KeyError with 1 names",
            "recovery true 1",
            "start 3 prose",
            "ok \"Total: 3.\\n\"",
        ]
    );
    assert_eq!(seen.borrow()[0].hints, ["rows have the key 'n'"]);
    assert_eq!(d.log.rendered(), "Total: 3.\n");
    assert!(
        d.log
            .warnings
            .iter()
            .any(|w| w.contains("`broken` failed in on_cell_start: broken plugin")),
        "{:?}",
        d.log.warnings
    );
    assert!(d.log.warnings.iter().any(|w| w.contains("no advice today")));
}

#[test]
fn the_kernel_reports_what_each_cell_bound_and_displayed() {
    let mut d = driver();
    d.run_document(
        "```lackpy\na = 1\nb = 'x' * 3\nb\n```\n\n```lackpy output=hide\nc = a + 1\nc\n```\n",
    )
    .expect("parses");
    let results: Vec<&CellResult> = d.log.cells.iter().map(|c| &c.result).collect();
    assert_eq!(results[0].bound, ["a", "b"]);
    assert_eq!(results[0].display.as_deref(), Some("xxx"));
    assert_eq!(results[1].bound, ["c"]);
    assert_eq!(results[1].display, None);
    assert!(results.iter().all(|r| r.instructions > 0));
}
