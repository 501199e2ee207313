//! Templates: `<root>/.lackpy/templates/*.tmpl`, the ratchet's memory.
//!
//! ```text
//! ---
//! name: callers
//! pattern: "find (all )?callers of {name}"
//! success_count: 3
//! fail_count: 0
//! ---
//! find_callers('{name}')
//! ```
//!
//! A pattern is a regular expression (the reference implementation's
//! syntax) with `{placeholder}`s, searched in the intent case-insensitively;
//! each placeholder captures text (`.+`, one pair of surrounding quotes or
//! backticks dropped). The intent is matched with its runs of spaces made
//! one and its closing `.`, `?` or `!` dropped. A pattern that is not a
//! valid regular expression is matched as literal text. Patterns the
//! ratchet writes are anchored (`^…$`), so they match a whole intent.
//!
//! In the body a placeholder may stand for a whole expression
//! (`find_callers({name})`: the capture goes in as a Python literal, its
//! repr) or stand inside a string literal (`read_file("{path}")`,
//! `'src/{name}.py'`: the capture goes into the literal's value, escaped
//! for that literal's quotes). Either way the intent supplies data and never
//! code. Placeholders inside f-strings are their fields and are left alone.
//! A template that keeps failing — at least three failures and more
//! failures than successes — is demoted: kept on disk, no longer used.

use std::path::{Path, PathBuf};

use regex::Regex;

use super::{py_literal, Attempt, Candidate, Context, Provider, ProviderError};

#[derive(Debug, Clone, PartialEq)]
pub struct Template {
    pub name: String,
    pub pattern: String,
    pub success_count: u64,
    pub fail_count: u64,
    pub body: String,
}

/// A template is demoted after this many failures (if they outnumber its successes).
pub const DEMOTE_AFTER: u64 = 3;

fn placeholder_re() -> &'static Regex {
    static RE: std::sync::LazyLock<Regex> = std::sync::LazyLock::new(|| {
        // A fixed expression that is known to compile.
        Regex::new(r"\{([A-Za-z_][A-Za-z0-9_]*)\}").unwrap_or_else(|_| unreachable!())
    });
    &RE
}

/// The placeholders of a pattern, in order.
pub fn placeholders(pattern: &str) -> Vec<String> {
    placeholder_re()
        .captures_iter(pattern)
        .map(|c| c[1].to_string())
        .collect()
}

/// The regular expression a pattern stands for: its text between
/// placeholders as a regular expression (or, when that is not one, as
/// literal text), each placeholder a named group.
fn pattern_regex(pattern: &str) -> Result<Regex, String> {
    let names = placeholders(pattern);
    if let Some(dup) = names
        .iter()
        .enumerate()
        .find(|(i, n)| names[..*i].contains(n))
    {
        return Err(format!("placeholder {{{}}} appears twice", dup.1));
    }
    let pattern = pattern.trim();
    let build = |literal: &dyn Fn(&str) -> String| -> Result<Regex, regex::Error> {
        let mut re = String::from("(?is)");
        let mut last = 0;
        for m in placeholder_re().captures_iter(pattern) {
            let (Some(whole), Some(name)) = (m.get(0), m.get(1)) else {
                continue;
            };
            re.push_str(&literal(&pattern[last..whole.start()]));
            re.push_str(&format!("(?P<{}>.+)", name.as_str()));
            last = whole.end();
        }
        re.push_str(&literal(&pattern[last..]));
        Regex::new(&re)
    };
    // Each stretch between placeholders must be a regular expression on
    // its own (a group may not span a placeholder); if one is not, the
    // whole pattern is literal text.
    let regex_ok = placeholder_re()
        .split(pattern)
        .all(|part| Regex::new(part).is_ok());
    let result = if regex_ok {
        build(&|s: &str| format!("(?:{s})"))
    } else {
        // Literal text; its closing punctuation goes, as the intent's does.
        let pattern = pattern.trim_end_matches(['.', '?', '!', ' ']);
        let mut re = String::from("(?is)");
        let mut last = 0;
        for m in placeholder_re().captures_iter(pattern) {
            let (Some(whole), Some(name)) = (m.get(0), m.get(1)) else {
                continue;
            };
            re.push_str(&regex::escape(&pattern[last..whole.start()]));
            re.push_str(&format!("(?P<{}>.+)", name.as_str()));
            last = whole.end();
        }
        re.push_str(&regex::escape(&pattern[last..]));
        Regex::new(&re)
    };
    result.map_err(|e| format!("pattern `{pattern}`: {e}"))
}

