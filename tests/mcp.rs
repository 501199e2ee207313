//! `lackpy mcp` through rmcp's own client: the server is spawned as a child
//! and spoken to over stdio, as an MCP client would.
//!
//! The kit whose tools come from another MCP server needs such a server:
//! it is this test binary itself. When a kit file starts it with
//! `LACKPY_MCP_FIXTURE=1` and `--exact fixture_server`, the test
//! `fixture_server` serves a few tools over stdio (rmcp's own suite uses
//! the same arrangement); in an ordinary run that test returns at once.
//! The lines the test harness prints around it are not JSON, and an MCP
//! client skips them.

use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, GetPromptRequestParams,
    ListToolsResult, PaginatedRequestParams, ReadResourceRequestParams, ServerCapabilities,
    ServerConfig, Tool,
};
use rmcp::service::{RequestContext, RunningService};
use rmcp::transport::TokioChildProcess;
use rmcp::{ErrorData, RoleClient, RoleServer, ServerHandler, ServiceExt};
use serde_json::{json, Map, Value as Json};

const LACKPY: &str = env!("CARGO_BIN_EXE_lackpy");
const FIXTURE_ENV: &str = "LACKPY_MCP_FIXTURE";

type Client = RunningService<RoleClient, ()>;

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime")
}

/// A workspace with a few files and a kit file whose tools the fixture
/// server provides.
fn workspace() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    let p = dir.path();
    std::fs::write(p.join("a.txt"), "hello world\n").unwrap();
    std::fs::create_dir_all(p.join("src")).unwrap();
    std::fs::write(
        p.join("src/app.py"),
        "def validate_token(t):\n    return t\n\ndef login(t):\n    return validate_token(t)\n",
    )
    .unwrap();
    std::fs::create_dir_all(p.join(".lackpy/kits")).unwrap();
    let exe = std::env::current_exe().expect("the test binary");
    let kit = format!(
        r#"description = "tools served by the test suite's MCP server"

[servers.fixture]
command = [{exe:?}, "--exact", "fixture_server"]
args = ["--nocapture", "--test-threads", "1", "--quiet"]
env = {{ {FIXTURE_ENV} = "1" }}
timeout = 20

[tools.shout]
mcp = "fixture/shout"
grade = {{ w = 0, d = 0 }}

[tools.add]
mcp = "fixture/add"
grade = {{ w = 0, d = 0 }}

[servers.slow]
command = [{exe:?}, "--exact", "fixture_server"]
args = ["--nocapture", "--test-threads", "1", "--quiet"]
env = {{ {FIXTURE_ENV} = "1" }}
timeout = 1

[tools.nap]
mcp = "slow/sleep"
grade = {{ w = 0, d = 0 }}

[tools.die]
mcp = "fixture/die"
description = "Ends the server (to test a server that dies mid-program)"
"#,
        exe = exe.display().to_string()
    );
    std::fs::write(p.join(".lackpy/kits/fixture.toml"), kit).unwrap();
    dir
}

async fn connect(root: &Path, extra: &[&str]) -> Client {
    connect_env(root, extra, &[]).await
}

/// A server with these environment variables set.
async fn connect_env(root: &Path, extra: &[&str], env: &[(&str, &str)]) -> Client {
    let mut cmd = tokio::process::Command::new(LACKPY);
    cmd.envs(env.iter().copied());
    cmd.arg("mcp")
        .arg("--root")
        .arg(root)
        .args(extra)
        .stderr(Stdio::inherit());
    let transport = TokioChildProcess::new(cmd).expect("lackpy mcp starts");
    ().serve(transport).await.expect("initialize")
}

fn args(v: Json) -> Map<String, Json> {
    match v {
        Json::Object(m) => m,
        _ => panic!("arguments are an object"),
    }
}

async fn call(client: &Client, tool: &str, a: Json) -> Result<CallToolResult, rmcp::ServiceError> {
    call_on(client.peer(), tool, a).await
}

async fn call_on(
    peer: &rmcp::Peer<RoleClient>,
    tool: &str,
    a: Json,
) -> Result<CallToolResult, rmcp::ServiceError> {
    peer.call_tool(CallToolRequestParams::new(tool.to_string()).with_arguments(args(a)))
        .await
}

/// A hang guard, not a timing assertion: a call that has not answered in
/// two minutes has hung (each such call is bounded by a limit of its own,
/// seconds long, which the test asserts by the error it names).
async fn answered<T>(what: &str, f: impl std::future::Future<Output = T>) -> T {
    match tokio::time::timeout(Duration::from_secs(120), f).await {
        Ok(v) => v,
        Err(_) => panic!("{what}: no answer in 120 s, the server hangs"),
    }
}

/// A call that must succeed at the protocol level; its structured content
/// and whether it is an error result.
async fn ok(client: &Client, tool: &str, a: Json) -> (Json, bool) {
    ok_on(client.peer(), tool, a).await
}

async fn ok_on(peer: &rmcp::Peer<RoleClient>, tool: &str, a: Json) -> (Json, bool) {
    let r = call_on(peer, tool, a)
        .await
        .unwrap_or_else(|e| panic!("{tool}: {e}"));
    let s = r.structured_content.clone().expect("structured content");
    // The same object comes as text.
    let text = r.content.first().and_then(|c| c.as_text()).expect("text");
    assert_eq!(serde_json::from_str::<Json>(&text.text).unwrap(), s);
    (s, r.is_error == Some(true))
}

#[test]
fn initialize_list_tools_and_schemas() {
    let ws = workspace();
    runtime().block_on(async {
        let client = connect(ws.path(), &[]).await;
        let info = client.peer_info().expect("server info");
        assert_eq!(
            info.server_info.as_ref().map(|i| i.name.as_str()),
            Some("lackpy")
        );
        assert!(info
            .instructions
            .as_deref()
            .unwrap_or("")
            .contains("run_program"));
        let tools = client.list_all_tools().await.unwrap();
        let mut names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
        names.sort();
        assert_eq!(
            names,
            [
                "config",
                "create",
                "delegate",
                "generate",
                "kit_create",
                "kit_info",
                "kit_list",
                "language_spec",
                "provider_list",
                "run_document",
                "run_program",
                "toolbox_list",
                "validate"
            ]
        );
        let schema = |n: &str| {
            Json::Object((*tools.iter().find(|t| t.name == n).unwrap().input_schema).clone())
        };
        let rp = schema("run_program");
        assert_eq!(rp["type"], "object");
        assert_eq!(rp["required"], json!(["program"]));
        for p in ["program", "kit", "params", "max_grade"] {
            assert!(rp["properties"].get(p).is_some(), "run_program.{p}");
        }
        assert_eq!(schema("run_document")["required"], json!(["document"]));
        assert!(schema("run_document")["properties"]
            .get("session")
            .is_some());
        assert!(schema("run_document")["properties"].get("edit").is_some());
        assert_eq!(schema("delegate")["required"], json!(["intent"]));
        assert_eq!(schema("kit_info")["required"], json!(["kit"]));
        for t in &tools {
            assert!(
                t.description.as_ref().is_some_and(|d| d.len() > 60),
                "{}",
                t.name
            );
        }
        // The spec and the literate guide, as resources and as a prompt.
        let res = client.list_all_resources().await.unwrap();
        assert_eq!(res.len(), 3);
        let spec = client
            .read_resource(ReadResourceRequestParams::new("lackpy://spec"))
            .await
            .unwrap();
        assert!(format!("{:?}", spec.contents).contains("The lackpy language"));
        let prompts = client.list_all_prompts().await.unwrap();
        assert_eq!(prompts[0].name, "literate_document");
        let p = client
            .get_prompt(GetPromptRequestParams::new("literate_document"))
            .await
            .unwrap();
        assert!(format!("{:?}", p.messages).contains("lackpy"));
        client.cancel().await.unwrap();
    });
}

#[test]
fn each_tool_answers() {
    let ws = workspace();
    runtime().block_on(async {
        let c = connect(ws.path(), &[]).await;
        let (r, err) = ok(
            &c,
            "run_program",
            json!({"program": "print('hi')\ntext = read_file('a.txt')\n{'n': len(text), 'who': who}", "params": {"who": "me"}}),
        )
        .await;
        assert!(!err, "{r}");
        assert_eq!(r["output"], json!({"n": 12, "who": "me"}));
        assert_eq!(r["stdout"], "hi\n");
        assert_eq!(r["trace"][0]["tool"], "read_file");
        assert_eq!(r["grade"], json!({"w": 1, "d": 1}));

        let (r, err) = ok(&c, "validate", json!({"program": "len(find_files('*.txt'))"})).await;
        assert!(!err);
        assert_eq!(r["valid"], true);
        assert_eq!(r["calls"], json!(["len", "find_files"]));
        let (r, _) = ok(
            &c,
            "validate",
            json!({"program": "while True:\n    pass\n", "rules": ["no_loops"]}),
        )
        .await;
        assert_eq!(r["valid"], false);
        assert_eq!(r["errors"][0]["line"], 1);
        assert!(r["errors"][0]["hint"].is_string());

        let (r, err) = ok(&c, "generate", json!({"intent": "read a.txt"})).await;
        assert!(!err, "{r}");
        assert_eq!(r["program"], "read_file('a.txt')\n");

        let (r, err) = ok(&c, "delegate", json!({"intent": "read a.txt"})).await;
        assert!(!err, "{r}");
        assert_eq!(r["output"], "hello world\n");
        assert_eq!(r["program"], "read_file('a.txt')\n");
        assert!(r["generation_tier"].is_string());
        let (r, err) = ok(&c, "delegate", json!({"intent": "compose a sonnet"})).await;
        assert!(err);
        assert_eq!(r["error"]["type"], "InferenceError");

        let (r, _) = ok(&c, "kit_info", json!({"kit": "debug"})).await;
        assert!(r["tools"].as_array().unwrap().iter().any(|t| t["name"] == "find_callers"));
        assert_eq!(r["grade"], json!({"w": 2, "d": 2}));
        let (r, _) = ok(&c, "kit_list", json!({})).await;
        assert!(r["kits"].as_array().unwrap().iter().any(|k| k["name"] == "edit"));
        assert_eq!(r["kit_files"][0]["name"], "fixture");
        let (r, _) = ok(&c, "toolbox_list", json!({})).await;
        let tools = r["tools"].as_array().unwrap();
        assert!(tools.iter().any(|t| t["name"] == "read_file" && t["source"] == "builtin"));
        let shout = tools.iter().find(|t| t["name"] == "shout").expect("the fixture's tool");
        assert_eq!(shout["source"], "kit file fixture");
        assert_eq!(shout["signature"], "shout(text) -> object");
        let (r, _) = ok(&c, "language_spec", json!({})).await;
        assert!(r["markdown"].as_str().unwrap().starts_with("# The lackpy language"));
        assert!(r["builtins"].as_array().unwrap().len() > 10);

        // A failing program is an error result, with what it did before.
        let (r, err) = ok(&c, "run_program", json!({"program": "x = read_file('a.txt')\n{}['k']"})).await;
        assert!(err);
        assert_eq!(r["error"]["type"], "KeyError");
        assert_eq!(r["error"]["line"], 2);
        assert_eq!(r["trace"].as_array().unwrap().len(), 1);
        // So is a rejected one, with the checker's hint, and a grade refusal.
        let (r, err) = ok(&c, "run_program", json!({"program": "import os\n"})).await;
        assert!(err);
        assert_eq!(r["error"]["type"], "SyntaxError");
        assert!(r["error"]["hint"].is_string());
        let (r, err) = ok(
            &c,
            "run_program",
            json!({"program": "write_file('b.txt', 'x')", "kit": "edit", "max_grade": 1}),
        )
        .await;
        assert!(err);
        assert_eq!(r["error"]["type"], "GradeError");
        assert!(!ws.path().join("b.txt").exists());
        c.cancel().await.unwrap();
    });
}

