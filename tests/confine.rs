#![cfg(unix)]
//! Race-free confinement: the file tools open every path beneath a handle
//! held on the root (`openat2` with `RESOLVE_BENEATH` on Linux), so a
//! symlink swapped between a check and the open cannot lead outside. The
//! refusals and their messages are the same with the handle and with the
//! fallback that resolves and checks paths.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use lackpy::kit::{Kit, KitHost, Root, ToolLimits};
use lackpy::value::Value;
use lackpy::vm::Host;

fn host(root: Root) -> KitHost {
    let kit = Kit::resolve("edit,search_content").expect("kit");
    KitHost::new(kit, root, ToolLimits::default())
}

fn call(h: &mut KitHost, tool: &str, args: &[&str]) -> Result<String, String> {
    h.call(
        tool,
        &args.iter().map(|a| Value::str(*a)).collect::<Vec<_>>(),
        &[],
    )
    .map(|v| match v {
        Value::Str(s) => s.as_str().to_string(),
        other => lackpy::value::repr(&other),
    })
    .map_err(|e| e.msg)
}

fn roots(dir: &Path) -> Vec<Root> {
    let root = Root::new(dir).expect("root");
    vec![root.clone(), root.without_handle()]
}

#[test]
fn refusals_say_why_with_and_without_the_handle() {
    let outside = tempfile::tempdir().expect("temp dir");
    std::fs::write(outside.path().join("secret.txt"), "secret").expect("write");
    let ws = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(ws.path().join("src")).expect("mkdir");
    std::fs::write(ws.path().join("src/a.txt"), "a").expect("write");
    std::os::unix::fs::symlink(
        outside.path().join("secret.txt"),
        ws.path().join("src/link.txt"),
    )
    .expect("symlink");
    std::os::unix::fs::symlink(outside.path(), ws.path().join("outdir")).expect("symlink");
    // Symlinks that stay inside the root, relative and absolute, are followed.
    std::os::unix::fs::symlink("a.txt", ws.path().join("src/rel.txt")).expect("symlink");
    let real_ws = ws.path().canonicalize().expect("canonical");
    std::os::unix::fs::symlink(real_ws.join("src"), ws.path().join("abs")).expect("symlink");
    let out = outside.path().display().to_string();
    let cases: Vec<(&str, Vec<String>, String)> = vec![
        (
            "read_file",
            vec!["../secret.txt".into()],
            "path `../secret.txt` leaves the root through `..`".into(),
        ),
        (
            "read_file",
            vec!["src/../../x".into()],
            "path `src/../../x` leaves the root through `..`".into(),
        ),
        (
            "read_file",
            vec![format!("{out}/secret.txt")],
            format!(
                "path `{out}/secret.txt` is outside the root {}",
                real_ws.display()
            ),
        ),
        (
            "read_file",
            vec!["src/link.txt".into()],
            "path `src/link.txt` resolves outside the root through a symlink".into(),
        ),
        (
            "read_file",
            vec!["outdir/secret.txt".into()],
            "path `outdir/secret.txt` resolves outside the root through a symlink".into(),
        ),
        (
            "write_file",
            vec!["outdir/new.txt".into(), "x".into()],
            "path `outdir/new.txt` resolves outside the root through a symlink".into(),
        ),
        (
            "write_file",
            vec!["outdir/deep/new.txt".into(), "x".into()],
            "path `outdir/deep/new.txt` resolves outside the root through a symlink".into(),
        ),
        (
            "write_file",
            vec!["src/link.txt".into(), "x".into()],
            "path `src/link.txt` resolves outside the root through a symlink".into(),
        ),
        (
            "search_content",
            vec!["secret".into(), "outdir".into()],
            "path `outdir` resolves outside the root through a symlink".into(),
        ),
        (
            "read_file",
            vec!["src".into()],
            "`src` is a directory".into(),
        ),
    ];
    for root in roots(ws.path()) {
        let how = root.confinement();
        let mut h = host(root);
        for (tool, args, want) in &cases {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            assert_eq!(
                call(&mut h, tool, &args).as_ref(),
                Err(want),
                "{how}: {tool}{args:?}"
            );
        }
        assert_eq!(call(&mut h, "read_file", &["src/rel.txt"]), Ok("a".into()));
        assert_eq!(call(&mut h, "read_file", &["abs/a.txt"]), Ok("a".into()));
        let missing = call(&mut h, "read_file", &["nope.txt"]).expect_err("missing");
        assert!(
            missing.starts_with("cannot read `nope.txt`: No such file"),
            "{how}: {missing}"
        );
        // A file reached through a symlink inside the root is named as the
        // program wrote it, with and without the handle: in the search's
        // lines and in the files the run read and wrote.
        assert_eq!(
            call(&mut h, "search_content", &["^a$", "abs"]),
            Ok("abs/a.txt:1:a\n".into()),
            "{how}"
        );
        assert!(
            h.ctx.files_read.iter().any(|f| f == "abs/a.txt"),
            "{how}: {:?}",
            h.ctx.files_read
        );
        // Writing through a symlink inside the root writes its target.
        std::fs::write(ws.path().join("src/a.txt"), "a").expect("write");
        assert_eq!(
            call(&mut h, "write_file", &["abs/b/c.txt", "c"]),
            Ok("None".into())
        );
        assert_eq!(
            std::fs::read_to_string(ws.path().join("src/b/c.txt")).expect("written"),
            "c"
        );
        assert!(
            h.ctx.files_modified.iter().any(|f| f == "abs/b/c.txt"),
            "{how}: {:?}",
            h.ctx.files_modified
        );
        assert_eq!(
            call(&mut h, "write_file", &["src/rel.txt", "a"]),
            Ok("None".into())
        );
        assert!(
            std::fs::symlink_metadata(ws.path().join("src/rel.txt"))
                .expect("link")
                .file_type()
                .is_symlink(),
            "{how}: the symlink was replaced"
        );
    }
    assert_eq!(
        std::fs::read_dir(outside.path()).expect("dir").count(),
        1,
        "something was written outside the root"
    );
}

