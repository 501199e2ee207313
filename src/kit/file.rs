//! Kit files. `NAME.kit` (the reference's format): optional `---`
//! frontmatter, then one tool or kit name a line. `NAME.toml`:
//!
//! ```toml
//! tools = ["read_file", "find_files"]       # tool and kit names
//! [aliases]
//! read = "read_file"                        # another name for a tool
//! [grades]
//! find_files = { w = 2, d = 2 }             # may only raise a grade
//! [tools.lint]                              # a command tool
//! command = ["ruff", "check", "--output-format=json"]
//! params = ["path='.'"]                     # arguments, JSON on stdin
//! description = "Lint the workspace"
//! timeout = 30                              # seconds
//! grade = { w = 2, d = 2 }                  # undeclared: the highest
//! [sandbox]                                 # the OS sandbox of command tools
//! network = ["lint"]                        # tools (and servers) that may use the network
//! read = ["/opt/toolchain"]                 # more folders they may read
//! require = true                            # refuse to run them without it
//! [[examples]]                              # offered to a model's prompt
//! intent = "count the Python files"
//! program = "len(find_files('**/*.py'))"
//! [servers]
//! import = ".mcp.json"                      # the servers an MCP client's file names
//! [servers.code]                            # an MCP server (stdio)
//! command = ["code-mcp", "--stdio"]
//! args = ["--verbose"]                      # appended to the command
//! env = { CODE_INDEX = "/tmp/index" }
//! timeout = 30                              # seconds a call may take
//! [servers.issues]                          # an MCP server (Streamable HTTP)
//! url = "https://mcp.example.com/mcp"
//! headers = { Authorization = "Bearer ..." }
//! [tools.find_definitions]                  # a tool served by it
//! mcp = "code/find_definitions"
//! grade = { w = 1, d = 1 }                  # undeclared: from its annotations
//! [tools.ask_user]                          # answered by the host
//! external = true                           # every call pauses the run
//! params = ["question: str"]
//! description = "Ask the person at the keyboard"
//! grade = { w = 1, d = 1 }                  # undeclared: the highest
//! concurrent = false                        # calls never overlap (default: w <= 1)
//! ```
//!
//! A command tool receives its arguments as a JSON object on stdin and
//! answers with JSON on stdout. Command tools and servers run under the OS
//! sandbox (`kit::oslayer`); `[sandbox] network` names either. An MCP tool's parameters come from the
//! input schema its server lists (see `kit::mcp`).

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde::Deserialize;

use super::context::ToolContext;
#[cfg(feature = "mcp")]
use super::mcp::ServerSpec;
use super::{Kit, KitError};
use crate::grade::Grade;
use crate::value::json::{from_json, to_json};
use crate::value::{Exc, ExcKind, Value};

/// Without the `mcp` feature a `[servers]` table is read but not started:
/// naming one of its tools is an error that names the feature.
#[cfg(not(feature = "mcp"))]
type ServerSpec = toml::Value;

fn err(path: &Path, msg: impl std::fmt::Display) -> KitError {
    KitError {
        message: format!("kit file {}: {msg}", path.display()),
    }
}

pub fn load(path: &Path, root: &Path) -> Result<Kit, KitError> {
    let text = std::fs::read_to_string(path).map_err(|e| err(path, e))?;
    match path.extension().and_then(|e| e.to_str()) {
        Some("toml") => parse_toml(path, &text, root),
        _ => parse_dot_kit(path, &text, root),
    }
}

