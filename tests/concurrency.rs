//! Calls in flight (spec/concurrency.md) mean what one call at a time
//! means: every program here runs twice, with `max_in_flight` 16 and 1,
//! and the two reports must be the same — output, printed text, error and
//! its place, fuel spent, files, and the trace in order — once the
//! timings, `stats.max_in_flight` and the entries of calls discarded
//! after a failure (which a run of one call at a time never makes) are
//! taken out.
//!
//! The tools are fakes with delays (so that they go into flight, which a
//! call of 0.3 ms or more makes a tool do) and with results that depend
//! only on their arguments and on what the write tool stored before, so
//! that a read made out of turn would show. No timing is asserted.
//!
//! The property test runs a few dozen random programs in every `cargo
//! test`; for a long run: `LACKPY_CONCURRENCY_CASES=1000 cargo test --test
//! concurrency`.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use serde_json::Value as Json;

use lackpy::engine::{Grade, Kit, Program, RunOptions};
use lackpy::value::{Exc, ExcKind, Value};

/// What the fake tools share: the store the write tool writes and the
/// read tools read, and the calls running at once (now, and the most).
#[derive(Default)]
struct World {
    store: Mutex<HashMap<i64, i64>>,
    running: AtomicUsize,
    most: AtomicUsize,
}

fn int(v: &Value) -> i64 {
    match v {
        Value::Int(i) => *i,
        _ => 0,
    }
}

/// A call's delay in microseconds, from its argument and the case's seed:
/// 0 to 1.5 ms, so that some calls are slow and some are not.
fn delay(seed: u64, k: i64) -> Duration {
    let h = (k as u64 ^ seed)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .rotate_left(17);
    Duration::from_micros(h % 1500)
}

/// The kit: `get(k)` reads (the stored value, else one made from `k`),
/// `pair(k)` reads a list, `check(k)` reads and fails for multiples of
/// 5, `put(k, v)` writes, `alone(k)` reads but may not overlap.
fn kit(seed: u64, world: &Arc<World>) -> Kit {
    let read = |w: &Arc<World>, seed: u64, k: i64| {
        let now = w.running.fetch_add(1, Ordering::SeqCst) + 1;
        w.most.fetch_max(now, Ordering::SeqCst);
        std::thread::sleep(delay(seed, k));
        let v = w
            .store
            .lock()
            .unwrap()
            .get(&k)
            .copied()
            .unwrap_or((k * 7 + 3) % 11);
        w.running.fetch_sub(1, Ordering::SeqCst);
        v
    };
    let (w1, w2, w3, w4, w5) = (
        world.clone(),
        world.clone(),
        world.clone(),
        world.clone(),
        world.clone(),
    );
    Kit::empty()
        .with_tool("get", &["k"], "int", "read", Grade::new(1, 1), move |a| {
            Ok(Value::Int(read(&w1, seed, int(&a[0]))))
        })
        .with_tool("pair", &["k"], "list", "read", Grade::new(1, 1), move |a| {
            let k = int(&a[0]);
            let v = read(&w2, seed, k);
            Ok(Value::list(vec![Value::Int(k), Value::Int(v)]))
        })
        .with_tool("check", &["k"], "int", "read", Grade::new(1, 1), move |a| {
            let k = int(&a[0]);
            let v = read(&w3, seed, k);
            if k % 5 == 0 {
                return Err(Exc::new(ExcKind::ToolError, format!("check({k}) failed")));
            }
            Ok(Value::Int(v))
        })
        .with_tool(
            "put",
            &["k", "v"],
            "None",
            "write",
            Grade::new(3, 3),
            move |a| {
                std::thread::sleep(delay(seed, int(&a[0])));
                w4.store.lock().unwrap().insert(int(&a[0]), int(&a[1]));
                Ok(Value::None)
            },
        )
        .with_tool("alone", &["k"], "int", "read", Grade::new(1, 1), move |a| {
            Ok(Value::Int(read(&w5, seed, int(&a[0])) + 100))
        })
        .with_concurrency("alone", false)
}

/// The report as JSON, without what may differ between the two runs.
fn comparable(report: &lackpy::engine::ProgramReport) -> Json {
    let mut v = serde_json::to_value(report).expect("a report is JSON");
    for key in ["elapsed_ms", "peak_memory_bytes", "max_in_flight"] {
        v["stats"].as_object_mut().map(|s| s.remove(key));
    }
    if let Some(trace) = v["trace"].as_array_mut() {
        trace.retain(|e| e["status"] != "discarded");
        for e in trace.iter_mut() {
            let e = e.as_object_mut().expect("an entry is an object");
            for key in ["duration_ms", "started_ms", "ended_ms"] {
                assert!(e.remove(key).is_some(), "every entry has {key}");
            }
        }
    }
    v
}

/// Run `src` with `max_in_flight` `n` on a fresh world.
fn run(src: &str, seed: u64, n: usize) -> (lackpy::engine::ProgramReport, Arc<World>) {
    let world = Arc::new(World::default());
    let kit = kit(seed, &world);
    let program = Program::compile(src, &kit, &[])
        .unwrap_or_else(|e| panic!("{src}\ndoes not compile: {:?}", e.report().to_json()));
    let report = program.run(&kit, RunOptions::new().max_in_flight(n));
    (report, world)
}

/// Both ways, compared; the report of the run with calls in flight.
fn same_both_ways(src: &str, seed: u64) -> lackpy::engine::ProgramReport {
    let (together, _) = run(src, seed, 16);
    let (alone, _) = run(src, seed, 1);
    assert_eq!(
        comparable(&together),
        comparable(&alone),
        "calls in flight changed the meaning of\n{src}"
    );
    assert!(alone.stats.max_in_flight <= 1);
    together
}