/// On Linux the kernel resolves beneath the handle; the fallback is only
/// for systems without `openat2`.
#[cfg(target_os = "linux")]
#[test]
fn linux_roots_hold_a_handle() {
    let ws = tempfile::tempdir().expect("temp dir");
    assert_eq!(Root::new(ws.path()).expect("root").confinement(), "openat2");
}

#[cfg(target_os = "linux")]
/// Swap the folder `ws/d` with a symlink to the folder `outside` (by
/// `renameat2(RENAME_EXCHANGE)`, atomically) as fast as possible, until
/// told to stop. A path `d/...` checked while `d` is the real folder and
/// opened after the swap leads outside — unless the open itself is
/// confined.
fn swapper(ws: &Path, outside: &Path, stop: Arc<AtomicBool>) -> std::thread::JoinHandle<u64> {
    let alt = ws.join(".alt");
    std::os::unix::fs::symlink(outside, &alt).expect("symlink");
    let d = ws.join("d");
    std::thread::spawn(move || {
        let mut swaps = 0;
        while !stop.load(Ordering::Relaxed) {
            rustix::fs::renameat_with(
                rustix::fs::CWD,
                &d,
                rustix::fs::CWD,
                &alt,
                rustix::fs::RenameFlags::EXCHANGE,
            )
            .expect("exchange");
            swaps += 1;
        }
        swaps
    })
}

#[cfg(target_os = "linux")]
#[test]
fn a_symlink_swapped_during_reads_never_leads_outside() {
    let outside = tempfile::tempdir().expect("temp dir");
    std::fs::write(outside.path().join("secret.txt"), "SECRET").expect("write");
    let ws = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(ws.path().join("d")).expect("mkdir");
    std::fs::write(ws.path().join("d/secret.txt"), "inside").expect("write");
    let root = Root::new(ws.path()).expect("root");
    let stop = Arc::new(AtomicBool::new(false));
    let t = swapper(ws.path(), outside.path(), stop.clone());
    let mut h = host(root);
    let (mut read, mut refused) = (0, 0);
    for _ in 0..5_000 {
        match call(&mut h, "read_file", &["d/secret.txt"]) {
            Ok(text) => {
                assert_eq!(text, "inside", "read a byte from outside the root");
                read += 1;
            }
            Err(msg) => {
                assert!(!msg.contains("SECRET"), "{msg}");
                refused += 1;
            }
        }
    }
    stop.store(true, Ordering::Relaxed);
    let swaps = t.join().expect("swapper");
    // Both outcomes happened: the race was real.
    assert!(
        swaps > 0 && read > 0 && refused > 0,
        "swaps {swaps}, read {read}, refused {refused}"
    );
}

