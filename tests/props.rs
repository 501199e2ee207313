//! Property tests: nothing a user or a model can type panics the lexer,
//! parser or checker, and every diagnostic's span lies inside the source on
//! character boundaries.

mod common;

use proptest::prelude::*;

use lackpy::syntax::decode_source;

fn assert_sound(src: &str) {
    let r = common::check(src);
    for d in &r.errors {
        let (s, e) = (d.span.start as usize, d.span.end as usize);
        assert!(
            s <= e && e <= src.len(),
            "span {s}..{e} outside a {}-byte source: {d:?}",
            src.len()
        );
        assert!(
            src.is_char_boundary(s) && src.is_char_boundary(e),
            "span {s}..{e} splits a character: {d:?}"
        );
        assert!(!d.message.is_empty());
    }
    // Rendering must not panic either, in either style.
    let _ = lackpy::diag::render("p.py", src, &r.errors, false);
    // What checks must compile and run (under a small fuel budget) without panicking.
    if r.is_valid() {
        let kit = lackpy::kit::Kit::default_kit();
        let module = lackpy::pipeline::compile_source(src, "p.py", &kit, &[], &[])
            .expect("a checked program compiles");
        let limits = lackpy::vm::Limits {
            fuel: 20_000,
            ..lackpy::vm::Limits::default()
        };
        let _ = lackpy::pipeline::run_module(&module, &[], &mut lackpy::vm::NoTools, limits, false);
    }
}

/// Pieces of Python, valid and not, to build token soups from.
const VOCAB: &[&str] = &[
    "x",
    "y",
    "items",
    "read_file",
    "len",
    "sorted",
    "print",
    "open",
    "range",
    "d",
    "key",
    "__class__",
    "match",
    "type",
    "if",
    "elif",
    "else",
    "for",
    "in",
    "not",
    "and",
    "or",
    "is",
    "with",
    "as",
    "lambda",
    "while",
    "def",
    "class",
    "import",
    "from",
    "try",
    "except",
    "finally",
    "raise",
    "return",
    "yield",
    "await",
    "async",
    "del",
    "pass",
    "break",
    "continue",
    "global",
    "assert",
    "True",
    "False",
    "None",
    "0",
    "1",
    "42",
    "0x1f",
    "1_000",
    "3.14",
    "1e9",
    "1j",
    "007",
    "'s'",
    "\"t\"",
    "'''u'''",
    "r'\\d'",
    "b'x'",
    "f'{x}'",
    "f\"{x!r:>{y}}\"",
    "f'{'",
    "f'}'",
    "'open",
    "+",
    "-",
    "*",
    "/",
    "//",
    "%",
    "**",
    "@",
    "&",
    "|",
    "^",
    "~",
    "<<",
    ">>",
    ":=",
    "<",
    ">",
    "<=",
    ">=",
    "==",
    "!=",
    "=",
    "+=",
    "-=",
    "**=",
    "->",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    ".",
    "...",
    ";",
    "\\",
    "\n",
    "\n    ",
    "\n        ",
    "\n\t",
    "#c\n",
    " ",
    "$",
    "\u{201c}",
    "é",
    "\r\n",
    "\x0c",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, .. ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(src in "\\PC{0,200}") {
        assert_sound(&src);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        match decode_source(&bytes) {
            Ok(src) => assert_sound(&src),
            Err((d, lossy)) => {
                prop_assert!((d.span.end as usize) <= lossy.len());
                let _ = lackpy::diag::render("p.py", &lossy, &[d], false);
            }
        }
    }

    #[test]
    fn token_soup_never_panics(picks in proptest::collection::vec(0..VOCAB.len(), 0..80), sep in 0..3usize) {
        let joiner = [" ", "", "\n"][sep];
        let src: Vec<&str> = picks.iter().map(|&i| VOCAB[i]).collect();
        assert_sound(&src.join(joiner));
    }

    /// Damage a valid program at one place: still no panic, and the
    /// result is a program or diagnostics, never both empty-handed.
    #[test]
    fn damaged_valid_programs_never_panic(file in 0usize..1000, at in any::<prop::sample::Index>(), piece in 0..VOCAB.len(), delete in any::<bool>()) {
        let files = common::corpus("tests/corpus/valid");
        let src = common::read(&files[file % files.len()]);
        let mut cut = at.index(src.len() + 1);
        while !src.is_char_boundary(cut) {
            cut -= 1;
        }
        let mut damaged = src[..cut].to_string();
        if !delete {
            damaged.push_str(VOCAB[piece]);
        }
        let rest_from = if delete { (cut + 1).min(src.len()) } else { cut };
        let mut rest_from = rest_from;
        while !src.is_char_boundary(rest_from) {
            rest_from += 1;
        }
        damaged.push_str(&src[rest_from..]);
        assert_sound(&damaged);
    }
}
