//! Literate documents: prose with interpolation, cells and annotations,
//! the whole-document check before any effect, and run-time errors that
//! keep the report so far.

mod common;

use std::path::Path;

fn run(root: &Path, doc: &str, args: &[&str]) -> (Option<i32>, serde_json::Value) {
    let path = root.join("doc.md");
    std::fs::write(&path, doc).expect("write doc");
    run_file(root, &path, args)
}

fn workspace() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut readme = String::from("README.md — a toolkit for safe code execution\n");
    for i in 2..=42 {
        readme.push_str(&format!("line {i}\n"));
    }
    std::fs::write(dir.path().join("README.md"), readme).expect("write");
    dir
}

/// The seed's quick example, with `echo: false` (the seed printed no code
/// because its Phase 0 ignored the option; lackpy honours it).
#[test]
fn the_seed_quick_example_renders_as_the_seed_shows() {
    let ws = workspace();
    let doc = "---\necho: false\n---\n# File Summary\n\n```lackpy @hidden\ncontent = read_file(\"README.md\")\nlines = content.strip().splitlines()\n```\n\nThe file has {len(lines)} lines.\n\n```lackpy\nfirst_line = lines[0]\nfirst_line\n```\n\nThe title is: {first_line}\n";
    let (code, v) = run(ws.path(), doc, &[]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(
        v["rendered"],
        "# File Summary\nThe file has 42 lines.\nREADME.md — a toolkit for safe code execution\nThe title is: README.md — a toolkit for safe code execution\n"
    );
    assert_eq!(v["continue_requested"], false);
    assert_eq!(v["cells"], 5);
}

#[test]
fn annotations_and_options() {
    let ws = workspace();
    let doc = "```lackpy @scratch\nn = 3\nword = 'ab'\n```\n\n```lackpy @write(out/a.txt)\nhello\n```\n\n```lackpy @read\nout/a.txt\n```\n\n```lackpy @gather\nx = 99\nx\n```\n\n```lackpy output=all\n1\nNone\n'two'\n```\n\n```lackpy output=hide\n5\n```\n\n```lackpy echo=true\nprint('hi')\n```\n\nValues: {n * 2:>4}|{ {'k': word}['k'] }|{{literal}}|{x!r}\n\n```lackpy @continue\n```\n\nafter {n}\n";
    let (code, v) = run(ws.path(), doc, &["--kit", "literate"]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(
        v["rendered"],
        "[scratch: n=int, word=str]\nhello\n\n1\ntwo\n```lackpy\nprint('hi')\n```\nhi\nValues:    6|ab|{literal}|99\n"
    );
    assert_eq!(v["continue_requested"], true);
    assert_eq!(
        std::fs::read_to_string(ws.path().join("out/a.txt")).expect("written"),
        "hello\n"
    );
}

#[test]
fn a_forbidden_construct_anywhere_stops_the_whole_document_before_any_effect() {
    let ws = workspace();
    let doc = "```lackpy @write(first.txt)\nwritten?\n```\n\nfine {1 + 1}\n\n```lackpy\nwhile True:\n    x = 1\n```\n";
    let (code, v) = run(ws.path(), doc, &["--kit", "literate"]);
    assert_eq!(code, Some(3));
    assert_eq!(v["error"]["code"], "E0101");
    assert_eq!(
        v["error"]["line"], 8,
        "the error points at the document's line"
    );
    assert!(
        !ws.path().join("first.txt").exists(),
        "a @write ran before the check"
    );
    let (code, v) = run(ws.path(), "text {undefined_name}\n", &[]);
    assert_eq!(
        (code, v["error"]["code"].as_str()),
        (Some(3), Some("E0201"))
    );
    let (code, v) = run(ws.path(), "```lackpy @frobnicate\n1\n```\n", &[]);
    assert_eq!(
        (code, v["error"]["code"].as_str()),
        (Some(3), Some("E0401"))
    );
    let (code, v) = run(ws.path(), "```lackpy @write\n```\n", &[]);
    assert_eq!(
        (code, v["error"]["code"].as_str()),
        (Some(3), Some("E0402"))
    );
}

#[test]
fn a_run_time_error_keeps_the_report_so_far() {
    let ws = workspace();
    let doc = "Start.\n\n```lackpy\nd = {}\nprint('before')\n```\n\nMiddle {len(d)}.\n\n```lackpy\nd['missing']\n```\n\nNever.\n";
    let (code, v) = run(ws.path(), doc, &[]);
    assert_eq!(code, Some(1));
    assert_eq!(v["rendered"], "Start.\nbefore\nMiddle 0.\n");
    assert_eq!(v["error"]["type"], "KeyError");
    assert_eq!(v["error"]["line"], 11);
}

fn run_human(root: &Path, doc: &str, args: &[&str]) -> std::process::Output {
    let path = root.join("doc.md");
    std::fs::write(&path, doc).expect("write doc");
    let mut argv = vec![
        "run",
        path.to_str().expect("utf-8"),
        "--root",
        root.to_str().expect("utf-8"),
    ];
    argv.extend_from_slice(args);
    common::run_bin(env!("CARGO_BIN_EXE_lackpy-vm"), &argv, b"")
}

#[test]
fn a_run_time_error_names_the_cell_and_the_line() {
    let ws = workspace();
    let doc =
        "Start.\n\n```lackpy\nd = {}\n```\n\nMiddle.\n\n```lackpy\nx = 1\nd['missing']\n```\n";
    let out = run_human(ws.path(), doc, &[]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "Start.\nMiddle.\n");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("error in cell 4 at "), "{err}");
    assert!(err.contains("doc.md:11:1"), "{err}");
    assert!(err.contains("    d['missing']\n    ^"), "{err}");
    assert!(err.trim_end().ends_with("KeyError: 'missing'"), "{err}");
    let (_, v) = run(ws.path(), doc, &[]);
    assert_eq!(v["error"]["cell"], 4, "numbered from 1, as on stderr");
    assert_eq!(v["cell_log"][3]["status"], "error");
    assert_eq!(v["cell_log"][3]["bound"], serde_json::json!(["x"]));
}

#[test]
fn the_documents_grade_is_the_join_of_its_cells_and_max_grade_applies() {
    let ws = workspace();
    let doc =
        "```lackpy\ntext = read_file('README.md')\n```\n\n```lackpy @write(out.txt)\nx\n```\n";
    let (code, v) = run(ws.path(), doc, &["--kit", "literate", "--max-grade", "1"]);
    assert_eq!(code, Some(3), "{v}");
    assert_eq!(v["error"]["type"], "GradeError");
    assert!(!ws.path().join("out.txt").exists());
    let (code, v) = run(ws.path(), doc, &["--kit", "literate"]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(v["grade"], serde_json::json!({"w": 3, "d": 3}));
    assert_eq!(v["trace"].as_array().map(Vec::len), Some(2));
}

#[test]
fn limits_cover_the_whole_document() {
    let ws = workspace();
    let cell = "```lackpy\nt = 0\nfor i in range(300):\n    t += i\n```\n\n";
    let doc = cell.repeat(10);
    let (code, v) = run(ws.path(), &doc, &["--fuel", "5000"]);
    assert_eq!(code, Some(4), "{v}");
    assert_eq!(v["error"]["type"], "LimitExceeded");
    assert!(v["error"]["cell"].as_u64().is_some_and(|c| c > 0), "{v}");
    let (code, v) = run(ws.path(), &doc, &[]);
    assert_eq!(code, Some(0), "{v}");
}

/// Interpolation is f-string interpolation: CPython renders the same
/// prose, given the same bindings, with `print(f"""...""")`.
#[test]
fn interpolation_renders_as_cpython_fstrings_do() {
    let ws = workspace();
    let setup = "x = 3.14159\nwidth = 9\nname = 'ann'\nd = {'k': [1, 2]}\nitems = ['a', 'b']\n";
    let lines = [
        "{x:.2f} and {x:>{width}.3f}|",
        "{name!r:>8} {name=} {{braces}} {{{name}}}",
        "{ {'a': 1}['a'] } {d['k'][-1]} {'}' + '{'} {len(items):03d}",
        "{', '.join([i.upper() for i in items])} {x if x > 3 else 0:g}",
        "{ {1: {2: 'deep'}}[1][2] } {[n * 2 for n in range(3)]}",
        "{name:*^11} {width:#x} {width:,} {-width:+}",
    ];
    let doc = format!("```lackpy @hidden\n{setup}```\n\n{}\n", lines.join("\n"));
    let (code, v) = run(ws.path(), &doc, &[]);
    assert_eq!(code, Some(0), "{v}");
    let py = format!("{setup}print(f\"\"\"{}\"\"\")\n", lines.join("\n"));
    let out = std::process::Command::new("python3")
        .arg("-c")
        .arg(&py)
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(v["rendered"], String::from_utf8_lossy(&out.stdout).as_ref());
}

fn validate_notebook(path: &Path) {
    let out = std::process::Command::new("python3")
        .arg(common::root().join("scripts/validate_notebook.py"))
        .arg(path)
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "{} is not a valid nbformat-4 notebook: {}",
        path.display(),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn run_file(root: &Path, file: &Path, args: &[&str]) -> (Option<i32>, serde_json::Value) {
    let mut argv = vec![
        "run",
        file.to_str().expect("utf-8"),
        "--root",
        root.to_str().expect("utf-8"),
        "--format",
        "json",
    ];
    argv.extend_from_slice(args);
    let out = common::run_bin(env!("CARGO_BIN_EXE_lackpy-vm"), &argv, b"");
    let v = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|_| serde_json::json!({"stderr": String::from_utf8_lossy(&out.stderr)}));
    (out.status.code(), v)
}

const REPORT: &str = "---\necho: true\n---\n# Report\n\n```lackpy @hidden\ntext = read_file('README.md')\nlines = text.splitlines()\n```\n\nThere are {len(lines)} lines.\n\n```lackpy\nfirst = lines[0]\nprint(first.upper())\nlen(first)\n```\n\n```lackpy @scratch\nwords = first.split()\n```\n\n```python\nnot lackpy: {{braces}} {len(lines)}\n```\n\nDone with {len(words)} words.\n";

#[test]
fn a_notebook_is_valid_nbformat_and_runs_again_to_the_same_report() {
    let ws = workspace();
    let nb = ws.path().join("out/run.ipynb");
    let (code, v) = run(
        ws.path(),
        REPORT,
        &["--notebook", nb.to_str().expect("utf-8")],
    );
    assert_eq!(code, Some(0), "{v}");
    validate_notebook(&nb);
    let notebook: serde_json::Value =
        serde_json::from_str(&common::read(&nb)).expect("notebook is JSON");
    let cells = notebook["cells"].as_array().expect("cells");
    assert_eq!(cells.len(), v["cells"].as_u64().expect("count") as usize);
    assert_eq!(cells[0]["cell_type"], "markdown");
    assert_eq!(cells[1]["cell_type"], "code");
    assert_eq!(cells[1]["metadata"]["lackpy"]["info"], "lackpy @hidden");
    assert_eq!(
        cells[3]["outputs"][0]["text"].as_array().map(Vec::len),
        Some(6),
        "the echoed block (two fences, three lines), the print"
    );
    assert_eq!(
        cells[3]["outputs"][1]["output_type"], "execute_result",
        "the display is the cell's value"
    );
    // Restart and Run All: the notebook is a document again.
    let (code, again) = run_file(ws.path(), &nb, &[]);
    assert_eq!(code, Some(0), "{again}");
    assert_eq!(again["rendered"], v["rendered"]);
    assert_eq!(
        again["cell_log"].as_array().map(Vec::len),
        Some(cells.len())
    );
}

#[test]
fn a_failed_run_still_writes_a_valid_notebook() {
    let ws = workspace();
    let nb = ws.path().join("failed.ipynb");
    let doc = "Intro.\n\n```lackpy\nx = 1\nprint('partial')\nx // 0\n```\n\nNot reached {x}.\n";
    let (code, _) = run(ws.path(), doc, &["--notebook", nb.to_str().expect("utf-8")]);
    assert_eq!(code, Some(1));
    validate_notebook(&nb);
    let notebook: serde_json::Value =
        serde_json::from_str(&common::read(&nb)).expect("notebook is JSON");
    let outputs = &notebook["cells"][1]["outputs"];
    assert_eq!(outputs[0]["text"], serde_json::json!(["partial\n"]));
    assert_eq!(outputs[1]["output_type"], "error");
    assert_eq!(outputs[1]["ename"], "ZeroDivisionError");
    assert_eq!(
        notebook["cells"][2]["metadata"]["lackpy"]["status"],
        "pending"
    );
    assert_eq!(
        notebook["cells"][2]["execution_count"],
        serde_json::Value::Null
    );
}

#[test]
fn the_clean_markdown_renders_the_same_report() {
    let ws = workspace();
    let md = ws.path().join("clean.md");
    let (code, v) = run(
        ws.path(),
        REPORT,
        &["--markdown", md.to_str().expect("utf-8")],
    );
    assert_eq!(code, Some(0), "{v}");
    let clean = common::read(&md);
    assert!(
        clean.starts_with("---\necho: true\n---\n\n# Report\n"),
        "{clean}"
    );
    let (code, again) = run_file(ws.path(), &md, &[]);
    assert_eq!(code, Some(0), "{again}");
    assert_eq!(again["rendered"], v["rendered"]);
    // And the clean document of the clean document is itself.
    let md2 = ws.path().join("clean2.md");
    run_file(
        ws.path(),
        &md,
        &["--markdown", md2.to_str().expect("utf-8")],
    );
    assert_eq!(common::read(&md2), clean);
}

#[test]
fn stream_and_batch_render_the_same_report() {
    let ws = workspace();
    let path = ws.path().join("doc.md");
    std::fs::write(&path, REPORT).expect("write");
    let (code, batch) = run_file(ws.path(), &path, &[]);
    assert_eq!(code, Some(0), "{batch}");
    let (code, streamed) = run_file(ws.path(), &path, &["--stream"]);
    assert_eq!(code, Some(0), "{streamed}");
    assert_eq!(streamed["rendered"], batch["rendered"]);
}

#[test]
fn a_streamed_cell_is_checked_against_the_names_bound_so_far() {
    let ws = workspace();
    let path = ws.path().join("doc.md");
    let doc = "```lackpy\nprint('ran')\n```\n\nthen {undefined_here}\n\n```lackpy @write(never.txt)\nx\n```\n";
    std::fs::write(&path, doc).expect("write");
    let (code, v) = run_file(ws.path(), &path, &["--stream", "--kit", "literate"]);
    assert_eq!(code, Some(3), "{v}");
    assert_eq!(
        v["rendered"], "ran\n",
        "the first cell ran before the second arrived"
    );
    assert_eq!(v["error"]["code"], "E0201");
    assert_eq!(v["error"]["line"], 5);
    assert!(!ws.path().join("never.txt").exists());
    std::fs::write(&path, "```lackpy\nprint('ran')\n```\n\n```lackpy\nx = 1\n").expect("write");
    let (code, v) = run_file(ws.path(), &path, &["--stream"]);
    assert_eq!(code, Some(3), "{v}");
    assert_eq!(v["error"]["code"], "E0403");
    assert_eq!(v["rendered"], "ran\n");
}

/// The first cell's output arrives while standard input is still open:
/// cells run as their closing fences arrive, not when the input ends.
#[test]
fn streaming_runs_each_cell_as_it_arrives() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    use std::time::Duration;
    let ws = workspace();
    let mut child = Command::new(env!("CARGO_BIN_EXE_lackpy-vm"))
        .args(["run", "-", "--literate", "--stream", "--root"])
        .arg(ws.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn lackpy-vm");
    let mut stdin = child.stdin.take().expect("stdin");
    let stdout = child.stdout.take().expect("stdout");
    let (tx, rx) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    stdin
        .write_all(b"# Title\n\n```lackpy\nn = 6 * 7\nprint('first', n)\n```\n\nMore text {n}")
        .expect("write");
    stdin.flush().expect("flush");
    let first = rx.recv_timeout(Duration::from_secs(20));
    let second = rx.recv_timeout(Duration::from_secs(20));
    assert_eq!(first.as_deref(), Ok("# Title"));
    assert_eq!(
        second.as_deref(),
        Ok("first 42"),
        "the cell ran before standard input closed"
    );
    // The prose after it waits for more text (it may continue).
    assert!(rx.recv_timeout(Duration::from_millis(300)).is_err());
    stdin
        .write_all(b".\n\n```lackpy\nn + 1\n```\n")
        .expect("write");
    drop(stdin);
    let rest: Vec<String> = rx.iter().collect();
    assert_eq!(rest, ["More text 42.", "43"]);
    reader.join().expect("reader");
    assert!(child.wait().expect("exit").success());
}

#[test]
fn a_name_used_before_the_cell_that_binds_it_is_refused_before_any_effect() {
    let ws = workspace();
    let doc = "Start.\n\n```lackpy @write(out.txt)\nearly\n```\n\nThe count is {count}.\n\n```lackpy @hidden\ncount = 3\n```\n";
    let (code, v) = run(ws.path(), doc, &["--kit", "literate"]);
    assert_eq!(code, Some(3), "{v}");
    assert_eq!(v["error"]["code"], "E0201");
    assert_eq!(v["error"]["line"], 7);
    assert!(!ws.path().join("out.txt").exists(), "the @write ran");
}

#[test]
fn document_flags_need_a_document() {
    let ws = workspace();
    let prog = ws.path().join("p.py");
    std::fs::write(&prog, "1 + 1\n").expect("write");
    for flags in [
        &["--stream"][..],
        &["--markdown", "x.md"],
        &["--notebook", "x.ipynb"],
    ] {
        let (code, _) = run_file(ws.path(), &prog, flags);
        assert_eq!(code, Some(2), "{flags:?} on a program is a usage error");
    }
    let nb = ws.path().join("n.ipynb");
    std::fs::write(&nb, "{}").expect("write");
    assert_eq!(run_file(ws.path(), &nb, &["--stream"]).0, Some(2));
    let (code, v) = run_file(ws.path(), &nb, &[]);
    assert_eq!(code, Some(2), "not a notebook: {v}");
}

/// The engine's check of a document, shared by `lackpyc check` and the MCP
/// `validate`: the calls, variables and grade are the author's, annotations
/// included (a `@write` is the `write_file` it stands for); the `print`
/// that shows prose and the hidden display variable are not.
#[test]
fn a_document_checks_like_a_program_with_the_documents_grade() {
    use lackpy::engine::{check_document_file, resolve_kit};
    let kit = resolve_kit("literate", Path::new(".")).expect("kit");
    let doc = "# Out\n\n```lackpy @scratch\nn = 3\n```\n\n```lackpy @write(out.txt)\nhello\n```\n\n```lackpy\nsorted([n, 1])\n```\n\nn is {n}, {abs(-n)}.\n";
    let r = check_document_file("out.md", doc, &kit, &[], &[]);
    assert!(r.valid, "{:?}", r.errors);
    assert_eq!(r.calls, ["write_file", "sorted", "abs"]);
    assert_eq!(r.variables, ["n"]);
    assert_eq!(r.grade, kit.get("write_file").expect("tool").grade);
    // Every cell and interpolation, in document order, each error on its
    // line of the document.
    let doc = "Before: {x}\n\n```lackpy\nx = 1\nimport os\n```\n\n```lackpy @frobnicate\n1\n```\n";
    let r = check_document_file("bad.md", doc, &kit, &[], &[]);
    let got: Vec<(&str, usize)> = r.errors.iter().map(|e| (e.code.as_str(), e.line)).collect();
    assert_eq!(got, [("E0401", 8)], "a parse problem comes first, alone");
    let doc = "Before: {x}\n\n```lackpy\nx = 1\nimport os\n```\n";
    let r = check_document_file("bad.md", doc, &kit, &[], &[]);
    let got: Vec<(&str, usize)> = r.errors.iter().map(|e| (e.code.as_str(), e.line)).collect();
    assert_eq!(got, [("E0201", 1), ("E0104", 5)]);
    // The same text as a program is another matter entirely.
    assert!(!lackpy::engine::check_file("bad.md", doc, &kit, &[], &[]).valid);
    assert!(lackpy::engine::is_document(doc));
}

/// `@hidden` and `@gather` run and show nothing: a `print` inside one is
/// not on stdout, in the report's `rendered`, or in the notebook; the
/// JSON cell log keeps it.
#[test]
fn silent_cells_print_nothing_but_the_cell_log_keeps_it() {
    let ws = workspace();
    let doc = "Start.\n\n```lackpy @hidden\nprint('secret one')\nn = 2\n```\n\n```lackpy @gather\nprint('secret two')\nm = 3\n```\n\nSum {n + m}.\n\n```lackpy\nprint('shown')\n```\n";
    let out = run_human(ws.path(), doc, &[]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "Start.\nSum 5.\nshown\n"
    );
    let nb = ws.path().join("silent.ipynb");
    let (code, v) = run(ws.path(), doc, &["--notebook", nb.to_str().expect("utf-8")]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(v["rendered"], "Start.\nSum 5.\nshown\n");
    assert_eq!(v["cell_log"][1]["stdout"], "secret one\n");
    assert_eq!(v["cell_log"][2]["stdout"], "secret two\n");
    let notebook = common::read(&nb);
    assert!(!notebook.contains("secret one\\n\""), "{notebook}");
    assert!(!notebook.contains("\"secret two\\n\""), "{notebook}");
    assert!(notebook.contains("\"shown\\n\""), "{notebook}");
    validate_notebook(&nb);
}

/// A document that paused at `@continue` says so in human output too: one
/// line on stderr naming the `@continue` and its line.
#[test]
fn a_pause_at_continue_is_reported_on_stderr() {
    let ws = workspace();
    let doc = "Before.\n\n```lackpy\nx = 1\n```\n\n```lackpy @continue\n```\n\nAfter {x}.\n";
    let out = run_human(ws.path(), doc, &[]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "Before.\n");
    let err = String::from_utf8_lossy(&out.stderr);
    let paused: Vec<&str> = err.lines().filter(|l| l.contains("@continue")).collect();
    assert_eq!(paused.len(), 1, "{err}");
    assert!(paused[0].contains("doc.md:7"), "{err}");
    let done = run_human(ws.path(), "Just prose.\n", &[]);
    assert!(done.stderr.is_empty(), "no pause, no line");
}

/// `echo=auto` on a block is accepted as in frontmatter: the document's
/// default.
#[test]
fn echo_auto_on_a_block_takes_the_documents_default() {
    let ws = workspace();
    let on = "---\necho: true\n---\n```lackpy echo=auto\n1 + 1\n```\n";
    let (code, v) = run(ws.path(), on, &[]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(v["rendered"], "```lackpy\n1 + 1\n```\n2\n");
    let off = "```lackpy echo=auto\n1 + 1\n```\n";
    let (code, v) = run(ws.path(), off, &[]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(v["rendered"], "2\n");
}

/// An unclosed `lackpy` block is E0403 in batch mode as in `--stream`,
/// and in batch mode nothing runs; a closed block at the very end, or one
/// closed by a longer fence, is fine.
#[test]
fn an_unclosed_block_is_the_same_error_in_batch_and_stream() {
    let ws = workspace();
    let path = ws.path().join("doc.md");
    std::fs::write(&path, "Hi.\n\n```lackpy\nprint('ran')\n").expect("write");
    let (code, batch) = run_file(ws.path(), &path, &[]);
    assert_eq!(code, Some(3), "{batch}");
    assert_eq!(batch["error"]["code"], "E0403", "{batch}");
    assert_eq!(batch["error"]["line"], 3, "{batch}");
    let (code, streamed) = run_file(ws.path(), &path, &["--stream"]);
    assert_eq!(code, Some(3), "{streamed}");
    assert_eq!(streamed["error"]["code"], "E0403", "{streamed}");
    assert_eq!(streamed["error"]["line"], 3, "{streamed}");
    let out = run_human(ws.path(), "Hi.\n\n```lackpy\nprint('ran')\n", &[]);
    assert!(out.stdout.is_empty(), "checked whole: nothing ran");
    for closed in [
        "```lackpy\nprint('ran')\n```",
        "```lackpy\nprint('ran')\n````\n",
        "~~~lackpy\nprint('ran')\n~~~\n\n",
    ] {
        std::fs::write(&path, closed).expect("write");
        let (code, v) = run_file(ws.path(), &path, &[]);
        assert_eq!(code, Some(0), "{closed:?}: {v}");
        assert_eq!(v["rendered"], "ran\n");
    }
}

/// Notebook cells show their value as Jupyter does: what they print as a
/// `stream` output, their value as an `execute_result` carrying the
/// cell's execution count.
#[test]
fn a_notebook_cell_shows_its_value_as_an_execute_result() {
    let ws = workspace();
    let nb = ws.path().join("value.ipynb");
    let doc =
        "```lackpy\nprint('hi')\n6 * 7\n```\n\n```lackpy\nx = 1\n```\n\n```lackpy\n'a\\nb'\n```\n";
    let (code, v) = run(ws.path(), doc, &["--notebook", nb.to_str().expect("utf-8")]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(v["rendered"], "hi\n42\na\nb\n");
    validate_notebook(&nb);
    let notebook: serde_json::Value =
        serde_json::from_str(&common::read(&nb)).expect("notebook is JSON");
    let cells = notebook["cells"].as_array().expect("cells");
    let first = &cells[0];
    assert_eq!(first["execution_count"], 1);
    assert_eq!(
        first["outputs"],
        serde_json::json!([
            {"output_type": "stream", "name": "stdout", "text": ["hi\n"]},
            {"output_type": "execute_result", "execution_count": 1,
             "data": {"text/plain": ["42"]}, "metadata": {}},
        ])
    );
    assert_eq!(
        cells[1]["outputs"],
        serde_json::json!([]),
        "no value, no output"
    );
    assert_eq!(
        cells[2]["outputs"],
        serde_json::json!([
            {"output_type": "execute_result", "execution_count": 3,
             "data": {"text/plain": ["a\n", "b"]}, "metadata": {}},
        ])
    );
    let (code, again) = run_file(ws.path(), &nb, &[]);
    assert_eq!(code, Some(0), "{again}");
    assert_eq!(again["rendered"], v["rendered"]);
}

/// An unknown frontmatter key is ignored with a W0404 warning, in batch
/// and stream alike, not in silence.
#[test]
fn an_unknown_frontmatter_key_is_a_warning_with_a_code() {
    let ws = workspace();
    let doc = "---\necho: false\ntitle: Report\n# a comment\n---\nHi.\n";
    let (code, v) = run(ws.path(), doc, &[]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(v["rendered"], "Hi.\n");
    let warnings = v["warnings"].as_array().expect("warnings");
    assert_eq!(warnings.len(), 1, "{v}");
    let w = warnings[0].as_str().expect("text");
    assert!(w.starts_with("W0404 at line 3:"), "{w}");
    assert!(w.contains("`title`"), "{w}");
    let (_, streamed) = run(ws.path(), doc, &["--stream"]);
    assert_eq!(streamed["warnings"], v["warnings"]);
    let out = run_human(ws.path(), doc, &[]);
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("warning: W0404"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let (_, clean) = run(ws.path(), "---\necho: true\noutput: auto\n---\nHi.\n", &[]);
    assert_eq!(clean["warnings"], serde_json::json!([]));
}

/// A bare word on a cell's fence is neither an annotation nor an option:
/// E0401 before anything runs, not silence.
#[test]
fn a_bare_word_on_the_fence_is_an_unknown_option() {
    let ws = workspace();
    let (code, v) = run(ws.path(), "```lackpy hidden\nprint(1)\n```\n", &[]);
    assert_eq!(code, Some(3), "{v}");
    assert_eq!(v["error"]["code"], "E0401", "{v}");
    assert!(
        v["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("`hidden`")),
        "{v}"
    );
}

/// A session stopped at `@continue` as bytes: restored from nothing but
/// the bytes (as another process would), it goes on with the next part to
/// the same report as the session that was never interrupted.
#[test]
fn a_session_paused_at_continue_snapshots_and_restores_to_the_same_report() {
    use lackpy::engine::{self, Kit, Phase, Root, RunOptions};
    use lackpy::literate::driver::Driver;
    let ws = workspace();
    let kit = engine::resolve_kit("read", ws.path()).expect("kit");
    let options = RunOptions::new();
    let doc = "# Notes\n\n```lackpy\ncontent = read_file(\"README.md\")\nx = [1, 2]\ny = {'list': x, 'n': len(content.splitlines())}\nx.append(3)\nprint('first')\n```\n\nSo far {x}.\n\n```lackpy @continue\n```\n\nplaceholder\n";
    let part = "```lackpy\ny['list'].append(4)\nprint(x, y['n'])\n```\n\nDone: {len(x)} items.\n";
    let mut plain =
        engine::document_driver(&kit, Root::new(ws.path()).unwrap(), "<document>", &options);
    plain.run_document(doc).expect("runs");
    assert!(plain.log.continue_requested);
    let bytes = plain.snapshot().expect("a snapshot");
    let before = plain.log.rendered();
    plain.resume(part).expect("resumes");

    let mut restored = Driver::restore(&bytes, &kit, &options).expect("restores");
    assert_eq!(restored.log.rendered(), before);
    restored.resume(part).expect("resumes");
    assert_eq!(restored.log.rendered(), plain.log.rendered());
    assert!(
        restored.log.rendered().contains("[1, 2, 3, 4] 42\n"),
        "{}",
        restored.log.rendered()
    );
    assert!(!restored.log.continue_requested);
    assert_eq!(restored.kernel.instructions(), plain.kernel.instructions());
    let json = |d: &Driver<_>| {
        let mut v = engine::DocumentReport::from_driver(d, None, 0.0).to_json();
        v["stats"]["elapsed_ms"] = serde_json::Value::Null;
        // A call's duration is kept in clock ticks, whose rate each
        // process measures for itself.
        for timing in ["duration_ms", "started_ms", "ended_ms"] {
            v["trace"][0][timing] = serde_json::Value::Null;
        }
        v
    };
    assert_eq!(json(&restored), json(&plain));
    // A finished session has nothing to snapshot.
    assert!(restored.snapshot().is_err());

    // Damaged, truncated or foreign bytes are refused, never a panic.
    for cut in [0, 10, bytes.len() / 2, bytes.len() - 1] {
        let e = Driver::restore(&bytes[..cut], &kit, &options)
            .err()
            .expect("refused");
        assert_eq!(e.phase, Phase::CorruptSnapshot, "cut at {cut}");
    }
    let mut damaged = bytes.clone();
    let mid = damaged.len() / 2;
    damaged[mid] ^= 0x55;
    let e = Driver::restore(&damaged, &kit, &options)
        .err()
        .expect("refused");
    assert_eq!(e.phase, Phase::CorruptSnapshot);
    // A paused program's snapshot is not a document session's, nor the
    // other way round.
    let ask = Kit::empty().with_external("ask", &["q"], "str", "Ask", engine::Grade::new(1, 1));
    let p = engine::Program::compile("ask('x')", &ask, &[]).unwrap();
    let mut run = p.start(&ask, RunOptions::new()).unwrap();
    assert!(matches!(run.step(), engine::Step::Call(_)));
    let exec = run.snapshot().expect("an execution snapshot");
    let e = Driver::restore(&exec, &kit, &options)
        .err()
        .expect("refused");
    assert_eq!(e.phase, Phase::CorruptSnapshot);
    assert!(e.message.contains("paused program"), "{}", e.message);
    let e = engine::Execution::restore(&bytes, &ask)
        .err()
        .expect("refused");
    assert_eq!(e.phase, Phase::CorruptSnapshot);
}
