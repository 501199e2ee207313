//! The `lackpyc` command line: exit codes, JSON Lines, stdin, and hostile
//! input that must end in a diagnostic and exit 3, never a panic.

mod common;

use std::process::Output;

fn lackpyc(args: &[&str], stdin: &[u8]) -> Output {
    common::run_bin(env!("CARGO_BIN_EXE_lackpyc"), args, stdin)
}

fn json_lines(out: &Output) -> Vec<serde_json::Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect()
}

fn assert_rejected_cleanly(out: &Output) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "stderr: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(
        stderr.contains("error[E"),
        "no diagnostic code in: {stderr}"
    );
}

#[test]
fn bundled_example_is_valid() {
    let out = lackpyc(&["check", "spec/examples/summary.py"], b"");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("valid, grade w1/d1"), "{stdout}");
}

#[test]
fn json_matches_the_interface_contract() {
    let src = b"content = read_file(\"a.txt\")\nn = len(content)\nwhile n:\n    n = 0\n";
    let out = lackpyc(&["check", "-", "--format", "json"], src);
    assert_eq!(out.status.code(), Some(3));
    let v = &json_lines(&out)[0];
    assert_eq!(v["file"], "<stdin>");
    assert_eq!(v["valid"], false);
    let e = &v["errors"][0];
    assert_eq!(e["code"], "E0101");
    assert_eq!(e["message"], "`while` is not part of lackpy");
    assert_eq!(
        (e["line"].as_u64(), e["column"].as_u64()),
        (Some(3), Some(1))
    );
    assert_eq!(
        (e["end_line"].as_u64(), e["end_column"].as_u64()),
        (Some(3), Some(6))
    );
    assert!(e["hint"].as_str().is_some_and(|h| h.contains("range(")));
    // Keys in the documented order.
    let keys: Vec<&str> = v
        .as_object()
        .map(|o| o.keys().map(String::as_str).collect())
        .unwrap_or_default();
    assert_eq!(
        keys,
        ["file", "valid", "errors", "calls", "variables", "grade"]
    );
}

#[test]
fn json_reports_a_call_that_does_not_fit_its_signature() {
    let src = b"n = len([1], [2])\ntext = read_file(pathh=\"a.txt\")\n";
    let out = lackpyc(&["check", "-", "--format", "json"], src);
    assert_eq!(out.status.code(), Some(3));
    let v = &json_lines(&out)[0];
    let errors = v["errors"].as_array().expect("errors");
    assert_eq!(errors.len(), 2, "{v}");
    assert_eq!(errors[0]["code"], "E0209");
    assert_eq!(
        errors[0]["message"],
        "len() takes exactly one argument (2 given)"
    );
    assert_eq!(
        (errors[0]["line"].as_u64(), errors[0]["column"].as_u64()),
        (Some(1), Some(5))
    );
    assert_eq!(
        (
            errors[0]["end_line"].as_u64(),
            errors[0]["end_column"].as_u64()
        ),
        (Some(1), Some(18))
    );
    assert_eq!(errors[0]["hint"], "the signature is `len(x) -> int`");
    assert_eq!(
        errors[1]["message"],
        "read_file() got an unexpected keyword argument 'pathh'"
    );
    assert_eq!(
        errors[1]["hint"],
        "the signature is `read_file(path) -> str`"
    );
}

#[test]
fn json_reports_calls_variables_and_grade() {
    let src = b"content = read_file(\"a.txt\")\nn = len(content)\nn\n";
    let out = lackpyc(&["check", "-", "--format", "json"], src);
    assert_eq!(out.status.code(), Some(0));
    let v = &json_lines(&out)[0];
    assert_eq!(v["valid"], true);
    assert_eq!(v["calls"], serde_json::json!(["read_file", "len"]));
    assert_eq!(v["variables"], serde_json::json!(["content", "n"]));
    assert_eq!(v["grade"], serde_json::json!({"w": 1, "d": 1}));
}

#[test]
fn grade_is_the_join_of_called_tools() {
    let src = b"run_tests()\nwrite_file(\"a\", read_file(\"b\"))\n";
    let out = lackpyc(
        &[
            "check",
            "-",
            "--kit",
            "read,write_file,run_tests",
            "--format",
            "json",
        ],
        src,
    );
    assert_eq!(
        json_lines(&out)[0]["grade"],
        serde_json::json!({"w": 3, "d": 3})
    );
    let out = lackpyc(
        &["check", "-", "--kit", "none", "--format", "json"],
        b"x = len([1])\nx\n",
    );
    assert_eq!(
        json_lines(&out)[0]["grade"],
        serde_json::json!({"w": 0, "d": 0})
    );
}

