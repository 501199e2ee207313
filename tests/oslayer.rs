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

/// A kit file `NAME.toml` whose one tool, `tool(port)`, runs `body`
/// (Python reading the port from its JSON input), granted network when
/// `network` says so.
fn python_tool_kit(root: &Path, name: &str, tool: &str, network: bool, body: &str) -> Kit {
    std::fs::create_dir_all(root.join(".lackpy/kits")).expect("mkdir");
    let grant = if network {
        format!("[sandbox]\nnetwork = [\"{tool}\"]\n")
    } else {
        String::new()
    };
    let command = serde_json::to_string(&format!(
        "import json, socket, sys\nport = json.load(sys.stdin)['port']\n{body}"
    ))
    .expect("a string");
    std::fs::write(
        root.join(format!(".lackpy/kits/{name}.toml")),
        format!(
            "{grant}[tools.{tool}]\ncommand = [\"python3\", \"-c\", {command}]\nparams = [\"port\"]\ntimeout = 20\n"
        ),
    )
    .expect("write");
    Kit::resolve_in(name, root).expect("kit")
}

fn connect_tool_kit(root: &Path, network: bool) -> Kit {
    python_tool_kit(
        root,
        "net",
        "connect",
        network,
        "try:\n    socket.create_connection(('127.0.0.1', port), timeout=5).close()\n    print(json.dumps('connected'))\nexcept OSError as e:\n    print(json.dumps('refused: ' + str(e)))",
    )
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
    assert_refused(&v, ws.path());

    // With Landlock there, --require-sandbox runs it.
    if landlock("without_the_sandbox_the_run_says_so_and_require_refuses") {
        let (v, code) = run(&["--require-sandbox"], false);
        assert_eq!(code, Some(0), "{v}");
        assert_eq!(v["sandbox"], "landlock", "{v}");
        assert!(ws.path().join("made.txt").exists());
    }
}

