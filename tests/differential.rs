//! Differential testing: random valid lackpy programs run through the VM
//! and through CPython 3.11 (one long-lived python3 process), and any
//! difference in output, result, error type or error message fails with
//! the shrunk program (its seed kept in
//! tests/differential.proptest-regressions). The programs use ints, floats,
//! strings, lists, tuples, dicts and sets (sets observed only through
//! order-independent means), `and`/`or`/`not`, chained comparisons,
//! unpacking, slices with steps, list/dict/set comprehensions (nested and
//! filtered), f-strings and `%` formatting. CI runs a few hundred; for a
//! long run:
//!
//!     LACKPY_DIFF_CASES=20000 cargo test --release --test differential

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;

use lackpy::kit::Kit;
use lackpy::pipeline::{compile_source, run_module};
use lackpy::vm::{Limits, NoTools};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use serde_json::{json, Value as Json};

struct Python {
    _child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

static PYTHON: Mutex<Option<Python>> = Mutex::new(None);

fn cpython(src: &str) -> Json {
    let mut guard = PYTHON.lock().unwrap_or_else(|e| e.into_inner());
    if guard.is_none() {
        let mut child = Command::new("python3")
            .arg(common::root().join("scripts/cpython_runner.py"))
            .env("PYTHONHASHSEED", "0")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("python3 runs");
        let stdin = child.stdin.take().expect("piped");
        let stdout = BufReader::new(child.stdout.take().expect("piped"));
        *guard = Some(Python {
            _child: child,
            stdin,
            stdout,
        });
    }
    let py = guard.as_mut().expect("started");
    writeln!(py.stdin, "{}", json!({ "src": src })).expect("python reads");
    let mut line = String::new();
    py.stdout.read_line(&mut line).expect("python answers");
    serde_json::from_str(&line).expect("python answers JSON")
}

fn lackpy(src: &str) -> Json {
    let module = match compile_source(src, "p.py", &Kit::empty(), &[], &[]) {
        Ok(m) => m,
        Err(d) => return json!({"rejected": format!("{:?}", d[0])}),
    };
    let out = run_module(&module, &[], &mut NoTools, Limits::default(), false);
    match &out.result {
        Ok(v) => json!({
            "stdout": out.stdout,
            "result": if v.is_none() { Json::Null } else { Json::String(lackpy::value::repr(v)) },
            "error": null,
        }),
        Err(e) => json!({
            "stdout": out.stdout,
            "result": null,
            "error": {"type": e.exc.kind.name(), "message": e.exc.msg},
        }),
    }
}

/// CPython's answer with what lackpy must match: the output, the result's
/// repr, and the error's type and message (not its line, which the
/// conformance suite pins).
fn comparable(mut v: Json) -> Json {
    if let Some(e) = v.get_mut("error").filter(|e| !e.is_null()) {
        *e = json!({"type": e["type"], "message": e["message"]});
    }
    v
}

// ---------------------------------------------------------------- generator

fn pick(options: &'static [&'static str]) -> BoxedStrategy<String> {
    prop::sample::select(options)
        .prop_map(str::to_string)
        .boxed()
}

fn int_expr(depth: u32) -> BoxedStrategy<String> {
    let leaf = prop_oneof![
        (-30i64..30).prop_map(|i| i.to_string()),
        pick(&[
            "a",
            "b",
            "c",
            "10000000000",
            "99999999999999999999",
            "0",
            "7"
        ]),
    ]
    .boxed();
    if depth == 0 {
        return leaf;
    }
    let i = || int_expr(depth - 1);
    prop_oneof![
        3 => leaf,
        1 => (i(), pick(&["+", "-", "*", "//", "%"]), i()).prop_map(|(x, op, y)| format!("({x} {op} {y})")),
        1 => str_expr(depth - 1).prop_map(|s| format!("len({s})")),
        1 => list_expr(depth - 1).prop_map(|l| format!("len({l})")),
        1 => list_expr(depth - 1).prop_map(|l| format!("sum({l})")),
        1 => (i(), i()).prop_map(|(x, y)| format!("max({x}, {y})")),
        1 => i().prop_map(|x| format!("abs(-{x})")),
        1 => float_expr(depth - 1).prop_map(|f| format!("round({f})")),
        1 => (list_expr(depth - 1), i()).prop_map(|(l, x)| format!("{l}[{x}]")),
        1 => (str_expr(depth - 1), i()).prop_map(|(s, x)| format!("d.get({s}, {x})")),
        1 => (bool_expr(depth - 1), i(), i()).prop_map(|(b, x, y)| format!("({x} if {b} else {y})")),
        1 => str_expr(depth - 1).prop_map(|s| format!("{s}.count(\"a\")")),
    ]
    .boxed()
}

