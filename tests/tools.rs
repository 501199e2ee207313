//! The built-in tools against a real workspace: what they read and write,
//! argument binding with CPython's messages, the trace (which survives a
//! failure), and the root's confinement against escape attempts.

use std::path::Path;

use lackpy::kit::{Kit, KitHost, Root, ToolLimits};
use lackpy::pipeline::{compile_source, run_module};
use lackpy::vm::Limits;

struct Run {
    result: Result<String, (String, String)>,
    stdout: String,
    host: KitHost,
}

fn run_in(root: &Path, kit: &str, src: &str, limits: ToolLimits) -> Run {
    let kit = Kit::resolve(kit).expect("kit");
    let module = compile_source(src, "p.py", &kit, &[], &[])
        .unwrap_or_else(|d| panic!("does not compile: {d:?}"));
    let mut host = KitHost::new(kit, Root::new(root).expect("root"), limits);
    let out = run_module(&module, &[], &mut host, Limits::default(), false);
    let result = match out.result {
        Ok(v) => Ok(lackpy::value::repr(&v)),
        Err(e) => Err((e.exc.kind.name().to_string(), e.exc.msg)),
    };
    Run {
        result,
        stdout: out.stdout,
        host,
    }
}

fn run(root: &Path, kit: &str, src: &str) -> Run {
    run_in(root, kit, src, ToolLimits::default())
}

fn workspace() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir_all(dir.path().join("src")).expect("mkdir");
    std::fs::write(
        dir.path().join("src/a.py"),
        "def f():\n    # TODO one\n    return 1\n",
    )
    .expect("write");
    std::fs::write(dir.path().join("src/b.py"), "x = 2\n").expect("write");
    std::fs::write(dir.path().join("README.md"), "hello\n").expect("write");
    dir
}

fn tool_error(r: &Run) -> String {
    match &r.result {
        Err((kind, msg)) if kind == "ToolError" => msg.clone(),
        other => panic!("expected a ToolError, got {other:?}"),
    }
}

#[test]
fn read_find_and_search() {
    let ws = workspace();
    let r = run(ws.path(), "read", "files = find_files(\"**/*.py\")\n[files, read_file(files[0]).count(\"\\n\"), search_content(\"TODO\")]\n");
    assert_eq!(
        r.result,
        Ok("[['src/a.py', 'src/b.py'], 3, 'src/a.py:2:    # TODO one\\n']".to_string())
    );
    assert_eq!(r.host.ctx.files_read, ["src/a.py"]);
    assert_eq!(r.host.trace_len(), 3);
    assert!(r.host.trace().iter().all(|t| t.success));
}

#[test]
fn write_and_edit_are_atomic_and_recorded() {
    let ws = workspace();
    let r = run(ws.path(), "edit", "write_file(\"out/new.txt\", \"a TODO b TODO\")\n[edit_file(\"out/new.txt\", \"TODO\", \"done\"), edit_file(\"out/new.txt\", \"missing\", \"x\")]\n");
    assert_eq!(r.result, Ok("[True, False]".to_string()));
    assert_eq!(
        std::fs::read_to_string(ws.path().join("out/new.txt")).expect("written"),
        "a done b TODO"
    );
    assert_eq!(r.host.ctx.files_modified, ["out/new.txt"]);
    let leftovers: Vec<_> = std::fs::read_dir(ws.path().join("out"))
        .expect("dir")
        .flatten()
        .collect();
    assert_eq!(leftovers.len(), 1, "a temporary file was left behind");
}

