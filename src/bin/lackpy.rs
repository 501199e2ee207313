//! `lackpy`: the agent-facing front — `delegate` and `generate` (intent →
//! program, through templates, rules and models), `init`, `template`
//! (the ratchet), `kit`, `mcp` (lackpy as an MCP server on stdio) and
//! `kernel` (a Jupyter kernel).
//!
//! Exit codes: 0 success, 1 the program failed at run time, 2 usage error,
//! 3 rejected before running, 4 a limit was hit, 5 no valid program.

#[path = "lackpy/doc.rs"]
mod doc;
#[cfg(feature = "kernel")]
#[path = "lackpy/kernel.rs"]
mod kernel;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use serde_json::json;

use lackpy::cli::{param_names, print_out, read_input, resolve_kit, resolve_kit_in};
use lackpy::infer::{config, journal, templates};
use lackpy::kit::{builtin_tool, Kit, Root, ToolSpec, BUILTIN_TOOLS, PREDEFINED_KITS};
use lackpy::report::ExitCode as Exit;
use lackpy::service;
use lackpy::value::Value;

#[global_allocator]
static ALLOCATOR: lackpy::alloc::Counting = lackpy::alloc::Counting;

#[derive(Parser)]
#[command(
    name = "lackpy",
    version,
    about = "The agent-facing front of lackpy: delegate an intent, generate programs, templates, kits",
    long_about = "The agent-facing front of lackpy. `delegate` turns an intent into a checked program \
                  (templates, rules, then the configured models) and runs it; `generate` only writes it.\n\n\
                  Exit codes: 0 success, 1 the program failed at run time, 2 usage error, \
                  3 rejected before running, 4 a limit was hit, 5 no provider produced a valid program."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Turn an intent into a program and run it under the kit
    #[command(
        after_help = "Examples:\n  lackpy delegate \"find callers of validate_token\" --kit debug\n  \
                            lackpy delegate \"read README.md\" --format json"
    )]
    Delegate(DelegateArgs),
    /// Turn an intent into a checked program and print it (nothing runs)
    #[command(after_help = "Example:\n  lackpy generate \"list python files\" --kit read")]
    Generate(GenerateArgs),
    /// Ask a model for a literate document answering the intent, check it whole, and render it
    #[command(
        after_help = "The document is checked and graded before its first cell runs; a cell that fails at\n\
                      run time goes back to the model for a fix unless --no-recover.\n\n\
                      Example:\n  lackpy doc \"summarise the TODOs under src/\" --kit read --markdown report.md"
    )]
    Doc(doc::DocArgs),
    /// Write a commented default .lackpy/config.toml
    Init {
        /// The workspace (default: the current directory)
        #[arg(long, value_name = "DIR")]
        root: Option<PathBuf>,
        /// Replace an existing config.toml
        #[arg(long)]
        force: bool,
    },
    /// Templates: list them, add one, promote a journaled success
    Template {
        #[command(subcommand)]
        command: TemplateCommand,
    },
    /// Kits and the tools in them
    Kit {
        #[command(subcommand)]
        command: KitCommand,
    },
    /// Serve lackpy's tools to an MCP client over stdin/stdout
    #[command(
        after_help = "An MCP client starts it; for example, in the client's configuration:\n  \
                      {\"mcpServers\": {\"lackpy\": {\"command\": \"lackpy\", \"args\": [\"mcp\", \"--root\", \"/path/to/project\"]}}}\n\
                      Or it serves many over HTTP:\n  \
                      LACKPY_TOKEN=... lackpy mcp --transport http --port 8000 --auth-token-env LACKPY_TOKEN --session-dir /shared/sessions\n\n\
                      Tools: delegate, generate, run_program, validate, run_document, create, kit_info, kit_list, toolbox_list, language_spec.\n\
                      The limits apply to each program separately."
    )]
    Mcp(McpArgs),
    /// Serve a Jupyter kernel (`-f CONNECTION_FILE`), or install its kernelspec (`install`)
    #[cfg(feature = "kernel")]
    #[command(
        after_help = "Examples:\n  lackpy kernel install --prefix /tmp/jupyter --kit read\n  \
                      lackpy kernel -f kernel-1234.json --kit read"
    )]
    Kernel(kernel::KernelArgs),
}

