//! Programs that pause at a host call: external tools, approvals,
//! snapshots that resume elsewhere, and limits that hold across pauses.
//! Each run that pauses is compared with a straight run of the same
//! program where a kit tool of the same name gives the same answers.

use lackpy::engine::{
    Answer, Execution, Grade, Kit, LimitOverrides, Phase, Program, ProgramReport, Root, RunOptions,
    Step, Value,
};

fn ask_kit() -> Kit {
    Kit::empty().with_external(
        "ask",
        &["question", "hint = None"],
        "str",
        "Ask a person",
        Grade::new(1, 1),
    )
}

/// The same tool, answering at once: `ask(q)` is `q.upper()`.
fn ask_inline_kit() -> Kit {
    Kit::empty().with_tool(
        "ask",
        &["question", "hint = None"],
        "str",
        "Ask a person",
        Grade::new(1, 1),
        |args| Ok(Value::str(lackpy::value::to_str(&args[0]).to_uppercase())),
    )
}

fn answer_of(args: &[Value]) -> Answer {
    Answer::Value(Value::str(lackpy::value::to_str(&args[0]).to_uppercase()))
}

/// Drive `run` to its end, answering each call as the inline tool would.
fn drive(mut run: Execution) -> (ProgramReport, usize) {
    let mut pauses = 0;
    loop {
        match run.step() {
            Step::Done(r) => return (r, pauses),
            Step::Call(c) => {
                pauses += 1;
                run.resume(c.id, answer_of(&c.args)).expect("resumes");
            }
        }
    }
}

/// What a report says apart from its timings.
fn essence(r: &ProgramReport) -> serde_json::Value {
    let mut j = r.to_json();
    j.as_object_mut().unwrap().remove("stats");
    for t in j["trace"].as_array_mut().unwrap() {
        let t = t.as_object_mut().unwrap();
        for timing in ["duration_ms", "started_ms", "ended_ms"] {
            t.remove(timing);
        }
    }
    j
}

const PROGRAM: &str = "\
names = ['a', 'b', 'c']
first = ask('start?')
got = [ask(n) for n in names if n != 'b']
total = 0
for i in range(3):
    total += len(ask(str(i) * i, hint=i))
pairs = {n: [ask(n + m) for m in 'xy'] for n in names}
print(first, got, total)
(first, got, total, pairs)
";

#[test]
fn a_paused_run_answers_as_a_straight_run() {
    let p = Program::compile(PROGRAM, &ask_kit(), &[]).unwrap();
    let (paused, pauses) = drive(p.start(&ask_kit(), RunOptions::new()).unwrap());
    let straight = Program::compile(PROGRAM, &ask_inline_kit(), &[])
        .unwrap()
        .run(&ask_inline_kit(), RunOptions::new());
    assert!(straight.success, "{:?}", straight.error);
    assert_eq!(pauses, 1 + 2 + 3 + 6);
    assert_eq!(essence(&paused), essence(&straight));
    assert_eq!(paused.stats.instructions, straight.stats.instructions);
}

#[test]
fn the_pending_call_says_what_is_asked_and_where() {
    let p = Program::compile("x = 1\ny = ask('q?', hint=x + 1)\ny", &ask_kit(), &[]).unwrap();
    let mut run = p.start(&ask_kit(), RunOptions::new()).unwrap();
    let Step::Call(c) = run.step() else {
        panic!("pauses")
    };
    assert_eq!(c.id, 0);
    assert_eq!(c.tool, "ask");
    assert_eq!(c.args.len(), 1);
    assert_eq!(lackpy::value::to_str(&c.args[0]), "q?");
    assert_eq!(c.kwargs.len(), 1);
    assert_eq!(c.kwargs[0].0, "hint");
    assert!(matches!(c.kwargs[0].1, Value::Int(2)));
    assert_eq!(c.line, 2);
    assert_eq!(c.reason.name(), "external");
    assert_eq!(c.grade, Grade::new(1, 1));
    // Asked again, the same call; a wrong id changes nothing.
    assert!(matches!(run.step(), Step::Call(ref d) if d.id == 0));
    assert!(run.resume(7, Answer::Value(Value::None)).is_err());
    run.resume(0, Answer::Value(Value::str("yes"))).unwrap();
    assert!(run.is_done());
    assert_eq!(run.report().unwrap().output, "yes");
}

