//! The nesting limits hold in-process, in a test thread's small stack: the
//! deepest programs the parser accepts are checked without overflow, and one
//! level more is a diagnostic.

mod common;

fn codes(src: &str) -> Vec<&'static str> {
    common::check(src)
        .errors
        .iter()
        .map(|d| d.code.as_str())
        .collect()
}

#[test]
fn deepest_accepted_expressions_check_in_a_small_stack() {
    let unary = format!("x = {}1\nx\n", "-".repeat(190));
    assert_eq!(codes(&unary), Vec::<&str>::new());
    let lists = format!("x = {}1{}\nx\n", "[".repeat(190), "]".repeat(190));
    assert_eq!(codes(&lists), Vec::<&str>::new());
    let calls = format!("x = {}1{}\nx\n", "len([".repeat(95), "])".repeat(95));
    assert_eq!(codes(&calls), Vec::<&str>::new());
    let sum = format!("x = 1{}\nx\n", " + 1".repeat(190));
    assert_eq!(codes(&sum), Vec::<&str>::new());
    let fstr = format!("x = 1\ny = f\"{{{}x}}\"\ny\n", "-".repeat(190));
    assert_eq!(codes(&fstr), Vec::<&str>::new());
}

#[test]
fn deepest_accepted_blocks_check_in_a_small_stack() {
    let mut src = String::new();
    for i in 0..99 {
        src.push_str(&format!("{}for i{i} in range(2):\n", "  ".repeat(i)));
    }
    src.push_str(&format!("{}x = -(-(-(1)))\n", "  ".repeat(99)));
    assert_eq!(codes(&src), Vec::<&str>::new());
}

#[test]
fn one_level_more_is_a_diagnostic() {
    assert_eq!(codes(&format!("x = {}1\n", "-".repeat(250))), ["E0010"]);
    assert_eq!(
        codes(&format!("x = {}1{}\n", "(".repeat(201), ")".repeat(201))),
        ["E0010"]
    );
    let mut src = String::new();
    for i in 0..101 {
        src.push_str(&format!("{}if True:\n", " ".repeat(i)));
    }
    src.push_str(&format!("{}x = 1\n", " ".repeat(101)));
    assert_eq!(codes(&src).first(), Some(&"E0010"));
}

// Limits inside one operation, in-process through the engine (no
// counting allocator here, so memory is only the single-result cap; the
// bombs in `tests/bombs/` run the binary, which counts every allocation).

use lackpy::engine::{Grade, Kit, Limits, Program, ProgramReport, RunOptions, Value};

fn run_with(src: &str, kit: &Kit, limits: Limits) -> ProgramReport {
    let program = Program::compile(src, kit, &[]).expect("compiles");
    program.run(
        kit,
        RunOptions {
            limits,
            ..RunOptions::new()
        },
    )
}

fn error_of(r: &ProgramReport) -> (String, String) {
    let e = r.error.as_ref().expect("the run failed");
    (e.kind.clone(), e.message.clone())
}

const SHARED: &str = "x = [1]\ny = [1]\nfor i in range(60):\n    x = [x, x]\n    y = [y, y]\n";

#[test]
fn a_comparison_of_shared_structure_is_stopped_by_fuel() {
    let limits = Limits {
        fuel: 1_000_000,
        ..Limits::default()
    };
    let r = run_with(
        &format!("{SHARED}print('before')\nprint(x == y)\n"),
        &Kit::empty(),
        limits,
    );
    let (kind, msg) = error_of(&r);
    assert_eq!(kind, "LimitExceeded");
    assert!(msg.starts_with("fuel:"), "{msg}");
    assert_eq!(r.stdout, "before\n", "the output so far is kept");
    // The native work counted as fuel: the run stopped near the limit.
    assert!(r.stats.instructions > 1_000_000, "{}", r.stats.instructions);
    assert!(r.stats.instructions < 2_000_000, "{}", r.stats.instructions);
}

#[test]
fn printing_shared_structure_stops_at_the_output_limit() {
    let limits = Limits {
        output: 10_000,
        ..Limits::default()
    };
    let r = run_with(
        &format!("{SHARED}print('before')\nprint(x)\n"),
        &Kit::empty(),
        limits,
    );
    let (kind, msg) = error_of(&r);
    assert_eq!(kind, "LimitExceeded");
    assert!(msg.starts_with("output:"), "{msg}");
    assert_eq!(r.stdout, "before\n");
}

#[test]
fn str_of_shared_structure_stops_at_the_memory_limit() {
    let limits = Limits {
        memory: 1_000_000,
        ..Limits::default()
    };
    let r = run_with(&format!("{SHARED}s = str(x)\n"), &Kit::empty(), limits);
    let (kind, msg) = error_of(&r);
    assert_eq!(kind, "LimitExceeded");
    assert!(msg.starts_with("memory:"), "{msg}");
}

#[test]
fn a_shared_tuple_key_is_stopped_by_fuel() {
    let limits = Limits {
        fuel: 1_000_000,
        ..Limits::default()
    };
    let src = "t = (1,)\nfor i in range(60):\n    t = (t, t)\nd = {t: 1}\nprint(len(d))\n";
    let r = run_with(src, &Kit::empty(), limits);
    let (kind, msg) = error_of(&r);
    assert_eq!(kind, "LimitExceeded");
    assert!(msg.starts_with("fuel:"), "{msg}");
    assert_eq!(r.stdout, "");
}

