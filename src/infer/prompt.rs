//! The prompt: a Jupyter cell over a pre-loaded namespace. Models have seen
//! millions of notebook cells, and a cell is already a restricted program —
//! no imports, no definitions, calls to what earlier cells loaded. So the
//! prompt lists what the namespace has (tools with signatures and
//! descriptions, builtins, pre-set variables) and never what is forbidden:
//! naming a construct invites it, and the checker enforces the rules anyway.

use std::collections::HashSet;

use crate::check::tables::BUILTINS;
use crate::kit::{Example, Kit};

use super::Context;

/// Examples shown at most.
const EXAMPLES: usize = 3;
/// A pre-set value's repr is cut to this many characters.
const PARAM_REPR: usize = 80;

/// The name under which the kit offers `read_file`, if it does.
fn read_tool(kit: &Kit) -> Option<&str> {
    kit.tools()
        .iter()
        .map(|t| t.name.as_str())
        .find(|n| *n == "read_file" || kit.alias_target(n) == Some("read_file"))
}

fn words(s: &str) -> HashSet<String> {
    s.split(|c: char| !c.is_alphanumeric() && c != '_')
        .filter(|w| w.len() > 2)
        .map(str::to_lowercase)
        .collect()
}

/// The kit's examples most like the intent (shared words), best first;
/// none that shares nothing.
fn relevant<'a>(examples: &'a [Example], intent: &str) -> Vec<&'a Example> {
    let want = words(intent);
    let mut scored: Vec<(usize, usize, &Example)> = examples
        .iter()
        .enumerate()
        .map(|(i, e)| (words(&e.intent).intersection(&want).count(), i, e))
        .filter(|(s, _, _)| *s > 0)
        .collect();
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    scored
        .into_iter()
        .take(EXAMPLES)
        .map(|(_, _, e)| e)
        .collect()
}

/// The system prompt for an intent over a kit.
pub fn system(ctx: &Context, extra_examples: &[Example]) -> String {
    let mut s = String::from(
        "You are a Jupyter notebook cell generator. Write a single cell \
         using ONLY the pre-loaded kernel namespace below.\n\n\
         Output ONLY the cell contents — no markdown, no explanation, no code fences.\n\n\
         Assign tool results to variables and reuse them. Never call the same \
         function twice when you can reuse a variable.\n\n",
    );
    if let Some(read) = read_tool(ctx.kit) {
        s.push_str(&format!(
            "You orchestrate tools to find and modify existing code. \
             Use {read}(path) to get file contents.\n\n"
        ));
    }
    s.push_str("Kernel namespace:\n");
    if ctx.kit.tools().is_empty() {
        s.push_str("  (no tools: builtins only)\n");
    }
    for t in ctx.kit.tools() {
        s.push_str(&format!("  {}: {}\n", t.signature(), t.description));
    }
    let builtins: Vec<&str> = BUILTINS.iter().map(|b| b.name).collect();
    s.push_str(&format!("\nBuiltins: {}\n", builtins.join(", ")));
    if !ctx.params.is_empty() {
        s.push_str("\nPre-set variables:\n");
        for (name, value) in ctx.params {
            let mut r = crate::value::repr(value);
            if r.chars().count() > PARAM_REPR {
                r = format!("{}…", r.chars().take(PARAM_REPR).collect::<String>());
            }
            s.push_str(&format!("  {name} = {r}\n"));
        }
    }
    let all: Vec<Example> = ctx
        .kit
        .examples()
        .iter()
        .chain(extra_examples)
        .cloned()
        .collect();
    let shown = relevant(&all, ctx.intent);
    if !shown.is_empty() {
        s.push_str("\nExamples:\n");
        for e in shown {
            s.push_str(&format!("\n# {}\n{}\n", e.intent, e.program.trim_end()));
        }
    }
    s.push_str("\nThe cell's last expression is displayed as output.\n");
    s
}

/// The user turn: the intent itself.
pub fn user(intent: &str) -> String {
    intent.trim().to_string()
}

/// The retry's user turn: what the checker found, with its hints.
pub fn feedback(program: &str, diags: &[crate::diag::Diagnostic]) -> String {
    let index = crate::diag::LineIndex::new(program);
    let mut s = String::from("The checker rejected that cell:\n");
    for d in diags {
        let at = index.line_col(d.span.start as usize);
        s.push_str(&format!(
            "  line {}, column {}: {} {}\n",
            at.line,
            at.column,
            d.code.as_str(),
            d.message
        ));
        if let Some(h) = &d.hint {
            s.push_str(&format!("    hint: {h}\n"));
        }
    }
    s.push_str("\nRewrite the cell using only the namespace above. Output only the cell contents.");
    s
}

