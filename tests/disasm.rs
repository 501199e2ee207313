//! `lackpyc disasm` is golden: the listing of every program in
//! `tests/disasm/` is an insta snapshot, the programs together use every
//! instruction, and each listing is the same when the module is first
//! written to a `.lpyc` file and loaded (validated) back.

mod common;

use std::collections::BTreeSet;

use lackpy::bytecode::INSTRUCTIONS;

fn lackpyc(args: &[&str]) -> String {
    let out = common::run_bin(env!("CARGO_BIN_EXE_lackpyc"), args, b"");
    assert!(
        out.status.success(),
        "lackpyc {args:?} failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The golden programs, as paths relative to the crate root, with their
/// snapshot names.
fn programs() -> Vec<(String, String)> {
    common::corpus("tests/disasm")
        .iter()
        .map(|p| {
            let stem = p
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("?")
                .to_string();
            (format!("tests/disasm/{stem}.py"), stem)
        })
        .collect()
}

/// The instruction names of a listing: the word after the pc on code lines.
fn mnemonics(listing: &str, into: &mut BTreeSet<String>) {
    for line in listing.lines() {
        let mut words = line.split_whitespace();
        let (Some(pc), Some(name)) = (words.next(), words.next()) else {
            continue;
        };
        if line.starts_with("       ") && pc.chars().all(|c| c.is_ascii_digit()) {
            into.insert(name.to_string());
        }
    }
}

#[test]
fn disassembly_is_golden() {
    let programs = programs();
    assert!(programs.len() >= 20, "only {} programs", programs.len());
    for (path, name) in &programs {
        let listing = lackpyc(&["disasm", path]);
        insta::with_settings!({snapshot_path => "snapshots/disasm", prepend_module_to_snapshot => false}, {
            insta::assert_snapshot!(name.clone(), listing);
        });
    }
}

#[test]
fn every_instruction_has_a_golden_program() {
    let mut used = BTreeSet::new();
    for (path, _) in programs() {
        mnemonics(&lackpyc(&["disasm", &path]), &mut used);
    }
    let missing: Vec<&str> = INSTRUCTIONS
        .iter()
        .map(|i| i.name)
        .filter(|n| !used.contains(*n))
        .collect();
    assert!(
        missing.is_empty(),
        "no program in tests/disasm uses {missing:?}"
    );
    let unknown: Vec<&String> = used
        .iter()
        .filter(|u| !INSTRUCTIONS.iter().any(|i| i.name == u.as_str()))
        .collect();
    assert!(
        unknown.is_empty(),
        "listings name unknown instructions {unknown:?}"
    );
}

#[test]
fn a_loaded_lpyc_file_disassembles_the_same() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (path, name) in programs() {
        let lpyc = dir.path().join(format!("{name}.lpyc"));
        let lpyc = lpyc.to_str().expect("utf-8 temp path");
        lackpyc(&["compile", &path, "-o", lpyc]);
        assert_eq!(
            lackpyc(&["disasm", lpyc]),
            lackpyc(&["disasm", &path]),
            "{name}: the loaded module differs"
        );
    }
}

/// The instruction table of spec/bytecode.md: its rows, as (name, the
/// operands cell).
fn spec_rows(spec: &str) -> Vec<(String, String)> {
    let Some(start) = spec.find("| instruction | operands | effect | disasm |") else {
        return Vec::new();
    };
    spec[start..]
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .filter_map(|l| {
            let cells: Vec<&str> = l.split(" | ").collect();
            let name = cells.first()?.trim_start_matches("| ").trim_matches('`');
            Some((name.to_string(), cells.get(1)?.to_string()))
        })
        .collect()
}

#[test]
fn the_spec_lists_every_instruction_as_declared() {
    let spec = common::read(&common::root().join("spec/bytecode.md"));
    let rows = spec_rows(&spec);
    let want: Vec<(String, String)> = INSTRUCTIONS
        .iter()
        .map(|i| {
            let ops: Vec<String> = i
                .operands
                .iter()
                .map(|(field, kind)| format!("`{field}` {kind:?}"))
                .collect();
            (i.name.to_string(), ops.join(", "))
        })
        .collect();
    assert_eq!(rows, want, "spec/bytecode.md's instruction table");
}

/// The listing in spec/bytecode.md is what `lackpyc disasm` prints for the
/// example program above it.
#[test]
fn the_spec_listing_is_current() {
    let spec = common::read(&common::root().join("spec/bytecode.md"));
    let block = |after: &str, fence: &str| -> String {
        let at = spec
            .find(after)
            .expect("spec/bytecode.md has the disasm example");
        let rest = &spec[at..];
        let open = rest.find(fence).expect("a fenced block") + fence.len();
        let close = rest[open..].find("```").expect("a closed block");
        rest[open..open + close].to_string()
    };
    let program = block("For this program:", "```lackpy kit=none\n");
    let listing = block("`lackpyc disasm words.py --kit none` prints:", "```text\n");
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("words.py"), program).expect("write words.py");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_lackpyc"))
        .args(["disasm", "words.py", "--kit", "none"])
        .current_dir(dir.path())
        .output()
        .expect("lackpyc runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), listing);
}
