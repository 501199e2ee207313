//! Random small programs, built from the dialect's statements and the
//! operations that do much work in one step (repetition, joins, splits,
//! replaces, formats and reprs of shared structures, comparisons, sorts,
//! big-int products, comprehensions, nested loops, printing), each run by
//! `lackpy-vm` under tiny limits. Every run must end on its own, without a
//! panic or a signal, with exit 0, 1, 3 or 4 (for 4 the report must name
//! the limit it reached), under 1.5 times its memory limit plus a fixed
//! allowance. No time is asserted: the CPU time is printed.
//!
//! Measured from outside, honestly: the child is reaped with `wait4` (by a
//! small python3 spawner, see SPAWNER), whose `rusage` gives its peak
//! resident set (`ru_maxrss`, all the memory the process touched, not only
//! what the VM counts) and the CPU time it used.
//! Whether a run stopped in time is what the VM reports (exit 4 and the
//! `time` limit), not a measured time, so that a loaded machine cannot
//! fail the test; a run that has not ended after a generous wall-clock
//! watchdog (50 times its timeout) is killed and fails as "did not stop".
//! The allowance is what a trivial program costs (start-up, the binary's
//! own pages), measured first, plus 8 MiB.
//!
//! Two generators: `random_programs_stop_within_their_limits` builds
//! programs from templates of the operations that do much work in one step
//! (they found real bugs; their seeds are kept), and
//! `grammar_sampled_programs_stop_within_their_limits` samples statements
//! from the dialect's GBNF grammar (what a model may emit) and mixes those
//! templates in; samples the checker refuses are counted and skipped, and
//! at least a quarter must pass it (about 90 % do).
//!
//! CI runs 48 template programs and 80 mixed ones; for a long run:
//!
//!     LACKPY_RUNAWAY_CASES=2000 LACKPY_RUNAWAY_GRAMMAR_CASES=2000 cargo test --test runaway
//!
//! `LACKPY_RUNAWAY_SHOW=1` prints each mixed program with its exit code
//! (or the checker's refusal).
//!
//! A failing program is shrunk and its seed kept in
//! tests/runaway.proptest-regressions, which later runs try first.
#![cfg(target_os = "linux")]

mod common;

use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::Duration;

use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

use common::gbnf::{cost_of, costs, xorshift, Gbnf, E};

/// The run's limits: tiny, so that most programs hit one.
const TIMEOUT_SECS: f64 = 0.3;
const MAX_MEMORY: u64 = 16 * 1024 * 1024;
const MAX_OUTPUT: u64 = 64 * 1024;
/// Past this wall-clock time a run has not stopped on its own.
const WATCHDOG: Duration = Duration::from_secs(15);

/// Forks and execs the command in its arguments, reaps it with `wait4`,
/// kills it past the watchdog, and writes what `wait4` saw as JSON to
/// `$RESULT`. A small process of its own, because a child's `ru_maxrss`
/// also counts the resident set of the process it was forked from, before
/// its `exec`: forked from this (large, growing) test process, every run
/// would seem as big as the test. Forked from a fresh python3, it carries
/// python's constant ~10 MiB, which the baseline includes.
const SPAWNER: &str = r#"
import json, os, signal, sys, time
watchdog = float(os.environ["WATCHDOG"])
start = time.monotonic()
pid = os.fork()
if pid == 0:
    try:
        os.execv(sys.argv[1], sys.argv[1:])
    finally:
        os._exit(127)
killed = False
while True:
    p, status, ru = os.wait4(pid, os.WNOHANG)
    if p == pid:
        break
    if not killed and time.monotonic() - start > watchdog:
        os.kill(pid, signal.SIGKILL)
        killed = True
    time.sleep(0.002)
with open(os.environ["RESULT"], "w") as f:
    json.dump({
        "code": os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
        "signal": os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
        "killed": killed,
        "cpu": ru.ru_utime + ru.ru_stime,
        "wall": time.monotonic() - start,
        "maxrss_kib": ru.ru_maxrss,
    }, f)
"#;

#[derive(Debug)]
struct Run {
    /// The exit code, or None when a signal ended it.
    code: Option<i32>,
    signal: Option<i32>,
    /// Killed by the watchdog: it did not stop on its own.
    killed: bool,
    cpu: Duration,
    wall: Duration,
    max_rss: u64,
    stdout: String,
    stderr: String,
}

