//! The ratchet. Every delegation is one line of
//! `<root>/.lackpy/journal.jsonl`; a program a model wrote that ran
//! successfully can become a template (by hand with `lackpy template
//! promote`, or automatically after `auto_promote` successes of the same
//! intent pattern), so the next request of that shape needs no model.
//!
//! Promotion generalises the unambiguous parts of the intent into
//! placeholders (see `generalise`) — "find callers of 'load'" with
//! `find_callers('load')` becomes `^find callers of {name}$` with
//! `find_callers('{name}')`, and "list python files under 'app'" with
//! `find_files('app/**/*.py')` becomes `^list python files under
//! {pattern}$` with `find_files('{pattern}/**/*.py')` — and a promoted
//! template always gives back the journaled program for its intent.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::templates::{self, Template};
use crate::kit::Kit;
use crate::syntax::lexer::Tok;

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Entry {
    /// Seconds since the Unix epoch.
    pub ts: u64,
    pub intent: String,
    pub kit: String,
    /// The provider that produced the program; None when none did.
    pub tier: Option<String>,
    #[serde(default)]
    pub template: Option<String>,
    /// Whether the tier is a model (only those successes are promoted).
    #[serde(default)]
    pub model: bool,
    pub program: Option<String>,
    pub success: bool,
    #[serde(default)]
    pub error: Option<String>,
    pub generation_time_ms: f64,
    pub execution_time_ms: f64,
    pub total_time_ms: f64,
    pub correction_attempts: u32,
}

pub fn path(root: &Path) -> PathBuf {
    root.join(".lackpy").join("journal.jsonl")
}

pub fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// Append one entry. A single write of one line to a file opened for
/// appending, so concurrent delegations do not interleave within a line.
pub fn append(root: &Path, e: &Entry) -> std::io::Result<()> {
    let p = path(root);
    if let Some(d) = p.parent() {
        std::fs::create_dir_all(d)?;
    }
    let mut line = serde_json::to_string(e).map_err(std::io::Error::other)?;
    line.push('\n');
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&p)?
        .write_all(line.as_bytes())
}

