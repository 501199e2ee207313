//! The README and the user guide (spec/) are tested like the language
//! chapters: the README stays short and keeps its two commands, nothing
//! points outside the repository, every `console` example runs and prints
//! what it shows, and every flag a synopsis names exists in the binary's
//! `--help`. (The Rust examples run as doctests, `src/lib.rs`; the Python
//! ones in `python/tests/test_guide.py`.)

mod common;

use std::path::PathBuf;
use std::process::Command;

/// The README and every chapter of the book.
fn documents() -> Vec<PathBuf> {
    let root = common::root();
    let mut docs = vec![root.join("README.md")];
    let mut chapters: Vec<PathBuf> = std::fs::read_dir(root.join("spec"))
        .expect("spec/ exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    chapters.sort();
    docs.extend(chapters);
    docs
}

/// Fenced blocks of a markdown text whose info string's first word is
/// `lang`: (line of the opening fence, body).
fn blocks(text: &str, lang: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
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
        if info.split_whitespace().next().unwrap_or("") == lang {
            out.push((i + 1, body));
        }
    }
    out
}

fn name(p: &std::path::Path) -> String {
    p.strip_prefix(common::root())
        .unwrap_or(p)
        .display()
        .to_string()
}

#[test]
fn readme_is_short_and_keeps_its_two_commands() {
    let readme = common::read(&common::root().join("README.md"));
    let lines = readme.lines().count();
    assert!(
        lines <= 200,
        "README.md has {lines} lines; the rest belongs in spec/"
    );
    let sh: Vec<String> = blocks(&readme, "sh").into_iter().map(|b| b.1).collect();
    for command in [
        "cargo run --bin lackpy-vm -- run spec/examples/wordcount.py\n",
        "scripts/test\n",
    ] {
        assert!(
            sh.iter().any(|b| b == command),
            "README.md lost its command {command:?}"
        );
    }
    // The bundled example the first command runs exists.
    assert!(common::root().join("spec/examples/wordcount.py").is_file());
}

