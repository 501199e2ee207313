//! Edits of a live document (spec/literate.md, "Edits"): after each one,
//! exactly the edited cell and the later cells that read a changed name
//! run again; the kernel's instruction count shows nothing else ran.

use std::cell::RefCell;
use std::rc::Rc;

use lackpy::engine::{self, Kit, Root, RunOptions};
use lackpy::kit::KitHost;
use lackpy::literate::driver::{Driver, Status};
use lackpy::literate::edit::{Approval, EditReport};
use lackpy::literate::log::CellStatus;

fn driver(root: &std::path::Path, kit: &str) -> Driver<KitHost> {
    let kit: Kit = engine::resolve_kit(kit, root).expect("kit");
    let root = Root::new(root).expect("root");
    engine::document_driver(&kit, root, "doc.md", &RunOptions::new())
}

/// Apply an edit and check that the instructions run are exactly those of
/// the cells the report says ran.
fn edited(
    d: &mut Driver<KitHost>,
    edit: impl FnOnce(&mut Driver<KitHost>) -> Result<EditReport, lackpy::literate::edit::EditError>,
) -> EditReport {
    let before = d.kernel.instructions();
    let report = edit(d).expect("edit applies");
    let cells = d.cells();
    let ran: u64 = report
        .ran
        .iter()
        .map(|&i| cells[i].result.instructions)
        .sum();
    assert_eq!(
        d.kernel.instructions() - before,
        ran,
        "only the cells reported ran: {report:?}"
    );
    report
}