/// Run `lackpy-vm run FILE` with `args` under the spawner.
fn run_vm(src: &str, args: &[&str]) -> Run {
    let dir = tempfile::tempdir().expect("temp dir");
    let prog = dir.path().join("p.py");
    std::fs::write(&prog, src).expect("write program");
    let (out_path, err_path, result_path) = (
        dir.path().join("out"),
        dir.path().join("err"),
        dir.path().join("result.json"),
    );
    let status = Command::new("python3")
        .arg("-c")
        .arg(SPAWNER)
        .arg(env!("CARGO_BIN_EXE_lackpy-vm"))
        .arg("run")
        .arg(&prog)
        .args(args)
        .env("WATCHDOG", WATCHDOG.as_secs_f64().to_string())
        .env("RESULT", &result_path)
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&out_path).expect("stdout file"))
        .stderr(std::fs::File::create(&err_path).expect("stderr file"))
        .status()
        .expect("python3 runs");
    let stderr = std::fs::read_to_string(&err_path).unwrap_or_default();
    assert!(status.success(), "the spawner failed: {status}\n{stderr}");
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&result_path).expect("spawner result"))
            .expect("spawner result is JSON");
    let secs = |k: &str| Duration::from_secs_f64(r[k].as_f64().unwrap_or(0.0));
    Run {
        code: r["code"].as_i64().map(|c| c as i32),
        signal: r["signal"].as_i64().map(|c| c as i32),
        killed: r["killed"] == true,
        cpu: secs("cpu"),
        wall: secs("wall"),
        max_rss: r["maxrss_kib"].as_u64().unwrap_or(u64::MAX / 2048) * 1024,
        stdout: std::fs::read_to_string(&out_path).unwrap_or_default(),
        stderr,
    }
}

fn limit_args(fuel: &str) -> Vec<String> {
    [
        "--kit",
        "none",
        "--format",
        "json",
        "--timeout",
        &TIMEOUT_SECS.to_string(),
        "--max-memory",
        &MAX_MEMORY.to_string(),
        "--max-output",
        &MAX_OUTPUT.to_string(),
        "--fuel",
        fuel,
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

/// What a trivial program costs: its peak RSS and CPU time (the most of
/// three runs, so that a cold start counts).
fn baseline() -> &'static (u64, Duration) {
    static BASE: OnceLock<(u64, Duration)> = OnceLock::new();
    BASE.get_or_init(|| {
        let args = limit_args("1000000");
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let mut worst = (0, Duration::ZERO);
        for _ in 0..3 {
            let r = run_vm("x = [1, 2, 3]\nprint(len(x))\n", &args);
            assert_eq!(r.code, Some(0), "a trivial program fails: {r:?}");
            worst = (worst.0.max(r.max_rss), worst.1.max(r.cpu));
        }
        eprintln!(
            "baseline: a trivial program peaks at {} KiB RSS, {:?} CPU",
            worst.0 / 1024,
            worst.1
        );
        worst
    })
}

// ---------------------------------------------------------------- generator

fn pick(options: &'static [&'static str]) -> BoxedStrategy<String> {
    prop::sample::select(options)
        .prop_map(str::to_string)
        .boxed()
}

/// Counts from tiny to far past any limit.
fn count() -> BoxedStrategy<String> {
    pick(&[
        "0",
        "3",
        "17",
        "1000",
        "100000",
        "10000000",
        "1000000000",
        "1000000000000",
    ])
}

