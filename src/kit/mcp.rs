//! Tools served by other MCP servers. A `.toml` kit names servers
//! (`[servers.NAME] command = [...]`) and tools taken from them
//! (`[tools.X] mcp = "NAME/tool"`). Each server is started once per
//! process as a child speaking MCP on its stdin/stdout; its tool list gives
//! the tools' signatures (from their input schemas); a program's call of
//! such a tool is a host call like any other, traced by the kit's host.
//!
//! The host is synchronous and a VM's values are not `Send`, so the MCP
//! client lives on a small runtime of its own (one worker thread): a host
//! call sends the request there and waits for the answer on a channel with
//! a deadline. A server that dies answers every call at once with a
//! `ToolError`; one that hangs, after the call's timeout.
//!
//! A server runs under the OS sandbox of command tools (`kit::oslayer`):
//! in the root, writing only beneath it and a private `TMPDIR`, with TCP
//! and UDP denied unless the kit's `[sandbox] network` names the server.
//! Its tools' calls report the sandbox like a command tool's, and a kit
//! or run that requires the sandbox neither starts nor calls a server
//! without it.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use rmcp::model::{CallToolRequestParams, CallToolResult, Tool};
use rmcp::service::RunningService;
use rmcp::transport::TokioChildProcess;
use rmcp::{RoleClient, ServiceExt};
use serde::Deserialize;
use serde_json::Value as Json;

use super::oslayer::{Launch, SandboxPolicy, TmpDir};
use super::{Kit, Param};
use crate::grade::Grade;
use crate::value::json::{from_json, to_json};
use crate::value::{Exc, ExcKind, Value};

/// `[servers.NAME]` of a kit file.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[serde(deny_unknown_fields)]
pub struct ServerSpec {
    /// The program and its first arguments.
    pub command: Vec<String>,
    /// More arguments, after the command's.
    #[serde(default)]
    pub args: Vec<String>,
    /// Environment variables set for the server (on top of lackpy's own).
    #[serde(default)]
    pub env: BTreeMap<String, String>,
    /// Seconds a tool call may take (default 60); also bounds the start.
    #[serde(default)]
    pub timeout: Option<u64>,
}

impl ServerSpec {
    fn timeout(&self) -> Duration {
        Duration::from_secs(self.timeout.unwrap_or(60).max(1))
    }
}

/// One running server: the client's handle and the tools it listed.
pub struct Connection {
    pub name: String,
    service: Mutex<Option<RunningService<RoleClient, ()>>>,
    peer: rmcp::Peer<RoleClient>,
    pub tools: Vec<Tool>,
    timeout: Duration,
    /// The OS sandbox it runs under, as a command tool's trace says it.
    pub sandbox: &'static str,
    /// Its private temporary folder, removed with the connection.
    _tmp: TmpDir,
}

impl Connection {
    fn is_alive(&self) -> bool {
        !self.peer.is_transport_closed()
            && self
                .service
                .lock()
                .map(|s| s.as_ref().is_some_and(|s| !s.is_closed()))
                .unwrap_or(false)
    }
}

/// Servers by their spec, folder, network grant and the folders they may
/// also read.
type Registry = Mutex<BTreeMap<(ServerSpec, String, bool, Vec<PathBuf>), Arc<Connection>>>;

fn registry() -> &'static Registry {
    static REG: OnceLock<Registry> = OnceLock::new();
    REG.get_or_init(|| Mutex::new(BTreeMap::new()))
}

use crate::runtime::block;