fn udp_tool_kit(root: &Path, network: bool) -> Kit {
    python_tool_kit(
        root,
        "udp",
        "send",
        network,
        "try:\n    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)\n    s.sendto(b'datagram', ('127.0.0.1', port))\n    print(json.dumps('sent'))\nexcept OSError as e:\n    print(json.dumps('refused: ' + str(e)))",
    )
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

/// Run a binary with arguments and stdin, LACKPY_SANDBOX=off when `off`.
fn bin(exe: &str, args: &[&str], stdin: &[u8], off: bool) -> std::process::Output {
    let mut cmd = std::process::Command::new(exe);
    cmd.args(args);
    if off {
        cmd.env("LACKPY_SANDBOX", "off");
    }
    run_with_stdin(cmd, stdin)
}

fn json_of(out: &std::process::Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}): {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

/// A report of a run refused under `--require-sandbox` without the
/// sandbox: a ToolError that says so, and the command (which makes
/// `made.txt`) never ran.
fn assert_refused(v: &serde_json::Value, ws: &std::path::Path) {
    assert_eq!(v["error"]["type"], "ToolError", "{v}");
    let msg = v["error"]["message"].as_str().unwrap_or("");
    assert!(msg.contains("the OS sandbox is required"), "{msg}");
    assert!(!ws.join("made.txt").exists(), "the command ran");
}

const DOC: &str = "# A document\n\n```lackpy\nrun_command('echo made > made.txt')\n```\n";

/// A literate document's report says what its command tools ran under,
/// as a program's does; `--require-sandbox` refuses them there too.
#[test]
fn a_document_reports_the_sandbox_and_require_refuses() {
    let ws = tempfile::tempdir().expect("temp dir");
    let r = ws.path().to_str().expect("utf-8");
    let doc = ws.path().join("doc.md");
    std::fs::write(&doc, DOC).expect("write");
    let d = doc.to_str().expect("utf-8");
    let vm = env!("CARGO_BIN_EXE_lackpy-vm");
    let args = [
        "run",
        d,
        "--kit",
        "run_command",
        "--root",
        r,
        "--format",
        "json",
    ];

    let out = bin(vm, &args, b"", true);
    let v = json_of(&out);
    assert_eq!(out.status.code(), Some(0), "{v}");
    assert_eq!(v["sandbox"], "none", "{v}");
    assert_eq!(v["trace"][0]["sandbox"], "none", "{v}");
    std::fs::remove_file(ws.path().join("made.txt")).expect("the command ran");

    let mut required = args.to_vec();
    required.push("--require-sandbox");
    let out = bin(vm, &required, b"", true);
    let v = json_of(&out);
    assert_eq!(out.status.code(), Some(1), "{v}");
    assert_refused(&v, ws.path());

    // A document without command tools says nothing of a sandbox.
    std::fs::write(&doc, "```lackpy\n1 + 1\n```\n").expect("write");
    let v = json_of(&bin(vm, &args, b"", true));
    assert!(v.get("sandbox").is_none(), "{v}");

    if landlock("a_document_reports_the_sandbox_and_require_refuses") {
        std::fs::write(&doc, DOC).expect("write");
        let out = bin(vm, &required, b"", false);
        let v = json_of(&out);
        assert_eq!(out.status.code(), Some(0), "{v}");
        assert_eq!(v["sandbox"], "landlock", "{v}");
        assert!(ws.path().join("made.txt").exists());
    }
}

/// `lackpy delegate --require-sandbox`: the same refusal for a delegated
/// program (here found by a template, so no model is needed).
#[test]
fn delegate_requires_the_sandbox_when_asked() {
    let ws = tempfile::tempdir().expect("temp dir");
    let r = ws.path().to_str().expect("utf-8");
    std::fs::create_dir_all(ws.path().join(".lackpy/templates")).expect("mkdir");
    std::fs::write(
        ws.path().join(".lackpy/templates/make.tmpl"),
        "---\nname: make\npattern: \"make the file\"\nsuccess_count: 1\nfail_count: 0\n---\nrun_command('echo made > made.txt')\n",
    )
    .expect("write");
    let lackpy = env!("CARGO_BIN_EXE_lackpy");
    let args = [
        "delegate",
        "make the file",
        "--kit",
        "run_command",
        "--root",
        r,
        "--format",
        "json",
    ];
    let out = bin(lackpy, &args, b"", true);
    let v = json_of(&out);
    assert_eq!(out.status.code(), Some(0), "{v}");
    assert_eq!(v["sandbox"], "none", "{v}");
    std::fs::remove_file(ws.path().join("made.txt")).expect("the command ran");

    let mut required = args.to_vec();
    required.push("--require-sandbox");
    let out = bin(lackpy, &required, b"", true);
    let v = json_of(&out);
    assert_eq!(out.status.code(), Some(1), "{v}");
    assert_refused(&v, ws.path());

    // `lackpy doc` runs its documents the same way and takes the flag.
    let help = bin(lackpy, &["doc", "--help"], b"", false);
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(help.contains("--require-sandbox"), "{help}");
}

/// Speak MCP to `lackpy mcp` by hand: initialize, then one tool call;
/// the call's structured result.
fn mcp_call(
    extra: &[&str],
    root: &str,
    off: bool,
    tool: &str,
    args: serde_json::Value,
) -> serde_json::Value {
    use std::io::{BufRead, Write};
    use std::process::Stdio;
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_lackpy"));
    cmd.args(["mcp", "--root", root])
        .args(extra)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit());
    if off {
        cmd.env("LACKPY_SANDBOX", "off");
    }
    let mut child = cmd.spawn().expect("lackpy mcp starts");
    let mut input = child.stdin.take().expect("stdin");
    let mut output = std::io::BufReader::new(child.stdout.take().expect("stdout"));
    let mut send = |v: serde_json::Value| {
        writeln!(input, "{v}").expect("send");
        input.flush().expect("flush");
    };
    send(
        serde_json::json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "oslayer-test", "version": "0"}}}),
    );
    send(serde_json::json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
    send(
        serde_json::json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
        "params": {"name": tool, "arguments": args}}),
    );
    let mut line = String::new();
    let answer = loop {
        line.clear();
        if output.read_line(&mut line).expect("read") == 0 {
            panic!("lackpy mcp closed its output before answering");
        }
        let Ok(v) = serde_json::from_str::<serde_json::Value>(&line) else {
            continue;
        };
        if v["id"] == 2 {
            break v;
        }
    };
    drop(input);
    let _ = child.kill();
    let _ = child.wait();
    answer["result"]["structuredContent"].clone()
}

