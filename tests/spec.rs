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
    /// The `output` block that follows, when the example is run.
    output: Option<String>,
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
        let file = f
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("?")
            .to_string();
        let mut lines = text.lines().enumerate();
        // Line of the closing fence of the last `lackpy` example in this file.
        let mut last_close: Option<usize> = None;
        while let Some((i, line)) = lines.next() {
            // `~~~` fences hold documents: `~~~lackpy-document` examples
            // (with a `~~~output` block after them) are run; others are text.
            // A document's fence may name its kit and the fixture folder its
            // tools work in: `~~~lackpy-document kit=read root=tests/fixtures/...`.
            if let Some(tinfo) = line.trim_start().strip_prefix("~~~") {
                let mut body = String::new();
                let mut close = i;
                for (j, l) in lines.by_ref() {
                    close = j;
                    if l.trim_start().starts_with("~~~") {
                        break;
                    }
                    body.push_str(l);
                    body.push('\n');
                }
                match tinfo.split_whitespace().next().unwrap_or("") {
                    "lackpy-document" => {
                        out.push(Example {
                            file: file.clone(),
                            line: i + 1,
                            info: tinfo.trim().to_string(),
                            body,
                            output: None,
                        });
                        last_close = Some(close);
                    }
                    "output" => {
                        if let (Some(end), Some(last)) = (last_close, out.last_mut()) {
                            if last.file == file && last.output.is_none() && i <= end + 2 {
                                last.output = Some(body);
                            }
                        }
                        last_close = None;
                    }
                    _ => last_close = None,
                }
                continue;
            }
            let Some(info) = line.trim_start().strip_prefix("```") else {
                continue;
            };
            let mut body = String::new();
            let mut close = i;
            for (j, l) in lines.by_ref() {
                close = j;
                if l.trim_start().starts_with("```") {
                    break;
                }
                body.push_str(l);
                body.push('\n');
            }
            if info.split_whitespace().next() == Some("lackpy") {
                out.push(Example {
                    file: file.clone(),
                    line: i + 1,
                    info: info.to_string(),
                    body,
                    output: None,
                });
                last_close = Some(close);
            } else if info.trim() == "output" {
                // An output block belongs to the example right above it.
                if let (Some(end), Some(last)) = (last_close, out.last_mut()) {
                    if last.file == file && last.output.is_none() && i <= end + 2 {
                        last.output = Some(body);
                    }
                }
                last_close = None;
            } else {
                last_close = None;
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
    // Checked, not vacuous: spec/ holds 279 `lackpy` examples.
    assert!(all.len() >= 250, "only {} examples in spec/", all.len());
    let mut failures = Vec::new();
    let mut checked = 0;
    for ex in all
        .iter()
        .filter(|e| !e.info.starts_with("lackpy-document"))
    {
        let kit = option(&ex.info, "kit").unwrap_or("read");
        // A build without code-search refuses the `debug` kit by design.
        #[cfg(not(feature = "code-search"))]
        if lackpy::kit::Kit::resolve(kit).is_err_and(|e| e.message.contains("`code-search`")) {
            continue;
        }
        checked += 1;
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
    assert!(checked >= 250, "only {checked} spec examples checked");
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
        // Literate-document codes (E04xx) are shown with documents, as text.
        if matches!(
            code,
            Code::InvalidUtf8
                | Code::TooLarge
                | Code::UnknownAnnotation
                | Code::AnnotationPath
                | Code::Unclosed
                | Code::UnknownFrontmatterKey
        ) {
            continue;
        }
        assert!(
            all.iter()
                .any(|ex| ex.file == "diagnostics.md" && option(&ex.info, "error") == Some(c)),
            "spec/diagnostics.md has no `lackpy error={c}` example"
        );
    }
}

/// What `lackpy-vm run` shows: printed output, then the result's repr, or
/// the error's `Type: message` line. A document whose fence names a `root=`
/// runs with the kit's real tools, confined to that fixture folder.
fn run_shown(ex: &Example) -> String {
    use lackpy::kit::{Kit, KitHost, Root, ToolLimits};
    use lackpy::pipeline::{compile_source, run_module};
    use lackpy::vm::{Limits, NoTools};
    let kit =
        Kit::resolve(option(&ex.info, "kit").unwrap_or("none")).expect("example kit resolves");
    if ex.info.starts_with("lackpy-document") {
        let doc = match lackpy::literate::compile_document(&ex.body, "example.md", &kit, &[]) {
            Ok(d) => d,
            Err(d) => return format!("rejected: {:?}", d.first().map(|d| d.code)),
        };
        let out = match option(&ex.info, "root") {
            Some(dir) => {
                let dir = common::root().join(dir);
                let root = Root::new(&dir)
                    .unwrap_or_else(|e| panic!("fixture root {}: {e}", dir.display()));
                let mut host = KitHost::new(kit.clone(), root, ToolLimits::default());
                run_module(&doc.module, &[], &mut host, Limits::default(), false)
            }
            None => run_module(&doc.module, &[], &mut NoTools, Limits::default(), false),
        };
        let mut shown = out.stdout;
        if let Err(e) = &out.result {
            shown.push_str(&format!("{}: {}\n", e.exc.kind.name(), e.exc.msg));
        }
        return shown;
    }
    let module = match compile_source(&ex.body, "example.py", &kit, &[], &[]) {
        Ok(m) => m,
        Err(d) => return format!("rejected: {:?}", d.first().map(|d| d.code)),
    };
    let out = run_module(&module, &[], &mut NoTools, Limits::default(), false);
    let mut shown = out.stdout;
    match &out.result {
        Ok(v) if v.is_none() => {}
        Ok(v) => shown.push_str(&format!("{}\n", lackpy::value::repr(v))),
        Err(e) => shown.push_str(&format!("{}: {}\n", e.exc.kind.name(), e.exc.msg)),
    }
    shown
}

#[test]
fn every_run_example_prints_its_output_block() {
    let all = examples();
    let runs: Vec<&Example> = all.iter().filter(|e| e.output.is_some()).collect();
    // Checked, not vacuous: spec/ holds 96 examples with an output block.
    assert!(
        runs.len() >= 90,
        "only {} spec examples with an output block",
        runs.len()
    );
    let mut failures = Vec::new();
    for ex in &runs {
        let want = ex.output.as_deref().unwrap_or_default();
        let got = run_shown(ex);
        if got != want {
            failures.push(format!(
                "{}:{}:\n--- expected\n{want}--- got\n{got}",
                ex.file, ex.line
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} run examples differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// What CPython 3.11 shows for `src` in the form `run_shown` uses (printed
/// output, then the repr of the last expression or `Type: message`), each
/// program run by scripts/cpython_runner.py as lackpy runs a cell.
fn cpython_shown(programs: &[&str]) -> Vec<String> {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let mut child = Command::new("python3")
        .arg(common::root().join("scripts/cpython_runner.py"))
        .env("PYTHONHASHSEED", "0")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    let mut stdin = child.stdin.take().expect("piped");
    let requests: Vec<String> = programs
        .iter()
        .map(|src| serde_json::json!({ "src": src }).to_string())
        .collect();
    let writer = std::thread::spawn(move || {
        for r in requests {
            writeln!(stdin, "{r}").expect("python reads");
        }
    });
    let answers: Vec<serde_json::Value> = BufReader::new(child.stdout.take().expect("piped"))
        .lines()
        .map(|l| serde_json::from_str(&l.expect("python answers")).expect("python answers JSON"))
        .collect();
    writer.join().expect("writer");
    assert!(child.wait().expect("python3 exits").success());
    assert_eq!(
        answers.len(),
        programs.len(),
        "python3 answered every program"
    );
    answers
        .iter()
        .map(|a| {
            let mut shown = a["stdout"].as_str().unwrap_or_default().to_string();
            if let Some(r) = a["result"].as_str() {
                shown.push_str(&format!("{r}\n"));
            }
            if !a["error"].is_null() {
                let e = &a["error"];
                shown.push_str(&format!(
                    "{}: {}\n",
                    e["type"].as_str().unwrap_or("?"),
                    e["message"].as_str().unwrap_or("?")
                ));
            }
            shown
        })
        .collect()
}

/// The output blocks are what CPython 3.11 shows too, except in
/// spec/differences.md (the chapter of deliberate differences) and for an
/// example whose fence says `cpython=differs` (it must point at the
/// difference it shows); a marked example must really differ, so that a
/// mark cannot outlive its difference.
#[test]
fn output_blocks_match_cpython_outside_the_documented_differences() {
    let all = examples();
    let runs: Vec<&Example> = all
        .iter()
        .filter(|e| e.output.is_some() && e.info.split_whitespace().next() == Some("lackpy"))
        .filter(|e| e.file != "differences.md")
        .collect();
    assert!(
        runs.len() >= 75,
        "only {} spec examples outside differences.md with an output block",
        runs.len()
    );
    let shown = cpython_shown(&runs.iter().map(|e| e.body.as_str()).collect::<Vec<_>>());
    let (mut same, mut marked) = (0, 0);
    let mut failures = Vec::new();
    for (ex, cpython) in runs.iter().zip(&shown) {
        let want = ex.output.as_deref().unwrap_or_default();
        let differs = option(&ex.info, "cpython") == Some("differs");
        match (cpython == want, differs) {
            (true, false) => same += 1,
            (false, true) => marked += 1,
            (true, true) => failures.push(format!(
                "{}:{}: marked cpython=differs, but CPython prints the same",
                ex.file, ex.line
            )),
            (false, false) => failures.push(format!(
                "{}:{}: CPython 3.11 shows something else (a documented difference? mark the fence `cpython=differs`):\n--- output block\n{want}--- CPython\n{cpython}",
                ex.file, ex.line
            )),
        }
    }
    eprintln!(
        "{} output blocks outside differences.md: {same} match CPython, {marked} marked as documented differences",
        runs.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

const TABLE_START: &str =
    "<!-- generated from src/value/builtins.rs; `LACKPY_BLESS=1 cargo test --test spec` rewrites it -->\n";
const TABLE_END: &str = "<!-- end of generated table -->\n";

/// The builtins table of spec/builtins.md is generated from the one
/// definition of each builtin; run with LACKPY_BLESS=1 to rewrite it.
#[test]
fn builtins_chapter_table_is_generated_from_the_definitions() {
    let path = common::root().join("spec/builtins.md");
    let Ok(chapter) = std::fs::read_to_string(&path) else {
        panic!("spec/builtins.md is missing");
    };
    let (Some(a), Some(b)) = (chapter.find(TABLE_START), chapter.find(TABLE_END)) else {
        panic!("spec/builtins.md has lost the markers of its generated table");
    };
    let (body_start, committed) = (a + TABLE_START.len(), &chapter[a + TABLE_START.len()..b]);
    let generated = lackpy::check::spec::builtins_table();
    if committed != generated {
        if std::env::var_os("LACKPY_BLESS").is_some() {
            let fresh = format!("{}{generated}{}", &chapter[..body_start], &chapter[b..]);
            std::fs::write(&path, fresh).expect("spec/builtins.md is writable");
        } else {
            panic!(
                "spec/builtins.md's builtins table is stale; run `LACKPY_BLESS=1 cargo test --test spec`.\n\
                 --- committed\n{committed}--- generated\n{generated}"
            );
        }
    }
}

#[test]
fn builtins_chapter_sections_follow_the_table() {
    let path = common::root().join("spec/builtins.md");
    let Ok(chapter) = std::fs::read_to_string(&path) else {
        panic!("spec/builtins.md is missing");
    };
    let builtins_part = chapter
        .split("\n## Builtins\n")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .unwrap_or_default();
    let sections: Vec<&str> = builtins_part
        .lines()
        .filter_map(|l| l.strip_prefix("### "))
        .collect();
    let names = lackpy::value::BUILTIN_NAMES;
    let mut order: Vec<usize> = Vec::new();
    for s in &sections {
        let Some(i) = names.iter().position(|n| n == s) else {
            panic!("spec/builtins.md has a section for `{s}`, which is not a builtin");
        };
        order.push(i);
    }
    assert!(
        order.windows(2).all(|w| w[0] < w[1]),
        "the builtin sections of spec/builtins.md are not in the table's order: {sections:?}"
    );
    for (t, methods) in lackpy::value::methods::METHOD_TABLES {
        for m in *methods {
            assert!(
                chapter.contains(&format!("`{}`", m.name)),
                "spec/builtins.md does not mention {t}.{}",
                m.name
            );
        }
    }
}

/// spec/ is also a book (spec/book.toml, `scripts/spec-book`): every chapter
/// is in its table of contents, SUMMARY.md, so that none is left out of the
/// site, and every page SUMMARY.md names exists.
#[test]
fn book_summary_lists_every_chapter() {
    let dir = common::root().join("spec");
    let summary = common::read(&dir.join("SUMMARY.md"));
    let listed: Vec<&str> = summary
        .split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .collect();
    let mut chapters: Vec<String> = std::fs::read_dir(&dir)
        .expect("spec/ exists")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".md") && n != "SUMMARY.md")
        .collect();
    chapters.sort();
    let missing: Vec<&String> = chapters
        .iter()
        .filter(|c| !listed.contains(&c.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "spec/SUMMARY.md (the book's table of contents) does not list {missing:?}"
    );
    for page in &listed {
        assert!(
            chapters.iter().any(|c| c == page),
            "spec/SUMMARY.md lists {page}, which is not a chapter in spec/"
        );
    }
}
