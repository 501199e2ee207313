//! `lackpy-vm run` for literate documents: the whole-document check, the
//! kernel and driver, streaming from standard input, and the notebook and
//! markdown artifacts.

use std::io::Read;
use std::process::ExitCode;

use serde_json::Value as Json;

use lackpy::cli::{print_json, read_input, stderr_color};
use lackpy::diag::Diagnostic;
use lackpy::engine::{self, DocumentReport, ExitCode as Exit, Rejection, RunOptions};
use lackpy::kit::{Kit, KitHost, Root};
use lackpy::literate::driver::Driver;
use lackpy::literate::formats::{from_notebook, write_artifacts};
use lackpy::literate::kernel::CellError;
use lackpy::syntax::decode_source;
use lackpy::value::Value;
use lackpy::vm::Limits;

use super::{print_trace, report_rejection, usage, Format, RunArgs};

/// What the run of a document needs, resolved from the arguments.
pub struct DocRun {
    pub kit: Kit,
    pub root: Root,
    pub params: Vec<(String, Value)>,
    pub names: Vec<String>,
    pub name: String,
    pub limits: Limits,
}

pub fn run_document(args: &RunArgs, run: DocRun) -> ExitCode {
    let human = args.format == Format::Human;
    let options = RunOptions {
        params: run.params,
        root: None,
        limits: run.limits,
        max_grade: args.max_grade,
        echo: human,
        ..RunOptions::new()
    };
    let mut driver = engine::document_driver(&run.kit, run.root, &run.name, &options);
    let started = std::time::Instant::now();
    let (status, source) = if args.stream {
        match stream(&args.file, &mut driver) {
            Ok(s) => (s, driver.stream_source().to_string()),
            Err(e) => return usage(&e),
        }
    } else {
        let src = match load(&args.file, &run.name) {
            Ok(s) => s,
            Err(Loaded::Usage(e)) => return usage(&e),
            Err(Loaded::Rejected(r)) => return report_rejection(&r, &run.name, args.format),
        };
        // The whole document is checked and graded before its first cell runs.
        let checked = engine::check_document(&src, &run.name, &run.kit, &run.names, args.max_grade);
        if let Err(r) = checked {
            return report_rejection(&r, &run.name, args.format);
        }
        match driver.run_document(&src) {
            Ok(_) => (Done::Ran, src),
            Err(d) => {
                let r = Rejection::from_diagnostics(d, &src);
                return report_rejection(&r, &run.name, args.format);
            }
        }
    };
    let elapsed_ms = started.elapsed().as_secs_f64() * 1e3;
    let stream_errors = match status {
        Done::Ran => Vec::new(),
        Done::Unclosed(d) => d,
    };
    let unwritten = write_artifacts(
        &driver.log,
        args.notebook.as_deref(),
        args.markdown.as_deref(),
    );
    for e in &unwritten {
        eprintln!("error: {e}");
    }
    if human && args.trace {
        print_trace(&driver.kernel.host.trace());
    }
    let stream_error = stream_errors.first().map(|d| {
        let mut e = CellError::from_diagnostics(&source, vec![d.clone()]);
        e.kind = "SyntaxError".into();
        e
    });
    let report = DocumentReport::from_driver(&driver, stream_error.as_ref(), elapsed_ms);
    if human {
        if let Some(e) = report.human_error(&run.name, &source, stderr_color()) {
            eprint!("{e}");
        }
        for w in &report.warnings {
            eprintln!("warning: {w}");
        }
        lackpy::cli::note_sandbox(report.sandbox.as_deref());
        if let Some(c) = driver.log.paused_at() {
            eprintln!(
                "paused at @continue ({}:{}): the rest of the document did not run",
                run.name, c.line
            );
        }
    } else {
        print_json(&report);
    }
    match report.exit_code() {
        // The run succeeded but an artifact asked for is missing.
        Exit::Success if !unwritten.is_empty() => Exit::Runtime.into(),
        code => code.into(),
    }
}

enum Done {
    /// The cells ran (the log says how they ended).
    Ran,
    Unclosed(Vec<Diagnostic>),
}

enum Loaded {
    Usage(String),
    Rejected(Rejection),
}

/// The document's text: markdown as it is, a notebook turned back into
/// the document it was run from.
fn load(file: &str, name: &str) -> Result<String, Loaded> {
    let bytes = read_input(file).map_err(|e| Loaded::Usage(format!("cannot read {name}: {e}")))?;
    if file.ends_with(".ipynb") {
        let nb: Json = serde_json::from_slice(&bytes)
            .map_err(|e| Loaded::Usage(format!("{name} is not a notebook: {e}")))?;
        return from_notebook(&nb).map_err(|e| Loaded::Usage(format!("{name}: {e}")));
    }
    decode_source(&bytes)
        .map_err(|(d, lossy)| Loaded::Rejected(Rejection::from_diagnostics(vec![d], &lossy)))
}

/// Feed the input to the driver as it arrives, so each cell runs as soon
/// as its closing fence is read.
fn stream(file: &str, driver: &mut Driver<KitHost>) -> Result<Done, String> {
    let mut input: Box<dyn Read> = if file == "-" {
        Box::new(std::io::stdin())
    } else {
        Box::new(std::fs::File::open(file).map_err(|e| format!("cannot read {file}: {e}"))?)
    };
    let mut buf = [0u8; 8192];
    // Bytes of a character split across reads wait for the rest of it.
    let mut pending: Vec<u8> = Vec::new();
    loop {
        let n = match input.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(format!("cannot read {file}: {e}")),
        };
        pending.extend_from_slice(&buf[..n]);
        let valid = match std::str::from_utf8(&pending) {
            Ok(_) => pending.len(),
            Err(e) if e.error_len().is_none() => e.valid_up_to(),
            Err(e) => {
                return Err(format!(
                    "{file} is not UTF-8 text (bad byte at offset {})",
                    driver.stream_source().len() + e.valid_up_to()
                ))
            }
        };
        let text = String::from_utf8_lossy(&pending[..valid]).into_owned();
        pending.drain(..valid);
        // Once a run has stopped (a failure, `@continue`), the rest is
        // read and logged as pending, not run.
        driver.feed(&text);
    }
    if !pending.is_empty() {
        return Err(format!("{file} ends inside a UTF-8 character"));
    }
    Ok(match driver.finish() {
        Ok(_) => Done::Ran,
        Err(d) => Done::Unclosed(d),
    })
}
