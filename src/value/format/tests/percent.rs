//! printf-style `fmt % args`.

use super::*;

#[test]
fn py_printf() {
    run_cases("printf", include_str!("data/printf.jsonl"));
}
