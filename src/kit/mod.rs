//! Kits: the tools a program may call, with their signatures and grades.
//! The checker reads a kit's descriptions to resolve names and compute
//! grades; `host` runs its tools for the VM, each built in (`tools`,
//! `code`), a Rust closure, a command (`file`) or an MCP server's (`mcp`).

mod arity;
mod builtin;
#[cfg(feature = "code-search")]
mod code;
mod context;
mod file;
pub mod host;
#[cfg(feature = "mcp")]
pub mod mcp;
pub mod oslayer;
pub mod sandbox;
mod search;
mod tools;
mod walk;

pub(crate) use arity::{missing_required, too_many_positional};
pub use builtin::{builtin_tool, missing_feature, BUILTIN_TOOLS, PREDEFINED_KITS};
pub use context::{ToolContext, ToolLimits};
pub use file::CommandTool;
pub use host::{Answer, HeldCall, KitHost, PauseReason, Trace, TraceArgs, TraceEntry, TraceValue};
pub use oslayer::SandboxPolicy;
pub use sandbox::Root;

use serde::Serialize;

use crate::grade::Grade;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Param {
    pub name: String,
    /// The declared type (`str`, `int`, `float`, `bool`, `list`, `dict`),
    /// checked when the tool is called; None accepts any value.
    #[serde(rename = "type")]
    pub ty: Option<String>,
    /// The default as Python source (`"."`), when the parameter has one.
    pub default: Option<String>,
}

impl Param {
    /// Parse `name`, `name=default`, `name: type` or `name: type = default`.
    pub fn parse(text: &str) -> Param {
        let (head, default) = match text.split_once('=') {
            Some((h, d)) => (h, Some(d.trim().to_string())),
            None => (text, None),
        };
        let (name, ty) = match head.split_once(':') {
            Some((n, t)) => (n, Some(t.trim().to_string())),
            None => (head, None),
        };
        Param {
            name: name.trim().to_string(),
            ty,
            default,
        }
    }
}

/// What the checker and `lackpyc spec` know of a tool.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ToolSpec {
    pub name: String,
    pub params: Vec<Param>,
    pub returns: String,
    pub description: String,
    pub grade: Grade,
}

impl ToolSpec {
    /// `read_file(path) -> str`, the form prompts and docs show.
    pub fn signature(&self) -> String {
        let params: Vec<String> = self
            .params
            .iter()
            .map(|p| match &p.default {
                Some(d) => format!("{}={}", p.name, d),
                None => p.name.clone(),
            })
            .collect();
        format!("{}({}) -> {}", self.name, params.join(", "), self.returns)
    }
}

/// A tool written in Rust: called with its arguments bound in parameter
/// order. It is `Send + Sync` so that a kit can be built on one thread and
/// used on another (an embedding host that runs programs off its main
/// thread, the MCP server's request threads).
pub type ToolFn =
    dyn Fn(&[crate::value::Value]) -> crate::value::VmResult<crate::value::Value> + Send + Sync;

/// The implementation of a tool registered from Rust.
#[derive(Clone)]
pub struct Implementation(pub std::sync::Arc<ToolFn>);

impl std::fmt::Debug for Implementation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("<rust tool>")
    }
}

impl PartialEq for Implementation {
    fn eq(&self, other: &Implementation) -> bool {
        std::sync::Arc::ptr_eq(&self.0, &other.0)
    }
}

/// A set of tools, in the order they were named.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Kit {
    tools: Vec<ToolSpec>,
    /// Implementations of tools registered from Rust, by name; the others
    /// are built-in tools.
    custom: Vec<(String, Implementation)>,
    /// Other names for built-in tools (`read` for `read_file`).
    aliases: Vec<(String, String)>,
    /// Worked examples a kit file declares, offered to a model's prompt
    /// when they resemble the intent.
    examples: Vec<Example>,
    /// Command tools (kit files' `[tools.NAME] command = [...]`), by name.
    commands: Vec<(String, std::sync::Arc<CommandTool>)>,
    /// The OS sandbox of its command tools (`[sandbox]`).
    sandbox: SandboxPolicy,
    /// Tools served by a kit file's MCP servers, with the OS sandbox their
    /// server runs under.
    served: Vec<(String, &'static str)>,
    /// Tools with no implementation here: each call pauses the program
    /// for the host to answer (`Kit::with_external`).
    external: Vec<String>,
    /// Tools whose calls may (true) or may not (false) overlap other
    /// calls, against the default of their grade (`Kit::with_concurrency`).
    concurrency: Vec<(String, bool)>,
}

