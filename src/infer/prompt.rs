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
