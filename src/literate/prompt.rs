//! The prompt hint that teaches a model to write literate lackpy documents.
//!
//! The text is built for one kit: its tools are listed from the kit, the
//! builtins from the checker's table, and an annotation or example that
//! needs a tool the kit lacks is left out. Every example marked `Correct:`
//! compiles against the kit and every one marked `Wrong` is refused (the
//! tests below extract them from the text and hold it to that).

use crate::check::tables::BUILTINS;
use crate::kit::Kit;

/// A marked example: `Correct:` or `Wrong (why):`, then the document in a
/// `~~~markdown` fence.
fn example(out: &mut String, marker: &str, doc: &str) {
    out.push_str(marker);
    out.push_str("\n~~~markdown\n");
    out.push_str(doc);
    if !doc.ends_with('\n') {
        out.push('\n');
    }
    out.push_str("~~~\n");
}

/// `head` then `items` joined by ", ", in lines of at most `width` characters.
fn wrap(head: &str, items: &[&str], width: usize) -> String {
    let mut out = String::new();
    let mut line = head.to_string();
    for (i, item) in items.iter().enumerate() {
        let piece = if i + 1 < items.len() {
            format!("{item},")
        } else {
            format!("{item};")
        };
        if !line.is_empty() && line.len() + 1 + piece.len() > width {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&piece);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// A system-prompt fragment for writing literate lackpy documents against `kit`.
pub fn system_prompt_hint(kit: &Kit) -> String {
    let has = |t: &str| kit.get(t).is_some();
    // A text the examples read: a file, when the kit can read one.
    let text = if has("read_file") {
        r#"read_file("README.md")"#
    } else {
        r##""# Notes\nA small language.\nIt always ends.\n""##
    };
    let mut h = String::from(
        "# Answering with a literate lackpy document

Write your answer as one markdown document; what it prints, top to bottom,
is the answer the reader sees.
- Prose (everything outside ```lackpy blocks) is printed as written, with
  `{expr}` replaced by the expression's value as in an f-string: `{len(rows)}`,
  `{ratio:.2f}`, `{total:,}`, `{name!r}`. Write `{{` and `}}` for literal
  braces anywhere in prose (other fences are prose too).
- A ```lackpy block is lackpy code, a small subset of Python. Blocks run in
  order and share one namespace: a name bound in a block can be used in
  later blocks and prose, never before.
- A plain block shows what it prints, then its last line's value if that is
  an expression and not None (with str(): text without quotes); end it with
  an assignment, or use @hidden, to show nothing.
- The whole document is checked before anything runs: one bad block rejects
  all of it, and nothing is written.
- Optional frontmatter (first, between `---` lines) sets every block's
  defaults: `echo: false|true`, `output: auto|all|last|hide`.

Annotations and options go on the opening fence, after `lackpy`:
- `@hidden`: runs, shows nothing (setup, computation).
- `@gather`: runs, shows nothing (collect data before you narrate).
- `@continue` (empty block): stop here; your next section is written after
  you see the results, and runs with every name bound so far.
- `@scratch`: runs, then shows only `[scratch: name=type, ...]`.
",
    );
    if has("read_file") {
        h.push_str("- `@read(path)` (empty block): shows the file.\n");
    }
    if has("write_file") {
        h.push_str("- `@write(path)`: writes the block's text, as is, to the file.\n");
    }
    if has("apply_diff") {
        h.push_str("- `@diff(path)`: the block is a unified diff, applied to the file.\n");
    }
    h.push_str(
        "- Options: `echo=true` shows the block's code first (default false);
  `output=all|last|hide|auto`: every expression line's value, the last
  (auto, the default), or none.

",
    );
    example(
        &mut h,
        "Correct:",
        &format!(
            "# File Summary

```lackpy @hidden
lines = {text}.strip().splitlines()
```

The file has {{len(lines)}} lines.

```lackpy
first_line = lines[0]
first_line
```

The title is: {{first_line}}
"
        ),
    );
    example(
        &mut h,
        "Wrong (an annotation goes on the fence line, not in the block):",
        "```lackpy\n@hidden\nsize = 3\n```\n",
    );
    if has("read_file") {
        example(
            &mut h,
            "Wrong (no path: write ```lackpy @read(README.md)):",
            "```lackpy @read\n```\n",
        );
    }
    example(
        &mut h,
        "Wrong (no import, def or class: use the tools and builtins below):",
        "```lackpy\nimport os\ndef count(xs):\n    return len(xs)\n```\n",
    );
    example(
        &mut h,
        "Wrong (`count` is used before the block that binds it):",
        &format!(
            "The file has {{count}} lines.\n\n```lackpy @hidden\ncount = len({text}.splitlines())\n```\n"
        ),
    );
    // The gather pattern, on the search the kit has.
    let gather = if has("search_content") {
        r#"hits = search_content("TODO|FIXME", "src")
todos = [h for h in hits.splitlines() if h.strip()]
files = sorted(set([h.split(":")[0] for h in todos]))"#
            .to_string()
    } else {
        format!(
            "todos = [l for l in {text}.splitlines() if \"TODO\" in l]\nfiles = [\"README.md\"]"
        )
    };
    h.push_str(
        "
The gather pattern: gather silently in @gather blocks, then narrate with
interpolation. To see the results before you write the rest, end with an
empty `@continue` block; your next section continues the same document.
",
    );
    example(
        &mut h,
        "Correct:",
        &format!("```lackpy @gather\n{gather}\n```\n\n```lackpy @continue\n```\n"),
    );
    example(
        &mut h,
        "Correct (your next section, written after you saw the results):",
        "## Open work\n\nThere are {len(todos)} markers in {len(files)} files:\n\n\
         ```lackpy\nfor f in files:\n    print(f\"- `{f}`\")\n```\n",
    );
    h.push_str("\nTools (call them by name; they return values to compute with):\n");
    if kit.tools().is_empty() {
        h.push_str("- none in this kit: use the builtins.\n");
    }
    for t in kit.tools() {
        h.push_str(&format!("- {}: {}\n", t.signature(), t.description));
    }
    // sort_by is lackpy's own: shown with its signature, the others by name.
    let names: Vec<&str> = BUILTINS
        .iter()
        .map(|b| b.name)
        .filter(|n| *n != "sort_by")
        .collect();
    h.push_str(&wrap("Builtins, as in Python:", &names, 78));
    for b in BUILTINS.iter().filter(|b| b.name == "sort_by") {
        h.push_str(&format!("{}: {}.\n", b.signature, b.doc));
    }
    h.push_str(
        "
Rules:
- Only these tools and builtins (and Python's str/list/dict/set methods)
  exist: no import, def, class, while, try, raise, `**`, break, open() or
  generator expression (use a list: `sum([1 for l in lines if l])`).
- `for` runs only over a collection you already have (list, dict, str,
  range(n)); lambda only as `key=`: `sorted(rows, key=lambda r: r[1])`.
- In code, build text with f-strings: `print(f\"| {name} | {n:,} |\")`.
- An error (a failing tool call too) stops the document; what was printed
  before it is kept.
",
    );
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::BUILTIN_TOOLS;
    use crate::literate::{build::lower_cell, compile_document, parse, Annotation};

    /// The marked examples of a hint: (marker line, document).
    fn examples(hint: &str) -> Vec<(String, String)> {
        let mut out = Vec::new();
        let mut prev = "";
        let mut lines = hint.lines();
        while let Some(line) = lines.next() {
            if line == "~~~markdown" {
                let mut doc = String::new();
                for l in lines.by_ref() {
                    if l == "~~~" {
                        break;
                    }
                    doc.push_str(l);
                    doc.push('\n');
                }
                out.push((prev.to_string(), doc));
            }
            if !line.trim().is_empty() {
                prev = line;
            }
        }
        out
    }

    /// Check the document cell by cell, each against the names bound
    /// before it (`known`, then the cells before it), as the kernel does:
    /// the names bound at the end, or the first refusal.
    fn cell_by_cell(doc: &str, kit: &Kit, known: &[String]) -> Result<Vec<String>, String> {
        let parsed = parse(doc).map_err(|d| format!("{:?}", d[0].code))?;
        let mut bound: Vec<String> = known.to_vec();
        for cell in &parsed.cells {
            if cell.annotation() == Some(&Annotation::Continue) {
                break;
            }
            let stmts =
                lower_cell(doc, cell, parsed.options).map_err(|d| format!("{:?}", d[0].code))?;
            let module = crate::syntax::ast::Module { body: stmts };
            let report = crate::check::check(&module, kit, &bound, &[]);
            if let Some(e) = report.errors.first() {
                return Err(format!("{:?}: {}", e.code, e.message));
            }
            crate::compile::assigned_names(&module.body, &mut |n: &str| {
                if !n.starts_with('%') && !bound.iter().any(|b| b == n) {
                    bound.push(n.to_string());
                }
            });
        }
        Ok(bound)
    }

    /// Hold every example of `kit_name`'s hint to its marker; an example
    /// that is "your next section" continues the one before it, with the
    /// names that one bound. The number of examples.
    fn check_examples(kit_name: &str) -> usize {
        let kit = Kit::resolve(kit_name).expect("kit resolves");
        let hint = system_prompt_hint(&kit);
        let all = examples(&hint);
        let mut before: Vec<String> = Vec::new();
        for (marker, doc) in &all {
            let known = if marker.contains("next section") {
                std::mem::take(&mut before)
            } else {
                Vec::new()
            };
            let whole = compile_document(doc, "hint.md", &kit, &known);
            let cells = cell_by_cell(doc, &kit, &known);
            if marker.starts_with("Correct") {
                assert!(
                    whole.is_ok(),
                    "[{kit_name}] a correct example is refused: {:?}\n{doc}",
                    whole.err().map(|d| d[0].message.clone())
                );
                match cells {
                    Ok(bound) => before = bound,
                    Err(e) => {
                        panic!("[{kit_name}] a correct example is refused cell by cell: {e}\n{doc}")
                    }
                }
            } else {
                assert!(
                    marker.starts_with("Wrong"),
                    "[{kit_name}] an example is not marked Correct/Wrong: {marker:?}"
                );
                assert!(
                    whole.is_err() || cells.is_err(),
                    "[{kit_name}] a wrong example is accepted ({marker})\n{doc}"
                );
            }
        }
        all.len()
    }

    #[test]
    fn correct_examples_compile_and_wrong_ones_are_refused() {
        let n = check_examples("literate");
        assert!(n >= 6, "only {n} examples");
        let all = examples(&system_prompt_hint(&Kit::resolve("literate").expect("kit")));
        assert!(all.iter().any(|(m, _)| m.starts_with("Correct")));
        assert!(all.iter().filter(|(m, _)| m.starts_with("Wrong")).count() >= 4);
        for kit in ["read", "none", "edit"] {
            check_examples(kit);
        }
        #[cfg(feature = "code-search")]
        check_examples("debug");
    }

    #[test]
    fn the_hint_names_every_tool_of_the_kit_and_every_builtin() {
        let kit = Kit::resolve("literate").expect("kit");
        let hint = system_prompt_hint(&kit);
        for t in kit.tools() {
            assert!(
                hint.contains(&t.signature()),
                "{} is not in the hint",
                t.name
            );
            assert!(hint.contains(&t.description));
        }
        let words: Vec<&str> = hint
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .collect();
        for b in BUILTINS {
            assert!(words.contains(&b.name), "{} is not in the hint", b.name);
        }
        assert!(hint.contains("sort_by(items, key, reverse=False) -> list"));
        for a in [
            "@hidden",
            "@gather",
            "@continue",
            "@scratch",
            "@read(path)",
            "@write(path)",
            "@diff(path)",
            "echo=",
            "output=",
            "{{",
        ] {
            assert!(hint.contains(a), "{a} is not explained");
        }
        let lines = hint.lines().count();
        assert!(lines <= 125, "the hint is {lines} lines");
    }

    #[test]
    fn another_kit_names_only_its_tools() {
        let kit = Kit::resolve("read").expect("kit");
        let hint = system_prompt_hint(&kit);
        for (name, ..) in BUILTIN_TOOLS {
            assert_eq!(
                hint.contains(name),
                kit.get(name).is_some(),
                "{name} in the read kit's hint"
            );
        }
        assert!(!hint.contains("@write") && !hint.contains("@diff"));
        let custom = Kit::empty().with_tool(
            "shout",
            &["text"],
            "str",
            "Upper-case a text",
            crate::grade::Grade::PURE,
            |_| Ok(crate::value::Value::None),
        );
        let hint = system_prompt_hint(&custom);
        assert!(hint.contains("shout(text) -> str: Upper-case a text"));
        for (name, ..) in BUILTIN_TOOLS {
            assert!(!hint.contains(name), "{name} in a custom kit's hint");
        }
    }
}