#[test]
fn apply_diff_is_all_or_nothing() {
    let ws = workspace();
    let good = "--- a/src/b.py\n+++ b/src/b.py\n@@ -1,1 +1,2 @@\n-x = 2\n+x = 3\n+y = 4\n";
    let r = run(
        ws.path(),
        "edit",
        &format!("apply_diff(\"src/b.py\", {good:?})\n"),
    );
    assert_eq!(r.result, Ok("'applied 1 hunk to src/b.py'".to_string()));
    assert_eq!(
        std::fs::read_to_string(ws.path().join("src/b.py")).expect("read"),
        "x = 3\ny = 4\n"
    );
    let before = std::fs::read_to_string(ws.path().join("src/a.py")).expect("read");
    let bad =
        "@@ -1,1 +1,1 @@\n-def f():\n+def g():\n@@ -3,1 +3,1 @@\n-    return 99\n+    return 2\n";
    let r = run(
        ws.path(),
        "edit",
        &format!("apply_diff(\"src/a.py\", {bad:?})\n"),
    );
    assert!(tool_error(&r).contains("hunk 2"));
    assert_eq!(
        std::fs::read_to_string(ws.path().join("src/a.py")).expect("read"),
        before,
        "a failed diff changed the file"
    );
}

#[test]
fn arguments_bind_like_python() {
    // The checker refuses these calls written out (E0209); through spreads
    // it cannot see into they reach the tool's binding when they run.
    let ws = workspace();
    let cases = [
        (
            "args = []\nread_file(*args)",
            "read_file() missing 1 required positional argument: 'path'",
        ),
        (
            "args = [\"a\", \"b\"]\nread_file(*args)",
            "read_file() takes 1 positional argument but 2 were given",
        ),
        (
            "kw = {\"file\": \"a\"}\nread_file(**kw)",
            "read_file() got an unexpected keyword argument 'file'",
        ),
        (
            "kw = {\"path\": \"b\"}\nread_file(\"a\", **kw)",
            "read_file() got multiple values for argument 'path'",
        ),
        (
            "args = [\"a\"]\nwrite_file(*args)",
            "write_file() missing 1 required positional argument: 'content'",
        ),
        (
            "args = []\nedit_file(*args)",
            "edit_file() missing 3 required positional arguments: 'path', 'old', and 'new'",
        ),
        (
            "args = [\"p\", \".\", 3]\nsearch_content(*args)",
            "search_content() takes from 1 to 2 positional arguments but 3 were given",
        ),
    ];
    for (call, msg) in cases {
        let r = run(ws.path(), "edit", &format!("{call}\n"));
        assert_eq!(
            r.result,
            Err(("TypeError".to_string(), msg.to_string())),
            "{call}"
        );
        assert_eq!(r.host.trace_len(), 1, "the failed call is traced");
        assert!(!r.host.trace()[0].success);
    }
    let r = run(
        ws.path(),
        "read",
        "search_content(pattern=\"x = \", path=\"src\")\n",
    );
    assert_eq!(r.result, Ok("'src/b.py:1:x = 2\\n'".to_string()));
}

#[test]
fn the_trace_survives_a_failure() {
    let ws = workspace();
    let src = "n = 0\nfor p in [\"src/a.py\", \"src/b.py\", \"README.md\", \"src/a.py\", \"nope.txt\", \"src/b.py\"]:\n    n += len(read_file(p))\nn\n";
    let src = src
        .replace("for p in [", "paths = [")
        .replace("]:\n", "]\nfor p in paths:\n");
    let r = run(ws.path(), "read", &src);
    assert!(tool_error(&r).contains("nope.txt"));
    assert_eq!(r.host.trace_len(), 5);
    assert!(r.host.trace()[..4].iter().all(|t| t.success));
    assert!(
        !r.host.trace()[4].success
            && r.host.trace()[4]
                .error
                .as_deref()
                .is_some_and(|e| e.contains("ToolError"))
    );
}

#[test]
fn commands_time_out_and_are_capped() {
    let ws = workspace();
    let limits = ToolLimits {
        timeout_secs: 1,
        max_output: 64,
    };
    let r = run_in(
        ws.path(),
        "run_command",
        "run_command(\"sleep 5\")\n",
        limits.clone(),
    );
    assert!(tool_error(&r).contains("timed out"));
    let r = run_in(
        ws.path(),
        "run_command",
        "run_command(\"yes | head -c 100000\")\n",
        limits,
    );
    let text = r.result.expect("runs");
    assert!(text.contains("[output truncated at 64 bytes]"), "{text}");
}

