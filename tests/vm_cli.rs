//! `lackpy-vm run` and `lackpyc compile`: the same program as source, as
//! `.lpyc` and on stdin gives identical results; JSON output follows the
//! contract; exit codes mean what INTERFACES.md says.

mod common;

use std::process::Output;

fn bin(name: &str, args: &[&str], stdin: &[u8]) -> Output {
    let exe = match name {
        "lackpyc" => env!("CARGO_BIN_EXE_lackpyc"),
        _ => env!("CARGO_BIN_EXE_lackpy-vm"),
    };
    common::run_bin(exe, args, stdin)
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&out.stdout)))
}

#[test]
fn source_bytecode_and_stdin_agree() {
    let dir = std::env::temp_dir().join(format!("lackpy-vm-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let lpyc = dir.join("wordcount.lpyc");
    let lpyc = lpyc.to_str().expect("utf-8 path");
    let c = bin(
        "lackpyc",
        &["compile", "spec/examples/wordcount.py", "-o", lpyc],
        b"",
    );
    assert_eq!(
        c.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&c.stderr)
    );
    let src = common::read(&common::root().join("spec/examples/wordcount.py"));
    let a = bin("lackpy-vm", &["run", "spec/examples/wordcount.py"], b"");
    let b = bin("lackpy-vm", &["run", lpyc], b"");
    let s = bin("lackpy-vm", &["run", "-"], src.as_bytes());
    assert_eq!(
        a.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&a.stderr)
    );
    assert_eq!(a.stdout, b.stdout);
    assert_eq!(a.stdout, s.stdout);
    // What CPython prints for the same cell: its output, then the result's repr.
    let py = common::run_bin(
        "python3",
        &[common::root()
            .join("scripts/cpython_runner.py")
            .to_str()
            .expect("utf-8")],
        serde_json::json!({ "src": src }).to_string().as_bytes(),
    );
    let want: serde_json::Value =
        serde_json::from_slice(&py.stdout).expect("the CPython runner answers JSON");
    let expected = format!(
        "{}{}\n",
        want["stdout"].as_str().unwrap_or(""),
        want["result"].as_str().unwrap_or("")
    );
    let text = String::from_utf8_lossy(&a.stdout);
    assert_eq!(text, expected, "lackpy and CPython disagree");
    // JSON too, apart from the timing.
    let strip = |mut v: serde_json::Value| {
        v["stats"]["elapsed_ms"] = serde_json::Value::Null;
        v["stats"]["peak_memory_bytes"] = serde_json::Value::Null;
        v
    };
    let ja = strip(json(&bin(
        "lackpy-vm",
        &["run", "spec/examples/wordcount.py", "--format", "json"],
        b"",
    )));
    let jb = strip(json(&bin(
        "lackpy-vm",
        &["run", lpyc, "--format", "json"],
        b"",
    )));
    assert_eq!(ja, jb);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn json_output_has_the_documented_shape() {
    let out = bin(
        "lackpy-vm",
        &["run", "-", "--format", "json"],
        b"print('hi')\nx = [1, (2, 3), {'k': None}]\nx\n",
    );
    assert_eq!(out.status.code(), Some(0));
    let v = json(&out);
    let keys: Vec<&str> = v
        .as_object()
        .map(|o| o.keys().map(String::as_str).collect())
        .unwrap_or_default();
    assert_eq!(
        keys,
        ["success", "output", "repr", "stdout", "error", "trace", "files", "grade", "stats"]
    );
    assert_eq!(v["success"], true);
    assert_eq!(v["output"], serde_json::json!([1, [2, 3], {"k": null}]));
    assert_eq!(v["repr"], "[1, (2, 3), {'k': None}]");
    assert_eq!(v["stdout"], "hi\n");
    assert_eq!(v["grade"], serde_json::json!({"w": 0, "d": 0}));
    assert!(v["stats"]["instructions"].as_u64().is_some_and(|n| n > 0));
}

#[test]
fn big_ints_are_exact_json_numbers() {
    let out = bin(
        "lackpy-vm",
        &["run", "-", "--format", "json"],
        b"x = 1\nfor i in range(30):\n    x *= 10\nx + 1\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("\"output\":1000000000000000000000000000001"),
        "{text}"
    );
}