/// One statement over the variables every program starts with:
/// n (int), s (str), xs (list), d (dict), st (set), t (tuple), x (a shared
/// structure), b (bool).
fn simple() -> BoxedStrategy<String> {
    prop_oneof![
        // big ints
        pick(&["n = n * n", "n = n * n * n + 1", "n = n + n", "n = -n * 3"]),
        count().prop_map(|k| format!("n = n * {k}")),
        pick(&[
            "s = str(n)",
            "n = int(str(n) + '7')",
            "s = format(n, ',')",
            "n = n // 7 + n % 7"
        ]),
        // strings
        count().prop_map(|k| format!("s = s * {k}")),
        count().prop_map(|k| format!("s = 'ab' * {k}")),
        pick(&[
            "s = s + s",
            "s = s.replace('a', s)",
            "s = s.replace('', '-')",
            "xs = s.split('a')",
            "xs = s.split()",
            "xs = s.splitlines()",
            "xs = list(s)",
            "s = ' '.join(xs)",
            "s = ''.join([s, s, s])",
            "s = s.upper() + s.lower()",
            "s = s.center(len(s) * 2)",
            "s = s.expandtabs(64)",
            "s = str(xs)",
            "s = repr(d)",
            "s = f'{xs}{d}{t}'",
            "s = '%s %r' % (xs, t)",
            "s = '{} {}'.format(x, xs)",
            "s = str(x)",
            "n = len(str(x))",
            "n = s.count('a')",
            "n = s.find('zz')",
            "b = s == s[::-1]",
            "s = s[::2] + s[1::3]",
        ]),
        count().prop_map(|k| format!("s = s.ljust({k})")),
        count().prop_map(|k| format!("s = f'{{n:>{{{k}}}}}'")),
        count().prop_map(|k| format!("s = '%*d' % ({k}, n)")),
        // lists, shared structure
        count().prop_map(|k| format!("xs = xs * {k}")),
        count().prop_map(|k| format!("xs = [0] * {k}")),
        count().prop_map(|k| format!("xs = list(range({k}))")),
        count().prop_map(|k| format!("xs = [i * 2 for i in range({k}) if i % 3]")),
        count().prop_map(|k| format!("d = {{i: str(i) for i in range({k})}}")),
        count().prop_map(|k| format!("st = {{i % 1000 for i in range({k})}}")),
        count().prop_map(|k| format!("n = sum(range({k}))")),
        count().prop_map(|k| format!("b = any([i > {k} for i in range({k})])")),
        count().prop_map(|k| format!("n = max(range(1, {k} + 2))")),
        count().prop_map(|k| format!("xs = sorted(range({k}), key=lambda v: -v)")),
        pick(&[
            "x = [x, x]",
            "x = (x, x)",
            "x = {'a': x, 'b': [x, x]}",
            "xs = xs + xs",
            "xs.append(xs[:])",
            "xs.extend(xs)",
            "xs = sorted(xs)",
            "xs = [xs, xs]",
            "xs = [len(w) for w in s.split()]",
            "b = x == x",
            "b = x < [x]",
            "b = x in [x, xs]",
            "n = hash(t)",
            "t = (t, t)",
            "t = tuple(xs)",
            "st = set(xs)",
            "d = dict(zip(xs, xs))",
            "d[s] = xs",
            "n = len(d) + len(st) + len(xs)",
            "xs = [a + b for a, b in zip(xs, xs[1:])]",
            "xs = [[i, j] for i in range(len(xs)) for j in range(len(xs))]",
            "d = {k: v for k, v in enumerate(xs)}",
            "first, *rest = xs + [0]",
            "n = min(xs + [n])",
            "xs = list(reversed(xs))",
        ]),
        // output
        pick(&[
            "print(x)",
            "print(xs)",
            "print(s)",
            "print(n)",
            "print(d, st, t)",
            "print(s * 1000)"
        ]),
    ]
    .boxed()
}