#[derive(clap::Args)]
struct McpArgs {
    /// The workspace: file tools are confined to it; config, templates and kit files are read from its .lackpy/ (default: the current directory)
    #[arg(long, value_name = "DIR")]
    root: Option<PathBuf>,
    #[command(flatten)]
    limits: lackpy::cli::LimitArgs,
    /// Seconds an unused document session is kept
    #[arg(long, value_name = "SECS", default_value_t = 600)]
    session_ttl: u64,
    /// Document sessions open at once (the least recently used is closed to make room)
    #[arg(long, value_name = "N", default_value_t = 32)]
    max_sessions: usize,
    /// For every request: refuse to run command tools (run_command, run_tests,
    /// kit command tools) or start a kit's MCP servers where the OS sandbox
    /// (Landlock) is not available; such a call is a ToolError and nothing runs
    #[arg(long)]
    require_sandbox: bool,
    /// Keep document sessions stopped at `@continue` in DIR as snapshots
    /// (DIR/<session>.lpysnap, written atomically; removed when the document
    /// ends), so that a restarted server resumes a session by its id
    /// (default: sessions live in this process's memory only)
    #[arg(long, value_name = "DIR")]
    session_dir: Option<PathBuf>,
    /// stdio: one client, on stdin/stdout. http: Streamable HTTP at
    /// http://HOST:PORT/mcp, for any number of clients; no state is kept
    /// between requests but document sessions, which with --session-dir live
    /// in that folder only, so that server processes sharing it answer any
    /// session
    #[arg(long, value_enum, default_value_t = McpTransport::Stdio)]
    transport: McpTransport,
    /// The address to listen on (http)
    #[arg(long, value_name = "HOST", default_value = "127.0.0.1")]
    host: String,
    /// The port to listen on (http; 0: any free port, announced on stderr)
    #[arg(long, value_name = "PORT", default_value_t = 8000)]
    port: u16,
    /// Every request must carry `Authorization: Bearer <token>`, the token
    /// being the value of the environment variable VAR (http; 401 otherwise).
    /// The server does not start when VAR is unset or empty
    #[arg(long, value_name = "VAR")]
    auth_token_env: Option<String>,
}

#[derive(Clone, Copy, PartialEq, clap::ValueEnum)]
enum McpTransport {
    Stdio,
    Http,
}

fn mcp_cmd(a: McpArgs) -> ExitCode {
    let transport = match a.transport {
        McpTransport::Stdio => {
            if a.auth_token_env.is_some() {
                return usage(
                    "--auth-token-env is for --transport http (stdio has no requests to authorize)",
                );
            }
            lackpy::mcp::Transport::Stdio
        }
        McpTransport::Http => {
            let token = match &a.auth_token_env {
                None => None,
                Some(var) => match std::env::var(var) {
                    Ok(t) if !t.trim().is_empty() => Some(t.trim().to_string()),
                    _ => {
                        return usage(&format!(
                            "--auth-token-env {var}: the environment variable {var} is unset or empty; set it to the token clients must send"
                        ))
                    }
                },
            };
            lackpy::mcp::Transport::Http(lackpy::mcp::http::Listen {
                host: a.host.clone(),
                port: a.port,
                token,
            })
        }
    };
    let dir = root_dir(&a.root);
    let root = match std::fs::canonicalize(&dir) {
        Ok(r) if r.is_dir() => r,
        Ok(r) => return usage(&format!("--root {}: not a directory", r.display())),
        Err(e) => return usage(&format!("--root {}: {e}", dir.display())),
    };
    let session_dir = match &a.session_dir {
        None => None,
        Some(d) => match std::fs::create_dir_all(d).and_then(|()| std::fs::canonicalize(d)) {
            Ok(d) => Some(d),
            Err(e) => return usage(&format!("--session-dir {}: {e}", d.display())),
        },
    };
    let config = lackpy::mcp::Config {
        root,
        limits: a.limits.overrides(),
        session_ttl: std::time::Duration::from_secs(a.session_ttl.max(1)),
        max_sessions: a.max_sessions.max(1),
        require_sandbox: a.require_sandbox,
        session_dir,
        transport,
    };
    match lackpy::mcp::serve(config) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            Exit::Runtime.into()
        }
    }
}