#[test]
fn an_error_answer_fails_the_program_at_the_call() {
    let p = Program::compile("a = 1\nb = ask('x')\nb", &ask_kit(), &[]).unwrap();
    let mut run = p.start(&ask_kit(), RunOptions::new()).unwrap();
    let Step::Call(c) = run.step() else {
        panic!("pauses")
    };
    run.resume(c.id, Answer::Error("nobody knows".into()))
        .unwrap();
    let r = run.report().unwrap();
    let e = r.error.as_ref().unwrap();
    assert_eq!(
        (e.kind.as_str(), e.message.as_str()),
        ("ToolError", "nobody knows")
    );
    assert_eq!(e.line, Some(2));
    assert_eq!(r.trace.len(), 1);
    assert!(!r.trace[0].success);
}

#[test]
fn a_run_that_cannot_pause_refuses_an_external_tool_before_anything_runs() {
    let mut kit = ask_kit();
    kit.merge(Kit::resolve("read").unwrap());
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.txt"), "hi").unwrap();
    let p = Program::compile("print(read_file('a.txt'))\nask('x')", &kit, &[]).unwrap();
    let r = p.run(&kit, RunOptions::new().root(Root::new(dir.path()).unwrap()));
    assert!(!r.success);
    assert_eq!(r.error.as_ref().unwrap().kind, "KitError");
    assert!(r
        .error
        .as_ref()
        .unwrap()
        .message
        .contains("external tool ask"));
    assert!(r.trace.is_empty() && r.stdout.is_empty(), "nothing ran");
}

#[test]
fn a_key_lambda_cannot_wait_for_the_host() {
    let p = Program::compile("sorted(['b', 'a'], key=lambda s: ask(s))", &ask_kit(), &[]).unwrap();
    let mut run = p.start(&ask_kit(), RunOptions::new()).unwrap();
    let Step::Done(r) = run.step() else {
        panic!("fails without pausing")
    };
    let e = r.error.unwrap();
    assert_eq!(e.kind, "ToolError");
    assert!(e.message.contains("key= lambda"), "{}", e.message);
    assert!(
        e.message.contains("compute the keys first"),
        "{}",
        e.message
    );
}

fn edit_run(approve: Option<bool>) -> (ProgramReport, bool) {
    let dir = tempfile::tempdir().unwrap();
    let kit = Kit::resolve("edit").unwrap();
    let p = Program::compile(
        "x = read_file('in.txt')\nwrite_file('out.txt', x)\n'written'",
        &kit,
        &[],
    )
    .unwrap();
    std::fs::write(dir.path().join("in.txt"), "hello").unwrap();
    let options = RunOptions::new()
        .root(Root::new(dir.path()).unwrap())
        .approve_above(Grade::new(2, 2));
    let report = match approve {
        None => p.run(&kit, options),
        Some(yes) => {
            let mut run = p.start(&kit, options).unwrap();
            let Step::Call(c) = run.step() else {
                panic!("pauses for approval")
            };
            assert_eq!(
                (c.tool.as_str(), c.reason.name()),
                ("write_file", "approval")
            );
            assert_eq!(c.line, 2);
            let a = if yes {
                Answer::Approve
            } else {
                Answer::Deny("not today".into())
            };
            run.resume(c.id, a).unwrap();
            run.report().unwrap().clone()
        }
    };
    (report, dir.path().join("out.txt").exists())
}

#[test]
fn a_denied_write_leaves_the_files_untouched() {
    let (r, written) = edit_run(Some(false));
    assert!(!written);
    assert!(!r.success);
    let e = r.error.as_ref().unwrap();
    assert_eq!(e.kind, "ToolError");
    assert!(e.message.contains("denied: not today"), "{}", e.message);
    assert_eq!(r.trace.len(), 2, "read_file ran, write_file did not");
    assert_eq!(r.trace[0].status, None);
    assert_eq!(r.trace[1].status, Some("denied"));
    assert_eq!(r.to_json()["trace"][1]["status"], "denied");

    let (r, written) = edit_run(Some(true));
    assert!(r.success && written, "{:?}", r.error);
    assert_eq!(r.trace[1].status, None);

    // Program::run has no one to ask: it denies.
    let (r, written) = edit_run(None);
    assert!(!written && !r.success);
    assert_eq!(r.trace[1].status, Some("denied"));
}