/// An intent as patterns see it: trimmed, each run of spaces one space,
/// and without its closing `.`, `?` or `!`.
pub fn normalise_intent(intent: &str) -> String {
    let one = intent.split_whitespace().collect::<Vec<_>>().join(" ");
    one.trim_end_matches(['.', '?', '!', ' ']).to_string()
}

/// A string literal of a template body: its span, how it is quoted, and
/// whether a capture can be written into it.
struct Lit {
    start: usize,
    end: usize,
    kind: LitKind,
}

enum LitKind {
    /// A plain (or raw) string: its quote character.
    Str { quote: char, raw: bool },
    /// An f-string or a bytes literal: placeholders in it are left alone.
    Other,
}

/// The string and f-string literals of a program, from the lackpy lexer
/// itself; `None` when it does not lex.
fn string_literals(src: &str) -> Option<Vec<Lit>> {
    use crate::syntax::lexer::{lex, Mode, Tok};
    let lexed = lex(src, 0, src.len(), Mode::Module);
    if !lexed.errors.is_empty() {
        return None;
    }
    Some(
        lexed
            .tokens
            .iter()
            .filter_map(|(s, t, e)| {
                let text = src.get(*s..*e)?;
                let prefix: String = text
                    .chars()
                    .take_while(|c| c.is_ascii_alphabetic())
                    .collect::<String>()
                    .to_ascii_lowercase();
                let quote = text[prefix.len()..].chars().next()?;
                let kind = match t {
                    Tok::Str(_) if !prefix.contains('b') => LitKind::Str {
                        quote,
                        raw: prefix.contains('r'),
                    },
                    Tok::Str(_) | Tok::FStr(_) => LitKind::Other,
                    _ => return None,
                };
                Some(Lit {
                    start: *s,
                    end: *e,
                    kind,
                })
            })
            .collect(),
    )
}

/// `value` written inside a string literal quoted with `quote`, so that the
/// literal's value gets exactly `value`; `None` for a raw string that
/// cannot hold it.
fn escape_into(value: &str, quote: char, raw: bool) -> Option<String> {
    if raw {
        let plain = !value
            .chars()
            .any(|c| c == '\\' || c == quote || c.is_control());
        return plain.then(|| value.to_string());
    }
    let mut out = String::new();
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    Some(out)
}

/// Drop one pair of quotes or backticks around a capture.
fn unquote(s: &str) -> &str {
    let t = s.trim();
    for q in ['\'', '"', '`'] {
        if let Some(inner) = t.strip_prefix(q).and_then(|r| r.strip_suffix(q)) {
            if t.len() >= 2 {
                return inner;
            }
        }
    }
    t
}

impl Template {
    pub fn demoted(&self) -> bool {
        self.fail_count >= DEMOTE_AFTER && self.fail_count > self.success_count
    }

    /// Literal characters of the pattern: more is more specific.
    fn specificity(&self) -> usize {
        placeholder_re().replace_all(&self.pattern, "").len()
    }

    /// The captures when the pattern is found in the intent.
    pub fn matches(&self, intent: &str) -> Option<Vec<(String, String)>> {
        let re = pattern_regex(&self.pattern).ok()?;
        let intent = normalise_intent(intent);
        let caps = re.captures(&intent)?;
        placeholders(&self.pattern)
            .into_iter()
            .map(|n| {
                let v = caps.name(&n)?.as_str();
                Some((n, unquote(v).to_string()))
            })
            .collect()
    }

    /// The body with each placeholder filled: in code, by its capture as a
    /// Python literal; inside a string literal, by its capture escaped into
    /// that literal's value. Placeholders in f-strings and ones the
    /// captures do not name are left as they are. `None` when the body does
    /// not lex, or a capture cannot be written into a raw string safely.
    pub fn instantiate(&self, captures: &[(String, String)]) -> Option<String> {
        let lits = string_literals(&self.body)?;
        let mut out = String::new();
        let mut last = 0;
        for c in placeholder_re().captures_iter(&self.body) {
            let (Some(whole), Some(name)) = (c.get(0), c.get(1)) else {
                continue;
            };
            let Some((_, v)) = captures.iter().find(|(n, _)| n == name.as_str()) else {
                continue;
            };
            let at = whole.start();
            let filled = match lits.iter().find(|l| l.start <= at && at < l.end) {
                None => py_literal(v),
                Some(Lit {
                    kind: LitKind::Str { quote, raw },
                    ..
                }) => escape_into(v, *quote, *raw)?,
                Some(_) => continue,
            };
            out.push_str(&self.body[last..at]);
            out.push_str(&filled);
            last = whole.end();
        }
        out.push_str(&self.body[last..]);
        Some(out)
    }

