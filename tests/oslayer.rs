//! The OS layer under command tools: their children run under Landlock,
//! may write only beneath the root and a private temporary folder, read no
//! file under `$HOME` outside the root, and open no TCP connection unless
//! the kit grants network to the tool. Each denial shows in the tool's
//! result and nothing is written.
//!
//! Where the kernel has no Landlock these tests fail with a message that
//! says so, unless `LACKPY_SKIP_LANDLOCK_TESTS=1` asks to skip them (then
//! each prints that it was skipped).

use std::io::Read;
use std::net::TcpListener;
use std::path::Path;

use lackpy::kit::{Kit, KitHost, Root, ToolLimits};
use lackpy::value::Value;
use lackpy::vm::Host;

fn run_with_stdin(mut cmd: std::process::Command, stdin: &[u8]) -> std::process::Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    input.write_all(stdin).expect("stdin");
    drop(input);
    child.wait_with_output().expect("binary finishes")
}

fn landlock(test: &str) -> bool {
    let how = lackpy::kit::oslayer::probe();
    if how != "none" {
        return true;
    }
    if std::env::var("LACKPY_SKIP_LANDLOCK_TESTS").as_deref() == Ok("1") {
        eprintln!("SKIPPED {test}: this kernel has no Landlock (LACKPY_SKIP_LANDLOCK_TESTS=1)");
        return false;
    }
    panic!(
        "{test}: this kernel has no Landlock, so the OS sandbox of command tools cannot be \
         tested here; set LACKPY_SKIP_LANDLOCK_TESTS=1 to skip these tests"
    );
}

fn call(h: &mut KitHost, tool: &str, args: Vec<Value>) -> Result<String, String> {
    h.call(tool, &args, &[])
        .map(|v| match v {
            Value::Str(s) => s.as_str().to_string(),
            other => lackpy::value::repr(&other),
        })
        .map_err(|e| e.msg)
}

fn shell(root: &Path, cmd: &str) -> (Result<String, String>, KitHost) {
    let kit = Kit::resolve("run_command").expect("kit");
    let mut h = KitHost::new(kit, Root::new(root).expect("root"), ToolLimits::default());
    let r = call(&mut h, "run_command", vec![Value::str(cmd)]);
    (r, h)
}

#[test]
fn writing_outside_the_root_is_denied() {
    if !landlock("writing_outside_the_root_is_denied") {
        return;
    }
    let ws = tempfile::tempdir().expect("temp dir");
    let outside = tempfile::tempdir().expect("temp dir");
    let target = outside.path().join("pwned.txt");
    let (r, h) = shell(
        ws.path(),
        &format!(
            "echo in > inside.txt && cat inside.txt; echo tmp > \"$TMPDIR/t\" && cat \"$TMPDIR/t\"; echo out > {}",
            target.display()
        ),
    );
    let out = r.expect("the command runs");
    assert!(out.starts_with("in\ntmp\n"), "{out}");
    assert!(out.contains("Permission denied"), "{out}");
    assert!(!target.exists(), "written outside the root");
    assert_eq!(
        std::fs::read_to_string(ws.path().join("inside.txt")).expect("inside"),
        "in\n"
    );
    assert_eq!(h.trace()[0].sandbox, Some("landlock"));
}

#[test]
fn reading_home_outside_the_root_is_denied() {
    if !landlock("reading_home_outside_the_root_is_denied") {
        return;
    }
    let Some(home) = std::env::var_os("HOME") else {
        panic!("HOME is not set");
    };
    let secret = tempfile::Builder::new()
        .prefix(".lackpy-sandbox-test-")
        .tempfile_in(&home)
        .expect("a file under HOME");
    std::fs::write(secret.path(), "HOME-SECRET").expect("write");
    let ws = tempfile::tempdir().expect("temp dir");
    assert!(!ws.path().starts_with(&home) || !secret.path().starts_with(ws.path()));
    let (r, _) = shell(ws.path(), &format!("cat {}", secret.path().display()));
    let out = r.expect("the command runs");
    assert!(out.contains("Permission denied"), "{out}");
    assert!(!out.contains("HOME-SECRET"), "{out}");
}

