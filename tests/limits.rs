//! The nesting limits hold in-process, in a test thread's small stack: the
//! deepest programs the parser accepts are checked without overflow, and one
//! level more is a diagnostic.

mod common;

fn codes(src: &str) -> Vec<&'static str> {
    common::check(src)
        .errors
        .iter()
        .map(|d| d.code.as_str())
        .collect()
}

#[test]
fn deepest_accepted_expressions_check_in_a_small_stack() {
    let unary = format!("x = {}1\nx\n", "-".repeat(190));
    assert_eq!(codes(&unary), Vec::<&str>::new());
    let lists = format!("x = {}1{}\nx\n", "[".repeat(190), "]".repeat(190));
    assert_eq!(codes(&lists), Vec::<&str>::new());
    let calls = format!("x = {}1{}\nx\n", "len([".repeat(95), "])".repeat(95));
    assert_eq!(codes(&calls), Vec::<&str>::new());
    let sum = format!("x = 1{}\nx\n", " + 1".repeat(190));
    assert_eq!(codes(&sum), Vec::<&str>::new());
    let fstr = format!("x = 1\ny = f\"{{{}x}}\"\ny\n", "-".repeat(190));
    assert_eq!(codes(&fstr), Vec::<&str>::new());
}

#[test]
fn deepest_accepted_blocks_check_in_a_small_stack() {
    let mut src = String::new();
    for i in 0..99 {
        src.push_str(&format!("{}for i{i} in range(2):\n", "  ".repeat(i)));
    }
    src.push_str(&format!("{}x = -(-(-(1)))\n", "  ".repeat(99)));
    assert_eq!(codes(&src), Vec::<&str>::new());
}

#[test]
fn one_level_more_is_a_diagnostic() {
    assert_eq!(codes(&format!("x = {}1\n", "-".repeat(250))), ["E0010"]);
    assert_eq!(
        codes(&format!("x = {}1{}\n", "(".repeat(201), ")".repeat(201))),
        ["E0010"]
    );
    let mut src = String::new();
    for i in 0..101 {
        src.push_str(&format!("{}if True:\n", " ".repeat(i)));
    }
    src.push_str(&format!("{}x = 1\n", " ".repeat(101)));
    assert_eq!(codes(&src).first(), Some(&"E0010"));
}
