//! Resource bombs: each program in `tests/bombs/` is stopped by its own
//! limit — fuel, memory, output, time — with `LimitExceeded` naming that
//! limit and exit 4, or by the error CPython raises for it (RecursionError
//! for deep nesting, ValueError for an int too long to print), exit 1.
//!
//! Each bomb's header says what it is, the limits it runs under (on top of
//! generous defaults, so that only the limit it is about can stop it) and
//! what must stop it:
//!
//! ```text
//! # bomb: == of two shared lists of the same shape
//! # flags: --fuel 20000000
//! # expect: LimitExceeded fuel
//! ```
//!
//! Nothing here times a run: a run that ends names the limit that ended it,
//! and its peak memory (counted by `lackpy-vm`'s allocator) stays within
//! 1.5 times its memory limit and a fixed allowance.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The limits every bomb runs under unless its header says otherwise:
/// each far enough away that the limit a bomb is about comes first.
const BASE_FLAGS: &[(&str, &str)] = &[
    ("--fuel", "1000000000000"),
    ("--max-memory", "268435456"),
    ("--max-output", "16777216"),
    ("--timeout", "600"),
];

/// Bytes a run may hold beyond 1.5 times its memory limit: the binary,
/// the compiled program, the allocator's slack.
const MEMORY_ALLOWANCE: u64 = 64 * 1024 * 1024;

struct Bomb {
    path: PathBuf,
    flags: BTreeMap<String, String>,
    /// The error's type, and what its message starts with (LimitExceeded:
    /// the limit's name) or contains (other errors).
    kind: String,
    message: String,
}

fn header(src: &str, key: &str) -> Option<String> {
    src.lines()
        .take_while(|l| l.starts_with('#'))
        .find_map(|l| l.strip_prefix(&format!("# {key}:")))
        .map(|v| v.trim().to_string())
}

fn load(path: &Path) -> Bomb {
    let src = common::read(path);
    let name = path.display();
    assert!(header(&src, "bomb").is_some(), "{name}: no `# bomb:` line");
    let expect = header(&src, "expect").unwrap_or_else(|| panic!("{name}: no `# expect:` line"));
    let (kind, message) = expect.split_once(' ').unwrap_or((&expect, ""));
    let mut flags: BTreeMap<String, String> = BASE_FLAGS
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    if let Some(extra) = header(&src, "flags") {
        let words: Vec<&str> = extra.split_whitespace().collect();
        for pair in words.chunks(2) {
            let [k, v] = pair else {
                panic!("{name}: flags come in pairs: {extra}");
            };
            flags.insert(k.to_string(), v.to_string());
        }
    }
    Bomb {
        path: path.to_path_buf(),
        flags,
        kind: kind.to_string(),
        message: message.to_string(),
    }
}

/// Run one bomb; a description of what went wrong, if anything did.
fn run(bomb: &Bomb) -> Result<String, String> {
    let path = bomb.path.to_string_lossy().to_string();
    let mut args = vec!["run", path.as_str(), "--kit", "none", "--format", "json"];
    for (k, v) in &bomb.flags {
        args.push(k);
        args.push(v);
    }
    let out = common::run_bin(env!("CARGO_BIN_EXE_lackpy-vm"), &args, b"");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
    let kind = v["error"]["type"].as_str().unwrap_or("");
    let msg = v["error"]["message"].as_str().unwrap_or("");
    let peak = v["stats"]["peak_memory_bytes"].as_u64().unwrap_or(u64::MAX);
    let memory: u64 = bomb.flags["--max-memory"].parse().unwrap_or(0);
    let code = out.status.code();
    let seen = format!(
        "exit {code:?}, {kind}: {msg}, peak {} MB",
        peak / (1024 * 1024)
    );
    let want_code = if bomb.kind == "LimitExceeded" { 4 } else { 1 };
    let message_ok = if bomb.kind == "LimitExceeded" {
        msg.starts_with(&format!("{}:", bomb.message))
    } else {
        msg.contains(&bomb.message)
    };
    if code != Some(want_code) || kind != bomb.kind || !message_ok {
        return Err(format!(
            "wanted {} {}, got {seen}; stderr: {}",
            bomb.kind,
            bomb.message,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    if peak > memory + memory / 2 + MEMORY_ALLOWANCE {
        return Err(format!("held too much: {seen}"));
    }
    Ok(seen)
}

#[test]
fn every_bomb_is_stopped_by_its_own_limit() {
    let bombs: Vec<Bomb> = common::corpus("tests/bombs")
        .iter()
        .map(|p| load(p))
        .collect();
    assert!(bombs.len() >= 40, "only {} bombs", bombs.len());
    // Two at a time: the bombs are independent processes.
    let results: Vec<(String, Result<String, String>)> = std::thread::scope(|s| {
        let halves: Vec<_> = bombs
            .chunks(bombs.len().div_ceil(2))
            .map(|chunk| {
                s.spawn(move || {
                    chunk
                        .iter()
                        .map(|b| {
                            let name = b.path.file_stem().unwrap_or_default();
                            (name.to_string_lossy().to_string(), run(b))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        halves
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    });
    assert_eq!(results.len(), bombs.len(), "a worker thread panicked");
    let mut failures = Vec::new();
    for (name, r) in &results {
        match r {
            Ok(seen) => eprintln!("{name}: {seen}"),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(
        failures.is_empty(),
        "bombs not stopped by their own limit:\n{}",
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
