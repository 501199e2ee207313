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

use lackpy::engine::{Answer, Execution, Grade, Kit, Program, RunOptions, Step};
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
        .with_tool("slow", &["k"], "int", "read", Grade::new(1, 1), |a| {
            std::thread::sleep(Duration::from_millis(1));
            Ok(Value::Int(int(&a[0]) * 2 + 1))
        })
        .with_external("ext", &["k"], "int", "asks the host", Grade::new(1, 1))
}

/// The host's answer to `ext(k)`: a value made from `k` and what `put`
/// stored, or a failure for k = 3 (mod 7).
fn ext_answer(world: &World, args: &[Value]) -> Answer {
    let k = args.first().map_or(0, int);
    if k.rem_euclid(7) == 3 {
        return Answer::Error(format!("ext({k}) failed"));
    }
    let stored = world.store.lock().unwrap().get(&k).copied().unwrap_or(0);
    Answer::Value(Value::Int((k * 5 + 1) % 13 + stored))
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

/// Run `src` with `max_in_flight` `n` on a fresh world, the host
/// answering `ext`'s calls: with several pending at once, the last first.
fn run(src: &str, seed: u64, n: usize) -> (lackpy::engine::ProgramReport, Arc<World>) {
    let (report, world, _) = run_counting(src, seed, n);
    (report, world)
}

/// `run`, and the most calls that were pending at one pause. With an
/// even `seed` the run is snapshotted and restored at every pause.
fn run_counting(
    src: &str,
    seed: u64,
    n: usize,
) -> (lackpy::engine::ProgramReport, Arc<World>, usize) {
    let world = Arc::new(World::default());
    let kit = kit(seed, &world);
    let program = Program::compile(src, &kit, &[])
        .unwrap_or_else(|e| panic!("{src}\ndoes not compile: {:?}", e.report().to_json()));
    let mut run = program
        .start(&kit, RunOptions::new().max_in_flight(n))
        .expect("admitted");
    let mut most = 0;
    let report = loop {
        match run.step() {
            Step::Done(report) => break report,
            Step::Call(_) => {
                // Every other case goes through a snapshot at each pause.
                if seed.is_multiple_of(2) {
                    let bytes = run.snapshot().expect("a paused run has a snapshot");
                    run = Execution::restore(&bytes, &kit).expect("it restores");
                }
                let calls: Vec<_> = run.pending_calls().cloned().collect();
                most = most.max(calls.len());
                for call in calls.iter().rev() {
                    if run.pending_calls().any(|c| c.id == call.id) {
                        let answer = ext_answer(&world, &call.args);
                        run.resume(call.id, answer).expect("a pending call");
                    }
                }
            }
        }
    };
    (report, world, most)
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

/// The statements of random programs: `{n}` stands for a small int.
const STATEMENTS: &[&str] = &[
    "a = get({n})",
    "b = get({n}) + a",
    "xs = [get(i) for i in range({n})]",
    "xs = [pair(i) for i in range({n}) if i != a]",
    "d = {i: get(i + {n}) for i in range(4)}",
    "put({n}, a + b)",
    "put(a, {n})",
    "c = check({n})",
    "c = alone({n}) + get({n})",
    "for i in range({n}):\n    xs.append(get(i))",
    "if get({n}) > 5:\n    a = get(a)\nelse:\n    b = b + 1",
    "d[{n}] = get(b % 8)",
    "t = (get({n}), a)",
    "print(a, b, len(xs))",
    "b = sum(xs) if xs and isinstance(xs[0], int) else b",
    "xs = sorted(xs, key=lambda x: get(len(str(x)) % 5))",
    "b = 10 // (a - 3)",
    "c = [check(k) for k in d]",
    "b = get(get({n}))",
    "xs = [get(pair(i)[1] % 4) for i in range({n})]",
    "xs = [slow(check(i)) for i in range({n})]",
    "xs = [ext(i) for i in range({n})]",
    "a = ext({n}) + ext(a)",
    "d = {i: ext(i * {n}) for i in range(3)}",
];

/// A statement of a random program.
fn statement() -> impl Strategy<Value = String> {
    (0..STATEMENTS.len(), 0i64..8).prop_map(|(i, n)| STATEMENTS[i].replace("{n}", &n.to_string()))
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

/// The host's calls (an external tool's): every call made before the
/// program needs a result is pending at once, answered in any order.
#[test]
fn external_calls_are_pending_at_once() {
    let src = "xs = [ext(i) for i in [0, 1, 2, 4, 5, 6]]\nprint(len(xs))\nxs";
    let (together, _, most) = run_counting(src, 7, 16);
    assert_eq!(most, 6, "the six calls wait together");
    assert_eq!(together.stats.max_in_flight, 6);
    let (alone, _, one) = run_counting(src, 7, 1);
    assert_eq!(one, 1);
    assert_eq!(comparable(&together), comparable(&alone));
    assert_eq!(together.output, serde_json::json!([1, 6, 11, 8, 0, 5]));
}

/// Answered one by one, the program stays paused until the last answer;
/// each answer goes where its own call's result goes.
#[test]
fn a_partial_answer_keeps_the_program_paused() {
    let world = Arc::new(World::default());
    let kit = kit(8, &world);
    let program = Program::compile("[ext(1), ext(2) * 10, ext(4)]", &kit, &[]).unwrap();
    let mut run = program.start(&kit, RunOptions::new()).unwrap();
    let Step::Call(first) = run.step() else {
        panic!("it pauses")
    };
    let ids: Vec<u64> = run.pending_calls().map(|c| c.id).collect();
    assert_eq!(ids, [first.id, first.id + 1]);
    // `ext(2) * 10` needs ext(2): the third call is made after these two.
    run.resume(ids[1], Answer::Value(Value::Int(5))).unwrap();
    assert_eq!(
        run.pending_calls().map(|c| c.id).collect::<Vec<_>>(),
        [ids[0]]
    );
    assert!(run.resume(ids[1], Answer::Value(Value::Int(5))).is_err());
    run.resume(ids[0], Answer::Value(Value::Int(1))).unwrap();
    let Step::Call(third) = run.step() else {
        panic!("the third call")
    };
    assert_eq!(third.args.iter().map(int).collect::<Vec<_>>(), [4]);
    run.resume(third.id, Answer::Value(Value::Int(4))).unwrap();
    let Step::Done(report) = run.step() else {
        panic!("it ends")
    };
    assert_eq!(report.output, serde_json::json!([1, 50, 4]));
    let trace = serde_json::to_value(&report.trace).unwrap();
    let tools: Vec<Json> = trace
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["args"]["k"].clone())
        .collect();
    assert_eq!(
        tools,
        [1, 2, 4],
        "the trace keeps the order the calls were made in"
    );
}

/// A failed answer raises at its own call; the calls made after it are
/// no longer waited for, and the trace shows them discarded.
#[test]
fn a_failed_answer_raises_at_its_call() {
    let src = "x = 0\nys = [ext(i) for i in range(1, 7)]\nprint('never')";
    let (together, _, most) = run_counting(src, 9, 16);
    assert_eq!(most, 6);
    same_both_ways(src, 9);
    let e = together.error.as_ref().expect("ext(3) fails");
    assert_eq!((e.kind.as_str(), e.line), ("ToolError", Some(2)));
    let statuses: Vec<Json> = together
        .trace
        .iter()
        .map(|t| serde_json::to_value(t).unwrap()["status"].clone())
        .collect();
    assert_eq!(statuses[..3], [Json::Null, Json::Null, Json::Null]);
    assert!(
        statuses[3..].iter().all(|s| s == "discarded"),
        "{statuses:?}"
    );
}

/// An error of the program's own while calls wait: the calls come first
/// (one of them may have failed before it), then the error at its place.
#[test]
fn an_error_while_external_calls_wait() {
    for src in [
        "a = ext(1)\nb = 1 // 0",
        "a = ext(3)\nb = 1 // 0",
        "xs = [ext(1), ext(2)]\nys = [10 // (i - 1) for i in range(3)]",
        "a = ext(1)\n[v for v in [1, 2] if 1 // (v - 2)]",
    ] {
        let r = same_both_ways(src, 10);
        assert!(!r.success, "{src}");
    }
}

/// A snapshot of a program waiting for several calls, some answered,
/// restores to the same pending calls and ends as the run that went on.
#[test]
fn a_snapshot_while_calls_wait() {
    let world = Arc::new(World::default());
    let kit = kit(11, &world);
    let src = "xs = [ext(i) for i in [0, 1, 2, 4]]\nprint(xs)\nxs";
    let program = Program::compile(src, &kit, &[]).unwrap();
    let mut run = program.start(&kit, RunOptions::new()).unwrap();
    let _ = run.step();
    let calls: Vec<_> = run.pending_calls().cloned().collect();
    assert_eq!(calls.len(), 4);
    run.resume(calls[2].id, ext_answer(&world, &calls[2].args))
        .unwrap();
    let bytes = run.snapshot().expect("a paused run has a snapshot");
    let finish = |mut run: Execution| {
        let left: Vec<_> = run.pending_calls().cloned().collect();
        assert_eq!(
            left.iter().map(|c| c.id).collect::<Vec<_>>(),
            [calls[0].id, calls[1].id, calls[3].id]
        );
        for c in left {
            run.resume(c.id, ext_answer(&world, &c.args)).unwrap();
        }
        match run.step() {
            Step::Done(r) => r,
            Step::Call(c) => panic!("waits again for {c:?}"),
        }
    };
    let restored = Execution::restore(&bytes, &kit).expect("restores");
    let a = finish(run);
    let b = finish(restored);
    assert_eq!(a.stdout, "[1, 6, 11, 8]\n");
    assert_eq!(comparable(&a), comparable(&b));
}

/// A key lambda runs inside a builtin, which cannot hold a pending value:
/// its external calls pause one at a time, as before.
#[test]
fn external_calls_in_a_key_lambda_wait_one_at_a_time() {
    let src = "sorted([3, 1, 2], key=lambda k: ext(k))";
    let (together, _, most) = run_counting(src, 12, 16);
    assert!(most <= 1);
    same_both_ways(src, 12);
    assert!(!together.success, "a key lambda cannot pause");
}

/// Calls on threads and the host's calls are not in flight together: a
/// host call waits for the reads before it, and a read for the host.
#[test]
fn reads_and_external_calls_take_turns() {
    let src = "a = [get(i) for i in range(3)]\nb = [ext(i) for i in range(3)]\nc = [get(i) for i in range(3)]\n[a, b, c]";
    let (together, _, most) = run_counting(src, 13, 16);
    assert_eq!(most, 3);
    same_both_ways(src, 13);
    assert!(together.success, "{:?}", together.error);
}

/// A pending result passed straight to another concurrent call does not
/// wait: the second call runs on its thread once the first has landed.
#[test]
fn a_result_passed_on_to_another_call_does_not_wait() {
    let src = "[slow(slow(i)) for i in range(6)]";
    let r = same_both_ways(src, 14);
    assert_eq!(r.output, serde_json::json!([3, 7, 11, 15, 19, 23]));
    assert!(r.stats.max_in_flight >= 6, "{}", r.stats.max_in_flight);
    let trace = serde_json::to_value(&r.trace).unwrap();
    let args: Vec<Json> = trace
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["args"]["k"].clone())
        .collect();
    assert_eq!(
        args[..4],
        [0, 1, 1, 3],
        "the chained call is traced with the value it ran on"
    );
    // A chain whose first call fails: the second never runs.
    let failing = same_both_ways("[slow(check(i)) for i in range(7)]", 15);
    assert!(!failing.success);
}

/// A restored run's trace keeps the start times of the calls made before
/// the snapshot, and counts the later ones on from the snapshot's time.
#[test]
fn start_times_carry_across_a_snapshot() {
    let world = Arc::new(World::default());
    let kit = kit(16, &world);
    let program = Program::compile("a = ext(1)\nprint(a)\next(2)", &kit, &[]).unwrap();
    let mut run = program.start(&kit, RunOptions::new()).unwrap();
    let Step::Call(first) = run.step() else {
        panic!("it pauses")
    };
    std::thread::sleep(Duration::from_millis(20));
    run.resume(first.id, Answer::Value(Value::Int(1))).unwrap();
    let Step::Call(second) = run.step() else {
        panic!("it pauses again")
    };
    let bytes = run.snapshot().unwrap();
    let finish = |mut run: Execution| {
        run.resume(second.id, Answer::Value(Value::Int(2))).unwrap();
        let Step::Done(r) = run.step() else {
            panic!("it ends")
        };
        r
    };
    let straight = finish(run);
    let restored = finish(Execution::restore(&bytes, &kit).unwrap());
    // (The clock's rate is read again at each reading: equal to a
    // microsecond.)
    let (a, b) = (restored.trace[0].started_ms, straight.trace[0].started_ms);
    assert!((a - b).abs() < 1e-3, "{a} and {b}");
    assert!(
        restored.trace[0].ended_ms >= 20.0,
        "{}",
        restored.trace[0].ended_ms
    );
    assert!(
        restored.trace[1].started_ms >= restored.trace[0].ended_ms,
        "{} < {}",
        restored.trace[1].started_ms,
        restored.trace[0].ended_ms
    );
}
