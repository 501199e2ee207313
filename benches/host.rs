//! Host-call overhead: a program making 1,000,000 calls to a no-op tool,
//! traced and untraced, and the same loop without the call as a baseline.
//! `benches/compare_host.py` runs this and the same loops under CPython
//! (a plain function, and a function behind a tracing wrapper).

use criterion::{criterion_group, Criterion};

use lackpy::grade::Grade;
use lackpy::kit::{Kit, KitHost, Root, ToolLimits};
use lackpy::pipeline::{compile_source, run_module};
use lackpy::value::Value;
use lackpy::vm::Limits;

const CALLS: &str = "for i in range(1000000):\n    noop(i)\n";
const BASELINE: &str = "for i in range(1000000):\n    i\n";

fn host_calls(c: &mut Criterion) {
    let kit = Kit::empty().with_tool("noop", &["x"], "None", "does nothing", Grade::PURE, |_| {
        Ok(Value::None)
    });
    let calls = compile_source(CALLS, "calls.py", &kit, &[], &[]).expect("compiles");
    let baseline = compile_source(BASELINE, "baseline.py", &kit, &[], &[]).expect("compiles");
    let root = Root::new(std::path::Path::new(".")).expect("root");
    let mut g = c.benchmark_group("host");
    g.sample_size(10);
    for (name, tracing) in [("calls_traced", true), ("calls_untraced", false)] {
        g.bench_function(name, |b| {
            b.iter(|| {
                let mut host = KitHost::new(kit.clone(), root.clone(), ToolLimits::default());
                host.tracing = tracing;
                let out = run_module(&calls, &[], &mut host, Limits::default(), false);
                assert!(out.result.is_ok());
                host.trace_len()
            })
        });
    }
    g.bench_function("loop_baseline", |b| {
        b.iter(|| {
            let mut host = KitHost::new(kit.clone(), root.clone(), ToolLimits::default());
            run_module(&baseline, &[], &mut host, Limits::default(), false)
                .result
                .is_ok()
        })
    });
    g.finish();
}

/// One run of one of the programs, for an instruction count under
/// `valgrind --tool=callgrind`: `LACKPY_HOST_ONCE=traced|untraced|baseline`.
fn once(which: &str) {
    let kit = Kit::empty().with_tool("noop", &["x"], "None", "does nothing", Grade::PURE, |_| {
        Ok(Value::None)
    });
    let src = if which == "baseline" { BASELINE } else { CALLS };
    let module = compile_source(src, "once.py", &kit, &[], &[]).expect("compiles");
    let root = Root::new(std::path::Path::new(".")).expect("root");
    let mut host = KitHost::new(kit, root, ToolLimits::default());
    host.tracing = which == "traced";
    let out = run_module(&module, &[], &mut host, Limits::default(), false);
    assert!(out.result.is_ok());
    println!("{which}: {} traced calls", host.trace_len());
}

criterion_group!(benches, host_calls);

fn main() {
    if let Ok(which) = std::env::var("LACKPY_HOST_ONCE") {
        once(&which);
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
