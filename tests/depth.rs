//! Deeply nested containers compared, looked up, hashed and printed:
//! lackpy answers as CPython 3.11 does at a module's top level — a result
//! where CPython has one, RecursionError with CPython's message where
//! CPython raises it — at the depths just under and just over CPython's
//! threshold for each operation, and every run happens on a thread with a
//! 2 MiB stack (the size of the MCP server's blocking threads), which a
//! walk that recursed natively for each level would overflow in a debug
//! build. The expectations come from running each program under python3
//! (3.11, as the conformance suite requires), never from this file.

use std::process::Command;

use lackpy::engine::{Kit, Program, RunOptions};

/// The stack of the threads the MCP server runs programs on.
const SMALL_STACK: usize = 2 << 20;

/// What a run came to: its output, and its error's type and message.
#[derive(Debug, PartialEq)]
struct Outcome {
    stdout: String,
    error: Option<(String, String)>,
}

fn cpython(src: &str) -> Outcome {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("p.py");
    std::fs::write(&file, src).expect("write program");
    let out = Command::new("python3")
        .arg(&file)
        .output()
        .expect("python3 runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let error = (!out.status.success()).then(|| {
        let last = stderr.lines().last().unwrap_or_default();
        let (kind, msg) = last.split_once(": ").unwrap_or((last, ""));
        (kind.to_string(), msg.to_string())
    });
    Outcome {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        error,
    }
}

/// Run `src` on a thread with a 2 MiB stack.
fn lackpy_small_stack(src: &str) -> Outcome {
    let src = src.to_string();
    std::thread::Builder::new()
        .stack_size(SMALL_STACK)
        .spawn(move || {
            let kit = Kit::empty();
            let program = Program::compile(&src, &kit, &[]).expect("the program compiles");
            let r = program.run(&kit, RunOptions::new());
            Outcome {
                stdout: r.stdout.clone(),
                error: r
                    .error
                    .as_ref()
                    .map(|e| (e.kind.clone(), e.message.clone())),
            }
        })
        .expect("spawn")
        .join()
        .expect("the run does not panic")
}

/// Programs that nest `n` levels and then do one operation.
fn programs(n: usize) -> Vec<(&'static str, String)> {
    let lists = format!("x = []\ny = []\nfor i in range({n}):\n    x = [x]\n    y = [y]\n");
    let lists_lt = format!("x = []\ny = [1]\nfor i in range({n}):\n    x = [x]\n    y = [y]\n");
    let tuples = format!("x = ()\ny = ()\nfor i in range({n}):\n    x = (x,)\n    y = (y,)\n");
    let tuples_lt = format!("x = ()\ny = (1,)\nfor i in range({n}):\n    x = (x,)\n    y = (y,)\n");
    let dicts = format!(
        "x = {{}}\ny = {{}}\nfor i in range({n}):\n    x = {{'k': x}}\n    y = {{'k': y}}\n"
    );
    let ints = format!("x = [1]\ny = [2]\nfor i in range({n}):\n    x = [x]\n    y = [y]\n");
    vec![
        ("list == of ints", format!("{ints}print(x == y)\n")),
        ("list < of ints", format!("{ints}print(x < y)\n")),
        ("str of ints", format!("{ints}print(len(str(y)))\n")),
        ("list ==", format!("{lists}print(x == y)\n")),
        ("list !=", format!("{lists}print(x != y)\n")),
        ("list <", format!("{lists_lt}print(x < y)\n")),
        ("list <=", format!("{lists}print(x <= y)\n")),
        ("tuple ==", format!("{tuples}print(x == y)\n")),
        ("tuple >", format!("{tuples_lt}print(x > y)\n")),
        ("dict ==", format!("{dicts}print(x == y)\n")),
        ("in", format!("{lists}print(x in [1, y])\n")),
        ("list.index", format!("{lists}print([1, y].index(x))\n")),
        ("sorted", format!("{lists_lt}print(len(sorted([y, x])))\n")),
        (
            "dict lookup",
            format!("{tuples}d = {{x: 'found'}}\nprint('before')\nprint(d[y])\n"),
        ),
        ("set member", format!("{tuples}print(y in {{1, x}})\n")),
        ("set of both", format!("{tuples}print(len({{x, y}}))\n")),
        ("min", format!("{lists_lt}print(len(min([y, x])))\n")),
        (
            "max key",
            format!("{lists_lt}print(len(max(y, x, key=lambda v: v)))\n"),
        ),
        ("list.count", format!("{lists}print([y, 1, y].count(x))\n")),
        ("tuple.count", format!("{tuples}print((y, 1).count(x))\n")),
        (
            "list.remove",
            format!("{lists}z = [1, y]\nz.remove(x)\nprint(z)\n"),
        ),
        (
            "dict in dict",
            format!("{lists}print({{1: x}} == {{1: y}})\n"),
        ),
        ("str list", format!("{lists}print(len(str(x)))\n")),
        (
            "str dict of list",
            format!("{lists}print(len(str({{'k': x}})))\n"),
        ),
        ("f-string", format!("{lists}print(len(f'a{{x}}b'))\n")),
        ("f-string !s", format!("{lists}print(len(f'{{x!s}}'))\n")),
        ("f-string !r", format!("{tuples}print(len(f'{{x!r}}'))\n")),
        (
            "str.format",
            format!("{lists}print(len('{{}}'.format(x)))\n"),
        ),
        (
            "str.format !r",
            format!("{lists}print(len('{{!r}}'.format(x)))\n"),
        ),
        ("print tuple", format!("{tuples}print(x)\n")),
        ("%s dict", format!("{dicts}print(len('%s' % (x,)))\n")),
    ]
}

/// CPython's thresholds at a module's top level: containers nested 999
/// levels deep compare and print, 1000 do not (the innermost `()` of two
/// tuples is one object, so tuples compare one level further); inside
/// `min`, `max`, `list.count`, `list.remove` or an f-string one
/// level fewer, in `str.format` two; a scalar item at the innermost level
/// counts one more (CPython compares and reprs it in a call of its own).
/// Both sides of each threshold (far past them: the test below).
#[test]
fn deep_nesting_answers_as_cpython_in_a_2_mib_stack() {
    let mut checked = 0;
    let mut raised = 0;
    for n in [996, 997, 998, 999, 1000] {
        for (what, src) in programs(n) {
            let want = cpython(&src);
            let got = lackpy_small_stack(&src);
            assert_eq!(got, want, "{what}, nested {n} deep:\n{src}");
            checked += 1;
            raised += usize::from(want.error.is_some());
        }
    }
    // Both sides of the thresholds were seen.
    assert!(
        raised > 10 && checked - raised > 10,
        "{raised} of {checked}"
    );
}

/// A tuple nested far deeper than any comparison allows is still hashed
/// (CPython's hash does not count depth, until its C stack runs out) and
/// found by identity; only comparing it with an equal copy is too deep.
#[test]
fn hashing_a_very_deep_tuple_answers_in_a_2_mib_stack() {
    let src = "x = ()\ny = ()\nfor i in range(100000):\n    x = (x,)\n    y = (y,)\nd = {x: 1}\nprint(len(d), x in d, len({x, y}))\n";
    assert_eq!(lackpy_small_stack(src), cpython(src));
}