fn statement() -> BoxedStrategy<String> {
    let indent = |body: String| {
        body.lines()
            .map(|l| format!("    {l}"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    prop_oneof![
        4 => simple(),
        1 => (count(), simple()).prop_map(move |(k, s)| format!("for i in range({k}):\n{}", indent(s))),
        1 => (count(), count(), simple()).prop_map(move |(k, m, s)| {
            format!("for i in range({k}):\n    for j in range({m}):\n{}", indent(indent(s)))
        }),
        1 => (simple(), simple()).prop_map(move |(a, c)| {
            format!("if len(xs) % 2 == 0 and not b:\n{}\nelse:\n{}", indent(a), indent(c))
        }),
        1 => (count(), simple()).prop_map(move |(k, s)| {
            format!("for i, v in enumerate(range({k})):\n{}\n    n = n + v", indent(s))
        }),
    ]
    .boxed()
}

fn program() -> impl Strategy<Value = String> {
    proptest::collection::vec(statement(), 1..7).prop_map(|stmts| {
        let mut src = String::from(
            "n = 12345678901234567890\ns = 'a b\\tc a'\nxs = [3, 1, 2]\nd = {'k': 1}\nst = {1, 2}\nt = (1, 'a')\nx = [1]\nb = False\n",
        );
        for s in stmts {
            src.push_str(&s);
            src.push('\n');
        }
        src
    })
}

fn cases() -> u32 {
    std::env::var("LACKPY_RUNAWAY_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(48)
}

/// How a run may end: on its own (0), with a Python error (1), refused
/// by the checker before it ran (3: a template can use a name the dialect
/// lacks), or stopped by one of its limits (4). Anything else (a usage
/// error, a panic's 101) is a failure.
const ENDINGS: [i32; 4] = [0, 1, 3, 4];

/// The limit a run stopped at (`fuel`, `time`, `memory`, `output`), read
/// from the JSON report's error: what the VM itself decided, not a time
/// measured from outside.
fn limit_of(stdout: &str) -> Option<String> {
    let report: serde_json::Value = serde_json::from_str(stdout.lines().next()?).ok()?;
    let error = &report["error"];
    if error["type"] != "LimitExceeded" {
        return None;
    }
    let message = error["message"].as_str()?;
    let kind = message.split(':').next()?;
    ["fuel", "time", "memory", "output"]
        .contains(&kind)
        .then(|| kind.to_string())
}

/// Check one program's run against the bounds; Err says what broke.
///
/// Pass or fail is decided on how the run ended (exit code, signal, panic,
/// and for exit 4 the kind of limit the report names) and on its peak RSS,
/// never on a time: the CPU time is only printed (with
/// `LACKPY_RUNAWAY_SHOW=1`, and in a failure's message). The one clock
/// left is the watchdog, which only ends a run that has not stopped after
/// 15 s of wall clock (50 times its timeout) so that the test itself ends.
fn check_run(src: &str, fuel: &str) -> Result<Run, String> {
    let (base_rss, _) = *baseline();
    let args = limit_args(fuel);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let r = run_vm(src, &args);
    let rss_bound = MAX_MEMORY * 3 / 2 + base_rss + 8 * 1024 * 1024;
    let why = if r.killed {
        Some(format!(
            "did not stop on its own within {WATCHDOG:?} (wall clock)"
        ))
    } else if r.signal.is_some() {
        Some(format!("ended by signal {:?}", r.signal))
    } else if r.code == Some(101) || r.stderr.contains("panicked") {
        Some("panicked".to_string())
    } else if !r.code.is_some_and(|c| ENDINGS.contains(&c)) {
        Some(format!("exited with {:?}, not one of {ENDINGS:?}", r.code))
    } else if r.code == Some(4) && limit_of(&r.stdout).is_none() {
        Some("exited 4 without naming the limit it reached".to_string())
    } else if r.max_rss > rss_bound {
        Some(format!(
            "peaked at {} KiB RSS, more than {} KiB",
            r.max_rss / 1024,
            rss_bound / 1024
        ))
    } else {
        None
    };
    if std::env::var("LACKPY_RUNAWAY_SHOW").is_ok() {
        eprintln!(
            "exit {:?} ({}), {:?} CPU, {:?} wall",
            r.code,
            limit_of(&r.stdout).unwrap_or_else(|| "no limit".to_string()),
            r.cpu,
            r.wall
        );
    }
    match why {
        Some(w) => Err(format!(
            "{w}\n--- program (fuel {fuel})\n{src}--- exit {:?}, {:?} CPU, {:?} wall\n--- stdout (head)\n{}\n--- stderr (head)\n{}",
            r.code,
            r.cpu,
            r.wall,
            r.stdout.chars().take(600).collect::<String>(),
            r.stderr.chars().take(600).collect::<String>()
        )),
        None => Ok(r),
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: cases(),
        // A program that does not stop costs the watchdog's time at each
        // shrinking step: bound the shrinking.
        max_shrink_iters: 64,
        max_shrink_time: 120_000,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("proptest-regressions"))),
        .. ProptestConfig::default()
    })]

    /// Every run ends on its own, within its time and memory bounds.
    #[test]
    fn random_programs_stop_within_their_limits(
        src in program(),
        fuel in pick(&["20000", "1000000", "1000000000000"]),
    ) {
        if let Err(e) = check_run(&src, &fuel) {
            prop_assert!(false, "{}", e);
        }
    }
}

