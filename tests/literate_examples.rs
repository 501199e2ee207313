//! The literate design's two examples — the file summary and the codebase
//! health report — as spec/literate.md shows them, run through `lackpy-vm`
//! against their fixture folders. The expected reports are worked out here
//! from the fixture files themselves, not copied from the spec.

mod common;

use std::path::{Path, PathBuf};

/// A `~~~lackpy-document` example of spec/literate.md whose fence names
/// `root=<root>`: (kit, document).
fn spec_document(root: &str) -> (String, String) {
    let chapter = common::read(&common::root().join("spec/literate.md"));
    let mut lines = chapter.lines();
    while let Some(line) = lines.next() {
        let Some(info) = line.strip_prefix("~~~lackpy-document") else {
            continue;
        };
        let words: Vec<&str> = info.split_whitespace().collect();
        if !words.contains(&format!("root={root}").as_str()) {
            continue;
        }
        let kit = words
            .iter()
            .find_map(|w| w.strip_prefix("kit="))
            .unwrap_or("none")
            .to_string();
        let mut doc = String::new();
        for l in lines.by_ref() {
            if l.starts_with("~~~") {
                break;
            }
            doc.push_str(l);
            doc.push('\n');
        }
        return (kit, doc);
    }
    panic!("spec/literate.md has no document with root={root}");
}

/// Run `doc` with `lackpy-vm run --format json` against the fixture folder
/// `root`, from a file, or streamed from standard input.
fn run(root: &str, kit: &str, doc: &str, stream: bool) -> (Option<i32>, serde_json::Value) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("doc.md");
    std::fs::write(&path, doc).expect("write doc");
    let root = common::root().join(root);
    let mut argv = vec![
        "run",
        "--kit",
        kit,
        "--root",
        root.to_str().expect("utf-8"),
        "--format",
        "json",
    ];
    if stream {
        argv.extend(["-", "--literate", "--stream"]);
    } else {
        argv.push(path.to_str().expect("utf-8"));
    }
    let input = if stream { doc.as_bytes() } else { b"" };
    let out = common::run_bin(env!("CARGO_BIN_EXE_lackpy-vm"), &argv, input);
    let v = serde_json::from_slice(&out.stdout).unwrap_or_else(|_| {
        panic!(
            "no JSON report; stderr:\n{}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    (out.status.code(), v)
}

/// The `.py` files under `dir`, recursively, sorted.
fn py_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).expect("fixture folder reads") {
            let p = entry.expect("entry").path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "py") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// `n` with `,` between groups of three digits, as `{n:,}` formats it.
fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[test]
fn grouping_matches_python() {
    assert_eq!(grouped(7), "7");
    assert_eq!(grouped(999), "999");
    assert_eq!(grouped(1000), "1,000");
    assert_eq!(grouped(10442), "10,442");
    assert_eq!(grouped(1234567), "1,234,567");
}

const QUICK: &str = "tests/fixtures/literate/quick";
const HEALTH: &str = "tests/fixtures/literate/health";

#[test]
fn the_file_summary_renders_as_the_design_shows() {
    let readme = common::read(&common::root().join(QUICK).join("README.md"));
    let lines: Vec<&str> = readme.trim().lines().collect();
    let first = lines[0];
    let want = format!(
        "# File Summary\nThe file has {} lines.\n{first}\nThe title is: {first}\n",
        lines.len()
    );
    // The design's numbers: a 42-line README with this title.
    assert_eq!(lines.len(), 42);
    assert_eq!(first, "README.md — a toolkit for safe code execution");

    let (kit, doc) = spec_document(QUICK);
    for stream in [false, true] {
        let (code, v) = run(QUICK, &kit, &doc, stream);
        assert_eq!(code, Some(0), "stream={stream}: {v}");
        assert_eq!(v["rendered"], want.as_str(), "stream={stream}");
        assert_eq!(v["success"], true);
        assert_eq!(v["continue_requested"], false);
        assert_eq!(v["files"]["read"], serde_json::json!(["README.md"]));
        assert_eq!(v["grade"], serde_json::json!({"w": 1, "d": 1}));
    }
}

#[test]
fn the_codebase_health_report_renders_as_the_design_shows() {
    let root = common::root().join(HEALTH);
    let src_files = py_files(&root.join("src/lackpy"));
    let test_files = py_files(&root.join("tests"));
    let loc = |files: &[PathBuf]| -> usize {
        files.iter().map(|f| common::read(f).lines().count()).sum()
    };
    let (src_loc, test_loc) = (loc(&src_files), loc(&test_files));
    let markers = ["TODO", "FIXME", "HACK", "noqa", "type: ignore"];
    let pragmas: usize = src_files
        .iter()
        .map(|f| {
            common::read(f)
                .lines()
                .filter(|l| markers.iter().any(|m| l.contains(m)))
                .count()
        })
        .sum();
    let async_modules = src_files
        .iter()
        .filter(|f| {
            common::read(f)
                .lines()
                .any(|l| l.contains("import asyncio") || l.contains("async def"))
        })
        .count();
    // The fixture has something to find in every row.
    assert!(src_files.len() >= 3 && test_files.len() >= 2);
    assert!(pragmas >= 5 && async_modules >= 1 && async_modules < src_files.len());
    let ratio = test_loc as f64 / src_loc as f64;
    let want = format!(
        "# Lackpy Codebase Health Report\n\
         | Metric | Value |\n\
         |--------|-------|\n\
         | Source files | {} |\n\
         | Source LOC | {} |\n\
         | Test LOC | {} |\n\
         | Test/Source ratio | {ratio:.2}x |\n\
         | Async modules | {async_modules} |\n\
         | Pragmas | {pragmas} |\n",
        src_files.len(),
        grouped(src_loc),
        grouped(test_loc),
    );

    let (kit, doc) = spec_document(HEALTH);
    for stream in [false, true] {
        let (code, v) = run(HEALTH, &kit, &doc, stream);
        assert_eq!(code, Some(0), "stream={stream}: {v}");
        assert_eq!(v["rendered"], want.as_str(), "stream={stream}");
        assert_eq!(v["success"], true);
        assert_eq!(v["continue_requested"], false);
        assert_eq!(v["cells"], 5, "gather, gather, hidden, heading, table");
        // Reading tools only: the document's grade is w1/d1.
        assert_eq!(v["grade"], serde_json::json!({"w": 1, "d": 1}));
        let read = v["files"]["read"].as_array().map_or(0, Vec::len);
        assert_eq!(read, src_files.len() + test_files.len());
    }
    // Refused before it starts when no reading is allowed.
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("doc.md");
    std::fs::write(&path, &doc).expect("write doc");
    let out = common::run_bin(
        env!("CARGO_BIN_EXE_lackpy-vm"),
        &[
            "run",
            path.to_str().expect("utf-8"),
            "--kit",
            &kit,
            "--root",
            root.to_str().expect("utf-8"),
            "--max-grade",
            "0",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(3));
    assert!(out.stdout.is_empty(), "nothing ran");
}
