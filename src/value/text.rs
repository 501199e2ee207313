//! Python strings: indexed by code point, O(1) when the text is ASCII.

/// An immutable Python string. `ascii` and the char count are computed once
/// so that `len(s)` and `s[i]` are O(1) for ASCII text.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PyStr {
    s: String,
    chars: usize,
}

impl PyStr {
    pub fn new(s: String) -> PyStr {
        let chars = if s.is_ascii() {
            s.len()
        } else {
            s.chars().count()
        };
        PyStr { s, chars }
    }

    /// A string already known to be ASCII (a part of an ASCII string, an
    /// ASCII string's case mapping): no scan to count its code points.
    pub fn ascii(s: String) -> PyStr {
        debug_assert!(s.is_ascii());
        PyStr { chars: s.len(), s }
    }

    pub fn as_str(&self) -> &str {
        &self.s
    }

    pub fn is_ascii(&self) -> bool {
        self.chars == self.s.len()
    }

    /// Length in code points, as `len()` counts.
    pub fn char_len(&self) -> usize {
        self.chars
    }

    pub fn chars(&self) -> std::str::Chars<'_> {
        self.s.chars()
    }

    /// The code point at index `i` (already bounds-checked, non-negative).
    pub fn char_at(&self, i: usize) -> Option<char> {
        if self.is_ascii() {
            self.s.as_bytes().get(i).map(|&b| b as char)
        } else {
            self.s.chars().nth(i)
        }
    }

    /// Byte offset of code point `i` (clamped to the end).
    pub fn byte_offset(&self, i: usize) -> usize {
        if self.is_ascii() {
            i.min(self.s.len())
        } else {
            self.s
                .char_indices()
                .nth(i)
                .map_or(self.s.len(), |(b, _)| b)
        }
    }
}

impl std::ops::Deref for PyStr {
    type Target = str;
    fn deref(&self) -> &str {
        &self.s
    }
}