fn float_expr(depth: u32) -> BoxedStrategy<String> {
    let leaf = pick(&[
        "f",
        "0.1",
        "2.5",
        "-3.75",
        "1e20",
        "1e-7",
        "0.3",
        "1234.5678",
        "-0.0",
    ]);
    if depth == 0 {
        return leaf;
    }
    prop_oneof![
        2 => leaf,
        1 => (int_expr(depth - 1), int_expr(depth - 1)).prop_map(|(x, y)| format!("({x} / {y})")),
        1 => (float_expr(depth - 1), pick(&["+", "-", "*", "/", "//", "%"]), float_expr(depth - 1))
            .prop_map(|(x, op, y)| format!("({x} {op} {y})")),
        1 => int_expr(depth - 1).prop_map(|x| format!("float({x})")),
        1 => (float_expr(depth - 1), 0u32..4).prop_map(|(x, n)| format!("round({x}, {n})")),
    ]
    .boxed()
}

fn str_expr(depth: u32) -> BoxedStrategy<String> {
    let leaf = pick(&[
        "s",
        "t",
        "\"\"",
        "\"ab\"",
        "\"Hello World\"",
        "\" x y \"",
        "\"a,b,,c\"",
        "\"\\u00e9t\\u00e9\"",
    ]);
    if depth == 0 {
        return leaf;
    }
    let s = || str_expr(depth - 1);
    prop_oneof![
        3 => leaf,
        1 => (s(), s()).prop_map(|(x, y)| format!("({x} + {y})")),
        1 => (s(), 0u32..4).prop_map(|(x, n)| format!("({x} * {n})")),
        1 => (s(), pick(&["upper", "lower", "strip", "title", "capitalize", "swapcase"]))
            .prop_map(|(x, m)| format!("{x}.{m}()")),
        1 => (s(), -3i32..4, -3i32..4).prop_map(|(x, a, b)| format!("{x}[{a}:{b}]")),
        1 => int_expr(depth - 1).prop_map(|x| format!("str({x})")),
        1 => float_expr(depth - 1).prop_map(|x| format!("str({x})")),
        1 => (int_expr(depth - 1), float_expr(depth - 1), s())
            .prop_map(|(i, f, x)| format!("f'{{{i}:>6}}|{{{f}:.3f}}|{{{x}!r}}|{{{i}:,}}'")),
        1 => (s(), s()).prop_map(|(x, y)| format!("\"-\".join([{x}, {y}])")),
        1 => s().prop_map(|x| format!("\",\".join(sorted({x}.split(\",\")))")),
        1 => (s(), s()).prop_map(|(x, y)| format!("{x}.replace(\"a\", {y})")),
        1 => (int_expr(depth - 1), s()).prop_map(|(i, x)| format!("\"%s=%d\" % ({x}, {i})")),
    ]
    .boxed()
}

fn list_expr(depth: u32) -> BoxedStrategy<String> {
    let leaf = pick(&["xs", "[]", "[3, 1, 2]", "[5, -5, 0, 5]", "list(range(4))"]);
    if depth == 0 {
        return leaf;
    }
    let l = || list_expr(depth - 1);
    prop_oneof![
        2 => leaf,
        1 => (int_expr(depth - 1), int_expr(depth - 1)).prop_map(|(x, y)| format!("[{x}, {y}]")),
        1 => (l(), any::<bool>()).prop_map(|(x, r)| format!("sorted({x}, reverse={})", if r { "True" } else { "False" })),
        1 => l().prop_map(|x| format!("[i * 2 for i in {x} if i % 2 == 0]")),
        1 => (l(), l()).prop_map(|(x, y)| format!("({x} + {y})")),
        1 => (l(), -3i32..4).prop_map(|(x, a)| format!("{x}[{a}:]")),
        1 => str_expr(depth - 1).prop_map(|s| format!("[len(w) for w in {s}.split()]")),
        1 => l().prop_map(|x| format!("sorted({x}, key=lambda v: (v % 3, -v))")),
        1 => l().prop_map(|x| format!("[v for v, w in zip({x}, range(3))]")),
    ]
    .boxed()
}

