//! `lackpy generate` and `delegate` end to end: the binary against small
//! HTTP servers on 127.0.0.1 that play each model API with scripted
//! replies and record what they received; templates, rules and the
//! ratchet on a fixture workspace. No network beyond loopback, and no
//! assertion on timings.

mod common;

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{json, Value as Json};

const LACKPY: &str = env!("CARGO_BIN_EXE_lackpy");

/// One scripted answer of a fake server.
enum Reply {
    /// A status and a JSON (or any) body.
    Status(u16, String),
    /// Read the request, then say nothing for a long while.
    Hang,
    /// A 200 whose body is sent in these pieces (chunked), one at a time.
    Stream(Vec<String>),
}

#[derive(Debug, Clone)]
struct Request {
    method: String,
    path: String,
    headers: HashMap<String, String>,
    body: Json,
}

struct Fake {
    url: String,
    seen: Arc<Mutex<Vec<Request>>>,
}

impl Fake {
    fn requests(&self) -> Vec<Request> {
        self.seen.lock().unwrap().clone()
    }
}

fn read_request(s: &mut TcpStream) -> Option<Request> {
    s.set_read_timeout(Some(Duration::from_secs(10))).ok()?;
    let mut buf = Vec::new();
    let mut chunk = [0u8; 4096];
    let head_end = loop {
        if let Some(i) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            break i + 4;
        }
        let n = s.read(&mut chunk).ok()?;
        if n == 0 {
            return None;
        }
        buf.extend_from_slice(&chunk[..n]);
    };
    let head = String::from_utf8_lossy(&buf[..head_end]).to_string();
    let mut lines = head.split("\r\n");
    let mut first = lines.next()?.split(' ');
    let method = first.next()?.to_string();
    let path = first.next()?.to_string();
    let headers: HashMap<String, String> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let len: usize = headers
        .get("content-length")
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    while buf.len() < head_end + len {
        let n = s.read(&mut chunk).ok()?;
        if n == 0 {
            break;
        }
        buf.extend_from_slice(&chunk[..n]);
    }
    let body = serde_json::from_slice(&buf[head_end..]).unwrap_or(Json::Null);
    Some(Request {
        method,
        path,
        headers,
        body,
    })
}

/// A server that answers one connection per scripted reply, in order.
fn serve(replies: Vec<Reply>) -> Fake {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let seen = Arc::new(Mutex::new(Vec::new()));
    let record = seen.clone();
    std::thread::spawn(move || {
        for reply in replies {
            let Ok((mut s, _)) = listener.accept() else {
                return;
            };
            if let Some(r) = read_request(&mut s) {
                record.lock().unwrap().push(r);
            }
            match reply {
                Reply::Status(code, body) => {
                    let _ = write!(
                        s,
                        "HTTP/1.1 {code} X\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                        body.len()
                    );
                }
                // Bounded: the connection is held, then dropped.
                Reply::Hang => std::thread::sleep(Duration::from_secs(20)),
                Reply::Stream(pieces) => {
                    let _ = write!(
                        s,
                        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                    );
                    for p in pieces {
                        // A reader that stopped early closes the connection.
                        if write!(s, "{:x}\r\n{p}\r\n", p.len()).is_err() || s.flush().is_err() {
                            break;
                        }
                    }
                    let _ = write!(s, "0\r\n\r\n");
                }
            }
        }
    });
    Fake { url, seen }
}

fn ollama_reply(content: &str) -> Reply {
    Reply::Status(
        200,
        json!({"model": "m", "message": {"role": "assistant", "content": content}, "done": true})
            .to_string(),
    )
}

