//! `lackpy mcp`: lackpy as an MCP server on stdio or Streamable HTTP
//! (`http`), on the official Rust SDK (`rmcp`). The tools are those of spec/mcp.md; each answers with
//! its JSON object as structured content and as text. The language spec
//! and the literate-document guide are also resources, and the guide a
//! prompt.
//!
//! Requests run concurrently: each program runs in a VM of its own, with
//! its own limits, on a blocking thread (VM values are `Rc`, so they stay
//! on the thread that made them); a document session keeps a thread of its
//! own (see `sessions`). Nothing a program prints reaches stdout, which
//! belongs to the protocol: output is captured into the result.

pub mod http;
mod sessions;
pub mod tools;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use rmcp::handler::server::common::schema_for_type;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, GetPromptRequestParams,
    GetPromptResponse, GetPromptResult, Implementation, ListPromptsResult, ListResourcesResult,
    ListToolsResult, PaginatedRequestParams, Prompt, PromptArgument, PromptMessage,
    ReadResourceRequestParams, ReadResourceResponse, ReadResourceResult, Resource,
    ResourceContents, Role, ServerCapabilities, ServerConfig, Tool, ToolAnnotations,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler, ServiceExt};
use serde::de::DeserializeOwned;

use crate::vm::LimitOverrides;
pub use sessions::Sessions;
use tools::Answer;

/// How the server is set up (`lackpy mcp` options).
#[derive(Clone)]
pub struct Config {
    /// The workspace: file tools are confined to it; config, templates and
    /// kit files are read from its `.lackpy/`.
    pub root: PathBuf,
    /// Each program's limits: the defaults with these overrides.
    pub limits: LimitOverrides,
    /// Seconds an unused document session is kept.
    pub session_ttl: Duration,
    /// Document sessions open at once.
    pub max_sessions: usize,
    /// Refuse to run command tools or start kit servers without the OS
    /// sandbox, whatever the request's kit says (`--require-sandbox`). It
    /// holds for the whole process from [`serve`] on.
    pub require_sandbox: bool,
    /// Where document sessions stopped at `@continue` are kept as
    /// snapshots (`--session-dir`), so that a restarted server resumes
    /// them by id; `None` keeps them in memory only.
    pub session_dir: Option<PathBuf>,
    /// stdin/stdout, or HTTP.
    pub transport: Transport,
}

/// How clients reach the server.
#[derive(Clone, Debug)]
pub enum Transport {
    Stdio,
    Http(http::Listen),
}

#[derive(Clone)]
pub struct Server {
    config: Arc<Config>,
    sessions: Arc<Sessions>,
}

const INSTRUCTIONS: &str = "lackpy runs small, always-terminating Python programs that call tools \
(read files, search code, run tests), checked before they run, and returns one structured result with a trace of every tool call. \
Use `delegate` to have a task in words turned into a program and run; `run_program` to run a program you write \
(call `language_spec` first: lackpy is Python 3 with if/elif/else, for, with, comprehensions and f-strings, and without def, class, while, import, try or lambda outside `key=`); \
`validate` to check one (or a literate document) without running it; `run_document` for a literate markdown notebook; \
`kit_info`/`kit_list`/`toolbox_list` for the tools a program can call, `kit_create` to save a kit of them, \
`create` to save a program that worked as a template, which later `delegate` calls answer without a model. \
A run's effects are its kit's: the default kit (read) only reads files, a kit with write tools (edit) changes them. \
`provider_list` and `config` show how `delegate` and `generate` reach their models (no secrets).";

/// The URIs of the resources.
const SPEC_URI: &str = "lackpy://spec";
const SPEC_JSON_URI: &str = "lackpy://spec.json";
const HINT_URI: &str = "lackpy://literate-guide";

impl Server {
    pub fn new(config: Config) -> Server {
        let mut sessions = Sessions::new(config.session_ttl, config.max_sessions);
        sessions.dir = config.session_dir.clone();
        sessions.keep = matches!(config.transport, Transport::Stdio);
        let sessions = Arc::new(sessions);
        Server {
            config: Arc::new(config),
            sessions,
        }
    }