/// Escape attempts: each is refused with a ToolError, traced, and nothing
/// outside the root is read or written.
#[test]
fn the_root_holds() {
    let outside = tempfile::tempdir().expect("temp dir");
    std::fs::write(outside.path().join("secret.txt"), "secret").expect("write");
    let ws = workspace();
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(
            outside.path().join("secret.txt"),
            ws.path().join("src/link.txt"),
        )
        .expect("symlink");
        std::os::unix::fs::symlink(outside.path(), ws.path().join("outdir")).expect("symlink");
    }
    let secret = outside.path().join("secret.txt");
    let abs = secret.to_string_lossy().to_string();
    let attempts = [
        format!("read_file({:?})", "../secret.txt"),
        format!("read_file({abs:?})"),
        "read_file(\"src/../../secret.txt\")".to_string(),
        "read_file(\"src/link.txt\")".to_string(),
        "read_file(\"outdir/secret.txt\")".to_string(),
        "write_file(\"outdir/new.txt\", \"x\")".to_string(),
        "write_file(\"../escape.txt\", \"x\")".to_string(),
        format!("write_file({:?}, \"x\")", outside.path().join("abs.txt").to_string_lossy()),
        "edit_file(\"src/link.txt\", \"secret\", \"changed\")".to_string(),
        "find_files(\"../*\")".to_string(),
        format!("find_files({:?})", format!("{}/*", outside.path().display())),
        "search_content(\"secret\", \"..\")".to_string(),
        "search_content(\"secret\", \"outdir\")".to_string(),
        "apply_diff(\"src/b.py\", \"--- a/../../etc/passwd\\n+++ b/../../etc/passwd\\n@@ -1,1 +1,1 @@\\n-x = 2\\n+x = 3\\n\")".to_string(),
        "read_file(\"/etc/passwd\")".to_string(),
    ];
    for a in &attempts {
        let r = run(ws.path(), "edit,search_content", &format!("{a}\n"));
        let msg = tool_error(&r);
        assert!(!msg.is_empty(), "{a}");
        assert_eq!(r.host.trace_len(), 1, "{a}: the refusal is traced");
        assert!(!r.host.trace()[0].success, "{a}");
        assert!(!r.stdout.contains("secret"), "{a}");
    }
    assert_eq!(
        std::fs::read_to_string(&secret).expect("still there"),
        "secret"
    );
    let outside_files: Vec<_> = std::fs::read_dir(outside.path())
        .expect("dir")
        .flatten()
        .collect();
    assert_eq!(
        outside_files.len(),
        1,
        "something was written outside the root"
    );
    assert!(!ws
        .path()
        .parent()
        .expect("parent")
        .join("escape.txt")
        .exists());
}

#[test]
fn run_tests_uses_the_configured_command() {
    let ws = workspace();
    std::fs::create_dir_all(ws.path().join(".lackpy")).expect("mkdir");
    std::fs::write(
        ws.path().join(".lackpy/config.toml"),
        "[tools]\ntest_command = \"echo 3 passed\"\n",
    )
    .expect("write");
    let r = run(ws.path(), "run_tests", "run_tests()\n");
    assert_eq!(r.result, Ok("'3 passed\\n'".to_string()));
}

