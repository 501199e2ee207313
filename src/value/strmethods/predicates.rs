//! The `is...` methods: a character class over the whole string.

use super::prelude::*;

pub(super) fn predicate(s: &PyStr, name: &str) -> bool {
    let text = s.as_str();
    let all_nonempty = |f: fn(char) -> bool| !text.is_empty() && text.chars().all(f);
    match name {
        "isalnum" => all_nonempty(is_alnum),
        "isalpha" => all_nonempty(is_alpha),
        "isascii" => s.is_ascii(),
        "isdecimal" => all_nonempty(is_decimal),
        "isdigit" => all_nonempty(is_digit),
        "isnumeric" => all_nonempty(is_numeric),
        "isspace" => all_nonempty(is_space),
        "isprintable" => text.chars().all(|c| {
            if c.is_ascii() {
                (' '..='~').contains(&c)
            } else {
                !unassigned_in_py311(c) && is_printable(c)
            }
        }),
        "isidentifier" => {
            let mut cs = text.chars();
            cs.next().is_some_and(is_xid_start) && cs.all(is_xid_continue)
        }
        "islower" => {
            let mut cased = false;
            for c in text.chars() {
                if is_upper(c) || is_titlecase(c) {
                    return false;
                }
                cased |= is_lower(c);
            }
            cased
        }
        "isupper" => {
            let mut cased = false;
            for c in text.chars() {
                if is_lower(c) || is_titlecase(c) {
                    return false;
                }
                cased |= is_upper(c);
            }
            cased
        }
        _ => {
            // istitle
            let (mut cased, mut previous_is_cased) = (false, false);
            for c in text.chars() {
                if is_upper(c) || is_titlecase(c) {
                    if previous_is_cased {
                        return false;
                    }
                    previous_is_cased = true;
                    cased = true;
                } else if is_lower(c) {
                    if !previous_is_cased {
                        return false;
                    }
                    previous_is_cased = true;
                    cased = true;
                } else {
                    previous_is_cased = false;
                }
            }
            cased
        }
    }
}