fn openai_reply(content: &str) -> Reply {
    Reply::Status(
        200,
        json!({"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}]})
            .to_string(),
    )
}

fn anthropic_reply(content: &str) -> Reply {
    Reply::Status(
        200,
        json!({"type": "message", "role": "assistant",
               "content": [{"type": "text", "text": content}]})
        .to_string(),
    )
}

/// A fixture workspace: a little Python project.
fn workspace() -> tempfile::TempDir {
    let d = tempfile::tempdir().unwrap();
    let p = d.path();
    std::fs::create_dir_all(p.join("src")).unwrap();
    std::fs::create_dir_all(p.join("docs")).unwrap();
    std::fs::write(
        p.join("src/auth.py"),
        "def validate_token(t):\n    return len(t) > 3\n\n\ndef login(user):\n    # TODO: rate limit\n    return validate_token(user)\n",
    )
    .unwrap();
    std::fs::write(
        p.join("src/app.py"),
        "from auth import login\n\n\ndef main():\n    return login('ann')\n",
    )
    .unwrap();
    std::fs::write(p.join("README.md"), "# demo\nA tiny project.\n").unwrap();
    std::fs::write(p.join("docs/guide.md"), "Guide. TODO: write it\n").unwrap();
    d
}

fn config(root: &Path, toml: &str) {
    std::fs::create_dir_all(root.join(".lackpy")).unwrap();
    std::fs::write(root.join(".lackpy/config.toml"), toml).unwrap();
}

fn lackpy_env(root: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(LACKPY);
    cmd.args(args)
        .arg("--root")
        .arg(root)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("lackpy runs")
}

fn lackpy(root: &Path, args: &[&str]) -> Output {
    lackpy_env(root, args, &[])
}

fn json_of(out: &Output) -> Json {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}): {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn model_config(name: &str, plugin: &str, url: &str, extra: &str) -> String {
    let key = if plugin == "ollama" {
        "host"
    } else {
        "base_url"
    };
    format!(
        "[inference]\norder = [\"{name}\"]\ntimeout = 10\n\n[inference.providers.{name}]\nplugin = \"{plugin}\"\n{key} = \"{url}\"\nmodel = \"test-model\"\n{extra}\n"
    )
}

#[test]
fn ollama_request_shape_and_cleanup() {
    let ws = workspace();
    let fake = serve(vec![ollama_reply(
        "<think>\nThe kit has find_files.\n</think>\nHere is the cell:\n```python\nfiles = find_files('**/*.py')\nlen(files)\n```\nThis counts the Python files.",
    )]);
    config(ws.path(), &model_config("ollama", "ollama", &fake.url, ""));
    let out = lackpy(
        ws.path(),
        &[
            "delegate",
            "how many python files are there",
            "--format",
            "json",
        ],
    );
    let j = json_of(&out);
    assert_eq!(out.status.code(), Some(0), "{j}");
    assert_eq!(j["output"], json!(2));
    assert_eq!(j["generation_tier"], json!("ollama"));
    assert_eq!(
        j["program"],
        json!("files = find_files('**/*.py')\nlen(files)\n")
    );
    assert_eq!(j["correction_attempts"], json!(0));
    for k in ["generation_time_ms", "execution_time_ms", "total_time_ms"] {
        assert!(j[k].is_number(), "{k}");
    }
    assert_eq!(j["trace"][0]["tool"], json!("find_files"));
    let reqs = fake.requests();
    assert_eq!(reqs.len(), 1);
    let r = &reqs[0];
    assert_eq!((r.method.as_str(), r.path.as_str()), ("POST", "/api/chat"));
    assert_eq!(r.body["model"], json!("test-model"));
    assert_eq!(r.body["stream"], json!(false));
    assert!(r.body["options"]["temperature"].is_number());
    let msgs = r.body["messages"].as_array().unwrap();
    assert_eq!(msgs[0]["role"], json!("system"));
    let system = msgs[0]["content"].as_str().unwrap();
    assert!(system.starts_with("You are a Jupyter notebook cell generator."));
    assert!(system.contains("Kernel namespace:\n  read_file(path) -> str: "));
    assert!(system.contains("  find_files(pattern) -> list[str]: "));
    assert!(system.contains("Use read_file(path) to get file contents."));
    assert!(system.contains("Builtins: len, "));
    assert!(!system.contains("while") && !system.contains("import"));
    assert_eq!(
        msgs[1],
        json!({"role": "user", "content": "how many python files are there"})
    );
}

#[test]
fn openai_request_shape_key_and_params() {
    let ws = workspace();
    let fake = serve(vec![openai_reply(
        "```\ncontent = read_file(path)\nlen(content.splitlines())\n```",
    )]);
    config(
        ws.path(),
        &model_config(
            "local",
            "openai",
            &fake.url,
            "api_key_env = \"LACKPY_TEST_OPENAI_KEY\"\nmax_tokens = 256",
        ),
    );
    let out = lackpy_env(
        ws.path(),
        &[
            "delegate",
            "count the lines of the file",
            "--param",
            "path=README.md",
            "--format",
            "json",
        ],
        &[("LACKPY_TEST_OPENAI_KEY", "sekrit")],
    );
    let j = json_of(&out);
    assert_eq!(out.status.code(), Some(0), "{j}");
    assert_eq!(j["output"], json!(2));
    assert_eq!(j["generation_tier"], json!("local"));
    let r = &fake.requests()[0];
    assert_eq!(r.path, "/v1/chat/completions");
    assert_eq!(
        r.headers.get("authorization").map(String::as_str),
        Some("Bearer sekrit")
    );
    assert_eq!(r.body["model"], json!("test-model"));
    assert_eq!(r.body["max_tokens"], json!(256));
    assert!(r.body["temperature"].is_number());
    let system = r.body["messages"][0]["content"].as_str().unwrap();
    assert!(
        system.contains("Pre-set variables:\n  path = 'README.md'"),
        "{system}"
    );
    assert_eq!(
        r.body["messages"][1]["content"],
        json!("count the lines of the file")
    );
}

#[test]
fn anthropic_request_shape_and_headers() {
    let ws = workspace();
    let fake = serve(vec![anthropic_reply("find_definitions('login')")]);
    config(
        ws.path(),
        &model_config(
            "haiku",
            "anthropic",
            &fake.url,
            "api_key_env = \"LACKPY_TEST_ANTHROPIC_KEY\"",
        ),
    );
    let out = lackpy_env(
        ws.path(),
        &[
            "delegate",
            "where does login live",
            "--kit",
            "debug",
            "--format",
            "json",
        ],
        &[("LACKPY_TEST_ANTHROPIC_KEY", "k-123")],
    );
    let j = json_of(&out);
    assert_eq!(out.status.code(), Some(0), "{j}");
    assert_eq!(j["output"][0]["name"], json!("login"));
    let r = &fake.requests()[0];
    assert_eq!(r.path, "/v1/messages");
    assert_eq!(
        r.headers.get("x-api-key").map(String::as_str),
        Some("k-123")
    );
    assert_eq!(
        r.headers.get("anthropic-version").map(String::as_str),
        Some("2023-06-01")
    );
    assert!(r.body["system"]
        .as_str()
        .unwrap()
        .contains("find_definitions(name) -> list[dict]"));
    assert!(r.body["max_tokens"].is_number());
    assert_eq!(
        r.body["messages"],
        json!([{"role": "user", "content": "where does login live"}])
    );
}

#[test]
fn anthropic_without_its_key_is_skipped_with_a_reason() {
    let ws = workspace();
    config(
        ws.path(),
        "[inference]\norder = [\"haiku\", \"rules\"]\n[inference.providers.haiku]\nplugin = \"anthropic\"\nbase_url = \"http://127.0.0.1:9\"\nmodel = \"m\"\napi_key_env = \"LACKPY_TEST_SURELY_UNSET\"\n",
    );
    let out = lackpy(
        ws.path(),
        &["generate", "read README.md", "--format", "json"],
    );
    let j = json_of(&out);
    assert_eq!(j["generation_tier"], json!("rules"));
    assert!(j["attempts"][0]["detail"]
        .as_str()
        .unwrap()
        .contains("LACKPY_TEST_SURELY_UNSET is not set"));
}

#[test]
fn invalid_first_reply_is_retried_with_the_diagnostics() {
    let ws = workspace();
    let fake = serve(vec![
        openai_reply("import os\nlen(os.listdir('src'))"),
        openai_reply("len(find_files('src/*'))"),
    ]);
    config(ws.path(), &model_config("local", "openai", &fake.url, ""));
    let out = lackpy(
        ws.path(),
        &["delegate", "count files in src", "--format", "json"],
    );
    let j = json_of(&out);
    assert_eq!(out.status.code(), Some(0), "{j}");
    assert_eq!(j["output"], json!(2));
    assert_eq!(j["correction_attempts"], json!(1));
    let reqs = fake.requests();
    assert_eq!(reqs.len(), 2);
    let retry = reqs[1].body["messages"].as_array().unwrap();
    assert_eq!(retry.len(), 4);
    assert_eq!(retry[1]["content"], json!("count files in src"));
    assert_eq!(retry[2]["role"], json!("assistant"));
    assert_eq!(
        retry[2]["content"],
        json!("import os\nlen(os.listdir('src'))\n")
    );
    let feedback = retry[3]["content"].as_str().unwrap();
    assert!(feedback.contains("line 1, column 1: E0104"), "{feedback}");
    assert!(feedback.contains("hint:"), "{feedback}");
    assert!(feedback.contains("Rewrite the cell using only the namespace"));
    let t0 = reqs[0].body["temperature"].as_f64().unwrap();
    let t1 = reqs[1].body["temperature"].as_f64().unwrap();
    assert!(t1 > t0, "retry at a higher temperature: {t0} then {t1}");
}

/// What CPython prints for `program` run in `root` (its last expression's
/// repr), the oracle for corrections that must not change a meaning.
fn cpython_repr(root: &Path, program: &str) -> String {
    let mut lines: Vec<&str> = program.trim_end().lines().collect();
    let last = lines.pop().unwrap_or("None").to_string();
    let script = format!("{}\nprint(repr({last}))\n", lines.join("\n"));
    common::python3(&script, root).trim_end().to_string()
}

#[test]
fn a_chatty_reply_with_python_habits_is_cleaned_and_corrected_without_a_retry() {
    let ws = workspace();
    let program = "import os\nwith open('README.md') as fh:\n    lines = fh.readlines()\nname = os.path.basename(os.path.join('docs', 'guide.md'))\n[len(lines), lines[0], name]\n";
    let reply = format!("Sure! ```python\n{program}``` This reads the readme and names the guide.");
    let fake = serve(vec![ollama_reply(&reply)]);
    config(ws.path(), &model_config("ollama", "ollama", &fake.url, ""));
    let out = lackpy(ws.path(), &["delegate", "readme lines", "--format", "json"]);
    let j = json_of(&out);
    assert_eq!(out.status.code(), Some(0), "{j}");
    assert_eq!(fake.requests().len(), 1, "no retry was needed");
    assert_eq!(j["correction_attempts"], json!(0));
    let corrections = j["corrections"].as_array().unwrap();
    assert_eq!(corrections.len(), 4, "{corrections:?}");
    assert!(corrections
        .iter()
        .any(|c| c.as_str().unwrap_or("").contains("`import os` dropped")));
    assert!(!j["program"].as_str().unwrap().contains("open"), "{j}");
    // The corrected program means what the model's meant: CPython agrees.
    assert_eq!(j["repr"], json!(cpython_repr(ws.path(), program)));
}

#[test]
fn a_program_wrapped_in_main_runs_as_its_body() {
    let ws = workspace();
    let fake = serve(vec![openai_reply(
        "```python\ndef main():\n    files = find_files('**/*.py')\n    return len(files)\n\nif __name__ == \"__main__\":\n    print(main())\n```",
    )]);
    config(ws.path(), &model_config("local", "openai", &fake.url, ""));
    let out = lackpy(
        ws.path(),
        &["delegate", "count python files", "--format", "json"],
    );
    let j = json_of(&out);
    assert_eq!(out.status.code(), Some(0), "{j}");
    assert_eq!(j["output"], json!(2));
    assert_eq!(fake.requests().len(), 1);
}

#[test]
fn a_reply_that_does_not_parse_still_hears_of_open_and_import() {
    let ws = workspace();
    let fake = serve(vec![
        openai_reply("import re\ntext = open('README.md').read(\nlen(text)"),
        openai_reply("text = read_file('README.md')\nlen(text)"),
    ]);
    config(ws.path(), &model_config("local", "openai", &fake.url, ""));
    let out = lackpy(ws.path(), &["delegate", "readme size", "--format", "json"]);
    let j = json_of(&out);
    assert_eq!(out.status.code(), Some(0), "{j}");
    assert_eq!(j["correction_attempts"], json!(1));
    let reqs = fake.requests();
    let feedback = reqs[1].body["messages"][3]["content"]
        .as_str()
        .unwrap_or("");
    assert!(feedback.contains("`open` is not available"), "{feedback}");
    assert!(
        feedback.contains("use `read_file(path)` to read a file"),
        "{feedback}"
    );
    assert!(feedback.contains("E0104"), "{feedback}");
    assert!(!feedback.contains("E0001 unexpected `` ` ``"), "{feedback}");
}

#[test]
fn http_500_hands_over_to_the_next_provider() {
    let ws = workspace();
    let fake = serve(vec![Reply::Status(
        500,
        "{\"error\": \"model exploded\"}".into(),
    )]);
    let mut cfg = model_config("local", "openai", &fake.url, "");
    cfg = cfg.replace("order = [\"local\"]", "order = [\"local\", \"rules\"]");
    config(ws.path(), &cfg);
    let out = lackpy(
        ws.path(),
        &["delegate", "list python files", "--format", "json"],
    );
    let j = json_of(&out);
    assert_eq!(out.status.code(), Some(0), "{j}");
    assert_eq!(j["generation_tier"], json!("rules"));
    assert_eq!(j["output"], json!(["src/app.py", "src/auth.py"]));
    let g = json_of(&lackpy(
        ws.path(),
        &["generate", "list python files", "--format", "json"],
    ));
    // The server answered once; the second run finds it gone.
    let detail = g["attempts"][0]["detail"].as_str().unwrap();
    assert!(detail.contains("unreachable"), "{detail}");
    let first = stderr(&lackpy(ws.path(), &["delegate", "zzz"]));
    assert!(first.contains("local: "), "{first}");
}

#[test]
fn http_error_status_is_reported() {
    let ws = workspace();
    let fake = serve(vec![Reply::Status(
        500,
        "{\"error\": \"model exploded\"}".into(),
    )]);
    config(ws.path(), &model_config("local", "openai", &fake.url, ""));
    let out = lackpy(
        ws.path(),
        &["generate", "anything at all", "--format", "json"],
    );
    assert_eq!(out.status.code(), Some(5));
    let j = json_of(&out);
    let detail = j["attempts"][0]["detail"].as_str().unwrap();
    assert!(
        detail.contains("HTTP error 500") && detail.contains("model exploded"),
        "{detail}"
    );
}

#[test]
fn a_server_that_never_answers_times_out() {
    let ws = workspace();
    let fake = serve(vec![Reply::Hang]);
    let cfg = model_config("slow", "ollama", &fake.url, "").replace("timeout = 10", "timeout = 1");
    config(ws.path(), &cfg);
    let out = lackpy(ws.path(), &["delegate", "do something", "--format", "json"]);
    assert_eq!(out.status.code(), Some(5), "{}", stderr(&out));
    let j = json_of(&out);
    assert_eq!(j["trace"], json!([]));
    let detail = j["attempts"][0]["detail"].as_str().unwrap();
    assert!(detail.contains("timed out"), "{detail}");
    assert_eq!(fake.requests().len(), 1);
}

#[test]
fn malformed_replies_are_reported() {
    let ws = workspace();
    let fake = serve(vec![
        Reply::Status(200, "this is not json {".into()),
        Reply::Status(200, "{\"choices\": []}".into()),
    ]);
    let cfg = format!(
        "{}\n[inference.providers.again]\nplugin = \"openai\"\nbase_url = \"{}\"\nmodel = \"m\"\n",
        model_config("local", "openai", &fake.url, ""),
        fake.url
    )
    .replace("order = [\"local\"]", "order = [\"local\", \"again\"]");
    config(ws.path(), &cfg);
    let out = lackpy(ws.path(), &["generate", "do something", "--format", "json"]);
    assert_eq!(out.status.code(), Some(5));
    let j = json_of(&out);
    let a = j["attempts"].as_array().unwrap();
    assert!(a[0]["detail"]
        .as_str()
        .unwrap()
        .contains("malformed response: not JSON"));
    assert!(a[1]["detail"]
        .as_str()
        .unwrap()
        .contains("malformed response"));
}

#[test]
fn every_provider_failing_runs_nothing() {
    let ws = workspace();
    // The model insists on writing a file the kit does not offer.
    let fake = serve(vec![
        ollama_reply("write_file('pwned.txt', 'x')"),
        ollama_reply("write_file('pwned.txt', 'y')"),
    ]);
    let cfg = model_config("ollama", "ollama", &fake.url, "").replace(
        "order = [\"ollama\"]",
        "order = [\"templates\", \"rules\", \"ollama\"]",
    );
    config(ws.path(), &cfg);
    let out = lackpy(ws.path(), &["delegate", "make a file called pwned"]);
    assert_eq!(out.status.code(), Some(5));
    let err = stderr(&out);
    assert!(err.contains("templates: nothing matches"), "{err}");
    assert!(err.contains("rules: nothing matches"), "{err}");
    assert!(err.contains("ollama: program refused"), "{err}");
    assert!(err.contains("ollama: retry: program refused"), "{err}");
    assert!(err.contains("nothing was run"), "{err}");
    assert!(out.stdout.is_empty());
    assert!(!ws.path().join("pwned.txt").exists());
    // The journal records the failure.
    let journal = std::fs::read_to_string(ws.path().join(".lackpy/journal.jsonl")).unwrap();
    let e: Json = serde_json::from_str(journal.lines().last().unwrap()).unwrap();
    assert_eq!(e["success"], json!(false));
    assert_eq!(e["tier"], json!(null));
}

#[test]
fn no_config_means_templates_and_rules() {
    let ws = workspace();
    let cases: &[(&str, &str, Json)] = &[
        ("read README.md", "read", json!("# demo\nA tiny project.\n")),
        (
            "list markdown files",
            "read",
            json!(["README.md", "docs/guide.md"]),
        ),
        (
            "find files matching src/a*.py",
            "read",
            json!(["src/app.py", "src/auth.py"]),
        ),
        (
            "who calls validate_token?",
            "debug",
            json!([{"file": "src/auth.py", "line": 7, "caller": "login", "text": "return validate_token(user)"}]),
        ),
    ];
    for (intent, kit, want) in cases {
        let out = lackpy(
            ws.path(),
            &["delegate", intent, "--kit", kit, "--format", "json"],
        );
        let j = json_of(&out);
        assert_eq!(out.status.code(), Some(0), "{intent}: {j}");
        assert_eq!(j["generation_tier"], json!("rules"), "{intent}");
        assert_eq!(&j["output"], want, "{intent}");
    }
    let s = json_of(&lackpy(
        ws.path(),
        &["delegate", "search for TODO", "--format", "json"],
    ));
    assert_eq!(s["output"].as_str().unwrap().lines().count(), 2, "{s}");
    // Human output: the result's repr on stdout.
    let out = lackpy(ws.path(), &["delegate", "list python files"]);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "['src/app.py', 'src/auth.py']\n"
    );
    let out = lackpy(
        ws.path(),
        &["generate", "find definitions of login", "--kit", "debug"],
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "find_definitions('login')\n"
    );
}

#[test]
fn max_grade_narrows_what_is_offered() {
    let ws = workspace();
    let fake = serve(vec![ollama_reply("x = 1\nx")]);
    config(ws.path(), &model_config("ollama", "ollama", &fake.url, ""));
    let out = lackpy(
        ws.path(),
        &[
            "delegate",
            "anything",
            "--kit",
            "edit",
            "--max-grade",
            "1",
            "--format",
            "json",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let system = fake.requests()[0].body["messages"][0]["content"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(system.contains("read_file(path)"));
    assert!(!system.contains("write_file"), "{system}");
}

fn template_add(root: &Path, name: &str, pattern: &str, body: &str, extra: &[&str]) -> Output {
    let mut cmd = Command::new(LACKPY);
    cmd.args(["template", "add", name, "--pattern", pattern, "-", "--root"])
        .arg(root)
        .args(extra)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(body.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn templates_capture_safely_and_count() {
    let ws = workspace();
    let out = template_add(
        ws.path(),
        "callers",
        "callers of {name} please",
        "c = find_callers({name})\n[x['caller'] for x in c]\n",
        &["--kit", "debug"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    // Adding it again needs --force.
    let again = template_add(
        ws.path(),
        "callers",
        "x {name}",
        "find_callers({name})",
        &[],
    );
    assert_eq!(again.status.code(), Some(2));
    // A template that does not check against the kit is refused.
    let bad = template_add(
        ws.path(),
        "bad",
        "bad {x}",
        "nope({x})",
        &["--kit", "debug"],
    );
    assert_eq!(bad.status.code(), Some(3));
    // So is one whose program fills a placeholder the pattern lacks.
    let bad = template_add(
        ws.path(),
        "bad",
        "read {path}",
        "read_file('src/{name}.py')",
        &[],
    );
    assert_eq!(bad.status.code(), Some(3));
    assert!(stderr(&bad).contains("{name}"), "{}", stderr(&bad));
    // And, without --kit, one that calls what no kit has.
    let bad = template_add(ws.path(), "bad", "bad {x}", "nope('{x}')", &[]);
    assert_eq!(bad.status.code(), Some(3));
    assert!(!ws.path().join(".lackpy/templates/bad.tmpl").exists());

    let out = lackpy(
        ws.path(),
        &[
            "delegate",
            "Callers of validate_token please",
            "--kit",
            "debug",
            "--format",
            "json",
        ],
    );
    let j = json_of(&out);
    assert_eq!(j["generation_tier"], json!("templates"), "{j}");
    assert_eq!(j["output"], json!(["login"]));

    // A capture that tries to close the literal stays a literal.
    let evil = "callers of '); write_file('x.txt', 'pwned please";
    let out = lackpy(
        ws.path(),
        &[
            "delegate",
            evil,
            "--kit",
            "debug,write_file",
            "--format",
            "json",
        ],
    );
    let j = json_of(&out);
    assert_eq!(j["generation_tier"], json!("templates"), "{j}");
    assert_eq!(
        j["program"],
        json!("c = find_callers(\"'); write_file('x.txt', 'pwned\")\n[x['caller'] for x in c]\n")
    );
    assert_eq!(j["trace"].as_array().unwrap().len(), 1);
    assert!(!ws.path().join("x.txt").exists());

    let list = json_of(&lackpy(
        ws.path(),
        &["template", "list", "--format", "json"],
    ));
    let t = &list["templates"][0];
    assert_eq!(t["name"], json!("callers"));
    assert_eq!(
        (t["success_count"].clone(), t["fail_count"].clone()),
        (json!(2), json!(0))
    );
    assert_eq!(t["status"], json!("active"));
}

#[test]
fn reference_templates_work_unchanged() {
    let ws = workspace();
    let dir = ws.path().join(".lackpy/templates");
    std::fs::create_dir_all(&dir).unwrap();
    // The reference implementation's own template format and examples.
    std::fs::write(
        dir.join("find-callers.tmpl"),
        "---\nname: find-callers\npattern: \"find (all )?(callers|usages|references) of {name}\"\nsuccess_count: 12\nfail_count: 1\n---\nresults = find_callers(\"{name}\")\n[f\"{r['file']}:{r['line']}\" for r in results]\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("read-file.tmpl"),
        "---\nname: read-file\npattern: \"read (the )?file {path}\"\nsuccess_count: 5\nfail_count: 1\n---\ncontent = read_file('{path}')\ncontent\n",
    )
    .unwrap();
    config(ws.path(), "[inference]\norder = [\"templates\"]\n");
    let run = |intent: &str, kit: &str| {
        json_of(&lackpy(
            ws.path(),
            &["delegate", intent, "--kit", kit, "--format", "json"],
        ))
    };
    let j = run("please find all usages of validate_token", "debug");
    assert_eq!(j["generation_tier"], json!("templates"), "{j}");
    assert_eq!(j["output"], json!(["src/auth.py:7"]), "{j}");
    let j = run("Read the file 'README.md'", "read");
    assert_eq!(j["output"], json!("# demo\nA tiny project.\n"), "{j}");
    // A capture that tries to leave the string stays in it.
    let j = run("read file x'); write_file('pwned', 'y", "read,write_file");
    assert_eq!(j["generation_tier"], json!("templates"), "{j}");
    assert_eq!(j["trace"][0]["tool"], json!("read_file"), "{j}");
    assert_eq!(j["trace"].as_array().unwrap().len(), 1, "{j}");
    assert!(!ws.path().join("pwned").exists());
}

#[test]
fn a_failing_template_is_demoted() {
    let ws = workspace();
    let out = template_add(
        ws.path(),
        "reader",
        "open up {path}",
        "read_file({path})",
        &[],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    for _ in 0..3 {
        let out = lackpy(
            ws.path(),
            &["delegate", "open up missing.txt", "--format", "json"],
        );
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(json_of(&out)["generation_tier"], json!("templates"));
    }
    let list =
        String::from_utf8_lossy(&lackpy(ws.path(), &["template", "list"]).stdout).into_owned();
    assert!(
        list.contains("reader") && list.contains("demoted") && list.contains("-3"),
        "{list}"
    );
    // Demoted: no longer used, so nothing serves the intent.
    let out = lackpy(ws.path(), &["delegate", "open up README.md"]);
    assert_eq!(out.status.code(), Some(5), "{}", stderr(&out));
}

#[test]
fn journal_and_promote() {
    let ws = workspace();
    let fake = serve(vec![openai_reply(
        "c = find_callers('validate_token')\nsorted([x['file'] for x in c])",
    )]);
    let cfg = model_config("local", "openai", &fake.url, "")
        .replace("order = [\"local\"]", "order = [\"templates\", \"local\"]");
    config(ws.path(), &cfg);
    let out = lackpy(
        ws.path(),
        &[
            "delegate",
            "which files call 'validate_token'",
            "--kit",
            "debug",
            "--format",
            "json",
        ],
    );
    assert_eq!(json_of(&out)["output"], json!(["src/auth.py"]));
    let journal = std::fs::read_to_string(ws.path().join(".lackpy/journal.jsonl")).unwrap();
    let e: Json = serde_json::from_str(journal.lines().last().unwrap()).unwrap();
    assert_eq!(e["intent"], json!("which files call 'validate_token'"));
    assert_eq!(e["kit"], json!("debug"));
    assert_eq!(e["tier"], json!("local"));
    assert_eq!(e["success"], json!(true));
    assert_eq!(e["model"], json!(true));
    assert!(e["program"]
        .as_str()
        .unwrap()
        .starts_with("c = find_callers("));
    for k in ["generation_time_ms", "execution_time_ms", "total_time_ms"] {
        assert!(e[k].is_number(), "{k}");
    }

    let out = lackpy(ws.path(), &["template", "promote", "--name", "callers"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = std::fs::read_to_string(ws.path().join(".lackpy/templates/callers.tmpl")).unwrap();
    assert!(
        text.contains("pattern: \"^which files call {name}$\""),
        "{text}"
    );
    assert!(text.contains("c = find_callers('{name}')\n"), "{text}");

    // The model's server has gone; the template serves the next request of that shape.
    let out = lackpy(
        ws.path(),
        &[
            "delegate",
            "which files call \"login\"",
            "--kit",
            "debug",
            "--format",
            "json",
        ],
    );
    let j = json_of(&out);
    assert_eq!(j["generation_tier"], json!("templates"), "{j}");
    assert_eq!(j["output"], json!(["src/app.py"]));
    // Rules and templates are not promoted.
    lackpy(ws.path(), &["delegate", "read README.md"]);
    let out = lackpy(ws.path(), &["template", "promote", "--entry", "3"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn auto_promote_after_n_model_successes() {
    let ws = workspace();
    let fake = serve(vec![
        ollama_reply("find_definitions('login')"),
        ollama_reply("find_definitions('validate_token')"),
    ]);
    let cfg = model_config("ollama", "ollama", &fake.url, "").replace(
        "order = [\"ollama\"]",
        "order = [\"templates\", \"ollama\"]\nauto_promote = 2",
    );
    config(ws.path(), &cfg);
    let run = |intent: &str| {
        json_of(&lackpy(
            ws.path(),
            &["delegate", intent, "--kit", "debug", "--format", "json"],
        ))
    };
    assert_eq!(
        run("locate symbol login")["generation_tier"],
        json!("ollama")
    );
    assert!(!ws.path().join(".lackpy/templates").exists());
    assert_eq!(
        run("locate symbol validate_token")["generation_tier"],
        json!("ollama")
    );
    let list = json_of(&lackpy(
        ws.path(),
        &["template", "list", "--format", "json"],
    ));
    assert_eq!(
        list["templates"][0]["pattern"],
        json!("^locate symbol {name}$"),
        "{list}"
    );
    let third = run("locate symbol main");
    assert_eq!(third["generation_tier"], json!("templates"));
    assert_eq!(third["output"][0]["file"], json!("src/app.py"));
    assert_eq!(fake.requests().len(), 2);
}

#[test]
fn init_writes_a_config_once() {
    let ws = tempfile::tempdir().unwrap();
    let out = lackpy(ws.path(), &["init"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = std::fs::read_to_string(ws.path().join(".lackpy/config.toml")).unwrap();
    assert!(
        text.contains("[inference]")
            && text.contains("order = [\"templates\", \"rules\", \"ollama\"]")
    );
    assert!(ws.path().join(".lackpy/templates").is_dir());
    let again = lackpy(ws.path(), &["init"]);
    assert_eq!(again.status.code(), Some(2));
    assert!(stderr(&again).contains("--force"));
    std::fs::write(ws.path().join(".lackpy/config.toml"), "# mine\n").unwrap();
    assert_eq!(
        lackpy(ws.path(), &["init", "--force"]).status.code(),
        Some(0)
    );
    let text = std::fs::read_to_string(ws.path().join(".lackpy/config.toml")).unwrap();
    assert!(text.starts_with("# lackpy configuration"));
}

#[test]
fn a_bad_config_is_a_usage_error() {
    let ws = workspace();
    config(ws.path(), "[inference]\norder = [\"gpt\"]\n");
    let out = lackpy(ws.path(), &["generate", "read README.md"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("no [inference.providers.gpt] table"));
}

#[test]
fn kit_examples_resembling_the_intent_reach_the_prompt() {
    let ws = workspace();
    std::fs::create_dir_all(ws.path().join(".lackpy/kits")).unwrap();
    std::fs::write(
        ws.path().join(".lackpy/kits/mine.toml"),
        "tools = [\"read\"]\n\n[[examples]]\nintent = \"count the lines of a file\"\nprogram = \"len(read_file(p).splitlines())\"\n\n[[examples]]\nintent = \"list rust sources\"\nprogram = \"find_files('**/*.rs')\"\n",
    )
    .unwrap();
    let fake = serve(vec![ollama_reply(
        "len(read_file('README.md').splitlines())",
    )]);
    config(ws.path(), &model_config("ollama", "ollama", &fake.url, ""));
    let out = lackpy(
        ws.path(),
        &[
            "delegate",
            "count the lines of README.md",
            "--kit",
            "mine",
            "--format",
            "json",
        ],
    );
    assert_eq!(json_of(&out)["output"], json!(2), "{}", stderr(&out));
    let system = fake.requests()[0].body["messages"][0]["content"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        system
            .contains("Examples:\n\n# count the lines of a file\nlen(read_file(p).splitlines())\n"),
        "{system}"
    );
    assert!(!system.contains("list rust sources"), "{system}");
}

/// What a correct answer returns (checked by the result, not the program).
enum Want {
    Output(Json),
    Stdout(&'static str),
    Lines(usize),
}

/// A small intent corpus over the fixture workspace, served by templates,
/// rules and a fake model replaying recorded replies (one refused first,
/// then corrected). Each answer is checked by its result.
#[test]
fn intent_corpus() {
    let ws = workspace();
    let root = ws.path();
    for (name, pattern, body) in [
        (
            "lines",
            "how many lines in {path}",
            "len(read_file({path}).splitlines())",
        ),
        (
            "count-ext",
            "count {ext} files",
            "len(find_files('**/*.' + {ext}))",
        ),
        (
            "mentions",
            "does {path} mention {word}",
            "{word} in read_file({path})",
        ),
    ] {
        let out = template_add(root, name, pattern, body, &["--kit", "debug"]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    }
    let py_chars: usize = ["src/auth.py", "src/app.py"]
        .iter()
        .map(|f| {
            std::fs::read_to_string(root.join(f))
                .unwrap()
                .chars()
                .count()
        })
        .sum();
    let auth = std::fs::read_to_string(root.join("src/auth.py")).unwrap();
    let app = std::fs::read_to_string(root.join("src/app.py")).unwrap();
    let corpus: Vec<(&str, Want)> = vec![
        // Rules.
        (
            "read README.md",
            Want::Output(json!("# demo\nA tiny project.\n")),
        ),
        (
            "show the contents of docs/guide.md",
            Want::Output(json!("Guide. TODO: write it\n")),
        ),
        ("cat src/app.py", Want::Output(json!(app))),
        (
            "find definitions of login",
            Want::Output(
                json!([{"file": "src/auth.py", "line": 5, "name": "login", "kind": "function"}]),
            ),
        ),
        (
            "where is validate_token defined?",
            Want::Output(
                json!([{"file": "src/auth.py", "line": 1, "name": "validate_token", "kind": "function"}]),
            ),
        ),
        (
            "find callers of validate_token",
            Want::Output(
                json!([{"file": "src/auth.py", "line": 7, "caller": "login", "text": "return validate_token(user)"}]),
            ),
        ),
        (
            "who calls login",
            Want::Output(
                json!([{"file": "src/app.py", "line": 5, "caller": "main", "text": "return login('ann')"}]),
            ),
        ),
        (
            "list python files",
            Want::Output(json!(["src/app.py", "src/auth.py"])),
        ),
        (
            "list all markdown files",
            Want::Output(json!(["README.md", "docs/guide.md"])),
        ),
        ("find rust files", Want::Output(json!([]))),
        (
            "find files matching docs/*",
            Want::Output(json!(["docs/guide.md"])),
        ),
        (
            "glob src/*.py",
            Want::Output(json!(["src/app.py", "src/auth.py"])),
        ),
        ("search for TODO", Want::Lines(2)),
        ("grep validate_token in src", Want::Lines(2)),
        ("search for login in src/app.py", Want::Lines(2)),
        ("find usages of main", Want::Output(json!([]))),
        (
            "locate the function main",
            Want::Output(
                json!([{"file": "src/app.py", "line": 4, "name": "main", "kind": "function"}]),
            ),
        ),
        // Templates.
        ("how many lines in README.md", Want::Output(json!(2))),
        (
            "How many lines in src/auth.py",
            Want::Output(json!(auth.lines().count())),
        ),
        ("count py files", Want::Output(json!(2))),
        ("count md files", Want::Output(json!(2))),
        ("does README.md mention demo", Want::Output(json!(true))),
        (
            "does docs/guide.md mention python?",
            Want::Output(json!(false)),
        ),
        // A model.
        (
            "which functions are defined in src/auth.py",
            Want::Output(json!(["validate_token", "login"])),
        ),
        (
            "what is the title of the readme",
            Want::Output(json!("demo")),
        ),
        (
            "total size in characters of all python files",
            Want::Output(json!(py_chars)),
        ),
        (
            "list the TODO comments with their files",
            Want::Output(json!(["docs/guide.md", "src/auth.py"])),
        ),
        ("how many files are there", Want::Output(json!(4))),
        (
            "which file defines login and on which line",
            Want::Output(json!("src/auth.py:5")),
        ),
        (
            "are there any callers of validate_token outside auth.py",
            Want::Output(json!(false)),
        ),
        (
            "name the largest python file",
            Want::Output(json!("src/auth.py")),
        ),
        (
            "print each markdown file's first line",
            Want::Stdout("# demo\nGuide. TODO: write it\n"),
        ),
    ];
    let replies = [
        "defs = search_content('^def ', 'src/auth.py')\n[l.split('def ')[1].split('(')[0] for l in defs.splitlines()]",
        "```python\nread_file('README.md').splitlines()[0].lstrip('# ')\n```",
        "Here you go:\n\n```python\nsum([len(read_file(f)) for f in find_files('**/*.py')])\n```",
        "<think>search, then keep the file part</think>\n[l.split(':')[0] for l in search_content('TODO').splitlines()]",
        "files = find_files('**/*')\nreturn len(files)",
        "d = find_definitions('login')[0]\nf\"{d['file']}:{d['line']}\"",
        "import os\nany(c['file'] != 'src/auth.py' for c in find_callers('validate_token'))",
        "any([c['file'] != 'src/auth.py' for c in find_callers('validate_token')])",
        "files = find_files('**/*.py')\nmax(files, key=lambda f: len(read_file(f)))\n\nThe largest file is shown.",
        "for f in find_files('**/*.md'):\n    print(read_file(f).splitlines()[0])",
    ];
    let fake = serve(replies.iter().map(|r| ollama_reply(r)).collect());
    let cfg = model_config("ollama", "ollama", &fake.url, "").replace(
        "order = [\"ollama\"]",
        "order = [\"templates\", \"rules\", \"ollama\"]",
    );
    config(root, &cfg);
    assert!(corpus.len() >= 30);
    let mut tiers: HashMap<String, usize> = HashMap::new();
    let mut corrections = 0;
    for (intent, want) in &corpus {
        let out = lackpy(
            root,
            &["delegate", intent, "--kit", "debug", "--format", "json"],
        );
        let j = json_of(&out);
        assert_eq!(out.status.code(), Some(0), "{intent}: {j}");
        match want {
            Want::Output(v) => assert_eq!(&j["output"], v, "{intent}: {}", j["program"]),
            Want::Stdout(s) => assert_eq!(j["stdout"], json!(s), "{intent}"),
            Want::Lines(n) => assert_eq!(
                j["output"].as_str().map(|s| s.lines().count()),
                Some(*n),
                "{intent}: {j}"
            ),
        }
        *tiers
            .entry(j["generation_tier"].as_str().unwrap().to_string())
            .or_default() += 1;
        corrections += j["correction_attempts"].as_u64().unwrap();
    }
    println!(
        "intent corpus: {} intents, served by {tiers:?}, {corrections} corrections",
        corpus.len()
    );
    assert_eq!(tiers["rules"], 17);
    assert_eq!(tiers["templates"], 6);
    assert_eq!(tiers["ollama"], 9);
    assert_eq!(corrections, 1);
    assert_eq!(fake.requests().len(), replies.len());
}

// ---- The ratchet over a long run of mixed requests, a model behind it.

/// A model server whose answer is computed from each request: `answer`
/// gets the request's last user message (the intent) and returns the
/// reply. It answers up to `n` requests, then closes.
fn serve_model(n: usize, answer: fn(&str) -> String) -> Fake {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let seen = Arc::new(Mutex::new(Vec::new()));
    let record = seen.clone();
    std::thread::spawn(move || {
        for _ in 0..n {
            let Ok((mut s, _)) = listener.accept() else {
                return;
            };
            let Some(r) = read_request(&mut s) else {
                continue;
            };
            let intent = r.body["messages"]
                .as_array()
                .and_then(|m| m.iter().rev().find(|m| m["role"] == "user"))
                .and_then(|m| m["content"].as_str())
                .unwrap_or("")
                .to_string();
            record.lock().unwrap().push(r);
            let body = json!({"model": "m", "message": {"role": "assistant", "content": answer(&intent)}, "done": true}).to_string();
            let _ = write!(
                s,
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
        }
    });
    Fake { url, seen }
}

/// Fourteen kinds of request: (intent shape, the program a good model
/// writes for it), `{a}` and `{b}` standing for the values. The last one
/// is the trap of a bare word generalised: "which module defines" is not
/// "which file defines" with another key.
const KINDS: [(&str, &str); 14] = [
    ("list python files under '{a}'", "find_files('{a}/**/*.py')"),
    ("count lines in '{a}'", "len(read_file('{a}').splitlines())"),
    (
        "who calls '{a}'",
        "[c['caller'] for c in find_callers('{a}')]",
    ),
    (
        "which file defines '{a}'",
        "[d['file'] for d in find_definitions('{a}')]",
    ),
    (
        "search for '{b}' in '{a}'",
        "search_content('{b}', '{a}').splitlines()",
    ),
    ("first line of '{a}'", "read_file('{a}').splitlines()[0]"),
    ("how many files match '{a}'", "len(find_files('{a}'))"),
    ("does '{a}' mention '{b}'", "'{b}' in read_file('{a}')"),
    ("list markdown files", "find_files('**/*.md')"),
    (
        "count TODO comments in '{a}'",
        "len(search_content('TODO', '{a}').splitlines())",
    ),
    ("size of '{a}' in characters", "len(read_file('{a}'))"),
    (
        "python files whose name contains '{a}'",
        "[p for p in find_files('**/*.py') if '{a}' in p]",
    ),
    (
        "where is '{a}' called from",
        "[(c['file'], c['line']) for c in find_callers('{a}')]",
    ),
    (
        "which module defines '{a}'",
        "[d['file'].rsplit('/', 1)[-1] for d in find_definitions('{a}')]",
    ),
];

/// The values each kind draws from (the fixture workspace's files).
fn values(kind: usize) -> (&'static [&'static str], &'static [&'static str]) {
    const FILES: &[&str] = &["README.md", "docs/guide.md", "src/auth.py", "src/app.py"];
    const DIRS: &[&str] = &["src", "docs", "app", "lib", "tools", "tests"];
    const FNS: &[&str] = &["validate_token", "login", "main"];
    const WORDS: &[&str] = &["TODO", "token", "demo", "return"];
    match kind {
        0 | 9 => (DIRS, &[]),
        1 | 5 | 10 => (FILES, &[]),
        2 | 3 | 12 | 13 => (FNS, &[]),
        4 => (DIRS, WORDS),
        6 => (&["*.md", "src/*.py", "**/*.py", "docs/*"], &[]),
        7 => (FILES, WORDS),
        11 => (&["app", "auth", "guide"], &[]),
        _ => (&[], &[]),
    }
}

/// What the good model answers for an intent: the kind whose shape the
/// intent has, its program with the intent's values.
fn good_model(intent: &str) -> String {
    for (shape, program) in KINDS {
        let re = format!(
            "^{}$",
            regex::escape(shape)
                .replace("\\{a\\}", "(?P<a>[^']*)")
                .replace("\\{b\\}", "(?P<b>[^']*)")
        );
        if let Some(c) = regex::Regex::new(&re).unwrap().captures(intent) {
            let mut p = program.to_string();
            for k in ["a", "b"] {
                if let Some(v) = c.name(k) {
                    p = p.replace(&format!("{{{k}}}"), v.as_str());
                }
            }
            return p;
        }
    }
    "None".to_string()
}

#[test]
fn the_ratchet_over_a_long_mixed_run() {
    let ws = workspace();
    for d in ["app", "lib", "tools", "tests"] {
        std::fs::create_dir_all(ws.path().join(d)).unwrap();
        std::fs::write(ws.path().join(d).join("m.py"), "x = 1  # TODO\n").unwrap();
    }
    // 200 delegations of 14 kinds, values drawn by a fixed generator.
    let mut state: u64 = 0x2545F4914F6CDD1D;
    let mut next = |n: usize| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((state >> 33) as usize) % n.max(1)
    };
    let mut intents = Vec::new();
    for _ in 0..200 {
        let k = next(KINDS.len());
        let (a, b) = values(k);
        let mut intent = KINDS[k].0.to_string();
        if !a.is_empty() {
            intent = intent.replace("{a}", a[next(a.len())]);
        }
        if !b.is_empty() {
            intent = intent.replace("{b}", b[next(b.len())]);
        }
        intents.push(intent);
    }
    let fake = serve_model(200, good_model);
    config(
        ws.path(),
        &model_config("ollama", "ollama", &fake.url, "").replace(
            "order = [\"ollama\"]",
            "order = [\"templates\", \"ollama\"]\nauto_promote = 3",
        ),
    );
    let mut tiers = Vec::new();
    let mut wrong = Vec::new();
    for intent in &intents {
        let out = lackpy(
            ws.path(),
            &["delegate", intent, "--kit", "debug", "--format", "json"],
        );
        let j = json_of(&out);
        let tier = j["generation_tier"].as_str().unwrap_or("none").to_string();
        let program = j["program"].as_str().unwrap_or("").trim_end();
        if out.status.code() != Some(0) || program != good_model(intent) {
            wrong.push(format!("{intent}: [{tier}] {}", j["program"]));
        }
        tiers.push(tier);
    }
    let share = |from: usize| {
        tiers[from..].iter().filter(|t| *t == "templates").count() as f64
            / (tiers.len() - from) as f64
    };
    let model_calls = fake.requests().len();
    let templates = std::fs::read_dir(ws.path().join(".lackpy/templates"))
        .map(|d| d.count())
        .unwrap_or(0);
    eprintln!(
        "ratchet: {} delegations of {} kinds; templates served {:.0} % of all and {:.0} % of the last 100; {model_calls} model calls; {templates} templates promoted; {} wrong answers",
        tiers.len(),
        KINDS.len(),
        share(0) * 100.0,
        share(100) * 100.0,
        wrong.len()
    );
    assert!(wrong.is_empty(), "wrong answers:\n{}", wrong.join("\n"));
    assert_eq!(templates, KINDS.len(), "one template per kind");
    assert!(share(100) >= 0.95, "last-100 share {}", share(100));
}

// ---- lackpy doc: a model writes a literate document, a model fixes a failing cell.

const DOC_OK: &str = "<think>plan the report</think>\n```markdown\n# Readme report\n\n```lackpy @hidden\ntext = read_file(\"README.md\")\nlines = text.splitlines()\n```\n\nThe readme has {len(lines)} lines; it starts with {lines[0]!r}.\n```";

#[test]
fn doc_asks_for_a_document_checks_it_and_renders_it() {
    let ws = workspace();
    let fake = serve(vec![openai_reply(DOC_OK)]);
    config(ws.path(), &model_config("local", "openai", &fake.url, ""));
    let out = lackpy(
        ws.path(),
        &["doc", "report on the readme", "--format", "json"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let v = json_of(&out);
    assert_eq!(
        v["rendered"],
        "# Readme report\nThe readme has 2 lines; it starts with '# demo'.\n"
    );
    assert_eq!(v["generation_tier"], "local");
    assert_eq!(v["correction_attempts"], 0);
    assert_eq!(v["trace"][0]["tool"], "read_file");
    let reqs = fake.requests();
    let system = reqs[0].body["messages"][0]["content"]
        .as_str()
        .unwrap_or("");
    assert!(
        system.contains("@hidden") && system.contains("read_file"),
        "{system}"
    );
    assert_eq!(
        reqs[0].body["messages"][1]["content"],
        "report on the readme"
    );
}

#[test]
fn doc_retries_a_refused_document_with_the_diagnostics_and_runs_nothing_before() {
    let ws = workspace();
    let bad = "```lackpy @write(oops.txt)\nx\n```\n\n```lackpy\nimport os\n```\n";
    let fake = serve(vec![openai_reply(bad), openai_reply(DOC_OK)]);
    config(ws.path(), &model_config("local", "openai", &fake.url, ""));
    let out = lackpy(
        ws.path(),
        &[
            "doc",
            "report",
            "--kit",
            "read,write_file",
            "--format",
            "json",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(json_of(&out)["correction_attempts"], 1);
    assert!(!ws.path().join("oops.txt").exists());
    let retry = &fake.requests()[1].body["messages"];
    let feedback = retry[3]["content"].as_str().unwrap_or("");
    assert!(
        feedback.contains("E0101") || feedback.contains("import"),
        "{feedback}"
    );
    assert_eq!(retry[2]["role"], "assistant");
    // Two refusals: exit 5, nothing ran.
    let fake = serve(vec![openai_reply(bad), openai_reply(bad)]);
    config(ws.path(), &model_config("local", "openai", &fake.url, ""));
    let out = lackpy(ws.path(), &["doc", "report", "--kit", "read,write_file"]);
    assert_eq!(out.status.code(), Some(5), "{}", stderr(&out));
    assert!(stderr(&out).contains("nothing ran"), "{}", stderr(&out));
    assert!(!ws.path().join("oops.txt").exists());
}

#[test]
fn doc_sends_a_failing_cell_back_to_the_model_and_runs_its_fix() {
    let ws = workspace();
    let failing = "```lackpy\nrows = [{'n': 1}, {'n': 2}]\nprint('rows ready')\n```\n\n```lackpy\ntotal = sum([r['count'] for r in rows])\n```\n\nTotal {total}.\n";
    let fix = "Use the key the rows have:\n\n```lackpy\ntotal = sum([r['n'] for r in rows])\n```\n";
    let fake = serve(vec![
        openai_reply(failing),
        openai_reply("```lackpy @scratch\nrows[0]\n```"),
        openai_reply(fix),
    ]);
    config(ws.path(), &model_config("local", "openai", &fake.url, ""));
    let md = ws.path().join("fixed.md");
    let out = lackpy(
        ws.path(),
        &[
            "doc",
            "total the rows",
            "--format",
            "json",
            "--markdown",
            md.to_str().unwrap(),
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let v = json_of(&out);
    assert_eq!(
        v["rendered"],
        "rows ready\nUse the key the rows have:\nTotal 3.\n"
    );
    let reqs = fake.requests();
    let first = reqs[1].body["messages"][1]["content"]
        .as_str()
        .unwrap_or("");
    assert!(first.contains("KeyError: 'count'"), "{first}");
    assert!(
        first.contains("rows: list = [{'n': 1}, {'n': 2}]"),
        "{first}"
    );
    let second = reqs[2].body["messages"][1]["content"]
        .as_str()
        .unwrap_or("");
    assert!(
        second.contains("You inspected `rows[0]`: {'n': 1}"),
        "{second}"
    );
    // The clean document has the fix in place and renders the same again.
    let clean = std::fs::read_to_string(&md).unwrap();
    assert!(
        clean.contains("r['n']") && !clean.contains("r['count']"),
        "{clean}"
    );
    let again = Command::new(env!("CARGO_BIN_EXE_lackpy-vm"))
        .args(["run", md.to_str().unwrap(), "--format", "json", "--root"])
        .arg(ws.path())
        .output()
        .unwrap();
    assert_eq!(json_of(&again)["rendered"], v["rendered"]);
}

#[test]
fn a_second_recovery_attempt_shows_the_fix_that_failed() {
    let ws = workspace();
    let failing = "```lackpy\nrows = [{'n': 1}, {'n': 2}]\n```\n\n```lackpy\ntotal = sum([r['count'] for r in rows])\n```\n\nTotal {total}.\n";
    let bad_fix = "```lackpy\ntotal = rows[5]['n']\n```\n";
    let fix = "```lackpy\ntotal = sum([r['n'] for r in rows])\n```\n";
    let fake = serve(vec![
        openai_reply(failing),
        openai_reply(bad_fix),
        openai_reply(fix),
    ]);
    config(ws.path(), &model_config("local", "openai", &fake.url, ""));
    let out = lackpy(ws.path(), &["doc", "total the rows", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let v = json_of(&out);
    assert_eq!(v["rendered"], "Total 3.\n");
    assert_eq!(v["correction_attempts"], 2, "two fixes were tried");
    let second = fake.requests()[2].body["messages"][1]["content"]
        .as_str()
        .unwrap_or("")
        .to_string();
    assert!(second.contains("(attempt 2)"), "{second}");
    assert!(second.contains("rows[5]['n']"), "the failed fix: {second}");
    assert!(!second.contains("r['count']"), "not the original: {second}");
    assert!(second.contains("IndexError"), "{second}");
}

#[test]
fn doc_without_recovery_or_without_a_model_says_so() {
    let ws = workspace();
    let failing = "```lackpy\nx = 1 // 0\n```\n";
    let fake = serve(vec![openai_reply(failing)]);
    config(ws.path(), &model_config("local", "openai", &fake.url, ""));
    let out = lackpy(ws.path(), &["doc", "divide", "--no-recover"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("ZeroDivisionError"),
        "{}",
        stderr(&out)
    );
    assert_eq!(fake.requests().len(), 1, "no recovery request");
    config(
        ws.path(),
        "[inference]\norder = [\"templates\", \"rules\"]\n",
    );
    let out = lackpy(ws.path(), &["doc", "anything"]);
    assert_eq!(out.status.code(), Some(5));
    assert!(stderr(&out).contains("needs a model"), "{}", stderr(&out));
}

// ---- lackpy doc: rounds after @continue, and --stream.

#[test]
fn doc_continues_after_a_pause_until_the_document_ends() {
    let ws = workspace();
    let part1 = "```lackpy\ntext = read_file('README.md')\nn = len(text.splitlines())\n```\n\nThe readme has {n} lines.\n\n```lackpy @continue\n```\n";
    let part2 = "```lackpy\nfirst = text.splitlines()[0]\n```\n\nIt starts with {first!r}.\n\n```lackpy @continue\n```\n";
    let part3 = "Done: {n} lines.\n";
    let fake = serve(vec![
        openai_reply(part1),
        openai_reply(part2),
        openai_reply(part3),
    ]);
    config(ws.path(), &model_config("local", "openai", &fake.url, ""));
    let out = lackpy(
        ws.path(),
        &["doc", "describe the readme", "--format", "json"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let v = json_of(&out);
    assert_eq!(
        v["rendered"],
        "The readme has 2 lines.\nIt starts with '# demo'.\nDone: 2 lines.\n"
    );
    assert_eq!(v["continue_requested"], false);
    let rounds = v["rounds"].as_array().unwrap();
    let statuses: Vec<&str> = rounds
        .iter()
        .map(|r| r["status"].as_str().unwrap())
        .collect();
    assert_eq!(statuses, ["continue", "continue", "complete"]);
    assert_eq!(
        rounds[1]["document"],
        json!(format!("{part2}\n").trim_end().to_string() + "\n")
    );
    // The model saw what rendered so far and the names bound.
    let reqs = fake.requests();
    assert_eq!(reqs.len(), 3);
    let ask = reqs[1].body["messages"][3]["content"]
        .as_str()
        .unwrap_or("");
    assert!(ask.contains("The readme has 2 lines."), "{ask}");
    assert!(ask.contains("text") && ask.contains(", n"), "{ask}");
    assert_eq!(reqs[1].body["messages"][2]["role"], "assistant");

    // --max-rounds stops the loop; the pause is reported.
    let fake = serve(vec![openai_reply(part1), openai_reply(part2)]);
    config(ws.path(), &model_config("local", "openai", &fake.url, ""));
    let out = lackpy(ws.path(), &["doc", "describe", "--max-rounds", "2"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(fake.requests().len(), 2);
    assert!(
        stderr(&out).contains("--max-rounds 2 reached"),
        "{}",
        stderr(&out)
    );
    let out = lackpy(ws.path(), &["doc", "describe", "--max-rounds", "0"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
}

/// A reply streamed in small pieces, as each API streams: Ollama's NDJSON
/// lines, OpenAI's and Anthropic's server-sent events.
fn stream_reply(api: &str, text: &str) -> Reply {
    let mut pieces = Vec::new();
    let mut cur = String::new();
    for c in text.chars() {
        cur.push(c);
        if cur.len() >= 7 {
            pieces.push(std::mem::take(&mut cur));
        }
    }
    if !cur.is_empty() {
        pieces.push(cur);
    }
    let mut events: Vec<String> = Vec::new();
    match api {
        "ollama" => {
            for p in &pieces {
                events.push(format!(
                    "{}\n",
                    json!({"model": "m", "message": {"role": "assistant", "content": p}, "done": false})
                ));
            }
            events.push(format!(
                "{}\n",
                json!({"model": "m", "message": {"role": "assistant", "content": ""}, "done": true})
            ));
        }
        "openai" => {
            events.push(format!(
                "data: {}\n\n",
                json!({"choices": [{"index": 0, "delta": {"role": "assistant"}}]})
            ));
            for p in &pieces {
                events.push(format!(
                    "data: {}\n\n",
                    json!({"choices": [{"index": 0, "delta": {"content": p}}]})
                ));
            }
            events.push("data: [DONE]\n\n".into());
        }
        _ => {
            events.push(format!(
                "event: message_start\ndata: {}\n\n",
                json!({"type": "message_start", "message": {"role": "assistant"}})
            ));
            events.push(format!(
                "event: content_block_start\ndata: {}\n\n",
                json!({"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}})
            ));
            for p in &pieces {
                events.push(format!(
                    "event: content_block_delta\ndata: {}\n\n",
                    json!({"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": p}})
                ));
            }
            events.push(format!(
                "event: message_stop\ndata: {}\n\n",
                json!({"type": "message_stop"})
            ));
        }
    }
    Reply::Stream(events)
}

const STREAM_DOC: &str = "# Readme\n\n```lackpy\ntext = read_file('README.md')\nprint('read', len(text), 'characters')\n```\n\nIt has {len(text.splitlines())} lines.\n";

#[test]
fn doc_stream_reads_each_api_and_renders_as_the_batch_run() {
    let ws = workspace();
    // The batch run of the same document, for comparison.
    let fake = serve(vec![openai_reply(STREAM_DOC)]);
    config(ws.path(), &model_config("local", "openai", &fake.url, ""));
    let batch = json_of(&lackpy(ws.path(), &["doc", "readme", "--format", "json"]));
    assert_eq!(batch["success"], true, "{batch}");
    for (api, path) in [
        ("ollama", "/api/chat"),
        ("openai", "/v1/chat/completions"),
        ("anthropic", "/v1/messages"),
    ] {
        let fake = serve(vec![stream_reply(api, STREAM_DOC)]);
        let extra = if api == "anthropic" {
            "api_key_env = \"LACKPY_TEST_KEY\""
        } else {
            ""
        };
        config(ws.path(), &model_config("m", api, &fake.url, extra));
        let out = lackpy_env(
            ws.path(),
            &["doc", "readme", "--stream", "--format", "json"],
            &[("LACKPY_TEST_KEY", "k")],
        );
        assert_eq!(out.status.code(), Some(0), "{api}: {}", stderr(&out));
        let v = json_of(&out);
        assert_eq!(v["rendered"], batch["rendered"], "{api}");
        assert_eq!(v["rounds"][0]["document"], json!(STREAM_DOC), "{api}");
        let reqs = fake.requests();
        assert_eq!(reqs[0].path, path, "{api}");
        assert_eq!(reqs[0].body["stream"], json!(true), "{api}");
    }
}

#[test]
fn doc_stream_runs_each_cell_before_a_later_one_is_refused() {
    let ws = workspace();
    let doc = "```lackpy\nprint('first cell ran')\n```\n\n```lackpy\nimport os\nos.getcwd()\n```\n";
    // Batch: the whole document is checked first; nothing runs.
    let fake = serve(vec![openai_reply(doc), openai_reply(doc)]);
    config(ws.path(), &model_config("local", "openai", &fake.url, ""));
    let out = lackpy(ws.path(), &["doc", "x", "--no-recover"]);
    assert_eq!(out.status.code(), Some(5), "{}", stderr(&out));
    assert!(!String::from_utf8_lossy(&out.stdout).contains("first cell ran"));
    // Stream: the first cell runs as its fence closes; the second is
    // checked on its own and refused.
    let fake = serve(vec![stream_reply("openai", doc)]);
    config(ws.path(), &model_config("local", "openai", &fake.url, ""));
    let out = lackpy(ws.path(), &["doc", "x", "--no-recover", "--stream"]);
    assert_ne!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("first cell ran"),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(
        stderr(&out).contains("imports are not part of lackpy"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn doc_stream_cuts_the_reply_at_a_failed_cell_and_goes_on_from_the_fix() {
    let ws = workspace();
    let doc = "```lackpy\nrows = [{'n': 1}, {'n': 2}]\n```\n\n```lackpy\ntotal = sum([r['count'] for r in rows])\n```\n\n```lackpy\nprint('stale part')\n```\n";
    let fix = "```lackpy\ntotal = sum([r['n'] for r in rows])\n```\n";
    let rest = "Total {total}.\n";
    let fake = serve(vec![
        stream_reply("openai", doc),
        openai_reply(fix),
        stream_reply("openai", rest),
    ]);
    config(ws.path(), &model_config("local", "openai", &fake.url, ""));
    let out = lackpy(ws.path(), &["doc", "total", "--stream", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let v = json_of(&out);
    assert_eq!(v["rendered"], "Total 3.\n", "{v}");
    assert_eq!(v["correction_attempts"], 1);
    let reqs = fake.requests();
    assert_eq!(reqs.len(), 3);
    let fix_ask = reqs[1].body["messages"][1]["content"]
        .as_str()
        .unwrap_or("");
    assert!(fix_ask.contains("KeyError"), "{fix_ask}");
    // The writer goes on from the fixed document.
    let resumed = &reqs[2].body["messages"];
    assert_eq!(reqs[2].body["stream"], json!(true));
    let so_far = resumed[2]["content"].as_str().unwrap_or("");
    assert!(
        so_far.contains("r['n']") && !so_far.contains("r['count']"),
        "{so_far}"
    );
    assert!(!so_far.contains("stale part"), "{so_far}");
    assert!(resumed[3]["content"]
        .as_str()
        .unwrap_or("")
        .contains("Go on writing"));
}