#[test]
fn rust_tools_bind_defaults_and_check_declared_types() {
    use lackpy::grade::Grade;
    use lackpy::value::Value;
    let kit = Kit::resolve("none").expect("kit").with_tool(
        "add",
        &["a: int", "b: int = 10"],
        "int",
        "Add",
        Grade::PURE,
        |args| {
            Ok(Value::Int(
                args[0].as_index().unwrap_or(0) + args[1].as_index().unwrap_or(0),
            ))
        },
    );
    let ws = workspace();
    let go = |src: &str| {
        let module = compile_source(src, "p.py", &kit, &[], &[]).expect("compiles");
        let mut host = KitHost::new(
            kit.clone(),
            Root::new(ws.path()).expect("root"),
            ToolLimits::default(),
        );
        let out = run_module(&module, &[], &mut host, Limits::default(), false);
        (
            out.result
                .map(|v| lackpy::value::repr(&v))
                .map_err(|e| e.exc.msg),
            host.trace_len(),
        )
    };
    assert_eq!(
        go("[add(1), add(1, b=2), add(a=3)]\n"),
        (Ok("[11, 3, 13]".to_string()), 3)
    );
    assert_eq!(
        go("add('x')\n").0,
        Err("add() argument 'a' must be int, not str".to_string())
    );
}

/// The trace keeps numbers as values and makes their JSON only when it is
/// serialised; what it serialises to is what it always was: arguments by
/// parameter name in parameter order, results summarised.
#[test]
fn the_trace_serialises_arguments_and_results_as_json() {
    use lackpy::grade::Grade;
    use lackpy::value::Value;
    let kit = Kit::empty()
        .with_tool(
            "echo",
            &["a", "b=2", "c=None"],
            "object",
            "returns its first argument",
            Grade::PURE,
            |args| Ok(args[0].clone()),
        )
        .with_tool("long", &[], "str", "a long text", Grade::PURE, |_| {
            Ok(Value::str("x".repeat(300)))
        });
    let src = "xs = [1, 2]\necho(1.5)\necho(xs, c=True)\nxs.append(3)\necho('s', 7, None)\nlong()\necho(1000000000000000000000000000000)\n";
    let module = compile_source(src, "p.py", &kit, &[], &[]).expect("compiles");
    let ws = workspace();
    let mut host = KitHost::new(
        kit,
        Root::new(ws.path()).expect("root"),
        ToolLimits::default(),
    );
    let out = run_module(&module, &[], &mut host, Limits::default(), false);
    assert!(out.result.is_ok(), "{:?}", out.result);
    let mut json = serde_json::to_value(host.trace()).expect("serialises");
    for e in json.as_array_mut().expect("an array") {
        e["duration_ms"] = serde_json::json!(0);
        let e = e.as_object_mut().expect("an entry");
        assert!(e.remove("started_ms").is_some() && e.remove("ended_ms").is_some());
    }
    let long = format!("{}… (300 chars)", "x".repeat(200));
    let expected = serde_json::json!([
        {"step": 0, "tool": "echo", "args": {"a": 1.5, "b": 2, "c": null}, "result": 1.5,
         "duration_ms": 0, "success": true, "error": null},
        {"step": 1, "tool": "echo", "args": {"a": [1, 2], "b": 2, "c": true}, "result": [1, 2],
         "duration_ms": 0, "success": true, "error": null},
        {"step": 2, "tool": "echo", "args": {"a": "s", "b": 7, "c": null}, "result": "s",
         "duration_ms": 0, "success": true, "error": null},
        {"step": 3, "tool": "long", "args": {}, "result": long,
         "duration_ms": 0, "success": true, "error": null},
        {"step": 4, "tool": "echo", "args": {"a": 1000000000000000000000000000000u128, "b": 2, "c": null},
         "result": 1000000000000000000000000000000u128, "duration_ms": 0, "success": true, "error": null},
    ]);
    assert_eq!(json, expected);
    // A report's trace writes the same JSON straight from the host's
    // records as from its entries once they are made, and moving it out
    // of the host leaves the host an empty trace.
    let timeless = |t: &lackpy::kit::Trace| {
        let mut json = serde_json::to_value(t).expect("serialises");
        for e in json.as_array_mut().expect("an array") {
            e["duration_ms"] = serde_json::json!(0);
            let e = e.as_object_mut().expect("an entry");
            e.remove("started_ms");
            e.remove("ended_ms");
        }
        json
    };
    let lazy = host.trace_snapshot();
    let eager = lazy.clone();
    assert_eq!((lazy.len(), eager[4].step), (5, 4));
    assert_eq!(timeless(&lazy), expected);
    assert_eq!(timeless(&eager), expected);
    let taken = host.take_trace();
    assert_eq!(timeless(&taken), expected);
    assert!(host.trace().is_empty() && host.trace_snapshot().is_empty());
    // Shown one argument at a time, as `lackpy-vm --trace` prints them.
    let shown: Vec<String> = taken[1]
        .args
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    assert_eq!(shown, ["a=[1,2]", "b=2", "c=true"]);
}

