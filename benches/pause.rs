//! Snapshots of a paused program: the time to snapshot and to restore a
//! small state (paused at its first call) and a large one (paused after
//! building a 100,000-item list and a 20,000-key dict, with a thousand
//! answered calls in its trace), and each snapshot's size, printed once.
//! Also a round of pause and resume against the same calls answered
//! inline, for the cost of a pause itself.

use criterion::{criterion_group, criterion_main, Criterion};

use lackpy::engine::{Answer, Execution, Grade, Kit, Program, RunOptions, Step, Value};

const SMALL: &str = "r = ask('which file?')\nprint(r)\n";
const LARGE: &str = "\
xs = [i * 3 for i in range(100000)]
d = {str(i): [i, str(i)] for i in range(20000)}
for i in range(1000):
    ask(str(i))
ask('last')
";
const ROUNDS: &str = "for i in range(1000):\n    ask(i)\n";

fn kit() -> Kit {
    Kit::empty().with_external("ask", &["q"], "str", "Ask", Grade::new(1, 1))
}

/// A run of `src` paused at the call after `answered` answered ones.
fn paused(src: &str, answered: usize) -> Execution {
    let p = Program::compile(src, &kit(), &[]).expect("compiles");
    let mut run = p.start(&kit(), RunOptions::new()).expect("starts");
    for _ in 0..answered {
        let Step::Call(c) = run.step() else {
            panic!("pauses")
        };
        run.resume(c.id, Answer::Value(Value::None))
            .expect("resumes");
    }
    run.step();
    run
}

fn snapshots(c: &mut Criterion) {
    let mut g = c.benchmark_group("snapshot");
    g.sample_size(10);
    for (name, src, answered) in [("small", SMALL, 0), ("large", LARGE, 1000)] {
        let run = paused(src, answered);
        let bytes = run.snapshot().expect("snapshots");
        eprintln!("snapshot {name}: {} bytes", bytes.len());
        g.bench_function(format!("{name}_snapshot"), |b| {
            b.iter(|| run.snapshot().unwrap().len())
        });
        g.bench_function(format!("{name}_restore"), |b| {
            b.iter(|| {
                Execution::restore(&bytes, &kit())
                    .unwrap()
                    .pending()
                    .map(|c| c.id)
            })
        });
    }
    // 1,000 pauses answered by the host, against the same 1,000 calls
    // answered inline by a kit tool.
    let inline = Kit::empty().with_tool("ask", &["q"], "str", "Ask", Grade::new(1, 1), |_| {
        Ok(Value::None)
    });
    let p = Program::compile(ROUNDS, &kit(), &[]).unwrap();
    g.bench_function("pause_resume_1000", |b| {
        b.iter(|| {
            let run = p.start(&kit(), RunOptions::new()).unwrap();
            run.drive(|_| Answer::Value(Value::None)).0.success
        })
    });
    let q = Program::compile(ROUNDS, &inline, &[]).unwrap();
    g.bench_function("inline_1000", |b| {
        b.iter(|| q.run(&inline, RunOptions::new()).success)
    });
    g.finish();
}

criterion_group!(benches, snapshots);
criterion_main!(benches);
