//! The ratchet. Every delegation is one line of
//! `<root>/.lackpy/journal.jsonl`; a program a model wrote that ran
//! successfully can become a template (by hand with `lackpy template
//! promote`, or automatically after `auto_promote` successes of the same
//! intent pattern), so the next request of that shape needs no model.
//!
//! Promotion generalises: each string literal of the program whose text
//! appears in the intent (quoted or as whole words) becomes a placeholder
//! in both the pattern and the body — "find callers of 'load'" with
//! `find_callers('load')` becomes `find callers of {name}` with
//! `find_callers({name})`.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::templates::{self, Template};
use crate::kit::Kit;

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

/// Where `text` occurs in `intent`: quoted (the quotes included in the
/// span), or else bounded by non-word characters. Case-insensitive.
fn find_in_intent(intent: &str, text: &str) -> Option<(usize, usize)> {
    let lower = intent.to_lowercase();
    let t = text.to_lowercase();
    if lower.len() != intent.len() || t.is_empty() {
        return None;
    }
    for q in ['\'', '"', '`'] {
        let quoted = format!("{q}{t}{q}");
        if let Some(at) = lower.find(&quoted) {
            return Some((at, at + quoted.len()));
        }
    }
    let mut from = 0;
    while let Some(off) = lower[from..].find(&t) {
        let (s, e) = (from + off, from + off + t.len());
        let before = lower[..s].chars().next_back();
        let after = lower[e..].chars().next();
        let in_placeholder = lower[..s].matches('{').count() > lower[..s].matches('}').count();
        if !before.is_some_and(is_word) && !after.is_some_and(is_word) && !in_placeholder {
            return Some((s, e));
        }
        from = e;
    }
    None
}

/// The name a literal's placeholder gets: the parameter it is passed to
/// when it is a tool call's first argument, else `text`.
fn placeholder_name(program: &str, start: usize, kit: &Kit) -> String {
    let head = program[..start].trim_end();
    if let Some(before) = head.strip_suffix('(') {
        let name: String = before
            .chars()
            .rev()
            .take_while(|c| is_word(*c))
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        if let Some(p) = kit.get(&name).and_then(|t| t.params.first()) {
            return p.name.clone();
        }
    }
    "text".to_string()
}

/// The pattern and body a journaled (intent, program) generalises to.
fn generalise(intent: &str, program: &str, kit: &Kit) -> (String, String) {
    // Braces in an intent would read as placeholders; such an intent is
    // kept whole, not generalised.
    let mut pattern = intent.trim().to_string();
    let mut body = program.to_string();
    if pattern.contains(['{', '}']) {
        return (pattern, body);
    }
    let all = literals(program);
    let mut lits = all.clone();
    // Longest first, so a literal that contains another wins.
    lits.sort_by_key(|l| std::cmp::Reverse(l.1.len()));
    // Each chosen literal's source text and its placeholder name.
    let mut chosen: Vec<(String, String)> = Vec::new();
    for (src, value, start) in lits {
        if chosen.iter().any(|(s, _)| *s == src) {
            continue;
        }
        let Some((s, e)) = find_in_intent(&pattern, &value) else {
            continue;
        };
        let base = placeholder_name(program, start, kit);
        let mut name = base.clone();
        let mut n = 2;
        // A name the program already writes in braces (a set display)
        // would be filled too: pick another.
        while chosen.iter().any(|(_, m)| *m == name) || program.contains(&format!("{{{name}}}")) {
            name = format!("{base}{n}");
            n += 1;
        }
        pattern.replace_range(s..e, &format!("{{{name}}}"));
        chosen.push((src, name));
    }
    // The body is rebuilt at the literals' own positions, so text that
    // merely looks like a literal inside another string is never touched.
    let mut last = 0;
    body.clear();
    for (src, _, start) in &all {
        if let Some((_, name)) = chosen.iter().find(|(s, _)| s == src) {
            body.push_str(&program[last..*start]);
            body.push_str(&format!("{{{name}}}"));
            last = start + src.len();
        }
    }
    body.push_str(&program[last..]);
    (pattern, body)
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
    let (pattern, _) = generalise(&e.intent, program, kit);
    let successes = read(root)
        .iter()
        .filter(|x| x.model && x.success)
        .filter(|x| {
            x.program
                .as_deref()
                .is_some_and(|p| same_pattern(&generalise(&x.intent, p, kit).0, &pattern))
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
        assert_eq!(p, "find callers of {name}");
        assert_eq!(b, "c = find_callers({name})\n[x['file'] for x in c]\n");
        let (p, b) = generalise(
            "search TODO in src/lib",
            "search_content(\"TODO\", 'src/lib')",
            &kit(),
        );
        assert_eq!(p, "search {pattern} in {text}");
        assert_eq!(b, "search_content({pattern}, {text})");
    }

    #[test]
    fn literals_not_in_the_intent_stay() {
        let (p, b) = generalise("count python files", "len(find_files('**/*.py'))", &kit());
        assert_eq!(p, "count python files");
        assert_eq!(b, "len(find_files('**/*.py'))");
        // A word inside another word is not a match.
        let (p, _) = generalise("reading a.py", "read_file('read')", &kit());
        assert_eq!(p, "reading a.py");
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
        // A literal inside another string is not a placeholder site.
        let (p, b) = generalise("say x", "v = 'x'\nprint(\"say 'x'\")", &kit());
        assert_eq!(p, "say {text}");
        assert_eq!(b, "v = {text}\nprint(\"say 'x'\")");
    }

    #[test]
    fn slugs() {
        assert_eq!(slug("find callers of {name}"), "find-callers-of-name");
        assert_eq!(slug("???"), "template");
    }
}
