//! Literate documents: markdown whose ```` ```lackpy ```` fences are cells.
//! Prose is everything else, printed with `{expr}` interpolation. The whole
//! document becomes one module of the same bytecode, checked and graded
//! before its first cell runs.

mod build;
pub mod driver;
pub mod edit;
pub mod formats;
pub mod kernel;
pub mod log;
mod prompt;
pub mod recovery;
mod snapshot;
pub mod stream;

pub use build::{check_document, compile_cells, compile_document, CompiledDocument};
pub use prompt::system_prompt_hint;

use pulldown_cmark::{CodeBlockKind, Event, Parser, Tag};

use crate::diag::{Code, Diagnostic, Span};

#[derive(Debug, Clone, PartialEq)]
pub enum Annotation {
    None,
    Hidden,
    Gather,
    Continue,
    Scratch,
    Read(String),
    Write(String),
    Diff(String),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum OutputMode {
    All,
    Last,
    Hide,
    Auto,
}

#[derive(Debug, Clone, PartialEq)]
pub enum CellKind {
    Prose,
    Code {
        annotation: Annotation,
        echo: Option<bool>,
        output: Option<OutputMode>,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub struct Cell {
    pub kind: CellKind,
    /// The prose text (blank lines around it trimmed), or the code that runs:
    /// the block's inside, less a path line that `@read`/`@write`/`@diff`
    /// took from it.
    pub body: Span,
    /// The whole cell, fences included: the markdown it came from.
    pub span: Span,
    /// A code cell's fence info string (`lackpy @hidden echo=true`).
    pub info: String,
    /// Everything between a code cell's fences.
    pub inner: Span,
}

impl Cell {
    pub fn is_code(&self) -> bool {
        matches!(self.kind, CellKind::Code { .. })
    }

    pub fn annotation(&self) -> Option<&Annotation> {
        match &self.kind {
            CellKind::Code { annotation, .. } => Some(annotation),
            CellKind::Prose => None,
        }
    }
}

/// Document-wide defaults from the frontmatter.
#[derive(Debug, Clone, Copy, Default, PartialEq, serde::Serialize)]
pub struct DocOptions {
    pub echo: bool,
    pub output: Option<OutputMode>,
    /// Frontmatter `display_limit`: prose shows a list, tuple, set or dict
    /// of more items than this briefly (unset: [`DISPLAY_LIMIT`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub display_limit: Option<usize>,
}

/// How many items of a container prose shows when the frontmatter does
/// not say: enough to read a value by, few enough for a page.
pub const DISPLAY_LIMIT: usize = 50;

impl DocOptions {
    pub fn display_limit(&self) -> usize {
        self.display_limit.unwrap_or(DISPLAY_LIMIT)
    }
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Document {
    pub options: DocOptions,
    /// The frontmatter's lines between the `---` fences, kept for the
    /// clean markdown and the notebook.
    pub frontmatter: Option<String>,
    /// Cells in order; blank prose between blocks is layout, not a cell.
    pub cells: Vec<Cell>,
}

fn output_mode(v: &str) -> Option<OutputMode> {
    Some(match v {
        "all" => OutputMode::All,
        "last" => OutputMode::Last,
        "hide" => OutputMode::Hide,
        "auto" => OutputMode::Auto,
        _ => return None,
    })
}

fn truthy_word(v: &str) -> Option<bool> {
    match v.to_ascii_lowercase().as_str() {
        "true" | "yes" | "on" => Some(true),
        "false" | "no" | "off" => Some(false),
        _ => None,
    }
}

/// Warnings for the frontmatter's keys that mean nothing here (they are
/// ignored): `W0404 at line N: ...`, lines counted in the document.
pub(crate) fn frontmatter_warnings(frontmatter: &str) -> Vec<String> {
    let mut warnings = Vec::new();
    for (i, line) in frontmatter.lines().enumerate() {
        let text = line.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let Some((k, _)) = text.split_once(':') else {
            continue;
        };
        let k = k.trim();
        if !matches!(k, "echo" | "output" | "interpreter" | "display_limit") {
            warnings.push(format!(
                "{} at line {}: unknown frontmatter key `{k}` is ignored (the keys are echo, output, display_limit and interpreter)",
                Code::UnknownFrontmatterKey,
                i + 2
            ));
        }
    }
    warnings
}

/// YAML-style frontmatter: a first line `---`, `key: value` lines, a line
/// `---`. Returns the options it sets, its text between the fences, and
/// where the markdown starts (0 when there is no frontmatter).
pub(crate) fn frontmatter(
    src: &str,
    errors: &mut Vec<Diagnostic>,
) -> (DocOptions, Option<String>, usize) {
    let mut options = DocOptions::default();
    let mut lines = src.split_inclusive('\n');
    if lines.next().map(str::trim_end) != Some("---") {
        return (options, None, 0);
    }
    let body_from = src.find('\n').map_or(src.len(), |i| i + 1);
    let mut at = body_from;
    for line in lines {
        let next = at + line.len();
        let text = line.trim_end();
        if text == "---" {
            return (options, Some(src[body_from..at].to_string()), next);
        }
        if let Some((k, v)) = text.split_once(':') {
            let v = v.split('#').next().unwrap_or("").trim();
            let span = Span::new(at, at + text.len());
            match k.trim() {
                "echo" => match truthy_word(v) {
                    Some(b) => options.echo = b,
                    None if v == "auto" => {}
                    None => errors.push(bad_option(span, "echo", v)),
                },
                "output" => match output_mode(v) {
                    Some(m) => options.output = Some(m),
                    None => errors.push(bad_option(span, "output", v)),
                },
                "display_limit" => match v.parse::<usize>() {
                    Ok(n) if n > 0 => options.display_limit = Some(n),
                    _ => errors.push(bad_option(span, "display_limit", v)),
                },
                _ => {}
            }
        }
        at = next;
    }
    // No closing `---`: the first line was a thematic break, not frontmatter.
    errors.clear();
    (DocOptions::default(), None, 0)
}

/// Whether `text` has a lackpy fence (```` ```lackpy ```` or `~~~lackpy`,
/// indented by at most three spaces) at the start of a line: a document,
/// not a program.
pub fn is_document(text: &str) -> bool {
    text.lines().any(|line| {
        let indent = line.len() - line.trim_start_matches(' ').len();
        let rest = &line[indent..];
        let fence = rest.starts_with("```") || rest.starts_with("~~~");
        let info = rest.trim_start_matches(['`', '~']).trim_start();
        indent <= 3
            && fence
            && info
                .split_whitespace()
                .next()
                .is_some_and(|w| w == "lackpy")
    })
}

/// Split a document into prose and code cells.
pub fn parse(src: &str) -> Result<Document, Vec<Diagnostic>> {
    let mut doc = Document::default();
    let mut errors = Vec::new();
    let (options, frontmatter, start) = frontmatter(src, &mut errors);
    doc.options = options;
    doc.frontmatter = frontmatter;
    let body = &src[start..];
    let mut prose_from = start;
    for (event, range) in Parser::new(body).into_offset_iter() {
        let Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) = event else {
            continue;
        };
        let mut words = info.split_whitespace();
        if words.next() != Some("lackpy") {
            continue;
        }
        let (a, b) = (range.start + start, range.end + start);
        // A block that runs to the end without its closing fence is the
        // same error as in a stream, not a cell that happens to run.
        if src[b..].trim().is_empty() && !fence_closed(&src[a..b]) {
            errors.push(
                Diagnostic::new(
                    Code::Unclosed,
                    "this `lackpy` block is never closed",
                    Span::new(a, a + 3),
                )
                .with_hint("close the block with a ``` line"),
            );
        }
        push_prose(src, &mut doc, prose_from, a);
        prose_from = b;
        doc.cells.push(code_cell(src, a, b, &info, &mut errors));
    }
    push_prose(src, &mut doc, prose_from, src.len());
    if errors.is_empty() {
        Ok(doc)
    } else {
        Err(errors)
    }
}

/// Whether a fenced block (fences included) ends with its closing fence:
/// a last line, after the first, of the opening fence's character, at
/// least as many, and nothing else.
fn fence_closed(block: &str) -> bool {
    let open = block.trim_start();
    let Some(ch) = open.chars().next().filter(|c| matches!(c, '`' | '~')) else {
        return true;
    };
    let n = open.chars().take_while(|&c| c == ch).count();
    let trimmed = block.trim_end_matches(['\n', '\r']);
    let Some(last_nl) = trimmed.rfind('\n') else {
        return false;
    };
    let last = trimmed[last_nl + 1..]
        .trim_start_matches([' ', '\t', '>'])
        .trim_end();
    last.len() >= n && last.chars().all(|c| c == ch)
}

/// The code cell that spans `a..b` of `src` (fences included), its fence
/// info string being `info`; the batch and the streaming parser share it.
pub(crate) fn code_cell(
    src: &str,
    a: usize,
    b: usize,
    info: &str,
    errors: &mut Vec<Diagnostic>,
) -> Cell {
    let words = info.split_whitespace().skip(1);
    let block = &src[a..b];
    let first_nl = block.find('\n').map_or(block.len(), |i| i + 1);
    let mut body_end = block.len();
    let trimmed = block.trim_end_matches(['\n', '\r']);
    if let Some(last_nl) = trimmed.rfind('\n') {
        let last = trimmed[last_nl + 1..].trim_start();
        if last.starts_with("```") || last.starts_with("~~~") {
            body_end = last_nl + 1;
        }
    }
    let mut body = Span::new(a + first_nl.min(body_end), a + body_end);
    let inner = body;
    let info_span = Span::new(a, a + first_nl.saturating_sub(1));
    let mut annotation = Annotation::None;
    let (mut echo, mut output) = (None, None);
    for w in words {
        if let Some(rest) = w.strip_prefix('@') {
            let (name, arg) = match rest.split_once('(') {
                Some((n, r)) => (n, Some(r.trim_end_matches(')').trim().to_string())),
                None => (rest, None),
            };
            annotation = match name {
                "hidden" => Annotation::Hidden,
                "gather" => Annotation::Gather,
                "continue" => Annotation::Continue,
                "scratch" => Annotation::Scratch,
                "read" | "write" | "diff" => {
                    // Without `(path)`, the body's first non-empty line is the path.
                    let path = match arg.filter(|p| !p.is_empty()) {
                        Some(p) => p,
                        None => {
                            let text = &src[body.range()];
                            let skip = text.len() - text.trim_start().len();
                            let line = text
                                .trim_start()
                                .lines()
                                .next()
                                .unwrap_or("")
                                .trim()
                                .to_string();
                            let line_end =
                                text[skip..].find('\n').map_or(text.len(), |i| skip + i + 1);
                            body = Span::new(body.start as usize + line_end, body.end as usize);
                            line
                        }
                    };
                    if path.is_empty() {
                        errors.push(
                            Diagnostic::new(
                                Code::AnnotationPath,
                                format!("`@{name}` needs a path"),
                                info_span,
                            )
                            .with_hint(format!("write `@{name}(path/to/file)`")),
                        );
                    }
                    match name {
                        "read" => Annotation::Read(path),
                        "write" => Annotation::Write(path),
                        _ => Annotation::Diff(path),
                    }
                }
                other => {
                    errors.push(
                        Diagnostic::new(Code::UnknownAnnotation, format!("unknown annotation `@{other}`"), info_span)
                            .with_hint("annotations are @hidden, @gather, @continue, @scratch, @read(path), @write(path), @diff(path)"),
                    );
                    Annotation::None
                }
            };
        } else if let Some((k, v)) = w.split_once('=') {
            match k {
                "echo" => match truthy_word(v) {
                    Some(e) => echo = Some(e),
                    // `auto`: the document's default, as in frontmatter.
                    None if v == "auto" => echo = None,
                    None => errors.push(bad_option(info_span, "echo", v)),
                },
                "output" => match output_mode(v) {
                    Some(m) => output = Some(m),
                    None => errors.push(bad_option(info_span, "output", v)),
                },
                _ => errors.push(
                    Diagnostic::new(
                        Code::UnknownAnnotation,
                        format!("unknown cell option `{k}`"),
                        info_span,
                    )
                    .with_hint(
                        "cell options are echo=true|false|auto and output=all|last|hide|auto",
                    ),
                ),
            }
        } else {
            // A bare word is neither an annotation nor an option: say so
            // rather than ignore it (`hidden` for `@hidden`).
            errors.push(
                Diagnostic::new(
                    Code::UnknownAnnotation,
                    format!("unknown cell option `{w}`"),
                    info_span,
                )
                .with_hint("annotations start with @ (@hidden); options are key=value (echo=true)"),
            );
        }
    }
    Cell {
        kind: CellKind::Code {
            annotation,
            echo,
            output,
        },
        body,
        span: Span::new(a, b),
        info: info.trim().to_string(),
        inner,
    }
}

/// Prose between `a` and `b`, its surrounding blank lines trimmed; nothing
/// when it is all blank.
pub(crate) fn push_prose(src: &str, doc: &mut Document, a: usize, b: usize) {
    let raw = &src[a..b];
    let trimmed = raw.trim();
    if trimmed.is_empty() {
        return;
    }
    let start = a + (raw.len() - raw.trim_start().len());
    let span = Span::new(start, start + trimmed.len());
    doc.cells.push(Cell {
        kind: CellKind::Prose,
        body: span,
        span,
        info: String::new(),
        inner: span,
    });
}

fn bad_option(span: Span, key: &str, v: &str) -> Diagnostic {
    Diagnostic::new(
        Code::UnknownAnnotation,
        format!("`{key}` cannot be `{v}`"),
        span,
    )
    .with_hint(match key {
        "echo" => "echo is true, false or auto (the document's default)",
        "display_limit" => "display_limit is a whole number of items, 1 or more (default 50)",
        _ => "output is all, last, hide or auto",
    })
}
