//! The .lpyc loader on arbitrary bytes; whatever validates also runs.
#![no_main]
use libfuzzer_sys::fuzz_target;

// The binaries' allocator (its per-thread cache of freed blocks included):
// what runs here is what they run.
#[global_allocator]
static ALLOC: lackpy::alloc::Counting = lackpy::alloc::Counting;

fuzz_target!(|data: &[u8]| {
    if let Ok(module) = lackpy::bytecode::decode(data) {
        let limits = lackpy::vm::Limits { fuel: 50_000, ..lackpy::vm::Limits::default() };
        let _ = lackpy::pipeline::run_module(&module, &[], &mut lackpy::vm::NoTools, limits, false);
    }
});
