//! Lexer, parser and checker on arbitrary bytes: diagnostics, never a panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

// The binaries' allocator (its per-thread cache of freed blocks included):
// what runs here is what they run.
#[global_allocator]
static ALLOC: lackpy::alloc::Counting = lackpy::alloc::Counting;

fuzz_target!(|data: &[u8]| {
    if let Ok(src) = lackpy::syntax::decode_source(data) {
        let kit = lackpy::kit::Kit::default_kit();
        let report = lackpy::check::check_source(&src, &kit, &[], &[]);
        for d in &report.errors {
            assert!(d.span.start <= d.span.end && (d.span.end as usize) <= src.len());
        }
        let _ = lackpy::diag::render("f.py", &src, &report.errors, false);
    }
});
