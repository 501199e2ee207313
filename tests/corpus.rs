//! The program corpus: valid programs must be accepted (and must be Python,
//! which CPython itself confirms), rejected programs must be refused with
//! the expected code, and their rendered diagnostics are golden files.

mod common;

use std::process::Command;

use common::*;

#[test]
fn valid_corpus_is_accepted() {
    let files = corpus("tests/corpus/valid");
    assert!(files.len() >= 150, "only {} valid programs", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let src = read(f);
        let r = check(&src);
        if !r.is_valid() {
            failures.push(render(&f.display().to_string(), &src, &r));
        }
    }
    assert!(
        failures.is_empty(),
        "{} valid programs rejected:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// lackpy must never accept something that is not Python: CPython 3.11
/// compiles every accepted program.
#[test]
fn valid_corpus_compiles_under_cpython() {
    let out = Command::new("python3")
        .arg(root().join("scripts/cpython_accepts.py"))
        .arg(root().join("tests/corpus/valid"))
        .output()
        .expect("python3 must be installed to run the CPython oracle");
    assert!(
        out.status.success(),
        "CPython refused programs lackpy accepts:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Check every file of a corpus directory against its `# expect: CODE`
/// line and compare its rendered diagnostics with the golden snapshot.
/// Returns how many files there were.
fn golden(dir: &str, snapshots: &str, hint_required: bool) -> usize {
    let files = corpus(dir);
    let mut wrong = Vec::new();
    for f in &files {
        let src = read(f);
        let name = f
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("?")
            .to_string();
        let want =
            expected_code(&src).unwrap_or_else(|| panic!("{name}: missing `# expect: CODE` line"));
        let r = check(&src);
        let got = r.errors.first().map(|d| d.code.as_str());
        if got != Some(want) {
            wrong.push(format!(
                "{name}: expected {want}, got {got:?}\n{}",
                render(&name, &src, &r)
            ));
            continue;
        }
        if hint_required {
            assert!(
                r.errors[0].hint.is_some(),
                "{name}: the first error has no hint"
            );
        }
        insta::with_settings!({snapshot_path => snapshots, prepend_module_to_snapshot => false}, {
            insta::assert_snapshot!(name.clone(), render(&format!("{name}.py"), &src, &r));
        });
    }
    assert!(
        wrong.is_empty(),
        "{} programs got the wrong code:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    files.len()
}

/// Every construct lackpy lacks, refused with its code and a hint.
#[test]
fn rejected_corpus_has_expected_codes_and_golden_diagnostics() {
    let n = golden("tests/corpus/rejected", "snapshots/rejected", true);
    assert!(n >= 80, "only {n} rejected programs");
}

/// Lexer and parser errors that are not about a missing construct: their
/// rendering is golden too.
#[test]
fn lexical_errors_are_golden() {
    golden("tests/corpus/lexical", "snapshots/lexical", false);
}
