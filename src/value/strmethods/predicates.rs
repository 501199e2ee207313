//! The `is...` methods: a character class over the whole string.

use super::unicode::{
    is_lower, is_titlecase, is_upper, is_xid_continue, is_xid_start, unassigned_in_py311,
};
use crate::value::{is_printable, PyStr};

/// Every character is in the class, and there is at least one.
pub(super) fn all_nonempty(s: &PyStr, class: fn(char) -> bool) -> bool {
    !s.is_empty() && s.chars().all(class)
}

pub(super) fn isprintable(s: &PyStr) -> bool {
    s.chars().all(|c| {
        if c.is_ascii() {
            (' '..='~').contains(&c)
        } else {
            !unassigned_in_py311(c) && is_printable(c)
        }
    })
}

pub(super) fn isidentifier(s: &PyStr) -> bool {
    let mut cs = s.chars();
    cs.next().is_some_and(is_xid_start) && cs.all(is_xid_continue)
}

pub(super) fn islower(s: &PyStr) -> bool {
    let mut cased = false;
    for c in s.chars() {
        if is_upper(c) || is_titlecase(c) {
            return false;
        }
        cased |= is_lower(c);
    }
    cased
}

pub(super) fn isupper(s: &PyStr) -> bool {
    let mut cased = false;
    for c in s.chars() {
        if is_lower(c) || is_titlecase(c) {
            return false;
        }
        cased |= is_upper(c);
    }
    cased
}

pub(super) fn istitle(s: &PyStr) -> bool {
    let (mut cased, mut previous_is_cased) = (false, false);
    for c in s.chars() {
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
