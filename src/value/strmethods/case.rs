//! Case mapping: lower, upper, casefold, capitalize, title, swapcase.

use super::unicode::{is_case_ignorable, is_cased, is_lower, is_upper, push_lower, push_upper};
use crate::value::PyStr;

/// Python 3.11's `casefold` where it differs from `lower` (Cherokee by rule, in `push_casefold`).
#[rustfmt::skip]
pub(super) const CASEFOLD: &[(char, &str)] = &[
    ('\u{b5}', "\u{3bc}"), ('\u{df}', "ss"), ('\u{149}', "\u{2bc}n"), ('\u{17f}', "s"),
    ('\u{1f0}', "j\u{30c}"), ('\u{345}', "\u{3b9}"), ('\u{390}', "\u{3b9}\u{308}\u{301}"),
    ('\u{3b0}', "\u{3c5}\u{308}\u{301}"), ('\u{3c2}', "\u{3c3}"), ('\u{3d0}', "\u{3b2}"),
    ('\u{3d1}', "\u{3b8}"), ('\u{3d5}', "\u{3c6}"), ('\u{3d6}', "\u{3c0}"), ('\u{3f0}', "\u{3ba}"),
    ('\u{3f1}', "\u{3c1}"), ('\u{3f5}', "\u{3b5}"), ('\u{587}', "\u{565}\u{582}"), ('\u{1c80}', "\u{432}"),
    ('\u{1c81}', "\u{434}"), ('\u{1c82}', "\u{43e}"), ('\u{1c83}', "\u{441}"), ('\u{1c84}', "\u{442}"),
    ('\u{1c85}', "\u{442}"), ('\u{1c86}', "\u{44a}"), ('\u{1c87}', "\u{463}"), ('\u{1c88}', "\u{a64b}"),
    ('\u{1e96}', "h\u{331}"), ('\u{1e97}', "t\u{308}"), ('\u{1e98}', "w\u{30a}"), ('\u{1e99}', "y\u{30a}"),
    ('\u{1e9a}', "a\u{2be}"), ('\u{1e9b}', "\u{1e61}"), ('\u{1e9e}', "ss"), ('\u{1f50}', "\u{3c5}\u{313}"),
    ('\u{1f52}', "\u{3c5}\u{313}\u{300}"), ('\u{1f54}', "\u{3c5}\u{313}\u{301}"),
    ('\u{1f56}', "\u{3c5}\u{313}\u{342}"), ('\u{1f80}', "\u{1f00}\u{3b9}"), ('\u{1f81}', "\u{1f01}\u{3b9}"),
    ('\u{1f82}', "\u{1f02}\u{3b9}"), ('\u{1f83}', "\u{1f03}\u{3b9}"), ('\u{1f84}', "\u{1f04}\u{3b9}"),
    ('\u{1f85}', "\u{1f05}\u{3b9}"), ('\u{1f86}', "\u{1f06}\u{3b9}"), ('\u{1f87}', "\u{1f07}\u{3b9}"),
    ('\u{1f88}', "\u{1f00}\u{3b9}"), ('\u{1f89}', "\u{1f01}\u{3b9}"), ('\u{1f8a}', "\u{1f02}\u{3b9}"),
    ('\u{1f8b}', "\u{1f03}\u{3b9}"), ('\u{1f8c}', "\u{1f04}\u{3b9}"), ('\u{1f8d}', "\u{1f05}\u{3b9}"),
    ('\u{1f8e}', "\u{1f06}\u{3b9}"), ('\u{1f8f}', "\u{1f07}\u{3b9}"), ('\u{1f90}', "\u{1f20}\u{3b9}"),
    ('\u{1f91}', "\u{1f21}\u{3b9}"), ('\u{1f92}', "\u{1f22}\u{3b9}"), ('\u{1f93}', "\u{1f23}\u{3b9}"),
    ('\u{1f94}', "\u{1f24}\u{3b9}"), ('\u{1f95}', "\u{1f25}\u{3b9}"), ('\u{1f96}', "\u{1f26}\u{3b9}"),
    ('\u{1f97}', "\u{1f27}\u{3b9}"), ('\u{1f98}', "\u{1f20}\u{3b9}"), ('\u{1f99}', "\u{1f21}\u{3b9}"),
    ('\u{1f9a}', "\u{1f22}\u{3b9}"), ('\u{1f9b}', "\u{1f23}\u{3b9}"), ('\u{1f9c}', "\u{1f24}\u{3b9}"),
    ('\u{1f9d}', "\u{1f25}\u{3b9}"), ('\u{1f9e}', "\u{1f26}\u{3b9}"), ('\u{1f9f}', "\u{1f27}\u{3b9}"),
    ('\u{1fa0}', "\u{1f60}\u{3b9}"), ('\u{1fa1}', "\u{1f61}\u{3b9}"), ('\u{1fa2}', "\u{1f62}\u{3b9}"),
    ('\u{1fa3}', "\u{1f63}\u{3b9}"), ('\u{1fa4}', "\u{1f64}\u{3b9}"), ('\u{1fa5}', "\u{1f65}\u{3b9}"),
    ('\u{1fa6}', "\u{1f66}\u{3b9}"), ('\u{1fa7}', "\u{1f67}\u{3b9}"), ('\u{1fa8}', "\u{1f60}\u{3b9}"),
    ('\u{1fa9}', "\u{1f61}\u{3b9}"), ('\u{1faa}', "\u{1f62}\u{3b9}"), ('\u{1fab}', "\u{1f63}\u{3b9}"),
    ('\u{1fac}', "\u{1f64}\u{3b9}"), ('\u{1fad}', "\u{1f65}\u{3b9}"), ('\u{1fae}', "\u{1f66}\u{3b9}"),
    ('\u{1faf}', "\u{1f67}\u{3b9}"), ('\u{1fb2}', "\u{1f70}\u{3b9}"), ('\u{1fb3}', "\u{3b1}\u{3b9}"),
    ('\u{1fb4}', "\u{3ac}\u{3b9}"), ('\u{1fb6}', "\u{3b1}\u{342}"), ('\u{1fb7}', "\u{3b1}\u{342}\u{3b9}"),
    ('\u{1fbc}', "\u{3b1}\u{3b9}"), ('\u{1fbe}', "\u{3b9}"), ('\u{1fc2}', "\u{1f74}\u{3b9}"),
    ('\u{1fc3}', "\u{3b7}\u{3b9}"), ('\u{1fc4}', "\u{3ae}\u{3b9}"), ('\u{1fc6}', "\u{3b7}\u{342}"),
    ('\u{1fc7}', "\u{3b7}\u{342}\u{3b9}"), ('\u{1fcc}', "\u{3b7}\u{3b9}"),
    ('\u{1fd2}', "\u{3b9}\u{308}\u{300}"), ('\u{1fd3}', "\u{3b9}\u{308}\u{301}"),
    ('\u{1fd6}', "\u{3b9}\u{342}"), ('\u{1fd7}', "\u{3b9}\u{308}\u{342}"),
    ('\u{1fe2}', "\u{3c5}\u{308}\u{300}"), ('\u{1fe3}', "\u{3c5}\u{308}\u{301}"),
    ('\u{1fe4}', "\u{3c1}\u{313}"), ('\u{1fe6}', "\u{3c5}\u{342}"), ('\u{1fe7}', "\u{3c5}\u{308}\u{342}"),
    ('\u{1ff2}', "\u{1f7c}\u{3b9}"), ('\u{1ff3}', "\u{3c9}\u{3b9}"), ('\u{1ff4}', "\u{3ce}\u{3b9}"),
    ('\u{1ff6}', "\u{3c9}\u{342}"), ('\u{1ff7}', "\u{3c9}\u{342}\u{3b9}"), ('\u{1ffc}', "\u{3c9}\u{3b9}"),
    ('\u{fb00}', "ff"), ('\u{fb01}', "fi"), ('\u{fb02}', "fl"), ('\u{fb03}', "ffi"), ('\u{fb04}', "ffl"),
    ('\u{fb05}', "st"), ('\u{fb06}', "st"), ('\u{fb13}', "\u{574}\u{576}"), ('\u{fb14}', "\u{574}\u{565}"),
    ('\u{fb15}', "\u{574}\u{56b}"), ('\u{fb16}', "\u{57e}\u{576}"), ('\u{fb17}', "\u{574}\u{56d}"),
];

