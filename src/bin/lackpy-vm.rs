//! `lackpy-vm`: run a lackpy program — source or `.lpyc` bytecode — and
//! report its result. Exit codes: 0 success, 1 the program failed at run
//! time, 2 usage error, 3 rejected before running, 4 a limit was hit.

use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use serde_json::{json, Value as Json};

use lackpy::bytecode::Module;
use lackpy::cli::{param_names, print_out, read_input, resolve_kit_in, stderr_color};
use lackpy::diag::{self, Diagnostic, LineIndex};
use lackpy::kit::Kit;
use lackpy::kit::{KitHost, Root, ToolLimits};
use lackpy::pipeline::{compile_source, run_module};
use lackpy::syntax::decode_source;
use lackpy::value::json::{from_json, to_json};
use lackpy::value::{ExcKind, Value};

#[path = "lackpy-vm/doc.rs"]
mod doc;

#[global_allocator]
static ALLOCATOR: lackpy::alloc::Counting = lackpy::alloc::Counting;

const EXIT_RUNTIME: u8 = 1;
const EXIT_USAGE: u8 = 2;
const EXIT_REJECTED: u8 = 3;
const EXIT_LIMIT: u8 = 4;

#[derive(Parser)]
#[command(
    name = "lackpy-vm",
    version,
    about = "Run lackpy programs: source (.py) or compiled bytecode (.lpyc)",
    long_about = "Runs a lackpy program and prints what it prints, then the repr of its last expression \
                  (as a notebook cell displays it).\n\nExit codes: 0 success, 1 the program failed at run time, \
                  2 usage error, 3 rejected before running (syntax, check, grade, corrupt .lpyc), 4 a limit was hit."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run a program
    #[command(
        after_help = "Examples:\n  lackpy-vm run prog.py\n  lackpy-vm run prog.lpyc --format json\n  \
                            echo 'sum(range(10))' | lackpy-vm run -\n  lackpy-vm run prog.py --param name='\"ann\"' --param n=3"
    )]
    Run(RunArgs),
}

