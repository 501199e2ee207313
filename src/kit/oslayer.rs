//! The OS layer under command tools (`run_command`, `run_tests` and kit
//! command tools): their child processes run under Landlock, the Linux
//! sandbox an unprivileged process can put itself in. The child may read
//! and execute the system's folders (`/usr`, `/bin`, `/lib*`, `/etc`,
//! `/opt`, `/proc`, `/sys`, `/dev`), write the null and random devices,
//! read and write beneath the root and a private temporary folder made for
//! the call (`TMPDIR`), and nothing else; TCP `connect` and `bind` are
//! denied unless the kit grants network to the tool (`[sandbox] network`).
//! Landlock rules TCP only, so on x86-64 and aarch64 a seccomp filter
//! also refuses (`EACCES`) the sockets it does not rule: UDP, raw and
//! other non-TCP IP sockets, packet sockets, and `io_uring` (which could
//! make a socket without the `socket` call). Elsewhere, or where the
//! filter cannot be put, the run says `"landlock-partial"`.
//!
//! The MCP servers a kit file names (`[servers]`) are started the same
//! way, with the server's name standing for the tool's in the network
//! grant; their tools' calls report the sandbox like command tools.
//!
//! The ruleset is put on a short-lived thread that then starts the child,
//! which inherits it; the thread ends, so lackpy itself stays unrestricted
//! and no code runs between `fork` and `exec`. Where the kernel has no
//! Landlock the child runs without it and the run says so (`"sandbox":
//! "none"` on the call's trace entry and in the report); `require`
//! (`--require-sandbox`, `[sandbox] require = true`) refuses instead.

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::sync::atomic::{AtomicBool, Ordering};

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

static REQUIRED: AtomicBool = AtomicBool::new(false);

/// From now on, refuse to start any command tool or kit server of this
/// process without the OS sandbox, whatever its kit says: what a binary's
/// `--require-sandbox` means (it applies to every kit the binary
/// resolves, the servers they start included, and to every request of
/// `lackpy mcp`). An embedder that wants it for one kit uses
/// [`super::Kit::require_sandbox`].
pub fn require_everywhere() {
    REQUIRED.store(true, Ordering::Relaxed);
}

/// Whether `policy`, or the process ([`require_everywhere`]), requires
/// the OS sandbox.
pub fn required(policy: &SandboxPolicy) -> bool {
    policy.require || REQUIRED.load(Ordering::Relaxed)
}

/// The private temporary folder of a sandboxed child (its `TMPDIR`),
/// removed when this is dropped.
#[derive(Debug)]
pub struct TmpDir(PathBuf);

impl TmpDir {
    pub fn new() -> Result<TmpDir, String> {
        private_tmp()
            .map(TmpDir)
            .map_err(|e| format!("cannot make a temporary folder: {e}"))
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TmpDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A started child under the sandbox, with its private temporary folder
/// (removed when this is dropped).
pub struct Spawned {
    pub child: Child,
    /// `"landlock"`, `"landlock-partial"` (part of the rules are not
    /// enforced: an older kernel, or no filter for UDP here) or `"none"`.
    pub sandbox: &'static str,
    _tmp: TmpDir,
}

/// Why the sandbox is not there, when it is not (`LACKPY_SANDBOX=off`
/// turns it off for a system where it breaks a command).
fn turned_off() -> Option<String> {
    (std::env::var("LACKPY_SANDBOX").as_deref() == Ok("off"))
        .then(|| "it is turned off (LACKPY_SANDBOX=off)".to_string())
}

fn private_tmp() -> std::io::Result<PathBuf> {
    use std::sync::atomic::AtomicU64;
    static NEXT: AtomicU64 = AtomicU64::new(0);
    fresh_dir(&std::env::temp_dir(), || {
        NEXT.fetch_add(1, Ordering::Relaxed)
    })
}

/// A new folder in `base` (mode 0700) named for this process and a number
/// from `next`. A name that is taken is skipped, not an error: a folder
/// left by an earlier process with the same id (one killed before its
/// drop removed it) would otherwise fail every tool of a process that
/// happens to reuse the id.
fn fresh_dir(base: &Path, mut next: impl FnMut() -> u64) -> std::io::Result<PathBuf> {
    #[cfg_attr(not(unix), allow(unused_mut))]
    let mut b = std::fs::DirBuilder::new();
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut b, 0o700);
    let mut taken = 0;
    loop {
        let dir = base.join(format!("lackpy-tool-{}-{}", std::process::id(), next()));
        match b.create(&dir) {
            Ok(()) => return Ok(dir),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && taken < 1000 => taken += 1,
            Err(e) => return Err(e),
        }
    }
}

/// What a child is started for: its rules follow from these.
pub struct Launch<'a> {
    /// The root: the child runs in it and may write beneath it.
    pub root: &'a Path,
    /// The kit's policy.
    pub policy: &'a SandboxPolicy,
    /// The tool (or the kit server) the network grant names.
    pub name: &'a str,
    /// The executable as written (a kit command tool's or server's first
    /// word), which may also be read and executed.
    pub program: Option<&'a str>,
    /// What is not run when the sandbox is required and missing: "the
    /// command", "the server".
    pub what: &'a str,
}