    fn tool_list() -> Vec<Tool> {
        use tools::*;
        // Hints: read-only, destructive, idempotent, open-world.
        let hints = |t: Tool, read_only: bool, destructive: bool, idempotent: bool, open: bool| {
            t.with_annotations(
                ToolAnnotations::new()
                    .read_only(read_only)
                    .destructive(destructive)
                    .idempotent(idempotent)
                    .open_world(open),
            )
        };
        let read_only = |t: Tool| hints(t, true, false, true, false);
        // A run's effects are its kit's: the default kit only reads, but
        // the caller picks the kit, and one with write or exec tools may
        // change the workspace or reach outside it.
        let runs = |t: Tool| hints(t, false, true, false, true);
        let with_kit_note =
            |d: &str, max_grade: bool| format!("{d} {}", kit_effects_note(max_grade));
        vec![
            runs(Tool::new(
                "delegate",
                with_kit_note(DELEGATE, true),
                schema_for_type::<Delegate>(),
            )),
            // Only writes a program; a model provider is outside the server.
            hints(
                Tool::new("generate", GENERATE, schema_for_type::<Generate>()),
                true,
                false,
                false,
                true,
            ),
            runs(Tool::new(
                "run_program",
                with_kit_note(RUN_PROGRAM, true),
                schema_for_type::<RunProgram>(),
            )),
            read_only(Tool::new(
                "validate",
                VALIDATE,
                schema_for_type::<Validate>(),
            )),
            runs(Tool::new(
                "run_document",
                with_kit_note(RUN_DOCUMENT, false),
                schema_for_type::<RunDocument>(),
            )),
            read_only(Tool::new(
                "kit_info",
                KIT_INFO,
                schema_for_type::<KitInfo>(),
            )),
            read_only(Tool::new("kit_list", KIT_LIST, schema_for_type::<NoArgs>())),
            read_only(Tool::new(
                "toolbox_list",
                TOOLBOX_LIST,
                schema_for_type::<NoArgs>(),
            )),
            read_only(Tool::new(
                "language_spec",
                LANGUAGE_SPEC,
                schema_for_type::<NoArgs>(),
            )),
            // Asks the configured model servers whether they answer.
            hints(
                Tool::new("provider_list", PROVIDER_LIST, schema_for_type::<NoArgs>()),
                true,
                false,
                true,
                true,
            ),
            read_only(Tool::new("config", CONFIG, schema_for_type::<NoArgs>())),
            // Writes a new template; never replaces one.
            hints(
                Tool::new("create", CREATE, schema_for_type::<Create>()),
                false,
                false,
                false,
                false,
            ),
            // Writes a kit file; with overwrite it replaces one.
            hints(
                Tool::new("kit_create", KIT_CREATE, schema_for_type::<KitCreate>()),
                false,
                true,
                true,
                false,
            ),
        ]
    }

