//! Kit files: `.kit` lists and `.toml` kits with aliases, raised grades
//! and command tools (JSON in, JSON out), found under the root.

mod common;

use lackpy::grade::Grade;
use lackpy::kit::Kit;

fn root_with(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir_all(dir.path().join(".lackpy/kits")).expect("mkdir");
    for (name, text) in files {
        std::fs::write(dir.path().join(".lackpy/kits").join(name), text).expect("write");
    }
    dir
}

#[test]
fn dot_kit_files_list_tools_and_kits() {
    let root = root_with(&[(
        "mine.kit",
        "---\nname: mine\ndescription: reading and tests\n---\nread\nrun_tests\n# a comment\n",
    )]);
    let kit = Kit::resolve_in("mine,write_file", root.path()).expect("resolves");
    let names: Vec<&str> = kit.tools().iter().map(|t| t.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "read_file",
            "find_files",
            "search_content",
            "run_tests",
            "write_file"
        ]
    );
    assert_eq!(kit.grade(), Grade::new(3, 3));
}

#[test]
fn toml_kits_alias_raise_grades_and_refuse_lowering() {
    let root = root_with(&[
        ("t.toml", "tools = [\"read\"]\n[aliases]\ncat = \"read_file\"\n[grades]\nfind_files = { w = 2, d = 2 }\n"),
        ("low.toml", "tools = [\"read_file\"]\n[grades]\nread_file = { w = 0, d = 0 }\n"),
        ("bad.toml", "tools = [\"read_file\"]\nsurprise = 1\n"),
        // Raises w but lowers d: not a raise, though w3/d0 sorts above
        // w1/d1 lexicographically.
        ("skew.toml", "tools = [\"read_file\"]\n[grades]\nread_file = { w = 3, d = 0 }\n"),
    ]);
    let kit = Kit::resolve_in("t", root.path()).expect("resolves");
    assert_eq!(kit.get("cat").map(|t| t.grade), Some(Grade::new(1, 1)));
    assert_eq!(kit.alias_target("cat"), Some("read_file"));
    assert_eq!(
        kit.get("find_files").map(|t| t.grade),
        Some(Grade::new(2, 2))
    );
    let low = Kit::resolve_in("low", root.path()).expect_err("lowering is refused");
    assert!(low.message.contains("only be raised"), "{}", low.message);
    let skew = Kit::resolve_in("skew", root.path()).expect_err("a lowered d is refused");
    assert!(skew.message.contains("only be raised"), "{}", skew.message);
    assert!(Kit::resolve_in("bad", root.path()).is_err());
    let unknown = Kit::resolve_in("nothing_here", root.path()).expect_err("unknown");
    assert!(unknown.message.contains("known kits"));
}

#[test]
fn command_tools_take_json_and_give_json() {
    let root = root_with(&[(
        "cmd.toml",
        "[tools.measure]\ncommand = [\"python3\", \"-c\", \"import json, sys\\nargs = json.load(sys.stdin)\\nprint(json.dumps({'got': args, 'n': len(args['word'])}))\"]\nparams = [\"word\", \"unit='chars'\"]\ndescription = \"Measure a word\"\ntimeout = 10\n\n[tools.slow]\ncommand = [\"sleep\", \"5\"]\ntimeout = 0.5\ngrade = { w = 2, d = 2 }\n",
    )]);
    let kit = Kit::resolve_in("cmd", root.path()).expect("resolves");
    assert_eq!(
        kit.get("measure").map(|t| t.grade),
        Some(Grade::HIGHEST),
        "an undeclared grade is the highest"
    );
    let r = root.path().to_str().expect("utf-8");
    let out = common::run_bin(
        env!("CARGO_BIN_EXE_lackpy-vm"),
        &["run", "-", "--kit", "cmd", "--root", r, "--format", "json"],
        b"m = measure('hello')\n[m['n'], m['got']['unit']]\n",
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["output"], serde_json::json!([5, "chars"]), "{v}");
    assert_eq!(v["grade"], serde_json::json!({"w": 3, "d": 3}));
    assert_eq!(v["trace"][0]["tool"], "measure");
    // A call that does not fit the command tool's parameters is refused
    // when the program is checked.
    let file = root.path().join(".lackpy/kits/cmd.toml");
    let out = common::run_bin(
        env!("CARGO_BIN_EXE_lackpyc"),
        &[
            "check",
            "-",
            "--kit",
            file.to_str().expect("utf-8"),
            "--format",
            "json",
        ],
        b"m = measure('a', 'b', 'c')\n",
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["errors"][0]["code"], "E0209", "{v}");
    assert_eq!(
        v["errors"][0]["message"],
        "measure() takes from 1 to 2 positional arguments but 3 were given"
    );
    assert_eq!(
        v["errors"][0]["hint"],
        "the signature is `measure(word, unit='chars') -> object`"
    );
    let out = common::run_bin(
        env!("CARGO_BIN_EXE_lackpy-vm"),
        &["run", "-", "--kit", "cmd", "--root", r, "--format", "json"],
        b"slow()\n",
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["error"]["type"], "ToolError");
    assert!(
        v["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("timed out")),
        "{v}"
    );
}

#[test]
fn a_module_binds_only_where_every_tool_stays_within_its_compiled_grade() {
    use lackpy::value::Value;
    let with =
        |g: Grade| Kit::empty().with_tool("t", &[], "None", "a tool", g, |_| Ok(Value::None));
    let module =
        lackpy::pipeline::compile_source("t()\n", "<test>", &with(Grade::new(1, 1)), &[], &[])
            .expect("compiles");
    let bind = |g| lackpy::pipeline::check_binding(&module, &with(g));
    assert!(bind(Grade::new(1, 1)).is_ok());
    assert!(bind(Grade::new(0, 1)).is_ok());
    // Lower on w but higher on d: the compiled-in grade would no longer be
    // true, though (0, 2) sorts below (1, 1) lexicographically.
    assert!(bind(Grade::new(0, 2)).is_err());
    assert!(bind(Grade::new(2, 0)).is_err());
}
