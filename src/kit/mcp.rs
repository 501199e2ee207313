//! Tools served by other MCP servers. A `.toml` kit names servers
//! (`[servers.NAME] command = [...]` or `url = "..."`, or all the servers
//! of a client's configuration file with `[servers] import = ".mcp.json"`)
//! and tools taken from them (`[tools.X] mcp = "NAME/tool"`). A command
//! server is started once per process as a child speaking MCP on its
//! stdin/stdout; a `url` one is reached over Streamable HTTP. Its tool list
//! gives the tools' signatures (from their input schemas) and, when the
//! kit gives none, their grades (from their annotations, [`annotated_grade`]);
//! a program's call of such a tool is a host call like any other, traced by
//! the kit's host.
//!
//! The host is synchronous and a VM's values are not `Send`, so the MCP
//! client lives on a small runtime of its own (one worker thread): a host
//! call sends the request there and waits for the answer on a channel with
//! a deadline. A server that dies answers every call at once with a
//! `ToolError`; one that hangs, after the call's timeout.
//!
//! A command server runs under the OS sandbox of command tools (`kit::oslayer`):
//! in the root, writing only beneath it and a private `TMPDIR`, with TCP
//! and UDP denied unless the kit's `[sandbox] network` names the server.
//! Its tools' calls report the sandbox like a command tool's, and a kit
//! or run that requires the sandbox neither starts nor calls a server
//! without it. An HTTP server runs elsewhere: lackpy starts nothing, so
//! no sandbox applies to it and its tools' calls are plain host calls.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use rmcp::model::{CallToolRequestParams, CallToolResult, Tool, ToolAnnotations};
use rmcp::service::RunningService;
use rmcp::transport::streamable_http_client::StreamableHttpClientTransportConfig;
use rmcp::transport::{StreamableHttpClientTransport, TokioChildProcess};
use rmcp::{RoleClient, ServiceExt};
use serde::Deserialize;
use serde_json::Value as Json;

use super::oslayer::{Launch, SandboxPolicy, TmpDir};
use super::{Kit, Param};
use crate::grade::Grade;
use crate::value::json::{from_json, to_json};
use crate::value::{Exc, ExcKind, Value};

/// `[servers.NAME]` of a kit file: a `command` (stdio) or a `url`
/// (Streamable HTTP).
#[derive(Debug, Clone, Deserialize, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[serde(deny_unknown_fields)]
pub struct ServerSpec {
    /// The program and its first arguments.
    #[serde(default)]
    pub command: Vec<String>,
    /// The endpoint of a Streamable HTTP server.
    #[serde(default)]
    pub url: Option<String>,
    /// HTTP headers sent with every request to `url` (a token, say).
    #[serde(default)]
    pub headers: BTreeMap<String, String>,
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

    /// A spec is a command or a URL, never both or neither; what is wrong
    /// otherwise.
    pub fn check(&self) -> Result<(), String> {
        match (&self.url, self.command.is_empty()) {
            (Some(_), false) => {
                Err("has both `command` and `url`: a server is one or the other".into())
            }
            (None, true) => Err(
                "needs `command = [...]` (a server on stdio) or `url = \"...\"` (Streamable HTTP)"
                    .into(),
            ),
            (Some(_), true) if !self.args.is_empty() || !self.env.is_empty() => {
                Err("is reached by `url`: `args` and `env` are for a `command`".into())
            }
            (None, false) if !self.headers.is_empty() => {
                Err("runs a `command`: `headers` are for a `url`".into())
            }
            _ => Ok(()),
        }
    }
}

/// One running server: the client's handle and the tools it listed.
pub struct Connection {
    pub name: String,
    service: Mutex<Option<RunningService<RoleClient, ()>>>,
    peer: rmcp::Peer<RoleClient>,
    pub tools: Vec<Tool>,
    timeout: Duration,
    /// The OS sandbox it runs under, as a command tool's trace says it;
    /// `None` for a server reached over HTTP, which lackpy did not start.
    pub sandbox: Option<&'static str>,
    /// Its private temporary folder, removed with the connection.
    _tmp: Option<TmpDir>,
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
            if c.sandbox == Some("none") && super::oslayer::required(policy) {
                return Err(fail(
                    "the OS sandbox is required (--require-sandbox) but this server was started without it".into(),
                ));
            }
            return Ok(c.clone());
        }
    }
    spec.check().map_err(&fail)?;
    if let Some(url) = &spec.url {
        let conn = connect_http(name, spec, url)?;
        reg.insert(key, conn.clone());
        return Ok(conn);
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
        sandbox: Some(sandbox),
        _tmp: Some(tmp),
    });
    reg.insert(key, conn.clone());
    Ok(conn)
}