/// The bounds are not vacuous: the measurement sees a program that uses
/// memory (a run with a big limit grows far past the small one), and a
/// loop that runs until its timeout is stopped by the time limit (the
/// report names it; its CPU time is printed, not compared).
#[test]
fn the_measurements_see_memory_and_time() {
    // Two 60 MB strings against a 100 MB limit: quick even on a loaded
    // machine, and far above the small limit's bound.
    let src = "s = 'x' * 60000000\nt = s + 'y'\n";
    let args = [
        "--kit",
        "none",
        "--format",
        "json",
        "--max-memory",
        "100000000",
        "--fuel",
        "1000000000000",
        "--timeout",
        "60",
    ];
    let r = run_vm(src, &args);
    assert_eq!(r.code, Some(4), "stopped by its memory limit: {r:?}");
    assert_eq!(limit_of(&r.stdout).as_deref(), Some("memory"), "{r:?}");
    assert!(
        r.max_rss > 2 * MAX_MEMORY,
        "wait4 saw only {} KiB",
        r.max_rss / 1024
    );
    let r = run_vm(
        "n = 0\nfor i in range(10000000000):\n    n += i\n",
        &[
            "--kit",
            "none",
            "--format",
            "json",
            "--fuel",
            "1000000000000",
            "--timeout",
            "1.5",
        ],
    );
    assert_eq!(r.code, Some(4), "stopped by its timeout: {r:?}");
    assert_eq!(limit_of(&r.stdout).as_deref(), Some("time"), "{r:?}");
    eprintln!(
        "a loop stopped by a 1.5 s timeout used {:?} of CPU ({:?} wall)",
        r.cpu, r.wall
    );
}

// ------------------------------------------------- programs from the grammar

/// Samples statements from the dialect's GBNF grammar (`lackpyc spec
/// --format gbnf`, exactly the programs a model may emit): each rule is
/// expanded with a depth budget (past it, the cheapest alternative and no
/// optional repetition) and repetitions bounded to a few. The grammar is
/// context-free, so names are chosen by where they stand — a variable the
/// prelude defines, a builtin, a method after `.`, a keyword argument —
/// and numbers and strings are drawn mostly from small pools that include
/// counts far past any limit; the rest is what the grammar gives. Checking
/// decides which samples are programs: the others are counted and skipped.
struct GrammarSampler<'g> {
    g: &'g Gbnf,
    /// Length of each rule's shortest derivation.
    cost: Vec<usize>,
    seed: u64,
    /// How many blocks deep the text being written is.
    block: usize,
}

/// The variables every program's prelude defines.
const VARS: &[&str] = &["n", "s", "xs", "d", "st", "t", "x", "b"];
const BUILTINS: &[&str] = &[
    "len",
    "str",
    "int",
    "float",
    "sorted",
    "list",
    "set",
    "dict",
    "tuple",
    "sum",
    "min",
    "max",
    "abs",
    "range",
    "enumerate",
    "zip",
    "any",
    "all",
    "reversed",
    "print",
    "bool",
    "round",
];
const METHODS: &[&str] = &[
    "append",
    "extend",
    "split",
    "join",
    "replace",
    "upper",
    "lower",
    "strip",
    "keys",
    "values",
    "items",
    "get",
    "count",
    "index",
    "find",
    "startswith",
    "format",
    "pop",
    "add",
    "sort",
    "copy",
    "center",
    "ljust",
    "splitlines",
    "update",
    "insert",
];
const KEYWORDS_ARGS: &[&str] = &["reverse", "sep", "end", "start", "default"];
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "7",
    "17",
    "1000",
    "100000",
    "10000000",
    "1000000000000",
    "12345678901234567890",
    "0.5",
    "2.5",
];
const STRINGS: &[&str] = &[
    "'a'",
    "'ab c'",
    "\"x,y\"",
    "''",
    "'a b\\tc a'",
    "f'{n}'",
    "f'{xs!r:>40}'",
    "'%s-%d'",
    "'{}{}'",
];

/// Characters offered to a negated class.
const ALPHABET: &str = "ab Z09_ :!=+.,()[]{}'\"\\#\t\né";

/// Whether `e` starts with a `.` (an attribute).
fn starts_with_dot(e: &E) -> bool {
    match e {
        E::Lit(l) => l.first() == Some(&'.'),
        E::Seq(items) => items.first().is_some_and(starts_with_dot),
        _ => false,
    }
}

