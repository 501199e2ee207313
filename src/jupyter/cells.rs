//! What a Jupyter kernel does with its cells, without the wire: run one
//! in the session's namespace (a `%%md` cell as prose), complete a name,
//! inspect one, say whether a cell is complete. One `Notebook` lives on
//! one thread (its values are not `Send`).

use std::sync::atomic::{AtomicBool, Ordering};

use serde_json::{json, Value as Json};

use crate::diag::LineIndex;
use crate::engine::{self, RunOptions};
use crate::grade::Grade;
use crate::kit::{Kit, KitHost, Root};
use crate::literate::kernel::{CellError, Kernel};
use crate::literate::{parse, DocOptions};

/// Set by `interrupt_request` or SIGINT; the running cell stops with
/// `LimitExceeded` ("interrupted") at its next check.
pub static INTERRUPT: AtomicBool = AtomicBool::new(false);

fn interrupted() -> bool {
    INTERRUPT.load(Ordering::Relaxed)
}

/// How a kernel is set up: `lackpy kernel install` writes these into the
/// kernelspec's argv.
#[derive(Debug, Clone)]
pub struct Setup {
    pub kit: Kit,
    pub root: Root,
    /// Cells above this grade are refused before they run.
    pub max_grade: Option<Grade>,
    pub limits: crate::vm::Limits,
}

/// What a cell did, as Jupyter shows it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Outcome {
    /// What it printed (a `stream` to stdout).
    pub stdout: String,
    /// Its last value (`execute_result`, `text/plain`), or a `%%md`
    /// cell's text (`text/markdown`).
    pub plain: Option<String>,
    pub markdown: Option<String>,
    /// `ename`, `evalue`, `traceback`.
    pub error: Option<(String, String, Vec<String>)>,
}

pub struct Notebook {
    setup: Setup,
    kernel: Kernel<KitHost>,
}

