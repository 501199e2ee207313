//! The front of the pipeline: source text to a lackpy syntax tree, or to
//! diagnostics. Knows nothing of kits, tools or grades.

pub mod ast;
mod build;
pub use build::fstring_from_parts;
pub mod fstring;
pub mod hints;
pub mod lexer;
mod parser;
pub mod strings;
pub mod token;

pub use parser::{describe, parse, parse_field, parse_range};

use crate::diag::{Code, Diagnostic, Span};

/// Source bytes to text: UTF-8, with a leading byte-order mark dropped as
/// CPython drops it. Invalid UTF-8 (a binary file, say) is a diagnostic
/// pointing at the first bad byte; the lossy text comes along so the
/// diagnostic can still be rendered.
pub fn decode_source(bytes: &[u8]) -> Result<String, (Diagnostic, String)> {
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(s) => Ok(s.to_string()),
        Err(e) => {
            let at = e.valid_up_to();
            let lossy = String::from_utf8_lossy(bytes).into_owned();
            // The lossy text has the same prefix, so `at` is a boundary in it.
            let end = lossy[at..].chars().next().map_or(at, |c| at + c.len_utf8());
            let d = Diagnostic::new(
                Code::InvalidUtf8,
                format!("source is not valid UTF-8 (first bad byte at offset {at})"),
                Span::new(at, end),
            )
            .with_hint("lackpy reads UTF-8 text; is this a binary file?");
            Err((d, lossy))
        }
    }
}
