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

/// `for` over any expression and a key lambda in redundant parentheses
/// pass the checker: E0123 (retired) and E0107 no longer appear for them.
#[test]
fn for_over_any_expression_and_parenthesised_key_lambda_are_accepted() {
    let programs = [
        "d = {\"items\": [1]}\nfor x in d[\"items\"]:\n    print(x)\n",
        "for c in \"abc\":\n    print(c)\n",
        "for x in [3, 1, 2]:\n    print(x)\n",
        "xs = [2, 1]\nfor p in sorted(xs)[:2]:\n    print(p)\n",
        "for k in {\"a\": 1}:\n    print(k)\n",
        "a = [1]\nb = [2]\nflag = True\nfor x in (a if flag else b):\n    print(x)\n",
        "for k, v in [(\"a\", 1)]:\n    print(k, v)\n",
        "for x in 1, 2:\n    print(x)\n",
        "xs = [1]\nfor x in (xs):\n    print(x)\n",
        "xs = [1]\nfor x in xs + [2]: print(x)\n",
        "xs = [3, 1]\nys = sorted(xs, key=(lambda v: -v))\n",
        "d = {\"a\": 1}\nk = max(d, key=(lambda k: d[k]))\n",
        "xs = [(1, 2)]\nxs.sort(key=(lambda v: v[1]))\n",
        "xs = [1]\nys = sorted(xs, key=(((lambda v: v))))\n",
    ];
    for p in programs {
        let r = check(p);
        assert!(r.is_valid(), "rejected:\n{p}\n{}", render("p.py", p, &r));
    }
    // A lambda anywhere else is still E0107.
    for p in [
        "xs = [1]\nys = sorted(xs, key=(lambda v: v, 1))\n",
        "xs = [1]\nys = sorted(xs, key=(lambda v: v)(1))\n",
        "xs = [1]\nys = sorted(xs, reverse=(lambda v: v))\n",
        "f = (lambda v: v)\n",
        "xs = [1]\nys = sorted(xs, (lambda v: v))\n",
    ] {
        let r = check(p);
        let got = r.errors.first().map(|d| d.code.as_str());
        assert_eq!(got, Some("E0107"), "{p}\n{}", render("p.py", p, &r));
    }
}