fn connect_tool_kit(root: &Path, network: bool) -> Kit {
    std::fs::create_dir_all(root.join(".lackpy/kits")).expect("mkdir");
    let grant = if network {
        "[sandbox]\nnetwork = [\"connect\"]\n"
    } else {
        ""
    };
    std::fs::write(
        root.join(".lackpy/kits/net.toml"),
        format!(
            "{grant}[tools.connect]\ncommand = [\"python3\", \"-c\", \"import json, socket, sys\\nport = json.load(sys.stdin)['port']\\ntry:\\n    socket.create_connection(('127.0.0.1', port), timeout=5).close()\\n    print(json.dumps('connected'))\\nexcept OSError as e:\\n    print(json.dumps('refused: ' + str(e)))\"]\nparams = [\"port\"]\ntimeout = 20\n"
        ),
    )
    .expect("write");
    Kit::resolve_in("net", root).expect("kit")
}

fn accepted(l: &TcpListener) -> bool {
    l.set_nonblocking(true).expect("nonblocking");
    match l.accept() {
        Ok((mut s, _)) => {
            let _ = s.read(&mut [0u8; 1]);
            true
        }
        Err(_) => false,
    }
}

#[test]
fn tcp_connections_are_denied_unless_granted() {
    if !landlock("tcp_connections_are_denied_unless_granted") {
        return;
    }
    let listener = TcpListener::bind("127.0.0.1:0").expect("listen");
    let port = listener.local_addr().expect("addr").port() as i64;
    let ws = tempfile::tempdir().expect("temp dir");
    let root = Root::new(ws.path()).expect("root");

    let kit = connect_tool_kit(ws.path(), false);
    let mut h = KitHost::new(kit, root.clone(), ToolLimits::default());
    let r = call(&mut h, "connect", vec![Value::Int(port)]);
    let out = r.expect("the tool answers");
    assert!(out.starts_with("refused: "), "{out}");
    assert!(out.contains("Permission denied"), "{out}");
    assert!(!accepted(&listener), "a connection reached the listener");
    assert_eq!(h.ctx.sandbox_used, Some("landlock"));

    let kit = connect_tool_kit(ws.path(), true);
    let mut h = KitHost::new(kit, root, ToolLimits::default());
    let r = call(&mut h, "connect", vec![Value::Int(port)]);
    assert_eq!(r, Ok("connected".to_string()));
}

/// A network grant names a command tool of the kit.
#[test]
fn a_network_grant_names_a_command_tool() {
    let ws = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir_all(ws.path().join(".lackpy/kits")).expect("mkdir");
    std::fs::write(
        ws.path().join(".lackpy/kits/bad.toml"),
        "tools = [\"read_file\"]\n[sandbox]\nnetwork = [\"read_file\"]\n",
    )
    .expect("write");
    let e = Kit::resolve_in("bad", ws.path()).expect_err("refused");
    assert!(e.message.contains("not a command tool"), "{}", e.message);
    std::fs::write(
        ws.path().join(".lackpy/kits/ok.toml"),
        "tools = [\"run_command\"]\n[sandbox]\nnetwork = [\"run_command\"]\nrequire = true\n",
    )
    .expect("write");
    let kit = Kit::resolve_in("ok", ws.path()).expect("kit");
    assert!(kit.sandbox().require);
    assert_eq!(kit.sandbox().network, ["run_command"]);
}