fn bool_expr(depth: u32) -> BoxedStrategy<String> {
    let leaf = pick(&["True", "False", "(a > b)", "(s in t)"]);
    if depth == 0 {
        return leaf;
    }
    prop_oneof![
        leaf,
        (
            int_expr(depth - 1),
            pick(&["<", "<=", "==", "!=", ">"]),
            int_expr(depth - 1)
        )
            .prop_map(|(x, op, y)| format!("({x} {op} {y})")),
        (str_expr(depth - 1), str_expr(depth - 1)).prop_map(|(x, y)| format!("({x} in {y})")),
        (int_expr(depth - 1), list_expr(depth - 1)).prop_map(|(x, y)| format!("({x} in {y})")),
        (list_expr(depth - 1), list_expr(depth - 1)).prop_map(|(x, y)| format!("({x} < {y})")),
        (float_expr(depth - 1), int_expr(depth - 1)).prop_map(|(x, y)| format!("({x} >= {y})")),
    ]
    .boxed()
}

fn tuple_expr(depth: u32) -> BoxedStrategy<String> {
    let leaf = pick(&["tp", "()", "(1,)", "(1, 'a', 2.5)", "(3, 1, 2)"]);
    if depth == 0 {
        return leaf;
    }
    prop_oneof![
        2 => leaf,
        1 => (int_expr(depth - 1), str_expr(depth - 1)).prop_map(|(x, y)| format!("({x}, {y})")),
        1 => list_expr(depth - 1).prop_map(|l| format!("tuple({l})")),
        1 => (tuple_expr(depth - 1), int_expr(depth - 1)).prop_map(|(x, y)| format!("({x} + ({y},))")),
        1 => (tuple_expr(depth - 1), step_slice()).prop_map(|(x, s)| format!("{x}{s}")),
        1 => (tuple_expr(depth - 1), 0u32..3).prop_map(|(x, n)| format!("({x} * {n})")),
    ]
    .boxed()
}

/// A slice with a step, sometimes zero (a ValueError).
fn step_slice() -> BoxedStrategy<String> {
    (
        prop::option::of(-4i32..5),
        prop::option::of(-4i32..5),
        -3i32..4,
    )
        .prop_map(|(a, b, c)| {
            let show = |x: Option<i32>| x.map(|v| v.to_string()).unwrap_or_default();
            format!("[{}:{}:{c}]", show(a), show(b))
        })
        .boxed()
}

fn dict_expr(depth: u32) -> BoxedStrategy<String> {
    let leaf = pick(&["d", "{}", "{'x': 1, 'y': 2}", "{1: 'a', 2.5: None}"]);
    if depth == 0 {
        return leaf;
    }
    prop_oneof![
        2 => leaf,
        1 => (str_expr(depth - 1), int_expr(depth - 1)).prop_map(|(k, v)| format!("{{{k}: {v}}}")),
        1 => str_expr(depth - 1).prop_map(|s| format!("{{w: len(w) for w in {s}.split()}}")),
        1 => list_expr(depth - 1).prop_map(|l| format!("{{i: i * i for i in {l} if i % 2 == 0}}")),
        1 => (list_expr(depth - 1), str_expr(depth - 1)).prop_map(|(l, s)| format!("dict(zip({s}, {l}))")),
        1 => (dict_expr(depth - 1), str_expr(depth - 1), int_expr(depth - 1))
            .prop_map(|(d, k, v)| format!("dict({d}, z={v}, **{{{k}: 0}})")),
        1 => dict_expr(depth - 1).prop_map(|d| format!("{{v: k for k, v in {d}.items()}}")),
    ]
    .boxed()
}