fn parse_dot_kit(path: &Path, text: &str, root: &Path) -> Result<Kit, KitError> {
    let mut lines = text.lines().peekable();
    if lines.peek().map(|l| l.trim()) == Some("---") {
        lines.next();
        for l in lines.by_ref() {
            if l.trim() == "---" {
                break;
            }
        }
    }
    let items: Vec<&str> = lines
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    Kit::resolve_in(&items.join(","), root).map_err(|e| err(path, e.message))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TomlKit {
    /// Accepted for people reading the file; lackpy does not use it.
    #[serde(default, rename = "description")]
    _description: Option<String>,
    #[serde(default)]
    tools: TomlTools,
    #[serde(default)]
    aliases: std::collections::BTreeMap<String, String>,
    #[serde(default)]
    grades: std::collections::BTreeMap<String, Grade>,
    /// `[[examples]] intent = "...", program = "..."`: shown to a model
    /// when the intent resembles the example's.
    #[serde(default)]
    examples: Vec<super::Example>,
    /// `[servers.NAME]`: MCP servers whose tools `[tools.X] mcp = "NAME/tool"` takes;
    /// `[servers] import = "FILE"` adds those of an MCP client's configuration.
    #[serde(default)]
    servers: toml::Table,
    /// `[sandbox]`: the OS sandbox of the command tools.
    #[serde(default)]
    sandbox: Option<TomlSandbox>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TomlSandbox {
    #[serde(default)]
    require: bool,
    #[serde(default)]
    network: Vec<String>,
    #[serde(default)]
    read: Vec<String>,
}

/// `tools` is either a list of tool and kit names or a table of command
/// tools (one or the other in one file; kits combine with `--kit a,b`).
#[derive(Deserialize, Default)]
#[serde(untagged)]
enum TomlTools {
    #[default]
    None,
    List(Vec<String>),
    Table(std::collections::BTreeMap<String, TomlTool>),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TomlTool {
    #[serde(default)]
    command: Vec<String>,
    /// `SERVER/tool`: the tool is served by an MCP server of `[servers]`.
    #[serde(default)]
    mcp: Option<String>,
    #[serde(default)]
    params: Vec<String>,
    #[serde(default)]
    description: String,
    #[serde(default)]
    returns: Option<String>,
    #[serde(default)]
    timeout: Option<f64>,
    #[serde(default)]
    grade: Option<Grade>,
    /// The host answers its calls: no command, no server.
    #[serde(default)]
    external: bool,
    /// Whether its calls may overlap other calls (default: w <= 1).
    #[serde(default)]
    concurrent: Option<bool>,
}

fn parse_toml(path: &Path, text: &str, root: &Path) -> Result<Kit, KitError> {
    let spec: TomlKit = toml::from_str(text).map_err(|e| err(path, e))?;
    let servers = servers_of(path, spec.servers)?;
    // The policy first: the servers start under it.
    let policy = match &spec.sandbox {
        Some(sb) => sandbox_policy(path, sb)?,
        None => super::SandboxPolicy::default(),
    };
    let mut kit = Kit::empty();
    match spec.tools {
        TomlTools::None => {}
        TomlTools::List(names) => {
            kit = Kit::resolve_in(&names.join(","), root).map_err(|e| err(path, e.message))?
        }
        TomlTools::Table(tools) => {
            for (name, t) in tools {
                let concurrent = t.concurrent;
                kit = match t.mcp.clone() {
                    _ if t.external => add_external_tool(kit, path, &name, t)?,
                    Some(target) => {
                        add_mcp_tool(kit, path, root, &servers, &policy, &name, &target, t)?
                    }
                    None => add_command_tool(kit, path, &name, t)?,
                };
                if let Some(c) = concurrent {
                    kit = kit.with_concurrency(&name, c);
                }
            }
        }
    }
    for (alias, target) in spec.aliases {
        let base = Kit::resolve_in(&target, root).map_err(|e| err(path, e.message))?;
        let Some(tool) = base.tools().first().cloned() else {
            return Err(err(path, format!("alias `{alias}` names no tool")));
        };
        kit.add_alias(&alias, tool);
    }
    for (name, grade) in spec.grades {
        let Some(tool) = kit.tools.iter_mut().find(|t| t.name == name) else {
            return Err(err(
                path,
                format!("grade for `{name}`, which the kit does not have"),
            ));
        };
        if !tool.grade.within(grade) {
            return Err(err(
                path,
                format!(
                    "the grade of `{name}` may only be raised, not lowered below {}",
                    tool.grade
                ),
            ));
        }
        tool.grade = grade;
    }
    for e in spec.examples {
        kit.add_example(e);
    }
    for name in &policy.network {
        let known = kit.command(name).is_some()
            || matches!(name.as_str(), "run_command" | "run_tests")
            || servers.contains_key(name);
        if !known {
            return Err(err(
                path,
                format!("[sandbox] network names `{name}`, which is not a command tool of this kit (its own `[tools.NAME] command`, run_command or run_tests) nor one of its [servers]"),
            ));
        }
    }
    if spec.sandbox.is_some() {
        kit.add_sandbox_policy(&policy);
    }
    Ok(kit)
}

type Servers = std::collections::BTreeMap<String, ServerSpec>;

/// `[servers]`: each `[servers.NAME]`, and those of the files `import`
/// names (a path or a list, relative to the kit file); a name given twice
/// is an error.
#[cfg(feature = "mcp")]
fn servers_of(path: &Path, table: toml::Table) -> Result<Servers, KitError> {
    let mut out = Servers::new();
    let mut imported: Vec<(String, ServerSpec, String)> = Vec::new();
    for (name, v) in table {
        let files = match (name.as_str(), v) {
            ("import", toml::Value::String(f)) => vec![f],
            ("import", toml::Value::Array(a)) => a
                .into_iter()
                .map(|f| match f {
                    toml::Value::String(f) => Ok(f),
                    other => Err(err(
                        path,
                        format!("[servers] import: {other} is not a file name"),
                    )),
                })
                .collect::<Result<_, _>>()?,
            (_, v) => {
                let spec: ServerSpec = v
                    .try_into()
                    .map_err(|e| err(path, format!("[servers.{name}]: {e}")))?;
                spec.check()
                    .map_err(|e| err(path, format!("[servers.{name}] {e}")))?;
                out.insert(name, spec);
                continue;
            }
        };
        let base = path.parent().unwrap_or(Path::new("."));
        for f in files {
            let servers = super::mcp::import(&base.join(&f))
                .map_err(|e| err(path, format!("[servers] import = {f:?}: {e}")))?;
            imported.extend(servers.into_iter().map(|(n, s)| (n, s, f.clone())));
        }
    }
    for (name, spec, file) in imported {
        if out.insert(name.clone(), spec).is_some() {
            return Err(err(
                path,
                format!("server `{name}` of {file} is named twice ([servers.{name}], or another imported file); rename one"),
            ));
        }
    }
    Ok(out)
}

#[cfg(not(feature = "mcp"))]
fn servers_of(_path: &Path, table: toml::Table) -> Result<Servers, KitError> {
    Ok(table.into_iter().collect())
}

/// `[sandbox]` as a policy (the network grant is checked against the
/// kit's tools and servers once they are known).
fn sandbox_policy(path: &Path, sb: &TomlSandbox) -> Result<super::SandboxPolicy, KitError> {
    let mut policy = super::SandboxPolicy {
        require: sb.require,
        network: sb.network.clone(),
        ..Default::default()
    };
    for p in &sb.read {
        let expanded = match p.strip_prefix("~/") {
            Some(rest) => match std::env::var_os("HOME") {
                Some(home) => Path::new(&home).join(rest),
                None => return Err(err(path, format!("[sandbox] read `{p}`: HOME is not set"))),
            },
            None => p.into(),
        };
        if !expanded.is_absolute() {
            return Err(err(
                path,
                format!("[sandbox] read `{p}` must be an absolute path (or start with `~/`)"),
            ));
        }
        policy.read.push(expanded);
    }
    Ok(policy)
}

#[allow(clippy::too_many_arguments)]
fn add_mcp_tool(
    kit: Kit,
    path: &Path,
    root: &Path,
    servers: &Servers,
    policy: &super::SandboxPolicy,
    name: &str,
    target: &str,
    t: TomlTool,
) -> Result<Kit, KitError> {
    if !t.command.is_empty() || !t.params.is_empty() || t.returns.is_some() || t.timeout.is_some() {
        return Err(err(
            path,
            format!("tool `{name}` is served by MCP (`mcp = ...`): it takes no command, params, returns or timeout (its server's schema gives them)"),
        ));
    }
    let Some((server, remote)) = target.split_once('/') else {
        return Err(err(
            path,
            format!("tool `{name}`: write mcp = \"SERVER/tool\", not {target:?}"),
        ));
    };
    let Some(spec) = servers.get(server) else {
        let known: Vec<&str> = servers.keys().map(String::as_str).collect();
        return Err(err(
            path,
            format!(
                "tool `{name}` names the MCP server `{server}`, which has no [servers.{server}]; known: {}",
                if known.is_empty() { "none".into() } else { known.join(", ") }
            ),
        ));
    };
    #[cfg(not(feature = "mcp"))]
    {
        let _ = (kit, root, spec, remote, policy);
        Err(err(
            path,
            format!(
                "tool `{name}` is served by MCP, which needs lackpy built with the `mcp` feature"
            ),
        ))
    }
    #[cfg(feature = "mcp")]
    {
        let dir = if root.as_os_str().is_empty() {
            Path::new(".")
        } else {
            root
        };
        let conn = super::mcp::connect(server, spec, dir, policy).map_err(|e| err(path, e))?;
        let description = (!t.description.is_empty()).then_some(t.description.as_str());
        super::mcp::add_tool(kit, name, conn, remote, description, t.grade)
            .map_err(|e| err(path, e))
    }
}

fn add_external_tool(kit: Kit, path: &Path, name: &str, t: TomlTool) -> Result<Kit, KitError> {
    if !t.command.is_empty() || t.mcp.is_some() || t.timeout.is_some() {
        return Err(err(
            path,
            format!("tool `{name}` is external (answered by the host): it takes no command, mcp or timeout"),
        ));
    }
    let params: Vec<&str> = t.params.iter().map(String::as_str).collect();
    let returns = t.returns.as_deref().unwrap_or("object");
    Ok(kit.with_external(
        name,
        &params,
        returns,
        &t.description,
        t.grade.unwrap_or(Grade::HIGHEST),
    ))
}

fn add_command_tool(kit: Kit, path: &Path, name: &str, t: TomlTool) -> Result<Kit, KitError> {
    if t.command.is_empty() {
        return Err(err(
            path,
            format!("command tool `{name}` has an empty command"),
        ));
    }
    let params: Vec<&str> = t.params.iter().map(String::as_str).collect();
    let names: Vec<String> = t
        .params
        .iter()
        .map(|p| p.split('=').next().unwrap_or("").trim().to_string())
        .collect();
    let timeout = Duration::from_secs_f64(t.timeout.unwrap_or(60.0).max(0.01));
    let returns = t.returns.clone().unwrap_or_else(|| "object".to_string());
    Ok(kit.with_command(
        name,
        &params,
        &returns,
        &t.description,
        t.grade.unwrap_or(Grade::HIGHEST),
        CommandTool {
            command: t.command.clone(),
            names,
            timeout,
        },
    ))
}

/// A kit's command tool: the command and its first arguments, the
/// parameter names of the JSON object it reads on stdin, its timeout.
#[derive(Debug, Clone, PartialEq)]
pub struct CommandTool {
    pub command: Vec<String>,
    pub names: Vec<String>,
    pub timeout: Duration,
}

/// Run a command tool in the root, under the OS sandbox (`oslayer`).
pub(super) fn run_command_tool(
    ctx: &mut ToolContext,
    name: &str,
    tool: &CommandTool,
    args: &[Value],
) -> Result<Value, Exc> {
    let CommandTool {
        command,
        names,
        timeout,
    } = tool;
    let timeout = *timeout;
    let fail = |m: String| Exc::new(ExcKind::ToolError, format!("command tool `{name}`: {m}"));
    let input: serde_json::Map<String, serde_json::Value> = names
        .iter()
        .cloned()
        .zip(args.iter().map(to_json))
        .collect();
    let Some(program) = command.first() else {
        return Err(fail("has an empty command".to_string()));
    };
    let mut cmd = Command::new(program);
    cmd.args(&command[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut spawned = super::oslayer::spawn(ctx, name, &mut cmd, Some(program)).map_err(fail)?;
    let child = &mut spawned.child;
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(serde_json::Value::Object(input).to_string().as_bytes());
    }
    let mut stdout = child.stdout.take();
    let reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(s) = stdout.as_mut() {
            let _ = s.take(64 * 1024 * 1024).read_to_end(&mut buf);
        }
        buf
    });
    let deadline = Instant::now() + timeout;
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break s,
            Ok(None) if Instant::now() >= deadline => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(fail(format!(
                    "timed out after {:.1} s",
                    timeout.as_secs_f64()
                )));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(fail(e.to_string())),
        }
    };
    let out = reader.join().unwrap_or_default();
    if !status.success() {
        let mut err = String::new();
        if let Some(mut e) = child.stderr.take() {
            let _ = e.read_to_string(&mut err);
        }
        return Err(fail(format!("exited with {status}: {}", err.trim())));
    }
    let json: serde_json::Value =
        serde_json::from_slice(&out).map_err(|e| fail(format!("did not answer with JSON: {e}")))?;
    Ok(from_json(&json))
}
