//! Character properties as CPython 3.11's Unicode 14 database has them,
//! with the tables that pin them (see the module doc of `strmethods`).

use unicode_general_category::{get_general_category, GeneralCategory as G};

/// Code points that Unicode 15, 16 and 17 assigned: unassigned (category
/// Cn) in CPython 3.11's Unicode 14 database, so caseless and without
/// properties there. (The category crate carries Unicode 16 data and Rust's
/// `char` case data is newer still; the Unicode 17 entries here are the
/// cased ones, the only ones `char` knows of.)
#[rustfmt::skip]
pub(super) const NEW_SINCE_UNICODE_14: &[(u32, u32)] = &[
    (0x897, 0x897), (0xCF3, 0xCF3), (0xECE, 0xECE), (0x1B4E, 0x1B4F), (0x1B7F, 0x1B7F), (0x1C89, 0x1C8A),
    (0x2427, 0x2429), (0x2FFC, 0x2FFF), (0x31E4, 0x31E5), (0x31EF, 0x31EF), (0xA7CB, 0xA7CF),
    (0xA7D2, 0xA7D2), (0xA7D4, 0xA7D4), (0xA7DA, 0xA7DC), (0xA7F1, 0xA7F1), (0x105C0, 0x105F3),
    (0x10D40, 0x10D65), (0x10D69, 0x10D85), (0x10D8E, 0x10D8F), (0x10EC2, 0x10EC4), (0x10EFC, 0x10EFF),
    (0x1123F, 0x11241), (0x11380, 0x11389), (0x1138B, 0x1138B), (0x1138E, 0x1138E), (0x11390, 0x113B5),
    (0x113B7, 0x113C0), (0x113C2, 0x113C2), (0x113C5, 0x113C5), (0x113C7, 0x113CA), (0x113CC, 0x113D5),
    (0x113D7, 0x113D8), (0x113E1, 0x113E2), (0x116D0, 0x116E3), (0x11B00, 0x11B09), (0x11BC0, 0x11BE1),
    (0x11BF0, 0x11BF9), (0x11F00, 0x11F10), (0x11F12, 0x11F3A), (0x11F3E, 0x11F5A), (0x1342F, 0x1342F),
    (0x13439, 0x13455), (0x13460, 0x143FA), (0x16100, 0x16139), (0x16D40, 0x16D79), (0x16EA0, 0x16EB8),
    (0x16EBB, 0x16ED3), (0x18CFF, 0x18CFF), (0x1B132, 0x1B132), (0x1B155, 0x1B155), (0x1CC00, 0x1CCF9),
    (0x1CD00, 0x1CEB3), (0x1D2C0, 0x1D2D3), (0x1DF25, 0x1DF2A), (0x1E030, 0x1E06D), (0x1E08F, 0x1E08F),
    (0x1E4D0, 0x1E4F9), (0x1E5D0, 0x1E5FA), (0x1E5FF, 0x1E5FF), (0x1F6DC, 0x1F6DC), (0x1F774, 0x1F776),
    (0x1F77B, 0x1F77F), (0x1F7D9, 0x1F7D9), (0x1F8B2, 0x1F8BB), (0x1F8C0, 0x1F8C1), (0x1FA75, 0x1FA77),
    (0x1FA87, 0x1FA89), (0x1FA8F, 0x1FA8F), (0x1FAAD, 0x1FAAF), (0x1FABB, 0x1FABF), (0x1FAC6, 0x1FAC6),
    (0x1FACE, 0x1FACF), (0x1FADA, 0x1FADC), (0x1FADF, 0x1FADF), (0x1FAE8, 0x1FAE9), (0x1FAF7, 0x1FAF8),
    (0x1FBCB, 0x1FBEF), (0x2B739, 0x2B739), (0x2EBF0, 0x2EE5D), (0x31350, 0x323AF),
];

pub(super) fn unassigned_in_py311(c: char) -> bool {
    (c as u32) >= 0x897 && in_ranges(c, NEW_SINCE_UNICODE_14)
}

/// The general category in CPython 3.11's Unicode 14 database.
pub(super) fn category(c: char) -> G {
    if unassigned_in_py311(c) {
        G::Unassigned
    } else if c == '\u{1171e}' {
        // AHOM CONSONANT SIGN MEDIAL RA: Mc since Unicode 16.
        G::NonspacingMark
    } else {
        get_general_category(c)
    }
}

/// The `Lowercase` property (`Py_UNICODE_ISLOWER`), as Unicode 14 has it.
pub(super) fn is_lower(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_lowercase();
    }
    match c {
        '\u{295}' => true,
        '\u{10fc}' | '\u{a7f2}'..='\u{a7f4}' | '\u{ab69}' => false,
        c => c.is_lowercase() && !unassigned_in_py311(c),
    }
}

