//! The literate reader on arbitrary bytes: the cell split, the document
//! checker and compiler give diagnostics, never a panic, and a document
//! that compiles runs within small limits.
#![no_main]
use libfuzzer_sys::fuzz_target;

// The binaries' allocator (its per-thread cache of freed blocks included):
// what runs here is what they run.
#[global_allocator]
static ALLOC: lackpy::alloc::Counting = lackpy::alloc::Counting;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = lackpy::syntax::decode_source(data) else { return };
    let _ = lackpy::literate::is_document(&src);
    let _ = lackpy::literate::parse(&src);
    let kit = lackpy::kit::Kit::empty();
    let report = lackpy::literate::check_document(&src, &kit, &[], &[]);
    for d in &report.errors {
        assert!(d.span.start <= d.span.end && (d.span.end as usize) <= src.len());
    }
    if let Ok(doc) = lackpy::literate::compile_document(&src, "f.md", &kit, &[]) {
        let limits = lackpy::vm::Limits {
            fuel: 50_000,
            time: std::time::Duration::from_millis(200),
            ..lackpy::vm::Limits::default()
        };
        let _ = lackpy::pipeline::run_module(&doc.module, &[], &mut lackpy::vm::NoTools, limits, false);
    }
});
