//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

pub mod gbnf;

use lackpy::check::{check_source, Report, Rule};
use lackpy::diag;
use lackpy::kit::Kit;

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The `.py` files of a corpus directory, sorted by name.
pub fn corpus(dir: &str) -> Vec<PathBuf> {
    let dir = root().join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .collect();
    files.sort();
    files
}

/// What `python3 -c SCRIPT` prints, run in `dir`: CPython as the oracle.
/// A script that fails fails the test, with its stderr.
pub fn python3(script: &str, dir: &Path) -> String {
    let out = std::process::Command::new("python3")
        .arg("-c")
        .arg(script)
        .current_dir(dir)
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("python3 prints utf-8")
}

pub fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

pub fn check_with(src: &str, kit: &str, rules: &str, params: &[&str]) -> Report {
    let kit = Kit::resolve(kit).expect("test kit resolves");
    let rules = Rule::parse_list(rules).expect("test rules parse");
    let params: Vec<String> = params.iter().map(|p| p.to_string()).collect();
    check_source(src, &kit, &params, &rules)
}

pub fn check(src: &str) -> Report {
    check_with(src, "read", "", &[])
}

pub fn render(name: &str, src: &str, r: &Report) -> String {
    diag::render(name, src, &r.errors, false)
}

/// The code named by a `# expect: CODE` first line.
pub fn expected_code(src: &str) -> Option<&str> {
    src.lines().next()?.strip_prefix("# expect:").map(str::trim)
}

/// Run one of the crate's binaries with `args`, feeding `stdin` from a
/// thread so that large inputs cannot deadlock against its output.
pub fn run_bin(exe: &str, args: &[&str], stdin: &[u8]) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(exe)
        .args(args)
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let out = child.wait_with_output().expect("binary finishes");
    let _ = writer.join();
    out
}