#[derive(clap::Args)]
struct GenerateArgs {
    /// What the program should do, in words
    intent: String,
    /// The kit: comma list of tool names and kit names
    #[arg(long, value_name = "SPEC", default_value = "read")]
    kit: String,
    /// A parameter defined before the program starts; VALUE is JSON when it parses as JSON, else a string
    #[arg(long = "param", value_name = "NAME=VALUE")]
    params: Vec<String>,
    /// The workspace: config, templates and kit files are read from its .lackpy/ (default: the current directory)
    #[arg(long, value_name = "DIR")]
    root: Option<PathBuf>,
    /// Only tools whose world coupling w is at most W are offered and accepted (0-3)
    #[arg(long, value_name = "W", value_parser = clap::value_parser!(u8).range(0..=3))]
    max_grade: Option<u8>,
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
}

#[derive(clap::Args)]
struct DelegateArgs {
    #[command(flatten)]
    gen: GenerateArgs,
    /// Print every tool call on stderr (human output; JSON always carries the trace)
    #[arg(long)]
    trace: bool,
    /// Refuse to run command tools (run_command, run_tests, kit command tools)
    /// or start a kit's MCP servers where the OS sandbox (Landlock) is not
    /// available: such a call is a ToolError and nothing runs
    #[arg(long)]
    require_sandbox: bool,
    #[command(flatten)]
    limits: lackpy::cli::LimitArgs,
}

#[derive(Subcommand)]
enum TemplateCommand {
    /// The templates with their patterns, counts and status
    List {
        /// The workspace whose .lackpy/templates/ is listed (default: the current directory)
        #[arg(long, value_name = "DIR")]
        root: Option<PathBuf>,
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
    },
    /// Save a program as a template for an intent pattern
    #[command(
        after_help = "Example:\n  echo 'find_callers({name})' | \\\n    lackpy template add callers --pattern 'find callers of {name}' -"
    )]
    Add {
        /// The template's name (its file is .lackpy/templates/NAME.tmpl)
        name: String,
        /// The intent pattern; each {placeholder} captures text
        #[arg(long)]
        pattern: String,
        /// The program, with the same placeholders standing for string literals (`-`: stdin)
        #[arg(value_name = "FILE|-")]
        file: String,
        /// Check the program against this kit (default: only its syntax)
        #[arg(long, value_name = "SPEC")]
        kit: Option<String>,
        /// The workspace to save it in (default: the current directory)
        #[arg(long, value_name = "DIR")]
        root: Option<PathBuf>,
        /// Replace a template of the same name
        #[arg(long)]
        force: bool,
    },
    /// Turn a journaled model-generated success into a template
    Promote {
        /// The journal line (1-based) to promote; default: the latest model success
        #[arg(long, value_name = "N")]
        entry: Option<usize>,
        /// Promote the latest model success for exactly this intent
        #[arg(long, conflicts_with = "entry")]
        intent: Option<String>,
        /// The template's name (default: from its pattern)
        #[arg(long)]
        name: Option<String>,
        /// The workspace whose journal is read (default: the current directory)
        #[arg(long, value_name = "DIR")]
        root: Option<PathBuf>,
        /// Replace a template of the same name or pattern
        #[arg(long)]
        force: bool,
    },
}

