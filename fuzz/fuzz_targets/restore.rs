//! `Execution::restore` on arbitrary bytes, and on arbitrary bodies sealed
//! in a good envelope (the checksum stops almost every mutation at the
//! envelope otherwise): a paused run read back from bytes is refused or
//! resumed, never a panic. A restored run is answered until it ends.
#![no_main]
use lackpy::engine::{Answer, Execution, Grade, Kit, Step, Value};
use libfuzzer_sys::fuzz_target;

#[global_allocator]
static ALLOC: lackpy::alloc::Counting = lackpy::alloc::Counting;

fn kit() -> Kit {
    Kit::empty().with_external("ask", &["question", "hint = None"], "str", "Ask", Grade::new(1, 1))
}

fn resume(bytes: &[u8]) {
    let Ok(mut run) = Execution::restore(bytes, &kit()) else {
        return;
    };
    for _ in 0..16 {
        match run.step() {
            Step::Done(_) => return,
            Step::Call(c) => {
                if run.resume(c.id, Answer::Value(Value::Int(1))).is_err() {
                    return;
                }
            }
        }
    }
}

fuzz_target!(|data: &[u8]| {
    resume(data);
    resume(&lackpy::snapshot::seal(data));
    resume(&lackpy::snapshot::seal(&[b"EXEC".as_slice(), data].concat()));
});