/// An intent and a program that answers it, as a kit file declares it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Example {
    pub intent: String,
    pub program: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KitError {
    pub message: String,
}

impl std::fmt::Display for KitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for KitError {}

/// The kit item that names [`Kit::bench`].
pub const BENCH_KIT: &str = "bench";

impl Kit {
    pub fn empty() -> Kit {
        Kit::default()
    }

    /// The kit used when none is named.
    pub fn default_kit() -> Kit {
        // "read" is a predefined kit, so resolving it cannot fail.
        Kit::resolve("read").unwrap_or_default()
    }

    /// Resolve a comma list of tool names and predefined kit names; the
    /// kit is their union.
    pub fn resolve(spec: &str) -> Result<Kit, KitError> {
        Kit::resolve_in(spec, std::path::Path::new("."))
    }

    /// Resolve a kit spec whose items may also be kit files: `NAME` for
    /// `<root>/.lackpy/kits/NAME.kit` or `.toml`, or a path to such a file.
    pub fn resolve_in(spec: &str, root: &std::path::Path) -> Result<Kit, KitError> {
        let mut kit = Kit::empty();
        for item in spec.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let in_root = ["kit", "toml"]
                .iter()
                .map(|ext| {
                    root.join(".lackpy")
                        .join("kits")
                        .join(format!("{item}.{ext}"))
                })
                .find(|p| p.is_file());
            let as_path = std::path::Path::new(item);
            let file = in_root.or_else(|| {
                (as_path.is_file()
                    && matches!(
                        as_path.extension().and_then(|e| e.to_str()),
                        Some("kit" | "toml")
                    ))
                .then(|| as_path.to_path_buf())
            });
            if let Some(path) = file.filter(|_| !PREDEFINED_KITS.iter().any(|(k, _)| *k == item)) {
                kit.merge(file::load(&path, root)?);
                continue;
            }
            if item == BENCH_KIT {
                kit.merge(Kit::bench());
                continue;
            }
            if let Some((_, members)) = PREDEFINED_KITS.iter().find(|(k, _)| *k == item) {
                for m in *members {
                    if let Some(feature) = missing_feature(m) {
                        return Err(KitError {
                            message: format!(
                                "kit `{item}` has the tool `{m}`, which needs lackpy built with the `{feature}` feature"
                            ),
                        });
                    }
                    if let Some(t) = builtin_tool(m) {
                        kit.add(t);
                    }
                }
            } else if let Some(t) = builtin_tool(item) {
                if let Some(feature) = missing_feature(item) {
                    return Err(KitError {
                        message: format!(
                            "tool `{item}` needs lackpy built with the `{feature}` feature"
                        ),
                    });
                }
                kit.add(t);
            } else {
                let kits: Vec<&str> = PREDEFINED_KITS.iter().map(|(k, _)| *k).collect();
                let tools: Vec<&str> = BUILTIN_TOOLS.iter().map(|t| t.0).collect();
                return Err(KitError {
                    message: format!(
                        "unknown kit item `{item}`; known kits: {}; known tools: {}",
                        kits.join(", "),
                        tools.join(", ")
                    ),
                });
            }
        }
        Ok(kit)
    }

    /// The kit of the host-call benchmarks (`--kit bench`, not listed with
    /// the predefined kits): one tool, `noop(x)`, that returns None, so
    /// that a loop calling it measures the host call itself
    /// (`benches/programs/tools/noop_loop.py`).
    pub fn bench() -> Kit {
        Kit::empty().with_tool(
            "noop",
            &["x"],
            "None",
            "Do nothing and return None",
            Grade::PURE,
            |_| Ok(crate::value::Value::None),
        )
    }

    /// The union of two kits (the other's tools win on a name clash).
    pub fn merge(&mut self, other: Kit) {
        self.external
            .retain(|n| !other.tools.iter().any(|t| t.name == *n));
        self.external.extend(other.external);
        for (n, c) in other.concurrency {
            self.concurrency.retain(|(m, _)| *m != n);
            self.concurrency.push((n, c));
        }
        for t in other.tools {
            self.add(t);
        }
        for (n, i) in other.custom {
            self.custom.retain(|(m, _)| *m != n);
            self.served.retain(|(m, _)| *m != n);
            self.custom.push((n, i));
        }
        self.served.extend(other.served);
        for (a, t) in other.aliases {
            self.aliases.retain(|(m, _)| *m != a);
            self.aliases.push((a, t));
        }
        for e in other.examples {
            self.add_example(e);
        }
        for (n, c) in other.commands {
            self.custom.retain(|(m, _)| *m != n);
            self.served.retain(|(m, _)| *m != n);
            self.commands.retain(|(m, _)| *m != n);
            self.commands.push((n, c));
        }
        self.sandbox.merge(&other.sandbox);
    }

    /// The OS sandbox policy of the kit's command tools.
    pub fn sandbox(&self) -> &SandboxPolicy {
        &self.sandbox
    }

    /// Merge `policy` into the kit's sandbox policy.
    pub fn add_sandbox_policy(&mut self, policy: &SandboxPolicy) {
        self.sandbox.merge(policy);
    }

    /// Refuse to run the kit's command tools, or call the tools of its
    /// kit servers, without the OS sandbox (`--require-sandbox`; a binary's
    /// flag also calls [`oslayer::require_everywhere`], so that a kit
    /// file's servers are not started without it).
    pub fn require_sandbox(mut self) -> Kit {
        self.sandbox.require = true;
        self
    }

    /// Register a command tool: `params` as for [`Kit::with_tool`].
    pub fn with_command(
        mut self,
        name: &str,
        params: &[&str],
        returns: &str,
        description: &str,
        grade: Grade,
        command: CommandTool,
    ) -> Kit {
        self.declare(name, params, returns, description, grade);
        self.commands
            .push((name.to_string(), std::sync::Arc::new(command)));
        self
    }

    /// Add (or replace) the spec of a tool defined by the embedding
    /// program, dropping whatever implementation the name had before.
    fn declare(
        &mut self,
        name: &str,
        params: &[&str],
        returns: &str,
        description: &str,
        grade: Grade,
    ) {
        let params = params.iter().map(|p| Param::parse(p)).collect();
        self.add(ToolSpec {
            name: name.to_string(),
            params,
            returns: returns.to_string(),
            description: description.to_string(),
            grade,
        });
        self.custom.retain(|(n, _)| n != name);
        self.commands.retain(|(n, _)| n != name);
        self.served.retain(|(n, _)| n != name);
        self.external.retain(|n| n != name);
    }

    /// Declare an external tool: a signature, a description and a grade,
    /// but no implementation. The checker treats it as any tool; every
    /// call of it pauses the program (`Step::Call`, reason `external`)
    /// until the host answers with a value or an error, so a program that
    /// calls one runs only through `Program::start`.
    ///
    /// ```
    /// use lackpy::engine::{Kit, Program};
    /// use lackpy::grade::Grade;
    /// let kit = Kit::empty().with_external("ask", &["question: str"], "str", "Ask a person", Grade::new(1, 1));
    /// let p = Program::compile("ask('which file?')", &kit, &[]).unwrap();
    /// assert_eq!(p.grade(), Grade::new(1, 1));
    /// assert!(kit.is_external("ask"));
    /// ```
    pub fn with_external(
        mut self,
        name: &str,
        params: &[&str],
        returns: &str,
        description: &str,
        grade: Grade,
    ) -> Kit {
        self.declare(name, params, returns, description, grade);
        self.external.push(name.to_string());
        self
    }

    /// Say whether calls of `name` may run while other calls are in
    /// flight (spec/concurrency.md), against the default: a tool that only
    /// reads (grade w <= 1) may, any other may not.
    ///
    /// ```
    /// use lackpy::engine::Kit;
    /// let kit = Kit::resolve("read").unwrap().with_concurrency("read_file", false);
    /// assert!(!kit.is_concurrent("read_file"));
    /// assert!(kit.is_concurrent("find_files"));
    /// ```
    pub fn with_concurrency(mut self, name: &str, concurrent: bool) -> Kit {
        self.concurrency.retain(|(n, _)| n != name);
        self.concurrency.push((name.to_string(), concurrent));
        self
    }

    /// Whether calls of `name` may overlap other calls: the kit's word
    /// (`Kit::with_concurrency`), else whether its grade has w <= 1. An
    /// external tool's calls that may overlap are pending at once, for the
    /// host to answer in any order.
    pub fn is_concurrent(&self, name: &str) -> bool {
        match self.concurrency.iter().find(|(n, _)| n == name) {
            Some((_, c)) => *c,
            None => self
                .tools
                .iter()
                .find(|t| t.name == name)
                .is_some_and(|t| t.grade.w <= 1),
        }
    }

    /// Whether `name` is an external tool (`Kit::with_external`).
    pub fn is_external(&self, name: &str) -> bool {
        self.external.iter().any(|n| n == name)
    }

    /// For a tool served by a kit file's MCP server: the OS sandbox the
    /// server runs under.
    pub fn served_under(&self, name: &str) -> Option<&'static str> {
        if self.served.is_empty() {
            return None;
        }
        self.served.iter().find(|(n, _)| n == name).map(|(_, s)| *s)
    }

    /// The command of a command tool.
    pub fn command(&self, name: &str) -> Option<&CommandTool> {
        self.commands
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, c)| &**c)
    }

    /// Declare a worked example (a duplicate is kept once).
    pub fn add_example(&mut self, example: Example) {
        if !self.examples.contains(&example) {
            self.examples.push(example);
        }
    }

    pub fn examples(&self) -> &[Example] {
        &self.examples
    }

    /// Another name for a built-in tool.
    pub fn add_alias(&mut self, alias: &str, target: ToolSpec) {
        let name = target.name.clone();
        self.add(ToolSpec {
            name: alias.to_string(),
            ..target
        });
        self.aliases.retain(|(a, _)| a != alias);
        self.aliases.push((alias.to_string(), name));
    }

    /// The built-in tool an alias stands for.
    pub fn alias_target(&self, name: &str) -> Option<&str> {
        self.aliases
            .iter()
            .find(|(a, _)| a == name)
            .map(|(_, t)| t.as_str())
    }

    /// Add a tool; a tool of the same name is replaced.
    pub fn add(&mut self, tool: ToolSpec) {
        match self.tools.iter_mut().find(|t| t.name == tool.name) {
            Some(slot) => *slot = tool,
            None => self.tools.push(tool),
        }
    }

    /// Register a tool written in Rust. `params` are the parameter names,
    /// each optionally with a type and a Python-literal default
    /// (`"path: str = '.'"`); the type is checked when the tool is called.
    /// A default written `...` says the tool has one of its own: a call
    /// that leaves the parameter out passes Ellipsis for the tool to
    /// replace (an explicit None stays None).
    ///
    /// ```
    /// use lackpy::grade::Grade;
    /// use lackpy::kit::Kit;
    /// use lackpy::value::Value;
    /// let kit = Kit::empty().with_tool("shout", &["text"], "str", "Upper-case a text", Grade::PURE, |args| {
    ///     Ok(Value::str(lackpy::value::to_str(&args[0]).to_uppercase()))
    /// });
    /// assert!(kit.get("shout").is_some());
    /// ```
    pub fn with_tool(
        mut self,
        name: &str,
        params: &[&str],
        returns: &str,
        description: &str,
        grade: Grade,
        f: impl Fn(&[crate::value::Value]) -> crate::value::VmResult<crate::value::Value>
            + Send
            + Sync
            + 'static,
    ) -> Kit {
        self.declare(name, params, returns, description, grade);
        self.custom
            .push((name.to_string(), Implementation(std::sync::Arc::new(f))));
        self
    }

    /// The Rust implementation of a registered tool, if it has one.
    pub fn implementation(&self, name: &str) -> Option<&Implementation> {
        self.custom.iter().find(|(n, _)| n == name).map(|(_, i)| i)
    }

    pub fn get(&self, name: &str) -> Option<&ToolSpec> {
        self.tools.iter().find(|t| t.name == name)
    }

    pub fn tools(&self) -> &[ToolSpec] {
        &self.tools
    }

    /// The kit's grade: the join of all its tools' grades.
    pub fn grade(&self) -> Grade {
        self.tools.iter().fold(Grade::PURE, |g, t| g.join(t.grade))
    }
}
