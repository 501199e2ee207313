//! Literate documents: prose with interpolation, cells and annotations,
//! the whole-document check before any effect, and run-time errors that
//! keep the report so far.

mod common;

use std::path::Path;

fn run(root: &Path, doc: &str, args: &[&str]) -> (Option<i32>, serde_json::Value) {
    let path = root.join("doc.md");
    std::fs::write(&path, doc).expect("write doc");
    let mut argv = vec![
        "run",
        path.to_str().expect("utf-8"),
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