/// A fence longer than any run of backticks in `code`.
fn fence_for(code: &str) -> String {
    let mut longest = 0;
    let mut run = 0;
    for c in code.chars() {
        run = if c == '`' { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    "`".repeat(longest.max(2) + 1)
}

/// A cell's text as a one-cell literate document: code in a `lackpy`
/// fence, or the prose after a `%%md` line.
fn as_document(code: &str) -> (String, bool) {
    let first = code.lines().next().unwrap_or("").trim();
    if first == "%%md" {
        let rest = code.split_once('\n').map_or("", |(_, r)| r);
        return (rest.to_string(), true);
    }
    let fence = fence_for(code);
    let body = if code.ends_with('\n') || code.is_empty() {
        code.to_string()
    } else {
        format!("{code}\n")
    };
    (format!("{fence}lackpy\n{body}{fence}\n"), false)
}

impl Notebook {
    pub fn new(setup: Setup) -> Notebook {
        let kernel = Notebook::fresh(&setup);
        Notebook { setup, kernel }
    }

    fn fresh(setup: &Setup) -> Kernel<KitHost> {
        let mut options = RunOptions::new();
        options.limits = setup.limits;
        options.limits.interrupt = Some(interrupted);
        options.max_grade = setup.max_grade.map(|g| g.w);
        let mut driver =
            engine::document_driver(&setup.kit, setup.root.clone(), "<cell>", &options);
        driver.kernel.max_d = setup.max_grade.map(|g| g.d);
        driver.kernel
    }

    /// `shutdown_request` with `restart`: an empty namespace.
    pub fn restart(&mut self) {
        self.kernel = Notebook::fresh(&self.setup);
    }

    /// Run one cell. Each cell has the run limits afresh (a notebook is
    /// open for hours; its budget is not the document's).
    pub fn execute(&mut self, code: &str) -> Outcome {
        INTERRUPT.store(false, Ordering::Relaxed);
        self.kernel.renew_limits();
        let (text, prose) = as_document(code);
        let cell = match parse(&text) {
            Ok(doc) => doc.cells.into_iter().next(),
            Err(d) => return failure(&text, CellError::from_diagnostics(&text, d)),
        };
        let Some(cell) = cell else {
            return Outcome::default();
        };
        let index = LineIndex::new(&text);
        let result = self
            .kernel
            .execute_indexed(&index, &cell, DocOptions::default());
        if let Some(e) = result.error {
            let mut out = failure(&text, e);
            out.stdout = result.stdout;
            return out;
        }
        if prose {
            return Outcome {
                markdown: Some(result.stdout.trim_end_matches('\n').to_string()),
                ..Outcome::default()
            };
        }
        // The display is the end of what the cell printed.
        let (stdout, plain) = match &result.display {
            Some(d) => match result.stdout.strip_suffix(&format!("{d}\n")) {
                Some(printed) => (printed.to_string(), Some(d.clone())),
                None => (result.stdout.clone(), None),
            },
            None => (result.stdout.clone(), None),
        };
        Outcome {
            stdout,
            plain,
            markdown: None,
            error: None,
        }
    }

    /// `complete_request`: the names that start with the word before
    /// `cursor` (a char offset, as the protocol counts it): tools,
    /// builtins and names in scope, or after `name.` the methods of that
    /// name's value.
    pub fn complete(&self, code: &str, cursor: usize) -> Json {
        let (start, word, receiver) = word_before(code, cursor);
        let mut matches: Vec<String> = Vec::new();
        match receiver {
            Some(name) => {
                if let Some(v) = self.kernel.get(&name) {
                    let ty = v.type_name();
                    for (t, table) in crate::value::methods::METHOD_TABLES {
                        if *t == ty {
                            matches.extend(table.iter().map(|m| m.name.to_string()));
                        }
                    }
                }
            }
            None => {
                matches.extend(self.setup.kit.tools().iter().map(|t| t.name.clone()));
                matches.extend(crate::value::BUILTINS.iter().map(|b| b.name.to_string()));
                matches.extend(self.kernel.scope().into_iter().map(|s| s.name));
            }
        }
        matches.retain(|m| m.starts_with(&word));
        matches.sort();
        matches.dedup();
        json!({
            "status": "ok",
            "matches": matches,
            "cursor_start": start,
            "cursor_end": cursor,
            "metadata": {},
        })
    }

    /// `inspect_request`: a tool's or builtin's signature and doc, or a
    /// variable's type and a preview of its value.
    pub fn inspect(&self, code: &str, cursor: usize) -> Json {
        let name = word_at(code, cursor);
        let text = if let Some(t) = self.setup.kit.get(&name) {
            Some(format!(
                "{}\n\n{}\n\ngrade: w{}/d{}",
                t.signature(),
                t.description,
                t.grade.w,
                t.grade.d
            ))
        } else if let Some(entry) = self.kernel.scope().into_iter().find(|s| s.name == name) {
            Some(format!(
                "{}: {}\n\n{}",
                entry.name, entry.type_name, entry.preview
            ))
        } else {
            crate::value::BUILTINS
                .iter()
                .find(|b| b.name == name)
                .map(|b| format!("{}\n\n{}", b.signature, b.doc))
        };
        match text {
            Some(t) => {
                json!({"status": "ok", "found": true, "data": {"text/plain": t}, "metadata": {}})
            }
            None => json!({"status": "ok", "found": false, "data": {}, "metadata": {}}),
        }
    }
}

/// `is_complete_request`: `complete` when the cell parses, `incomplete`
/// (with the indent of the next line) when it stops inside a block or a
/// bracket, else `invalid`.
pub fn is_complete(code: &str) -> Json {
    let (text, prose) = as_document(code);
    if prose {
        return json!({"status": "complete"});
    }
    let parsed = parse(&text).map(|doc| {
        doc.cells
            .first()
            .map(|c| crate::syntax::parse(&text[c.body.range()]).is_ok())
    });
    if let Ok(Some(true)) = parsed {
        // A block's header with its body still to come parses as an
        // error, so a parsed cell is whole unless its last line opens one.
        return json!({"status": "complete"});
    }
    let last = code
        .trim_end_matches([' ', '\t'])
        .lines()
        .last()
        .unwrap_or("");
    let depth: i32 = code
        .chars()
        .map(|c| match c {
            '(' | '[' | '{' => 1,
            ')' | ']' | '}' => -1,
            _ => 0,
        })
        .sum();
    let indent: String = last.chars().take_while(|c| *c == ' ').collect();
    if last.trim_end().ends_with(':') {
        json!({"status": "incomplete", "indent": format!("{indent}    ")})
    } else if depth > 0 || last.ends_with('\\') || (!indent.is_empty() && !code.ends_with("\n\n")) {
        json!({"status": "incomplete", "indent": indent})
    } else {
        json!({"status": "invalid"})
    }
}

fn failure(src: &str, e: CellError) -> Outcome {
    let mut traceback = Vec::new();
    if e.diagnostics.is_empty() {
        let at = match (e.line, e.column) {
            (Some(l), Some(c)) => format!(" (line {l}, column {c})"),
            _ => String::new(),
        };
        traceback.push(format!("{}: {}{at}", e.kind, e.message));
        if let Some(h) = &e.hint {
            traceback.push(format!("help: {h}"));
        }
    } else {
        traceback.push(crate::diag::render("<cell>", src, &e.diagnostics, false));
    }
    Outcome {
        error: Some((e.kind, e.message, traceback)),
        ..Outcome::default()
    }
}

/// The identifier ending at char offset `cursor`: its char start, the
/// word, and the name before a `.` in front of it.
fn word_before(code: &str, cursor: usize) -> (usize, String, Option<String>) {
    let chars: Vec<char> = code.chars().collect();
    let end = cursor.min(chars.len());
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    let mut start = end;
    while start > 0 && is_word(chars[start - 1]) {
        start -= 1;
    }
    let word: String = chars[start..end].iter().collect();
    let receiver = (start > 0 && chars[start - 1] == '.').then(|| {
        let mut s = start - 1;
        while s > 0 && is_word(chars[s - 1]) {
            s -= 1;
        }
        chars[s..start - 1].iter().collect::<String>()
    });
    (start, word, receiver.filter(|r| !r.is_empty()))
}

/// The identifier at or just before char offset `cursor`.
fn word_at(code: &str, cursor: usize) -> String {
    let chars: Vec<char> = code.chars().collect();
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    let mut end = cursor.min(chars.len());
    while end < chars.len() && is_word(chars[end]) {
        end += 1;
    }
    let mut start = end;
    while start > 0 && is_word(chars[start - 1]) {
        start -= 1;
    }
    // A cursor just past `name(` inspects `name`.
    if start == end && end > 0 && chars[end - 1] == '(' {
        return word_at(code, end - 1);
    }
    chars[start..end].iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_at_the_cursor() {
        assert_eq!(word_before("x = pri", 7), (4, "pri".into(), None));
        assert_eq!(
            word_before("nums.app", 8),
            (5, "app".into(), Some("nums".into()))
        );
        assert_eq!(word_at("len(x)", 2), "len");
        assert_eq!(word_at("len(", 4), "len");
    }

    #[test]
    fn completeness() {
        assert_eq!(is_complete("x = 1")["status"], "complete");
        assert_eq!(is_complete("for i in range(3):")["status"], "incomplete");
        assert_eq!(is_complete("for i in range(3):")["indent"], "    ");
        assert_eq!(is_complete("f(1,")["status"], "incomplete");
        assert_eq!(is_complete("x = = 1")["status"], "invalid");
    }

    #[test]
    fn a_fence_outlasts_the_code() {
        assert_eq!(fence_for("x = '```'"), "````");
        assert_eq!(fence_for("x"), "```");
    }
}
