//! The streaming cell parser: fed a document in arbitrary chunks (a model's
//! output as it arrives), it yields each code cell as soon as its closing
//! fence arrives, and each stretch of prose when the next `lackpy` fence
//! opens. Lines are its unit; the fence rules are CommonMark's (up to three
//! spaces of indent, three or more backticks or tildes, a closing fence of
//! the same character at least as long). Cells come out as the batch
//! parser makes them, with spans into `source()`.

use crate::diag::{Code, Diagnostic, Span};

use super::{code_cell, frontmatter, push_prose, Cell, DocOptions, Document};

#[derive(Debug, Clone)]
enum State {
    /// Waiting to see whether the document opens with frontmatter.
    Start,
    Frontmatter,
    Prose {
        from: usize,
    },
    /// Inside a fence: a `lackpy` cell, or some other block of prose.
    Fence {
        open: usize,
        ch: char,
        len: usize,
        info: String,
        cell: bool,
        prose_from: usize,
    },
}

pub struct StreamingCellParser {
    buf: String,
    /// Everything before this is consumed, whole lines only.
    scan: usize,
    state: State,
    pub options: DocOptions,
    pub frontmatter: Option<String>,
    pub errors: Vec<Diagnostic>,
}

impl Default for StreamingCellParser {
    fn default() -> Self {
        Self::new()
    }
}

/// A fence line: its character, length and info string.
fn fence(line: &str) -> Option<(char, usize, &str)> {
    let indent = line.len() - line.trim_start_matches(' ').len();
    if indent > 3 {
        return None;
    }
    let rest = &line[indent..];
    let ch = rest.chars().next().filter(|c| *c == '`' || *c == '~')?;
    let len = rest.len() - rest.trim_start_matches(ch).len();
    if len < 3 {
        return None;
    }
    let info = rest[len..].trim();
    if ch == '`' && info.contains('`') {
        return None;
    }
    Some((ch, len, info))
}

impl StreamingCellParser {
    pub fn new() -> StreamingCellParser {
        StreamingCellParser {
            buf: String::new(),
            scan: 0,
            state: State::Start,
            options: DocOptions::default(),
            frontmatter: None,
            errors: Vec::new(),
        }
    }

    /// The document so far; every cell's spans index into it.
    pub fn source(&self) -> &str {
        &self.buf
    }

    /// Add text; returns the cells it completed.
    pub fn feed(&mut self, chunk: &str) -> Vec<Cell> {
        self.buf.push_str(chunk);
        let mut out = Vec::new();
        while let Some(nl) = self.buf[self.scan..].find('\n') {
            let end = self.scan + nl + 1;
            self.line(self.scan, end, &mut out);
            self.scan = end;
        }
        out
    }

    /// The input has ended: the last line, the last prose, and an error for
    /// a block whose closing fence never came.
    pub fn finish(&mut self) -> Vec<Cell> {
        let mut out = Vec::new();
        if self.scan < self.buf.len() {
            let end = self.buf.len();
            self.line(self.scan, end, &mut out);
            self.scan = end;
        }
        match std::mem::replace(
            &mut self.state,
            State::Prose {
                from: self.buf.len(),
            },
        ) {
            State::Start => self.prose(0, self.buf.len(), &mut out),
            State::Frontmatter => self.errors.push(
                Diagnostic::new(
                    Code::Unclosed,
                    "the frontmatter is not closed",
                    Span::new(0, 3),
                )
                .with_hint("end the frontmatter with a `---` line"),
            ),
            State::Prose { from } => self.prose(from, self.buf.len(), &mut out),
            State::Fence {
                open,
                cell,
                prose_from,
                ..
            } => {
                if cell {
                    self.errors.push(
                        Diagnostic::new(
                            Code::Unclosed,
                            "this `lackpy` block is never closed",
                            Span::new(open, open + 3),
                        )
                        .with_hint("close the block with a ``` line"),
                    );
                } else {
                    self.prose(prose_from, self.buf.len(), &mut out);
                }
            }
        }
        out
    }