/// `lackpy mcp --require-sandbox` applies to every request: a program's
/// and a document's command tools are refused without the sandbox.
#[test]
fn the_mcp_server_requires_the_sandbox_for_every_request() {
    let ws = tempfile::tempdir().expect("temp dir");
    let r = ws.path().to_str().expect("utf-8");
    let program =
        serde_json::json!({"program": "run_command('echo made > made.txt')", "kit": "run_command"});
    let v = mcp_call(&[], r, true, "run_program", program.clone());
    assert_eq!(v["sandbox"], "none", "{v}");
    std::fs::remove_file(ws.path().join("made.txt")).expect("the command ran");

    let v = mcp_call(&["--require-sandbox"], r, true, "run_program", program);
    assert_refused(&v, ws.path());

    let document = serde_json::json!({"document": DOC, "kit": "run_command"});
    let v = mcp_call(&[], r, true, "run_document", document.clone());
    assert_eq!(v["sandbox"], "none", "{v}");
    std::fs::remove_file(ws.path().join("made.txt")).expect("the command ran");
    let v = mcp_call(&["--require-sandbox"], r, true, "run_document", document);
    assert_eq!(v["error"]["type"], "ToolError", "{v}");
    assert!(!ws.path().join("made.txt").exists(), "the command ran");
}

/// A tiny MCP server (JSON-RPC lines on stdio) with one tool, `write`,
/// that tries to write a file; it leaves `started.txt` in its folder when
/// it starts.
const TINY_SERVER: &str = r#"import json, sys
open("started.txt", "w").write("yes")
for line in sys.stdin:
    msg = json.loads(line)
    mid = msg.get("id")
    if mid is None:
        continue
    method = msg.get("method")
    if method == "initialize":
        result = {"protocolVersion": msg["params"]["protocolVersion"], "capabilities": {"tools": {}},
                  "serverInfo": {"name": "tiny", "version": "0"}}
    elif method == "tools/list":
        result = {"tools": [{"name": "write", "description": "Write a file",
                  "inputSchema": {"type": "object", "properties": {"path": {"type": "string"}},
                                  "required": ["path"]}}]}
    elif method == "tools/call":
        path = msg["params"]["arguments"]["path"]
        try:
            with open(path, "w") as f:
                f.write("x")
            text = "written"
        except OSError as e:
            text = "refused: " + str(e)
        result = {"content": [{"type": "text", "text": json.dumps(text)}]}
    else:
        print(json.dumps({"jsonrpc": "2.0", "id": mid, "error": {"code": -32601, "message": method}}), flush=True)
        continue
    print(json.dumps({"jsonrpc": "2.0", "id": mid, "result": result}), flush=True)
"#;