/// A Streamable HTTP server at `url`: initialized and asked for its tools.
fn connect_http(name: &str, spec: &ServerSpec, url: &str) -> Result<Arc<Connection>, String> {
    use reqwest::header::{HeaderName, HeaderValue};
    let fail = |m: String| format!("MCP server `{name}` ({url}): {m}");
    let mut headers = std::collections::HashMap::new();
    for (k, v) in &spec.headers {
        let k = HeaderName::try_from(k.as_str())
            .map_err(|e| fail(format!("header name `{k}`: {e}")))?;
        let v =
            HeaderValue::try_from(v.as_str()).map_err(|e| fail(format!("header `{k}`: {e}")))?;
        headers.insert(k, v);
    }
    let client = crate::runtime::http_client(url, |b| b).map_err(fail)?;
    let config = StreamableHttpClientTransportConfig::with_uri(url).custom_headers(headers);
    let timeout = spec.timeout();
    let (service, tools) = block(
        async move {
            let transport = StreamableHttpClientTransport::with_client(client, config);
            let service =
                ().serve(transport)
                    .await
                    .map_err(|e| format!("did not initialize: {e}"))?;
            let tools = service
                .list_all_tools()
                .await
                .map_err(|e| format!("did not list its tools: {e}"))?;
            Ok::<_, String>((service, tools))
        },
        timeout,
    )
    .and_then(|r| r)
    .map_err(fail)?;
    Ok(Arc::new(Connection {
        name: name.to_string(),
        peer: service.peer().clone(),
        service: Mutex::new(Some(service)),
        tools,
        timeout,
        sandbox: None,
        _tmp: None,
    }))
}

/// The grade of a served tool the kit gives none: from its MCP
/// annotations, by the table of spec/kits.md ("Grades from annotations").
/// What a tool does sets `w`: 1 when it only reads (`readOnlyHint`), 2
/// when it writes but destroys nothing (`destructiveHint: false`), else 3.
/// How far its effects reach sets `d`: `w`, one higher when it reaches an
/// open world (`openWorldHint`, true unless the tool says false), at most
/// 3. Absent hints mean what the MCP specification says they default to;
/// `idempotentHint` is not used, since repeating a call changes how often,
/// not how far. A tool without annotations gets the top grade.
pub fn annotated_grade(annotations: Option<&ToolAnnotations>) -> Grade {
    let Some(a) = annotations else {
        return Grade::HIGHEST;
    };
    let w = if a.read_only_hint == Some(true) {
        1
    } else if a.destructive_hint == Some(false) {
        2
    } else {
        3
    };
    let open = a.open_world_hint != Some(false);
    Grade::new(w, (w + u8::from(open)).min(3))
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
fn result_value(r: CallToolResult, wrapped: bool) -> Result<Value, String> {
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
        return Ok(match s.get("result") {
            Some(v) if wrapped => from_json(v),
            _ => from_json(&s),
        });
    }
    Ok(match serde_json::from_str::<Json>(&text) {
        Ok(j) => from_json(&j),
        Err(_) => Value::str(text),
    })
}

/// Call `tool` on the server with arguments bound to `params`.
/// The schema of the value a tool's structured content wraps as
/// `{"result": value}`: MCP wants an object there, and the Python SDK (like
/// FastMCP) wraps any other value so, its output schema an object of
/// `result` alone. A program gets the value.
fn wrapped_result(tool: &Tool) -> Option<&Json> {
    let schema = tool.output_schema.as_ref()?;
    let props = schema.get("properties")?.as_object()?;
    let required = schema.get("required")?.as_array()?;
    (props.len() == 1 && required.len() == 1 && required[0] == "result")
        .then(|| props.get("result"))
        .flatten()
}

fn call(
    conn: &Connection,
    tool: &str,
    wrapped: bool,
    params: &[Param],
    args: &[Value],
) -> Result<Value, Exc> {
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
        Ok(r) => result_value(r, wrapped).map_err(fail),
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
    let grade = grade.unwrap_or_else(|| annotated_grade(tool.annotations.as_ref()));
    let wrapped = wrapped_result(tool);
    let returns = match wrapped {
        Some(inner) => param_type(inner),
        None => tool
            .output_schema
            .as_ref()
            .and_then(|s| param_type(&Json::Object((**s).clone()))),
    }
    .unwrap_or_else(|| "object".into());
    let wrapped = wrapped.is_some();
    let mut kit = kit.with_tool(name, &[], &returns, &description, grade, {
        let remote = remote.to_string();
        let params = params.clone();
        move |args| call(&conn, &remote, wrapped, &params, args)
    });
    if let Some(spec) = kit.tools.iter_mut().find(|t| t.name == name) {
        spec.params = params;
    }
    if let Some(sandbox) = sandbox {
        kit.served.push((name.to_string(), sandbox));
    }
    Ok(kit)
}