    fn prose(&self, a: usize, b: usize, out: &mut Vec<Cell>) {
        let mut doc = Document::default();
        push_prose(&self.buf, &mut doc, a, b);
        out.extend(doc.cells);
    }

    fn line(&mut self, a: usize, b: usize, out: &mut Vec<Cell>) {
        let text = self.buf[a..b].trim_end_matches(['\n', '\r']).to_string();
        match self.state.clone() {
            State::Start => {
                if text == "---" {
                    self.state = State::Frontmatter;
                } else {
                    self.state = State::Prose { from: 0 };
                    self.line(a, b, out);
                }
            }
            State::Frontmatter => {
                if text == "---" {
                    let (options, fm, _) = frontmatter(&self.buf[..b], &mut self.errors);
                    self.options = options;
                    self.frontmatter = fm;
                    self.state = State::Prose { from: b };
                }
            }
            State::Prose { from } => {
                if let Some((ch, len, info)) = fence(&text) {
                    let cell = info.split_whitespace().next() == Some("lackpy");
                    if cell {
                        self.prose(from, a, out);
                    }
                    self.state = State::Fence {
                        open: a,
                        ch,
                        len,
                        info: info.to_string(),
                        cell,
                        prose_from: from,
                    };
                }
            }
            State::Fence {
                open,
                ch,
                len,
                info,
                cell,
                prose_from,
            } => {
                let closes =
                    fence(&text).is_some_and(|(c, l, rest)| c == ch && l >= len && rest.is_empty());
                if closes {
                    if cell {
                        let end = a + text.len();
                        out.push(code_cell(&self.buf, open, end, &info, &mut self.errors));
                        self.state = State::Prose { from: b };
                    } else {
                        self.state = State::Prose { from: prose_from };
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::literate::parse;

    const DOC: &str = "---\necho: true\noutput: all\n---\n# Title\n\n```lackpy @hidden\nx = 1\n```\n\nText {x}\n\n```python\n```lackpy\nnot a cell\n```\n\n~~~lackpy @read\nREADME.md\n~~~\n\n````lackpy echo=false\n```\ninner = 1\n````\nTail.\n";

    fn cells(doc: &Document, src: &str) -> Vec<(String, String, String)> {
        doc.cells
            .iter()
            .map(|c| {
                (
                    src[c.span.range()].to_string(),
                    src[c.body.range()].to_string(),
                    c.info.clone(),
                )
            })
            .collect()
    }

    #[test]
    fn any_chunking_yields_the_batch_parsers_cells() {
        let batch = parse(DOC).expect("parses");
        let want = cells(&batch, DOC);
        for size in [1, 2, 3, 5, 7, 13, 64, DOC.len()] {
            let mut p = StreamingCellParser::new();
            let mut got = Document::default();
            let bytes = DOC.as_bytes();
            let mut at = 0;
            while at < bytes.len() {
                let mut end = (at + size).min(bytes.len());
                while !DOC.is_char_boundary(end) {
                    end += 1;
                }
                got.cells.extend(p.feed(&DOC[at..end]));
                at = end;
            }
            got.cells.extend(p.finish());
            assert!(p.errors.is_empty(), "{:?}", p.errors);
            assert_eq!(cells(&got, p.source()), want, "chunks of {size}");
            assert_eq!(p.options, batch.options);
            assert_eq!(p.frontmatter, batch.frontmatter);
        }
    }

    #[test]
    fn a_cell_comes_out_when_its_closing_fence_arrives() {
        let mut p = StreamingCellParser::new();
        let intro = p.feed("Intro\n\n```lackpy\nx = 1\n");
        assert_eq!(intro.len(), 1, "the prose ends where the block opens");
        assert!(p.feed("``").is_empty(), "half a fence closes nothing");
        let cell = p.feed("`\nmore");
        assert_eq!(cell.len(), 1);
        assert!(cell[0].is_code());
        assert_eq!(p.finish().len(), 1, "the last prose");
    }

    #[test]
    fn an_unclosed_block_is_an_error_at_the_end() {
        let mut p = StreamingCellParser::new();
        p.feed("```lackpy\nx = 1\n");
        assert!(p.finish().is_empty());
        assert_eq!(p.errors.len(), 1);
    }
}
