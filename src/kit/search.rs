//! `search_content` and `find_files`: a parallel walk of the root
//! (`walk`, which skips hidden and ignored files and lists folders through
//! handles opened beneath the root) and, for `search_content`, ripgrep's
//! own searcher and regex matcher, which find the matching lines of a
//! whole file at once instead of running the regex line by line. Every
//! file searched is opened beneath its folder's handle, never through a
//! symlink. Results are sorted, so they do not depend on which thread
//! found what.

use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;

use super::context::ToolContext;
use super::sandbox::Root;
use super::walk::{self, Flow, Found};
use crate::value::{Exc, ExcKind, Value, VmResult};
use grep_matcher::LineTerminator;
use grep_regex::{RegexMatcher, RegexMatcherBuilder};
use grep_searcher::{Searcher, SearcherBuilder, Sink, SinkMatch};

fn tool_error(msg: impl Into<String>) -> Exc {
    Exc::new(ExcKind::ToolError, msg)
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Glob under the root: sorted, root-relative, hidden and ignored files skipped.
pub fn find_files(ctx: &mut ToolContext, pattern: &str) -> VmResult<Value> {
    if Path::new(pattern).is_absolute() || pattern.split('/').any(|c| c == "..") {
        return Err(tool_error(format!(
            "pattern `{pattern}` must stay inside the root (no absolute paths or `..`)"
        )));
    }
    let glob = globset::GlobBuilder::new(pattern)
        .literal_separator(true)
        .build()
        .map_err(|e| tool_error(format!("bad glob pattern `{pattern}`: {e}")))?
        .compile_matcher();
    let root = &ctx.root;
    // A list per walking thread; each name becomes a str without a copy.
    let slots: Vec<Mutex<Vec<String>>> = (0..walk::threads())
        .map(|_| Mutex::new(Vec::new()))
        .collect();
    walk::files(root, "", &|e| {
        if glob.is_match(e.rel) {
            lock(&slots[e.thread % slots.len()]).push(e.rel.to_string());
        }
        Flow::Continue
    });
    let mut out: Vec<String> = slots
        .into_iter()
        .flat_map(|m| m.into_inner().unwrap_or_else(|e| e.into_inner()))
        .collect();
    out.sort_unstable();
    Ok(Value::list(out.into_iter().map(Value::str).collect()))
}

/// What one of the walk's threads collects for `search_content`: the
/// files' sort keys in one buffer and their hits in another, each file's as ranges of them (no
/// allocation per file: the buffers grow by doubling, and big ones move
/// by remapping instead of copying).
#[derive(Default)]
struct Collected {
    keys: Vec<u8>,
    text: String,
    entries: Vec<(std::ops::Range<usize>, std::ops::Range<usize>)>,
}

impl Collected {
    /// One per thread of the walk.
    fn slots() -> Vec<Mutex<Collected>> {
        (0..walk::threads())
            .map(|_| Mutex::new(Collected::default()))
            .collect()
    }

    fn done(slots: Vec<Mutex<Collected>>) -> Vec<Collected> {
        slots
            .into_iter()
            .map(|m| m.into_inner().unwrap_or_else(|e| e.into_inner()))
            .collect()
    }
}

/// Regex search: `file:line:text` lines, sorted by file, under `path`.
pub fn search_content(ctx: &mut ToolContext, pattern: &str, path: &str) -> VmResult<Value> {
    // The regex crate's message for a bad pattern, as before.
    let re = regex::Regex::new(pattern)
        .map_err(|e| tool_error(format!("bad regular expression: {e}")))?;
    let (_, rel) = ctx
        .root
        .locate(path)
        .map_err(|e| tool_error(e.message("search", path)))?;
    // Lines are matched one at a time, as `str::lines` splits them: `^`
    // and `$` at each line's ends (before a `\r\n` too), never across a
    // line break. A pattern that names a line break (`a\nb`) cannot match
    // a line; ripgrep's matcher refuses it, and the line-by-line search
    // below finds (correctly) nothing.
    let matcher = RegexMatcherBuilder::new()
        .multi_line(true)
        .crlf(true)
        .build(pattern)
        .ok();
    let limit = ctx.limits.max_output;
    let root = &ctx.root;
    // Each file's hits with its path's sort key, kept by the thread that
    // found them.
    let slots = Collected::slots();
    let total = AtomicUsize::new(0);
    let over = AtomicBool::new(false);
    walk::files(root, &rel, &|e| {
        let mut c = lock(&slots[e.thread % slots.len()]);
        let c = &mut *c;
        let start = c.text.len();
        if !search_file(root, e, matcher.as_ref(), &re, &mut c.text) {
            c.text.truncate(start);
            return Flow::Continue;
        }
        let n = c.text.len() - start;
        if n == 0 {
            return Flow::Continue;
        }
        if total.fetch_add(n, Ordering::Relaxed) + n > limit {
            over.store(true, Ordering::Relaxed);
            return Flow::Quit;
        }
        let k = c.keys.len();
        push_sort_key(e.rel, &mut c.keys);
        let key_end = c.keys.len();
        c.entries.push((k..key_end, start..start + n));
        Flow::Continue
    });
    // The calling thread walks too: its buffer is not kept between calls.
    BUF.with_borrow_mut(|buf| *buf = Vec::new());
    if over.load(Ordering::Relaxed) {
        return Err(tool_error(
            "search output exceeds the tool output limit; narrow the pattern or path",
        ));
    }
    let slots = Collected::done(slots);
    let mut files: Vec<(&[u8], &str)> = slots
        .iter()
        .flat_map(|c| {
            c.entries
                .iter()
                .map(|(k, t)| (&c.keys[k.clone()], &c.text[t.clone()]))
        })
        .collect();
    // By path, component by component, as the walk used to sort them.
    files.sort_unstable_by(|a, b| a.0.cmp(b.0));
    let mut out = String::with_capacity(total.load(Ordering::Relaxed));
    for (_, hits) in files {
        out.push_str(hits);
    }
    Ok(Value::str(out))
}

/// A root-relative `/`-separated path as bytes that compare (as plain
/// bytes) in the order of its components, as `Path`s compare: `/` becomes
/// 0, below every other byte (no path holds a 0 byte). `search_content`
/// writes its keys so.
fn push_sort_key(rel: &str, keys: &mut Vec<u8>) {
    keys.extend(rel.bytes().map(|c| if c == b'/' { 0 } else { c }));
}

thread_local! {
    /// The walk's threads read each file into a buffer of their own,
    /// reused, instead of fresh memory per file.
    static BUF: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Add the `file:line:text` lines of one file to `out`; false when it
/// cannot be read or is not UTF-8 text (such a file is skipped: the caller
/// drops what was added).
fn search_file(
    root: &Root,
    file: &Found<'_>,
    matcher: Option<&RegexMatcher>,
    re: &regex::Regex,
    out: &mut String,
) -> bool {
    BUF.with_borrow_mut(|buf| {
        let hits = match file.read_into(root, buf) {
            Ok(()) => search_bytes(file.rel, buf, matcher, re, out),
            Err(_) => false,
        };
        // A big file's buffer is not kept.
        if buf.capacity() > 16 << 20 {
            *buf = Vec::new();
        }
        hits
    })
}

/// Add the hits in one file's bytes to `out`; false when they are not
/// UTF-8.
fn search_bytes(
    rel: &str,
    bytes: &[u8],
    matcher: Option<&RegexMatcher>,
    re: &regex::Regex,
    out: &mut String,
) -> bool {
    thread_local! {
        /// One searcher per thread: building one zeroes its buffers
        /// (72 KiB), which per file cost more than searching most files.
        static SEARCHER: std::cell::RefCell<Searcher> = std::cell::RefCell::new(
            SearcherBuilder::new()
                .line_number(true)
                .line_terminator(LineTerminator::crlf())
                .build(),
        );
    }
    let start = out.len();
    match matcher {
        Some(m) => {
            let mut sink = Hits { rel, out };
            if SEARCHER
                .with_borrow_mut(|s| s.search_slice(m, bytes, &mut sink))
                .is_err()
            {
                return false;
            }
            // Only a file with hits needs the UTF-8 check: one without
            // gives nothing whether it is text or not.
            // (`is_ascii` first: it is faster than the UTF-8 check, and
            // most source files are ASCII.)
            out.len() == start || bytes.is_ascii() || std::str::from_utf8(bytes).is_ok()
        }
        None => {
            let Ok(text) = std::str::from_utf8(bytes) else {
                return false;
            };
            for (i, line) in text.lines().enumerate() {
                if re.is_match(line) {
                    push_hit(out, rel, i as u64 + 1, line);
                }
            }
            true
        }
    }
}

/// One `file:line:text` line, written without the formatting machinery
/// (a search can give tens of thousands).
fn push_hit(out: &mut String, rel: &str, line_number: u64, line: &str) {
    let mut digits = [0u8; 20];
    let i = crate::value::format::decimal_digits(line_number, &mut digits);
    out.reserve(rel.len() + line.len() + digits.len() - i + 3);
    out.push_str(rel);
    out.push(':');
    // ASCII digits.
    out.push_str(std::str::from_utf8(&digits[i..]).unwrap_or("0"));
    out.push(':');
    out.push_str(line);
    out.push('\n');
}

struct Hits<'a> {
    rel: &'a str,
    out: &'a mut String,
}

impl Sink for Hits<'_> {
    type Error = std::io::Error;

    fn matched(&mut self, _: &Searcher, m: &SinkMatch<'_>) -> Result<bool, std::io::Error> {
        // A line that is not UTF-8 is in a file that is skipped.
        let line = std::str::from_utf8(m.bytes()).unwrap_or("");
        let line = line.strip_suffix('\n').unwrap_or(line);
        let line = line.strip_suffix('\r').unwrap_or(line);
        push_hit(self.out, self.rel, m.line_number().unwrap_or(0), line);
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::{push_hit, push_sort_key};
    use std::path::Path;

    #[test]
    fn hits_are_written_as_formatted() {
        for n in [0u64, 1, 9, 10, 99, 100, 12345, u64::MAX] {
            let mut out = String::new();
            push_hit(&mut out, "a/b.rs", n, "text: x");
            assert_eq!(out, format!("a/b.rs:{n}:text: x\n"));
        }
    }

    /// The key `search_content` writes for a path, alone.
    fn sort_key(rel: &str) -> Vec<u8> {
        let mut key = b"left in the buffer".to_vec();
        let from = key.len();
        push_sort_key(rel, &mut key);
        key.split_off(from)
    }

    #[test]
    fn paths_sort_by_their_components() {
        let names = [
            "a/b", "ab", "a-b", "a", "a/b/c", "a.b/c", "a/a", "b", "A", "a/b-c", "é/x", "",
            "a/\u{1}", "a\u{1}",
        ];
        for x in names {
            for y in names {
                assert_eq!(
                    sort_key(x).cmp(&sort_key(y)),
                    Path::new(x).cmp(Path::new(y)),
                    "{x} {y}"
                );
            }
        }
    }
}

#[cfg(test)]
mod store_tests {
    use std::collections::BTreeMap;
    use std::sync::Arc;

    use crate::kit::context::{ToolContext, ToolLimits};
    use crate::kit::sandbox::{MemoryFiles, Root};
    use crate::value::repr;

    const TREE: [(&str, &str); 4] = [
        ("a.txt", "alpha\nbeta\n"),
        ("src/m.py", "def f():\n    return 1\n"),
        ("src/deep/n.py", "x = f()\n"),
        (".hidden/h.py", "f()\n"),
    ];

    /// Each tool over an in-memory store answers as over the same files on disk.
    #[test]
    fn a_store_answers_as_the_disk_does() {
        let disk = tempfile::tempdir().unwrap();
        for (p, t) in TREE {
            let path = disk.path().join(p);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, t).unwrap();
        }
        let tree: BTreeMap<String, Vec<u8>> = TREE
            .iter()
            .map(|(p, t)| (p.to_string(), t.as_bytes().to_vec()))
            .collect();
        let store = Arc::new(MemoryFiles::new(tree));
        let roots = [
            Root::new(disk.path()).unwrap(),
            Root::with_store(store.clone()),
        ];
        let calls: [(&str, &[&str]); 10] = [
            ("read_file", &["a.txt"]),
            ("read_file", &["src"]),
            ("read_file", &["missing.txt"]),
            ("read_file", &["../x"]),
            ("find_files", &["**/*.py"]),
            ("search_content", &["f\\(", "."]),
            ("search_content", &["return", "src/m.py"]),
            ("write_file", &["out/new.txt", "hey"]),
            ("edit_file", &["a.txt", "beta", "gamma"]),
            ("read_file", &["out/new.txt"]),
        ];
        let answers: Vec<Vec<String>> = roots
            .iter()
            .map(|root| {
                let mut ctx = ToolContext::new(root.clone(), ToolLimits::default());
                calls
                    .iter()
                    .map(|(tool, args)| {
                        let args: Vec<_> =
                            args.iter().map(|a| crate::value::Value::str(*a)).collect();
                        match crate::kit::tools::call(&mut ctx, tool, &args) {
                            Ok(v) => repr(&v),
                            Err(e) => e.msg.replace(&disk.path().display().to_string(), "ROOT"),
                        }
                    })
                    .collect()
            })
            .collect();
        assert_eq!(answers[0], answers[1]);
        assert_eq!(store.contents()["a.txt"], b"alpha\ngamma\n");
        assert_eq!(store.contents()["out/new.txt"], b"hey");
    }
}