/// The line-by-line search and sequential walk `search_content` and
/// `find_files` were before they walked in parallel and searched with
/// ripgrep's searcher: the same hits, in the same order.
fn reference_search(root: &Path, pattern: &str) -> String {
    let re = regex::Regex::new(pattern).expect("pattern");
    let mut files: Vec<_> = ignore::WalkBuilder::new(root)
        .follow_links(false)
        .build()
        .flatten()
        .filter(|e| e.file_type().is_some_and(|t| t.is_file()))
        .map(|e| e.into_path())
        .collect();
    files.sort();
    let mut out = String::new();
    for f in files {
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue;
        };
        let rel = f.strip_prefix(root).expect("under root").to_string_lossy();
        for (i, line) in text.lines().enumerate() {
            if re.is_match(line) {
                out.push_str(&format!("{rel}:{}:{line}\n", i + 1));
            }
        }
    }
    out
}

#[test]
fn search_and_find_match_the_line_by_line_walk() {
    let ws = tempfile::tempdir().expect("temp dir");
    let root = ws.path().canonicalize().expect("canonical");
    let files: &[(&str, &[u8])] = &[
        ("a.rs", b"fn main() {\n    // TODO x\n}\nfn a_b() {}\n"),
        ("a-b.rs", b"fn dash() {} // TODO\n"),
        ("a/b.rs", b"fn nested() {}\r\nlet x = 1;\r\nTODO\r\n"),
        (
            "a/c/d.txt",
            "caf\u{e9} TODO\n\u{e9}t\u{e9}\nno newline at end TODO".as_bytes(),
        ),
        ("bin.dat", b"TODO \xff\xfe not utf-8\n"),
        ("empty.txt", b""),
        ("blank.txt", b"\n\n\nx\n"),
        (".hidden/h.rs", b"TODO hidden\n"),
        ("z/y/x/w.rs", b"fn deep() { TODO }\n"),
    ];
    for (name, bytes) in files {
        let p = root.join(name);
        std::fs::create_dir_all(p.parent().expect("parent")).expect("mkdir");
        std::fs::write(p, bytes).expect("write");
    }
    for pattern in [
        "TODO", "^fn", "\\}$", "^$", "", "x$", "(?i)todo", "\u{e9}", "a\\nb", "\\d+", "^TODO$",
        "[", "1;$",
    ] {
        let r = run(&root, "read", &format!("search_content({pattern:?})\n"));
        match regex::Regex::new(pattern) {
            Ok(_) => {
                let want = reference_search(&root, pattern);
                assert_eq!(
                    r.result,
                    Ok(lackpy::value::repr(&lackpy::value::Value::str(&want))),
                    "{pattern:?}"
                );
            }
            Err(_) => assert!(
                tool_error(&r).starts_with("bad regular expression"),
                "{pattern:?}"
            ),
        }
    }
    let r = run(&root, "read", "search_content(\"TODO\", \"a\")\n");
    assert_eq!(
        r.result,
        Ok(
            "'a/b.rs:3:TODO\\na/c/d.txt:1:café TODO\\na/c/d.txt:3:no newline at end TODO\\n'"
                .to_string()
        )
    );
    let r = run(
        &root,
        "read",
        "[find_files(\"**/*.rs\"), find_files(\"*\"), find_files(\"a/**\")]\n",
    );
    assert_eq!(
        r.result,
        Ok("[['a-b.rs', 'a.rs', 'a/b.rs', 'z/y/x/w.rs'], ['a-b.rs', 'a.rs', 'bin.dat', 'blank.txt', 'empty.txt'], ['a/b.rs', 'a/c/d.txt']]".to_string())
    );
    let r = run_in(
        &root,
        "read",
        "search_content(\"\")\n",
        ToolLimits {
            max_output: 64,
            ..ToolLimits::default()
        },
    );
    assert!(tool_error(&r).contains("exceeds the tool output limit"));
}