/// The `Uppercase` property (`Py_UNICODE_ISUPPER`).
pub(super) fn is_upper(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_uppercase();
    }
    c.is_uppercase() && !unassigned_in_py311(c)
}

pub(super) fn push_lower(out: &mut String, c: char) {
    if c.is_ascii() {
        out.push(c.to_ascii_lowercase());
    } else if unassigned_in_py311(c) {
        out.push(c);
    } else {
        out.extend(c.to_lowercase());
    }
}

pub(super) fn push_upper(out: &mut String, c: char) {
    if c.is_ascii() {
        out.push(c.to_ascii_uppercase());
    } else if unassigned_in_py311(c) || matches!(c, '\u{19b}' | '\u{264}' | '\u{a7d3}' | '\u{a7d5}')
    {
        // Their capitals are new in Unicode 16.
        out.push(c);
    } else {
        out.extend(c.to_uppercase());
    }
}

/// `Py_UNICODE_ISSPACE`: bidirectional class WS, B or S, or category Zs.
pub(super) fn is_space(c: char) -> bool {
    matches!(
        c,
        '\t'..='\r'
            | '\x1c'..=' '
            | '\u{85}'
            | '\u{a0}'
            | '\u{1680}'
            | '\u{2000}'..='\u{200a}'
            | '\u{2028}'
            | '\u{2029}'
            | '\u{202f}'
            | '\u{205f}'
            | '\u{3000}'
    )
}

/// `Py_UNICODE_ISLINEBREAK`, the boundaries of `splitlines`.
pub(super) fn is_linebreak(c: char) -> bool {
    matches!(
        c,
        '\n' | '\x0b' | '\x0c' | '\r' | '\x1c'..='\x1e' | '\u{85}' | '\u{2028}' | '\u{2029}'
    )
}

pub(super) fn is_alpha(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic();
    }
    matches!(
        category(c),
        G::UppercaseLetter
            | G::LowercaseLetter
            | G::TitlecaseLetter
            | G::ModifierLetter
            | G::OtherLetter
    )
}

pub(super) fn is_decimal(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_digit();
    }
    category(c) == G::DecimalNumber
}

/// Characters with a digit value that are not decimal (superscripts,
/// circled digits, ...): all of category No.
#[rustfmt::skip]
pub(super) const DIGIT_EXTRA: &[(u32, u32)] = &[
    (0xB2, 0xB3), (0xB9, 0xB9), (0x1369, 0x1371), (0x19DA, 0x19DA), (0x2070, 0x2070), (0x2074, 0x2079),
    (0x2080, 0x2089), (0x2460, 0x2468), (0x2474, 0x247C), (0x2488, 0x2490), (0x24EA, 0x24EA),
    (0x24F5, 0x24FD), (0x24FF, 0x24FF), (0x2776, 0x277E), (0x2780, 0x2788), (0x278A, 0x2792),
    (0x10A40, 0x10A43), (0x10E60, 0x10E68), (0x11052, 0x1105A), (0x1F100, 0x1F10A),
];

/// Letters (category Lo, CJK ideographs) with a numeric value from Unihan.
#[rustfmt::skip]
pub(super) const NUMERIC_EXTRA: &[(u32, u32)] = &[
    (0x3405, 0x3405), (0x3483, 0x3483), (0x382A, 0x382A), (0x3B4D, 0x3B4D), (0x4E00, 0x4E00),
    (0x4E03, 0x4E03), (0x4E07, 0x4E07), (0x4E09, 0x4E09), (0x4E5D, 0x4E5D), (0x4E8C, 0x4E8C),
    (0x4E94, 0x4E94), (0x4E96, 0x4E96), (0x4EBF, 0x4EC0), (0x4EDF, 0x4EDF), (0x4EE8, 0x4EE8),
    (0x4F0D, 0x4F0D), (0x4F70, 0x4F70), (0x5104, 0x5104), (0x5146, 0x5146), (0x5169, 0x5169),
    (0x516B, 0x516B), (0x516D, 0x516D), (0x5341, 0x5341), (0x5343, 0x5345), (0x534C, 0x534C),
    (0x53C1, 0x53C4), (0x56DB, 0x56DB), (0x58F1, 0x58F1), (0x58F9, 0x58F9), (0x5E7A, 0x5E7A),
    (0x5EFE, 0x5EFF), (0x5F0C, 0x5F0E), (0x5F10, 0x5F10), (0x62FE, 0x62FE), (0x634C, 0x634C),
    (0x67D2, 0x67D2), (0x6F06, 0x6F06), (0x7396, 0x7396), (0x767E, 0x767E), (0x8086, 0x8086),
    (0x842C, 0x842C), (0x8CAE, 0x8CAE), (0x8CB3, 0x8CB3), (0x8D30, 0x8D30), (0x9621, 0x9621),
    (0x9646, 0x9646), (0x964C, 0x964C), (0x9678, 0x9678), (0x96F6, 0x96F6), (0xF96B, 0xF96B),
    (0xF973, 0xF973), (0xF978, 0xF978), (0xF9B2, 0xF9B2), (0xF9D1, 0xF9D1), (0xF9D3, 0xF9D3),
    (0xF9FD, 0xF9FD), (0x20001, 0x20001), (0x20064, 0x20064), (0x200E2, 0x200E2), (0x20121, 0x20121),
    (0x2092A, 0x2092A), (0x20983, 0x20983), (0x2098C, 0x2098C), (0x2099C, 0x2099C), (0x20AEA, 0x20AEA),
    (0x20AFD, 0x20AFD), (0x20B19, 0x20B19), (0x22390, 0x22390), (0x22998, 0x22998), (0x23B1B, 0x23B1B),
    (0x2626D, 0x2626D), (0x2F890, 0x2F890),
];

