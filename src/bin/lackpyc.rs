//! `lackpyc`: check and compile lackpy programs, disassemble bytecode, and
//! print the language's specification.
//! Exit codes (shared by all lackpy binaries): 0 success, 2 usage error,
//! 3 rejected before running.

use std::io::Write;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use lackpy::check::{check_source, Report, Rule};
use lackpy::cli::{param_names, print_out, read_input, resolve_kit, stderr_color};
use lackpy::diag;
use lackpy::kit::Kit;
use lackpy::report::ExitCode as Exit;
use lackpy::syntax::decode_source;

#[derive(Parser)]
#[command(
    name = "lackpyc",
    version,
    about = "Check and compile lackpy programs: lex, parse, resolve names, apply rules, compute the grade",
    long_about = "lackpy is Python without import, def, class, while, try and the rest: every program \
                  terminates, and its grade (how far it reaches into the world) is known before it runs.\n\n\
                  Exit codes: 0 valid, 2 usage error, 3 rejected (syntax or check errors)."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check programs and literate documents and report every error with a code, a span and a hint
    #[command(
        after_help = "A `.md` file (or any file with --literate) is a literate document: every cell and \
                            interpolation is checked in document order, positions are lines of the `.md` file, \
                            the grade is the document's.\n\n\
                            Examples:\n  lackpyc check spec/examples/summary.py\n  \
                            lackpyc check prog.py --kit debug --rules no_loops,max_calls=5 --format json\n  \
                            lackpyc check report.md --format json\n  \
                            echo 'len(read_file(\"a.txt\"))' | lackpyc check -"
    )]
    Check {
        /// Files to check; `-` reads standard input
        #[arg(required = true, value_name = "FILE|-")]
        files: Vec<String>,
        /// The kit: comma list of tool names and kit names (none, read, debug, edit, literate)
        #[arg(long, value_name = "SPEC", default_value = "read")]
        kit: String,
        /// Tightening rules: no_loops, no_nested_calls, max_depth=N, max_calls=N
        #[arg(long, value_name = "RULE,...", value_delimiter = ',')]
        rules: Vec<String>,
        /// Names of parameters defined before the program starts (NAME or NAME=VALUE)
        #[arg(long = "param", value_name = "NAME[=VALUE]")]
        params: Vec<String>,
        /// Read every file (stdin too) as a literate markdown document; `.md` files always are
        #[arg(long)]
        literate: bool,
        /// human: diagnostics on stderr; json: one object per file on stdout (JSON Lines)
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
    },
    /// Check and compile a program or a literate document to a `.lpyc` bytecode file
    #[command(
        after_help = "A `.md` file (or --literate) compiles as a document: its cells in one module, prose \
                            printed as it renders; `lackpy-vm run` of the `.lpyc` prints the rendered document.\n\n\
                            Examples:\n  lackpyc compile prog.py            # writes prog.lpyc\n  \
                            lackpyc compile prog.py -o out.lpyc --kit debug\n  \
                            lackpyc compile report.md          # writes report.lpyc"
    )]
    Compile {
        /// The program; `-` reads standard input (then -o is required)
        #[arg(value_name = "FILE|-")]
        file: String,
        /// Where to write the bytecode (default: FILE with the extension .lpyc)
        #[arg(short, long, value_name = "OUT.lpyc")]
        output: Option<std::path::PathBuf>,
        /// The kit the program is compiled against (its tools' grades go in the file)
        #[arg(long, value_name = "SPEC", default_value = "read")]
        kit: String,
        /// Names of parameters the program may use (NAME or NAME=VALUE)
        #[arg(long = "param", value_name = "NAME[=VALUE]")]
        params: Vec<String>,
        /// Read the input (stdin too) as a literate markdown document; `.md` files always are
        #[arg(long)]
        literate: bool,
    },
    /// Print a module's bytecode: constants, host calls with grades, code with source lines
    Disasm {
        /// A `.lpyc` file, or a `.py` program or `.md` document to compile first
        #[arg(value_name = "FILE")]
        file: String,
        /// The kit, when compiling a `.py` program
        #[arg(long, value_name = "SPEC", default_value = "read")]
        kit: String,
        /// Parameters, when compiling a `.py` program
        #[arg(long = "param", value_name = "NAME[=VALUE]")]
        params: Vec<String>,
    },
    /// Print the language: constructs, builtins, forbidden names, tools and grades, diagnostics
    #[command(
        after_help = "Formats:\n  markdown  the tables, for people and prompts (the default)\n  \
                      json      the same as data\n  \
                      gbnf      the dialect's grammar in llama.cpp's GBNF format, for grammar-constrained\n            \
                      generation: a model sampled under it cannot write import, def, while, ... (spec/gbnf.md)\n\n\
                      Examples:\n  lackpyc spec --format gbnf > lackpy.gbnf\n  \
                      llama-cli -m model.gguf --grammar-file lackpy.gbnf -p '...'"
    )]
    Spec {
        /// markdown, json, or gbnf (a GBNF grammar of the dialect)
        #[arg(long, value_enum, default_value_t = SpecFormat::Markdown)]
        format: SpecFormat,
    },
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum Format {
    Human,
    Json,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum SpecFormat {
    Markdown,
    Json,
    /// A GBNF grammar (llama.cpp) of the dialect
    Gbnf,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Check {
            files,
            kit,
            rules,
            params,
            literate,
            format,
        } => run_check(&files, &kit, &rules, &params, literate, format),
        Command::Compile {
            file,
            output,
            kit,
            params,
            literate,
        } => run_compile(&file, output, &kit, &params, literate),
        Command::Disasm { file, kit, params } => run_disasm(&file, &kit, &params),
        Command::Spec { format } => {
            let text = match format {
                SpecFormat::Markdown => lackpy::check::spec::markdown(),
                SpecFormat::Json => lackpy::check::spec::json().to_string() + "\n",
                SpecFormat::Gbnf => lackpy::check::gbnf::grammar(),
            };
            print_out(&text);
            ExitCode::SUCCESS
        }
    }
}