/// A generated tree of nested folders (ASCII text, `\n` line ends, no
/// hidden or ignored files, so `grep -rn` and `find` see what the walk
/// sees).
fn generated_tree(root: &Path) {
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move |n: u64| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) % n
    };
    let mut dirs = vec![String::new()];
    for i in 0..60 {
        let parent = dirs[next(dirs.len() as u64) as usize].clone();
        let name = format!("d{i}{}", ["", "-x", ".y", "_z"][next(4) as usize]);
        dirs.push(if parent.is_empty() {
            name
        } else {
            format!("{parent}/{name}")
        });
    }
    for (k, dir) in dirs.iter().enumerate() {
        let d = root.join(dir);
        std::fs::create_dir_all(&d).expect("mkdir");
        for j in 0..next(9) {
            let ext = ["rs", "rs", "md", "txt"][next(4) as usize];
            let mut text = String::new();
            for line in 0..next(400) {
                match next(12) {
                    0 => text.push_str("    // TODO: retry when the lock is free\n"),
                    1 => text.push_str(&format!("fn load_cache_{line}() {{}}\n")),
                    2 => text.push('\n'),
                    3 => text.push_str("TODO: retry TODO: retry\n"),
                    _ => text.push_str(&format!("let x{line} = {k} + {j};\n")),
                }
            }
            if next(3) == 0 {
                // No line end after the last line.
                text.push_str("last TODO: retry");
            }
            std::fs::write(d.join(format!("f{j}.{ext}")), text).expect("write");
        }
    }
}

/// The output of a command the test compares against (grep, find), or
/// None when it is not installed and `LACKPY_SKIP_MISSING_TOOLS=1` allows
/// the comparison to be skipped (then it says so). Without that variable
/// a missing command fails the test: a comparison that did not run must
/// not pass.
fn command_out(root: &Path, cmd: &[&str]) -> Option<String> {
    match std::process::Command::new(cmd[0])
        .args(&cmd[1..])
        .current_dir(root)
        .output()
    {
        Ok(out) => Some(String::from_utf8(out.stdout).expect("utf-8")),
        Err(e) if std::env::var("LACKPY_SKIP_MISSING_TOOLS").as_deref() == Ok("1") => {
            eprintln!(
                "SKIPPED: no {} here ({e}; LACKPY_SKIP_MISSING_TOOLS=1)",
                cmd[0]
            );
            None
        }
        Err(e) => panic!(
            "{} cannot run here ({e}): the test compares against it; install it, or set \
             LACKPY_SKIP_MISSING_TOOLS=1 to skip the comparison",
            cmd[0]
        ),
    }
}