#[test]
fn an_external_tool_cannot_be_approved() {
    let p = Program::compile("ask('x')", &ask_kit(), &[]).unwrap();
    let mut run = p.start(&ask_kit(), RunOptions::new()).unwrap();
    let Step::Call(c) = run.step() else {
        panic!("pauses")
    };
    let e = run.resume(c.id, Answer::Approve).unwrap_err();
    assert!(e.0.contains("external tool"), "{e}");
    // Still paused at the same call.
    assert_eq!(run.pending().unwrap().id, c.id);
}

/// Pause at the first call, snapshot, restore, answer, as another process
/// would (nothing is shared with the first execution but the bytes).
#[test]
fn a_snapshot_resumes_where_it_paused() {
    let p = Program::compile(PROGRAM, &ask_kit(), &[]).unwrap();
    let mut run = p.start(&ask_kit(), RunOptions::new()).unwrap();
    // Answer a few calls first, so that there is output, a trace, and a
    // comprehension's frame to keep.
    for _ in 0..3 {
        let Step::Call(c) = run.step() else {
            panic!("pauses")
        };
        run.resume(c.id, answer_of(&c.args)).unwrap();
    }
    let bytes = run.snapshot().unwrap();
    let pending = run.pending().unwrap().clone();
    let restored = Execution::restore(&bytes, &ask_kit()).unwrap();
    assert_eq!(restored.pending().unwrap().id, pending.id);
    assert_eq!(restored.pending().unwrap().line, pending.line);
    let (from_snapshot, _) = drive(restored);
    let (straight, _) = drive(run);
    assert_eq!(essence(&from_snapshot), essence(&straight));
    assert!(straight.success);
}

#[test]
fn one_snapshot_restored_twice_gives_two_executions() {
    let src = "xs = [1, 2]\nys = xs\nys.append(ask('n'))\n(xs, ys is xs)";
    let p = Program::compile(src, &ask_kit(), &[]).unwrap();
    let mut run = p.start(&ask_kit(), RunOptions::new()).unwrap();
    run.step();
    let bytes = run.snapshot().unwrap();
    let mut a = Execution::restore(&bytes, &ask_kit()).unwrap();
    let mut b = Execution::restore(&bytes, &ask_kit()).unwrap();
    a.resume(0, Answer::Value(Value::Int(3))).unwrap();
    b.resume(0, Answer::Value(Value::str("z"))).unwrap();
    assert_eq!(
        a.report().unwrap().repr.as_deref(),
        Some("([1, 2, 3], True)")
    );
    assert_eq!(
        b.report().unwrap().repr.as_deref(),
        Some("([1, 2, 'z'], True)")
    );
}

#[test]
fn a_program_paused_at_its_first_call_snapshots_small() {
    let p = Program::compile("r = ask('which file?')\nprint(r)", &ask_kit(), &[]).unwrap();
    let mut run = p.start(&ask_kit(), RunOptions::new()).unwrap();
    run.step();
    let bytes = run.snapshot().unwrap();
    assert!(bytes.len() < 4096, "{} bytes", bytes.len());
}

#[test]
fn damaged_snapshots_are_refused() {
    let p = Program::compile(PROGRAM, &ask_kit(), &[]).unwrap();
    let mut run = p.start(&ask_kit(), RunOptions::new()).unwrap();
    run.step();
    let bytes = run.snapshot().unwrap();
    for cut in [0, 1, 8, 12, 20, bytes.len() / 2, bytes.len() - 1] {
        let e = Execution::restore(&bytes[..cut], &ask_kit()).err().unwrap();
        assert_eq!(e.phase, Phase::CorruptSnapshot, "cut at {cut}");
    }
    for at in (0..bytes.len()).step_by(7) {
        let mut b = bytes.clone();
        b[at] ^= 0x10;
        let e = Execution::restore(&b, &ask_kit()).err().unwrap();
        assert_eq!(
            e.phase,
            Phase::CorruptSnapshot,
            "flip at {at}: {}",
            e.message
        );
    }
    let mut other = bytes.clone();
    other[8] = 99; // the format version
    let e = Execution::restore(&other, &ask_kit()).err().unwrap();
    assert!(e.message.contains("version"), "{}", e.message);
    // A kit without the tool the program calls is refused as for a run.
    let e = Execution::restore(&bytes, &Kit::empty()).err().unwrap();
    assert_eq!(e.phase, Phase::Binding);
    // Only a paused run has a snapshot.
    let done = Program::compile("1", &Kit::empty(), &[]).unwrap();
    let mut d = done.start(&Kit::empty(), RunOptions::new()).unwrap();
    d.step();
    assert!(d.snapshot().is_err());
}