/// The running server for `spec` (started in `dir` on first use, and again
/// if the one started before has gone), under the OS sandbox that
/// `policy` (the kit's `[sandbox]`) sets for it.
pub fn connect(
    name: &str,
    spec: &ServerSpec,
    dir: &std::path::Path,
    policy: &SandboxPolicy,
) -> Result<Arc<Connection>, String> {
    let network = policy.network.iter().any(|n| n == name);
    let key = (
        spec.clone(),
        dir.display().to_string(),
        network,
        policy.read.clone(),
    );
    let mut reg = registry()
        .lock()
        .map_err(|_| "the server registry is poisoned")?;
    let fail = |m: String| format!("MCP server `{name}`: {m}");
    if let Some(c) = reg.get(&key) {
        if c.is_alive() {
            if c.sandbox == "none" && super::oslayer::required(policy) {
                return Err(fail(
                    "the OS sandbox is required (--require-sandbox) but this server was started without it".into(),
                ));
            }
            return Ok(c.clone());
        }
    }
    let Some(program) = spec.command.first() else {
        return Err(format!("server `{name}` has an empty command"));
    };
    let tmp = TmpDir::new().map_err(fail)?;
    let mut cmd = tokio::process::Command::new(program);
    cmd.args(&spec.command[1..])
        .args(&spec.args)
        .envs(&spec.env)
        .env("TMPDIR", tmp.path())
        .env("TMP", tmp.path())
        .env("TEMP", tmp.path())
        .current_dir(dir)
        .kill_on_drop(true);
    let shown = spec.command.join(" ");
    let timeout = spec.timeout();
    let rt = crate::runtime::shared()?;
    let launch = Launch {
        root: dir,
        policy,
        name,
        program: Some(program),
        what: "the server",
    };
    // The child is started on the sandboxed thread, inside the runtime
    // that then speaks to it.
    let mut cmd = Some(cmd);
    let (transport, sandbox) = launch
        .start(&tmp, || {
            let _inside = rt.enter();
            match cmd.take() {
                Some(c) => TokioChildProcess::new(c),
                None => Err(std::io::Error::other("the server was started already")),
            }
        })
        .map_err(fail)?;
    let started = block(
        async move {
            let service = ()
                .serve(transport)
                .await
                .map_err(|e| format!("`{shown}` did not initialize: {e}"))?;
            let tools = service
                .list_all_tools()
                .await
                .map_err(|e| format!("`{shown}` did not list its tools: {e}"))?;
            Ok::<_, String>((service, tools))
        },
        timeout,
    )
    .and_then(|r| r)
    .map_err(|e| {
        if sandbox == "none" {
            fail(e)
        } else {
            fail(format!(
                "{e} (it runs under the OS sandbox, which lets it read only the system's folders, \
                 its program's installation and the root: [sandbox] read = [...] in the kit adds folders)"
            ))
        }
    })?;
    let (service, tools) = started;
    let conn = Arc::new(Connection {
        name: name.to_string(),
        peer: service.peer().clone(),
        service: Mutex::new(Some(service)),
        tools,
        timeout,
        sandbox,
        _tmp: tmp,
    });
    reg.insert(key, conn.clone());
    Ok(conn)
}

/// Close every server this process started: their stdin is closed, and
/// one that does not exit in a few seconds is terminated.
pub fn shutdown() {
    let conns: Vec<Arc<Connection>> = match registry().lock() {
        Ok(mut reg) => std::mem::take(&mut *reg).into_values().collect(),
        Err(_) => return,
    };
    for c in conns {
        let service = c.service.lock().ok().and_then(|mut s| s.take());
        if let Some(mut s) = service {
            let _ = block(
                async move {
                    let _ = s.close_with_timeout(Duration::from_secs(5)).await;
                },
                Duration::from_secs(6),
            );
        }
    }
}

/// A JSON schema type as a lackpy parameter type.
fn param_type(schema: &Json) -> Option<String> {
    let ty = match schema.get("type") {
        Some(Json::String(t)) => t.as_str(),
        _ => return None,
    };
    Some(
        match ty {
            "string" => "str",
            "integer" => "int",
            "number" => "float",
            "boolean" => "bool",
            "array" => "list",
            "object" => "dict",
            _ => return None,
        }
        .to_string(),
    )
}