pub(super) fn in_ranges(c: char, table: &[(u32, u32)]) -> bool {
    let c = c as u32;
    table
        .binary_search_by(|&(lo, hi)| {
            if hi < c {
                std::cmp::Ordering::Less
            } else if lo > c {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

pub(super) fn is_digit(c: char) -> bool {
    is_decimal(c) || (!c.is_ascii() && in_ranges(c, DIGIT_EXTRA))
}

pub(super) fn is_numeric(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_digit();
    }
    match category(c) {
        G::DecimalNumber | G::LetterNumber | G::OtherNumber => true,
        G::OtherLetter => in_ranges(c, NUMERIC_EXTRA),
        _ => false,
    }
}

pub(super) fn is_alnum(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphanumeric();
    }
    is_alpha(c) || is_numeric(c)
}

pub(super) fn is_titlecase(c: char) -> bool {
    !c.is_ascii() && category(c) == G::TitlecaseLetter
}

/// The `Cased` property: Lowercase, Uppercase or Lt.
pub(super) fn is_cased(c: char) -> bool {
    is_lower(c) || is_upper(c) || is_titlecase(c)
}

/// The `Case_Ignorable` property: Mn, Me, Cf, Lm, Sk, or Word_Break
/// MidLetter, MidNumLet or Single_Quote.
pub(super) fn is_case_ignorable(c: char) -> bool {
    match c {
        '\'' | '.' | ':' | '^' | '`' => true,
        c if c.is_ascii() => false,
        '\u{b7}' | '\u{387}' | '\u{55f}' | '\u{5f4}' | '\u{2018}' | '\u{2019}' | '\u{2024}'
        | '\u{2027}' | '\u{fe13}' | '\u{fe52}' | '\u{fe55}' | '\u{ff07}' | '\u{ff0e}'
        | '\u{ff1a}' => true,
        c => matches!(
            category(c),
            G::NonspacingMark
                | G::EnclosingMark
                | G::Format
                | G::ModifierLetter
                | G::ModifierSymbol
        ),
    }
}

pub(super) fn is_xid_start(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic() || c == '_';
    }
    match c {
        '\u{1885}' | '\u{1886}' | '\u{2118}' | '\u{212e}' => true,
        '\u{37a}'
        | '\u{e33}'
        | '\u{eb3}'
        | '\u{2e2f}'
        | '\u{fc5e}'..='\u{fc63}'
        | '\u{fdfa}'
        | '\u{fdfb}'
        | '\u{ff9e}'
        | '\u{ff9f}' => false,
        '\u{fe70}'..='\u{fe7e}' if (c as u32).is_multiple_of(2) => false,
        c => matches!(
            category(c),
            G::UppercaseLetter
                | G::LowercaseLetter
                | G::TitlecaseLetter
                | G::ModifierLetter
                | G::OtherLetter
                | G::LetterNumber
        ),
    }
}

pub(super) fn is_xid_continue(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphanumeric() || c == '_';
    }
    match c {
        '\u{b7}'
        | '\u{387}'
        | '\u{e33}'
        | '\u{eb3}'
        | '\u{1369}'..='\u{1371}'
        | '\u{19da}'
        | '\u{2118}'
        | '\u{212e}'
        | '\u{ff9e}'
        | '\u{ff9f}' => true,
        '\u{37a}' | '\u{2e2f}' | '\u{fc5e}'..='\u{fc63}' | '\u{fdfa}' | '\u{fdfb}' => false,
        '\u{fe70}'..='\u{fe7e}' if (c as u32).is_multiple_of(2) => false,
        c => {
            is_xid_start(c)
                || matches!(
                    category(c),
                    G::NonspacingMark | G::SpacingMark | G::DecimalNumber | G::ConnectorPunctuation
                )
        }
    }
}