#[derive(clap::Args)]
struct RunArgs {
    /// The program: `.lpyc` bytecode, or source (`-` reads standard input)
    #[arg(value_name = "FILE|-")]
    file: String,
    /// The kit: comma list of tool names and kit names (none, read, debug, edit, literate)
    #[arg(long, value_name = "SPEC", default_value = "read")]
    kit: String,
    /// A parameter, defined before the program starts; VALUE is JSON when it parses as JSON, else a string
    #[arg(long = "param", value_name = "NAME=VALUE")]
    params: Vec<String>,
    /// human: output as it runs, then the result's repr; json: one object on stdout
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// The workspace the file tools are confined to (default: the current directory)
    #[arg(long, value_name = "DIR")]
    root: Option<std::path::PathBuf>,
    /// Print every tool call (human output; JSON always carries the trace)
    #[arg(long)]
    trace: bool,
    /// Refuse programs whose grade's world coupling w exceeds W (0-3)
    #[arg(long, value_name = "W")]
    max_grade: Option<u8>,
    /// Read the program (stdin too) as a literate markdown document; `.md` and `.ipynb` files always are
    #[arg(long)]
    literate: bool,
    /// Literate: also write the run as an nbformat-4 notebook
    #[arg(long, value_name = "OUT.ipynb")]
    notebook: Option<std::path::PathBuf>,
    /// Literate: also write the clean document (recovery fixes in, skipped cells out)
    #[arg(long, value_name = "OUT.md")]
    markdown: Option<std::path::PathBuf>,
    /// Literate: run each cell as soon as its closing fence arrives (each cell is
    /// checked when it arrives, not the whole document first)
    #[arg(long)]
    stream: bool,
    #[command(flatten)]
    limits: lackpy::cli::LimitArgs,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum Format {
    Human,
    Json,
}

fn main() -> ExitCode {
    let Cli {
        command: Command::Run(args),
    } = Cli::parse();
    let code = run(args);
    // MCP servers that a kit file started are closed, not left behind.
    #[cfg(feature = "mcp")]
    lackpy::kit::mcp::shutdown();
    code
}

fn usage(msg: &str) -> ExitCode {
    eprintln!("error: {msg}");
    ExitCode::from(EXIT_USAGE)
}

/// A failure before the program ran, for either output format.
struct Rejection {
    kind: &'static str,
    diags: Vec<Diagnostic>,
    message: String,
    source: String,
}

fn run(args: RunArgs) -> ExitCode {
    let root_dir = args
        .root
        .clone()
        .unwrap_or_else(|| std::path::PathBuf::from("."));
    let root = match Root::new(&root_dir) {
        Ok(r) => r,
        Err(e) => return usage(&format!("--root {}: {e}", root_dir.display())),
    };
    let kit = match resolve_kit_in(&args.kit, root.dir()) {
        Ok(k) => k,
        Err(e) => return usage(&e),
    };
    let mut params: Vec<(String, Value)> = Vec::new();
    for p in &args.params {
        let Some((name, raw)) = p.split_once('=') else {
            return usage(&format!("`--param {p}`: write NAME=VALUE"));
        };
        let value = match serde_json::from_str::<Json>(raw) {
            Ok(j) => from_json(&j),
            Err(_) => Value::str(raw.to_string()),
        };
        params.push((name.trim().to_string(), value));
    }
    let names = match param_names(&args.params, &kit) {
        Ok(n) => n,
        Err(e) => return usage(&e),
    };
    let name = if args.file == "-" {
        "<stdin>".to_string()
    } else {
        args.file.clone()
    };
    let limits = args.limits.limits(Some(lackpy::alloc::live_bytes));
    let literate = args.literate || args.file.ends_with(".md") || args.file.ends_with(".ipynb");
    if args.stream && !literate {
        return usage("--stream runs literate documents: add --literate (or give a .md file)");
    }
    if args.stream && args.file.ends_with(".ipynb") {
        return usage("--stream reads markdown as it arrives; run a notebook without --stream");
    }
    if (args.notebook.is_some() || args.markdown.is_some()) && !literate {
        return usage("--notebook and --markdown write literate documents: add --literate (or give a .md file)");
    }
    if literate {
        let run = doc::DocRun {
            kit,
            root,
            params,
            names,
            name,
            limits,
        };
        return doc::run_document(&args, run);
    }
    let bytes = match read_input(&args.file) {
        Ok(b) => b,
        Err(e) => return usage(&format!("cannot read {name}: {e}")),
    };
    let module = if args.file.ends_with(".lpyc") {
        lackpy::bytecode::decode(&bytes).map_err(|e| Rejection {
            kind: "CorruptBytecode",
            diags: vec![],
            message: e.message,
            source: String::new(),
        })
    } else {
        load_source(&bytes, &name, &kit, &names)
    };
    let module = module.and_then(|m| match lackpy::pipeline::check_binding(&m, &kit) {
        Ok(()) => Ok(m),
        Err(message) => Err(Rejection {
            kind: "KitError",
            diags: vec![],
            message,
            source: String::new(),
        }),
    });
    let module = match module.and_then(|m| grade_policy(m, args.max_grade)) {
        Ok(m) => m,
        Err(r) => return report_rejection(&r, &name, args.format),
    };
    let mut host = KitHost::new(kit.clone(), root, ToolLimits::default());
    let human = args.format == Format::Human;
    let outcome = run_module(&module, &params, &mut host, limits, human);
    let trace = serde_json::to_value(&host.trace).unwrap_or(Json::Array(vec![]));
    let files = json!({"read": host.ctx.files_read, "modified": host.ctx.files_modified});
    if human && args.trace {
        print_trace(&host.trace);
    }
    let grade = json!({"w": module.grade.w, "d": module.grade.d});
    match &outcome.result {
        Ok(v) => {
            if human {
                if let Some(r) = &outcome.repr {
                    print_out(&format!("{r}\n"));
                }
            } else {
                let repr = outcome.repr.clone().map_or(Json::Null, Json::String);
                let o = json!({
                    "success": true, "output": to_json(v), "repr": repr, "stdout": outcome.stdout,
                    "error": null, "trace": trace, "files": files, "grade": grade,
                    "stats": {"instructions": outcome.instructions, "elapsed_ms": outcome.elapsed_ms, "peak_memory_bytes": lackpy::alloc::peak_bytes()},
                });
                print_out(&format!("{}\n", o));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            let code = if e.exc.kind == ExcKind::LimitExceeded {
                EXIT_LIMIT
            } else {
                EXIT_RUNTIME
            };
            if human {
                let mut msg = String::new();
                if let (Some((line, col)), Some(src)) = (e.loc, module.source.as_deref()) {
                    msg.push_str(&format!("  at {name}:{line}:{col}\n"));
                    if let Some(text) = src.lines().nth((line as usize).saturating_sub(1)) {
                        msg.push_str(&format!(
                            "    {text}\n    {}^\n",
                            " ".repeat((col as usize).saturating_sub(1))
                        ));
                    }
                }
                eprintln!("{msg}{}: {}", e.exc.kind.name(), e.exc.msg);
            } else {
                let (line, column) = e
                    .loc
                    .map_or((Json::Null, Json::Null), |(l, c)| (json!(l), json!(c)));
                let o = json!({
                    "success": false, "output": null, "repr": null, "stdout": outcome.stdout,
                    "error": {"type": e.exc.kind.name(), "message": e.exc.msg, "line": line, "column": column},
                    "trace": trace, "files": files, "grade": grade,
                    "stats": {"instructions": outcome.instructions, "elapsed_ms": outcome.elapsed_ms, "peak_memory_bytes": lackpy::alloc::peak_bytes()},
                });
                print_out(&format!("{}\n", o));
            }
            ExitCode::from(code)
        }
    }
}

/// `--trace` in human output: one line a tool call, on stderr.
fn print_trace(trace: &[lackpy::kit::TraceEntry]) {
    for t in trace {
        let status = match &t.error {
            None => "ok".to_string(),
            Some(e) => format!("failed: {e}"),
        };
        eprintln!(
            "trace #{} {}({}) {:.2} ms {status}",
            t.step,
            t.tool,
            t.args
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
                .join(", "),
            t.duration_ms
        );
    }
}

fn load_source(
    bytes: &[u8],
    name: &str,
    kit: &Kit,
    params: &[String],
) -> Result<Module, Rejection> {
    let src = match decode_source(bytes) {
        Ok(s) => s,
        Err((d, lossy)) => {
            return Err(Rejection {
                kind: "SyntaxError",
                message: d.message.clone(),
                diags: vec![d],
                source: lossy,
            })
        }
    };
    let compiled = compile_source(&src, name, kit, params, &[]);
    compiled.map_err(|diags| rejection(diags, &src))
}

/// Diagnostics from the front end as a rejection: syntax (E01xx and the
/// lexical E00xx) or check (the rest).
fn rejection(diags: Vec<Diagnostic>, src: &str) -> Rejection {
    let first = diags.first().map(|d| d.code.as_str()).unwrap_or("E0100");
    Rejection {
        kind: if first < "E0200" {
            "SyntaxError"
        } else {
            "CheckError"
        },
        message: diags.first().map(|d| d.message.clone()).unwrap_or_default(),
        diags,
        source: src.to_string(),
    }
}

fn grade_policy(m: Module, max: Option<u8>) -> Result<Module, Rejection> {
    match lackpy::service::grade_policy(&m, max) {
        Ok(()) => Ok(m),
        Err(message) => Err(Rejection {
            kind: "GradeError",
            diags: vec![],
            message,
            source: String::new(),
        }),
    }
}

fn report_rejection(r: &Rejection, name: &str, format: Format) -> ExitCode {
    match format {
        Format::Human => {
            if r.diags.is_empty() {
                eprintln!("{}: {}", r.kind, r.message);
            } else {
                let color = stderr_color();
                eprint!("{}", diag::render(name, &r.source, &r.diags, color));
            }
        }
        Format::Json => {
            let index = LineIndex::new(&r.source);
            let first = r.diags.first().map(|d| d.to_json(&index));
            let error = json!({
                "type": r.kind,
                "message": r.message,
                "line": first.as_ref().map(|d| d.line),
                "column": first.as_ref().map(|d| d.column),
                "code": first.as_ref().map(|d| d.code.as_str()),
                "hint": first.as_ref().and_then(|d| d.hint.clone()),
                "diagnostics": r.diags.iter().map(|d| d.to_json(&index)).collect::<Vec<_>>(),
            });
            let o = json!({
                "success": false, "output": null, "repr": null, "stdout": "", "error": error,
                "trace": [], "grade": null, "stats": {"instructions": 0, "elapsed_ms": 0.0},
            });
            print_out(&format!("{o}\n"));
        }
    }
    ExitCode::from(EXIT_REJECTED)
}