    /// Run a handler on a blocking thread of its own.
    async fn blocking<A: DeserializeOwned + Send + 'static>(
        &self,
        request: &CallToolRequestParams,
        f: impl FnOnce(A, &Config) -> Answer + Send + 'static,
    ) -> Result<Answer, ErrorData> {
        let args: A = parse(request)?;
        let config = self.config.clone();
        tokio::task::spawn_blocking(move || {
            let answer = f(args, &config);
            // A run may have freed a lot on this thread: hand it back
            // now rather than let every worker keep its high-water mark.
            crate::alloc::release_free_memory();
            answer
        })
        .await
        .map_err(|e| ErrorData::internal_error(format!("the tool stopped: {e}"), None))
    }

    async fn dispatch(&self, request: &CallToolRequestParams) -> Result<Answer, ErrorData> {
        use tools::*;
        let name: &str = request.name.as_ref();
        match name {
            "run_program" => {
                self.blocking(request, |a: RunProgram, c| {
                    run_program(a, &c.root, c.limits)
                })
                .await
            }
            "delegate" => {
                self.blocking(request, |a: Delegate, c| delegate(a, &c.root, c.limits))
                    .await
            }
            "generate" => {
                self.blocking(request, |a: Generate, c| generate(a, &c.root))
                    .await
            }
            "validate" => {
                self.blocking(request, |a: Validate, c| validate(a, &c.root))
                    .await
            }
            "kit_info" => {
                self.blocking(request, |a: KitInfo, c| kit_info(a, &c.root))
                    .await
            }
            "kit_list" => {
                self.blocking(request, |_: NoArgs, c| kit_list(&c.root))
                    .await
            }
            "toolbox_list" => {
                self.blocking(request, |_: NoArgs, c| toolbox_list(&c.root))
                    .await
            }
            "language_spec" => self.blocking(request, |_: NoArgs, _| language_spec()).await,
            "provider_list" => {
                self.blocking(request, |_: NoArgs, c| provider_list(&c.root))
                    .await
            }
            "config" => self.blocking(request, |_: NoArgs, c| config(&c.root)).await,
            "create" => {
                self.blocking(request, |a: Create, c| create(a, &c.root))
                    .await
            }
            "kit_create" => {
                self.blocking(request, |a: KitCreate, c| kit_create(a, &c.root))
                    .await
            }
            "run_document" => {
                let a: RunDocument = parse(request)?;
                Ok(sessions::run_document(
                    a,
                    self.config.root.clone(),
                    self.config.limits,
                    self.sessions.clone(),
                )
                .await)
            }
            other => Err(ErrorData::invalid_params(
                format!(
                    "unknown tool `{other}`; lackpy's tools are: {}",
                    Server::tool_list()
                        .iter()
                        .map(|t| t.name.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                None,
            )),
        }
    }
}

/// A tool's arguments, or the protocol error that says what is wrong.
fn parse<A: DeserializeOwned>(request: &CallToolRequestParams) -> Result<A, ErrorData> {
    let args = serde_json::Value::Object(request.arguments.clone().unwrap_or_default());
    serde_json::from_value(args).map_err(|e| {
        ErrorData::invalid_params(format!("bad arguments for `{}`: {e}", request.name), None)
    })
}

/// The literate guide for a kit named in a prompt's or resource's arguments.
fn guide(kit: Option<&str>, root: &std::path::Path) -> Result<String, ErrorData> {
    let kit = crate::engine::resolve_kit(kit.unwrap_or("literate"), root)
        .map_err(|e| ErrorData::invalid_params(e, None))?;
    Ok(crate::literate::system_prompt_hint(&kit))
}

impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(
            ServerCapabilities::builder()
                .enable_tools()
                .enable_prompts()
                .enable_resources()
                .build(),
        )
        .with_server_info(Implementation::new("lackpy", env!("CARGO_PKG_VERSION")))
        .with_instructions(INSTRUCTIONS)
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(Server::tool_list()))
    }

    fn get_tool(&self, name: &str) -> Option<Tool> {
        Server::tool_list().into_iter().find(|t| t.name == name)
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let answer = self.dispatch(&request).await?;
        Ok(if answer.is_error {
            CallToolResult::structured_error(answer.json)
        } else {
            CallToolResult::structured(answer.json)
        }
        .into())
    }

    async fn list_prompts(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListPromptsResult, ErrorData> {
        Ok(ListPromptsResult::with_all_items(vec![Prompt::new(
            "literate_document",
            Some("How to answer with a literate lackpy document (markdown whose ```lackpy blocks run), for a kit"),
            Some(vec![PromptArgument::new("kit")
                .with_description("The kit the document's blocks may call (default: literate)")
                .with_required(false)]),
        )]))
    }

    async fn get_prompt(
        &self,
        request: GetPromptRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<GetPromptResponse, ErrorData> {
        if request.name != "literate_document" {
            return Err(ErrorData::invalid_params(
                format!(
                    "unknown prompt `{}`; there is literate_document",
                    request.name
                ),
                None,
            ));
        }
        let kit = request
            .arguments
            .as_ref()
            .and_then(|a| a.get("kit"))
            .and_then(|k| k.as_str())
            .map(str::to_string);
        let root = self.config.root.clone();
        let text = tokio::task::spawn_blocking(move || guide(kit.as_deref(), &root))
            .await
            .map_err(|e| ErrorData::internal_error(e.to_string(), None))??;
        Ok(
            GetPromptResult::new(vec![PromptMessage::new_text(Role::User, text)])
                .with_description("Writing literate lackpy documents")
                .into(),
        )
    }

    async fn list_resources(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, ErrorData> {
        Ok(ListResourcesResult::with_all_items(vec![
            Resource::new(SPEC_URI, "lackpy language spec")
                .with_description("The lackpy language: constructs, what it lacks and what to use instead, builtins, methods, tools, diagnostics")
                .with_mime_type("text/markdown"),
            Resource::new(SPEC_JSON_URI, "lackpy language spec (JSON)")
                .with_description("The same spec as data")
                .with_mime_type("application/json"),
            Resource::new(HINT_URI, "literate lackpy guide")
                .with_description("How to write a literate lackpy document (for the literate kit)")
                .with_mime_type("text/markdown"),
        ]))
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, ErrorData> {
        let uri = request.uri.clone();
        let root = self.config.root.clone();
        let content = tokio::task::spawn_blocking(move || match uri.as_str() {
            SPEC_URI => Ok(
                ResourceContents::text(crate::check::spec::markdown(), SPEC_URI)
                    .with_mime_type("text/markdown"),
            ),
            SPEC_JSON_URI => Ok(ResourceContents::text(
                crate::check::spec::json().to_string(),
                SPEC_JSON_URI,
            )
            .with_mime_type("application/json")),
            HINT_URI => guide(None, &root)
                .map(|t| ResourceContents::text(t, HINT_URI).with_mime_type("text/markdown")),
            other => Err(ErrorData::resource_not_found(
                format!("no resource `{other}`; there are {SPEC_URI}, {SPEC_JSON_URI}, {HINT_URI}"),
                None,
            )),
        })
        .await
        .map_err(|e| ErrorData::internal_error(e.to_string(), None))??;
        Ok(ReadResourceResult::new(vec![content]).into())
    }
}

/// Serve MCP on stdin/stdout until the client closes the connection, or
/// on HTTP until the process is stopped.
pub fn serve(config: Config) -> Result<(), String> {
    // Requests run on whichever worker thread is free; two arenas keep
    // the server's RSS near what its sessions hold (see the soak test).
    crate::alloc::limit_arenas(2);
    if config.require_sandbox {
        crate::kit::oslayer::require_everywhere();
    }
    let rt = crate::runtime::shared()?;
    if let Transport::Http(listen) = config.transport.clone() {
        return rt.block_on(http::serve(Server::new(config), listen));
    }
    rt.block_on(async move {
        let service = Server::new(config)
            .serve(rmcp::transport::stdio())
            .await
            .map_err(|e| format!("MCP initialization failed: {e}"))?;
        service
            .waiting()
            .await
            .map_err(|e| format!("the server stopped: {e}"))?;
        Ok::<(), String>(())
    })?;
    // Blocking threads still running a program are not waited for: the
    // process ends with them.
    crate::kit::mcp::shutdown();
    Ok(())
}