fn usage(msg: &str) -> ExitCode {
    eprintln!("error: {msg}");
    Exit::Usage.into()
}

/// Resolve `--kit` and `--param` as every command does.
fn kit_and_params(kit: &str, params: &[String]) -> Result<(Kit, Vec<String>), ExitCode> {
    let kit = resolve_kit(kit).map_err(|e| usage(&e))?;
    let params = param_names(params, &kit).map_err(|e| usage(&e))?;
    Ok((kit, params))
}

/// Whether `file` is read as a literate document.
fn is_literate(file: &str, literate: bool) -> bool {
    literate || file.ends_with(".md")
}

/// Read, check and compile a source file (a program, or a literate
/// document when `literate`); diagnostics go to stderr.
fn compile_file(
    file: &str,
    kit: &Kit,
    params: &[String],
    literate: bool,
) -> Result<lackpy::bytecode::Module, ExitCode> {
    let name = if file == "-" { "<stdin>" } else { file };
    let bytes = read_input(file).map_err(|e| usage(&format!("cannot read {name}: {e}")))?;
    let color = stderr_color();
    let src = match decode_source(&bytes) {
        Ok(s) => s,
        Err((d, lossy)) => {
            eprint!("{}", diag::render(name, &lossy, &[d], color));
            return Err(Exit::Rejected.into());
        }
    };
    let compiled = if literate {
        lackpy::literate::compile_document(&src, name, kit, params).map(|d| d.module)
    } else {
        lackpy::pipeline::compile_source(&src, name, kit, params, &[])
    };
    compiled.map_err(|errors| {
        eprint!("{}", diag::render(name, &src, &errors, color));
        eprintln!(
            "{name}: rejected, {} error{}",
            errors.len(),
            if errors.len() == 1 { "" } else { "s" }
        );
        Exit::Rejected.into()
    })
}