#[test]
fn several_files_give_one_json_line_each() {
    let out = lackpyc(
        &[
            "check",
            "spec/examples/summary.py",
            "tests/corpus/lexical/bytes_literal.py",
            "--format",
            "json",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(3));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2);
    assert_eq!(
        (lines[0]["valid"].as_bool(), lines[1]["valid"].as_bool()),
        (Some(true), Some(false))
    );
}

#[test]
fn usage_errors_exit_2() {
    let out = lackpyc(&["check", "-", "--kit", "nosuchkit"], b"x = 1\n");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("unknown kit item `nosuchkit`") && stderr.contains("debug"),
        "{stderr}"
    );
    let out = lackpyc(&["check", "-", "--rules", "max_depth=lots"], b"x = 1\n");
    assert_eq!(out.status.code(), Some(2));
    let out = lackpyc(&["check", "no/such/file.py"], b"");
    assert_eq!(out.status.code(), Some(2));
    let out = lackpyc(&["frobnicate"], b"");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn rules_tighten_the_check() {
    let src = b"for x in range(3):\n    print(len(str(x)))\n";
    assert_eq!(lackpyc(&["check", "-"], src).status.code(), Some(0));
    let out = lackpyc(
        &[
            "check",
            "-",
            "--rules",
            "no_loops,no_nested_calls",
            "--format",
            "json",
        ],
        src,
    );
    let codes: Vec<String> = json_lines(&out)[0]["errors"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| e["code"].to_string())
        .collect();
    assert_eq!(codes, ["\"E0301\"", "\"E0302\"", "\"E0302\""]);
}

#[test]
fn spec_prints_markdown_and_json() {
    let out = lackpyc(&["spec"], b"");
    assert_eq!(out.status.code(), Some(0));
    let md = String::from_utf8_lossy(&out.stdout);
    assert!(
        md.contains("## Builtins") && md.contains("`sort_by`") && md.contains("| `read_file` |")
    );
    let out = lackpyc(&["spec", "--format", "json"], b"");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("spec JSON parses");
    assert!(v["builtins"]
        .as_array()
        .is_some_and(|b| b.len() == lackpy::check::tables::BUILTINS.len()));
    assert!(v["forbidden_names"]
        .as_array()
        .is_some_and(|f| f.iter().any(|n| n["name"] == "open")));
    assert_eq!(
        v["diagnostics"].as_array().map(Vec::len),
        Some(lackpy::diag::Code::ALL.len())
    );
}

#[test]
fn binary_garbage_is_a_diagnostic() {
    let garbage: Vec<u8> = (0..4096u32)
        .map(|i| (i.wrapping_mul(2654435761) >> 13) as u8)
        .collect();
    assert_rejected_cleanly(&lackpyc(&["check", "-"], &garbage));
    assert_rejected_cleanly(&lackpyc(&["check", "-"], b"x = 1\n\xff\xfe\x00y = 2\n"));
    assert_rejected_cleanly(&lackpyc(&["check", "-"], b"x = \x00\n"));
}

#[test]
fn a_ten_megabyte_line_is_handled() {
    let mut line = b"x = ".to_vec();
    line.extend(std::iter::repeat_n(b'1', 10 * 1024 * 1024));
    line.extend(b" +\n");
    assert_rejected_cleanly(&lackpyc(&["check", "-"], &line));
    // A long but valid line is simply valid.
    let mut ok = b"x = \"".to_vec();
    ok.extend(std::iter::repeat_n(b'a', 10 * 1024 * 1024));
    ok.extend(b"\"\nx\n");
    assert_eq!(lackpyc(&["check", "-"], &ok).status.code(), Some(0));
}

#[test]
fn deep_nesting_is_refused_not_a_stack_overflow() {
    let n = 10_000;
    let brackets = format!("x = {}1{}\n", "(".repeat(n), ")".repeat(n));
    assert_rejected_cleanly(&lackpyc(&["check", "-"], brackets.as_bytes()));
    let lists = format!("x = {}{}\n", "[".repeat(n), "]".repeat(n));
    assert_rejected_cleanly(&lackpyc(&["check", "-"], lists.as_bytes()));
    let unary = format!("x = {}1\n", "-".repeat(n));
    assert_rejected_cleanly(&lackpyc(&["check", "-"], unary.as_bytes()));
    let nots = format!("x = {}True\n", "not ".repeat(n));
    assert_rejected_cleanly(&lackpyc(&["check", "-"], nots.as_bytes()));
    let chain = format!("x = 'a'{}\n", ".strip()".repeat(n));
    assert_rejected_cleanly(&lackpyc(&["check", "-"], chain.as_bytes()));
    let sum = format!("x = 1{}\n", " + 1".repeat(n));
    assert_rejected_cleanly(&lackpyc(&["check", "-"], sum.as_bytes()));
    let indent: String = (0..n)
        .map(|i| format!("{}if True:\n", " ".repeat(i)))
        .collect();
    assert_rejected_cleanly(&lackpyc(&["check", "-"], indent.as_bytes()));
}