/// `search_content` gives `grep -rn`'s lines (and `grep -rnE`'s for a
/// regex), ordered by path then line, and `find_files` gives `find`'s
/// files, sorted, on a generated tree of nested folders.
#[test]
fn search_and_find_agree_with_grep_and_find() {
    let ws = tempfile::tempdir().expect("temp dir");
    let root = ws.path().canonicalize().expect("canonical");
    generated_tree(&root);
    for (pattern, grep) in [
        ("TODO: retry", vec!["grep", "-rn", "--", "TODO: retry", "."]),
        (
            "fn [a-z_]+_cache_[0-9]+",
            vec!["grep", "-rnE", "--", "fn [a-z_]+_cache_[0-9]+", "."],
        ),
    ] {
        let Some(theirs) = command_out(&root, &grep) else {
            return;
        };
        let mut want: Vec<(std::path::PathBuf, u64, &str)> = theirs
            .lines()
            .map(|l| {
                let l = l.strip_prefix("./").expect("./ prefix");
                let mut parts = l.splitn(3, ':');
                let file = parts.next().expect("file");
                let line = parts.next().expect("line").parse().expect("number");
                (Path::new(file).to_path_buf(), line, l)
            })
            .collect();
        assert!(want.len() > 100, "{pattern}: {} hits", want.len());
        want.sort();
        let want: String = want.iter().map(|(_, _, l)| format!("{l}\n")).collect();
        let r = run(
            &root,
            "read",
            &format!("print(search_content({pattern:?}), end='')\n"),
        );
        assert!(r.result.is_ok(), "{:?}", r.result);
        assert_eq!(r.stdout, want, "{pattern}");
    }
    let Some(theirs) = command_out(&root, &["find", ".", "-type", "f", "-name", "*.rs"]) else {
        return;
    };
    let mut want: Vec<&str> = theirs
        .lines()
        .map(|l| l.strip_prefix("./").expect("./ prefix"))
        .collect();
    want.sort_unstable();
    assert!(want.len() > 50, "{} files", want.len());
    let r = run(&root, "read", "print('\\n'.join(find_files('**/*.rs')))\n");
    assert_eq!(r.stdout, format!("{}\n", want.join("\n")));
}

/// Host calls go through the host's handle for each tool (`Host::resolve`,
/// asked once per host-call entry of a run): two modules whose entries name
/// the tools in opposite orders, run one after the other on the same host,
/// each call the tool they name.
#[test]
fn host_call_handles_follow_each_module_entries() {
    use lackpy::grade::Grade;
    use lackpy::value::Value;
    use lackpy::vm::Host;
    let kit = Kit::resolve("none")
        .expect("kit")
        .with_tool("first", &["x"], "int", "x + 100", Grade::PURE, |args| {
            Ok(Value::Int(args[0].as_index().unwrap_or(0) + 100))
        })
        .with_tool("second", &["x"], "int", "x + 200", Grade::PURE, |args| {
            Ok(Value::Int(args[0].as_index().unwrap_or(0) + 200))
        });
    let ws = workspace();
    let mut host = KitHost::new(
        kit.clone(),
        Root::new(ws.path()).expect("root"),
        ToolLimits::default(),
    );
    let go = |src: &str, host: &mut KitHost| {
        let module = compile_source(src, "p.py", &kit, &[], &[]).expect("compiles");
        let out = run_module(&module, &[], host, Limits::default(), false);
        out.result
            .map(|v| lackpy::value::repr(&v))
            .map_err(|e| e.exc.msg)
    };
    let a = "[[first(i), second(i)] for i in range(3)]\n";
    let b = "[[second(i), first(i)] for i in range(2)]\n";
    assert_eq!(
        go(a, &mut host),
        Ok("[[100, 200], [101, 201], [102, 202]]".to_string())
    );
    assert_eq!(go(b, &mut host), Ok("[[200, 100], [201, 101]]".to_string()));
    let trace = host.take_trace();
    let tools: Vec<&str> = trace.iter().map(|t| t.tool.as_str()).collect();
    assert_eq!(
        tools,
        [
            "first", "second", "first", "second", "first", "second", "second", "first", "second",
            "first"
        ]
    );
    let (f, s) = (host.resolve("first"), host.resolve("second"));
    assert!(f.is_some() && s.is_some() && f != s);
    let v = host.call_resolved(s.unwrap_or(0), "second", &[Value::Int(1)], &[]);
    assert!(matches!(v, Ok(Value::Int(201))));
}