/// A tool's parameters from its input schema: the properties in their
/// order, required ones first; an optional one defaults to None (and is
/// left out of the call when None, so the server's default applies).
pub fn params_of(tool: &Tool) -> Vec<Param> {
    let schema = &tool.input_schema;
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Json::as_array)
        .map(|r| r.iter().filter_map(Json::as_str).collect())
        .unwrap_or_default();
    let Some(props) = schema.get("properties").and_then(Json::as_object) else {
        return Vec::new();
    };
    let mut params: Vec<Param> = props
        .iter()
        .filter(|(n, _)| required.contains(&n.as_str()))
        .map(|(n, s)| Param {
            name: n.clone(),
            ty: param_type(s),
            default: None,
        })
        .collect();
    params.extend(
        props
            .iter()
            .filter(|(n, _)| !required.contains(&n.as_str()))
            .map(|(n, _)| Param {
                name: n.clone(),
                ty: None,
                default: Some("None".into()),
            }),
    );
    params
}

/// A tool result as a lackpy value: the structured content when there is
/// some, else the text content: the value it writes when it is JSON
/// (`5`, `[1, 2]`), else the text itself.
fn result_value(r: CallToolResult) -> Result<Value, String> {
    let text: Vec<String> = r
        .content
        .iter()
        .filter_map(|c| c.as_text().map(|t| t.text.clone()))
        .collect();
    let text = text.join("\n");
    if r.is_error == Some(true) {
        return Err(if text.is_empty() {
            r.structured_content
                .map_or("the tool reported an error".into(), |s| s.to_string())
        } else {
            text
        });
    }
    if let Some(s) = r.structured_content {
        return Ok(from_json(&s));
    }
    Ok(match serde_json::from_str::<Json>(&text) {
        Ok(j) => from_json(&j),
        Err(_) => Value::str(text),
    })
}

/// Call `tool` on the server with arguments bound to `params`.
fn call(conn: &Connection, tool: &str, params: &[Param], args: &[Value]) -> Result<Value, Exc> {
    let fail = |m: String| {
        Exc::new(
            ExcKind::ToolError,
            format!("MCP tool `{}/{tool}`: {m}", conn.name),
        )
    };
    let arguments: serde_json::Map<String, Json> = params
        .iter()
        .zip(args)
        .filter(|(p, v)| !(p.default.is_some() && v.is_none()))
        .map(|(p, v)| (p.name.clone(), to_json(v)))
        .collect();
    let peer = conn.peer.clone();
    let request = CallToolRequestParams::new(tool.to_string()).with_arguments(arguments);
    let answer = block(async move { peer.call_tool(request).await }, conn.timeout).map_err(fail)?;
    match answer {
        Ok(r) => result_value(r).map_err(fail),
        Err(rmcp::ServiceError::TransportClosed) | Err(rmcp::ServiceError::TransportSend(_)) => {
            Err(fail("the server has exited".into()))
        }
        Err(e) => Err(fail(e.to_string())),
    }
}

/// `[tools.X] mcp = "SERVER/tool"`: add the server's tool to `kit` as `X`.
pub fn add_tool(
    kit: Kit,
    name: &str,
    conn: Arc<Connection>,
    remote: &str,
    description: Option<&str>,
    grade: Option<Grade>,
) -> Result<Kit, String> {
    let Some(tool) = conn.tools.iter().find(|t| t.name == remote) else {
        let known: Vec<&str> = conn.tools.iter().map(|t| t.name.as_ref()).collect();
        return Err(format!(
            "MCP server `{}` has no tool `{remote}`; it has: {}",
            conn.name,
            known.join(", ")
        ));
    };
    let params = params_of(tool);
    let description = description
        .map(str::to_string)
        .or_else(|| tool.description.as_ref().map(|d| d.to_string()))
        .unwrap_or_default();
    let sandbox = conn.sandbox;
    let returns = tool
        .output_schema
        .as_ref()
        .and_then(|s| param_type(&Json::Object((**s).clone())))
        .unwrap_or_else(|| "object".into());
    let mut kit = kit.with_tool(
        name,
        &[],
        &returns,
        &description,
        grade.unwrap_or(Grade::HIGHEST),
        {
            let remote = remote.to_string();
            let params = params.clone();
            move |args| call(&conn, &remote, &params, args)
        },
    );
    if let Some(spec) = kit.tools.iter_mut().find(|t| t.name == name) {
        spec.params = params;
    }
    kit.served.push((name.to_string(), sandbox));
    Ok(kit)
}