#[test]
fn validate_checks_a_document_whole() {
    let ws = workspace();
    runtime().block_on(async {
        let c = connect(ws.path(), &[]).await;
        let doc = "# Notes\n\n```lackpy\ntext = read_file('a.txt')\n```\n\nIt has {len(text)} characters.\n";
        // Recognised by its fence: the same object as `lackpyc check --format json`.
        let (r, err) = ok(&c, "validate", json!({"program": doc})).await;
        assert!(!err, "{r}");
        assert_eq!(
            r,
            json!({"file": "<document>", "valid": true, "errors": [], "calls": ["read_file", "len"],
                   "variables": ["text"], "grade": {"w": 1, "d": 1}})
        );
        // `document: true` for a document without a fence: all prose.
        let (r, _) = ok(&c, "validate", json!({"program": "Total: {total}\n", "document": true})).await;
        assert_eq!(r["valid"], false);
        assert_eq!(r["errors"][0]["code"], "E0201");
        assert_eq!((r["errors"][0]["line"].as_u64(), r["errors"][0]["column"].as_u64()), (Some(1), Some(9)));
        // An error in the third cell, at its line of the document; a
        // name used before the cell that binds it.
        let doc = "# T\n\n```lackpy\nn = 0\n```\n\n```lackpy\nwhile n:\n    n = 0\n```\n\n{later}\n\n```lackpy\nlater = 1\n```\n";
        let (r, _) = ok(&c, "validate", json!({"program": doc})).await;
        assert_eq!(r["valid"], false);
        let errors: Vec<(&str, u64)> = r["errors"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| (e["code"].as_str().unwrap(), e["line"].as_u64().unwrap()))
            .collect();
        assert_eq!(errors, [("E0101", 8), ("E0201", 12)], "{r}");
        // `document: false` checks the text as a program.
        let (r, _) = ok(&c, "validate", json!({"program": doc, "document": false})).await;
        assert_eq!(r["errors"][0]["code"], "E0001", "{r}");
        assert_eq!(r["file"], "<program>");
        c.cancel().await.unwrap();
    });
}

#[test]
fn bad_arguments_and_unknown_tools_are_errors_not_crashes() {
    let ws = workspace();
    runtime().block_on(async {
        let c = connect(ws.path(), &[]).await;
        // Wrong types and missing or unknown fields: protocol errors.
        for (tool, a) in [
            ("run_program", json!({"program": 42})),
            ("run_program", json!({})),
            ("run_program", json!({"program": "1", "colour": "red"})),
            ("run_program", json!({"program": "1", "max_grade": -1})),
            ("run_document", json!({"document": ["x"]})),
            ("kit_info", json!({})),
            ("delegate", json!({"intent": null})),
        ] {
            let e = call(&c, tool, a.clone())
                .await
                .expect_err(&format!("{tool} {a}"));
            assert!(e.to_string().contains("bad arguments"), "{e}");
        }
        let e = call(&c, "rm_rf", json!({}))
            .await
            .expect_err("unknown tool");
        assert!(e.to_string().contains("unknown tool `rm_rf`"), "{e}");
        // Well-typed but unusable: error results that say why.
        for (tool, a, says) in [
            (
                "run_program",
                json!({"program": "1", "kit": "nope"}),
                "unknown kit item `nope`",
            ),
            (
                "run_program",
                json!({"program": "1", "params": {"len": 1}}),
                "parameter `len`",
            ),
            (
                "run_program",
                json!({"program": "1", "max_grade": 7}),
                "max_grade",
            ),
            (
                "validate",
                json!({"program": "1", "rules": ["fast"]}),
                "fast",
            ),
            ("kit_info", json!({"kit": "nope"}), "unknown kit item"),
        ] {
            let (r, err) = ok(&c, tool, a).await;
            assert!(err, "{r}");
            assert_eq!(r["error"]["type"], "UsageError");
            assert!(
                r["error"]["message"].as_str().unwrap().contains(says),
                "{r}"
            );
        }
        // The server serves on.
        let (r, _) = ok(&c, "run_program", json!({"program": "6 * 7"})).await;
        assert_eq!(r["output"], 42);
        c.cancel().await.unwrap();
    });
}