/// Without the sandbox (here: turned off) the run says so in the trace
/// and the report, and `--require-sandbox` refuses to run the command.
#[test]
fn without_the_sandbox_the_run_says_so_and_require_refuses() {
    let ws = tempfile::tempdir().expect("temp dir");
    let r = ws.path().to_str().expect("utf-8");
    let vm = env!("CARGO_BIN_EXE_lackpy-vm");
    let run = |extra: &[&str], off: bool| {
        let mut args = vec![
            "run",
            "-",
            "--kit",
            "run_command",
            "--root",
            r,
            "--format",
            "json",
        ];
        args.extend_from_slice(extra);
        let mut cmd = std::process::Command::new(vm);
        cmd.args(&args);
        if off {
            cmd.env("LACKPY_SANDBOX", "off");
        }
        let out = run_with_stdin(cmd, b"run_command('echo made > made.txt')\n");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
        (v, out.status.code())
    };
    let (v, code) = run(&[], true);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(v["sandbox"], "none", "{v}");
    assert_eq!(v["trace"][0]["sandbox"], "none", "{v}");
    std::fs::remove_file(ws.path().join("made.txt")).expect("the command ran");

    let (v, code) = run(&["--require-sandbox"], true);
    assert_eq!(code, Some(1), "{v}");
    assert_eq!(v["error"]["type"], "ToolError", "{v}");
    let msg = v["error"]["message"].as_str().unwrap_or("");
    assert!(msg.contains("the OS sandbox is required"), "{msg}");
    assert!(!ws.path().join("made.txt").exists(), "the command ran");

    // With Landlock there, --require-sandbox runs it.
    if landlock("without_the_sandbox_the_run_says_so_and_require_refuses") {
        let (v, code) = run(&["--require-sandbox"], false);
        assert_eq!(code, Some(0), "{v}");
        assert_eq!(v["sandbox"], "landlock", "{v}");
        assert!(ws.path().join("made.txt").exists());
    }
}

fn udp_tool_kit(root: &Path, network: bool) -> Kit {
    std::fs::create_dir_all(root.join(".lackpy/kits")).expect("mkdir");
    let grant = if network {
        "[sandbox]\nnetwork = [\"send\"]\n"
    } else {
        ""
    };
    std::fs::write(
        root.join(".lackpy/kits/udp.toml"),
        format!(
            "{grant}[tools.send]\ncommand = [\"python3\", \"-c\", \"import json, socket, sys\\nport = json.load(sys.stdin)['port']\\ntry:\\n    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)\\n    s.sendto(b'datagram', ('127.0.0.1', port))\\n    print(json.dumps('sent'))\\nexcept OSError as e:\\n    print(json.dumps('refused: ' + str(e)))\"]\nparams = [\"port\"]\ntimeout = 20\n"
        ),
    )
    .expect("write");
    Kit::resolve_in("udp", root).expect("kit")
}

/// What the listener got within a short wait (none: nothing arrived).
fn received(socket: &std::net::UdpSocket) -> Option<Vec<u8>> {
    socket
        .set_read_timeout(Some(std::time::Duration::from_millis(500)))
        .expect("timeout");
    let mut buf = [0u8; 64];
    socket.recv(&mut buf).ok().map(|n| buf[..n].to_vec())
}

/// Landlock does not rule UDP: a seccomp filter refuses the socket, so a
/// command tool cannot send a datagram unless the kit grants it network.
#[test]
fn udp_datagrams_are_denied_unless_granted() {
    if !landlock("udp_datagrams_are_denied_unless_granted") {
        return;
    }
    let listener = std::net::UdpSocket::bind("127.0.0.1:0").expect("listen");
    let port = listener.local_addr().expect("addr").port() as i64;
    let ws = tempfile::tempdir().expect("temp dir");
    let root = Root::new(ws.path()).expect("root");

    let kit = udp_tool_kit(ws.path(), false);
    let mut h = KitHost::new(kit, root.clone(), ToolLimits::default());
    let out = call(&mut h, "send", vec![Value::Int(port)]).expect("the tool answers");
    assert!(out.starts_with("refused: "), "{out}");
    assert!(out.contains("Permission denied"), "{out}");
    assert_eq!(received(&listener), None, "a datagram reached the listener");
    assert_eq!(h.ctx.sandbox_used, Some("landlock"));

    let kit = udp_tool_kit(ws.path(), true);
    let mut h = KitHost::new(kit, root, ToolLimits::default());
    let r = call(&mut h, "send", vec![Value::Int(port)]);
    assert_eq!(r, Ok("sent".to_string()));
    assert_eq!(received(&listener).as_deref(), Some(&b"datagram"[..]));
}
