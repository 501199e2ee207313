//! JSON between the module and JavaScript. JSON numbers become JavaScript
//! numbers, which hold integers exactly only up to 2^53; an int beyond
//! that crosses as a string with [`BIG`] before its digits, which the ES
//! module turns into a `BigInt` (and a `BigInt` it sends comes the same
//! way back).

use serde_json::{Number, Value as Json};

/// Marks an int's digits in a string; no text a program makes starts so.
pub const BIG: &str = "\u{0}lackpy:int:";

const MAX_SAFE: i64 = (1 << 53) - 1;

fn is_big(n: &Number) -> bool {
    match n.as_i64() {
        Some(i) => !(-MAX_SAFE..=MAX_SAFE).contains(&i),
        // Beyond 64 bits, or a float.
        None => n.as_u64().is_some() || !n.to_string().contains(['.', 'e', 'E']),
    }
}

fn has_big(j: &Json) -> bool {
    match j {
        Json::Number(n) => is_big(n),
        Json::Array(a) => a.iter().any(has_big),
        Json::Object(o) => o.values().any(has_big),
        _ => false,
    }
}

fn mark(j: &Json) -> Json {
    match j {
        Json::Number(n) if is_big(n) => Json::String(format!("{BIG}{n}")),
        Json::Array(a) => Json::Array(a.iter().map(mark).collect()),
        Json::Object(o) => Json::Object(o.iter().map(|(k, v)| (k.clone(), mark(v))).collect()),
        other => other.clone(),
    }
}

/// `j` as text for JavaScript, big ints marked.
pub fn to_wire(j: &Json) -> String {
    match has_big(j) {
        true => mark(j).to_string(),
        false => j.to_string(),
    }
}

fn unmark(j: &Json) -> Json {
    match j {
        Json::String(s) => match s.strip_prefix(BIG).map(serde_json::from_str::<Number>) {
            Some(Ok(n)) => Json::Number(n),
            _ => j.clone(),
        },
        Json::Array(a) => Json::Array(a.iter().map(unmark).collect()),
        Json::Object(o) => Json::Object(o.iter().map(|(k, v)| (k.clone(), unmark(v))).collect()),
        other => other.clone(),
    }
}

/// A value from JavaScript's JSON, big ints unmarked.
pub fn from_wire(j: &Json) -> lackpy::Value {
    lackpy::engine::value_from_json(&unmark(j))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_ints_cross_marked_and_come_back() {
        let j: Json =
            serde_json::from_str("[1, 9007199254740992, -12345678901234567890123, 1.5]").unwrap();
        let w = to_wire(&j);
        assert_eq!(
            w,
            format!("[1,\"{BIG}9007199254740992\",\"{BIG}-12345678901234567890123\",1.5]")
                .replace('\0', "\\u0000")
        );
        let back: Json = serde_json::from_str(&w).unwrap();
        assert_eq!(
            lackpy::value::repr(&from_wire(&back)),
            "[1, 9007199254740992, -12345678901234567890123, 1.5]"
        );
        assert_eq!(
            to_wire(&serde_json::json!([9007199254740991i64])),
            "[9007199254740991]"
        );
    }
}