    /// Placeholders the body fills (in code or in a string literal) that
    /// the pattern does not define: the body would run with the text
    /// `{name}` in it. Placeholders in f-strings are fields, not counted.
    pub fn undefined_placeholders(&self) -> Vec<String> {
        let defined = placeholders(&self.pattern);
        let lits = string_literals(&self.body).unwrap_or_default();
        let mut out: Vec<String> = Vec::new();
        for c in placeholder_re().captures_iter(&self.body) {
            let (Some(whole), Some(name)) = (c.get(0), c.get(1)) else {
                continue;
            };
            let at = whole.start();
            let in_fstring = lits
                .iter()
                .any(|l| l.start <= at && at < l.end && matches!(l.kind, LitKind::Other));
            let n = name.as_str().to_string();
            if !in_fstring && !defined.contains(&n) && !out.contains(&n) {
                out.push(n);
            }
        }
        out
    }

    /// Parse a `.tmpl` file's text; `fallback_name` names it when the
    /// frontmatter does not.
    pub fn parse(text: &str, fallback_name: &str) -> Result<Template, String> {
        let mut lines = text.lines();
        if lines.next().map(str::trim) != Some("---") {
            return Err("a template starts with `---` frontmatter".into());
        }
        let mut t = Template {
            name: fallback_name.to_string(),
            pattern: String::new(),
            success_count: 0,
            fail_count: 0,
            body: String::new(),
        };
        let mut closed = false;
        for line in lines.by_ref() {
            if line.trim() == "---" {
                closed = true;
                break;
            }
            let Some((key, value)) = line.split_once(':') else {
                continue;
            };
            let value = value.trim();
            // Values may be written bare or as a JSON/YAML double-quoted
            // string; a quoted value that is not valid JSON (a regular
            // expression's `\w`, say) loses its quotes, as the reference
            // implementation reads it.
            let value = if value.starts_with('"') {
                serde_json::from_str::<String>(value)
                    .unwrap_or_else(|_| value.trim_matches('"').to_string())
            } else if value.len() >= 2 && value.starts_with('\'') && value.ends_with('\'') {
                value[1..value.len() - 1].to_string()
            } else {
                value.to_string()
            };
            let count = |v: &str| {
                v.parse::<u64>()
                    .map_err(|_| format!("`{}` is not a count: {v}", key.trim()))
            };
            match key.trim() {
                "name" => t.name = value,
                "pattern" => t.pattern = value,
                "success_count" => t.success_count = count(&value)?,
                "fail_count" => t.fail_count = count(&value)?,
                _ => {}
            }
        }
        if !closed {
            return Err("the frontmatter has no closing `---`".into());
        }
        if t.pattern.trim().is_empty() {
            return Err("no `pattern` in the frontmatter".into());
        }
        pattern_regex(&t.pattern)?;
        t.body = lines
            .collect::<Vec<_>>()
            .join("\n")
            .trim_matches('\n')
            .to_string()
            + "\n";
        Ok(t)
    }

    /// The file text.
    pub fn render(&self) -> String {
        format!(
            "---\nname: {}\npattern: {}\nsuccess_count: {}\nfail_count: {}\n---\n{}",
            self.name,
            serde_json::Value::String(self.pattern.clone()),
            self.success_count,
            self.fail_count,
            self.body.trim_end_matches('\n').to_string() + "\n"
        )
    }
}

pub fn dir(root: &Path) -> PathBuf {
    root.join(".lackpy").join("templates")
}

/// A template's file name must be a plain name.
fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        && !name.starts_with('.')
}

/// The templates of a root, sorted by name, and the files that could not
/// be read (reported, not fatal: one bad file must not stop the others).
pub fn load(root: &Path) -> (Vec<(PathBuf, Template)>, Vec<String>) {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir(root)) else {
        return (out, errors);
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "tmpl"))
        .collect();
    paths.sort();
    for p in paths {
        let stem = p
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("")
            .to_string();
        match std::fs::read_to_string(&p)
            .map_err(|e| e.to_string())
            .and_then(|text| Template::parse(&text, &stem))
        {
            Ok(t) => out.push((p, t)),
            Err(e) => errors.push(format!("{}: {e}", p.display())),
        }
    }
    (out, errors)
}