/// The journal's entries, oldest first; unreadable lines are skipped.
pub fn read(root: &Path) -> Vec<Entry> {
    std::fs::read_to_string(path(root))
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

/// Simple string literals of a program: (source text, value, start).
/// Literals with escapes, prefixes or triple quotes are left alone — they
/// are not the kind of text an intent carries verbatim.
fn literals(program: &str) -> Vec<(String, String, usize)> {
    use crate::syntax::lexer::{lex, Mode, Tok};
    let lexed = lex(program, 0, program.len(), Mode::Module);
    lexed
        .tokens
        .into_iter()
        .filter_map(|(s, t, e)| match t {
            Tok::Str(value) => {
                let src = program.get(s..e)?;
                let inner = src.get(1..src.len().checked_sub(1)?)?;
                let simple = (src.starts_with('\'') || src.starts_with('"'))
                    && inner == value
                    && !value.is_empty()
                    && !src.starts_with("'''")
                    && !src.starts_with("\"\"\"");
                simple.then(|| (src.to_string(), value, s))
            }
            _ => None,
        })
        .collect()
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Where `needle` occurs in `hay` bounded by non-word characters (or the
/// ends), as byte offsets.
pub(super) fn bounded(hay: &str, needle: &str) -> Vec<usize> {
    let mut out = Vec::new();
    if needle.is_empty() {
        return out;
    }
    let mut from = 0;
    while let Some(off) = hay[from..].find(needle) {
        let (s, e) = (from + off, from + off + needle.len());
        let before = hay[..s].chars().next_back();
        let after = hay[e..].chars().next();
        let edge_ok = |c: Option<char>, inner: Option<char>| {
            // A needle that itself ends in a non-word character needs no
            // boundary on that side.
            !c.is_some_and(is_word) || !inner.is_some_and(is_word)
        };
        if edge_ok(before, needle.chars().next()) && edge_ok(after, needle.chars().next_back()) {
            out.push(s);
        }
        from = s + needle.chars().next().map_or(1, char::len_utf8);
    }
    out
}

/// The quoted parts of an intent: (span with the quotes, text inside).
fn quoted_parts(intent: &str) -> Vec<((usize, usize), String)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < intent.len() {
        let Some(c) = intent[i..].chars().next() else {
            break;
        };
        if matches!(c, '\'' | '"' | '`') {
            // An apostrophe inside a word (`file's`) opens nothing.
            let word_before = intent[..i].chars().next_back().is_some_and(is_word);
            if !(c == '\'' && word_before) {
                if let Some(len) = intent[i + 1..].find(c) {
                    let inner = &intent[i + 1..i + 1 + len];
                    let end = i + 1 + len + 1;
                    let word_after = intent[end..].chars().next().is_some_and(is_word);
                    if !inner.is_empty() && !inner.contains('\n') && !word_after {
                        out.push(((i, end), inner.to_string()));
                        i = end;
                        continue;
                    }
                }
            }
        }
        i += c.len_utf8();
    }
    out
}

/// The kit tool parameter a string literal (the token at `at`) is passed
/// as, when it is an argument of a call to a kit tool.
fn tool_param(tokens: &[(usize, Tok, usize)], at: usize, kit: &Kit) -> Option<String> {
    use crate::syntax::token::Raw;
    let i = tokens.iter().position(|t| t.0 == at)?;
    // `name=` just before it: a keyword argument.
    let keyword = match (
        i.checked_sub(2).map(|j| &tokens[j].1),
        tokens.get(i.wrapping_sub(1)).map(|t| &t.1),
    ) {
        (Some(Tok::Name(k)), Some(Tok::Op(Raw::Assign))) => Some(k.clone()),
        _ => None,
    };
    // Back to the call's `(`, counting the arguments before this one.
    let mut depth = 0;
    let mut index = 0;
    let mut j = i;
    while j > 0 {
        j -= 1;
        match &tokens[j].1 {
            Tok::Op(Raw::RParen | Raw::RBracket | Raw::RBrace) => depth += 1,
            Tok::Op(Raw::LBracket | Raw::LBrace) if depth > 0 => depth -= 1,
            Tok::Op(Raw::LParen) if depth > 0 => depth -= 1,
            Tok::Op(Raw::LParen) => break,
            Tok::Op(Raw::LBracket | Raw::LBrace) => return None,
            Tok::Op(Raw::Comma) if depth == 0 => index += 1,
            Tok::Newline => return None,
            _ => {}
        }
    }
    let Some((_, Tok::Name(tool), _)) = j.checked_sub(1).map(|k| &tokens[k]) else {
        return None;
    };
    let spec = kit.get(tool)?;
    match keyword {
        Some(k) => spec.params.iter().any(|p| p.name == k).then_some(k),
        None => spec.params.get(index).map(|p| p.name.clone()),
    }
}

/// A part of the intent made a placeholder: its span in the intent, the
/// program offsets of the text it stands for, that text's length, and the
/// placeholder's base name.
type Chosen = ((usize, usize), Vec<usize>, usize, String);

/// The pattern and body a journaled (intent, program) generalises to.
///
/// Only unambiguous parts of the intent become placeholders: a quoted part
/// (`'app'`), wherever its text stands in the program's string literals —
/// a whole literal or a piece of a longer one (`'app/**/*.py'`); and a bare
/// word of the intent that is, whole, a literal passed to a kit tool
/// (`find_definitions('login')` for "locate symbol login"). A text that
/// also stands anywhere else in the program is left alone, and so is a
/// bare word that is only a key or a value (`d['file']` for "which file
/// defines 'x'"). The pattern is anchored, so it matches a whole intent;
/// and the template must give back the journaled program exactly for its
/// intent, or the intent is kept whole (no placeholders).
fn generalise(intent: &str, program: &str, kit: &Kit) -> (String, String) {
    use crate::syntax::lexer::{lex, Mode};
    let intent = templates::normalise_intent(intent);
    let whole = (format!("^{}$", regex::escape(&intent)), program.to_string());
    let lexed = lex(program, 0, program.len(), Mode::Module);
    if !lexed.errors.is_empty() {
        return whole;
    }
    let lits = literals(program);
    // Each candidate: its span in the intent, and the program offsets of
    // the text it stands for (with the text's length).
    let mut chosen: Vec<Chosen> = Vec::new();
    let taken = |chosen: &Vec<Chosen>, s: usize, e: usize| {
        chosen.iter().any(|((a, b), _, _, _)| s < *b && *a < e)
    };
    let mut quoted = quoted_parts(&intent);
    quoted.sort_by_key(|(_, t)| std::cmp::Reverse(t.len()));
    for ((s, e), text) in quoted {
        let mut sites = Vec::new();
        let mut param = None;
        for (_, value, start) in &lits {
            for off in bounded(value, &text) {
                // Simple literals: the value is the source between the quotes.
                sites.push(start + 1 + off);
                if param.is_none() {
                    param = tool_param(&lexed.tokens, *start, kit);
                }
            }
        }
        // Every place the text stands in the program must be one of them.
        if sites.is_empty() || bounded(program, &text).len() != sites.len() {
            continue;
        }
        if taken(&chosen, s, e) {
            continue;
        }
        chosen.push((
            (s, e),
            sites,
            text.len(),
            param.unwrap_or_else(|| "text".into()),
        ));
    }
    for (_, value, start) in &lits {
        let Some(param) = tool_param(&lexed.tokens, *start, kit) else {
            continue;
        };
        let at = bounded(&intent, value);
        let [s] = at[..] else {
            continue;
        };
        let e = s + value.len();
        if taken(&chosen, s, e) || bounded(program, value).len() != 1 {
            continue;
        }
        chosen.push(((s, e), vec![start + 1], value.len(), param));
    }
    if chosen.is_empty() {
        return whole;
    }
    // Names: the parameter, numbered when it repeats; never a name the
    // program already writes in braces.
    chosen.sort_by_key(|c| c.0 .0);
    let mut names: Vec<String> = Vec::new();
    for c in &chosen {
        let base = c.3.clone();
        let mut name = base.clone();
        let mut n = 2;
        while names.contains(&name) || program.contains(&format!("{{{name}}}")) {
            name = format!("{base}{n}");
            n += 1;
        }
        names.push(name);
    }
    let mut pattern = String::from("^");
    let mut last = 0;
    for (c, name) in chosen.iter().zip(&names) {
        pattern.push_str(&regex::escape(&intent[last..c.0 .0]));
        pattern.push_str(&format!("{{{name}}}"));
        last = c.0 .1;
    }
    pattern.push_str(&regex::escape(&intent[last..]));
    pattern.push('$');
    let mut sites: Vec<(usize, usize, &str)> = chosen
        .iter()
        .zip(&names)
        .flat_map(|(c, name)| c.1.iter().map(move |&at| (at, c.2, name.as_str())))
        .collect();
    sites.sort();
    let mut body = String::new();
    let mut last = 0;
    for (at, len, name) in sites {
        if at < last {
            return whole;
        }
        body.push_str(&program[last..at]);
        body.push_str(&format!("{{{name}}}"));
        last = at + len;
    }
    body.push_str(&program[last..]);
    // The template must give back the journaled program for its intent.
    let t = Template {
        name: String::new(),
        pattern: pattern.clone(),
        success_count: 0,
        fail_count: 0,
        body: body.clone(),
    };
    let back = t.matches(&intent).and_then(|caps| t.instantiate(&caps));
    if back.as_deref() == Some(program) {
        (pattern, body)
    } else {
        whole
    }
}

fn slug(pattern: &str) -> String {
    let mut s = String::new();
    for c in pattern.chars() {
        if c.is_ascii_alphanumeric() {
            s.push(c.to_ascii_lowercase());
        } else if !s.ends_with('-') && !s.is_empty() {
            s.push('-');
        }
        if s.len() >= 48 {
            break;
        }
    }
    let s = s.trim_end_matches('-').to_string();
    if s.is_empty() {
        "template".into()
    } else {
        s
    }
}

fn same_pattern(a: &str, b: &str) -> bool {
    let norm = |s: &str| {
        s.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase()
    };
    norm(a) == norm(b)
}

/// Turn a journaled success into a template. The name defaults to a slug
/// of the pattern; a template with the same pattern is not duplicated.
pub fn promote(
    root: &Path,
    e: &Entry,
    name: Option<&str>,
    kit: &Kit,
    force: bool,
) -> Result<Template, String> {
    let Some(program) = e.program.as_deref().filter(|_| e.success) else {
        return Err("only a successful delegation can be promoted".into());
    };
    let (pattern, body) = generalise(&e.intent, program, kit);
    let (existing, _) = templates::load(root);
    if !force {
        if let Some((_, t)) = existing
            .iter()
            .find(|(_, t)| same_pattern(&t.pattern, &pattern))
        {
            return Err(format!(
                "template `{}` already has the pattern {:?}",
                t.name, t.pattern
            ));
        }
    }
    let t = Template {
        name: name.map(str::to_string).unwrap_or_else(|| slug(&pattern)),
        pattern,
        success_count: 0,
        fail_count: 0,
        body,
    };
    templates::save(root, &t, force)?;
    Ok(t)
}

/// After a model success: promote its pattern once it has succeeded
/// `threshold` times (counting this one, already journaled) and no
/// template has it yet. Returns the new template.
pub fn auto_promote(root: &Path, e: &Entry, threshold: u32, kit: &Kit) -> Option<Template> {
    if threshold == 0 || !e.model || !e.success {
        return None;
    }
    let program = e.program.as_deref()?;
    let shape = generalise(&e.intent, program, kit);
    let pattern = shape.0.clone();
    // Successes of the same shape: the same pattern and the same body, so
    // the template gives back each of their programs for their intents.
    let successes = read(root)
        .iter()
        .filter(|x| x.model && x.success)
        .filter(|x| {
            x.program
                .as_deref()
                .is_some_and(|p| generalise(&x.intent, p, kit) == shape)
        })
        .count();
    if successes < threshold as usize {
        return None;
    }
    if templates::load(root)
        .0
        .iter()
        .any(|(_, t)| same_pattern(&t.pattern, &pattern))
    {
        return None;
    }
    let name = format!("auto-{}", slug(&pattern));
    promote(root, e, Some(&name), kit, false).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kit() -> Kit {
        Kit::resolve("debug").unwrap()
    }

    #[test]
    fn quoted_and_bare_literals_become_placeholders() {
        let (p, b) = generalise(
            "find callers of 'validate_token'",
            "c = find_callers('validate_token')\n[x['file'] for x in c]\n",
            &kit(),
        );
        assert_eq!(p, "^find callers of {name}$");
        assert_eq!(b, "c = find_callers('{name}')\n[x['file'] for x in c]\n");
        let (p, b) = generalise(
            "search TODO in src/lib",
            "search_content(\"TODO\", 'src/lib')",
            &kit(),
        );
        assert_eq!(p, "^search {pattern} in {path}$");
        assert_eq!(b, "search_content(\"{pattern}\", '{path}')");
    }

    #[test]
    fn literals_not_in_the_intent_stay() {
        let (p, b) = generalise("count python files", "len(find_files('**/*.py'))", &kit());
        assert_eq!(p, "^count python files$");
        assert_eq!(b, "len(find_files('**/*.py'))");
        // A word inside another word is not a match.
        let (p, _) = generalise("reading a.py", "read_file('read')", &kit());
        assert_eq!(p, "^reading a\\.py$");
    }

    #[test]
    fn a_quoted_literal_is_generalised_inside_longer_strings() {
        let intent = "list python files under 'app'";
        let program = "find_files('app/**/*.py')\n";
        let (p, b) = generalise(intent, program, &kit());
        assert_eq!(p, "^list python files under {pattern}$");
        assert_eq!(b, "find_files('{pattern}/**/*.py')\n");
        let t = Template {
            name: "x".into(),
            pattern: p,
            success_count: 0,
            fail_count: 0,
            body: b,
        };
        let caps = t.matches("list python files under 'lib/sub'").unwrap();
        assert_eq!(
            t.instantiate(&caps).unwrap(),
            "find_files('lib/sub/**/*.py')\n"
        );
    }

    #[test]
    fn a_bare_word_in_another_role_is_not_a_placeholder() {
        // `file` is a key here, not the request's subject.
        let program = "[d['file'] for d in find_definitions('x')]\n";
        let (p, b) = generalise("which file defines 'x'", program, &kit());
        assert_eq!(p, "^which file defines {name}$");
        assert_eq!(b, "[d['file'] for d in find_definitions('{name}')]\n");
        let t = Template {
            name: "x".into(),
            pattern: p,
            success_count: 0,
            fail_count: 0,
            body: b,
        };
        assert!(t.matches("which widget defines 'x'").is_none());
        // A text that also stands elsewhere in the program is ambiguous.
        let (p, b) = generalise("read 'a'", "a = read_file('a')\na\n", &kit());
        assert_eq!(
            (p.as_str(), b.as_str()),
            ("^read 'a'$", "a = read_file('a')\na\n")
        );
    }

    #[test]
    fn generalised_template_reproduces_the_program() {
        let intent = "show definitions of \"Parser\" in the code";
        let program = "d = find_definitions('Parser')\nlen(d)\n";
        let (pattern, body) = generalise(intent, program, &kit());
        let t = Template {
            name: "x".into(),
            pattern,
            success_count: 0,
            fail_count: 0,
            body,
        };
        let caps = t.matches(intent).unwrap();
        assert_eq!(t.instantiate(&caps).unwrap(), program);
        let caps = t.matches("show definitions of Lexer in the code").unwrap();
        assert_eq!(
            t.instantiate(&caps).unwrap(),
            "d = find_definitions('Lexer')\nlen(d)\n"
        );
    }

    #[test]
    fn literal_scanner() {
        let l = literals("a = 'x' + \"y z\" + f'q' + 'e\\n' # 'c'\nb = ''\nprint(\"say 'x'\")");
        let vals: Vec<_> = l.iter().map(|x| x.1.as_str()).collect();
        assert_eq!(vals, vec!["x", "y z", "say 'x'"]);
        // A literal passed to no tool, and not quoted: not a placeholder.
        let (p, b) = generalise("say x", "v = 'x'\nprint(\"say 'x'\")", &kit());
        assert_eq!(p, "^say x$");
        assert_eq!(b, "v = 'x'\nprint(\"say 'x'\")");
    }

    #[test]
    fn slugs() {
        assert_eq!(slug("find callers of {name}"), "find-callers-of-name");
        assert_eq!(slug("^find callers of {name}$"), "find-callers-of-name");
        assert_eq!(slug("???"), "template");
    }
}
