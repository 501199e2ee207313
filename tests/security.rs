//! Escape attempts through the language: reflection, dunder traversal,
//! format-field traversal, code generation, NFKC look-alike names. Each is
//! refused before running (a diagnostic) or fails at run time without
//! reaching anything. Path escapes through the tools are in tests/tools.rs.

mod common;

use lackpy::kit::Kit;
use lackpy::pipeline::{compile_source, run_module};
use lackpy::vm::{Limits, NoTools};

/// Refused before running, with the given code.
const REJECTED: &[(&str, &str)] = &[
    ("x = ''\nx.__class__\n", "E0204"),
    ("().__class__.__bases__\n", "E0204"),
    ("[].__class__.__mro__\n", "E0204"),
    ("print.__self__\n", "E0204"),
    ("str.__dict__\n", "E0204"),
    ("(1).__class__\n", "E0204"),
    ("x = {}\nx.__init__\n", "E0204"),
    ("sorted([1], key=lambda v: v.__class__)\n", "E0204"),
    ("f\"{len.__module__}\"\n", "E0204"),
    ("getattr('', '__class__')\n", "E0202"),
    ("type('')\n", "E0202"),
    ("__import__('os')\n", "E0202"),
    ("globals()\n", "E0202"),
    ("vars()\n", "E0202"),
    ("eval('1')\n", "E0202"),
    ("exec('x = 1')\n", "E0202"),
    ("compile('1', 'f', 'eval')\n", "E0202"),
    ("open('/etc/passwd')\n", "E0202"),
    ("__builtins__\n", "E0202"),
    ("x = os\n", "E0202"),
    ("import os\n", "E0104"),
    ("from os import system\n", "E0104"),
    ("\u{ff4f}pen('x')\n", "E0001"),
    ("\u{212f}val('1')\n", "E0001"),
    ("\u{1d41e}xec('1')\n", "E0001"),
    ("lambda: 0\n", "E0107"),
    ("f = read_file\n", "E0208"),
    ("x = ''\nx.format.__globals__\n", "E0204"),
];

/// Valid programs that try to reach through values at run time.
const FAIL_AT_RUN_TIME: &[(&str, &str)] = &[
    ("'{0.__class__}'.format('')\n", "ValueError"),
    ("'{0.__class__.__mro__}'.format(1)\n", "ValueError"),
    ("'{x.__globals__}'.format(x=len)\n", "ValueError"),
    ("'{0[0].__class__}'.format([1])\n", "ValueError"),
    ("'{a.b}'.format_map({'a': 1})\n", "ValueError"),
    (
        "d = {'__class__': 1}\nd['__class__'] + len('__import__')\n",
        "none",
    ),
    ("with 'text' as f:\n    f\n", "TypeError"),
];

#[test]
fn reflection_and_code_generation_are_refused_before_running() {
    let kit = Kit::default_kit();
    for (src, code) in REJECTED {
        let r = common::check(src);
        assert_eq!(
            r.errors.first().map(|d| d.code.as_str()),
            Some(*code),
            "{src:?}: {:?}",
            r.errors
        );
        assert!(
            compile_source(src, "p.py", &kit, &[], &[]).is_err(),
            "{src:?} compiled"
        );
    }
}

#[test]
fn format_fields_cannot_traverse_attributes() {
    for (src, want) in FAIL_AT_RUN_TIME {
        let kit = Kit::resolve("read").expect("kit");
        let module = compile_source(src, "p.py", &kit, &[], &[])
            .unwrap_or_else(|d| panic!("{src:?}: {d:?}"));
        let out = run_module(&module, &[], &mut NoTools, Limits::default(), false);
        match (&out.result, *want) {
            (Ok(_), "none") => {}
            (Err(e), kind) => assert_eq!(e.exc.kind.name(), kind, "{src:?}: {}", e.exc.msg),
            (Ok(v), kind) => panic!(
                "{src:?} ran to {} instead of {kind}",
                lackpy::value::repr(v)
            ),
        }
    }
    assert!(REJECTED.len() + FAIL_AT_RUN_TIME.len() >= 30);
}