/// Malformed JSON-RPC on the raw channel: garbage is skipped, a message of
/// the wrong shape is answered with an error, and the server serves on;
/// a program printing a JSON-RPC message does not reach the channel.
#[test]
fn malformed_json_rpc_does_not_stop_the_server() {
    use std::io::{BufRead, BufReader, Write};
    let ws = workspace();
    let mut child = std::process::Command::new(LACKPY)
        .args(["mcp", "--root"])
        .arg(ws.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("lackpy mcp starts");
    let mut input = child.stdin.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel::<Json>();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let j = serde_json::from_str(&line).expect("every line the server writes is JSON");
            if tx.send(j).is_err() {
                break;
            }
        }
    });
    let mut send = |line: &str| {
        input.write_all(line.as_bytes()).unwrap();
        input.write_all(b"\n").unwrap();
        input.flush().unwrap();
    };
    let recv = || rx.recv_timeout(Duration::from_secs(30)).expect("an answer");
    send("this is not json {");
    send(
        r#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}}"#,
    );
    assert_eq!(recv()["id"], 1);
    send(r#"{"jsonrpc": "2.0", "method": "notifications/initialized"}"#);
    send(r#"{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": 7}}"#);
    let r = recv();
    assert!(r.get("error").is_some(), "{r}");
    send(r#"{"jsonrpc": "2.0", "id": 3, "method": "no/such/method"}"#);
    let r = recv();
    assert_eq!(r["id"], 3);
    assert!(r.get("error").is_some(), "{r}");
    let program = concat!(
        r#"print('{"jsonrpc": "2.0", "id": 99, "result": {}}')"#,
        "\n5"
    );
    send(
        &json!({"jsonrpc": "2.0", "id": 4, "method": "tools/call",
                 "params": {"name": "run_program", "arguments": {"program": program}}})
        .to_string(),
    );
    let r = recv();
    assert_eq!(r["id"], 4, "{r}");
    let s = &r["result"]["structuredContent"];
    assert_eq!(s["output"], 5);
    assert_eq!(
        s["stdout"],
        "{\"jsonrpc\": \"2.0\", \"id\": 99, \"result\": {}}\n"
    );
    drop(input);
    let status = child.wait().expect("the server exits when stdin closes");
    assert!(status.success(), "{status}");
}

#[test]
fn fifty_concurrent_programs_each_get_their_own_result() {
    let ws = workspace();
    runtime().block_on(async {
        let c = connect(ws.path(), &[]).await;
        let start = Instant::now();
        let mut calls = tokio::task::JoinSet::new();
        for i in 0..50 {
            let peer = c.peer().clone();
            calls.spawn(async move {
                let program = format!("print('{i}')\nsum([x * {i} for x in range(1000)])");
                let (r, err) = ok_on(&peer, "run_program", json!({ "program": program })).await;
                assert!(!err, "{r}");
                assert_eq!(r["output"], json!(499500 * i), "call {i}");
                assert_eq!(r["stdout"], format!("{i}\n"));
            });
        }
        let mut done = 0;
        while let Some(r) = calls.join_next().await {
            r.expect("a call's task");
            done += 1;
        }
        assert_eq!(done, 50);
        eprintln!("50 concurrent run_program calls: {:?}", start.elapsed());
        c.cancel().await.unwrap();
    });
}

#[test]
fn a_fuel_bomb_stops_alone_and_a_long_program_does_not_block_a_short_one() {
    let ws = workspace();
    runtime().block_on(async {
        let c = connect(ws.path(), &["--fuel", "3000000"]).await;
        let (r, err) = ok(
            &c,
            "run_program",
            json!({"program": "n = 0\nfor i in range(1000000000000):\n    n = n + i\nn"}),
        )
        .await;
        assert!(err);
        assert_eq!(r["error"]["type"], "LimitExceeded");
        let (r, err) = ok(&c, "run_program", json!({"program": "1 + 1"})).await;
        assert!(!err);
        assert_eq!(r["output"], 2);
        c.cancel().await.unwrap();

        // Memory is counted per program: one that builds too much stops,
        // and the next runs as usual.
        let c = connect(ws.path(), &["--max-memory", "20000000"]).await;
        let (r, err) = ok(
            &c,
            "run_program",
            json!({"program": "x = [str(i) for i in range(3000000)]\nlen(x)"}),
        )
        .await;
        assert!(err);
        assert_eq!(r["error"]["type"], "LimitExceeded");
        assert!(
            r["error"]["message"].as_str().unwrap().contains("memory"),
            "{r}"
        );
        let (r, _) = ok(
            &c,
            "run_program",
            json!({"program": "len([str(i) for i in range(1000)])"}),
        )
        .await;
        assert_eq!(r["output"], 1000);
        c.cancel().await.unwrap();

        // A long program, and a short one sent while it runs: the short one
        // is answered first. Ordered by events, not by sleeps: the long
        // program writes started.txt, then runs until go.txt exists, which
        // the test writes only once the short answer is in. (Were the short
        // call blocked behind the long one, the long one would end first,
        // at its time limit, and the order would be wrong.)
        let root = ws.path().to_path_buf();
        let c = connect(&root, &["--timeout", "60", "--fuel", "1000000000000"]).await;
        let order = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let (peer, o) = (c.peer().clone(), order.clone());
        let long = tokio::spawn(async move {
            // No `break` in the dialect: a KeyError ends the loop.
            let program = "write_file('started.txt', 'yes')\nfor i in range(1000000000000):\n    if find_files('go.txt'):\n        x = {}['released']\n";
            let (r, err) = ok_on(&peer, "run_program", json!({"program": program, "kit": "edit"})).await;
            assert!(err, "{r}");
            assert_eq!(r["error"]["type"], "KeyError", "{r}");
            assert_eq!(r["error"]["message"], "'released'", "{r}");
            o.lock().unwrap().push("long");
        });
        while !root.join("started.txt").exists() {
            assert!(!long.is_finished(), "the long program ended before it started");
            tokio::task::yield_now().await;
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        let (r, _) = ok(&c, "run_program", json!({"program": "'quick'"})).await;
        assert_eq!(r["output"], "quick");
        order.lock().unwrap().push("short");
        std::fs::write(root.join("go.txt"), "go").unwrap();
        long.await.expect("the long call");
        assert_eq!(*order.lock().unwrap(), ["short", "long"]);
        c.cancel().await.unwrap();
    });
}

#[test]
fn a_document_session_across_three_calls() {
    let ws = workspace();
    runtime().block_on(async {
        let c = connect(ws.path(), &[]).await;
        let doc = "# Count\n\n```lackpy\ntext = read_file('a.txt')\nwords = text.split()\n```\n\nThere are {len(words)} words.\n\n```lackpy @continue\n```\n";
        let (r, err) = ok(&c, "run_document", json!({"document": doc})).await;
        assert!(!err, "{r}");
        assert_eq!(r["continue_requested"], true);
        assert!(r["rendered"].as_str().unwrap().contains("There are 2 words."), "{r}");
        let session = r["session"].as_str().expect("a session").to_string();

        let part2 = "```lackpy\nfirst = words[0].upper()\n```\n\n```lackpy @continue\n```\n";
        let (r, err) = ok(&c, "run_document", json!({"document": part2, "session": session})).await;
        assert!(!err, "{r}");
        assert_eq!(r["session"], session.as_str());

        let part3 = "```lackpy\nresult = first + ' ' + str(len(words))\n```\n\nDone: {result}.\n";
        let (r, err) = ok(&c, "run_document", json!({"document": part3, "session": session})).await;
        assert!(!err, "{r}");
        assert!(r["rendered"].as_str().unwrap().contains("Done: HELLO 2."), "{r}");
        assert_eq!(r["session"], Json::Null);
        assert_eq!(r["trace"][0]["tool"], "read_file");

        // The session has ended; an id never given out is unknown.
        let (r, err) = ok(&c, "run_document", json!({"document": part3, "session": session})).await;
        assert!(err);
        assert!(r["error"]["message"].as_str().unwrap().contains("has ended"), "{r}");
        let (r, err) = ok(&c, "run_document", json!({"document": "x", "session": "doc-0-nope"})).await;
        assert!(err);
        assert!(r["error"]["message"].as_str().unwrap().contains("unknown session"), "{r}");

        // A failing cell is an error result with its cell number.
        let (r, err) = ok(&c, "run_document", json!({"document": "```lackpy\nx = 1\n```\n\n```lackpy\n{}['k']\n```\n"})).await;
        assert!(err);
        assert_eq!(r["error"]["cell"], 2);
        assert_eq!(r["error"]["type"], "KeyError");
        c.cancel().await.unwrap();
    });
}

/// The instructions a session's answer says its run used in all, and
/// those of the cells `ran` names (`cell_log` indexes; the document here
/// has no skipped or replaced cells, so they are the edit's indexes).
fn instructions(r: &Json) -> u64 {
    r["stats"]["instructions"]
        .as_u64()
        .expect("stats.instructions")
}

fn instructions_of(r: &Json, cells: &[usize]) -> u64 {
    cells
        .iter()
        .map(|&i| {
            r["cell_log"][i]["instructions"]
                .as_u64()
                .expect("a cell's instructions")
        })
        .sum()
}

/// `run_document` with an `edit` (spec/literate.md, "Edits"): the edited
/// cell and exactly the later cells that read a changed name run again,
/// directly or through another cell; a cell that writes is left stale (no
/// one approves over MCP); the rest keep their output, and the rendered
/// report shows the edited document. What ran is seen three ways: the
/// answer's `edit`, the session's instruction count (it grows by exactly
/// the instructions of the cells that ran), and the tools' effects (the
/// cell that reads a file does not read it again; the stale cell does not
/// write).
#[test]
fn an_edit_reruns_exactly_the_cells_that_read_a_changed_name() {
    let ws = workspace();
    runtime().block_on(async {
        let c = connect(ws.path(), &[]).await;
        // Cells: 0 n, 1 text (a tool read), 2 prose reading text and n,
        // 3 m from n, 4 a write of m, 5 prose reading text, 6 the pause.
        let doc = "```lackpy\nn = 2\n```\n\n```lackpy\ntext = read_file('a.txt')\n```\n\nWords times n: {len(text.split()) * n}.\n\n```lackpy\nm = n * 10\nm\n```\n\n```lackpy\nwrite_file('out.txt', str(m))\n```\n\nText has {len(text)} characters.\n\n```lackpy @continue\n```\n";
        let (r, err) = ok(&c, "run_document", json!({"document": doc, "kit": "read,write_file"})).await;
        assert!(!err, "{r}");
        assert_eq!(r["rendered"], "Words times n: 4.\n20\nText has 12 characters.\n", "{r}");
        assert_eq!(r["edit"], Json::Null, "a run is not an edit");
        let session = r["session"].as_str().expect("a session").to_string();
        let out = ws.path().join("out.txt");
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "20");
        let before = instructions(&r);

        // n changes: cell 2 reads n, cell 3 reads n, cell 4 reads m that
        // cell 3 bound again (it writes: stale); cells 1 and 5 read
        // neither. Code without a fence keeps the cell's fence.
        let edit = json!({"op": "replace", "cell": 0, "source": "n = 3"});
        let (r, err) = ok(&c, "run_document", json!({"document": "", "session": session, "edit": edit})).await;
        assert!(!err, "{r}");
        assert_eq!(r["edit"], json!({"ran": [0, 2, 3], "stale": [4], "changed": ["m", "n"]}), "{r}");
        assert_eq!(
            r["rendered"],
            "Words times n: 6.\n30\n[stale: not run again after an edit: it writes or runs commands (w3)]\nText has 12 characters.\n",
            "{r}"
        );
        assert_eq!(instructions(&r) - before, instructions_of(&r, &[0, 2, 3]), "only cells 0, 2 and 3 ran: {r}");
        let statuses: Vec<&str> = r["cell_log"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["status"].as_str().unwrap())
            .collect();
        assert_eq!(statuses, ["ok", "ok", "ok", "ok", "stale", "ok", "ok"], "{r}");
        assert_eq!(r["cell_log"][0]["markdown"], "```lackpy\nn = 3\n```", "{r}");
        let reads = |r: &Json| r["trace"].as_array().unwrap().iter().filter(|t| t["tool"] == "read_file").count();
        assert_eq!(reads(&r), 1, "cell 1 did not read again: {r}");
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "20", "the stale cell did not write");
        assert_eq!(r["continue_requested"], true);
        assert_eq!(r["session"], session.as_str(), "an edit keeps the session");
        let before = instructions(&r);

        // Prose that binds nothing: only itself runs.
        let edit = json!({"op": "replace", "cell": 5, "source": "Text has {len(text) * n} characters, n times."});
        let (r, err) = ok(&c, "run_document", json!({"document": "", "session": session, "edit": edit})).await;
        assert!(!err, "{r}");
        assert_eq!(r["edit"], json!({"ran": [5], "stale": [], "changed": []}), "{r}");
        assert_eq!(
            r["rendered"],
            "Words times n: 6.\n30\n[stale: not run again after an edit: it writes or runs commands (w3)]\nText has 36 characters, n times.\n",
            "{r}"
        );
        assert_eq!(instructions(&r) - before, instructions_of(&r, &[5]), "{r}");

        // The pause and what follows it are not the edit's; a refused
        // edit is an error result and changes nothing.
        let edit = json!({"op": "replace", "cell": 6, "source": "x = 1"});
        let (r, err) = ok(&c, "run_document", json!({"document": "", "session": session, "edit": edit})).await;
        assert!(err, "{r}");
        assert_eq!(r["error"]["type"], "UsageError", "{r}");
        assert_eq!(r["session"], session.as_str(), "{r}");

        // The document goes on with the edited bindings.
        let (r, err) = ok(&c, "run_document", json!({"document": "Done: {m}.\n", "session": session})).await;
        assert!(!err, "{r}");
        assert!(r["rendered"].as_str().unwrap().ends_with("Done: 30.\n"), "{r}");
        assert_eq!(r["session"], Json::Null);
        c.cancel().await.unwrap();
    });
}

/// With `--session-dir`, a session stopped at `@continue` is a snapshot
/// on disk: a new server process over the same directory resumes it by id,
/// and the file goes when the document ends. Ids that are not file names
/// are an error result.
#[test]
fn a_restarted_server_resumes_a_session_from_the_session_dir() {
    let ws = workspace();
    let dir = tempfile::tempdir().expect("temp dir");
    let sessions = dir.path().join("sessions");
    let flag = sessions.to_str().unwrap().to_string();
    runtime().block_on(async {
        let c = connect(ws.path(), &["--session-dir", &flag]).await;
        let doc = "# Count\n\n```lackpy\ntext = read_file('a.txt')\nwords = text.split()\nsame = [words, words]\n```\n\nThere are {len(words)} words.\n\n```lackpy @continue\n```\n";
        let (r, err) = ok(&c, "run_document", json!({"document": doc})).await;
        assert!(!err, "{r}");
        let session = r["session"].as_str().expect("a session").to_string();
        let file = sessions.join(format!("{session}.lpysnap"));
        assert!(file.is_file(), "{} is kept", file.display());
        c.cancel().await.unwrap();

        let c = connect(ws.path(), &["--session-dir", &flag]).await;
        let part = "```lackpy\nsame[0].append('!')\nresult = words[0].upper() + ' ' + str(len(same[1]))\n```\n\nDone: {result}.\n";
        let (r, err) = ok(&c, "run_document", json!({"document": part, "session": session})).await;
        assert!(!err, "{r}");
        let rendered = r["rendered"].as_str().unwrap();
        assert!(rendered.contains("There are 2 words."), "{r}");
        assert!(rendered.contains("Done: HELLO 3."), "{r}");
        assert_eq!(r["session"], Json::Null);
        assert_eq!(r["trace"][0]["tool"], "read_file");
        assert!(!file.exists(), "a finished session leaves no file");

        for bad in ["../x", "a/b", "..", "", "doc 1", "x\\y"] {
            let (r, err) = ok(&c, "run_document", json!({"document": "x", "session": bad})).await;
            assert!(err, "{bad}: {r}");
            assert_eq!(r["error"]["type"], "UsageError", "{r}");
        }
        // A damaged file is a refusal, not a crash.
        std::fs::write(sessions.join("doc-9-0.lpysnap"), b"not a snapshot").unwrap();
        let (r, err) = ok(&c, "run_document", json!({"document": "x", "session": "doc-9-0"})).await;
        assert!(err, "{r}");
        assert_eq!(r["error"]["type"], "CorruptSnapshot", "{r}");
        c.cancel().await.unwrap();
    });
}

#[test]
fn sessions_expire_and_are_bounded() {
    let ws = workspace();
    runtime().block_on(async {
        let c = connect(ws.path(), &["--session-ttl", "1", "--max-sessions", "2"]).await;
        let doc = "```lackpy\nx = 1\n```\n\n```lackpy @continue\n```\n";
        let mut ids = Vec::new();
        for _ in 0..3 {
            let (r, _) = ok(&c, "run_document", json!({"document": doc})).await;
            ids.push(r["session"].as_str().unwrap().to_string());
        }
        // Three sessions in two places: the first was closed for the third.
        let (r, err) = ok(
            &c,
            "run_document",
            json!({"document": "```lackpy\nx\n```\n", "session": ids[0]}),
        )
        .await;
        assert!(err);
        assert!(
            r["error"]["message"]
                .as_str()
                .unwrap()
                .contains("make room"),
            "{r}"
        );
        tokio::time::sleep(Duration::from_millis(2500)).await;
        let (r, err) = ok(
            &c,
            "run_document",
            json!({"document": "```lackpy\nx\n```\n", "session": ids[2]}),
        )
        .await;
        assert!(err);
        assert!(
            r["error"]["message"].as_str().unwrap().contains("expired"),
            "{r}"
        );
        c.cancel().await.unwrap();
    });
}

#[test]
fn a_kit_whose_tools_come_from_another_mcp_server() {
    let ws = workspace();
    runtime().block_on(async {
        let c = connect(ws.path(), &[]).await;
        let (r, _) = ok(&c, "kit_info", json!({"kit": "fixture"})).await;
        let add = r["tools"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["name"] == "add")
            .unwrap()
            .clone();
        // The signature comes from the server's input schema.
        assert_eq!(add["signature"], "add(a, b, scale=None) -> object");
        assert_eq!(add["params"][0]["type"], "int");
        assert_eq!(add["grade"], json!({"w": 0, "d": 0}));
        let die = r["tools"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["name"] == "die")
            .unwrap()
            .clone();
        assert_eq!(
            die["grade"],
            json!({"w": 3, "d": 3}),
            "undeclared: the highest grade"
        );

        let program = "loud = shout('hello')\n[loud, add(2, 3), add(a=2, b=3, scale=10)]";
        let (r, err) = ok(
            &c,
            "run_program",
            json!({"program": program, "kit": "read,fixture"}),
        )
        .await;
        assert!(!err, "{r}");
        assert_eq!(r["output"], json!([{"text": "HELLO"}, 5, 50]));
        let trace = r["trace"].as_array().unwrap();
        assert_eq!(trace.len(), 3);
        assert_eq!(trace[0]["tool"], "shout");
        assert_eq!(trace[0]["args"], json!({"text": "hello"}));
        assert_eq!(trace[0]["result"], json!({"text": "HELLO"}));
        assert_eq!(trace[2]["args"]["scale"], 10);
        assert_eq!(r["grade"], json!({"w": 0, "d": 0}));

        // A wrongly typed argument is refused before the server sees it.
        let (r, err) = ok(
            &c,
            "run_program",
            json!({"program": "add('2', 3)", "kit": "fixture"}),
        )
        .await;
        assert!(err);
        assert_eq!(r["error"]["type"], "TypeError");

        // A call that does not fit the served tool's signature: `validate`
        // refuses it with the signature in the hint, and `run_program`
        // refuses it before the first tool call runs.
        let (r, err) = ok(
            &c,
            "validate",
            json!({"program": "x = shout('a')\nadd(2)\n", "kit": "fixture"}),
        )
        .await;
        assert!(!err, "{r}");
        assert_eq!(r["valid"], false);
        let e = &r["errors"][0];
        assert_eq!(e["code"], "E0209", "{r}");
        assert_eq!(
            e["message"],
            "add() missing 1 required positional argument: 'b'"
        );
        assert_eq!(e["line"], 2);
        assert_eq!(
            e["hint"],
            "the signature is `add(a, b, scale=None) -> object`"
        );
        let (r, err) = ok(
            &c,
            "run_program",
            json!({"program": "x = shout('a')\nadd(2, c=3)\n", "kit": "fixture"}),
        )
        .await;
        assert!(err);
        assert!(r["trace"].as_array().is_none_or(|t| t.is_empty()), "{r}");

        // A server that dies mid-program: a ToolError for that call, the
        // calls before it kept in the trace, and no hang.
        let (r, err) = answered(
            "a server that dies",
            ok(
                &c,
                "run_program",
                json!({"program": "x = shout('a')\ndie()\n", "kit": "fixture"}),
            ),
        )
        .await;
        assert!(err);
        assert_eq!(r["error"]["type"], "ToolError", "{r}");
        assert!(
            r["error"]["message"]
                .as_str()
                .unwrap()
                .contains("fixture/die"),
            "{r}"
        );
        assert_eq!(r["trace"].as_array().unwrap().len(), 2);
        // A server that does not answer in its `timeout`: a ToolError too.
        let (r, err) = answered(
            "a server that does not answer",
            ok(
                &c,
                "run_program",
                json!({"program": "[nap(0.01), nap(30)]", "kit": "fixture"}),
            ),
        )
        .await;
        assert!(err);
        assert_eq!(r["error"]["type"], "ToolError", "{r}");
        assert!(
            r["error"]["message"]
                .as_str()
                .unwrap()
                .contains("no answer within 1 s"),
            "{r}"
        );
        assert_eq!(r["trace"][0]["success"], true);
        assert_eq!(r["trace"][1]["success"], false);
        // The next program that names the kit gets a new server.
        let (r, err) = ok(
            &c,
            "run_program",
            json!({"program": "shout('again')", "kit": "fixture"}),
        )
        .await;
        assert!(!err, "{r}");
        assert_eq!(r["output"], json!({"text": "AGAIN"}));
        c.cancel().await.unwrap();
    });
}

#[test]
fn lackpy_vm_runs_a_program_with_mcp_tools_too() {
    let ws = workspace();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_lackpy-vm"))
        .args(["run", "-", "--kit", "fixture", "--format", "json", "--root"])
        .arg(ws.path())
        .current_dir(ws.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(b"shout('cli')")?;
            child.wait_with_output()
        })
        .expect("lackpy-vm runs");
    let r: Json = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(r["output"], json!({"text": "CLI"}), "{r}");
    assert_eq!(r["trace"][0]["tool"], "shout");
}

