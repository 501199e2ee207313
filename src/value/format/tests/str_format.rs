//! `str.format` and `str.format_map`.

use super::*;

#[test]
fn py_str_format() {
    run_cases("str_format", include_str!("data/str_format.jsonl"));
}

#[test]
fn py_format_map() {
    run_cases("format_map", include_str!("data/format_map.jsonl"));
}
