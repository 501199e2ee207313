//! `lackpy doc "INTENT"`: a model writes a literate document for the
//! intent (with the literate prompt hint), the document is checked and
//! graded whole, then run cell by cell; a cell that fails goes back to the
//! model for a fix (patch-forward), unless `--no-recover`.

use std::path::PathBuf;
use std::process::ExitCode;

use lackpy::cli::print_out;
use lackpy::engine::{self, DocumentReport, ExitCode as Exit, RunOptions};
use lackpy::infer::config::{Inference, ProviderConfig};
use lackpy::infer::recovery::{write_document, InferenceRecoveryHandler, WriteError};
use lackpy::literate::formats::write_artifacts;

use super::{setup, usage, DelegateArgs, Format};

const MODEL_PLUGINS: [&str; 3] = ["ollama", "openai", "anthropic"];

#[derive(clap::Args)]
pub struct DocArgs {
    #[command(flatten)]
    run: DelegateArgs,
    /// The provider (a name from [inference.providers]) that writes the
    /// document; default: the first model provider in [inference] order
    #[arg(long, value_name = "NAME")]
    provider: Option<String>,
    /// Also write the run as an nbformat-4 notebook
    #[arg(long, value_name = "OUT.ipynb")]
    notebook: Option<PathBuf>,
    /// Also write the clean document (with the model's fixes in place)
    #[arg(long, value_name = "OUT.md")]
    markdown: Option<PathBuf>,
    /// Stop at the first failing cell instead of asking the model for a fix
    #[arg(long)]
    no_recover: bool,
}

/// The provider that writes: named, or the first model in the order.
fn pick(inference: &Inference, name: Option<&str>) -> Result<(String, ProviderConfig), String> {
    let chosen = match name {
        Some(n) => Some(n.to_string()),
        None => inference
            .order
            .iter()
            .find(|n| {
                inference
                    .providers
                    .get(*n)
                    .is_some_and(|c| MODEL_PLUGINS.contains(&c.plugin.as_str()))
            })
            .cloned(),
    };
    let Some(n) = chosen else {
        return Err(
            "lackpy doc needs a model: add an ollama, openai or anthropic provider to \
                    [inference] in .lackpy/config.toml (`lackpy init` writes an example)"
                .into(),
        );
    };
    match inference.providers.get(&n) {
        Some(c) if MODEL_PLUGINS.contains(&c.plugin.as_str()) => Ok((n, c.clone())),
        Some(c) => Err(format!(
            "provider `{n}` is a `{}` provider; lackpy doc needs a model (ollama, openai or anthropic)",
            c.plugin
        )),
        None => Err(format!(
            "no provider `{n}` in [inference.providers] of .lackpy/config.toml"
        )),
    }
}

pub fn doc_cmd(a: DocArgs) -> ExitCode {
    let gen = &a.run.gen;
    let s = match setup(gen) {
        Ok(s) => s,
        Err(e) => return usage(&e),
    };
    let human = gen.format == Format::Human;
    let fail = |msg: String, code: Exit| {
        if human {
            eprintln!("error: {msg}");
        } else {
            let o = serde_json::json!({"success": false, "error": {"type": "InferenceError", "message": msg}});
            print_out(&format!("{o}\n"));
        }
        ExitCode::from(code)
    };
    let (name, cfg) = match pick(&s.inference, a.provider.as_deref()) {
        Ok(p) => p,
        Err(e) => return fail(e, Exit::NoProgram),
    };
    let model = match s.inference.chat_model(&cfg) {
        Ok(m) => m,
        Err(e) => return fail(format!("provider `{name}`: {e}"), Exit::NoProgram),
    };
    let names: Vec<String> = s.params.iter().map(|(n, _)| n.clone()).collect();
    let temperature = cfg.temperature.unwrap_or(0.2);
    let started = std::time::Instant::now();
    let written = match write_document(
        model.as_ref(),
        &s.kit,
        &names,
        &gen.intent,
        temperature,
        cfg.retry_temperature.unwrap_or(0.6),
    ) {
        Ok(w) => w,
        Err(WriteError::Provider(e)) => {
            return fail(format!("provider `{name}`: {e}"), Exit::NoProgram)
        }
        Err(WriteError::Rejected { report, .. }) => {
            return fail(
                format!("provider `{name}` wrote no valid document (after one retry); nothing ran:\n{report}"),
                Exit::NoProgram,
            )
        }
    };
    let generation_ms = started.elapsed().as_secs_f64() * 1e3;
    // The checked document's grade against the policy, before any cell runs.
    if let Err(e) =
        engine::check_document(&written.document, "doc.md", &s.kit, &names, gen.max_grade)
    {
        if e.phase == engine::Phase::Grade {
            return fail(e.message, Exit::Rejected);
        }
    }
    let options = RunOptions {
        params: s.params.clone(),
        root: None,
        limits: a.run.limits.limits(Some(lackpy::alloc::live_bytes)),
        max_grade: gen.max_grade,
        echo: human,
    };
    let mut driver = engine::document_driver(&s.kit, s.root, "doc.md", &options);
    if !a.no_recover {
        if let Ok(fixer) = s.inference.chat_model(&cfg) {
            driver = driver.with_handler(Box::new(InferenceRecoveryHandler::new(
                fixer,
                &s.kit,
                temperature,
            )));
        }
    }
    let run_started = std::time::Instant::now();
    if let Err(d) = driver.run_document(&written.document) {
        let report = lackpy::diag::render("doc.md", &written.document, &d, false);
        return fail(
            format!("the document does not parse:\n{report}"),
            Exit::Rejected,
        );
    }
    let elapsed = run_started.elapsed().as_secs_f64() * 1e3;
    let unwritten = write_artifacts(&driver.log, a.notebook.as_deref(), a.markdown.as_deref());
    for e in &unwritten {
        eprintln!("error: {e}");
    }
    let report = DocumentReport::from_driver(&driver, None, elapsed);
    if human {
        if let Some(e) = &report.error {
            let at = match (e.error.line, e.error.column) {
                (Some(l), Some(c)) => format!(" at doc.md:{l}:{c}"),
                _ => String::new(),
            };
            let cell = e.cell.map_or(String::new(), |i| format!(" in cell {i}"));
            eprintln!("error{cell}{at}: {}: {}", e.error.kind, e.error.message);
        }
        for w in &report.warnings {
            eprintln!("warning: {w}");
        }
        if let Some(c) = driver.log.paused_at() {
            eprintln!(
                "paused at @continue (doc.md:{}): the rest of the document did not run",
                c.line
            );
        }
    } else {
        let mut o = report.to_json();
        o["document"] = serde_json::json!(written.document);
        o["generation_tier"] = serde_json::json!(name);
        o["generation_time_ms"] = serde_json::json!(generation_ms);
        o["execution_time_ms"] = serde_json::json!(elapsed);
        // Retries of the document plus the recovery fixes tried.
        o["correction_attempts"] = serde_json::json!(written.corrections + driver.log.fixes_tried);
        print_out(&format!("{o}\n"));
    }
    match report.exit_code() {
        Exit::Success if !unwritten.is_empty() => Exit::Runtime.into(),
        code => code.into(),
    }
}