/// `mcpServers` entries as MCP clients write them (Claude Desktop, Claude
/// Code's `.mcp.json`, Cursor; VS Code's `servers`): fields other clients
/// add for themselves are ignored.
#[derive(Deserialize)]
struct Configured {
    #[serde(default)]
    command: Option<String>,
    #[serde(default)]
    args: Vec<String>,
    #[serde(default)]
    env: BTreeMap<String, String>,
    #[serde(default)]
    url: Option<String>,
    #[serde(default)]
    headers: BTreeMap<String, String>,
    #[serde(default, rename = "type")]
    kind: Option<String>,
}

#[derive(Deserialize)]
struct ConfigFile {
    #[serde(default, rename = "mcpServers")]
    mcp_servers: Option<BTreeMap<String, Configured>>,
    #[serde(default)]
    servers: Option<BTreeMap<String, Configured>>,
}

/// The servers of an MCP client's configuration file, with `${VAR}` and
/// `${VAR:-default}` taken from the environment.
pub fn import(file: &std::path::Path) -> Result<BTreeMap<String, ServerSpec>, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let config: ConfigFile =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", file.display()))?;
    let Some(servers) = config.mcp_servers.or(config.servers) else {
        return Err(format!(
            "{}: no `mcpServers` object (the file MCP clients read: {{\"mcpServers\": {{\"NAME\": {{\"command\": ...}}}}}})",
            file.display()
        ));
    };
    servers
        .into_iter()
        .map(|(name, c)| {
            let spec = configured_spec(c).map_err(|e| format!("server `{name}`: {e}"))?;
            Ok((name, spec))
        })
        .collect()
}

fn configured_spec(c: Configured) -> Result<ServerSpec, String> {
    match c.kind.as_deref() {
        None | Some("stdio" | "http" | "streamable-http" | "streamableHttp") => {}
        Some("sse") => {
            return Err("`\"type\": \"sse\"` is the older HTTP+SSE transport; lackpy speaks Streamable HTTP (`\"type\": \"http\"`)".into())
        }
        Some(other) => return Err(format!("unknown `\"type\": \"{other}\"`; lackpy reaches `stdio` and `http` servers")),
    }
    let expand_all = |v: Vec<String>| v.iter().map(|s| expand(s)).collect::<Result<Vec<_>, _>>();
    let expand_map = |m: BTreeMap<String, String>| {
        m.into_iter()
            .map(|(k, v)| Ok((k, expand(&v)?)))
            .collect::<Result<BTreeMap<_, _>, String>>()
    };
    let spec = ServerSpec {
        command: expand_all(c.command.into_iter().collect())?,
        url: c.url.as_deref().map(expand).transpose()?,
        headers: expand_map(c.headers)?,
        args: expand_all(c.args)?,
        env: expand_map(c.env)?,
        timeout: None,
    };
    spec.check()?;
    Ok(spec)
}

