//! The VM's unchecked register access and the host's raw writes of trace
//! records, driven through the public API by programs small enough to run
//! under Miri (`scripts/miri` runs this file there; `cargo test` runs it
//! as usual). The binaries' counting allocator is the global allocator
//! here, as in `lackpy-vm`, so Miri also checks its cache of freed blocks
//! under every allocation these runs make.
//!
//! What each program reaches:
//! - `Vm::r` / `Vm::reg_mut`: every instruction's register operands;
//! - `Vm::move_scalar`: a `Move` of an int, a float, a bool or None over
//!   another scalar (the loop bodies below), and over a str (the slow path);
//! - `Vm::call_positional`: each tool call with positional arguments,
//!   the argument slice read without a bounds check;
//! - `Records::push` (src/kit/host.rs): each traced call, arguments of
//!   every slot kind (int, float, bool, None, str, container) and results
//!   of every kind, a failed call, and a call of many arguments.

use std::path::Path;

use lackpy::grade::Grade;
use lackpy::kit::{Kit, KitHost, Root, ToolLimits};
use lackpy::pipeline::{compile_source, run_module};
use lackpy::value::{repr, Exc, ExcKind, Value};
use lackpy::vm::Limits;

#[global_allocator]
static ALLOC: lackpy::alloc::Counting = lackpy::alloc::Counting;

fn kit() -> Kit {
    let names: Vec<String> = (0..40).map(|i| format!("p{i}")).collect();
    let params: Vec<&str> = names.iter().map(String::as_str).collect();
    Kit::empty()
        .with_tool("echo", &["a", "b", "c"], "object", "", Grade::PURE, |a| {
            Ok(a[0].clone())
        })
        .with_tool("fail", &["a"], "int", "", Grade::PURE, |_| {
            Err(Exc::new(ExcKind::ToolError, "refused"))
        })
        .with_tool("count", &params, "int", "", Grade::PURE, |a| {
            Ok(Value::Int(a.len() as i64))
        })
}

/// Run `src` against `kit()`; the repr of its result (or the error) and
/// the host, whose trace the caller reads.
fn run(src: &str) -> (Result<String, String>, String, KitHost) {
    let kit = kit();
    let module = compile_source(src, "p.py", &kit, &[], &[])
        .unwrap_or_else(|d| panic!("does not compile: {d:?}"));
    let mut host = KitHost::new(
        kit,
        Root::new(Path::new(".")).expect("root"),
        ToolLimits::default(),
    );
    // Under Miri a run is thousands of times slower: no wall-clock limit
    // may stop it (the default 8 s does).
    let limits = Limits {
        time: std::time::Duration::from_secs(24 * 3600),
        ..Limits::default()
    };
    let out = run_module(&module, &[], &mut host, limits, false);
    let result = match out.result {
        Ok(v) => Ok(repr(&v)),
        Err(e) => Err(format!("{}: {}", e.exc.kind.name(), e.exc.msg)),
    };
    (result, out.stdout, host)
}

#[test]
fn registers_hold_what_each_instruction_wrote() {
    let src = "\
a = 1
b = 2.5
c = a
d = b
e = True
f = None
s = 'text'
t = (a, b, s)
xs = []
for i in range(6):
    c = i
    d = e
    e = f
    f = c
    s = c
    xs.append((c, d, e, f, s))
ys = [x * 2 for x in range(5) if x != 3]
n = 0
for y in ys:
    n += y
[a, b, c, d, e, f, s, t, len(xs), xs[-1], ys, n]
";
    let (result, _, _) = run(src);
    assert_eq!(
        result.as_deref(),
        // What CPython 3.11 prints for the same program.
        Ok("[1, 2.5, 5, 3, 4, 5, 5, (1, 2.5, 'text'), 6, (5, 3, 4, 5, 5), [0, 2, 4, 8], 14]")
    );
}

#[test]
fn traced_calls_keep_their_arguments_and_results() {
    let src = "\
out = []
for i in range(3):
    out.append(echo(i, 'word', 1.5))
out.append(echo(None, True, [1, 'two']))
out.append(echo('é' * 3, (1, 2), {'k': 'v'}))
out.append(echo(2.25, False, None))
out.append(count(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
                 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39))
print(out)
fail(7)
";
    let (result, stdout, host) = run(src);
    assert_eq!(result, Err("ToolError: refused".to_string()));
    assert_eq!(
        stdout, "[0, 1, 2, None, 'ééé', 2.25, 40]\n",
        "the calls answered before the failure"
    );
    let trace = host.trace();
    assert_eq!(trace.len(), 8);
    let tools: Vec<&str> = trace.iter().map(|t| t.tool.as_str()).collect();
    assert_eq!(
        tools,
        ["echo", "echo", "echo", "echo", "echo", "echo", "count", "fail"]
    );
    let args = |k: usize| -> Vec<(String, serde_json::Value)> {
        trace[k]
            .args
            .iter()
            .map(|(n, v)| (n.to_string(), v))
            .collect()
    };
    use serde_json::json;
    let named = |vals: [serde_json::Value; 3]| -> Vec<(String, serde_json::Value)> {
        ["a", "b", "c"]
            .iter()
            .map(|n| n.to_string())
            .zip(vals)
            .collect()
    };
    assert_eq!(args(2), named([json!(2), json!("word"), json!(1.5)]));
    assert_eq!(
        args(3),
        named([json!(null), json!(true), json!([1, "two"])])
    );
    assert_eq!(
        args(4),
        named([json!("ééé"), json!([1, 2]), json!({"k": "v"})])
    );
    assert_eq!(args(5), named([json!(2.25), json!(false), json!(null)]));
    assert_eq!(args(6).len(), 40);
    assert_eq!(args(6)[39], ("p39".to_string(), json!(39)));
    let results: Vec<serde_json::Value> = trace
        .iter()
        .map(|t| serde_json::to_value(&t.result).expect("a result serialises"))
        .collect();
    assert_eq!(
        results,
        [
            json!(0),
            json!(1),
            json!(2),
            json!(null),
            json!("ééé"),
            json!(2.25),
            json!(40),
            json!(null)
        ]
    );
    assert!(trace[..7].iter().all(|t| t.success));
    assert!(!trace[7].success);
    assert_eq!(args(7), [("a".to_string(), json!(7))]);
}
