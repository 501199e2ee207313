//! `lackpy-vm`: run a lackpy program — source or `.lpyc` bytecode — and
//! report its result. Exit codes: 0 success, 1 the program failed at run
//! time, 2 usage error, 3 rejected before running, 4 a limit was hit.

use std::io::IsTerminal;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use lackpy::cli::{param_names, print_json, print_out, read_input, resolve_kit_in, stderr_color};
use lackpy::engine::{self, ExitCode as Exit, Rejection};
use lackpy::kit::Root;

#[path = "lackpy-vm/doc.rs"]
mod doc;

#[global_allocator]
static ALLOCATOR: lackpy::alloc::Counting = lackpy::alloc::Counting;

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
    #[arg(long, value_name = "W", value_parser = clap::value_parser!(u8).range(0..=3))]
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
    /// Refuse to run command tools (run_command, run_tests, kit command tools)
    /// or start a kit's MCP servers where the OS sandbox (Landlock) is not
    /// available: such a call is a ToolError and nothing runs
    #[arg(long)]
    require_sandbox: bool,
    /// Ask before each call of a tool whose grade is not within W,D (for
    /// example 2,2: ask before writes): y/N on the terminal when standard
    /// input is one; denied otherwise. A denied call is a ToolError in the
    /// program, traced with status "denied", and has no effect
    #[arg(long, value_name = "W,D", value_parser = lackpy::cli::grade_arg)]
    approve_above: Option<lackpy::grade::Grade>,
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
    Exit::Usage.into()
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
    if args.require_sandbox {
        // Before the kit is resolved: a kit file's servers start then.
        lackpy::kit::oslayer::require_everywhere();
    }
    let kit = match resolve_kit_in(&args.kit, root.dir()) {
        Ok(k) if args.require_sandbox => k.require_sandbox(),
        Ok(k) => k,
        Err(e) => return usage(&e),
    };
    let params = match lackpy::engine::parse_params(&args.params) {
        Ok(p) => p,
        Err(e) => return usage(&e),
    };
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
    let module = engine::load_program(&bytes, &name, args.file.ends_with(".lpyc"), &kit, &names)
        .and_then(|m| engine::admit(&m, &kit, args.max_grade).map(|()| m))
        .and_then(|m| engine::refuse_external(&m, &kit).map(|()| m));
    let module = match module {
        Ok(m) => m,
        Err(r) => return report_rejection(&r, &name, args.format),
    };
    let human = args.format == Format::Human;
    let source = module.source.clone();
    let report = match args.approve_above {
        None => engine::run_module(&module, &params, &kit, root, limits, human),
        Some(grade) => {
            let options = engine::RunOptions {
                params,
                root: Some(root),
                limits,
                echo: human,
                approve_above: Some(grade),
                ..engine::RunOptions::new()
            };
            // The program was read from standard input: no one is there.
            let ask = args.file != "-" && std::io::stdin().is_terminal();
            match engine::Program::from(module).start(&kit, options) {
                Ok(run) => run.drive(|call| approval(call, ask)).0,
                Err(r) => return report_rejection(&r, &name, args.format),
            }
        }
    };
    if human && args.trace {
        print_trace(&report.trace);
    }
    if human {
        lackpy::cli::note_sandbox(report.sandbox.as_deref());
    }
    if human {
        match report.human_error(&name, source.as_deref()) {
            Some(e) => eprintln!("{e}"),
            None => {
                if let Some(r) = &report.repr {
                    print_out(&format!("{r}\n"));
                }
            }
        }
    } else {
        print_json(&report);
    }
    report.exit_code().into()
}

/// `--approve-above`: ask on the terminal whether `call` may run.
fn approval(call: &engine::PendingCall, ask: bool) -> engine::Answer {
    if !ask {
        return engine::Answer::Deny(
            "standard input is not a terminal, so no one could be asked (--approve-above)".into(),
        );
    }
    let args: Vec<String> = call
        .args
        .iter()
        .map(short_repr)
        .chain(
            call.kwargs
                .iter()
                .map(|(k, v)| format!("{k}={}", short_repr(v))),
        )
        .collect();
    eprint!(
        "line {}: {}({}) has grade w{}/d{}. Run it? [y/N] ",
        call.line,
        call.tool,
        args.join(", "),
        call.grade.w,
        call.grade.d
    );
    let mut line = String::new();
    let yes = std::io::stdin().read_line(&mut line).is_ok()
        && matches!(line.trim().to_ascii_lowercase().as_str(), "y" | "yes");
    if yes {
        engine::Answer::Approve
    } else {
        engine::Answer::Deny("the user said no".into())
    }
}

/// A value as the approval prompt shows it: its repr, cut at 60 characters.
fn short_repr(v: &engine::Value) -> String {
    let r = lackpy::value::repr(v);
    match r.char_indices().nth(60) {
        Some((at, _)) => format!("{}…", &r[..at]),
        None => r,
    }
}

/// `--trace` in human output: one line a tool call, on stderr.
fn print_trace(trace: &[lackpy::kit::TraceEntry]) {
    for t in trace {
        eprintln!("{}", lackpy::report::trace_line(t));
    }
}

fn report_rejection(r: &Rejection, name: &str, format: Format) -> ExitCode {
    match format {
        Format::Human => eprint!("{}", r.render(name, stderr_color())),
        Format::Json => print_out(&format!("{}\n", r.report().to_json())),
    }
    Exit::Rejected.into()
}
