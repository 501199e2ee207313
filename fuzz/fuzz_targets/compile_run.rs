//! Whatever checks must compile and run, within small limits, without panicking.
#![no_main]
use libfuzzer_sys::fuzz_target;

// The binaries' allocator (its per-thread cache of freed blocks included):
// what runs here is what they run.
#[global_allocator]
static ALLOC: lackpy::alloc::Counting = lackpy::alloc::Counting;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = lackpy::syntax::decode_source(data) else { return };
    let kit = lackpy::kit::Kit::empty();
    if let Ok(module) = lackpy::pipeline::compile_source(&src, "f.py", &kit, &[], &[]) {
        let limits = lackpy::vm::Limits {
            fuel: 50_000,
            time: std::time::Duration::from_millis(200),
            ..lackpy::vm::Limits::default()
        };
        let _ = lackpy::pipeline::run_module(&module, &[], &mut lackpy::vm::NoTools, limits, false);
    }
});