/// Python 3.11's titlecase where it differs from uppercase (Georgian by rule, in `push_title`).
#[rustfmt::skip]
pub(super) const TITLE: &[(char, &str)] = &[
    ('\u{df}', "Ss"), ('\u{1c4}', "\u{1c5}"), ('\u{1c5}', "\u{1c5}"), ('\u{1c6}', "\u{1c5}"),
    ('\u{1c7}', "\u{1c8}"), ('\u{1c8}', "\u{1c8}"), ('\u{1c9}', "\u{1c8}"), ('\u{1ca}', "\u{1cb}"),
    ('\u{1cb}', "\u{1cb}"), ('\u{1cc}', "\u{1cb}"), ('\u{1f1}', "\u{1f2}"), ('\u{1f2}', "\u{1f2}"),
    ('\u{1f3}', "\u{1f2}"), ('\u{587}', "\u{535}\u{582}"), ('\u{1f80}', "\u{1f88}"), ('\u{1f81}', "\u{1f89}"),
    ('\u{1f82}', "\u{1f8a}"), ('\u{1f83}', "\u{1f8b}"), ('\u{1f84}', "\u{1f8c}"), ('\u{1f85}', "\u{1f8d}"),
    ('\u{1f86}', "\u{1f8e}"), ('\u{1f87}', "\u{1f8f}"), ('\u{1f88}', "\u{1f88}"), ('\u{1f89}', "\u{1f89}"),
    ('\u{1f8a}', "\u{1f8a}"), ('\u{1f8b}', "\u{1f8b}"), ('\u{1f8c}', "\u{1f8c}"), ('\u{1f8d}', "\u{1f8d}"),
    ('\u{1f8e}', "\u{1f8e}"), ('\u{1f8f}', "\u{1f8f}"), ('\u{1f90}', "\u{1f98}"), ('\u{1f91}', "\u{1f99}"),
    ('\u{1f92}', "\u{1f9a}"), ('\u{1f93}', "\u{1f9b}"), ('\u{1f94}', "\u{1f9c}"), ('\u{1f95}', "\u{1f9d}"),
    ('\u{1f96}', "\u{1f9e}"), ('\u{1f97}', "\u{1f9f}"), ('\u{1f98}', "\u{1f98}"), ('\u{1f99}', "\u{1f99}"),
    ('\u{1f9a}', "\u{1f9a}"), ('\u{1f9b}', "\u{1f9b}"), ('\u{1f9c}', "\u{1f9c}"), ('\u{1f9d}', "\u{1f9d}"),
    ('\u{1f9e}', "\u{1f9e}"), ('\u{1f9f}', "\u{1f9f}"), ('\u{1fa0}', "\u{1fa8}"), ('\u{1fa1}', "\u{1fa9}"),
    ('\u{1fa2}', "\u{1faa}"), ('\u{1fa3}', "\u{1fab}"), ('\u{1fa4}', "\u{1fac}"), ('\u{1fa5}', "\u{1fad}"),
    ('\u{1fa6}', "\u{1fae}"), ('\u{1fa7}', "\u{1faf}"), ('\u{1fa8}', "\u{1fa8}"), ('\u{1fa9}', "\u{1fa9}"),
    ('\u{1faa}', "\u{1faa}"), ('\u{1fab}', "\u{1fab}"), ('\u{1fac}', "\u{1fac}"), ('\u{1fad}', "\u{1fad}"),
    ('\u{1fae}', "\u{1fae}"), ('\u{1faf}', "\u{1faf}"), ('\u{1fb2}', "\u{1fba}\u{345}"),
    ('\u{1fb3}', "\u{1fbc}"), ('\u{1fb4}', "\u{386}\u{345}"), ('\u{1fb7}', "\u{391}\u{342}\u{345}"),
    ('\u{1fbc}', "\u{1fbc}"), ('\u{1fc2}', "\u{1fca}\u{345}"), ('\u{1fc3}', "\u{1fcc}"),
    ('\u{1fc4}', "\u{389}\u{345}"), ('\u{1fc7}', "\u{397}\u{342}\u{345}"), ('\u{1fcc}', "\u{1fcc}"),
    ('\u{1ff2}', "\u{1ffa}\u{345}"), ('\u{1ff3}', "\u{1ffc}"), ('\u{1ff4}', "\u{38f}\u{345}"),
    ('\u{1ff7}', "\u{3a9}\u{342}\u{345}"), ('\u{1ffc}', "\u{1ffc}"), ('\u{fb00}', "Ff"), ('\u{fb01}', "Fi"),
    ('\u{fb02}', "Fl"), ('\u{fb03}', "Ffi"), ('\u{fb04}', "Ffl"), ('\u{fb05}', "St"), ('\u{fb06}', "St"),
    ('\u{fb13}', "\u{544}\u{576}"), ('\u{fb14}', "\u{544}\u{565}"), ('\u{fb15}', "\u{544}\u{56b}"),
    ('\u{fb16}', "\u{54e}\u{576}"), ('\u{fb17}', "\u{544}\u{56d}"),
];