#[derive(Subcommand)]
enum KitCommand {
    /// The predefined kits and every built-in tool with its grade
    List {
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
    },
    /// A kit's tools: signatures, descriptions, grades, and the kit's grade
    #[command(after_help = "Example:\n  lackpy kit info read,write_file")]
    Info {
        /// Comma list of tool names and kit names
        spec: String,
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
    },
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum Format {
    Human,
    Json,
}

/// A tool as one line of human output.
fn tool_line(t: &ToolSpec) -> String {
    format!("  {:<48} {}  {}\n", t.signature(), t.grade, t.description)
}

fn usage(msg: &str) -> ExitCode {
    eprintln!("error: {msg}");
    Exit::Usage.into()
}

fn root_dir(root: &Option<PathBuf>) -> PathBuf {
    root.clone().unwrap_or_else(|| PathBuf::from("."))
}

/// What generate and delegate share: the root, the kit, the parameters
/// and the inference configuration, each checked.
struct Setup {
    root: Root,
    kit: Kit,
    params: Vec<(String, Value)>,
    inference: config::Inference,
}

fn setup(a: &GenerateArgs) -> Result<Setup, String> {
    let dir = root_dir(&a.root);
    let root = Root::new(&dir).map_err(|e| format!("--root {}: {e}", dir.display()))?;
    let kit = resolve_kit_in(&a.kit, root.dir())?;
    param_names(&a.params, &kit)?;
    let params = service::parse_params(&a.params)?;
    let inference = config::load(root.dir())?;
    Ok(Setup {
        root,
        kit,
        params,
        inference,
    })
}

fn generate_cmd(a: GenerateArgs) -> ExitCode {
    let s = match setup(&a) {
        Ok(s) => s,
        Err(e) => return usage(&e),
    };
    match service::generate(
        &a.intent,
        &s.kit,
        &s.params,
        &s.root,
        a.max_grade,
        &s.inference,
    ) {
        Ok(g) => {
            match a.format {
                Format::Human => print_out(&g.program),
                Format::Json => print_out(&format!("{}\n", service::generated_json(&g))),
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            let message = e.message(&a.intent);
            if a.format == Format::Json {
                print_out(&format!("{}\n", service::no_program_json(&e, &a.intent)));
            }
            eprintln!("error: {message}");
            Exit::NoProgram.into()
        }
    }
}

/// `setup` for a command that runs the program: `--require-sandbox` holds
/// from before the kit is resolved (a kit file's servers start then).
fn setup_run(a: &DelegateArgs) -> Result<Setup, String> {
    if a.require_sandbox {
        lackpy::kit::oslayer::require_everywhere();
    }
    let mut s = setup(&a.gen)?;
    if a.require_sandbox {
        s.kit = s.kit.require_sandbox();
    }
    Ok(s)
}

fn delegate_cmd(a: DelegateArgs) -> ExitCode {
    let s = match setup_run(&a) {
        Ok(s) => s,
        Err(e) => return usage(&e),
    };
    let human = a.gen.format == Format::Human;
    let d = service::Delegation {
        intent: &a.gen.intent,
        kit_spec: &a.gen.kit,
        kit: &s.kit,
        params: &s.params,
        root: &s.root,
        max_grade: a.gen.max_grade,
        limits: a.limits.limits(Some(lackpy::alloc::live_bytes)),
        echo: human,
    };
    let out = service::delegate(&d, &s.inference);
    for w in &out.warnings {
        eprintln!("warning: {w}");
    }
    if let Some(t) = &out.promoted {
        eprintln!("lackpy: this intent's pattern is now template `{t}` (auto_promote)");
    }
    if !human {
        print_out(&format!("{}\n", out.json));
        return out.exit.into();
    }
    if let Some(m) = &out.no_program {
        eprintln!("error: {m}");
        return out.exit.into();
    }
    if a.trace {
        for t in out.run.iter().flat_map(|r| &r.trace) {
            eprintln!("{}", lackpy::report::trace_line(t));
        }
    }
    match &out.run {
        Some(r) => {
            lackpy::cli::note_sandbox(r.sandbox.as_deref());
            if let Some(repr) = &r.repr {
                print_out(&format!("{repr}\n"));
            }
            let source = out.generated.as_ref().map(|g| g.program.as_str());
            if let Some(e) = r.human_error("<delegate>", source) {
                eprintln!("{e}");
            }
        }
        None => eprintln!(
            "{}: {}",
            out.json["error"]["type"].as_str().unwrap_or("Error"),
            out.json["error"]["message"].as_str().unwrap_or("")
        ),
    }
    out.exit.into()
}

fn init_cmd(root: &Option<PathBuf>, force: bool) -> ExitCode {
    let dir = root_dir(root);
    let path = config::path(&dir);
    if path.exists() && !force {
        return usage(&format!(
            "{} exists; pass --force to replace it",
            path.display()
        ));
    }
    let made = std::fs::create_dir_all(templates::dir(&dir))
        .and_then(|()| lackpy::fsutil::write_atomic(&path, config::DEFAULT_CONFIG.as_bytes()));
    match made {
        Ok(()) => {
            eprintln!("wrote {}", path.display());
            ExitCode::SUCCESS
        }
        Err(e) => usage(&format!("cannot write {}: {e}", path.display())),
    }
}

fn template_list(root: &Option<PathBuf>, format: Format) -> ExitCode {
    let dir = root_dir(root);
    let (all, errors) = templates::load(&dir);
    for e in &errors {
        eprintln!("warning: {e}");
    }
    let status = |t: &templates::Template| if t.demoted() { "demoted" } else { "active" };
    match format {
        Format::Json => print_out(&format!(
            "{}\n",
            json!({"templates": all.iter().map(|(p, t)| json!({
                "name": t.name, "pattern": t.pattern, "success_count": t.success_count,
                "fail_count": t.fail_count, "status": status(t), "path": p.display().to_string(),
                "program": t.body,
            })).collect::<Vec<_>>()})
        )),
        Format::Human => {
            if all.is_empty() {
                print_out("no templates (lackpy template add, or promote a journaled success)\n");
            }
            let mut s = String::new();
            for (_, t) in &all {
                s.push_str(&format!(
                    "{:<24} {:<8} +{} -{}  {}\n",
                    t.name,
                    status(t),
                    t.success_count,
                    t.fail_count,
                    t.pattern
                ));
            }
            print_out(&s);
        }
    }
    ExitCode::SUCCESS
}

fn template_add(
    name: String,
    pattern: String,
    file: &str,
    kit: Option<&str>,
    root: &Option<PathBuf>,
    force: bool,
) -> ExitCode {
    let dir = root_dir(root);
    let body = match read_input(file).map(|b| String::from_utf8_lossy(&b).into_owned()) {
        Ok(b) => b,
        Err(e) => return usage(&format!("cannot read {file}: {e}")),
    };
    let t = templates::Template {
        name,
        pattern,
        success_count: 0,
        fail_count: 0,
        body,
    };
    match templates::add(&dir, &t, kit, force) {
        Ok(p) => {
            eprintln!("wrote {}", p.display());
            ExitCode::SUCCESS
        }
        Err(templates::Refusal::Usage(e)) => usage(&e),
        Err(templates::Refusal::Rejected { message, checked }) => {
            if let Some((program, report)) = checked.map(|c| *c) {
                let color = lackpy::cli::stderr_color();
                eprint!(
                    "{}",
                    lackpy::diag::render(&t.name, &program, &report.errors, color)
                );
            }
            eprintln!("error: {message}");
            Exit::Rejected.into()
        }
    }
}

fn template_promote(
    entry: Option<usize>,
    intent: Option<String>,
    name: Option<String>,
    root: &Option<PathBuf>,
    force: bool,
) -> ExitCode {
    let dir = root_dir(root);
    let entries = journal::read(&dir);
    let eligible = |e: &journal::Entry| e.model && e.success && e.program.is_some();
    let chosen = match (entry, &intent) {
        (Some(n), _) => match entries.get(n.wrapping_sub(1)) {
            Some(e) if eligible(e) => e,
            Some(_) => {
                return usage(&format!(
                    "journal entry {n} is not a successful model-generated delegation"
                ))
            }
            None => return usage(&format!("the journal has {} entries", entries.len())),
        },
        (None, Some(i)) => match entries.iter().rev().find(|e| eligible(e) && e.intent == *i) {
            Some(e) => e,
            None => {
                return usage(&format!(
                    "no model-generated success for the intent {i:?} in the journal"
                ))
            }
        },
        (None, None) => match entries.iter().rev().find(|e| eligible(e)) {
            Some(e) => e,
            None => return usage("the journal has no model-generated success to promote"),
        },
    };
    let kit = resolve_kit_in(&chosen.kit, &dir).unwrap_or_else(|_| Kit::default_kit());
    match journal::promote(&dir, chosen, name.as_deref(), &kit, force) {
        Ok(t) => {
            eprintln!(
                "template `{}`: {:?}\n{}",
                t.name,
                t.pattern,
                t.body.trim_end()
            );
            ExitCode::SUCCESS
        }
        Err(e) => usage(&e),
    }
}

fn main() -> ExitCode {
    let code = dispatch(Cli::parse().command);
    // MCP servers that kit files started are closed, not left behind.
    lackpy::kit::mcp::shutdown();
    code
}

fn dispatch(command: Command) -> ExitCode {
    match command {
        Command::Mcp(a) => mcp_cmd(a),
        #[cfg(feature = "kernel")]
        Command::Kernel(a) => kernel::kernel_cmd(a),
        Command::Delegate(a) => delegate_cmd(a),
        Command::Doc(a) => doc::doc_cmd(a),
        Command::Generate(a) => generate_cmd(a),
        Command::Init { root, force } => init_cmd(&root, force),
        Command::Template { command } => match command {
            TemplateCommand::List { root, format } => template_list(&root, format),
            TemplateCommand::Add {
                name,
                pattern,
                file,
                kit,
                root,
                force,
            } => template_add(name, pattern, &file, kit.as_deref(), &root, force),
            TemplateCommand::Promote {
                entry,
                intent,
                name,
                root,
                force,
            } => template_promote(entry, intent, name, &root, force),
        },
        Command::Kit {
            command: KitCommand::List { format },
        } => {
            let tools: Vec<_> = BUILTIN_TOOLS
                .iter()
                .filter_map(|r| builtin_tool(r.0))
                .collect();
            match format {
                Format::Json => print_out(&format!("{}\n", lackpy::engine::kit_list())),
                Format::Human => {
                    let mut s = String::from("kits:\n");
                    for (k, ts) in PREDEFINED_KITS {
                        s.push_str(&format!(
                            "  {k:<10} {}\n",
                            if ts.is_empty() {
                                "(no tools)".into()
                            } else {
                                ts.join(", ")
                            }
                        ));
                    }
                    s.push_str("\ntools:\n");
                    tools.iter().for_each(|t| s.push_str(&tool_line(t)));
                    print_out(&s);
                }
            }
            ExitCode::SUCCESS
        }
        Command::Kit {
            command: KitCommand::Info { spec, format },
        } => {
            let kit = match resolve_kit(&spec) {
                Ok(k) => k,
                Err(e) => {
                    eprintln!("error: {e}");
                    return Exit::Usage.into();
                }
            };
            match format {
                Format::Json => print_out(&format!("{}\n", lackpy::engine::kit_info(&spec, &kit))),
                Format::Human => {
                    let mut s = format!("kit {spec}: grade {}\n", kit.grade());
                    kit.tools().iter().for_each(|t| s.push_str(&tool_line(t)));
                    print_out(&s);
                }
            }
            ExitCode::SUCCESS
        }
    }
}