const DOC: &str = "\
```lackpy
a = 1
```

```lackpy
b = 2
```

A is {a}.

```lackpy
c = a + 10
c
```

B is {b}.

```lackpy
d = c * 2
d
```

```lackpy
e = b + 1
e
```
";

fn ran_doc() -> (tempfile::TempDir, Driver<KitHost>) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut d = driver(dir.path(), "none");
    assert_eq!(d.run_document(DOC), Ok(Status::Complete));
    assert_eq!(d.log.rendered(), "A is 1.\n11\nB is 2.\n22\n3\n");
    (dir, d)
}

#[test]
fn replacing_a_cell_reruns_what_reads_its_names_directly_or_through_other_cells() {
    let (_dir, mut d) = ran_doc();
    let before = shown(&notebook(&d));
    assert_eq!(before[3], (3, "c = a + 10\nc\n".into(), "11\n".into()));
    let r = edited(&mut d, |d| d.replace_cell(0, "a = 5"));
    // 2 reads a, 3 reads a, 5 reads c that 3 bound; 1, 4 and 6 read neither.
    assert_eq!(r.ran, [0, 2, 3, 5]);
    assert!(r.stale.is_empty());
    assert_eq!(r.changed, ["a", "c", "d"]);
    assert_eq!(d.log.rendered(), "A is 5.\n15\nB is 2.\n30\n3\n");
    assert_eq!(d.cells()[0].source, "a = 5\n");
    // The notebook and the clean markdown follow the log.
    let clean = lackpy::literate::formats::render_markdown(&d.log);
    assert!(clean.starts_with("```lackpy\na = 5\n```"), "{clean}");
    let nb = notebook(&d);
    assert_eq!(
        shown(&nb),
        [
            (0, "a = 5\n".into(), String::new()),
            (1, "b = 2\n".into(), String::new()),
            (2, "A is {a}.".into(), "A is 5.\n".into()),
            (3, "c = a + 10\nc\n".into(), "15\n".into()),
            (4, "B is {b}.".into(), "B is 2.\n".into()),
            (5, "d = c * 2\nd\n".into(), "30\n".into()),
            (6, "e = b + 1\ne\n".into(), "3\n".into()),
        ]
    );
    // Every cell is there once, in order, with the edited one's new
    // source; a notebook that shows it reads back as the edited document.
    assert_eq!(
        lackpy::literate::formats::from_notebook(&nb).unwrap(),
        DOC.replacen("a = 1", "a = 5", 1)
    );
}

/// The notebook of the session's log, as `--notebook` writes it.
fn notebook(d: &Driver<KitHost>) -> serde_json::Value {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("doc.ipynb");
    let failed = lackpy::literate::formats::write_artifacts(&d.log, Some(&path), None);
    assert!(failed.is_empty(), "{failed:?}");
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).expect("the notebook is JSON")
}

/// Each notebook cell: its position, source, and what it shows — a code
/// cell's `execute_result` and `stream` text, a prose cell's rendering
/// (`metadata.lackpy.rendered`).
fn shown(nb: &serde_json::Value) -> Vec<(usize, String, String)> {
    let text = |v: &serde_json::Value| -> String {
        v.as_array()
            .map(|ls| ls.iter().filter_map(|l| l.as_str()).collect())
            .or_else(|| v.as_str().map(str::to_string))
            .unwrap_or_default()
    };
    nb["cells"]
        .as_array()
        .expect("cells")
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let out = if c["cell_type"] == "markdown" {
                text(&c["metadata"]["lackpy"]["rendered"])
            } else {
                c["outputs"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|o| match o["output_type"].as_str() {
                        Some("execute_result") => text(&o["data"]["text/plain"]) + "\n",
                        _ => text(&o["text"]),
                    })
                    .collect()
            };
            (i, text(&c["source"]), out)
        })
        .collect()
}

#[test]
fn an_edit_that_binds_nothing_new_reruns_only_itself() {
    let (_dir, mut d) = ran_doc();
    let r = edited(&mut d, |d| d.replace_cell(4, "B, twice, is {b * 2}."));
    assert_eq!(r.ran, [4]);
    assert_eq!(d.log.rendered(), "A is 1.\n11\nB, twice, is 4.\n22\n3\n");
    let r = edited(&mut d, |d| {
        d.replace_cell(6, "```lackpy\ne = b + 1\nprint(e)\n```")
    });
    assert_eq!(r.ran, [6], "it binds e again, which no later cell reads");
    assert_eq!(d.log.rendered(), "A is 1.\n11\nB, twice, is 4.\n22\n3\n");
}

#[test]
fn inserting_a_cell_runs_it_and_the_later_readers_of_what_it_binds() {
    let (_dir, mut d) = ran_doc();
    let r = edited(&mut d, |d| d.insert_cell(2, "```lackpy\nb = 40\n```"));
    // The cells after the insertion moved down one: B is {b} is 5, e is 7.
    assert_eq!(r.ran, [2, 5, 7]);
    assert_eq!(d.log.rendered(), "A is 1.\n11\nB is 40.\n22\n41\n");
    assert_eq!(d.cells().len(), 8);
}

#[test]
fn deleting_the_only_binder_of_a_name_makes_its_readers_fail_as_a_fresh_run_would() {
    let (_dir, mut d) = ran_doc();
    let r = edited(&mut d, |d| d.delete_cell(1));
    // "B is {b}." is now cell 3: refused (b is bound by nothing); the
    // cell after it that reads b waits, as after any failed cell.
    assert_eq!(r.ran, [3]);
    let cells = d.cells();
    assert_eq!(cells[3].status, CellStatus::Error);
    assert_eq!(
        cells[3].error().and_then(|e| e.code.as_deref()),
        Some("E0201")
    );
    assert_eq!(cells[5].status, CellStatus::Pending);
    assert_eq!(cells[4].status, CellStatus::Ok, "d reads c only: kept");
    // Putting it back runs the failed cell and the one that waited.
    let r = edited(&mut d, |d| d.insert_cell(1, "```lackpy\nb = 3\n```"));
    assert_eq!(r.ran, [1, 4, 6]);
    assert_eq!(d.log.rendered(), "A is 1.\n11\nB is 3.\n22\n4\n");
}

#[test]
fn a_later_cell_that_rebinds_a_name_stops_the_change_there() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut d = driver(dir.path(), "none");
    let doc = "```lackpy\nx = 1\n```\n\nfirst {x}\n\n```lackpy\nx = 100\n```\n\nthen {x}\n";
    assert_eq!(d.run_document(doc), Ok(Status::Complete));
    let r = edited(&mut d, |d| d.replace_cell(0, "x = 2"));
    assert_eq!(r.ran, [0, 1]);
    assert_eq!(d.log.rendered(), "first 2\nthen 100\n");
    assert_eq!(
        d.kernel.get("x").map(lackpy::value::repr).as_deref(),
        Some("100"),
        "the name keeps the binding of its last binder"
    );
}

const WRITES: &str = "\
```lackpy
name = 'a.txt'
```

```lackpy
write_file(name, 'hello')
```

Wrote {name}.
";

#[test]
fn a_cell_that_writes_is_stale_without_approval() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut d = driver(dir.path(), "literate");
    assert_eq!(d.run_document(WRITES), Ok(Status::Complete));
    let r = edited(&mut d, |d| d.replace_cell(0, "name = 'b.txt'"));
    assert_eq!(r.ran, [0, 2]);
    assert_eq!(r.stale, [1]);
    assert_eq!(d.cells()[1].status, CellStatus::Stale);
    assert!(!dir.path().join("b.txt").exists());
    let shown = d.log.rendered();
    assert!(
        shown.contains("[stale: not run again after an edit: it writes or runs commands (w3)]"),
        "{shown}"
    );
    assert!(shown.ends_with("Wrote b.txt.\n"), "{shown}");
    // Replacing the stale cell with itself is the way to run it.
    let r = edited(&mut d, |d| d.replace_cell(1, "write_file(name, 'hello')"));
    assert_eq!(r.ran, [1]);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("b.txt")).expect("written"),
        "hello"
    );
    assert_eq!(d.cells()[1].status, CellStatus::Ok);
}

#[test]
fn a_cell_that_writes_pauses_for_approval_and_runs_when_approved() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut d = driver(dir.path(), "literate");
    assert_eq!(d.run_document(WRITES), Ok(Status::Complete));
    let asked: Rc<RefCell<Vec<Approval>>> = Rc::default();
    let seen = asked.clone();
    let answer = Rc::new(RefCell::new(true));
    let yes = answer.clone();
    d.set_approver(Some(Box::new(move |a: &Approval| {
        seen.borrow_mut().push(a.clone());
        *yes.borrow()
    })));
    let r = edited(&mut d, |d| d.replace_cell(0, "name = 'c.txt'"));
    assert_eq!(r.ran, [0, 1, 2]);
    assert!(r.stale.is_empty());
    {
        let asked = asked.borrow();
        assert_eq!(asked.len(), 1);
        assert_eq!(asked[0].cell, 1);
        assert_eq!(asked[0].reason, "approval");
        assert_eq!(asked[0].because, ["name"]);
        assert_eq!(asked[0].calls, ["write_file"]);
        assert!(asked[0].grade.w >= 2);
    }
    assert!(dir.path().join("c.txt").exists());
    // Denied: stale, nothing written.
    *answer.borrow_mut() = false;
    let r = edited(&mut d, |d| d.replace_cell(0, "name = 'd.txt'"));
    assert_eq!((r.ran, r.stale), (vec![0, 2], vec![1]));
    assert!(!dir.path().join("d.txt").exists());
    assert_eq!(asked.borrow().len(), 2);
}

#[test]
fn edits_survive_a_snapshot_and_stop_at_the_pause() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut d = driver(dir.path(), "literate");
    let doc = format!("{WRITES}\n```lackpy @continue\n```\n\nAfter {{name}}.\n");
    assert_eq!(d.run_document(&doc), Ok(Status::Continue));
    edited(&mut d, |d| d.replace_cell(0, "name = 'e.txt'"));
    assert_eq!(d.cells()[1].status, CellStatus::Stale);
    let bytes = d.snapshot().expect("snapshot");
    let kit = engine::resolve_kit("literate", dir.path()).expect("kit");
    let mut back = Driver::restore(&bytes, &kit, &RunOptions::new()).expect("restores");
    assert_eq!(back.cells()[1].status, CellStatus::Stale);
    assert_eq!(back.log.rendered(), d.log.rendered());
    let r = edited(&mut back, |d| d.replace_cell(2, "Now {name.upper()}."));
    assert_eq!(r.ran, [2]);
    assert!(back.log.rendered().ends_with("Now E.TXT.\n"));
    // The cells at and after the pause are not the edit's to change.
    let e = back.replace_cell(3, "x").expect_err("at the pause");
    assert!(e.message.contains("@continue"), "{e}");
    assert!(back.log.continue_requested);
    assert_eq!(back.resume("Then {name}.\n"), Ok(Status::Complete));
    assert!(back.log.rendered().ends_with("Then e.txt.\n"));
}

#[test]
fn bad_edits_are_refused_and_change_nothing() {
    let (_dir, mut d) = ran_doc();
    let shown = d.log.rendered();
    let e = d.replace_cell(7, "x").expect_err("no cell 7");
    assert_eq!(
        e.message,
        "the document has 7 cells (0 to 6); there is no cell 7 to edit"
    );
    assert!(d.insert_cell(8, "x").is_err());
    assert!(d.delete_cell(7).is_err());
    let e = d
        .insert_cell(0, "```lackpy\nx = 1\n```\n\n```lackpy\ny = 2\n```\n")
        .expect_err("two cells");
    assert!(e.message.contains("is 2 cells"), "{e}");
    let e = d
        .insert_cell(0, "```lackpy\nx = (\n")
        .expect_err("unclosed");
    assert_eq!(e.diagnostics[0].code.as_str(), "E0403");
    assert_eq!(d.log.rendered(), shown);
    assert_eq!(d.cells().len(), 7);
}
