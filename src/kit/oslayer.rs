//! The OS layer under command tools (`run_command`, `run_tests` and kit
//! command tools): their child processes run under Landlock, the Linux
//! sandbox an unprivileged process can put itself in. The child may read
//! and execute the system's folders (`/usr`, `/bin`, `/lib*`, `/etc`,
//! `/opt`, `/proc`, `/sys`, `/dev`), write the null and random devices,
//! read and write beneath the root and a private temporary folder made for
//! the call (`TMPDIR`), and nothing else; TCP `connect` and `bind` are
//! denied unless the kit grants network to the tool (`[sandbox] network`).
//!
//! The ruleset is put on a short-lived thread that then starts the child,
//! which inherits it; the thread ends, so lackpy itself stays unrestricted
//! and no code runs between `fork` and `exec`. Where the kernel has no
//! Landlock the child runs without it and the run says so (`"sandbox":
//! "none"` on the call's trace entry and in the report); `require`
//! (`--require-sandbox`, `[sandbox] require = true`) refuses instead.

use std::path::{Path, PathBuf};
use std::process::{Child, Command};

use super::context::ToolContext;

/// What a kit says about the OS sandbox of its command tools.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct SandboxPolicy {
    /// Refuse to run a command tool without the OS sandbox.
    pub require: bool,
    /// Tools whose children may open TCP connections and listen.
    pub network: Vec<String>,
    /// More folders a command may read and execute (a toolchain's).
    pub read: Vec<PathBuf>,
}

impl SandboxPolicy {
    /// The union of two policies: either's requirement, both grants.
    pub fn merge(&mut self, other: &SandboxPolicy) {
        self.require |= other.require;
        for n in &other.network {
            if !self.network.contains(n) {
                self.network.push(n.clone());
            }
        }
        for p in &other.read {
            if !self.read.contains(p) {
                self.read.push(p.clone());
            }
        }
    }
}

/// Folders a command may read and execute.
pub const SYSTEM_READ: &[&str] = &[
    "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/opt", "/proc",
    "/sys", "/dev",
];

/// Devices a command may also write.
pub const DEVICES: &[&str] = &[
    "/dev/null",
    "/dev/zero",
    "/dev/full",
    "/dev/random",
    "/dev/urandom",
];

/// A started child under the sandbox, with its private temporary folder
/// (removed when this is dropped).
pub struct Spawned {
    pub child: Child,
    /// `"landlock"`, `"landlock-partial"` (an older kernel enforces part
    /// of the rules) or `"none"`.
    pub sandbox: &'static str,
    tmp: Option<PathBuf>,
}

impl Drop for Spawned {
    fn drop(&mut self) {
        if let Some(t) = self.tmp.take() {
            let _ = std::fs::remove_dir_all(t);
        }
    }
}

/// Why the sandbox is not there, when it is not (`LACKPY_SANDBOX=off`
/// turns it off for a system where it breaks a command).
fn turned_off() -> Option<String> {
    (std::env::var("LACKPY_SANDBOX").as_deref() == Ok("off"))
        .then(|| "it is turned off (LACKPY_SANDBOX=off)".to_string())
}

fn private_tmp() -> std::io::Result<PathBuf> {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("lackpy-tool-{}-{n}", std::process::id()));
    let mut b = std::fs::DirBuilder::new();
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut b, 0o700);
    b.create(&dir)?;
    Ok(dir)
}

/// Start `cmd` for the tool `tool` in the root, under the sandbox.
/// `program` is the command's executable as written (a kit command tool's
/// first word), which may also be read and executed. The error is the
/// message of the tool's ToolError.
pub fn spawn(
    ctx: &mut ToolContext,
    tool: &str,
    cmd: &mut Command,
    program: Option<&str>,
) -> Result<Spawned, String> {
    let tmp = private_tmp().map_err(|e| format!("cannot make a temporary folder: {e}"))?;
    cmd.current_dir(ctx.root.dir())
        .env("TMPDIR", &tmp)
        .env("TMP", &tmp)
        .env("TEMP", &tmp);
    let network = ctx.sandbox.network.iter().any(|n| n == tool);
    let mut extra: Vec<PathBuf> = ctx.sandbox.read.clone();
    extra.extend(tool_paths(program));
    let rules = Rules {
        root: ctx.root.dir().to_path_buf(),
        tmp: tmp.clone(),
        network,
        extra,
    };
    let started = match turned_off() {
        Some(why) => Started::Unsandboxed(why, None),
        None => start(cmd, &rules, ctx.sandbox.require),
    };
    let (child, sandbox) = match started {
        Started::Sandboxed(child, how) => (child, how),
        Started::Unsandboxed(why, _) if ctx.sandbox.require => {
            let _ = std::fs::remove_dir_all(&tmp);
            return Err(format!(
                "the OS sandbox is required (--require-sandbox) but {why}; the command was not run"
            ));
        }
        Started::Unsandboxed(_, Some(child)) => (child, "none"),
        Started::Unsandboxed(_, None) => (cmd.spawn(), "none"),
    };
    ctx.note_sandbox(sandbox);
    match child {
        Ok(child) => Ok(Spawned {
            child,
            sandbox,
            tmp: Some(tmp),
        }),
        Err(e) => {
            let _ = std::fs::remove_dir_all(&tmp);
            Err(format!("cannot start `{}`: {e}", program.unwrap_or("sh")))
        }
    }
}