/// Write a template as `<name>.tmpl`, atomically; an existing one is kept
/// unless `force`.
pub fn save(root: &Path, t: &Template, force: bool) -> Result<PathBuf, String> {
    if !valid_name(&t.name) {
        return Err(format!(
            "template name `{}`: use letters, digits, `-`, `_` and `.`",
            t.name
        ));
    }
    pattern_regex(&t.pattern)?;
    let d = dir(root);
    std::fs::create_dir_all(&d).map_err(|e| format!("cannot create {}: {e}", d.display()))?;
    let path = d.join(format!("{}.tmpl", t.name));
    let written = if force {
        crate::fsutil::write_atomic(&path, t.render().as_bytes())
    } else {
        crate::fsutil::write_new(&path, t.render().as_bytes())
    };
    match written {
        Ok(()) => Ok(path),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(format!(
            "{} exists; pass --force to replace it",
            path.display()
        )),
        Err(e) => Err(format!("cannot write {}: {e}", path.display())),
    }
}

/// Why [`add`] refused a template.
pub enum Refusal {
    /// The program uses placeholders its pattern does not capture, or does
    /// not check: the message, and the program as checked (placeholders
    /// filled with `'x'`) with its check report when it got that far.
    Rejected {
        message: String,
        checked: Option<Box<(String, crate::check::Report)>>,
    },
    /// A bad name, pattern or kit, or the file could not be written.
    Usage(String),
}

/// Check a template and save it in the workspace `root`: what `lackpy
/// template add` and the MCP tool `create` do. Every placeholder its
/// program fills must be one its pattern captures, and the program, with
/// each placeholder standing for a string, must check against `kit` (by
/// default against every built-in tool, so that only its names and syntax
/// are checked). An existing template is replaced only with `force`.
pub fn add(root: &Path, t: &Template, kit: Option<&str>, force: bool) -> Result<PathBuf, Refusal> {
    // Otherwise the program would run with the text `{name}` in it.
    let undefined = t.undefined_placeholders();
    if !undefined.is_empty() {
        let list: Vec<String> = undefined.iter().map(|n| format!("{{{n}}}")).collect();
        return Err(Refusal::Rejected {
            message: format!(
                "the template's program uses {} but its pattern {:?} does not define {}",
                list.join(", "),
                t.pattern,
                if list.len() == 1 { "it" } else { "them" }
            ),
            checked: None,
        });
    }
    let sample: Vec<(String, String)> = placeholders(&t.pattern)
        .into_iter()
        .map(|p| (p, "x".to_string()))
        .collect();
    let Some(program) = t.instantiate(&sample) else {
        return Err(Refusal::Usage("the template's program does not lex".into()));
    };
    let kit = crate::engine::resolve_kit(kit.unwrap_or("debug,edit,literate"), root)
        .map_err(Refusal::Usage)?;
    let report = crate::check::check_source(&program, &kit, &[], &[]);
    if !report.errors.is_empty() {
        return Err(Refusal::Rejected {
            message: "the template's program does not check (placeholders filled with 'x')".into(),
            checked: Some(Box::new((program, report))),
        });
    }
    save(root, t, force).map_err(Refusal::Usage)
}