#[test]
fn runtime_errors_exit_1_with_type_message_and_line() {
    let out = bin(
        "lackpy-vm",
        &["run", "-", "--format", "json"],
        b"d = {}\nprint('before')\nd['missing']\n",
    );
    assert_eq!(out.status.code(), Some(1));
    let v = json(&out);
    assert_eq!(v["success"], false);
    assert_eq!(v["stdout"], "before\n");
    assert_eq!(
        v["error"],
        serde_json::json!({"type": "KeyError", "message": "'missing'", "line": 3, "column": 1})
    );
    let human = bin("lackpy-vm", &["run", "-"], b"x = 1\nx + 'a'\n");
    assert_eq!(human.status.code(), Some(1));
    let err = String::from_utf8_lossy(&human.stderr);
    assert!(
        err.contains("TypeError: unsupported operand type(s) for +: 'int' and 'str'")
            && err.contains(":2:"),
        "{err}"
    );
}

#[test]
fn rejected_programs_exit_3() {
    let out = bin(
        "lackpy-vm",
        &["run", "-", "--format", "json"],
        b"while True:\n    x = 1\n",
    );
    assert_eq!(out.status.code(), Some(3));
    let v = json(&out);
    assert_eq!(v["error"]["type"], "SyntaxError");
    assert_eq!(v["error"]["code"], "E0101");
    let out = bin(
        "lackpy-vm",
        &["run", "-", "--format", "json"],
        b"open('x')\n",
    );
    assert_eq!(json(&out)["error"]["type"], "CheckError");
    let dir = std::env::temp_dir().join(format!("lackpy-vm-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let bad = dir.join("bad.lpyc");
    std::fs::write(&bad, b"LPYC\x01\x00garbage").expect("write");
    let out = bin("lackpy-vm", &["run", bad.to_str().expect("utf-8")], b"");
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).contains("lackpy bytecode"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_wrong_call_is_refused_before_any_tool_runs() {
    let dir = tempfile::tempdir().expect("temp dir");
    let root = dir.path().to_str().expect("utf-8");
    let out = bin(
        "lackpy-vm",
        &[
            "run", "-", "--kit", "edit", "--root", root, "--format", "json",
        ],
        b"write_file(\"a.txt\", \"x\")\ntext = read_file()\n",
    );
    assert_eq!(out.status.code(), Some(3));
    let v = json(&out);
    assert_eq!(v["error"]["type"], "CheckError", "{v}");
    assert_eq!(v["error"]["code"], "E0209", "{v}");
    assert_eq!(
        v["error"]["message"],
        "read_file() missing 1 required positional argument: 'path'"
    );
    assert!(
        !dir.path().join("a.txt").exists(),
        "the write before the wrong call ran"
    );
}

#[test]
fn fuel_limit_exits_4() {
    let out = bin(
        "lackpy-vm",
        &["run", "-", "--fuel", "1000", "--format", "json"],
        b"n = 0\nfor i in range(100000):\n    n += i\nn\n",
    );
    assert_eq!(out.status.code(), Some(4));
    assert_eq!(json(&out)["error"]["type"], "LimitExceeded");
}

#[test]
fn params_are_json_or_strings() {
    let out = bin(
        "lackpy-vm",
        &[
            "run",
            "-",
            "--param",
            "n=3",
            "--param",
            "name=ann",
            "--param",
            "xs=[1, 2]",
        ],
        b"[n * 2, name.upper(), xs + [n]]\n",
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "[6, 'ANN', [1, 2, 3]]\n"
    );
    assert_eq!(
        bin("lackpy-vm", &["run", "-", "--param", "novalue"], b"1\n")
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn max_grade_refuses_programs_that_reach_further() {
    let src = b"read_file('a.txt')\n";
    let out = bin(
        "lackpy-vm",
        &["run", "-", "--max-grade", "0", "--format", "json"],
        src,
    );
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(json(&out)["error"]["type"], "GradeError");
}

#[test]
fn disasm_shows_grades_and_source() {
    let out = bin("lackpyc", &["disasm", "spec/examples/summary.py"], b"");
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("grade w1/d1") && text.contains("read_file") && text.contains("w1/d1"),
        "{text}"
    );
    assert!(text.contains("files = find_files(\"**/*.py\")"), "{text}");
}

#[test]
fn tools_run_against_the_root_with_a_trace() {
    let ws = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir_all(ws.path().join("pkg")).expect("mkdir");
    std::fs::write(ws.path().join("pkg/m.py"), "# TODO: x\nx = 1\n").expect("write");
    let root = ws.path().to_str().expect("utf-8 path");
    let out = bin(
        "lackpy-vm",
        &[
            "run",
            "spec/examples/summary.py",
            "--kit",
            "read,debug",
            "--root",
            root,
            "--trace",
            "--format",
            "json",
        ],
        b"",
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let v = json(&out);
    assert_eq!(
        v["output"],
        serde_json::json!({"files": 1, "lines": 2, "todo_files": ["pkg/m.py"]})
    );
    assert_eq!(v["grade"], serde_json::json!({"w": 1, "d": 1}));
    let tools: Vec<&str> = v["trace"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|t| t["tool"].as_str())
        .collect();
    assert_eq!(tools, ["find_files", "read_file", "search_content"]);
    assert_eq!(
        v["trace"][1]["args"],
        serde_json::json!({"path": "pkg/m.py"})
    );
    let human = bin(
        "lackpy-vm",
        &["run", "spec/examples/summary.py", "--root", root, "--trace"],
        b"",
    );
    assert!(
        String::from_utf8_lossy(&human.stderr).contains("trace #1 read_file(path=\"pkg/m.py\")")
    );
    let refused = bin(
        "lackpy-vm",
        &["run", "-", "--kit", "edit", "--max-grade", "1"],
        b"write_file('a.txt', 'x')\n",
    );
    assert_eq!(
        refused.status.code(),
        Some(3),
        "--max-grade 1 must refuse a program that writes"
    );
    assert!(!ws.path().join("a.txt").exists());
}

#[test]
fn bytecode_is_refused_by_a_kit_without_its_tools() {
    let dir = tempfile::tempdir().expect("temp dir");
    let src = dir.path().join("p.py");
    std::fs::write(&src, "read_file('x.txt')\n").expect("write");
    let out = dir.path().join("p.lpyc");
    let (src, out) = (src.to_str().expect("utf-8"), out.to_str().expect("utf-8"));
    assert_eq!(
        bin(
            "lackpyc",
            &["compile", src, "-o", out, "--kit", "read"],
            b""
        )
        .status
        .code(),
        Some(0)
    );
    let r = bin(
        "lackpy-vm",
        &["run", out, "--kit", "none", "--format", "json"],
        b"",
    );
    assert_eq!(r.status.code(), Some(3));
    let v = json(&r);
    assert_eq!(v["error"]["type"], "KitError");
    assert!(v["error"]["message"]
        .as_str()
        .is_some_and(|m| m.contains("read_file")));
}

#[test]
fn lackpy_kit_info_and_list() {
    let out = common::run_bin(
        env!("CARGO_BIN_EXE_lackpy"),
        &["kit", "info", "read,write_file", "--format", "json"],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    let v = json(&out);
    assert_eq!(v["grade"], serde_json::json!({"w": 3, "d": 3}));
    let names: Vec<&str> = v["tools"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|t| t["name"].as_str())
        .collect();
    assert_eq!(
        names,
        ["read_file", "find_files", "search_content", "write_file"]
    );
    let list = common::run_bin(env!("CARGO_BIN_EXE_lackpy"), &["kit", "list"], b"");
    let text = String::from_utf8_lossy(&list.stdout);
    assert!(
        text.contains("debug") && text.contains("apply_diff(path, diff) -> str"),
        "{text}"
    );
    assert_eq!(
        common::run_bin(env!("CARGO_BIN_EXE_lackpy"), &["kit", "info", "nope"], b"")
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn a_timeout_that_is_not_a_duration_is_a_usage_error() {
    for bad in ["--timeout=-1", "--timeout=nan", "--timeout=inf"] {
        let out = common::run_bin(
            env!("CARGO_BIN_EXE_lackpy-vm"),
            &["run", "spec/examples/wordcount.py", bad],
            b"",
        );
        assert_eq!(
            out.status.code(),
            Some(2),
            "{bad}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(String::from_utf8_lossy(&out.stderr).contains("not a number of seconds"));
    }
}

/// `--max-grade` takes 0, 1, 2 or 3: anything else is a usage error
/// (exit 2) before anything runs, on both binaries.
#[test]
fn max_grade_outside_0_to_3_is_a_usage_error() {
    for w in ["--max-grade=4", "--max-grade=9", "--max-grade=-1"] {
        let out = bin("lackpy-vm", &["run", "-", w], b"print('ran')\n");
        assert_eq!(out.status.code(), Some(2), "lackpy-vm {w}");
        assert!(out.stdout.is_empty(), "nothing ran");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("--max-grade"),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let ok = bin(
        "lackpy-vm",
        &["run", "-", "--max-grade", "3"],
        b"print('ran')\n",
    );
    assert_eq!(ok.status.code(), Some(0));
    let out = common::run_bin(
        env!("CARGO_BIN_EXE_lackpy"),
        &["generate", "x", "--max-grade", "7"],
        b"",
    );
    assert_eq!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `d = {}` before a plain `for` is not a dict comprehension: it is not
/// sized for the loop's source (2000 such dicts sized for 4096 items each
/// would hold ~480 MB and stop at the memory limit; empty they hold
/// almost nothing), while a dict comprehension over the same list is.
#[test]
fn an_empty_dict_before_a_plain_loop_is_not_sized_ahead() {
    let src = b"src = list(range(5000))\nkeep = []\nn = 0\n\
for i in range(2000):\n    d = {}\n    for x in src:\n        n = x\n    keep.append(d)\n\
evens = {x: x for x in src if x % 2 == 0}\nprint(len(keep), n, len(evens))\n";
    let out = bin(
        "lackpy-vm",
        &[
            "run",
            "-",
            "--max-memory",
            "67108864",
            "--fuel",
            "100000000",
        ],
        src,
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "2000 4999 2500\n");
}

/// `--approve-above`: with no terminal to ask, a call above the grade is
/// denied before it has any effect (no file), traced as denied, exit 1.
#[test]
fn approve_above_denies_without_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("in.txt"), "hello").unwrap();
    let prog = dir.path().join("p.py");
    std::fs::write(&prog, "x = read_file('in.txt')\nwrite_file('out.txt', x)\n").unwrap();
    let root = dir.path().to_str().unwrap();
    let p = prog.to_str().unwrap();
    let args = [
        "run", p, "--kit", "edit", "--root", root, "--format", "json",
    ];
    let out = bin(
        "lackpy-vm",
        &[&args[..], &["--approve-above", "2,2"]].concat(),
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    let j = json(&out);
    assert_eq!(j["error"]["type"], "ToolError");
    assert_eq!(j["error"]["line"], 2);
    assert_eq!(j["trace"][1]["status"], "denied");
    assert!(j["trace"][0].get("status").is_none());
    assert!(!dir.path().join("out.txt").exists());
    // Within the grade: nothing to ask, the file is written.
    let out = bin(
        "lackpy-vm",
        &[&args[..], &["--approve-above", "3,3"]].concat(),
        b"",
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(dir.path().join("out.txt").exists());
    // A grade that is not one is a usage error.
    let out = bin(
        "lackpy-vm",
        &[&args[..], &["--approve-above", "7"]].concat(),
        b"",
    );
    assert_eq!(out.status.code(), Some(2));
}

/// A kit file's external tool: checked as any tool, and refused by
/// `lackpy-vm run` (which cannot pause) before anything runs, exit 3.
#[test]
fn an_external_tool_is_refused_by_a_run_that_cannot_pause() {
    let dir = tempfile::tempdir().unwrap();
    let kit = dir.path().join("ask.toml");
    std::fs::write(
        &kit,
        "[tools.ask]\nexternal = true\nparams = [\"question: str\"]\ngrade = { w = 1, d = 1 }\n",
    )
    .unwrap();
    let kit = kit.to_str().unwrap();
    let out = bin(
        "lackpyc",
        &["check", "-", "--kit", kit, "--format", "json"],
        b"ask(1, 2)\n",
    );
    let j = json(&out);
    assert_eq!(j["errors"][0]["code"], "E0209", "{j}");
    let out = bin(
        "lackpyc",
        &["check", "-", "--kit", kit, "--format", "json"],
        b"ask('q')\n",
    );
    assert_eq!(json(&out)["grade"], serde_json::json!({"w": 1, "d": 1}));
    let out = bin(
        "lackpy-vm",
        &["run", "-", "--kit", kit, "--format", "json"],
        b"print('before')\nask('q')\n",
    );
    assert_eq!(out.status.code(), Some(3));
    let j = json(&out);
    assert_eq!(j["stdout"], "", "nothing ran");
    assert!(
        j["error"]["message"]
            .as_str()
            .unwrap()
            .contains("external tool ask"),
        "{j}"
    );
}