/// What a command may also read and execute besides the system's
/// folders: the folders on `PATH`, and the installation that `program`
/// (a kit command tool's executable, searched on `PATH` when it has no
/// `/`) comes from — the folder above its `bin` or `shims` folder (a
/// version manager's, a Python virtual environment), found both for the
/// path as named and for its real path.
fn tool_paths(program: Option<&str>) -> Vec<PathBuf> {
    let path_dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|p| {
            std::env::split_paths(&p)
                .filter(|d| d.is_absolute())
                .collect()
        })
        .unwrap_or_default();
    let mut out = path_dirs.clone();
    let Some(program) = program else {
        return out;
    };
    let exe = if program.contains('/') {
        std::path::absolute(program).ok()
    } else {
        path_dirs
            .iter()
            .map(|d| d.join(program))
            .find(|c| c.is_file())
    };
    let home = std::env::var_os("HOME").map(PathBuf::from);
    for p in exe
        .iter()
        .flat_map(|e| [Some(e.clone()), e.canonicalize().ok()])
        .flatten()
    {
        let Some(bin) = p.parent() else { continue };
        let is_bin = matches!(
            bin.file_name().and_then(|n| n.to_str()),
            Some("bin" | "shims")
        );
        match bin.parent() {
            Some(prefix)
                if is_bin && prefix.parent().is_some() && Some(prefix) != home.as_deref() =>
            {
                out.push(prefix.to_path_buf())
            }
            _ => out.push(p.clone()),
        }
    }
    out
}

struct Rules {
    root: PathBuf,
    tmp: PathBuf,
    network: bool,
    extra: Vec<PathBuf>,
}

enum Started {
    Sandboxed(std::io::Result<Child>, &'static str),
    /// Why not; the child when it was started anyway (on the thread that
    /// tried to restrict itself).
    Unsandboxed(String, Option<std::io::Result<Child>>),
}

#[cfg(target_os = "linux")]
fn start(cmd: &mut Command, rules: &Rules, require: bool) -> Started {
    use landlock::{
        Access, AccessFs, AccessNet, CompatLevel, Compatible, PathBeneath, PathFd, Ruleset,
        RulesetAttr, RulesetCreatedAttr, RulesetStatus, Scope, ABI,
    };
    let build = || -> Result<landlock::RulesetCreated, landlock::RulesetError> {
        let abi = ABI::V6;
        // The file system rules are what the sandbox is for: a kernel
        // without them has no sandbox. The rest is taken where the kernel
        // has it.
        let mut ruleset = Ruleset::default()
            .set_compatibility(CompatLevel::HardRequirement)
            .handle_access(AccessFs::from_all(ABI::V1))?
            .set_compatibility(CompatLevel::BestEffort)
            .handle_access(AccessFs::from_all(abi))?
            .scope(Scope::from_all(abi))?;
        if !rules.network {
            ruleset = ruleset.handle_access(AccessNet::from_all(abi))?;
        }
        let mut created = ruleset.create()?;
        let read = AccessFs::from_read(abi);
        let mut add =
            |path: &Path, dir_access, file_access| -> Result<(), landlock::RulesetError> {
                let Ok(fd) = PathFd::new(path) else {
                    return Ok(());
                };
                let access = if path.is_dir() {
                    dir_access
                } else {
                    file_access
                };
                (&mut created).add_rule(PathBeneath::new(fd, access))?;
                Ok(())
            };
        for p in SYSTEM_READ {
            add(Path::new(p), read, read & AccessFs::from_file(abi))?;
        }
        for p in &rules.extra {
            add(p, read, read & AccessFs::from_file(abi))?;
        }
        for p in DEVICES {
            add(
                Path::new(p),
                AccessFs::from_all(abi),
                AccessFs::from_file(abi),
            )?;
        }
        add(
            &rules.root,
            AccessFs::from_all(abi),
            AccessFs::from_file(abi),
        )?;
        add(
            &rules.tmp,
            AccessFs::from_all(abi),
            AccessFs::from_file(abi),
        )?;
        Ok(created)
    };
    std::thread::scope(|s| {
        s.spawn(|| {
            let created = match build() {
                Ok(c) => c,
                Err(e) => {
                    return unavailable(format!("the kernel has no Landlock ({e})"), cmd, require)
                }
            };
            match created.restrict_self() {
                Ok(st) if st.ruleset == RulesetStatus::FullyEnforced => {
                    Started::Sandboxed(cmd.spawn(), "landlock")
                }
                Ok(st) if st.ruleset == RulesetStatus::PartiallyEnforced => {
                    Started::Sandboxed(cmd.spawn(), "landlock-partial")
                }
                Ok(_) => unavailable("the kernel has no Landlock".to_string(), cmd, require),
                Err(e) => unavailable(
                    format!("Landlock could not be enforced ({e})"),
                    cmd,
                    require,
                ),
            }
        })
        .join()
        .unwrap_or_else(|_| Started::Unsandboxed("the sandbox thread failed".into(), None))
    })
}

#[cfg(target_os = "linux")]
fn unavailable(why: String, cmd: &mut Command, require: bool) -> Started {
    let child = (!require).then(|| cmd.spawn());
    Started::Unsandboxed(why, child)
}

#[cfg(not(target_os = "linux"))]
fn start(_cmd: &mut Command, _rules: &Rules, _require: bool) -> Started {
    Started::Unsandboxed(
        "Landlock is a Linux sandbox and this is not Linux".to_string(),
        None,
    )
}

/// Whether command tools run under Landlock here: `"landlock"`,
/// `"landlock-partial"` or `"none"` (what a command tool's trace entry
/// would say), by starting `true` under the sandbox.
pub fn probe() -> &'static str {
    let dir = std::env::temp_dir();
    let Ok(root) = super::Root::new(&dir) else {
        return "none";
    };
    let mut ctx = ToolContext::new(root, super::ToolLimits::default());
    match spawn(
        &mut ctx,
        "run_command",
        &mut Command::new("true"),
        Some("true"),
    ) {
        Ok(mut s) => {
            let _ = s.child.wait();
            s.sandbox
        }
        Err(_) => "none",
    }
}