/// `${VAR}` and `${VAR:-default}` (the default when VAR is unset or
/// empty) replaced from the environment; an unset VAR without a default
/// is an error that names it.
fn expand(s: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut rest = s;
    while let Some(at) = rest.find("${") {
        out.push_str(&rest[..at]);
        let Some(end) = rest[at..].find('}') else {
            return Err(format!("`{s}`: `${{` without its `}}`"));
        };
        let inner = &rest[at + 2..at + end];
        let (var, default) = match inner.split_once(":-") {
            Some((v, d)) => (v, Some(d)),
            None => (inner, None),
        };
        let valid = var
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && var.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !valid {
            return Err(format!(
                "`{s}`: `${{{inner}}}` names no environment variable"
            ));
        }
        match (std::env::var(var).ok().filter(|v| !v.is_empty()), default) {
            (Some(v), _) => out.push_str(&v),
            (None, Some(d)) => out.push_str(d),
            (None, None) if std::env::var_os(var).is_some() => {}
            (None, None) => {
                return Err(format!(
                    "`{s}` needs the environment variable {var}, which is not set (or write `${{{var}:-default}}`)"
                ))
            }
        }
        rest = &rest[at + end + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether a cell of the spec's table (`true`, `false or absent`,
    /// `any`, ...) admits a hint's value.
    fn admits(cell: &str, hint: Option<bool>) -> bool {
        cell.split(" or ").any(|c| match c.trim() {
            "any" => true,
            "true" => hint == Some(true),
            "false" => hint == Some(false),
            "absent" => hint.is_none(),
            other => panic!("spec/kits.md grade table: unknown cell `{other}`"),
        })
    }

    /// The rows of the table in spec/kits.md ("Grades from annotations").
    fn table() -> Vec<Vec<String>> {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/spec/kits.md");
        let text = std::fs::read_to_string(path).expect("spec/kits.md");
        let start = text
            .find("<!-- grade-table")
            .expect("the grade table's marker");
        let end = text.find("<!-- end grade-table").expect("its end marker");
        text[start..end]
            .lines()
            .filter(|l| l.starts_with('|') && !l.starts_with("|---") && !l.contains("Hint`"))
            .map(|l| {
                l.trim_matches('|')
                    .split('|')
                    .map(|c| c.trim().to_string())
                    .collect()
            })
            .collect()
    }

    fn grade(cell: &str) -> Grade {
        let (w, d) = cell.split_once('/').expect("w/d");
        Grade::new(w.parse().expect("w"), d.parse().expect("d"))
    }

    /// Every combination of the four hints (each true, false or absent),
    /// and no annotations at all: the first row of the spec's table that
    /// admits it gives the grade the code gives.
    #[test]
    fn annotation_grades_are_the_spec_table() {
        let rows = table();
        assert_eq!(rows.len(), 6, "{rows:?}");
        let none = rows
            .iter()
            .find(|r| r[0] == "no annotations")
            .expect("a row for no annotations");
        assert_eq!(annotated_grade(None), grade(&none[4]));
        let values = [Some(true), Some(false), None];
        let mut checked = 0;
        for r in values {
            for x in values {
                for i in values {
                    for o in values {
                        let a = ToolAnnotations::from_raw(None, r, x, i, o);
                        let row = rows
                            .iter()
                            .filter(|row| row[0] != "no annotations")
                            .find(|row| {
                                admits(&row[0], r)
                                    && admits(&row[1], x)
                                    && admits(&row[2], i)
                                    && admits(&row[3], o)
                            })
                            .unwrap_or_else(|| panic!("no row of the table for {a:?}"));
                        assert_eq!(annotated_grade(Some(&a)), grade(&row[4]), "{a:?}");
                        checked += 1;
                    }
                }
            }
        }
        assert_eq!(checked, 81);
    }

    #[test]
    fn variables_expand_from_the_environment() {
        // A variable set for this test alone (no other test reads it).
        std::env::set_var("LACKPY_MCP_EXPAND_TEST", "tok");
        assert_eq!(
            expand("Bearer ${LACKPY_MCP_EXPAND_TEST}!").as_deref(),
            Ok("Bearer tok!")
        );
        assert_eq!(
            expand("${LACKPY_MCP_EXPAND_UNSET:-dflt}/x").as_deref(),
            Ok("dflt/x")
        );
        assert_eq!(
            expand("${LACKPY_MCP_EXPAND_TEST:-dflt}").as_deref(),
            Ok("tok")
        );
        assert_eq!(expand("no $VAR here").as_deref(), Ok("no $VAR here"));
        let unset = expand("${LACKPY_MCP_EXPAND_UNSET}").unwrap_err();
        assert!(
            unset.contains("LACKPY_MCP_EXPAND_UNSET") && unset.contains("not set"),
            "{unset}"
        );
        assert!(expand("${1BAD}")
            .unwrap_err()
            .contains("names no environment variable"));
        assert!(expand("${OPEN").unwrap_err().contains("without its"));
    }

    #[test]
    fn a_client_configuration_becomes_server_specs() {
        let dir = std::env::temp_dir().join(format!("lackpy-mcp-import-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let file = dir.join(".mcp.json");
        let write = |text: &str| std::fs::write(&file, text).expect("write");
        write(
            r#"{"mcpServers": {
            "a": {"command": "srv", "args": ["--x"], "env": {"K": "v"}, "disabled": false},
            "b": {"type": "http", "url": "http://127.0.0.1:1/mcp", "headers": {"X-T": "${LACKPY_MCP_IMPORT_UNSET:-t}"}}}}"#,
        );
        let servers = import(&file).expect("imports");
        assert_eq!(servers["a"].command, ["srv"]);
        assert_eq!(servers["a"].args, ["--x"]);
        assert_eq!(servers["b"].url.as_deref(), Some("http://127.0.0.1:1/mcp"));
        assert_eq!(servers["b"].headers["X-T"], "t");
        write(r#"{"servers": {"c": {"command": "srv"}}}"#);
        assert!(import(&file).expect("VS Code's key").contains_key("c"));
        for (text, says) in [
            (
                r#"{"mcpServers": {"s": {"type": "sse", "url": "http://x/sse"}}}"#,
                "Streamable HTTP",
            ),
            (
                r#"{"mcpServers": {"s": {"command": "a", "url": "http://x"}}}"#,
                "both",
            ),
            (r#"{"mcpServers": {"s": {}}}"#, "needs `command"),
            (
                r#"{"mcpServers": {"s": {"url": "http://x", "args": ["a"]}}}"#,
                "are for a `command`",
            ),
            (r#"{"other": {}}"#, "no `mcpServers`"),
            ("not json", ".mcp.json"),
        ] {
            write(text);
            let e = import(&file).unwrap_err();
            assert!(e.contains(says), "{text}: {e}");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
