//! VM benchmarks: each program in benches/programs, compiled once, run
//! in-process. `benches/compare_vm.py` runs these and times CPython's
//! `exec` of the same code objects in the same run.

use criterion::{criterion_group, criterion_main, Criterion};

use lackpy::kit::Kit;
use lackpy::pipeline::{compile_source, run_module};
use lackpy::vm::{Limits, NoTools};

fn programs(c: &mut Criterion) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/programs");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("benches/programs exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .collect();
    files.sort();
    let mut g = c.benchmark_group("vm");
    g.sample_size(10);
    for f in files {
        let name = f
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("?")
            .to_string();
        let src = std::fs::read_to_string(&f).expect("program readable");
        let module = compile_source(&src, &name, &Kit::empty(), &[], &[])
            .expect("benchmark programs are valid lackpy");
        g.bench_function(&name, |b| {
            b.iter(|| {
                let out = run_module(&module, &[], &mut NoTools, Limits::default(), false);
                assert!(out.result.is_ok());
                out.stdout
            })
        });
    }
    g.finish();
}

criterion_group!(benches, programs);
criterion_main!(benches);