impl Launch<'_> {
    /// Call `spawn` where the rules hold (the child inherits them), with
    /// `tmp` the child's private temporary folder (its `TMPDIR`, which
    /// `spawn`'s command should set). Returns the child and the sandbox
    /// it runs under; the error is the message of a ToolError.
    pub fn start<T: Send>(
        &self,
        tmp: &TmpDir,
        mut spawn: impl FnMut() -> std::io::Result<T> + Send,
    ) -> Result<(T, &'static str), String> {
        let network = self.policy.network.iter().any(|n| n == self.name);
        let mut extra: Vec<PathBuf> = self.policy.read.clone();
        extra.extend(tool_paths(self.program));
        let rules = Rules {
            root: self.root.to_path_buf(),
            tmp: tmp.path().to_path_buf(),
            network,
            extra,
        };
        let require = required(self.policy);
        let started = match turned_off() {
            Some(why) => Started::Unsandboxed(why, None),
            None => start(&mut spawn, &rules, require),
        };
        let (child, sandbox) = match started {
            Started::Sandboxed(child, how) => (child, how),
            Started::Unsandboxed(why, _) if require => {
                return Err(format!(
                    "the OS sandbox is required (--require-sandbox) but {why}; {} was not run",
                    self.what
                ));
            }
            Started::Unsandboxed(_, Some(child)) => (child, "none"),
            Started::Unsandboxed(_, None) => (spawn(), "none"),
        };
        match child {
            Ok(child) => Ok((child, sandbox)),
            Err(e) => Err(format!(
                "cannot start `{}`: {e}",
                self.program.unwrap_or("sh")
            )),
        }
    }
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
    let tmp = TmpDir::new()?;
    cmd.current_dir(ctx.root.dir())
        .env("TMPDIR", tmp.path())
        .env("TMP", tmp.path())
        .env("TEMP", tmp.path());
    let launch = Launch {
        root: ctx.root.dir(),
        policy: &ctx.sandbox,
        name: tool,
        program,
        what: "the command",
    };
    let (child, sandbox) = launch.start(&tmp, || cmd.spawn())?;
    ctx.note_sandbox(sandbox);
    Ok(Spawned {
        child,
        sandbox,
        _tmp: tmp,
    })
}

/// Before a call of a tool that a kit server serves, running under `how`:
/// note it for the trace and the report, or refuse when the sandbox is
/// required and the server runs without it.
pub fn served_call(
    ctx: &mut ToolContext,
    tool: &str,
    how: &'static str,
) -> crate::value::VmResult<()> {
    if how == "none" && required(&ctx.sandbox) {
        return Err(crate::value::Exc::new(
            crate::value::ExcKind::ToolError,
            format!(
                "`{tool}`: the OS sandbox is required (--require-sandbox) but the MCP server that serves it runs without it; the tool was not called"
            ),
        ));
    }
    ctx.note_sandbox(how);
    Ok(())
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

// Read by the Landlock rules only, which exist on Linux alone.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
struct Rules {
    root: PathBuf,
    tmp: PathBuf,
    network: bool,
    extra: Vec<PathBuf>,
}

#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
enum Started<T> {
    Sandboxed(std::io::Result<T>, &'static str),
    /// Why not; the child when it was started anyway (on the thread that
    /// tried to restrict itself).
    Unsandboxed(String, Option<std::io::Result<T>>),
}

#[cfg(target_os = "linux")]
fn start<T: Send>(
    spawn: &mut (impl FnMut() -> std::io::Result<T> + Send),
    rules: &Rules,
    require: bool,
) -> Started<T> {
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
                    return unavailable(format!("the kernel has no Landlock ({e})"), spawn, require)
                }
            };
            let how = match created.restrict_self() {
                Ok(st) if st.ruleset == RulesetStatus::FullyEnforced => "landlock",
                Ok(st) if st.ruleset == RulesetStatus::PartiallyEnforced => "landlock-partial",
                Ok(_) => {
                    return unavailable("the kernel has no Landlock".to_string(), spawn, require)
                }
                Err(e) => {
                    return unavailable(
                        format!("Landlock could not be enforced ({e})"),
                        spawn,
                        require,
                    )
                }
            };
            // The restriction has set no_new_privs on this thread, which
            // a seccomp filter needs.
            let how = if rules.network || udp::deny() {
                how
            } else {
                "landlock-partial"
            };
            Started::Sandboxed(spawn(), how)
        })
        .join()
        .unwrap_or_else(|_| Started::Unsandboxed("the sandbox thread failed".into(), None))
    })
}