#[cfg(target_os = "linux")]
#[test]
fn a_folder_swapped_during_writes_never_leads_outside() {
    let outside = tempfile::tempdir().expect("temp dir");
    let ws = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(ws.path().join("d")).expect("mkdir");
    let root = Root::new(ws.path()).expect("root");
    let stop = Arc::new(AtomicBool::new(false));
    let t = swapper(ws.path(), outside.path(), stop.clone());
    let mut h = host(root);
    let (mut written, mut refused) = (0, 0);
    for i in 0..2_000 {
        let name = format!("d/f{}.txt", i % 50);
        match call(&mut h, "write_file", &[&name, "x"]) {
            Ok(_) => written += 1,
            Err(_) => refused += 1,
        }
    }
    stop.store(true, Ordering::Relaxed);
    let swaps = t.join().expect("swapper");
    // Both outcomes happened: the race was real.
    assert!(
        swaps > 0 && written > 0 && refused > 0,
        "swaps {swaps}, written {written}, refused {refused}"
    );
    let leaked: Vec<_> = std::fs::read_dir(outside.path())
        .expect("dir")
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert!(leaked.is_empty(), "written outside the root: {leaked:?}");
}

/// `find_files` and `search_content` while `d` is swapped with a symlink
/// to a folder outside the root: every name and line they return, and
/// whether `d`'s own file was among them. Walks list folders through
/// handles opened beneath their parents without following symlinks, so
/// the outside folder is never listed.
#[cfg(target_os = "linux")]
fn walks_during_swaps(root: Root, rounds: usize) -> (Vec<String>, usize, usize, u64) {
    let outside = tempfile::tempdir().expect("temp dir");
    std::fs::write(outside.path().join("OUTSIDE_NAME.txt"), "TOKEN outside").expect("write");
    std::fs::create_dir(outside.path().join("sub")).expect("mkdir");
    std::fs::write(outside.path().join("sub/OUTSIDE_DEEP.txt"), "TOKEN deep").expect("write");
    let ws = root.dir().to_path_buf();
    std::fs::create_dir(ws.join("d")).expect("mkdir");
    std::fs::write(ws.join("d/inside.txt"), "TOKEN inside").expect("write");
    std::fs::create_dir(ws.join("d/sub")).expect("mkdir");
    std::fs::write(ws.join("d/sub/deep.txt"), "TOKEN inside deep").expect("write");
    std::fs::write(ws.join("top.txt"), "TOKEN top").expect("write");
    let stop = Arc::new(AtomicBool::new(false));
    let t = swapper(&ws, outside.path(), stop.clone());
    let kit = Kit::resolve("read").expect("kit");
    let mut h = KitHost::new(kit, root, ToolLimits::default());
    let mut returned = Vec::new();
    let (mut with_d, mut without_d) = (0, 0);
    for _ in 0..rounds {
        let names = call(&mut h, "find_files", &["**/*.txt"]).unwrap_or_else(|e| e);
        let lines = call(&mut h, "search_content", &["TOKEN", "."]).unwrap_or_else(|e| e);
        if names.contains("d/inside.txt") {
            with_d += 1;
        } else {
            without_d += 1;
        }
        returned.push(names);
        returned.push(lines);
    }
    stop.store(true, Ordering::Relaxed);
    let swaps = t.join().expect("swapper");
    (returned, with_d, without_d, swaps)
}

#[cfg(target_os = "linux")]
#[test]
fn a_folder_swapped_during_walks_never_shows_a_name_from_outside() {
    let ws = tempfile::tempdir().expect("temp dir");
    let root = Root::new(ws.path()).expect("root");
    let (returned, with_d, without_d, swaps) = walks_during_swaps(root, 2_000);
    for r in &returned {
        assert!(
            !r.contains("OUTSIDE") && !r.contains("outside") && !r.contains("TOKEN deep"),
            "a walk returned something from outside the root: {r}"
        );
    }
    // The race was real: `d` was seen as a folder and as a symlink.
    assert!(
        swaps > 0 && with_d > 0 && without_d > 0,
        "swaps {swaps}, walks listing d {with_d}, not listing it {without_d}"
    );
}