/// Count one success or failure of the named template, re-reading the file
/// so that counts written by another run in between are kept.
pub fn record(root: &Path, name: &str, success: bool) -> Result<(), String> {
    let (all, _) = load(root);
    let Some((path, mut t)) = all.into_iter().find(|(_, t)| t.name == name) else {
        return Err(format!("no template named `{name}`"));
    };
    if success {
        t.success_count += 1;
    } else {
        t.fail_count += 1;
    }
    crate::fsutil::write_atomic(&path, t.render().as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// The templates tier: the most specific active template whose pattern
/// matches the whole intent.
pub struct TemplatesProvider {
    pub name: String,
    pub templates: Vec<Template>,
}

impl TemplatesProvider {
    pub fn load(name: &str, root: &Path) -> TemplatesProvider {
        TemplatesProvider {
            name: name.to_string(),
            templates: load(root).0.into_iter().map(|(_, t)| t).collect(),
        }
    }
}

impl Provider for TemplatesProvider {
    fn name(&self) -> &str {
        &self.name
    }

    fn generate(
        &self,
        ctx: &Context,
        _attempt: &Attempt,
    ) -> Result<Option<Candidate>, ProviderError> {
        let best = self
            .templates
            .iter()
            .filter(|t| !t.demoted())
            .filter_map(|t| t.matches(ctx.intent).map(|c| (t, c)))
            .max_by(|(a, _), (b, _)| {
                a.specificity()
                    .cmp(&b.specificity())
                    .then(b.name.cmp(&a.name))
            });
        // A body that does not lex yields an empty program, which the
        // checker refuses and the template's count records.
        Ok(best.map(|(t, caps)| Candidate {
            program: t.instantiate(&caps).unwrap_or_default(),
            template: Some(t.name.clone()),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tmpl(pattern: &str, body: &str) -> Template {
        Template {
            name: "t".into(),
            pattern: pattern.into(),
            success_count: 0,
            fail_count: 0,
            body: body.into(),
        }
    }

    #[test]
    fn whole_intent_case_insensitive_match() {
        let t = tmpl("find callers of {name}", "find_callers({name})\n");
        let caps = t.matches("Find  CALLERS of validate_token").unwrap();
        assert_eq!(
            caps,
            vec![("name".to_string(), "validate_token".to_string())]
        );
        assert_eq!(
            t.instantiate(&caps).unwrap(),
            "find_callers('validate_token')\n"
        );
        // Searched in the intent, as the reference implementation does.
        let caps = t.matches("please find callers of x?").unwrap();
        assert_eq!(caps[0].1, "x");
        assert!(t.matches("find the callers of x").is_none());
    }

    #[test]
    fn reference_patterns_are_regular_expressions() {
        let t = tmpl(
            "find (all )?(callers|usages|references) of {name}",
            "find_callers('{name}')\n",
        );
        for intent in [
            "find callers of load",
            "Find all usages of 'load'",
            "please find references of `load`.",
        ] {
            let caps = t.matches(intent).unwrap();
            assert_eq!(t.instantiate(&caps).unwrap(), "find_callers('load')\n");
        }
        let t = tmpl("read (the )?file {path}", "read_file(\"{path}\")\n");
        let caps = t.matches("read the file src/a.py").unwrap();
        assert_eq!(t.instantiate(&caps).unwrap(), "read_file(\"src/a.py\")\n");
        // Not a regular expression: matched as literal text.
        let t = tmpl("what is {x}?", "{x}\n");
        assert!(t.matches("what is 'a'").is_some());
        assert!(t.matches("what iz 'a'").is_none());
        // The reference's frontmatter: a quoted pattern that is not JSON.
        let text = "---\nname: defs\npattern: \"where is (\\w+) {name} defined\"\n---\nfind_definitions({name})\n";
        let t = Template::parse(text, "x").unwrap();
        assert_eq!(t.pattern, "where is (\\w+) {name} defined");
        assert!(t.matches("where is function f defined").is_some());
    }

    #[test]
    fn undefined_placeholders_are_found() {
        let t = tmpl(
            "read {path}",
            "x = read_file('{path}')\ny = '{other}'\nf'{x}' + {third}\n",
        );
        assert_eq!(t.undefined_placeholders(), vec!["other", "third"]);
    }

    #[test]
    fn quotes_around_a_capture_are_dropped() {
        let t = tmpl("read {path}", "read_file({path})\n");
        let caps = t.matches("read 'src/a b.py'").unwrap();
        assert_eq!(t.instantiate(&caps).unwrap(), "read_file('src/a b.py')\n");
        let caps = t.matches("read `x.py`").unwrap();
        assert_eq!(caps[0].1, "x.py");
    }

    #[test]
    fn a_capture_cannot_inject_code() {
        let t = tmpl("find callers of {name}", "find_callers({name})\n");
        for evil in [
            "'); write_file('x', 'y",
            "\"); write_file(\"x\", \"y",
            "x')\nwrite_file('pwned', '",
            "\\'); run_command('rm -rf /'); ('",
        ] {
            let caps = t.matches(&format!("find callers of {evil}")).unwrap();
            let program = t.instantiate(&caps).unwrap();
            let m = crate::syntax::parse(&program).expect("still one valid program");
            assert_eq!(m.body.len(), 1, "one statement for {evil:?}: {program}");
            let report = crate::check::check_source(
                &program,
                &crate::kit::Kit::resolve("debug,write_file,run_command").unwrap(),
                &[],
                &[],
            );
            assert_eq!(report.calls, vec!["find_callers"], "{program}");
        }
    }

    #[test]
    fn placeholders_inside_strings_are_filled_as_data() {
        let t = tmpl(
            "greet {name}",
            "n = {name}\nprint(\"hi {name}\")\nprint('src/{name}.py')\nf'{name}' + n\n",
        );
        let caps = t.matches("greet a\" + run_command('x') + \"b").unwrap();
        let program = t.instantiate(&caps).unwrap();
        assert_eq!(
            program,
            "n = 'a\" + run_command(\\'x\\') + \"b'\nprint(\"hi a\\\" + run_command('x') + \\\"b\")\nprint('src/a\" + run_command(\\'x\\') + \"b.py')\nf'{name}' + n\n"
        );
        let report = crate::check::check_source(
            &program,
            &crate::kit::Kit::resolve("run_command").unwrap(),
            &["name".to_string()],
            &[],
        );
        assert!(report.is_valid(), "{program}");
        assert!(
            !report.calls.contains(&"run_command".to_string()),
            "{program}"
        );
        // Every way out of a string stays inside it.
        let t = tmpl("read {path}", "read_file('{path}')\n");
        for evil in [
            "a\\",
            "a\\'",
            "x\nwrite_file('p', 'q')",
            "'); run_command('rm",
            "\u{7}",
        ] {
            let program = t.instantiate(&[("path".into(), evil.into())]).unwrap();
            let m = crate::syntax::parse(&program).expect("one valid program");
            assert_eq!(m.body.len(), 1, "{program}");
            let v = crate::engine::Program::compile(
                &format!(
                    "{}.removeprefix('')",
                    program
                        .trim_end()
                        .trim_start_matches("read_file(")
                        .trim_end_matches(')')
                ),
                &crate::kit::Kit::empty(),
                &[],
            )
            .unwrap()
            .run(&crate::kit::Kit::empty(), crate::engine::RunOptions::new());
            assert_eq!(v.output, serde_json::json!(evil), "{program}");
        }
        // A raw string takes only what it can hold as it is.
        let t = tmpl("find {p}", "search_content(r'{p}')\n");
        assert_eq!(
            t.instantiate(&[("p".into(), "a.b".into())]).unwrap(),
            "search_content(r'a.b')\n"
        );
        assert_eq!(t.instantiate(&[("p".into(), "a'".into())]), None);
    }

    #[test]
    fn several_placeholders() {
        let t = tmpl("search {pat} in {path}", "search_content({pat}, {path})\n");
        let caps = t.matches("search TODO in src").unwrap();
        assert_eq!(
            t.instantiate(&caps).unwrap(),
            "search_content('TODO', 'src')\n"
        );
        assert!(pattern_regex("a {x} b {x}").is_err());
    }

    #[test]
    fn file_round_trip_and_demotion() {
        let text = "---\nname: callers\npattern: \"find callers of {name}\"\nsuccess_count: 2\nfail_count: 1\n---\nfind_callers({name})\n";
        let t = Template::parse(text, "x").unwrap();
        assert_eq!(t.name, "callers");
        assert_eq!(t.pattern, "find callers of {name}");
        assert_eq!((t.success_count, t.fail_count), (2, 1));
        assert_eq!(t.render(), text);
        let bare = Template::parse("---\npattern: list files\n---\nfind_files('*')", "f").unwrap();
        assert_eq!(
            (bare.name.as_str(), bare.pattern.as_str()),
            ("f", "list files")
        );
        assert!(!t.demoted());
        let mut bad = t.clone();
        bad.fail_count = 3;
        assert!(bad.demoted());
        bad.success_count = 3;
        assert!(!bad.demoted());
        assert!(Template::parse("no frontmatter", "x").is_err());
        assert!(Template::parse("---\nname: a\n---\nx", "x").is_err());
    }

    #[test]
    fn most_specific_active_template_wins() {
        let mut general = tmpl("find {what}", "find_files({what})\n");
        general.name = "general".into();
        let mut specific = tmpl("find callers of {name}", "find_callers({name})\n");
        specific.name = "specific".into();
        let p = TemplatesProvider {
            name: "templates".into(),
            templates: vec![general, specific.clone()],
        };
        let kit = crate::kit::Kit::resolve("debug").unwrap();
        let ctx = Context {
            intent: "find callers of f",
            kit: &kit,
            params: &[],
        };
        let c = p.generate(&ctx, &Attempt::First).unwrap().unwrap();
        assert_eq!(c.template.as_deref(), Some("specific"));
        specific.fail_count = 5;
        let p = TemplatesProvider {
            name: "templates".into(),
            templates: vec![p.templates[0].clone(), specific],
        };
        let c = p.generate(&ctx, &Attempt::First).unwrap().unwrap();
        assert_eq!(c.template.as_deref(), Some("general"));
    }
}