fn run_compile(
    file: &str,
    output: Option<std::path::PathBuf>,
    kit: &str,
    params: &[String],
    literate: bool,
) -> ExitCode {
    let (kit, params) = match kit_and_params(kit, params) {
        Ok(k) => k,
        Err(code) => return code,
    };
    let out = match output {
        Some(o) => o,
        None if file == "-" => return usage("compiling standard input needs -o OUT.lpyc"),
        None => std::path::Path::new(file).with_extension("lpyc"),
    };
    let module = match compile_file(file, &kit, &params, is_literate(file, literate)) {
        Ok(m) => m,
        Err(code) => return code,
    };
    let bytes = match lackpy::bytecode::encode(&module) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("error: {e}");
            return Exit::Rejected.into();
        }
    };
    if let Err(e) = lackpy::fsutil::write_atomic(&out, &bytes) {
        eprintln!("error: cannot write {}: {e}", out.display());
        return Exit::Runtime.into();
    }
    ExitCode::SUCCESS
}

fn run_disasm(file: &str, kit: &str, params: &[String]) -> ExitCode {
    let module = if file.ends_with(".lpyc") {
        let bytes = match std::fs::read(file) {
            Ok(b) => b,
            Err(e) => return usage(&format!("cannot read {file}: {e}")),
        };
        match lackpy::bytecode::decode(&bytes) {
            Ok(m) => m,
            Err(e) => {
                eprintln!("error: {file}: {e}");
                return Exit::Rejected.into();
            }
        }
    } else {
        let (kit, params) = match kit_and_params(kit, params) {
            Ok(k) => k,
            Err(code) => return code,
        };
        match compile_file(file, &kit, &params, is_literate(file, false)) {
            Ok(m) => m,
            Err(code) => return code,
        }
    };
    print_out(&lackpy::bytecode::disassemble(&module));
    ExitCode::SUCCESS
}

fn run_check(
    files: &[String],
    kit: &str,
    rules: &[String],
    params: &[String],
    literate: bool,
    format: Format,
) -> ExitCode {
    let (kit, params) = match kit_and_params(kit, params) {
        Ok(k) => k,
        Err(code) => return code,
    };
    if rules.iter().any(|r| r.trim().is_empty()) {
        return usage(&format!(
            "empty rule in --rules; known rules: {}",
            Rule::NAMES.join(", ")
        ));
    }
    let rules = match rules
        .iter()
        .map(|r| Rule::parse(r))
        .collect::<Result<Vec<_>, _>>()
    {
        Ok(r) => r,
        Err(e) => return usage(&e),
    };
    let color = stderr_color();
    let mut rejected = false;
    for file in files {
        let name = if file == "-" {
            "<stdin>"
        } else {
            file.as_str()
        };
        let bytes = match read_input(file) {
            Ok(b) => b,
            Err(e) => return usage(&format!("cannot read {name}: {e}")),
        };
        let (source, report) = match decode_source(&bytes) {
            Ok(src) if is_literate(file, literate) => {
                let report = lackpy::literate::check_document(&src, &kit, &params, &rules);
                (src, report)
            }
            Ok(src) => {
                let report = check_source(&src, &kit, &params, &rules);
                (src, report)
            }
            Err((d, lossy)) => (
                lossy,
                Report {
                    errors: vec![d],
                    calls: vec![],
                    variables: vec![],
                    reads: vec![],
                    grade: Default::default(),
                },
            ),
        };
        rejected |= !report.is_valid();
        match format {
            Format::Json => print_out(&(json_report(name, &source, report) + "\n")),
            Format::Human => human_report(name, &source, &report, color),
        }
    }
    if rejected {
        Exit::Rejected.into()
    } else {
        ExitCode::SUCCESS
    }
}

fn json_report(name: &str, source: &str, r: Report) -> String {
    lackpy::engine::check_report(name, source, r)
        .to_json()
        .to_string()
}

fn human_report(name: &str, source: &str, r: &Report, color: bool) {
    if r.is_valid() {
        let calls = if r.calls.is_empty() {
            "no calls".to_string()
        } else {
            format!("calls {}", r.calls.join(", "))
        };
        print_out(&format!("{name}: valid, grade {}, {calls}\n", r.grade));
        return;
    }
    let text = diag::render(name, source, &r.errors, color);
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(text.as_bytes());
    let n = r.errors.len();
    let _ = writeln!(
        err,
        "{name}: rejected, {n} error{}",
        if n == 1 { "" } else { "s" }
    );
}
