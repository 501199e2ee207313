//! Rendering a 200-cell literate document: compile (parse, check, lower)
//! and run as one module, and the kernel's cell-by-cell run, in-process.

use criterion::{criterion_group, criterion_main, Criterion};

use lackpy::kit::Kit;
use lackpy::literate::compile_document;
use lackpy::literate::driver::Driver;
use lackpy::literate::kernel::Kernel;
use lackpy::pipeline::run_module;
use lackpy::vm::{Limits, NoTools};

fn document() -> String {
    let mut doc = String::from("---\necho: false\n---\n# Report\n\n");
    for i in 0..100 {
        doc.push_str(&format!(
            "```lackpy @hidden\nrow{i} = [x * {i} for x in range(20) if x % 3 != 0]\ntotal{i} = sum(row{i})\n```\n\n"
        ));
        doc.push_str(&format!("Section {i}: {{len(row{i})}} values, total {{total{i}:,}}, mean {{total{i} / len(row{i}):.2f}}.\n\n"));
    }
    doc
}

fn render(c: &mut Criterion) {
    let doc = document();
    let kit = Kit::empty();
    c.bench_function("literate/compile_200_cells", |b| {
        b.iter(|| {
            compile_document(std::hint::black_box(&doc), "doc.md", &kit, &[]).map(|d| d.cells)
        })
    });
    let compiled =
        compile_document(&doc, "doc.md", &kit, &[]).expect("the benchmark document compiles");
    assert_eq!(compiled.cells, 201);
    c.bench_function("literate/run_200_cells", |b| {
        b.iter(|| {
            run_module(
                &compiled.module,
                &[],
                &mut NoTools,
                Limits::default(),
                false,
            )
            .stdout
            .len()
        })
    });
}

/// The whole path `lackpy-vm run doc.md` takes: the whole-document check,
/// then the kernel running cell by cell (each cell checked and compiled
/// against the names bound so far).
fn render_with_kernel(c: &mut Criterion) {
    let doc = document();
    let kit = Kit::empty();
    c.bench_function("literate/render_200_cells", |b| {
        b.iter(|| {
            compile_document(&doc, "doc.md", &kit, &[]).expect("compiles");
            let kernel = Kernel::new(kit.clone(), NoTools, Limits::default(), "doc.md");
            let mut driver = Driver::new(kernel);
            driver
                .run_document(std::hint::black_box(&doc))
                .expect("parses");
            driver.log.rendered().len()
        })
    });
}

criterion_group!(benches, render, render_with_kernel);
criterion_main!(benches);