/// A host call tested with `is None` / `is not None` takes its branch in
/// the call's own dispatch: the same output as CPython running the program
/// with the tool as a plain Python function, for None and other results,
/// with and without a branch after the test.
#[test]
fn a_host_call_tested_with_is_takes_its_branch_as_cpython_does() {
    use lackpy::grade::Grade;
    use lackpy::value::Value;
    let tool = "def maybe(x):\n    return None if x % 3 == 0 else [x]\n";
    let src = "n = 0\nm = 0\nfor i in range(7):\n    if maybe(i) is None:\n        n += 1\n    \
               if maybe(i) is not None:\n        m += 10\n    b = maybe(i) is None\n    \
               c = maybe(i) is not None\n    print(i, b, c, n, m)\n\
               k = [j for j in range(9) if maybe(j) is not None]\nprint(k, maybe(n) is None)\n";
    let kit = Kit::resolve("none").expect("kit").with_tool(
        "maybe",
        &["x"],
        "list",
        "None or [x]",
        Grade::PURE,
        |args| match args[0].as_index() {
            Some(x) if x % 3 == 0 => Ok(Value::None),
            Some(x) => Ok(Value::list(vec![Value::Int(x)])),
            None => Ok(Value::None),
        },
    );
    let ws = workspace();
    let module = compile_source(src, "p.py", &kit, &[], &[]).expect("compiles");
    let mut host = KitHost::new(
        kit,
        Root::new(ws.path()).expect("root"),
        ToolLimits::default(),
    );
    let out = run_module(&module, &[], &mut host, Limits::default(), false);
    assert!(
        out.result.is_ok(),
        "{:?}",
        out.result.err().map(|e| e.exc.msg)
    );
    let cpython = std::process::Command::new("python3")
        .arg("-c")
        .arg(format!("{tool}{src}"))
        .output()
        .expect("python3 runs");
    assert!(cpython.status.success());
    assert_eq!(out.stdout, String::from_utf8_lossy(&cpython.stdout));
    assert_eq!(host.trace_len(), 7 * 4 + 9 + 1);
}

/// A Rust tool run directly by the VM's short way in (a call without
/// keywords) that fails stops the run with its error, at its line, and the
/// trace shows it and every call before it; a limit reached by the same
/// calls still stops the run.
#[test]
fn a_direct_tool_call_that_fails_stops_the_run_and_is_traced() {
    use lackpy::grade::Grade;
    use lackpy::value::{Exc, ExcKind};
    let kit = Kit::resolve("none").expect("kit").with_tool(
        "check",
        &["x"],
        "int",
        "x, unless it is 3",
        Grade::PURE,
        |args| match args[0].as_index() {
            Some(3) => Err(Exc::new(ExcKind::ToolError, "three")),
            _ => Ok(args[0].clone()),
        },
    );
    let ws = workspace();
    let src = "t = 0\nfor i in range(10):\n    t += check(i)\nprint(t)\n";
    let module = compile_source(src, "p.py", &kit, &[], &[]).expect("compiles");
    let host = || {
        KitHost::new(
            kit.clone(),
            Root::new(ws.path()).expect("root"),
            ToolLimits::default(),
        )
    };
    let mut h = host();
    let out = run_module(&module, &[], &mut h, Limits::default(), false);
    let err = out.result.expect_err("the fourth call fails");
    assert_eq!(
        (err.exc.kind, err.exc.msg.as_str()),
        (ExcKind::ToolError, "three")
    );
    let trace = h.trace();
    assert_eq!(trace.len(), 4);
    assert!(trace[..3].iter().all(|t| t.success && t.error.is_none()));
    assert_eq!(trace[3].error.as_deref(), Some("ToolError: three"));
    assert_eq!(trace[3].args.get("x"), Some(serde_json::json!(3)));
    // Fuel still counts every instruction around the calls.
    let mut h = host();
    let limits = Limits {
        fuel: 12,
        ..Limits::default()
    };
    let out = run_module(&module, &[], &mut h, limits, false);
    let err = out.result.expect_err("out of fuel");
    assert_eq!(err.exc.kind, ExcKind::LimitExceeded);
    assert!(h.trace_len() < 4);
}
