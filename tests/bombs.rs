//! Resource bombs: each is stopped by a limit — fuel, memory, output, time,
//! or a size cap — well within 10 seconds, with a clean error and exit code.

mod common;

use std::time::{Duration, Instant};

const BOMBS: &[(&str, &str)] = &[
    ("counting loop", "n = 0\nfor i in range(1000000000000):\n    n += 1\n"),
    ("nested loops", "n = 0\nfor i in range(100000):\n    for j in range(100000):\n        n += 1\n"),
    ("string doubling", "s = 'x'\nfor i in range(100):\n    s = s + s\n"),
    ("list doubling", "xs = [0]\nfor i in range(100):\n    xs = xs + xs\n"),
    ("list doubling in place", "xs = [0]\nfor i in range(100):\n    xs += xs\n"),
    ("big-int squaring", "x = 2\nfor i in range(100):\n    x = x * x\n"),
    ("string repetition", "s = 'x' * 1000000000\n"),
    ("list repetition", "xs = [0] * 1000000000\n"),
    ("materialised range", "xs = list(range(1000000000))\n"),
    ("sorted range", "xs = sorted(range(1000000000))\n"),
    ("print flood", "for i in range(100000000):\n    print('y' * 1000)\n"),
    ("dict growth", "d = {}\nfor i in range(1000000000):\n    d[i] = i\n"),
    ("set growth", "s = set()\nfor i in range(1000000000):\n    s.add(i)\n"),
    ("list growth", "xs = []\nfor i in range(1000000000):\n    xs.append('abc' * 10)\n"),
    ("comprehension", "xs = [i for i in range(1000000000)]\n"),
    ("dict comprehension", "d = {i: str(i) for i in range(1000000000)}\n"),
    ("nesting growth", "xs = []\nfor i in range(100000000):\n    xs = [xs, xs]\n"),
    ("format width", "s = f'{1:>{1000000000}}'\n"),
    ("printf width", "s = '%*d' % (1000000000, 1)\n"),
    ("center width", "s = 'a'.center(1000000000)\n"),
    ("replace growth", "s = ('x' * 1000000).replace('x', 'y' * 1000)\n"),
    ("join growth", "parts = ['abcdefgh'] * 1000000\nfor i in range(100):\n    parts = [''.join(parts)] * 2\n"),
    ("quadratic sum", "xs = [[1]] * 100000\ntotal = sum(xs, [])\nn = 0\nfor i in range(1000000000):\n    n += len(total)\n"),
    ("sorting in a loop", "xs = list(range(100000))\nfor i in range(100000):\n    xs = sorted(xs, key=lambda v: -v)\n"),
];

#[test]
fn every_bomb_is_stopped() {
    let exe = env!("CARGO_BIN_EXE_lackpy-vm");
    let mut failures = Vec::new();
    for (name, src) in BOMBS {
        let start = Instant::now();
        let out = common::run_bin(
            exe,
            &[
                "run",
                "-",
                "--kit",
                "none",
                "--timeout",
                "2",
                "--max-memory",
                "268435456",
                "--max-output",
                "1048576",
                "--format",
                "json",
            ],
            src.as_bytes(),
        );
        let took = start.elapsed();
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
        let kind = v["error"]["type"].as_str().unwrap_or("").to_string();
        let ok = matches!(out.status.code(), Some(4) if kind == "LimitExceeded")
            || matches!(out.status.code(), Some(1) if kind == "MemoryError");
        // Bytes live at the peak, counted by lackpy-vm's allocator.
        let peak = v["stats"]["peak_memory_bytes"].as_u64().unwrap_or(u64::MAX);
        if !ok || took > Duration::from_secs(10) || peak > 512 * 1024 * 1024 {
            failures.push(format!(
                "{name}: exit {:?}, error {kind} {:?}, after {took:?}, peak {peak} bytes",
                out.status.code(),
                v["error"]["message"]
            ));
        }
    }
    assert!(BOMBS.len() >= 20);
    assert!(
        failures.is_empty(),
        "bombs not stopped cleanly:\n{}",
        failures.join("\n")
    );
}

#[test]
fn a_limit_keeps_the_output_and_trace_so_far() {
    let out = common::run_bin(
        env!("CARGO_BIN_EXE_lackpy-vm"),
        &["run", "-", "--fuel", "5000", "--format", "json"],
        b"print('started')\nn = 0\nfor i in range(1000000):\n    n += i\n",
    );
    assert_eq!(out.status.code(), Some(4));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["stdout"], "started\n");
    assert!(v["error"]["message"]
        .as_str()
        .is_some_and(|m| m.starts_with("fuel:")));
}

/// A run's memory budget ends with the run: a tight limit refuses a big
/// result inside the run, and once the run returns (here with an error)
/// the thread is back to the absolute cap.
#[test]
fn a_runs_memory_budget_ends_with_the_run() {
    use lackpy::kit::Kit;
    use lackpy::vm::{Limits, NoTools};
    let kit = Kit::empty();
    let module = lackpy::pipeline::compile_source("s = 'x' * 5000\n", "<test>", &kit, &[], &[])
        .expect("compiles");
    let limits = Limits {
        memory: 1000,
        ..Limits::default()
    };
    let outcome = lackpy::pipeline::run_module(&module, &[], &mut NoTools, limits, false);
    let err = outcome.result.expect_err("over the budget");
    assert!(err.exc.msg.contains("1000-byte limit"), "{}", err.exc.msg);
    assert!(lackpy::value::max_sequence_bytes() > 1_000_000);
}