#[test]
fn a_write_between_two_reads_of_the_same_key() {
    let r = same_both_ways(
        "a = [get(i) for i in range(6)]\nput(3, 99)\nb = [get(i) for i in range(6)]\n[a, b]",
        1,
    );
    assert_eq!(
        r.output,
        serde_json::json!([[3, 10, 6, 2, 9, 5], [3, 10, 6, 99, 9, 5]])
    );
}

#[test]
fn a_failing_read_in_the_middle_of_a_comprehension() {
    let src = "xs = [1, 2, 3, 4, 5, 6, 7, 8]\nys = [check(x) for x in xs]\nprint('never')";
    let (together, _) = run(src, 2, 16);
    same_both_ways(src, 2);
    let e = together.error.as_ref().expect("it fails");
    assert_eq!((e.kind.as_str(), e.line), ("ToolError", Some(2)));
    assert_eq!(together.stdout, "");
    let trace: Vec<Json> = serde_json::to_value(&together.trace)
        .ok()
        .and_then(|t| t.as_array().cloned())
        .unwrap_or_default();
    let failed = trace
        .iter()
        .position(|t| t["success"] == false)
        .expect("a failed call");
    assert_eq!(trace[failed]["args"]["k"], 5);
    assert!(
        trace[failed]["status"].is_null(),
        "the failure is the program's own"
    );
    for later in &trace[failed + 1..] {
        assert_eq!(later["status"], "discarded", "{later}");
    }
}

#[test]
fn a_branch_on_a_pending_result() {
    let r = same_both_ways(
        "a = get(1)\nb = get(2)\nif a > b:\n    c = get(3)\nelse:\n    c = get(4)\n[a, b, c]",
        3,
    );
    assert_eq!(r.output, serde_json::json!([10, 6, 2]));
}

#[test]
fn nested_calls_wait_for_the_inner_one() {
    let r = same_both_ways("get(get(1)) + get(pair(2)[1]) + alone(get(3))", 4);
    assert_eq!(r.output, serde_json::json!(7 + 1 + 106));
}

#[test]
fn max_in_flight_bounds_the_calls_in_flight() {
    let src = "[get(i) for i in range(40)]";
    let world = Arc::new(World::default());
    let kit = kit(5, &world);
    let program = Program::compile(src, &kit, &[]).expect("compiles");
    let report = program.run(&kit, RunOptions::new().max_in_flight(4));
    assert!(report.success, "{:?}", report.error);
    assert_eq!(report.stats.max_in_flight, 4);
    assert!(world.most.load(Ordering::SeqCst) <= 4);
    for t in report.trace.iter() {
        assert!(t.started_ms <= t.ended_ms);
    }
    same_both_ways(src, 5);
}

#[test]
fn results_stored_in_lists_dicts_and_tuples_come_back_in_place() {
    let r = same_both_ways(
        "d = {}\nfor i in range(5):\n    d[i] = get(i)\nxs = []\nfor i in range(5):\n    xs.append(pair(i))\nt = (get(7), xs)\n[d, xs, t, sorted(xs, key=lambda p: get(p[1]))]",
        6,
    );
    assert!(r.success, "{:?}", r.error);
}

/// A statement of a random program.
fn statement() -> impl Strategy<Value = String> {
    let n = 0i64..8;
    prop_oneof![
        n.clone().prop_map(|n| format!("a = get({n})")),
        n.clone().prop_map(|n| format!("b = get({n}) + a")),
        n.clone()
            .prop_map(|n| format!("xs = [get(i) for i in range({n})]")),
        n.clone()
            .prop_map(|n| format!("xs = [pair(i) for i in range({n}) if i != a]")),
        n.clone()
            .prop_map(|n| format!("d = {{i: get(i + {n}) for i in range(4)}}")),
        n.clone().prop_map(|n| format!("put({n}, a + b)")),
        n.clone().prop_map(|n| format!("put(a, {n})")),
        n.clone().prop_map(|n| format!("c = check({n})")),
        n.clone().prop_map(|n| format!("c = alone({n}) + get({n})")),
        n.clone()
            .prop_map(|n| format!("for i in range({n}):\n    xs.append(get(i))")),
        n.clone()
            .prop_map(|n| format!("if get({n}) > 5:\n    a = get(a)\nelse:\n    b = b + 1")),
        n.clone().prop_map(|n| format!("d[{n}] = get(b % 8)")),
        n.clone().prop_map(|n| format!("t = (get({n}), a)")),
        Just("print(a, b, len(xs))".to_string()),
        Just("b = sum(xs) if xs and isinstance(xs[0], int) else b".to_string()),
        Just("xs = sorted(xs, key=lambda x: get(len(str(x)) % 5))".to_string()),
        Just("b = 10 // (a - 3)".to_string()),
        Just("c = [check(k) for k in d]".to_string()),
    ]
}

fn cases() -> u32 {
    std::env::var("LACKPY_CONCURRENCY_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(24)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: cases(),
        source_file: Some(file!()),
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("proptest-regressions"))),
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_programs_mean_the_same_with_calls_in_flight(
        body in proptest::collection::vec(statement(), 1..9),
        seed in any::<u64>(),
    ) {
        let src = format!("a = 1\nb = 2\nc = 0\nxs = []\nd = {{}}\n{}\n[a, b, c, xs, d]", body.join("\n"));
        same_both_ways(&src, seed);
    }
}