// ---- providers, configuration, kit files, annotations ----------------------

/// A server on 127.0.0.1 that answers every request with a list of no
/// models, for as long as the test runs; its URL.
fn answering_server() -> String {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    let url = format!("http://{}", listener.local_addr().expect("its address"));
    std::thread::spawn(move || {
        for mut s in listener.incoming().map_while(Result::ok) {
            let mut buf = [0u8; 4096];
            let _ = s.read(&mut buf);
            let body = r#"{"models": []}"#;
            let _ = write!(
                s,
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
        }
    });
    url
}

/// A URL on 127.0.0.1 where nothing listens: bound, learned, closed.
fn closed_url() -> String {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a port");
    format!("http://127.0.0.1:{port}")
}

#[test]
fn provider_list_says_which_providers_answer() {
    let ws = workspace();
    let (up, down) = (answering_server(), closed_url());
    std::fs::write(
        ws.path().join(".lackpy/config.toml"),
        format!(
            r#"[inference]
order = ["templates", "rules", "up", "down"]
[inference.providers.up]
plugin = "ollama"
host = "{up}"
model = "small-coder"
[inference.providers.down]
plugin = "openai"
base_url = "{down}"
model = "other-coder"
api_key_env = "LACKPY_TEST_PROVIDER_KEY"
"#
        ),
    )
    .unwrap();
    runtime().block_on(async {
        let c = connect_env(
            ws.path(),
            &[],
            &[("LACKPY_TEST_PROVIDER_KEY", "sk-never-shown")],
        )
        .await;
        let (r, err) = answered("provider_list", ok(&c, "provider_list", json!({}))).await;
        assert!(!err, "{r}");
        assert!(!r.to_string().contains("sk-never-shown"), "{r}");
        let p = r["providers"].as_array().expect("providers");
        let names: Vec<&str> = p.iter().map(|x| x["name"].as_str().unwrap()).collect();
        assert_eq!(names, ["templates", "rules", "up", "down"]);
        assert_eq!(p[0]["plugin"], "templates");
        assert_eq!(p[0]["available"], true);
        assert_eq!(p[1]["available"], true);
        assert_eq!(p[2]["plugin"], "ollama");
        assert_eq!(p[2]["model"], "small-coder");
        assert_eq!(p[2]["host"], up.as_str());
        assert_eq!(p[2]["available"], true, "{r}");
        assert!(p[2]["detail"].as_str().unwrap().contains("answers"), "{r}");
        assert_eq!(p[3]["plugin"], "openai");
        assert_eq!(p[3]["base_url"], down.as_str());
        assert_eq!(p[3]["available"], false, "{r}");
        assert!(
            p[3]["detail"].as_str().unwrap().contains("does not answer"),
            "{r}"
        );
        c.cancel().await.unwrap();
    });
}

#[test]
fn config_shows_the_effective_configuration_with_secrets_masked() {
    let ws = workspace();
    runtime().block_on(async {
        // No file: the defaults.
        let c = connect(ws.path(), &[]).await;
        let (r, err) = ok(&c, "config", json!({})).await;
        assert!(!err, "{r}");
        assert_eq!(r["exists"], false);
        assert_eq!(r["inference"]["order"], json!(["templates", "rules"]));
        assert_eq!(r["inference"]["timeout"], 60.0);
        c.cancel().await.unwrap();
    });
    std::fs::write(
        ws.path().join(".lackpy/config.toml"),
        r#"[tools]
test_command = "true"

[service]
api_key = "sk-in-the-file"
token = "tok-in-the-file"
url = "https://example.com"

[inference]
order = ["templates", "rules", "haiku"]
connect_timeout = 3
[inference.providers.haiku]
plugin = "anthropic"
model = "claude-haiku-4-5"
api_key_env = "LACKPY_TEST_CONFIG_KEY"
"#,
    )
    .unwrap();
    runtime().block_on(async {
        let c = connect_env(
            ws.path(),
            &[],
            &[("LACKPY_TEST_CONFIG_KEY", "sk-in-the-env")],
        )
        .await;
        let (r, err) = ok(&c, "config", json!({})).await;
        assert!(!err, "{r}");
        let text = r.to_string();
        for secret in ["sk-in-the-file", "tok-in-the-file", "sk-in-the-env"] {
            assert!(!text.contains(secret), "{secret} in {r}");
        }
        assert_eq!(r["exists"], true);
        assert_eq!(r["service"]["api_key"], "***");
        assert_eq!(r["service"]["token"], "***");
        assert_eq!(r["service"]["url"], "https://example.com");
        assert_eq!(r["tools"]["test_command"], "true");
        let inf = &r["inference"];
        assert_eq!(inf["order"], json!(["templates", "rules", "haiku"]));
        assert_eq!(inf["connect_timeout"], 3.0);
        let haiku = &inf["providers"]["haiku"];
        assert_eq!(haiku["api_key_env"], "LACKPY_TEST_CONFIG_KEY");
        assert_eq!(haiku["api_key_set"], true);
        // Defaults filled in.
        assert_eq!(haiku["base_url"], "https://api.anthropic.com");
        assert_eq!(haiku["connect_timeout"], 3.0);
        assert_eq!(haiku["timeout"], 60.0);
        assert_eq!(haiku["max_tokens"], 1024);
        c.cancel().await.unwrap();
    });
}

#[test]
fn kit_create_writes_a_kit_that_programs_can_use() {
    let ws = workspace();
    runtime().block_on(async {
        let c = connect(ws.path(), &[]).await;
        let (r, err) = ok(
            &c,
            "kit_create",
            json!({"name": "reader", "tools": ["read_file"], "description": "just reading"}),
        )
        .await;
        assert!(!err, "{r}");
        let (info, _) = ok(&c, "kit_info", json!({"kit": "reader"})).await;
        assert_eq!(r, info);
        assert_eq!(r["grade"], json!({"w": 1, "d": 1}));
        let file = ws.path().join(".lackpy/kits/reader.kit");
        let text = std::fs::read_to_string(&file).expect("the kit file");
        assert!(
            text.starts_with("---\n") && text.contains("just reading"),
            "{text}"
        );
        let (r, err) = ok(
            &c,
            "run_program",
            json!({"program": "read_file('a.txt')", "kit": "reader"}),
        )
        .await;
        assert!(!err, "{r}");
        assert_eq!(r["output"], "hello world\n");
        // Only its tools.
        let (r, err) = ok(
            &c,
            "run_program",
            json!({"program": "find_files('*.txt')", "kit": "reader"}),
        )
        .await;
        assert!(err, "{r}");

        // Unknown tools are refused, with the known ones; nothing is written.
        let (r, err) = ok(
            &c,
            "kit_create",
            json!({"name": "bad", "tools": ["read_file", "rm_rf"]}),
        )
        .await;
        assert!(err, "{r}");
        assert_eq!(r["error"]["type"], "UsageError");
        let m = r["error"]["message"].as_str().unwrap();
        assert!(
            m.contains("`rm_rf`") && m.contains("known tools: ") && m.contains("find_files"),
            "{m}"
        );
        assert!(!ws.path().join(".lackpy/kits/bad.kit").exists());

        // An existing kit is kept unless overwrite is true.
        let (r, err) = ok(
            &c,
            "kit_create",
            json!({"name": "reader", "tools": ["find_files"]}),
        )
        .await;
        assert!(err, "{r}");
        assert!(
            r["error"]["message"]
                .as_str()
                .unwrap()
                .contains("overwrite"),
            "{r}"
        );
        assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
        let (r, err) = ok(
            &c,
            "kit_create",
            json!({"name": "reader", "tools": ["find_files"], "overwrite": true}),
        )
        .await;
        assert!(!err, "{r}");
        let names: Vec<&str> = r["tools"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["find_files"]);
        let (r, err) = ok(
            &c,
            "run_program",
            json!({"program": "find_files('*.txt')", "kit": "reader"}),
        )
        .await;
        assert!(!err, "{r}");
        assert_eq!(r["output"], json!(["a.txt"]));

        // Names that are paths, predefined kits, built-in tools or other
        // kit files are refused.
        for (name, says) in [
            ("", "name"),
            ("../evil", "not a path"),
            ("a/b", "not a path"),
            ("a,b", "letters, digits"),
            ("read", "predefined kit"),
            ("read_file", "built-in tool"),
            ("fixture", ".toml"),
        ] {
            let (r, err) = ok(
                &c,
                "kit_create",
                json!({"name": name, "tools": ["read_file"]}),
            )
            .await;
            assert!(err, "{name}: {r}");
            assert_eq!(r["error"]["type"], "UsageError");
            assert!(
                r["error"]["message"].as_str().unwrap().contains(says),
                "{name}: {r}"
            );
        }
        assert!(!ws.path().join("evil.kit").exists());
        // Wrong types are protocol errors.
        let e = call(&c, "kit_create", json!({"name": "x", "tools": "read_file"}))
            .await
            .expect_err("tools is a list");
        assert!(e.to_string().contains("bad arguments"), "{e}");
        c.cancel().await.unwrap();
    });
}

#[test]
fn every_tool_has_honest_annotations() {
    let ws = workspace();
    runtime().block_on(async {
        let c = connect(ws.path(), &[]).await;
        let tools = c.list_all_tools().await.unwrap();
        let mut read_only = Vec::new();
        for t in &tools {
            let a = t
                .annotations
                .as_ref()
                .unwrap_or_else(|| panic!("{} has annotations", t.name));
            for (hint, v) in [
                ("read_only", a.read_only_hint),
                ("destructive", a.destructive_hint),
                ("idempotent", a.idempotent_hint),
                ("open_world", a.open_world_hint),
            ] {
                assert!(v.is_some(), "{}: {hint}", t.name);
            }
            if a.read_only_hint == Some(true) {
                assert_eq!(a.destructive_hint, Some(false), "{}", t.name);
                read_only.push(t.name.to_string());
            }
        }
        read_only.sort();
        assert_eq!(
            read_only,
            [
                "config",
                "generate",
                "kit_info",
                "kit_list",
                "language_spec",
                "provider_list",
                "toolbox_list",
                "validate"
            ]
        );
        let get = |n: &str| tools.iter().find(|t| t.name == n).expect(n);
        let hints = |n: &str| get(n).annotations.clone().unwrap();
        for n in ["run_program", "delegate", "run_document", "kit_create"] {
            assert_eq!(hints(n).read_only_hint, Some(false), "{n}");
            assert_eq!(hints(n).destructive_hint, Some(true), "{n}");
        }
        // generate and provider_list reach model servers.
        assert_eq!(hints("generate").open_world_hint, Some(true));
        assert_eq!(hints("provider_list").open_world_hint, Some(true));
        assert_eq!(hints("validate").open_world_hint, Some(false));
        // The run tools say why they are not read-only.
        for n in ["run_program", "delegate", "run_document"] {
            let d = get(n).description.as_deref().unwrap_or("");
            assert!(
                d.contains("default kit (read, grade w=1) a run only reads files"),
                "{n}: {d}"
            );
        }
        c.cancel().await.unwrap();
    });
}

/// What a text lists as absent from lackpy: the words after "without
/// def" or "no def", up to the end of that list.
fn listed_as_absent(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for marker in ["without def", "no def"] {
        let mut rest = text;
        while let Some(i) = rest.find(marker) {
            let tail = &rest[i + marker.len() - 3..];
            let end = tail.find(['.', ';', '(', ')']).unwrap_or(tail.len());
            out.extend(
                tail[..end]
                    .split(|c: char| !c.is_ascii_alphanumeric())
                    .filter(|w| !w.is_empty() && *w != "or" && *w != "and")
                    .map(str::to_string),
            );
            rest = &tail[end..];
        }
    }
    out
}

#[test]
fn descriptions_agree_with_the_spec_on_what_lackpy_lacks() {
    let ws = workspace();
    runtime().block_on(async {
        let c = connect(ws.path(), &[]).await;
        let (spec, _) = ok(&c, "language_spec", json!({})).await;
        let has: Vec<&str> = spec["constructs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x["name"].as_str().unwrap())
            .collect();
        assert!(has.contains(&"with"), "the spec lists `with`");
        let mut texts: Vec<String> = vec![c
            .peer_info()
            .and_then(|i| i.instructions.clone())
            .unwrap_or_default()];
        for t in c.list_all_tools().await.unwrap() {
            texts.push(t.description.as_deref().unwrap_or("").to_string());
            texts.push(Json::Object((*t.input_schema).clone()).to_string());
        }
        let mut checked = 0;
        for text in &texts {
            let absent = listed_as_absent(text);
            checked += usize::from(!absent.is_empty());
            for word in absent {
                assert!(
                    !has.contains(&word.as_str()),
                    "`{word}` is said to be absent, but the spec has it: {text}"
                );
            }
        }
        assert!(
            checked >= 3,
            "the lists of absent constructs were found ({checked})"
        );
        c.cancel().await.unwrap();
    });
}

// ---- the fixture server ----------------------------------------------------

struct Fixture;

fn schema(v: Json) -> Map<String, Json> {
    args(v)
}

impl ServerHandler for Fixture {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(vec![
            Tool::new(
                "shout",
                "Upper-case a text",
                schema(
                    json!({"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}),
                ),
            ),
            Tool::new(
                "add",
                "Add two integers, times an optional scale",
                schema(json!({"type": "object", "properties": {
                    "scale": {"type": "integer"}, "a": {"type": "integer"}, "b": {"type": "integer"}},
                    "required": ["a", "b"]})),
            ),
            Tool::new(
                "sleep",
                "Wait a number of seconds",
                schema(
                    json!({"type": "object", "properties": {"secs": {"type": "number"}}, "required": ["secs"]}),
                ),
            ),
            Tool::new(
                "die",
                "Exit at once",
                schema(json!({"type": "object", "properties": {}})),
            ),
        ]))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let a = request.arguments.unwrap_or_default();
        let int = |k: &str| a.get(k).and_then(Json::as_i64);
        Ok(match request.name.as_ref() {
            "shout" => CallToolResult::structured(
                json!({"text": a.get("text").and_then(Json::as_str).unwrap_or("").to_uppercase()}),
            ),
            // Text content that is JSON becomes the value it writes.
            "add" => CallToolResult::success(vec![ContentBlock::text(
                ((int("a").unwrap_or(0) + int("b").unwrap_or(0)) * int("scale").unwrap_or(1))
                    .to_string(),
            )]),
            "sleep" => {
                let secs = a.get("secs").and_then(Json::as_f64).unwrap_or(0.0);
                tokio::time::sleep(Duration::from_secs_f64(secs)).await;
                CallToolResult::structured(json!(secs))
            }
            "die" => std::process::exit(3),
            other => return Err(ErrorData::invalid_params(format!("no tool {other}"), None)),
        }
        .into())
    }
}

/// The MCP server that `workspace()`'s kit file starts (see the top).
#[test]
fn fixture_server() {
    if std::env::var(FIXTURE_ENV).as_deref() != Ok("1") {
        return;
    }
    runtime().block_on(async {
        let server = Fixture
            .serve(rmcp::transport::stdio())
            .await
            .expect("serve");
        let _ = server.waiting().await;
    });
}

/// Round-trip latency of a trivial `run_program` and throughput of
/// concurrent calls, printed (never asserted). Run it with
/// `cargo test --release --test mcp -- --ignored --nocapture measure`.
#[test]
#[ignore]
fn measure_latency_and_throughput() {
    let ws = workspace();
    runtime().block_on(async {
        let c = connect(ws.path(), &[]).await;
        let trivial = json!({"program": "1 + 1"});
        for _ in 0..20 {
            ok(&c, "run_program", trivial.clone()).await;
        }
        let mut times: Vec<f64> = Vec::new();
        for _ in 0..500 {
            let t = Instant::now();
            ok(&c, "run_program", trivial.clone()).await;
            times.push(t.elapsed().as_secs_f64() * 1e6);
        }
        times.sort_by(f64::total_cmp);
        let pct = |p: f64| times[((times.len() - 1) as f64 * p) as usize];
        eprintln!(
            "trivial run_program round trip over {} calls: median {:.0} µs, p90 {:.0} µs, p99 {:.0} µs",
            times.len(),
            pct(0.5),
            pct(0.9),
            pct(0.99)
        );
        for (concurrency, program) in [
            (1, "1 + 1"),
            (8, "1 + 1"),
            (32, "1 + 1"),
            (8, "sum([x * x for x in range(100000)])"),
        ] {
            let total = 2000 / if program.len() > 10 { 10 } else { 1 };
            let start = Instant::now();
            let mut set = tokio::task::JoinSet::new();
            let next = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
            for _ in 0..concurrency {
                let (peer, next) = (c.peer().clone(), next.clone());
                set.spawn(async move {
                    while next.fetch_add(1, std::sync::atomic::Ordering::Relaxed) < total {
                        let (_, err) = ok_on(&peer, "run_program", json!({ "program": program })).await;
                        assert!(!err);
                    }
                });
            }
            while set.join_next().await.is_some() {}
            let secs = start.elapsed().as_secs_f64();
            eprintln!(
                "{total} calls of {program:?}, {concurrency} in flight: {:.0} calls/s ({secs:.2} s)",
                total as f64 / secs
            );
        }
        c.cancel().await.unwrap();
    });
}

// ---- soak ------------------------------------------------------------------

/// The server's resident set, from /proc.
#[cfg(target_os = "linux")]
fn rss_bytes(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse::<u64>().ok())
        .map_or(0, |kib| kib * 1024)
}

#[cfg(target_os = "linux")]
/// One request of the soak: the JSON-RPC message (its id filled in later),
/// an optional garbage line sent before it, and what kind it is.
fn soak_request(i: usize, sessions: &[String]) -> (&'static str, Json, Option<&'static str>) {
    const BOMBS: &[&str] = &[
        "n = 0\nfor i in range(1000000000000):\n    n += 1\n",
        "s = 'x'\nfor i in range(100):\n    s = s + s\n",
        "xs = [0]\nfor i in range(100):\n    xs = xs + xs\n",
        "x = 2\nfor i in range(100):\n    x = x * x\n",
        "s = 'x' * 1000000000\n",
        "xs = [0] * 1000000000\n",
        "xs = list(range(1000000000))\n",
        "for i in range(100000000):\n    print('y' * 1000)\n",
        "d = {}\nfor i in range(1000000000):\n    d[i] = i\n",
        "xs = [i for i in range(1000000000)]\n",
        "s = f'{1:>{1000000000}}'\n",
        "s = '%*d' % (1000000000, 1)\n",
        "s = 'a'.center(1000000000)\n",
        "s = ('x' * 1000000).replace('x', 'y' * 1000)\n",
        "parts = ['abcdefgh'] * 100000\nfor i in range(100):\n    parts = [''.join(parts)] * 2\n",
        "xs = list(range(100000))\nfor i in range(100000):\n    xs = sorted(xs, key=lambda v: -v)\n",
        "s = ' ' * 10000000\nparts = s.split(' ')\n",
        "xs = []\nfor i in range(100000000):\n    xs = [xs, xs]\n",
        "xs = []\nfor i in range(50000):\n    xs = [xs]\ns = str(xs)\n",
        "x = [1]\nfor i in range(60):\n    x = [x, x]\ns = str(x)\n",
        "x = [1]\nfor i in range(60):\n    x = [x, x]\nprint(x)\n",
        "x = [1]\ny = [1]\nfor i in range(60):\n    x = [x, x]\n    y = [y, y]\nx == y\n",
        "x = 7\nfor i in range(40):\n    x = x * x + 1\ns = str(x)\n",
    ];
    const MALFORMED: &[&str] = &[
        r#"{"jsonrpc": "2.0", "id": 0, "method": "tools/call", "params": {"name": 7}}"#,
        r#"{"jsonrpc": "2.0", "id": 0, "method": "tools/call"}"#,
        r#"{"jsonrpc": "2.0", "id": 0, "method": "no/such/method"}"#,
        r#"{"jsonrpc": "2.0", "id": 0, "method": "tools/call", "params": {"name": "run_program", "arguments": {"program": 5}}}"#,
        r#"{"jsonrpc": "2.0", "id": 0, "method": "tools/call", "params": {"name": "run_program", "arguments": {}}}"#,
    ];
    const GARBAGE: &[&str] = &[
        "this is not json {",
        "{\"jsonrpc\": \"2.0\", \"id\":",
        "[]",
        "\u{0}\u{1}",
    ];
    let call = |name: &str, a: Json| {
        json!({"jsonrpc": "2.0", "id": 0, "method": "tools/call",
               "params": {"name": name, "arguments": a}})
    };
    match i % 20 {
        0..=7 => (
            "program",
            call(
                "run_program",
                json!({"program": format!("xs = [x * {i} for x in range(50)]\nprint(len(xs))\nsum(xs)")}),
            ),
            None,
        ),
        8 => (
            "failing program",
            call(
                "run_program",
                json!({"program": format!("d = {{'a': {i}}}\nd['b']")}),
            ),
            None,
        ),
        9 | 10 => (
            "bomb",
            call(
                "run_program",
                json!({"program": BOMBS[(i / 20) % BOMBS.len()]}),
            ),
            None,
        ),
        11 | 12 => {
            let m: Json = serde_json::from_str(MALFORMED[(i / 20) % MALFORMED.len()]).unwrap();
            ("malformed", m, Some(GARBAGE[(i / 20) % GARBAGE.len()]))
        }
        13 => ("unknown tool", call("no_such_tool", json!({"x": 1})), None),
        14 | 15 => (
            "session opened",
            call(
                "run_document",
                json!({"document": format!("```lackpy\nx = {i}\n```\n\n```lackpy @continue\n```\n")}),
            ),
            None,
        ),
        16 => match sessions.get(i % sessions.len().max(1)) {
            Some(s) => (
                "session continued",
                call(
                    "run_document",
                    json!({"document": "```lackpy\ny = x + 1\n```\n\n```lackpy @continue\n```\n", "session": s}),
                ),
                None,
            ),
            None => (
                "validate",
                call("validate", json!({"program": "x = 1"})),
                None,
            ),
        },
        17 => (
            "validate",
            call("validate", json!({"program": format!("y = {i}\nlen(y)")})),
            None,
        ),
        18 => (
            "tools/list",
            json!({"jsonrpc": "2.0", "id": 0, "method": "tools/list"}),
            None,
        ),
        _ => ("kit_info", call("kit_info", json!({"kit": "read"})), None),
    }
}

/// A server process of a soak, killed if the test fails before it exits.
#[cfg(target_os = "linux")]
struct SoakServer(std::process::Child);

#[cfg(target_os = "linux")]
impl Drop for SoakServer {
    fn drop(&mut self) {
        if matches!(self.0.try_wait(), Ok(None)) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
}

/// Start `lackpy mcp` for a soak in `ws` with `extra` arguments, under the
/// soak's limits. Each run may hold up to its 16 MB memory limit, so 16 in
/// flight may hold a few hundred MB between them at a peak; the leak check
/// compares readings taken with nothing in flight.
#[cfg(target_os = "linux")]
fn soak_server(ws: &Path, extra: &[&str], stdio: bool) -> SoakServer {
    use std::os::unix::process::CommandExt;
    let mut cmd = std::process::Command::new(LACKPY);
    cmd.args(["mcp", "--root"])
        .arg(ws)
        .args([
            "--fuel",
            "300000",
            "--timeout",
            "5",
            "--max-memory",
            "16000000",
        ])
        .args(["--max-output", "65536", "--session-ttl", "3600"])
        .args(extra)
        .stdin(if stdio { Stdio::piped() } else { Stdio::null() })
        .stdout(if stdio { Stdio::piped() } else { Stdio::null() })
        .stderr(if stdio { Stdio::null() } else { Stdio::piped() });
    // A safety net for the machine, not a measurement: a server whose runs
    // escape their limits is stopped at 4 GiB of address space (an
    // allocation fails, the server dies, the test fails) instead of
    // taking the machine's memory.
    extern "C" {
        fn setrlimit(resource: i32, rlim: *const [u64; 2]) -> i32;
    }
    const RLIMIT_AS: i32 = 9;
    // SAFETY: setrlimit is async-signal-safe and touches only the child,
    // between fork and exec.
    unsafe {
        cmd.pre_exec(|| {
            let lim = [4u64 << 30, 4u64 << 30];
            if setrlimit(RLIMIT_AS, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    SoakServer(cmd.spawn().expect("lackpy mcp starts"))
}

/// How a soak reaches its servers: `send(i, line, garbage)` sends request
/// `i` (to server `i % servers`), after a garbage line if any; every
/// answer that has an id arrives on `rx`.
#[cfg(target_os = "linux")]
type SoakSend = Box<dyn FnMut(usize, &str, Option<&str>)>;

#[cfg(target_os = "linux")]
struct SoakLink {
    send: SoakSend,
    rx: std::sync::mpsc::Receiver<Json>,
    pids: Vec<u32>,
}

/// What a soak saw.
#[cfg(target_os = "linux")]
struct Soaked {
    total: usize,
    answered: usize,
    elapsed: Duration,
    first_mark: usize,
    /// Per server: RSS after the first 1,000 answers, and at the end.
    rss: Vec<(u64, u64)>,
    /// Sessions given out, and of them those still alive at the end.
    given: usize,
    alive: usize,
    /// Continuations answered by another server than the one that opened
    /// the session.
    crossed: usize,
}

/// 10,000 mixed requests (`soak_request`), 16 in flight: every request is
/// answered as its kind says it should be; each server's RSS is read after
/// the first 1,000 answers and at the end, both with nothing in flight.
/// At the end each session given out is continued with a part that ends
/// its document, to count those still alive.
#[cfg(target_os = "linux")]
fn soak(link: SoakLink) -> Soaked {
    use std::collections::{BTreeMap, HashMap};
    const IN_FLIGHT: usize = 16;
    let SoakLink { mut send, rx, pids } = link;
    let servers = pids.len();
    let total: usize = std::env::var("LACKPY_SOAK_REQUESTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    // A hang guard, not a timing assertion: each request is bounded by the
    // server's limits (5 s at most), so two minutes without any answer is
    // a hang.
    type Pending = HashMap<u64, (usize, &'static str, Option<usize>)>;
    let recv_pending = |pending: &Pending| match rx.recv_timeout(Duration::from_secs(120)) {
        Ok(a) => a,
        Err(e) => {
            let mut left: Vec<_> = pending.values().map(|(i, k, _)| (*i, *k)).collect();
            left.sort();
            panic!(
                "no answer within 120 s ({e:?}: a server hangs, or has died); unanswered: {left:?}"
            )
        }
    };
    let start = Instant::now();
    let mut pending: Pending = HashMap::new();
    // Each session given out, and the server that opened it.
    let mut sessions: Vec<(String, usize)> = Vec::new();
    let mut outcomes: BTreeMap<String, usize> = BTreeMap::new();
    let (mut answered, mut garbage_lines, mut crossed) = (0usize, 0usize, 0usize);
    // The reference point: after 1,000 answers (after a tenth of them in a
    // shorter run, `LACKPY_SOAK_REQUESTS`).
    let first_mark = 1000.min(total / 10).max(1);
    let mut rss_first = vec![0u64; servers];
    // RSS after every 1,000 answers: a leak grows with the count, a
    // high-water mark levels off.
    let mut rss_series: Vec<(usize, Vec<u64>)> = Vec::new();
    let mut record_rss = |n: usize, series: &mut Vec<(usize, Vec<u64>)>| {
        if series.last().is_some_and(|(m, _)| *m == n) {
            return;
        }
        let rss: Vec<u64> = pids.iter().map(|&p| rss_bytes(p)).collect();
        if n == first_mark {
            rss_first = rss.clone();
        }
        series.push((n, rss));
    };
    let mut wrong = Vec::new();
    let mut take = |a: Json,
                    pending: &mut Pending,
                    sessions: &mut Vec<(String, usize)>,
                    outcomes: &mut BTreeMap<String, usize>|
     -> bool {
        // A garbage line may be answered with an error whose id is null.
        if a["id"].is_null() && a.get("error").is_some() {
            *outcomes
                .entry("garbage line: error with no id".into())
                .or_default() += 1;
            return false;
        }
        let Some((i, kind, session)) = a["id"].as_u64().and_then(|id| pending.remove(&id)) else {
            wrong.push(format!("an answer to no pending request: {a}"));
            return false;
        };
        let s = &a["result"]["structuredContent"];
        let outcome = if a.get("error").is_some() {
            "protocol error".to_string()
        } else if a["result"]["isError"] == true {
            format!(
                "error result: {}",
                s["error"]["type"].as_str().unwrap_or("?")
            )
        } else {
            "ok".to_string()
        };
        let fine = match kind {
            "program" => {
                let want: u64 = (0..50).map(|x| x * i as u64).sum();
                s["output"] == json!(want) && s["stdout"] == "50\n"
            }
            "failing program" => outcome == "error result: KeyError",
            "bomb" => outcome.starts_with("error result: "),
            "malformed" => outcome == "protocol error" || outcome.starts_with("error result"),
            "unknown tool" => outcome != "ok",
            "session opened" => {
                if let Some(id) = s["session"].as_str() {
                    sessions.push((id.to_string(), i % servers));
                }
                outcome == "ok" && s["session"].is_string()
            }
            // Sessions are given out faster than they are continued: one
            // closed to make room, or never given out, is said to be so.
            "session continued" => {
                let by = session.map(|k| sessions[k].1);
                if outcome == "ok" && by.is_some_and(|by| by != i % servers) {
                    crossed += 1;
                }
                outcome == "ok"
                    || (outcome == "error result: UsageError"
                        && s["error"]["message"].as_str().is_some_and(|m| {
                            m.starts_with("unknown session")
                                || (m.starts_with("session `") && m.contains("` has ended ("))
                        }))
            }
            _ => outcome == "ok",
        };
        if !fine {
            wrong.push(format!("request {i} ({kind}): {a}"));
        }
        *outcomes.entry(format!("{kind}: {outcome}")).or_default() += 1;
        true
    };
    for i in 1..=total {
        // Both RSS readings that are compared are taken with nothing in
        // flight: after the first 1,000 requests are all answered, and at
        // the end. (The other readings, every 1,000 answers, show the
        // trend.)
        let quiet = i == first_mark + 1;
        while pending.len() >= IN_FLIGHT || (quiet && !pending.is_empty()) {
            if take(
                recv_pending(&pending),
                &mut pending,
                &mut sessions,
                &mut outcomes,
            ) {
                answered += 1;
            }
            if answered % 1000 == 0 && answered != first_mark {
                record_rss(answered, &mut rss_series);
            }
        }
        if quiet {
            record_rss(answered, &mut rss_series);
        }
        let ids: Vec<String> = sessions.iter().map(|(s, _)| s.clone()).collect();
        let (kind, mut msg, garbage) = soak_request(i, &ids);
        let session = (kind == "session continued").then(|| i % ids.len());
        garbage_lines += usize::from(garbage.is_some());
        msg["id"] = json!(i);
        pending.insert(i as u64, (i, kind, session));
        send(i, &msg.to_string(), garbage);
    }
    while !pending.is_empty() {
        if take(
            recv_pending(&pending),
            &mut pending,
            &mut sessions,
            &mut outcomes,
        ) {
            answered += 1;
        }
        if answered % 1000 == 0 && answered != first_mark {
            record_rss(answered, &mut rss_series);
        }
    }
    let elapsed = start.elapsed();
    let rss_end: Vec<u64> = pids.iter().map(|&p| rss_bytes(p)).collect();

    // Continuing a session that is alive ends it, the part having no
    // `@continue`.
    let mut alive = 0;
    let given = sessions.len();
    for (k, (s, _)) in sessions.iter().enumerate() {
        let id = total + 1 + k;
        let msg = json!({"jsonrpc": "2.0", "id": id, "method": "tools/call",
                         "params": {"name": "run_document",
                                    "arguments": {"document": "```lackpy\nz = 1\n```\n", "session": s}}});
        send(id, &msg.to_string(), None);
        let a = loop {
            let a = rx
                .recv_timeout(Duration::from_secs(120))
                .expect("an answer within 120 s (a server hangs, or has died)");
            if !a["id"].is_null() {
                break a;
            }
        };
        assert_eq!(a["id"], json!(id), "{a}");
        if a["result"]["isError"] != true {
            alive += 1;
        }
    }
    eprintln!(
        "soak: {total} requests ({garbage_lines} garbage lines besides), {IN_FLIGHT} in flight, \
         {servers} server(s), {answered} answered in {:.1} s; RSS (KiB) after {first_mark}: {:?}, \
         at the end: {:?}; {given} sessions given out, {crossed} continued on another server, \
         {alive} alive at the end",
        elapsed.as_secs_f64(),
        rss_first.iter().map(|r| r / 1024).collect::<Vec<_>>(),
        rss_end.iter().map(|r| r / 1024).collect::<Vec<_>>(),
    );
    for (k, n) in &outcomes {
        eprintln!("  {n:>6}  {k}");
    }
    eprintln!(
        "  RSS (MiB) after each 1,000 answers: {}",
        rss_series
            .iter()
            .map(|(n, r)| format!(
                "{n}: {:?}",
                r.iter().map(|r| r / (1024 * 1024)).collect::<Vec<_>>()
            ))
            .collect::<Vec<_>>()
            .join(", ")
    );
    assert_eq!(answered, total, "every request is answered");
    assert!(
        wrong.is_empty(),
        "{} wrong answers:\n{}",
        wrong.len(),
        wrong
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    for (first, end) in rss_first.iter().zip(&rss_end) {
        assert!(*first > 0 && *end > 0, "RSS read from /proc");
        assert!(
            *end <= first + 50 * 1024 * 1024,
            "a server grew from {} KiB to {} KiB",
            first / 1024,
            end / 1024
        );
    }
    Soaked {
        total,
        answered,
        elapsed,
        first_mark,
        rss: rss_first.into_iter().zip(rss_end).collect(),
        given,
        alive,
        crossed,
    }
}

/// `lackpy mcp` on stdio under the soak: normal and failing programs,
/// bombs of every kind, malformed JSON-RPC (and garbage lines, which have
/// no id to answer), unknown tools, document sessions opened and abandoned
/// or continued. Every request is answered; the server's RSS at the end is
/// within 50 MB of its RSS after the first 1,000; no more sessions are
/// alive than `--max-sessions`. Slow in a debug build, so `--ignored`; CI
/// runs it:
///
///     cargo test --test mcp -- --ignored --nocapture soak
///
/// `LACKPY_SOAK_REQUESTS=N` changes the number of requests.
#[cfg(target_os = "linux")]
#[test]
#[ignore]
fn soak_ten_thousand_mixed_requests() {
    use std::io::{BufRead, BufReader, Write};
    const MAX_SESSIONS: usize = 8;
    let ws = workspace();
    let mut child = soak_server(
        ws.path(),
        &["--max-sessions", &MAX_SESSIONS.to_string()],
        true,
    );
    let pid = child.0.id();
    let mut input = child.0.stdin.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel::<Json>();
    let stdout = child.0.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let j: Json = serde_json::from_str(&line).unwrap_or_else(|e| {
                panic!("the server wrote a line that is not JSON ({e}): {line}")
            });
            if tx.send(j).is_err() {
                break;
            }
        }
    });
    let write = move |input: &mut std::process::ChildStdin, line: &str| {
        input.write_all(line.as_bytes()).unwrap();
        input.write_all(b"\n").unwrap();
        input.flush().unwrap();
    };
    write(
        &mut input,
        r#"{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "soak", "version": "0"}}}"#,
    );
    let first = rx
        .recv_timeout(Duration::from_secs(120))
        .expect("initialized");
    assert_eq!(first["id"], 0);
    write(
        &mut input,
        r#"{"jsonrpc": "2.0", "method": "notifications/initialized"}"#,
    );
    let link = SoakLink {
        send: Box::new(move |_, line, garbage| {
            if let Some(g) = garbage {
                write(&mut input, g);
            }
            write(&mut input, line);
        }),
        rx,
        pids: vec![pid],
    };
    let soaked = soak(link);
    // The link is gone: stdin is closed, and the server exits.
    let status = child.0.wait().expect("the server exits when stdin closes");
    reader.join().expect("reader");
    assert!(status.success(), "{status}");
    assert!(
        soaked.given > MAX_SESSIONS,
        "only {} sessions opened",
        soaked.given
    );
    assert!(
        soaked.alive <= MAX_SESSIONS,
        "{} sessions alive, limit {MAX_SESSIONS}",
        soaked.alive
    );
}

/// The soak over HTTP (`--transport http`): two server processes sharing
/// one `--session-dir`, requests dealt to them in turn, so that a session
/// opened on one is continued on either. Every session given out is still
/// alive at the end (none lives in a process's memory, so none is pushed
/// out), it is continued on the other process at least once, and when the
/// last part ends each document no snapshot is left in the folder.
///
///     cargo test --test mcp -- --ignored --nocapture soak_http
#[cfg(target_os = "linux")]
#[test]
#[ignore]
fn soak_http_two_servers_sharing_sessions() {
    use std::io::{BufRead, BufReader};
    let ws = workspace();
    let sessions = ws.path().join("sessions");
    let dir = sessions.to_str().expect("a UTF-8 path");
    let extra = ["--transport", "http", "--port", "0", "--session-dir", dir];
    let mut servers = [
        soak_server(ws.path(), &extra, false),
        soak_server(ws.path(), &extra, false),
    ];
    let urls: Vec<String> = servers
        .iter_mut()
        .map(|s| {
            let mut line = String::new();
            BufReader::new(s.0.stderr.take().unwrap())
                .read_line(&mut line)
                .expect("the server says where it listens");
            line.split("serving ")
                .nth(1)
                .expect("a URL")
                .trim()
                .to_string()
        })
        .collect();
    let rt = lackpy::runtime::shared().expect("a runtime");
    let client = lackpy::runtime::http_client(&urls[0], |b| b).expect("an HTTP client");
    let (tx, rx) = std::sync::mpsc::channel::<Json>();
    // One POST: its answer (a JSON-RPC message with the request's id; an
    // HTTP error becomes a protocol error of that id), or nothing for a
    // notification or a garbage body.
    let post = move |url: String, body: String, id: Option<usize>| {
        let client = client.clone();
        let tx = tx.clone();
        rt.spawn(async move {
            let answer = client
                .post(&url)
                .header("content-type", "application/json")
                .header("accept", "application/json, text/event-stream")
                .body(body)
                .send()
                .await;
            let Some(id) = id else { return };
            let j = match answer {
                Ok(r) => {
                    let status = r.status().as_u16();
                    let text = r.text().await.unwrap_or_default();
                    match serde_json::from_str::<Json>(&text) {
                        Ok(mut j) if j.is_object() => {
                            if j["id"].is_null() {
                                j["id"] = json!(id);
                            }
                            j
                        }
                        _ if text.is_empty() && status == 202 => return,
                        _ => json!({"id": id, "error": {"status": status, "body": text}}),
                    }
                }
                Err(e) => json!({"id": id, "error": {"transport": e.to_string()}}),
            };
            let _ = tx.send(j);
        });
    };
    let init = r#"{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "soak", "version": "0"}}}"#;
    for url in &urls {
        post(url.clone(), init.to_string(), Some(0));
        let a = rx
            .recv_timeout(Duration::from_secs(120))
            .expect("initialized");
        assert!(a["result"]["serverInfo"].is_object(), "{a}");
    }
    let pids = servers.iter().map(|s| s.0.id()).collect();
    let link = SoakLink {
        send: Box::new(move |i, line, garbage| {
            let url = urls[i % urls.len()].clone();
            if let Some(g) = garbage {
                post(url.clone(), g.to_string(), None);
            }
            post(url, line.to_string(), Some(i));
        }),
        rx,
        pids,
    };
    let soaked = soak(link);
    assert_eq!(soaked.answered, soaked.total);
    assert!(soaked.given > 100, "only {} sessions opened", soaked.given);
    assert_eq!(
        soaked.alive, soaked.given,
        "a session kept in the folder is never pushed out"
    );
    assert!(
        soaked.crossed > 0,
        "no session was continued on the other server"
    );
    let left: Vec<_> = std::fs::read_dir(&sessions)
        .expect("the session folder")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name())
        .collect();
    assert!(
        left.is_empty(),
        "files left in the session folder: {left:?}"
    );
    eprintln!(
        "soak_http: sessions continued on the other server: {}; first mark {}; RSS (KiB) {:?}; {:.1} s",
        soaked.crossed,
        soaked.first_mark,
        soaked.rss.iter().map(|(a, b)| (a / 1024, b / 1024)).collect::<Vec<_>>(),
        soaked.elapsed.as_secs_f64()
    );
    for s in &mut servers {
        let _ = s.0.kill();
        let _ = s.0.wait();
    }
}
