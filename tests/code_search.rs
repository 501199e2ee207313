//! find_definitions and find_callers parse Python, Rust, JavaScript and
//! TypeScript with tree-sitter: names in strings and comments are not
//! matches, methods and arrow functions are.

use lackpy::kit::{Kit, KitHost, Root, ToolLimits};
use lackpy::pipeline::{compile_source, run_module};
use lackpy::vm::Limits;

fn run(root: &std::path::Path, src: &str) -> String {
    let kit = Kit::resolve("debug").expect("kit");
    let module = compile_source(src, "p.py", &kit, &[], &[]).expect("compiles");
    let mut host = KitHost::new(kit, Root::new(root).expect("root"), ToolLimits::default());
    let out = run_module(&module, &[], &mut host, Limits::default(), false);
    match out.result {
        Ok(v) => lackpy::value::repr(&v),
        Err(e) => format!("{}: {}", e.exc.kind.name(), e.exc.msg),
    }
}

#[test]
fn definitions_and_callers_across_languages() {
    let ws = tempfile::tempdir().expect("temp dir");
    let w = |p: &str, t: &str| {
        let path = ws.path().join(p);
        std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
        std::fs::write(path, t).expect("write");
    };
    w("auth.py", "def validate_token(t):\n    return t\n\nclass Session:\n    def validate_token(self):\n        return validate_token('validate_token')\n\n# validate_token in a comment\nok = validate_token(1)\n");
    w("src/lib.rs", "pub fn validate_token(t: &str) -> bool {\n    !t.is_empty()\n}\n\nfn check() {\n    let _ = validate_token(\"x\");\n    let s = \"validate_token()\";\n}\n");
    w("web/app.js", "function validate_token(t) { return t }\nconst check = (x) => validate_token(x);\napi.validate_token(2);\n");
    w("web/svc.ts", "class Svc {\n  validate_token(t: string): boolean { return true; }\n  run() { return this.validate_token('a'); }\n}\n");
    let defs = run(
        ws.path(),
        "[(d['file'], d['line'], d['kind']) for d in find_definitions('validate_token')]\n",
    );
    assert_eq!(
        defs,
        "[('auth.py', 1, 'function'), ('auth.py', 5, 'method'), ('src/lib.rs', 1, 'function'), ('web/app.js', 1, 'function'), ('web/svc.ts', 2, 'method')]"
    );
    let callers = run(
        ws.path(),
        "[(c['file'], c['line'], c['caller']) for c in find_callers('validate_token')]\n",
    );
    assert_eq!(
        callers,
        "[('auth.py', 6, 'validate_token'), ('auth.py', 9, '<module>'), ('src/lib.rs', 6, 'check'), ('web/app.js', 2, 'check'), ('web/app.js', 3, '<module>'), ('web/svc.ts', 3, 'run')]"
    );
    let text = run(ws.path(), "find_callers('validate_token')[1]['text']\n");
    assert_eq!(text, "'ok = validate_token(1)'");
}