/// Sets are observed only in order-independent ways (lackpy iterates a set
/// in insertion order, CPython in hash order): sorted, len, in, ==.
fn set_expr(depth: u32) -> BoxedStrategy<String> {
    let leaf = pick(&["st", "set()", "{1, 2, 3}", "set('hello')"]);
    if depth == 0 {
        return leaf;
    }
    prop_oneof![
        2 => leaf,
        1 => list_expr(depth - 1).prop_map(|l| format!("set({l})")),
        1 => list_expr(depth - 1).prop_map(|l| format!("{{i % 3 for i in {l}}}")),
        1 => (set_expr(depth - 1), set_expr(depth - 1), pick(&["union", "intersection", "difference", "symmetric_difference"]))
            .prop_map(|(a, b, m)| format!("{a}.{m}({b})")),
        1 => str_expr(depth - 1).prop_map(|s| format!("{{c for c in {s} if c != ' '}}")),
    ]
    .boxed()
}

/// Values of any type, as a statement or a print shows them.
fn shown_expr(depth: u32) -> BoxedStrategy<String> {
    prop_oneof![
        int_expr(depth),
        str_expr(depth),
        float_expr(depth),
        list_expr(depth),
        bool_expr(depth),
        tuple_expr(depth),
        dict_expr(depth),
        set_expr(depth).prop_map(|s| format!("sorted([f'{{v!r}}' for v in {s}])")),
        set_expr(depth).prop_map(|s| format!("len({s})")),
        (int_expr(depth), set_expr(depth)).prop_map(|(x, s)| format!("({x} in {s})")),
        (set_expr(depth), set_expr(depth), pick(&["==", "<=", "<", ">=", "!="]))
            .prop_map(|(a, b, op)| format!("({a} {op} {b})")),
        (int_expr(depth), int_expr(depth)).prop_map(|(x, y)| format!("({x} or {y})")),
        (str_expr(depth), list_expr(depth)).prop_map(|(x, y)| format!("({x} and {y})")),
        (list_expr(depth), step_slice()).prop_map(|(l, s)| format!("{l}{s}")),
        (str_expr(depth), step_slice()).prop_map(|(x, s)| format!("{x}{s}")),
        (list_expr(depth), list_expr(depth))
            .prop_map(|(a, b)| format!("[[x, y] for x in {a} for y in {b} if x != y]")),
        (int_expr(depth), float_expr(depth), str_expr(depth)).prop_map(|(i, f, s)| {
            format!("f'{{{i}:08.3f}}|{{{f}:e}}|{{{s}:^9}}|{{{i}:x}}|{{{i}:#b}}|{{{s}!r:>12}}|{{{f}:+.2%}}'")
        }),
        (int_expr(depth), float_expr(depth), str_expr(depth))
            .prop_map(|(i, f, s)| format!("'%5.2f|%-4d|%r|%x|%s|%05i' % ({f}, {i}, {s}, {i}, {s}, {i})")),
        (float_expr(depth), int_expr(depth)).prop_map(|(f, w)| format!("f'{{{f}:{{{w} % 12}}.{{{w} % 5}}}}'")),
    ]
    .boxed()
}

fn bool_expr2(depth: u32) -> BoxedStrategy<String> {
    prop_oneof![
        bool_expr(depth),
        bool_expr(depth).prop_map(|b| format!("(not {b})")),
        (bool_expr(depth), bool_expr(depth), pick(&["and", "or"]))
            .prop_map(|(a, b, op)| format!("({a} {op} {b})")),
        (
            int_expr(depth),
            int_expr(depth),
            int_expr(depth),
            pick(&["<", "<=", "=="]),
            pick(&["<", "!=", ">="])
        )
            .prop_map(|(a, b, c, o1, o2)| format!("({a} {o1} {b} {o2} {c})")),
        (str_expr(depth), str_expr(depth), str_expr(depth))
            .prop_map(|(a, b, c)| format!("({a} < {b} <= {c})")),
    ]
    .boxed()
}

