//! The conformance suite: every case in conformance/cases runs through the
//! VM and must match what CPython 3.11 produced (stdout, the repr of the
//! last expression, the exception's type, message and line). The
//! deliberate differences in conformance/differences are pinned the same
//! way against their hand-written expectations.
//!
//! A case whose call does not fit its callee's signature never runs: the
//! checker refuses it (E0209) before any effect. It conforms when the
//! checker's message and line are the TypeError CPython stops with, and
//! either CPython printed nothing before that error or the case is in the
//! `signatures` topic, whose cases exist to show that refusal (there,
//! dropping what CPython printed first is the documented difference: the
//! program never starts). Elsewhere, a refused case whose CPython run
//! printed first would conform while dropping that output, so it does not.

mod common;

use std::collections::BTreeMap;
use std::path::Path;

use lackpy::diag::{Code, LineIndex};
use lackpy::kit::Kit;
use lackpy::pipeline::{compile_source, run_module};
use lackpy::vm::{Limits, NoTools};
use serde_json::{json, Value as Json};

fn run_case(path: &Path) -> Json {
    let src = common::read(path);
    let module = match compile_source(&src, "case.py", &Kit::empty(), &[], &[]) {
        Ok(m) => m,
        Err(d) if !d.is_empty() && d.iter().all(|d| d.code == Code::CallSignature) => {
            let line = LineIndex::new(&src).line_col(d[0].span.start as usize).line;
            return json!({"refused": {"type": "TypeError", "message": d[0].message, "line": line}});
        }
        Err(d) => {
            return json!({"compile_error": format!("{:?}", d.first().map(|d| (&d.code, &d.message)))})
        }
    };
    let out = run_module(&module, &[], &mut NoTools, Limits::default(), false);
    let (result, error) = match &out.result {
        Ok(v) if v.is_none() => (Json::Null, Json::Null),
        Ok(v) => (Json::String(lackpy::value::repr(v)), Json::Null),
        Err(e) => (
            Json::Null,
            json!({"type": e.exc.kind.name(), "message": e.exc.msg, "line": e.loc.map(|l| l.0)}),
        ),
    };
    json!({"stdout": out.stdout, "result": result, "error": error})
}

fn run_dir(dir: &str) -> (BTreeMap<String, (usize, usize)>, Vec<String>) {
    let mut per_topic: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut failures = Vec::new();
    let root = common::root().join(dir);
    let mut topics: Vec<_> = std::fs::read_dir(&root)
        .expect("suite exists")
        .filter_map(|e| e.ok())
        .collect();
    topics.sort_by_key(|e| e.path());
    let mut dirs = vec![];
    for t in topics {
        if t.path().is_dir() {
            dirs.push(t.path());
        }
    }
    if dirs.is_empty() {
        dirs.push(root.clone());
    }
    for d in dirs {
        let topic = d
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("?")
            .to_string();
        let rel = d
            .strip_prefix(common::root())
            .unwrap_or(&d)
            .display()
            .to_string();
        for case in common::corpus(&rel) {
            let expected_path = case.with_extension("expected.json");
            let expected: Json =
                serde_json::from_str(&common::read(&expected_path)).expect("expectation is JSON");
            let got = run_case(&case);
            let entry = per_topic.entry(topic.clone()).or_default();
            entry.1 += 1;
            let refused_as_cpython_stops = got
                .get("refused")
                .is_some_and(|r| Some(r) == expected.get("error"))
                && (topic == "signatures" || expected.get("stdout") == Some(&json!("")));
            // The `signatures` cases are there for the checker: each must
            // be refused before it runs, not merely fail when it runs.
            let refused_if_it_must = topic != "signatures" || got.get("refused").is_some();
            if (got == expected || refused_as_cpython_stops) && refused_if_it_must {
                entry.0 += 1;
            } else {
                failures.push(format!(
                    "{}\n  expected: {expected}\n  got:      {got}",
                    case.strip_prefix(common::root()).unwrap_or(&case).display()
                ));
            }
        }
    }
    (per_topic, failures)
}

fn report(per_topic: &BTreeMap<String, (usize, usize)>) -> String {
    let (mut pass, mut total) = (0, 0);
    let mut s = String::new();
    for (t, (p, n)) in per_topic {
        s.push_str(&format!("  {t:<16} {p:>4}/{n}\n"));
        pass += p;
        total += n;
    }
    s.push_str(&format!("  {:<16} {pass:>4}/{total}\n", "total"));
    s
}

#[test]
fn conformance_cases_match_cpython() {
    let (per_topic, failures) = run_dir("conformance/cases");
    let total: usize = per_topic.values().map(|v| v.1).sum();
    assert!(total >= 400, "only {total} conformance cases");
    println!("conformance per topic:\n{}", report(&per_topic));
    let shown: Vec<&String> = failures.iter().take(60).collect();
    assert!(
        failures.is_empty(),
        "{} of {total} cases differ from CPython:\n{}\n{}",
        failures.len(),
        report(&per_topic),
        shown
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn deliberate_differences_are_pinned() {
    let (per_topic, failures) = run_dir("conformance/differences");
    assert!(per_topic.values().map(|v| v.1).sum::<usize>() >= 4);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