#[test]
fn builtins_over_ranges_iterate_lazily_until_fuel_stops_them() {
    for call in [
        "sum(range(1000000000000))",
        "all(range(1, 1000000000000))",
        "min(range(1000000000000))",
        "max(range(1000000000000))",
    ] {
        let limits = Limits {
            fuel: 100_000,
            ..Limits::default()
        };
        let r = run_with(&format!("print({call})\n"), &Kit::empty(), limits);
        let (kind, msg) = error_of(&r);
        assert_eq!(kind, "LimitExceeded", "{call}: {msg}");
        assert!(msg.starts_with("fuel:"), "{call}: {msg}");
    }
    // Stopped early, they answer at once.
    let r = run_with(
        "print(any(range(1000000000000)), all(range(1000000000000)))\n",
        &Kit::empty(),
        Limits::default(),
    );
    assert_eq!(r.stdout, "True False\n");
}

#[test]
fn too_large_a_result_is_the_memory_limit_never_memory_error() {
    for src in [
        "s = 'x' * 1000000000000\n",
        "xs = [0] * 1000000000000\n",
        "xs = list(range(1000000000000))\n",
        "s = 'a'.ljust(1000000000000)\n",
        "s = f'{1:>{1000000000000}}'\n",
        "x = 3\nfor i in range(100):\n    x = x * x\n",
    ] {
        // A megabyte: the int product passes it long before its work
        // passes the fuel.
        let limits = Limits {
            memory: 1_000_000,
            ..Limits::default()
        };
        let r = run_with(src, &Kit::empty(), limits);
        let (kind, msg) = error_of(&r);
        assert_eq!(kind, "LimitExceeded", "{src}: {msg}");
        assert!(msg.starts_with("memory:"), "{src}: {msg}");
    }
}

#[test]
fn deep_nesting_is_recursion_error_not_a_shortened_text() {
    let deep = "x = []\ny = []\nfor i in range(100000):\n    x = [x]\n    y = [y]\n";
    for (tail, want) in [
        ("s = str(x)\n", "while getting the repr of an object"),
        ("print(x)\n", "while getting the repr of an object"),
        ("s = f'{x}'\n", "while getting the repr of an object"),
        ("print(x == y)\n", "in comparison"),
    ] {
        let r = run_with(&format!("{deep}{tail}"), &Kit::empty(), Limits::default());
        let (kind, msg) = error_of(&r);
        assert_eq!(kind, "RecursionError", "{tail}: {msg}");
        assert!(msg.ends_with(want), "{tail}: {msg}");
    }
    // A real self-reference still prints as CPython prints it.
    let r = run_with(
        "x = [1]\nx.append(x)\nprint(x)\n",
        &Kit::empty(),
        Limits::default(),
    );
    assert_eq!(r.stdout, "[1, [...]]\n");
}

#[test]
fn time_inside_a_tool_counts_toward_the_timeout() {
    let kit = Kit::empty().with_tool("slow", &[], "int", "Take a while", Grade::PURE, |_| {
        std::thread::sleep(std::time::Duration::from_millis(50));
        Ok(Value::Int(1))
    });
    let limits = Limits {
        time: std::time::Duration::from_millis(10),
        ..Limits::default()
    };
    let r = run_with("n = slow()\nprint('after')\n", &kit, limits);
    let (kind, msg) = error_of(&r);
    assert_eq!(kind, "LimitExceeded");
    assert!(msg.starts_with("time:"), "{msg}");
    // Stopped as the tool returned, not some instructions later.
    assert_eq!(r.stdout, "");
}

/// A loop's back edge runs the next `ForNext` of a list in the same
/// dispatch as the `Jump` (as it does for a range): each instruction is
/// still counted as fuel, and the last unit of fuel stops the run at the
/// same instruction, fused or not.
#[test]
fn fused_loop_steps_over_lists_count_every_instruction() {
    let run = |n: usize, fuel: u64| {
        let src = format!(
            "xs = list(range({n}))\nys = [x for x in xs]\nfor y in ys:\n    z = y\nlen(ys)\n"
        );
        run_with(
            &src,
            &Kit::empty(),
            Limits {
                fuel,
                ..Limits::default()
            },
        )
    };
    let small = run(1000, 1_000_000);
    let middle = run(2000, 1_000_000);
    let large = run(3000, 1_000_000);
    assert!(small.success && middle.success && large.success);
    // Every item costs the same: the comprehension's ForNext, ListAppend
    // and Jump, the loop's ForNext, Move and Jump (and the snapshots'
    // native work), whether a step was fused or not.
    let per_1000 = middle.stats.instructions - small.stats.instructions;
    assert_eq!(
        large.stats.instructions - middle.stats.instructions,
        per_1000
    );
    assert!(per_1000 >= 6 * 1000, "{per_1000}");
    let exact = large.stats.instructions;
    assert!(run(3000, exact).success);
    for fuel in [exact - 1, exact / 2, exact / 2 + 1, exact / 3] {
        let r = run(3000, fuel);
        assert!(!r.success, "fuel {fuel} of {exact} was enough");
        assert_eq!(error_of(&r).0, "LimitExceeded", "fuel {fuel}");
    }
}
