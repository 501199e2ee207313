//! spec/ is tested: every `lackpy` example is checked for what its fence
//! says, the grammar chapter names every rule of the LALRPOP grammar, and
//! the diagnostics catalogue shows every code with an example.

mod common;

use lackpy::diag::Code;

struct Example {
    file: String,
    line: usize,
    info: String,
    body: String,
}

fn examples() -> Vec<Example> {
    let mut out = Vec::new();
    let dir = common::root().join("spec");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("spec/ exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    files.sort();
    for f in files {
        let text = common::read(&f);
        let mut lines = text.lines().enumerate();
        while let Some((i, line)) = lines.next() {
            let Some(info) = line.trim_start().strip_prefix("```") else {
                continue;
            };
            let mut body = String::new();
            for (_, l) in lines.by_ref() {
                if l.trim_start().starts_with("```") {
                    break;
                }
                body.push_str(l);
                body.push('\n');
            }
            if info.split_whitespace().next() == Some("lackpy") {
                out.push(Example {
                    file: f
                        .file_name()
                        .and_then(|n| n.to_str())
                        .unwrap_or("?")
                        .to_string(),
                    line: i + 1,
                    info: info.to_string(),
                    body,
                });
            }
        }
    }
    out
}

fn option<'a>(info: &'a str, key: &str) -> Option<&'a str> {
    info.split_whitespace()
        .find_map(|w| w.strip_prefix(key)?.strip_prefix('='))
}

#[test]
fn every_example_checks_as_its_fence_says() {
    let all = examples();
    assert!(all.len() >= 40, "only {} examples in spec/", all.len());
    let mut failures = Vec::new();
    for ex in &all {
        let kit = option(&ex.info, "kit").unwrap_or("read");
        let rules = option(&ex.info, "rules").unwrap_or("");
        let params: Vec<&str> = option(&ex.info, "params")
            .map(|p| p.split(',').collect())
            .unwrap_or_default();
        let r = common::check_with(&ex.body, kit, rules, &params);
        let first = r.errors.first().map(|d| d.code.as_str());
        let want = option(&ex.info, "error");
        if first != want {
            failures.push(format!(
                "{}:{}: expected {:?}, got {:?}\n{}",
                ex.file,
                ex.line,
                want,
                first,
                common::render(&ex.file, &ex.body, &r)
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} spec examples are wrong:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn grammar_chapter_names_every_rule() {
    let grammar = common::read(&common::root().join("grammar/lackpy.lalrpop"));
    let chapter = common::read(&common::root().join("spec/grammar.md"));
    let mut missing = Vec::new();
    for line in grammar.lines() {
        let line = line.strip_prefix("pub ").unwrap_or(line);
        let Some(head) = line.split(':').next() else {
            continue;
        };
        let name = head.split('<').next().unwrap_or("").trim();
        let is_rule = !name.is_empty()
            && name.chars().next().is_some_and(|c| c.is_ascii_uppercase())
            && name.chars().all(|c| c.is_ascii_alphanumeric())
            && !line.starts_with(' ');
        if is_rule
            && !chapter
                .lines()
                .any(|l| l.trim_start().starts_with(&format!("{name} ::=")))
        {
            missing.push(name.to_string());
        }
    }
    assert!(
        missing.is_empty(),
        "spec/grammar.md lacks `Name ::=` rules for: {missing:?}"
    );
}

#[test]
fn diagnostics_catalogue_covers_every_code() {
    let chapter = common::read(&common::root().join("spec/diagnostics.md"));
    let all = examples();
    for code in Code::ALL {
        let c = code.as_str();
        assert!(
            chapter.contains(&format!("## {c}")),
            "spec/diagnostics.md has no section for {c}"
        );
        // Codes that cannot be written as text are explained in prose only.
        if matches!(code, Code::InvalidUtf8 | Code::TooLarge) {
            continue;
        }
        assert!(
            all.iter()
                .any(|ex| ex.file == "diagnostics.md" && option(&ex.info, "error") == Some(c)),
            "spec/diagnostics.md has no `lackpy error={c}` example"
        );
    }
}
