//! lackpy's deliberate differences from CPython.

use super::*;

#[test]
fn attribute_access_is_refused() {
    let refused = Err((
        ExcKind::ValueError,
        "attribute access in format fields is not supported in lackpy".to_string(),
    ));
    assert_eq!(sf("{0.__class__}", vec![Value::Int(1)], vec![]), refused);
    assert_eq!(sf("{.real}", vec![Value::Int(1)], vec![]), refused);
    assert_eq!(sf("{x.upper}", vec![], vec![("x", s("a"))]), refused);
    assert_eq!(
        sf("{0[0].x}", vec![Value::list(vec![Value::Int(1)])], vec![]),
        refused
    );
    assert_eq!(
        sf("{0[0]}{1.__class__.__mro__}", vec![s("a"), s("b")], vec![]),
        refused
    );
    assert_eq!(
        fm("{a.__class__}", dict(vec![(s("a"), Value::Int(1))])),
        refused
    );
    // What CPython reports before it would look the attribute up comes first.
    assert_eq!(
        sf("{5.__class__}", vec![], vec![]),
        Err((
            ExcKind::IndexError,
            "Replacement index 5 out of range for positional args tuple".to_string()
        ))
    );
    assert_eq!(
        sf("{x.__class__}", vec![], vec![]),
        Err((ExcKind::KeyError, "'x'".to_string()))
    );
    assert_eq!(
        sf("{0.}", vec![Value::Int(1)], vec![]),
        Err((
            ExcKind::ValueError,
            "Empty attribute in format string".to_string()
        ))
    );
    assert_eq!(
        sf("{0[5].x}", vec![Value::list(vec![])], vec![]),
        Err((ExcKind::IndexError, "list index out of range".to_string()))
    );
}

#[test]
fn surrogates_cannot_be_made() {
    let e = (
        ExcKind::ValueError,
        "%c arg is a surrogate (lackpy strings cannot hold surrogates)".to_string(),
    );
    assert_eq!(fmt(Value::Int(0xD800), "c"), Err(e.clone()));
    assert_eq!(pf("%c", Value::Int(0xDFFF)), Err(e));
}

#[test]
fn huge_results_are_refused() {
    // Refused before anything is built, naming the memory limit: never a
    // MemoryError.
    for r in [
        fmt(Value::Int(1), "3000000000"),
        fmt(s("a"), "<3000000000"),
        fmt(Value::Float(1.0), "03000000000"),
        pf("%3000000000d", Value::Int(1)),
    ] {
        let (kind, msg) = r.expect_err("refused");
        assert_eq!(kind, ExcKind::LimitExceeded);
        assert!(
            msg.starts_with("memory: the formatted string would need"),
            "{msg}"
        );
    }
}

#[test]
fn unicode_decimal_digits_count_as_digits() {
    // U+1D7D8..: MATHEMATICAL DOUBLE-STRUCK DIGITS, the third run of ten in a block of fifty.
    assert_eq!(fmt(Value::Int(5), "\u{1d7db}"), Ok("  5".to_string()));
    assert_eq!(
        sf("{\u{1d7d9}}", vec![s("a"), s("b")], vec![]),
        Ok("b".to_string())
    );
}