impl<'g> GrammarSampler<'g> {
    fn new(g: &'g Gbnf) -> GrammarSampler<'g> {
        let cost = costs(g);
        GrammarSampler {
            g,
            cost,
            seed: 1,
            block: 0,
        }
    }

    fn rand(&mut self, n: usize) -> usize {
        xorshift(&mut self.seed, n)
    }

    fn pick(&mut self, pool: &[&'static str]) -> &'static str {
        pool[self.rand(pool.len())]
    }

    /// One top-level statement (simple or compound), from `seed`.
    fn statement(&mut self, seed: u64) -> String {
        self.seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407)
            | 1;
        self.block = 0;
        let mut out = String::new();
        let stmt = self.g.rule("Stmt");
        self.gen(stmt, "Stmt", 0, &mut out);
        out
    }

    /// Expand `e`, written inside rule `within`.
    fn gen(&mut self, e: &'g E, within: &str, depth: usize, out: &mut String) {
        let deep = depth > 7 || out.len() > 160;
        match e {
            E::Lit(l) => out.extend(l.iter()),
            E::Class { neg, ranges } => {
                let options: Vec<char> = if *neg {
                    ALPHABET
                        .chars()
                        .filter(|&c| common::gbnf::class_has(true, ranges, c))
                        .collect()
                } else {
                    ranges.iter().flat_map(|&(a, b)| (a..=b).take(30)).collect()
                };
                if !options.is_empty() {
                    let k = self.rand(options.len());
                    out.push(options[k]);
                }
            }
            E::Ref(r) => {
                let name = self.g.names[*r].as_str();
                let rule = self.g.rules[*r].as_ref().expect("defined");
                match name {
                    "name" => {
                        let word = if within.starts_with("Atom") {
                            if self.rand(4) == 0 {
                                self.pick(BUILTINS)
                            } else {
                                self.pick(VARS)
                            }
                        } else if within.starts_with("trailer")
                            || within.starts_with("target-primary")
                        {
                            self.pick(METHODS)
                        } else if within.starts_with("kwarg") {
                            self.pick(KEYWORDS_ARGS)
                        } else {
                            self.pick(VARS)
                        };
                        out.push_str(word);
                    }
                    "number" => {
                        let n = self.pick(NUMBERS);
                        out.push_str(n);
                    }
                    "StrPart" | "StrPart-b" if self.rand(4) > 0 => {
                        let s = self.pick(STRINGS);
                        out.push_str(s);
                    }
                    "ind" => out.push_str(&"    ".repeat(self.block)),
                    "sp" | "spb" | "fsp" => {}
                    "sp1" | "spb1" | "fsp1" => out.push(' '),
                    "eol" | "nl" => out.push('\n'),
                    "blank" | "comment" => {}
                    "block" => {
                        self.block += 1;
                        self.gen(rule, name, depth + 1, out);
                        self.block -= 1;
                    }
                    _ => self.gen(rule, name, depth + 1, out),
                }
            }
            E::Seq(items) => {
                for i in items {
                    self.gen(i, within, depth, out);
                }
            }
            E::Alt(alts) => {
                // Attributes cannot be assigned (the checker's E0205): an
                // assignment target ends with a subscript instead.
                let allowed: Vec<usize> = (0..alts.len())
                    .filter(|&k| {
                        !(within.starts_with("target-primary") && starts_with_dot(&alts[k]))
                    })
                    .collect();
                let k = if deep {
                    allowed
                        .iter()
                        .copied()
                        .min_by_key(|&k| cost_of(&alts[k], &self.cost))
                        .unwrap_or(0)
                } else {
                    allowed[self.rand(allowed.len())]
                };
                self.gen(&alts[k], within, depth, out);
            }
            E::Rep(inner, kind) => {
                let n = match (kind, deep) {
                    ('+', true) => 1,
                    (_, true) => 0,
                    ('?', false) => self.rand(2),
                    ('*', false) => self.rand(3),
                    _ => 1 + self.rand(2),
                };
                for _ in 0..n {
                    self.gen(inner, within, depth + 1, out);
                }
            }
        }
    }
}

/// A piece of a mixed program: a statement sampled from the grammar (by
/// its seed), or one of the resource-heavy shapes of `statement()`.
#[derive(Debug, Clone)]
enum Piece {
    Grammar(u64),
    Heavy(String),
}

const PRELUDE: &str = "n = 12345678901234567890\ns = 'a b\\tc a'\nxs = [3, 1, 2]\nd = {'k': 1}\nst = {1, 2}\nt = (1, 'a')\nx = [1]\nb = False\n";

fn grammar_cases() -> u32 {
    std::env::var("LACKPY_RUNAWAY_GRAMMAR_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(80)
}

/// Programs sampled from the grammar, with the heavy shapes mixed in, run
/// under the same tiny limits and checked against the same bounds. A
/// reasonable share of the samples must pass the checker (else the test
/// would check little), and the share is printed.
#[test]
fn grammar_sampled_programs_stop_within_their_limits() {
    use proptest::test_runner::{Config, TestRunner};
    use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

    let g = common::gbnf::parse_gbnf(&lackpy::check::gbnf::grammar());
    let sampler = std::sync::Mutex::new(GrammarSampler::new(&g));
    let (sampled, accepted, ran) = (
        AtomicUsize::new(0),
        AtomicUsize::new(0),
        AtomicUsize::new(0),
    );
    // How the runs ended: normally, on an error, on a limit (exit 4).
    let ends = [
        AtomicUsize::new(0),
        AtomicUsize::new(0),
        AtomicUsize::new(0),
    ];
    let piece = prop_oneof![
        3 => any::<u64>().prop_map(Piece::Grammar),
        1 => statement().prop_map(Piece::Heavy),
    ];
    let strategy = (
        proptest::collection::vec(piece, 1..6),
        pick(&["20000", "1000000", "1000000000000"]),
    );
    let mut runner = TestRunner::new(Config {
        cases: grammar_cases(),
        max_shrink_iters: 64,
        max_shrink_time: 120_000,
        source_file: Some(file!()),
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        ))),
        ..Config::default()
    });
    let result = runner.run(&strategy, |(pieces, fuel)| {
        let mut src = String::from(PRELUDE);
        let mut grammar_pieces = 0;
        for p in &pieces {
            match p {
                Piece::Grammar(seed) => {
                    let mut s = sampler.lock().unwrap_or_else(|e| e.into_inner());
                    src.push_str(&s.statement(*seed));
                    grammar_pieces += 1;
                }
                Piece::Heavy(text) => {
                    src.push_str(text);
                    src.push('\n');
                }
            }
        }
        if grammar_pieces > 0 {
            sampled.fetch_add(1, Relaxed);
        }
        let report = common::check_with(&src, "none", "", &[]);
        if !report.errors.is_empty() {
            if std::env::var_os("LACKPY_RUNAWAY_SHOW").is_some() {
                eprintln!(
                    "---- refused: {}\n{}",
                    report.errors[0].message,
                    &src[PRELUDE.len()..]
                );
            }
            return Ok(());
        }
        if grammar_pieces > 0 {
            accepted.fetch_add(1, Relaxed);
        }
        ran.fetch_add(1, Relaxed);
        match check_run(&src, &fuel) {
            Err(e) => prop_assert!(false, "{}", e),
            Ok(r) => {
                let k = match r.code {
                    Some(0) => 0,
                    Some(4) => 2,
                    _ => 1,
                };
                ends[k].fetch_add(1, Relaxed);
                if std::env::var_os("LACKPY_RUNAWAY_SHOW").is_some() {
                    eprintln!("---- exit {:?}\n{}", r.code, &src[PRELUDE.len()..]);
                }
            }
        }
        Ok(())
    });
    let (sampled, accepted, ran) = (
        sampled.into_inner(),
        accepted.into_inner(),
        ran.into_inner(),
    );
    let [ok, error, limit] = ends.map(AtomicUsize::into_inner);
    eprintln!(
        "grammar-sampled programs: {accepted} of {sampled} passed the checker ({}%); {ran} programs ran: {ok} ended normally, {error} on an error, {limit} on a limit",
        accepted * 100 / sampled.max(1)
    );
    if let Err(e) = result {
        panic!("{e}");
    }
    assert!(
        sampled >= 20 && accepted * 100 >= sampled * 25,
        "too few sampled programs pass the checker: {accepted} of {sampled}"
    );
}