/// A document whose third code cell (its fifth cell) uses `while`, on line 15.
const THIRD_CELL_ERROR: &str = "# Words\n\n```lackpy\ntext = read_file(\"notes.txt\")\n```\n\nIt has {len(text)} characters.\n\n```lackpy\nwords = text.split()\n```\n\n```lackpy\nn = 0\nwhile n < len(words):\n    n += 1\n```\n";

/// A document in a temporary directory, as `NAME`.
fn document(name: &str, text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(name);
    std::fs::write(&path, text).expect("write document");
    let path = path.display().to_string();
    (dir, path)
}

#[test]
fn a_markdown_file_is_checked_as_a_document() {
    let doc = "# Notes\n\n```lackpy @hidden\ntext = read_file(\"notes.txt\")\n```\n\nIt has {len(text.split())} words.\n\n```lackpy\nfirst = text.splitlines()[0]\nfirst\n```\n";
    let (_dir, path) = document("notes.md", doc);
    let out = lackpyc(&["check", &path, "--format", "json"], b"");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let v = &json_lines(&out)[0];
    assert_eq!(v["file"], path.as_str());
    assert_eq!(v["valid"], true, "{v}");
    assert_eq!(v["errors"], serde_json::json!([]));
    // The author's calls and variables: not the `print` that shows prose,
    // nor the hidden variable that holds a cell's displayed value.
    assert_eq!(v["calls"], serde_json::json!(["read_file", "len"]));
    assert_eq!(v["variables"], serde_json::json!(["text", "first"]));
    assert_eq!(v["grade"], serde_json::json!({"w": 1, "d": 1}));
    let keys: Vec<&str> = v
        .as_object()
        .map(|o| o.keys().map(String::as_str).collect())
        .unwrap_or_default();
    assert_eq!(
        keys,
        ["file", "valid", "errors", "calls", "variables", "grade"]
    );
    // Human: one line, like a program's.
    let out = lackpyc(&["check", &path], b"");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("notes.md: valid, grade w1/d1, calls read_file, len"),
        "{stdout}"
    );
}

#[test]
fn an_error_in_a_documents_third_cell_is_on_its_line_of_the_document() {
    let (_dir, path) = document("words.md", THIRD_CELL_ERROR);
    let out = lackpyc(&["check", &path, "--format", "json"], b"");
    assert_eq!(out.status.code(), Some(3));
    let v = &json_lines(&out)[0];
    assert_eq!(v["valid"], false);
    assert_eq!(v["errors"].as_array().map(Vec::len), Some(1), "{v}");
    let e = &v["errors"][0];
    assert_eq!(e["code"], "E0101");
    assert_eq!(
        (e["line"].as_u64(), e["column"].as_u64()),
        (Some(15), Some(1)),
        "{v}"
    );
    assert_eq!(v["grade"], serde_json::json!({"w": 1, "d": 1}));
    // The human rendering shows the document's own line.
    let out = lackpyc(&["check", "-", "--literate"], THIRD_CELL_ERROR.as_bytes());
    assert_rejected_cleanly(&out);
    let stderr = String::from_utf8_lossy(&out.stderr);
    insta::with_settings!({snapshot_path => "snapshots/documents", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("third_cell_error", stderr);
    });
}

#[test]
fn a_name_used_before_the_cell_that_binds_it_is_an_error() {
    let doc = "```lackpy\ntotal = count + 1\n```\n\nTotal: {total}\n\n```lackpy\ncount = 2\n```\n";
    let (_dir, path) = document("order.md", doc);
    let out = lackpyc(&["check", &path, "--format", "json"], b"");
    assert_eq!(out.status.code(), Some(3));
    let v = &json_lines(&out)[0];
    let e = &v["errors"][0];
    assert_eq!(e["code"], "E0201", "{v}");
    assert_eq!(
        (e["line"].as_u64(), e["column"].as_u64()),
        (Some(2), Some(9))
    );
    assert!(e["message"].as_str().unwrap().contains("`count`"), "{v}");
    let hint = e["hint"].as_str().unwrap_or_default();
    assert!(hint.contains("a later cell (line 7)"), "{v}");
    let out = lackpyc(&["check", "-", "--literate"], doc.as_bytes());
    assert_rejected_cleanly(&out);
    let stderr = String::from_utf8_lossy(&out.stderr);
    insta::with_settings!({snapshot_path => "snapshots/documents", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("use_before_bind", stderr);
    });
    // Bound by an earlier cell, the same name is fine.
    let doc = "```lackpy\ncount = 2\n```\n\n```lackpy\ntotal = count + 1\n```\n\nTotal: {total}\n";
    let (_dir, path) = document("order.md", doc);
    assert_eq!(lackpyc(&["check", &path], b"").status.code(), Some(0));
}