#[cfg(target_os = "linux")]
fn unavailable<T>(
    why: String,
    spawn: &mut impl FnMut() -> std::io::Result<T>,
    require: bool,
) -> Started<T> {
    let child = (!require).then(spawn);
    Started::Unsandboxed(why, child)
}

#[cfg(not(target_os = "linux"))]
fn start<T: Send>(
    _spawn: &mut (impl FnMut() -> std::io::Result<T> + Send),
    _rules: &Rules,
    _require: bool,
) -> Started<T> {
    Started::Unsandboxed(
        "Landlock is a Linux sandbox and this is not Linux".to_string(),
        None,
    )
}

/// The seccomp filter that refuses the sockets Landlock does not rule.
#[cfg(all(
    target_os = "linux",
    any(target_arch = "x86_64", target_arch = "aarch64")
))]
mod udp {
    use std::sync::OnceLock;

    use seccompiler::{
        BpfProgram, SeccompAction, SeccompCmpArgLen, SeccompCmpOp, SeccompCondition, SeccompFilter,
        SeccompRule,
    };

    /// Socket types other than a stream: UDP's datagrams, raw IP, and
    /// the rest (RDM, SEQPACKET, DCCP, the old packet type).
    const NOT_STREAM: [u64; 6] = [
        libc::SOCK_DGRAM as u64,
        libc::SOCK_RAW as u64,
        libc::SOCK_RDM as u64,
        libc::SOCK_SEQPACKET as u64,
        6,  // SOCK_DCCP
        10, // SOCK_PACKET
    ];

    fn program() -> Result<BpfProgram, seccompiler::Error> {
        use SeccompCmpOp::{Eq, MaskedEq, Ne};
        let arg = |i: u8, op: SeccompCmpOp, v: u64| {
            SeccompCondition::new(i, SeccompCmpArgLen::Dword, op, v)
        };
        let mut socket = Vec::new();
        for family in [libc::AF_INET as u64, libc::AF_INET6 as u64] {
            // The type's low bits (SOCK_NONBLOCK and SOCK_CLOEXEC aside).
            for ty in NOT_STREAM {
                socket.push(SeccompRule::new(vec![
                    arg(0, Eq, family)?,
                    arg(1, MaskedEq(0xf), ty)?,
                ])?);
            }
            // A stream of another protocol than TCP (SCTP, MPTCP).
            socket.push(SeccompRule::new(vec![
                arg(0, Eq, family)?,
                arg(2, Ne, 0)?,
                arg(2, Ne, libc::IPPROTO_TCP as u64)?,
            ])?);
        }
        socket.push(SeccompRule::new(vec![arg(0, Eq, libc::AF_PACKET as u64)?])?);
        let mut rules = std::collections::BTreeMap::new();
        rules.insert(libc::SYS_socket, socket);
        rules.insert(libc::SYS_io_uring_setup, Vec::new());
        #[cfg(target_arch = "x86_64")]
        {
            // The x32 numbers of the same calls.
            const X32: i64 = 0x4000_0000;
            rules.insert(X32 | libc::SYS_socket, Vec::new());
            rules.insert(X32 | libc::SYS_io_uring_setup, Vec::new());
        }
        let arch = std::env::consts::ARCH.try_into()?;
        SeccompFilter::new(
            rules,
            SeccompAction::Allow,
            SeccompAction::Errno(libc::EACCES as u32),
            arch,
        )?
        .try_into()
        .map_err(seccompiler::Error::Backend)
    }

    /// Put the filter on this thread (the children it starts inherit
    /// it); false when it could not be.
    pub fn deny() -> bool {
        static PROGRAM: OnceLock<Option<BpfProgram>> = OnceLock::new();
        PROGRAM
            .get_or_init(|| program().ok())
            .as_ref()
            .is_some_and(|p| seccompiler::apply_filter(p).is_ok())
    }
}

/// Without a filter for this architecture, UDP is not refused.
#[cfg(all(
    target_os = "linux",
    not(any(target_arch = "x86_64", target_arch = "aarch64"))
))]
mod udp {
    pub fn deny() -> bool {
        false
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Folders left by an earlier process with this process's id (killed
    /// before its drop ran) are skipped; before, the first one failed the
    /// tool with "File exists".
    #[test]
    fn a_taken_folder_name_is_skipped() {
        let base = tempfile::tempdir().expect("a temp dir");
        let pid = std::process::id();
        for n in 0..2 {
            std::fs::create_dir(base.path().join(format!("lackpy-tool-{pid}-{n}")))
                .expect("a stale folder");
        }
        let mut n = 0;
        let dir = fresh_dir(base.path(), || {
            n += 1;
            n - 1
        })
        .expect("a fresh folder");
        assert_eq!(dir, base.path().join(format!("lackpy-tool-{pid}-2")));
        assert!(dir.is_dir());
    }
}