/// What a token scan finds in a program that does not parse: the names
/// lackpy does not have (`open`, `eval`, …) and the statements it lacks
/// (`import`, `def`, `while`, …), which the checker cannot name when the
/// parse stops it. Each once, at its first place, with the kit's hint.
pub fn scan_forbidden(program: &str, kit: &Kit) -> Vec<crate::diag::Diagnostic> {
    use crate::diag::{Code, Diagnostic, Span};
    use crate::syntax::hints;
    use crate::syntax::lexer::{lex, Mode, Tok};
    let lexed = lex(program, 0, program.len(), Mode::Module);
    let mut found: Vec<Diagnostic> = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    for (start, tok, end) in &lexed.tokens {
        let span = Span::new(*start, *end);
        match tok {
            Tok::Name(n) => {
                if let Some(h) = crate::check::forbidden_hint_in(n, kit) {
                    if seen.insert(n.clone()) {
                        found.push(
                            Diagnostic::new(
                                Code::ForbiddenName,
                                format!("`{n}` is not available in lackpy"),
                                span,
                            )
                            .with_hint(h),
                        );
                    }
                }
            }
            Tok::Op(r) => {
                let Some(code) = hints::code_for_raw(*r) else {
                    continue;
                };
                // Operators with a legitimate use (`**` unpacking, a
                // `key=` lambda) are left to the parser and the checker.
                if matches!(
                    code,
                    Code::Power | Code::BitOperator | Code::MatMul | Code::Walrus | Code::Lambda
                ) {
                    continue;
                }
                if seen.insert(code.as_str().to_string()) {
                    found.push(hints::forbidden(code, span));
                }
            }
            _ => {}
        }
    }
    found
}

/// The retry's user turn over a kit: [`feedback`], and when the cell did
/// not parse, everything else a token scan finds refused in it, so one
/// retry can fix it all.
pub fn retry_feedback(program: &str, diags: &[crate::diag::Diagnostic], kit: &Kit) -> String {
    if crate::syntax::parse(program).is_ok() {
        return feedback(program, diags);
    }
    let mut all = diags.to_vec();
    for d in scan_forbidden(program, kit) {
        let same = |x: &crate::diag::Diagnostic| {
            x.span.start == d.span.start || (x.code == d.code && x.message == d.message)
        };
        if !all.iter().any(same) {
            all.push(d);
        }
    }
    all.sort_by_key(|d| (d.span.start, d.span.end));
    feedback(program, &all)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Value;

    fn ctx<'a>(kit: &'a Kit, params: &'a [(String, Value)], intent: &'a str) -> Context<'a> {
        Context {
            intent,
            kit,
            params,
        }
    }

    #[test]
    fn namespace_builtins_params_and_nudge() {
        let kit = Kit::resolve("debug").unwrap();
        let params = vec![("target".to_string(), Value::str("validate"))];
        let s = system(&ctx(&kit, &params, "find callers"), &[]);
        assert!(s.starts_with("You are a Jupyter notebook cell generator."));
        assert!(s.contains("  find_callers(name) -> list[dict]: Call sites"));
        assert!(s.contains("  search_content(pattern, path=\".\") -> str: Regex search"));
        assert!(s.contains("Use read_file(path) to get file contents."));
        assert!(s.contains("Builtins: len, sorted,"));
        assert!(s.contains("  target = 'validate'\n"));
        // Nothing forbidden is named.
        for word in ["import", "while", "lambda", "class", "def "] {
            assert!(!s.contains(word), "prompt names `{word}`");
        }
    }

    #[test]
    fn no_nudge_without_read_file() {
        let kit = Kit::resolve("find_files").unwrap();
        let s = system(&ctx(&kit, &[], "x"), &[]);
        assert!(!s.contains("read_file"));
        assert!(!s.contains("Pre-set"));
    }

    #[test]
    fn examples_are_retrieved_by_intent() {
        let ex = |i: &str, p: &str| Example {
            intent: i.into(),
            program: p.into(),
        };
        let all = vec![
            ex("count lines of a file", "len(read_file(p).splitlines())"),
            ex("list rust files", "find_files('**/*.rs')"),
            ex("who calls a function", "find_callers(n)"),
        ];
        let got = relevant(&all, "list the python files");
        assert_eq!(got, vec![&all[1]]);
        assert!(relevant(&all, "zzz").is_empty());
        let kit = Kit::resolve("read").unwrap();
        let s = system(&ctx(&kit, &[], "count lines of README"), &all);
        assert!(
            s.contains("Examples:\n\n# count lines of a file\nlen(read_file(p).splitlines())\n")
        );
        assert!(!s.contains("find_callers(n)"));
    }

    #[test]
    fn a_cell_that_does_not_parse_still_hears_of_every_forbidden_name() {
        // An unclosed bracket stops the parse before any name is looked at.
        let src = "import os\ntext = open('a.txt').read()\nprint(text[)\n";
        let report = crate::check::check_source(src, &Kit::resolve("read").unwrap(), &[], &[]);
        assert!(!report.is_valid());
        let plain = feedback(src, &report.errors);
        assert!(!plain.contains("`open`"), "{plain}");
        let f = retry_feedback(src, &report.errors, &Kit::resolve("read").unwrap());
        assert!(f.contains("`open` is not available"), "{f}");
        assert!(
            f.contains("hint: use `read_file(path)` to read a file"),
            "{f}"
        );
        assert!(f.contains("import"), "{f}");
        // Without read_file in the kit, the hint does not offer it.
        let none = Kit::resolve("find_files").unwrap();
        let report = crate::check::check_source(src, &none, &[], &[]);
        let f = retry_feedback(src, &report.errors, &none);
        assert!(f.contains("`open` is not available"), "{f}");
        assert!(!f.contains("read_file"), "{f}");
    }

    #[test]
    fn feedback_names_lines_codes_and_hints() {
        let src = "x = 1\nwhile x:\n    x = 0\n";
        let report = crate::check::check_source(src, &Kit::default_kit(), &[], &[]);
        let f = feedback(src, &report.errors);
        assert!(f.contains("line 2, column 1: E0"), "{f}");
        assert!(f.contains("hint: "), "{f}");
        assert!(f.ends_with(
            "Rewrite the cell using only the namespace above. Output only the cell contents."
        ));
    }
}
