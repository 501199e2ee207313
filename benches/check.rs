//! Benchmarks of the front end: lex + parse + check (and check + compile) of a generated
//! 10,000-line program (benches/data/check_10k.py, written by
//! benches/gen_check_program.py). `benches/compare_parse.py` runs this and
//! times CPython's `ast.parse` and `compile` on the same file in one run.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

use lackpy::check::check_source;
use lackpy::kit::Kit;

fn front_end(c: &mut Criterion) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/data/check_10k.py");
    let src = std::fs::read_to_string(path).expect("run benches/gen_check_program.py first");
    let kit = Kit::default_kit();
    assert!(
        check_source(&src, &kit, &[], &[]).is_valid(),
        "the benchmark program must be valid"
    );
    let mut g = c.benchmark_group("front_end");
    g.throughput(Throughput::Bytes(src.len() as u64));
    g.sample_size(30);
    g.bench_function("check_10k", |b| {
        b.iter(|| check_source(std::hint::black_box(&src), &kit, &[], &[]))
    });
    g.bench_function("compile_10k", |b| {
        b.iter(|| {
            lackpy::pipeline::compile_source(
                std::hint::black_box(&src),
                "check_10k.py",
                &kit,
                &[],
                &[],
            )
            .is_ok()
        })
    });
    g.bench_function("parse_10k", |b| {
        b.iter(|| lackpy::syntax::parse(std::hint::black_box(&src)))
    });
    g.finish();
}

criterion_group!(benches, front_end);
criterion_main!(benches);