#[test]
fn standard_input_is_a_document_with_literate() {
    let doc = b"# Sum\n\n```lackpy\nx = 2 + 3\n```\n\nx is {x}.\n";
    let out = lackpyc(&["check", "-", "--literate", "--format", "json"], doc);
    assert_eq!(out.status.code(), Some(0));
    let v = &json_lines(&out)[0];
    assert_eq!(v["file"], "<stdin>");
    assert_eq!(v["valid"], true, "{v}");
    assert_eq!(v["variables"], serde_json::json!(["x"]));
    assert_eq!(v["grade"], serde_json::json!({"w": 0, "d": 0}));
    // Without --literate, standard input is a program.
    assert_rejected_cleanly(&lackpyc(&["check", "-"], doc));
    // Rules hold in documents; `max_calls` counts the whole document.
    let doc = b"```lackpy\na = len('x')\n```\n\n```lackpy\nb = len('y')\n```\n";
    let out = lackpyc(
        &[
            "check",
            "-",
            "--literate",
            "--rules",
            "max_calls=1",
            "--format",
            "json",
        ],
        doc,
    );
    assert_eq!(out.status.code(), Some(3));
    let v = &json_lines(&out)[0];
    assert_eq!(v["errors"][0]["code"], "E0304", "{v}");
    assert_eq!(v["errors"][0]["line"], 6, "{v}");
}

#[test]
fn a_compiled_document_runs_as_the_document_does() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("notes.txt"), "alpha beta\ngamma\n").expect("write");
    let doc = "---\necho: true\n---\n# Notes\n\n```lackpy @hidden\ntext = read_file(\"notes.txt\")\n```\n\nIt has {len(text.split())} words.\n\n```lackpy\nlines = text.splitlines()\nprint('first:', lines[0])\nlen(lines)\n```\n\n```lackpy @hidden\nlines[-1]\n```\n\nDone.\n\n```lackpy @gather\nlines[0].upper()\n```\n";
    let md = dir.path().join("notes.md");
    std::fs::write(&md, doc).expect("write document");
    let md = md.display().to_string();
    let lpyc = dir.path().join("notes.lpyc").display().to_string();
    let out = lackpyc(&["compile", &md], b"");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let root = dir.path().display().to_string();
    let vm = |file: &str| {
        common::run_bin(
            env!("CARGO_BIN_EXE_lackpy-vm"),
            &["run", file, "--root", &root],
            b"",
        )
    };
    let (from_md, from_lpyc) = (vm(&md), vm(&lpyc));
    assert_eq!(from_md.status.code(), Some(0));
    assert_eq!(
        from_lpyc.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&from_lpyc.stderr)
    );
    let rendered = String::from_utf8_lossy(&from_md.stdout);
    assert_eq!(
        rendered,
        "# Notes\nIt has 3 words.\n```lackpy\nlines = text.splitlines()\nprint('first:', lines[0])\nlen(lines)\n```\nfirst: alpha beta\n2\nDone.\n"
    );
    assert_eq!(String::from_utf8_lossy(&from_lpyc.stdout), rendered);
    // From standard input with --literate (then -o is needed).
    let out2 = dir.path().join("stdin.lpyc").display().to_string();
    let out = lackpyc(&["compile", "-", "--literate", "-o", &out2], doc.as_bytes());
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&vm(&out2).stdout),
        rendered,
        "the same document from stdin"
    );
    // A document with an error is rejected with its line, and no file.
    let bad = dir.path().join("bad.md");
    std::fs::write(&bad, THIRD_CELL_ERROR).expect("write");
    let out = lackpyc(&["compile", &bad.display().to_string()], b"");
    assert_rejected_cleanly(&out);
    assert!(String::from_utf8_lossy(&out.stderr).contains("bad.md:15:1"));
    assert!(!dir.path().join("bad.lpyc").exists());
    // disasm reads the document too, its source lines beside the code.
    let out = lackpyc(&["disasm", &md], b"");
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("read_file"));
}