/// Every file below `dir` (recursively) whose name ends in one of `exts`,
/// sorted; build output, installed packages and hidden folders left out.
fn files_under(dir: &std::path::Path, exts: &[&str]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            let file = e.file_name().to_string_lossy().to_string();
            if p.is_dir() {
                let generated = ["target", "node_modules", "pkg", "__pycache__"];
                if !file.starts_with('.') && !generated.contains(&file.as_str()) {
                    stack.push(p);
                }
            } else if exts.iter().any(|x| file.ends_with(&format!(".{x}"))) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// What a reader of the repository reads: the README and the book, the
/// other READMEs, the Rust sources (their doc comments are the API
/// documentation), and the Python and npm packages' sources, stubs and
/// documents.
fn readable_files() -> Vec<PathBuf> {
    let root = common::root();
    let mut files = vec![root.join("README.md")];
    files.extend(files_under(&root.join("spec"), &["md"]));
    for readme in ["benches/README.md", "conformance/README.md"] {
        files.push(root.join(readme));
    }
    files.extend(files_under(&root.join("src"), &["rs"]));
    let package = ["md", "rs", "py", "pyi", "js", "mjs", "ts", "toml", "json"];
    files.extend(files_under(&root.join("python"), &package));
    files.extend(files_under(&root.join("js"), &package));
    files
}

/// Paths and documents that exist only outside the repository: the
/// design documents it was written from, a sibling `shared` folder, and
/// absolute paths of the machine it was written on.
const OUTSIDE: [&str; 5] = [
    "../shared",
    "DESIGN.md",
    "INTERFACES.md",
    "STYLE.md",
    "/work/",
];

#[test]
fn nothing_points_outside_the_repository() {
    let files = readable_files();
    // The scan covers each kind of file it claims to.
    for must in [
        "README.md",
        "spec/README.md",
        "benches/README.md",
        "src/lib.rs",
        "src/mcp/mod.rs",
        "python/lackpy_rs/__init__.py",
        "js/lackpy.d.ts",
    ] {
        assert!(
            files.iter().any(|f| name(f) == must),
            "{must} is not scanned"
        );
    }
    let mut found = Vec::new();
    for file in &files {
        for (i, line) in common::read(file).lines().enumerate() {
            if OUTSIDE.iter().any(|o| line.contains(o)) {
                found.push(format!("{}:{}: {line}", name(file), i + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "pointers outside the repository:\n{}",
        found.join("\n")
    );
}

/// The figures `{}` in `text` (its lines joined by single spaces) where
/// `template` has `{}`: the digits between its two parts.
fn stated(text: &str, template: &str) -> Vec<usize> {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let (before, after) = template.split_once("{}").expect("a template has {}");
    let mut out = Vec::new();
    for (at, _) in text.match_indices(before) {
        // A figure starts where a number starts, not inside one.
        if before.is_empty() && text[..at].ends_with(|c: char| c.is_ascii_digit()) {
            continue;
        }
        let rest = &text[at + before.len()..];
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        if !digits.is_empty() && rest[digits.len()..].starts_with(after) {
            out.push(digits.parse().expect("digits"));
        }
    }
    out
}

/// The figures the pages state about the test corpora: the number of
/// conformance cases (the README's status and two chapters) and of
/// resource bombs. Each must be the number of programs in its folder, so
/// the figures cannot drift from the suites.
#[test]
fn stated_corpus_sizes_are_the_real_counts() {
    let root = common::root();
    let cases = files_under(&root.join("conformance/cases"), &["py"]).len();
    let bombs = files_under(&root.join("tests/bombs"), &["py"]).len();
    assert!(cases >= 600, "only {cases} conformance cases");
    assert!(bombs >= 50, "only {bombs} bombs");
    let mut wrong = Vec::new();
    for (page, template, real) in [
        ("README.md", "({} conformance cases", cases),
        (
            "spec/development.md",
            "`conformance/cases/` holds {} programs",
            cases,
        ),
        ("spec/gbnf.md", "`conformance/cases/` ({})", cases),
        ("spec/cli.md", "the {} conformance cases", cases),
        ("spec/cli.md", "The {} bombs in `tests/bombs/`", bombs),
    ] {
        let figures = stated(&common::read(&root.join(page)), template);
        if figures.is_empty() {
            wrong.push(format!("{page} no longer says {template:?}"));
        }
        for n in figures.into_iter().filter(|&n| n != real) {
            wrong.push(format!(
                "{page} says {n} in {template:?}; the real count is {real}"
            ));
        }
    }
    // Anywhere else a page says "N conformance cases".
    for file in readable_files() {
        for n in stated(&common::read(&file), "{} conformance cases") {
            if n != cases {
                wrong.push(format!(
                    "{} says {n} conformance cases; there are {cases}",
                    name(&file)
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Where `cargo test` put the binaries (`target/debug`), first on PATH for
/// the console examples.
fn bin_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_lackpy-vm"))
        .parent()
        .expect("a binary has a folder")
        .to_path_buf()
}

#[test]
fn console_examples_print_what_they_show() {
    let path = format!(
        "{}:{}",
        bin_dir().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut ran = 0;
    let mut failures = Vec::new();
    for doc in documents() {
        for (line, body) in blocks(&common::read(&doc), "console") {
            // `$ command` lines, each followed by what it prints.
            let mut steps: Vec<(String, String)> = Vec::new();
            for l in body.lines() {
                match l.strip_prefix("$ ") {
                    Some(cmd) => steps.push((cmd.to_string(), String::new())),
                    None => match steps.last_mut() {
                        Some((_, out)) => {
                            out.push_str(l);
                            out.push('\n');
                        }
                        None => failures.push(format!(
                            "{}:{line}: a console block must start with `$ `",
                            name(&doc)
                        )),
                    },
                }
            }
            for (cmd, want) in steps {
                let out = Command::new("sh")
                    .arg("-c")
                    .arg(format!("{cmd} 2>&1"))
                    .current_dir(common::root())
                    .env("PATH", &path)
                    .env("NO_COLOR", "1")
                    .output()
                    .expect("sh runs");
                ran += 1;
                let got = String::from_utf8_lossy(&out.stdout);
                if got.trim_end() != want.trim_end() {
                    failures.push(format!(
                        "{}:{line}: `{cmd}` printed\n{got}\ninstead of\n{want}",
                        name(&doc)
                    ));
                }
            }
        }
    }
    assert!(ran >= 2, "only {ran} console examples ran");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Each synopsis line (`lackpy-vm run <FILE|-> [--kit SPEC] ...`, in an
/// untagged block) names its binary and subcommand; every `--flag` it
/// shows must be one `BIN SUB --help` lists.
#[test]
fn synopses_name_only_flags_the_binaries_have() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for doc in documents() {
        for (line, body) in blocks(&common::read(&doc), "") {
            let mut commands: Vec<String> = Vec::new();
            for l in body.lines() {
                let starts = ["lackpyc ", "lackpy-vm ", "lackpy "]
                    .iter()
                    .any(|b| l.starts_with(b));
                if starts {
                    commands.push(l.to_string());
                } else if l.starts_with(' ') {
                    if let Some(last) = commands.last_mut() {
                        last.push(' ');
                        last.push_str(l.trim());
                    }
                }
            }
            for command in commands {
                // Cut at a comment, and at `|` between alternative subcommands
                // (`template list|add|promote`): those are checked one by one
                // where the chapter spells them out.
                let command = command.split(" #").next().unwrap_or("");
                let words: Vec<&str> = command.split_whitespace().collect();
                let sub: Vec<&str> = words[1..]
                    .iter()
                    .take_while(|w| {
                        w.chars().all(|c| c.is_ascii_lowercase() || c == '-') && !w.starts_with('-')
                    })
                    .copied()
                    .collect();
                let next = words.get(1 + sub.len()).copied().unwrap_or("");
                if next.contains('|')
                    && next
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c == '|' || c == '-')
                {
                    continue;
                }
                let exe = match words[0] {
                    "lackpyc" => env!("CARGO_BIN_EXE_lackpyc"),
                    "lackpy-vm" => env!("CARGO_BIN_EXE_lackpy-vm"),
                    _ => env!("CARGO_BIN_EXE_lackpy"),
                };
                let help = Command::new(exe)
                    .args(&sub)
                    .arg("--help")
                    .output()
                    .expect("the binary runs");
                let help = String::from_utf8_lossy(&help.stdout).to_string();
                for flag in command
                    .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
                    .filter(|w| w.starts_with("--") && w.len() > 2)
                {
                    checked += 1;
                    if !help.contains(flag) {
                        failures.push(format!(
                            "{}:{line}: `{} {}` has no {flag}",
                            name(&doc),
                            words[0],
                            sub.join(" ")
                        ));
                    }
                }
            }
        }
    }
    assert!(checked >= 40, "only {checked} flags checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