const WORKER: &str = "\
total = 0
for r in range(3):
    for i in range(2000):
        total += i
    ask(str(r))
total
";

fn worker_run(limits: LimitOverrides, snapshot_between: bool) -> ProgramReport {
    let p = Program::compile(WORKER, &ask_kit(), &[]).unwrap();
    let mut run = p
        .start(&ask_kit(), RunOptions::new().limits(limits.limits(None)))
        .unwrap();
    loop {
        match run.step() {
            Step::Done(r) => return r,
            Step::Call(c) => {
                if snapshot_between {
                    run = Execution::restore(&run.snapshot().unwrap(), &ask_kit()).unwrap();
                }
                run.resume(c.id, answer_of(&c.args)).unwrap();
            }
        }
    }
}

#[test]
fn fuel_carries_across_pauses_and_snapshots() {
    let free = worker_run(LimitOverrides::default(), false);
    assert!(free.success);
    let used = free.stats.instructions;
    // Enough for two rounds but not three.
    let fuel = used * 3 / 4;
    for snapshot in [false, true] {
        let r = worker_run(
            LimitOverrides {
                fuel: Some(fuel),
                ..Default::default()
            },
            snapshot,
        );
        let e = r.error.as_ref().expect("out of fuel");
        assert_eq!(e.kind, "LimitExceeded", "{e:?}");
        assert!(e.message.contains("fuel"), "{}", e.message);
        assert_eq!(
            r.trace.len(),
            2,
            "two calls answered before the fuel ran out"
        );
    }
}

#[test]
fn output_carries_across_pauses() {
    let src = "for i in range(3):\n    print('x' * 40)\n    ask('go')\n";
    let p = Program::compile(src, &ask_kit(), &[]).unwrap();
    let limits = LimitOverrides {
        output: Some(100),
        ..Default::default()
    };
    let run = p
        .start(&ask_kit(), RunOptions::new().limits(limits.limits(None)))
        .unwrap();
    let (r, pauses) = drive(run);
    assert_eq!(pauses, 2);
    assert_eq!(r.error.as_ref().unwrap().kind, "LimitExceeded");
    assert!(r.error.as_ref().unwrap().message.contains("output"));
}

#[test]
fn waiting_for_the_host_is_not_run_time() {
    let p = Program::compile("ask('a')\nask('b')\n1", &ask_kit(), &[]).unwrap();
    let limits = LimitOverrides {
        timeout_secs: Some(0.3),
        ..Default::default()
    };
    let mut run = p
        .start(&ask_kit(), RunOptions::new().limits(limits.limits(None)))
        .unwrap();
    for _ in 0..2 {
        let Step::Call(c) = run.step() else {
            panic!("pauses")
        };
        std::thread::sleep(std::time::Duration::from_millis(200));
        run.resume(c.id, Answer::Value(Value::None)).unwrap();
    }
    let r = run.report().unwrap();
    assert!(r.success, "{:?}", r.error);
}

#[test]
fn pauses_are_limited() {
    let p = Program::compile("for i in range(10):\n    ask(str(i))\n", &ask_kit(), &[]).unwrap();
    let options = RunOptions {
        max_pauses: 4,
        ..RunOptions::new()
    };
    let (r, pauses) = drive(p.start(&ask_kit(), options).unwrap());
    assert_eq!(pauses, 4);
    let e = r.error.unwrap();
    assert_eq!(e.kind, "LimitExceeded");
    assert!(e.message.contains("pauses"), "{}", e.message);
    assert_eq!(e.line, Some(2));
}
