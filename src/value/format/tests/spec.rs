//! `format(value, spec)`: the format-spec mini-language.

use super::*;

/// `.Nf` takes a shortcut when x * 10^N is exact; it must agree with
/// the exact algorithm (round-half-even on the binary value) everywhere.
#[test]
fn fixed_precision_shortcut_matches_the_exact_algorithm() {
    for i in -3000i64..3000 {
        let i = i as f64;
        for x in [
            i * 0.5,
            i * 0.25,
            i * 0.1,
            i * 0.125,
            i / 3.0,
            i * 1e6,
            i * 1e-3,
        ] {
            for p in 0..=7usize {
                let want = format!("{:.*}", p, x);
                let got = format_value(&Value::Float(x), &format!(".{p}f"));
                assert_eq!(got.as_deref(), Ok(want.as_str()), "{x:?} with .{p}f");
            }
        }
    }
    assert_eq!(
        format_value(&Value::Float(-0.0), ".1f").as_deref(),
        Ok("-0.0")
    );
}

#[test]
fn py_ints() {
    run_cases("ints", include_str!("data/ints.jsonl"));
}

#[test]
fn py_big_ints() {
    run_cases("big_ints", include_str!("data/big_ints.jsonl"));
}

#[test]
fn py_grouping() {
    run_cases("grouping", include_str!("data/grouping.jsonl"));
}

#[test]
fn py_floats() {
    run_cases("floats", include_str!("data/floats.jsonl"));
}

#[test]
fn py_strings() {
    run_cases("strings", include_str!("data/strings.jsonl"));
}

#[test]
fn py_other_types() {
    run_cases("other_types", include_str!("data/other_types.jsonl"));
}

#[test]
fn py_spec_errors() {
    run_cases("spec_errors", include_str!("data/spec_errors.jsonl"));
}

/// An int without a spec is written straight into its str: the same text
/// as `format_value` (and `str()`), for every width of number.
#[test]
fn format_to_str_writes_ints_as_format_value_does() {
    use crate::value::format::format_to_str;
    for i in [
        0,
        7,
        -7,
        10,
        -10,
        12345,
        i64::MAX,
        i64::MIN,
        i64::MIN + 1,
        1 << 53,
    ] {
        let v = Value::Int(i);
        let s = format_to_str(&v, "").expect("formats");
        assert_eq!(s.as_str(), i.to_string());
        assert_eq!(s.as_str(), format_value(&v, "").expect("formats"));
        assert!(s.is_ascii());
    }
    let f = format_to_str(&Value::Float(0.5), ".1f").expect("formats");
    assert_eq!(f.as_str(), "0.5");
    let e = format_to_str(&Value::Int(5), ">3").expect("formats");
    assert_eq!(e.as_str(), "  5");
    let u = format_to_str(&Value::str("é"), "^3").expect("formats");
    assert_eq!((u.as_str(), u.char_len()), (" é ", 3));
}

/// `decimal_digits` writes what `u64`'s `Display` writes, at every length.
#[test]
fn decimal_digits_match_display() {
    use crate::value::format::decimal_digits;
    let mut n = 1u64;
    let mut cases = vec![0, u64::MAX];
    while let Some(m) = n.checked_mul(10) {
        cases.extend([n - 1, n, n + 1]);
        n = m;
    }
    for n in cases {
        let mut buf = [0u8; 20];
        let at = decimal_digits(n, &mut buf);
        assert_eq!(std::str::from_utf8(&buf[at..]), Ok(n.to_string().as_str()));
    }
}
