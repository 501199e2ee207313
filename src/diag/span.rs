//! Byte spans into one source text, and the line index that turns them into
//! the 1-based line/column pairs that users and the JSON contract speak.

use serde::Serialize;

/// A half-open byte range `[start, end)` into the source.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        // Sources are capped well below 4 GiB by the reader, so this never truncates.
        Span {
            start: start as u32,
            end: end.max(start) as u32,
        }
    }

    pub fn point(at: usize) -> Span {
        Span::new(at, at)
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    pub fn shifted(self, by: usize) -> Span {
        Span::new(self.start as usize + by, self.end as usize + by)
    }

    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

/// A position as people count it: 1-based line, 1-based column in characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct LineCol {
    pub line: usize,
    pub column: usize,
}

/// Offsets of line starts, so a span maps to line/column in O(log n).
pub struct LineIndex<'a> {
    source: &'a str,
    starts: std::borrow::Cow<'a, [usize]>,
}

impl<'a> LineIndex<'a> {
    pub fn new(source: &'a str) -> LineIndex<'a> {
        let mut starts = vec![0];
        if !source.contains('\r') {
            // The common case, searched with memchr.
            starts.extend(source.match_indices('\n').map(|(i, _)| i + 1));
            return LineIndex {
                source,
                starts: starts.into(),
            };
        }
        let bytes = source.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'\n' => starts.push(i + 1),
                // A lone CR ends a line too, as in CPython's tokenizer.
                b'\r' if bytes.get(i + 1) != Some(&b'\n') => starts.push(i + 1),
                _ => {}
            }
            i += 1;
        }
        LineIndex {
            source,
            starts: starts.into(),
        }
    }

    /// An index of `source` from line starts made earlier by `new` on the
    /// same text (a document indexed once for all its cells).
    fn with_starts(source: &'a str, starts: &'a [usize]) -> LineIndex<'a> {
        LineIndex {
            source,
            starts: starts.into(),
        }
    }

    pub fn source(&self) -> &'a str {
        self.source
    }

    /// A second index over the same text, sharing this one's line starts.
    pub fn share(&self) -> LineIndex<'_> {
        LineIndex::with_starts(self.source, &self.starts)
    }

    /// Offsets where lines start, the first being 0.
    pub fn starts(&self) -> &[usize] {
        &self.starts
    }

    pub fn line_col(&self, offset: usize) -> LineCol {
        let offset = self.clamp(offset);
        let line = match self.starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = self.starts[line];
        let column = self.source[start..offset].chars().count() + 1;
        LineCol {
            line: line + 1,
            column,
        }
    }

    /// Clamp to the text and back to a char boundary, so a span from a
    /// damaged input can never make slicing panic.
    pub fn clamp(&self, offset: usize) -> usize {
        let mut offset = offset.min(self.source.len());
        while !self.source.is_char_boundary(offset) {
            offset -= 1;
        }
        offset
    }
}