fn statement() -> BoxedStrategy<String> {
    prop_oneof![
        3 => statement1(),
        1 => shown_expr(2).prop_map(|e| format!("print({e})")),
        1 => shown_expr(2).prop_map(|e| format!("r = {e}\nprint(r)")),
        1 => bool_expr2(2).prop_map(|b| format!("print({b})")),
        1 => (bool_expr2(1), shown_expr(1)).prop_map(|(b, e)| format!("if {b}:\n    print({e})")),
        1 => pick(&["a, b = b, a", "x1, *rest = xs + [9]\nprint(x1, rest)", "*init, y1 = xs + [9]\nprint(init, y1)",
                    "(p, q), r2 = (a, b), s\nprint(p, q, r2)", "p, q = xs\nprint(p, q)", "p, q, *z = s\nprint(p, q, z)"]),
        1 => dict_expr(1).prop_map(|d| format!("for k, v in {d}.items():\n    print(k, v)")),
        1 => (dict_expr(1), str_expr(1)).prop_map(|(dd, k)| format!("d = {dd}\nprint(d[{k}])")),
        1 => tuple_expr(1).prop_map(|x| format!("tp = {x}\nprint(tp, len(tp))")),
        1 => set_expr(1).prop_map(|x| format!("st = {x}\nprint(len(st), sorted([f'{{v!r}}' for v in st]))")),
    ]
    .boxed()
}

fn statement1() -> BoxedStrategy<String> {
    prop_oneof![
        int_expr(2).prop_map(|e| format!("a = {e}")),
        int_expr(2).prop_map(|e| format!("b += {e}")),
        str_expr(2).prop_map(|e| format!("s = {e}")),
        float_expr(2).prop_map(|e| format!("f = {e}")),
        list_expr(2).prop_map(|e| format!("xs = {e}")),
        int_expr(2).prop_map(|e| format!("xs.append({e})")),
        (str_expr(1), int_expr(1)).prop_map(|(k, v)| format!("d[{k}] = {v}")),
        prop_oneof![
            int_expr(2),
            str_expr(2),
            float_expr(2),
            list_expr(2),
            bool_expr(2)
        ]
        .prop_map(|e| format!("print({e})")),
        (1u32..5, int_expr(1)).prop_map(|(n, e)| format!(
            "for i in range({n}):\n    a = a + i * {e}\n    print(i, a)"
        )),
        (bool_expr(2), str_expr(1), int_expr(1))
            .prop_map(|(b, x, y)| format!("if {b}:\n    print({x})\nelse:\n    print({y})")),
        list_expr(1).prop_map(|l| format!("for k, v in enumerate({l}):\n    d[str(k)] = v")),
    ]
    .boxed()
}

fn program() -> impl Strategy<Value = String> {
    proptest::collection::vec(statement(), 1..8).prop_map(|stmts| {
        let mut src = String::from(
            "a = 7\nb = -3\nc = 12345678901234567890\nf = 2.5\ns = \"Hello\"\nt = \"a,b,c\"\nxs = [3, 1, 2]\nd = {\"x\": 1, \"y\": 2}\ntp = (1, 2)\nst = {1, 2}\n",
        );
        for s in stmts {
            src.push_str(&s);
            src.push('\n');
        }
        src.push_str("(a, b, f, s, xs, d, tp, sorted([f'{v!r}' for v in st]))\n");
        src
    })
}

fn cases() -> u32 {
    std::env::var("LACKPY_DIFF_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300)
}

proptest! {
    // A failing program's seed is kept in tests/differential.proptest-regressions
    // and tried first by later runs.
    #![proptest_config(ProptestConfig {
        cases: cases(),
        max_shrink_iters: 2000,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("proptest-regressions"))),
        .. ProptestConfig::default()
    })]

    #[test]
    fn vm_matches_cpython(src in program()) {
        let want = comparable(cpython(&src));
        let got = lackpy(&src);
        if want["error"]["type"] == "SyntaxError" {
            // The generator nested quotes CPython 3.11 refuses: lackpy must refuse too.
            prop_assert!(got.get("rejected").is_some(), "lackpy accepted what CPython refuses:\n{}", src);
        } else {
            prop_assert_eq!(got, want, "program:\n{}", src);
        }
    }
}