pub(super) fn lookup_mapping(c: char, table: &[(char, &'static str)]) -> Option<&'static str> {
    table
        .binary_search_by_key(&c, |&(k, _)| k)
        .ok()
        .map(|i| table[i].1)
}

pub(super) fn push_title(out: &mut String, c: char) {
    if ('\u{10d0}'..='\u{10ff}').contains(&c) {
        // Georgian Mkhedruli: uppercase is Mtavruli, titlecase is itself.
        out.push(c);
    } else if let Some(t) = lookup_mapping(c, TITLE) {
        out.push_str(t);
    } else {
        push_upper(out, c);
    }
}

pub(super) fn push_casefold(out: &mut String, c: char) {
    let cp = c as u32;
    if (0x13a0..=0x13f5).contains(&cp) {
        out.push(c);
    } else if (0x13f8..=0x13fd).contains(&cp) {
        out.push(char::from_u32(cp - 8).unwrap_or(c));
    } else if (0xab70..=0xabbf).contains(&cp) {
        out.push(char::from_u32(cp - 0xab70 + 0x13a0).unwrap_or(c));
    } else if let Some(f) = lookup_mapping(c, CASEFOLD) {
        out.push_str(f);
    } else {
        push_lower(out, c);
    }
}

/// Lowercase `chars[i]`, with Σ's final form decided by its neighbours
/// (CPython's `lower_ucs4` and `handle_capital_sigma`).
pub(super) fn push_lower_at(out: &mut String, chars: &[char], i: usize) {
    let c = chars[i];
    if c != 'Σ' {
        push_lower(out, c);
        return;
    }
    let before = chars[..i].iter().rev().find(|&&c| !is_case_ignorable(c));
    let mut final_sigma = before.is_some_and(|&c| is_cased(c));
    if final_sigma {
        let after = chars[i + 1..].iter().find(|&&c| !is_case_ignorable(c));
        final_sigma = !after.is_some_and(|&c| is_cased(c));
    }
    out.push(if final_sigma { 'ς' } else { 'σ' });
}

pub(super) fn lower(s: &PyStr) -> String {
    if s.is_ascii() {
        return s.to_ascii_lowercase();
    }
    let mut out = String::with_capacity(s.len());
    if s.contains('Σ') {
        let chars: Vec<char> = s.chars().collect();
        for i in 0..chars.len() {
            push_lower_at(&mut out, &chars, i);
        }
    } else {
        for c in s.chars() {
            push_lower(&mut out, c);
        }
    }
    out
}

pub(super) fn upper(s: &PyStr) -> String {
    if s.is_ascii() {
        return s.to_ascii_uppercase();
    }
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        push_upper(&mut out, c);
    }
    out
}

pub(super) fn casefold(s: &PyStr) -> String {
    if s.is_ascii() {
        return s.to_ascii_lowercase();
    }
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        push_casefold(&mut out, c);
    }
    out
}

pub(super) fn capitalize(s: &PyStr) -> String {
    if s.is_ascii() {
        let mut out = s.to_ascii_lowercase();
        if let Some(first) = out.get_mut(..1) {
            first.make_ascii_uppercase();
        }
        return out;
    }
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    if let Some(&first) = chars.first() {
        push_title(&mut out, first);
    }
    for i in 1..chars.len() {
        push_lower_at(&mut out, &chars, i);
    }
    out
}

pub(super) fn title(s: &PyStr) -> String {
    if s.is_ascii() {
        let mut out = String::with_capacity(s.len());
        let mut previous_is_cased = false;
        for c in s.chars() {
            out.push(if previous_is_cased {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            });
            previous_is_cased = c.is_ascii_alphabetic();
        }
        return out;
    }
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    let mut previous_is_cased = false;
    for (i, &c) in chars.iter().enumerate() {
        if previous_is_cased {
            push_lower_at(&mut out, &chars, i);
        } else {
            push_title(&mut out, c);
        }
        previous_is_cased = is_cased(c);
    }
    out
}

pub(super) fn swapcase(s: &PyStr) -> String {
    if s.is_ascii() {
        return s
            .chars()
            .map(|c| {
                if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect();
    }
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    for (i, &c) in chars.iter().enumerate() {
        if is_upper(c) {
            push_lower_at(&mut out, &chars, i);
        } else if is_lower(c) {
            push_upper(&mut out, c);
        } else {
            out.push(c);
        }
    }
    out
}