/// A kit's `[servers]` run under the sandbox of command tools: the server
/// cannot write outside the root, its tool's trace entry and the report
/// say so, and a run that requires the sandbox does not start it without.
#[test]
fn kit_servers_run_under_the_sandbox() {
    let ws = tempfile::tempdir().expect("temp dir");
    let outside = tempfile::tempdir().expect("temp dir");
    let r = ws.path().to_str().expect("utf-8");
    std::fs::write(ws.path().join("server.py"), TINY_SERVER).expect("write");
    std::fs::create_dir_all(ws.path().join(".lackpy/kits")).expect("mkdir");
    std::fs::write(
        ws.path().join(".lackpy/kits/tiny.toml"),
        "[servers.tiny]\ncommand = [\"python3\", \"server.py\"]\ntimeout = 20\n\n[tools.write]\nmcp = \"tiny/write\"\n",
    )
    .expect("write");
    let target = outside.path().join("pwned.txt");
    let program = format!(
        "[write('inside.txt'), write({:?})]\n",
        target.display().to_string()
    );
    let vm = env!("CARGO_BIN_EXE_lackpy-vm");
    let args = ["run", "-", "--kit", "tiny", "--root", r, "--format", "json"];

    // Required and missing: the server is not started.
    let mut required = args.to_vec();
    required.push("--require-sandbox");
    let out = bin(vm, &required, program.as_bytes(), true);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("the OS sandbox is required"), "{err}");
    assert!(
        !ws.path().join("started.txt").exists(),
        "the server started"
    );

    // Turned off: it runs, and the report says so.
    let out = bin(vm, &args, program.as_bytes(), true);
    let v = json_of(&out);
    assert_eq!(v["output"][1], "written", "{v}");
    assert_eq!(v["sandbox"], "none", "{v}");
    std::fs::remove_file(&target).expect("written outside without the sandbox");

    if !landlock("kit_servers_run_under_the_sandbox") {
        return;
    }
    let out = bin(vm, &required, program.as_bytes(), false);
    let v = json_of(&out);
    assert_eq!(out.status.code(), Some(0), "{v}");
    assert_eq!(v["output"][0], "written", "{v}");
    let denied = v["output"][1].as_str().unwrap_or("");
    assert!(denied.starts_with("refused: "), "{v}");
    assert!(denied.contains("Permission denied"), "{v}");
    assert!(!target.exists(), "the server wrote outside the root");
    assert!(ws.path().join("inside.txt").exists());
    assert_eq!(v["sandbox"], "landlock", "{v}");
    assert_eq!(v["trace"][0]["sandbox"], "landlock", "{v}");
}

/// A server whose script lies outside the root and the system's folders
/// cannot read it: the error says how the kit lets it (`[sandbox] read`),
/// and with that grant it starts.
#[test]
fn a_server_reads_only_what_the_kit_grants() {
    if !landlock("a_server_reads_only_what_the_kit_grants") {
        return;
    }
    let ws = tempfile::tempdir().expect("temp dir");
    let tools = tempfile::tempdir().expect("temp dir");
    let script = tools.path().join("server.py");
    std::fs::write(&script, TINY_SERVER).expect("write");
    std::fs::create_dir_all(ws.path().join(".lackpy/kits")).expect("mkdir");
    let kit = |grant: &str| {
        std::fs::write(
            ws.path().join(".lackpy/kits/far.toml"),
            format!(
                "{grant}[servers.far]\ncommand = [\"python3\", {:?}]\ntimeout = 20\n\n[tools.write]\nmcp = \"far/write\"\n",
                script.display().to_string()
            ),
        )
        .expect("write");
        Kit::resolve_in("far", ws.path())
    };
    let e = kit("").expect_err("the server cannot read its script");
    assert!(e.message.contains("[sandbox] read"), "{}", e.message);
    let grant = format!(
        "[sandbox]\nread = [{:?}]\n",
        tools.path().display().to_string()
    );
    let kit = kit(&grant).expect("the server starts");
    let mut h = KitHost::new(
        kit,
        Root::new(ws.path()).expect("root"),
        ToolLimits::default(),
    );
    assert_eq!(
        call(&mut h, "write", vec![Value::str("inside.txt")]),
        Ok("written".to_string())
    );
    assert_eq!(h.trace()[0].sandbox, Some("landlock"));
}
