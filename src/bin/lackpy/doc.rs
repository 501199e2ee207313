//! `lackpy doc "INTENT"`: a model writes a literate document for the
//! intent (with the literate prompt hint), the document is checked and
//! graded whole, then run cell by cell; a cell that fails goes back to the
//! model for a fix (patch-forward), unless `--no-recover`. A document that
//! pauses at `@continue` goes back to the model with what it rendered so
//! far, and the model writes the next part, run in the same kernel, until
//! a part ends without `@continue` or `--max-rounds` parts have run.
//!
//! With `--stream` the model's reply is read as it arrives and each cell
//! is checked on its own and run as soon as its closing fence arrives,
//! under the same grade policy; when a cell fails, the reply is cut there,
//! the recovery handler fixes the cell, and the model goes on writing from
//! the fixed document.

use std::path::PathBuf;
use std::process::ExitCode;

use lackpy::cli::print_out;
use lackpy::engine::{self, DocumentReport, ExitCode as Exit, RunOptions};
use lackpy::infer::config::{Inference, ProviderConfig};
use lackpy::infer::models::{ChatModel, Message};
use lackpy::infer::recovery::{
    continue_document, continue_prompt, document_system, write_document, InferenceRecoveryHandler,
    WriteError,
};
use lackpy::literate::driver::{Driver, Status};
use lackpy::literate::formats::{render_markdown, write_artifacts};
use serde_json::{json, Value as Json};

use super::{setup_run, usage, DelegateArgs, Format};

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
    /// Parts of the document the model may write: the first, and one more
    /// after each pause at `@continue`
    #[arg(long, value_name = "N", default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..))]
    max_rounds: u32,
    /// Ask for the model's reply as a stream and run each cell as soon as
    /// its closing fence arrives
    #[arg(long)]
    stream: bool,
}

/// How a part of the document ended, as the report says it.
fn status_name(s: Status) -> &'static str {
    match s {
        Status::Running | Status::Complete => "complete",
        Status::Continue => "continue",
        Status::Failed => "failed",
    }
}

fn round_json(round: usize, document: &str, status: Status, corrections: u32) -> Json {
    json!({"round": round, "document": document, "status": status_name(status),
           "correction_attempts": corrections})
}

/// The names bound in the kernel now (parameters included).
fn bound_names<H: lackpy::vm::Host>(driver: &Driver<H>) -> Vec<String> {
    driver.kernel.scope().into_iter().map(|e| e.name).collect()
}

/// What the writer is told when a streamed cell failed and was fixed.
const RESUME_PROMPT: &str = "Your document was running as you wrote it. A cell failed and \
was fixed; the document so far, with the fix in place, is your message above. Go on writing \
the document from where it stops. Do not repeat any of it. Answer with the rest of the \
document only.";

/// Streamed replies cut by a failed cell that the writer may go on from.
const MAX_RESUMES: u32 = 3;

/// The rounds of a run and what ended it early.
struct Rounds {
    rounds: Vec<Json>,
    /// Time spent waiting for the model to write the parts (with
    /// `--stream`, writing and running interleave: the whole time).
    generation_ms: f64,
    parts: Vec<String>,
    corrections: u32,
    /// A part that could not be had (the provider failed, or its part was
    /// refused): the message and the exit code.
    stopped: Option<(String, Exit)>,
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
    let s = match setup_run(&a.run) {
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
    let temps = (temperature, cfg.retry_temperature.unwrap_or(0.6));
    let options = RunOptions {
        params: s.params.clone(),
        root: None,
        limits: a.run.limits.limits(Some(lackpy::alloc::live_bytes)),
        max_grade: gen.max_grade,
        echo: human,
        ..RunOptions::new()
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
    let max_rounds = a.max_rounds as usize;
    let rounds = if a.stream {
        match stream_rounds(
            model.as_ref(),
            &mut driver,
            &s.kit,
            &names,
            &gen.intent,
            temps,
            max_rounds,
        ) {
            Ok(r) => r,
            Err((msg, code)) => return fail(format!("provider `{name}`: {msg}"), code),
        }
    } else {
        let asked = std::time::Instant::now();
        let written = match write_document(
            model.as_ref(),
            &s.kit,
            &names,
            &gen.intent,
            temps.0,
            temps.1,
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
        // The checked document's grade against the policy, before any cell runs.
        if let Err(e) =
            engine::check_document(&written.document, "doc.md", &s.kit, &names, gen.max_grade)
        {
            if e.phase == engine::Phase::Grade {
                return fail(e.message, Exit::Rejected);
            }
        }
        let status = match driver.run_document(&written.document) {
            Ok(st) => st,
            Err(d) => {
                let report = lackpy::diag::render("doc.md", &written.document, &d, false);
                return fail(
                    format!("the document does not parse:\n{report}"),
                    Exit::Rejected,
                );
            }
        };
        let first_ms = asked.elapsed().as_secs_f64() * 1e3;
        let mut r = batch_rounds(
            model.as_ref(),
            &mut driver,
            &s.kit,
            &names,
            &gen.intent,
            temps,
            max_rounds,
            written,
            status,
            gen.max_grade,
        );
        r.generation_ms += first_ms;
        r
    };
    let generation_ms = rounds.generation_ms;
    // Without --stream the parts were written, then run: the run's time
    // is what the writing did not take.
    let total = run_started.elapsed().as_secs_f64() * 1e3;
    let elapsed = if a.stream {
        total
    } else {
        (total - generation_ms).max(0.0)
    };
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
        lackpy::cli::note_sandbox(report.sandbox.as_deref());
        if let Some(c) = driver.log.paused_at() {
            let limit = if rounds.rounds.len() >= max_rounds {
                format!(" (--max-rounds {max_rounds} reached)")
            } else {
                String::new()
            };
            eprintln!(
                "paused at @continue (doc.md:{}): the rest of the document did not run{limit}",
                c.line
            );
        }
        if let Some((msg, _)) = &rounds.stopped {
            eprintln!("error: provider `{name}`: {msg}");
        }
    } else {
        let mut o = report.to_json();
        o["document"] = json!(rounds.parts.join("\n"));
        o["rounds"] = json!(rounds.rounds);
        o["generation_tier"] = json!(name);
        o["generation_time_ms"] = json!(generation_ms);
        o["execution_time_ms"] = json!(elapsed);
        // Retries of each part plus the recovery fixes tried.
        o["correction_attempts"] = json!(rounds.corrections + driver.log.fixes_tried);
        if let Some((msg, _)) = &rounds.stopped {
            o["success"] = json!(false);
            o["error"] =
                json!({"type": "InferenceError", "message": format!("provider `{name}`: {msg}")});
        }
        print_out(&format!("{o}\n"));
    }
    if let Some((_, code)) = rounds.stopped {
        return code.into();
    }
    match report.exit_code() {
        Exit::Success if !unwritten.is_empty() => Exit::Runtime.into(),
        code => code.into(),
    }
}

/// Without `--stream`: the first part has run; while it paused at
/// `@continue` and rounds remain, the model writes the next part from what
/// rendered so far, checked whole (and graded) before it runs.
#[allow(clippy::too_many_arguments)]
fn batch_rounds<H: lackpy::vm::Host>(
    model: &dyn ChatModel,
    driver: &mut Driver<H>,
    kit: &lackpy::kit::Kit,
    params: &[String],
    intent: &str,
    temps: (f64, f64),
    max_rounds: usize,
    first: lackpy::infer::recovery::Written,
    mut status: Status,
    max_grade: Option<u8>,
) -> Rounds {
    let mut r = Rounds {
        rounds: vec![round_json(1, &first.document, status, first.corrections)],
        parts: vec![first.document],
        generation_ms: 0.0,
        corrections: first.corrections,
        stopped: None,
    };
    while status == Status::Continue && r.rounds.len() < max_rounds {
        let round = r.rounds.len() + 1;
        let bound = bound_names(driver);
        let rendered = driver.log.rendered();
        let asked = std::time::Instant::now();
        let next = continue_document(
            model, kit, params, &bound, intent, &r.parts, &rendered, temps,
        );
        r.generation_ms += asked.elapsed().as_secs_f64() * 1e3;
        let part = match next {
            Ok(w) => w,
            Err(WriteError::Provider(e)) => {
                r.stopped = Some((format!("round {round}: {e}"), Exit::NoProgram));
                break;
            }
            Err(WriteError::Rejected { report, .. }) => {
                r.stopped = Some((
                    format!(
                        "round {round}: no valid part (after one retry); it did not run:\n{report}"
                    ),
                    Exit::NoProgram,
                ));
                break;
            }
        };
        r.corrections += part.corrections;
        if let Err(e) = engine::check_document(&part.document, "doc.md", kit, &bound, max_grade) {
            if e.phase == engine::Phase::Grade {
                r.stopped = Some((format!("round {round}: {}", e.message), Exit::Rejected));
                break;
            }
        }
        status = match driver.resume(&part.document) {
            Ok(st) => st,
            Err(d) => {
                let report = lackpy::diag::render("doc.md", &part.document, &d, false);
                r.stopped = Some((
                    format!("round {round}: the part does not parse:\n{report}"),
                    Exit::Rejected,
                ));
                break;
            }
        };
        r.rounds
            .push(round_json(round, &part.document, status, part.corrections));
        r.parts.push(part.document);
    }
    r
}

/// With `--stream`: each part is read as the model writes it, each cell run
/// as its closing fence arrives. A cell that needed recovery cuts the
/// reply; the model goes on from the fixed document. A pause at
/// `@continue` cuts it too; the next round asks for the next part. `Err`
/// when the first request fails before anything ran.
fn stream_rounds<H: lackpy::vm::Host>(
    model: &dyn ChatModel,
    driver: &mut Driver<H>,
    kit: &lackpy::kit::Kit,
    params: &[String],
    intent: &str,
    temps: (f64, f64),
    max_rounds: usize,
) -> Result<Rounds, (String, Exit)> {
    #[derive(PartialEq)]
    enum Cut {
        Failed,
        Paused,
        Recovered,
    }
    let system = document_system(kit, params);
    let mut messages = vec![Message::user(intent.trim())];
    driver.stop_after_recovery = true;
    let mut r = Rounds {
        rounds: Vec::new(),
        parts: Vec::new(),
        generation_ms: 0.0,
        corrections: 0,
        stopped: None,
    };
    let started = std::time::Instant::now();
    let mut part = String::new();
    let mut resumes = 0;
    loop {
        let mut cut = None;
        let got = model.chat_stream(&system, &messages, temps.0, &mut |piece| {
            part.push_str(piece);
            match driver.feed(piece) {
                Status::Failed => cut = Some(Cut::Failed),
                Status::Continue => cut = Some(Cut::Paused),
                _ if driver.take_recovered() => cut = Some(Cut::Recovered),
                _ => {}
            }
            cut.is_none()
        });
        if let Err(e) = got {
            if r.rounds.is_empty() && driver.log.is_empty() {
                return Err((e.to_string(), Exit::NoProgram));
            }
            r.stopped = Some((
                format!("round {}: {e}", r.rounds.len() + 1),
                Exit::NoProgram,
            ));
            break;
        }
        let status = match cut {
            Some(Cut::Failed) => Status::Failed,
            Some(Cut::Paused) => Status::Continue,
            Some(Cut::Recovered) => {
                resumes += 1;
                if resumes > MAX_RESUMES {
                    r.stopped = Some((
                        format!("the reply was cut by {MAX_RESUMES} failed cells; stopped"),
                        Exit::Runtime,
                    ));
                    break;
                }
                let fixed = render_markdown(&driver.log);
                driver.restart_stream();
                messages = vec![
                    Message::user(intent.trim()),
                    Message::assistant(fixed),
                    Message::user(RESUME_PROMPT),
                ];
                continue;
            }
            None => match driver.finish() {
                Ok(st) => st,
                Err(d) => {
                    let report = lackpy::diag::render("doc.md", driver.stream_source(), &d, false);
                    r.stopped = Some((
                        format!("the streamed document does not parse:\n{report}"),
                        Exit::Rejected,
                    ));
                    Status::Failed
                }
            },
        };
        let round = r.rounds.len() + 1;
        r.rounds.push(round_json(round, &part, status, 0));
        r.parts.push(std::mem::take(&mut part));
        if status != Status::Continue || r.stopped.is_some() || r.rounds.len() >= max_rounds {
            break;
        }
        let bound = bound_names(driver);
        let so_far = render_markdown(&driver.log);
        messages = vec![
            Message::user(intent.trim()),
            Message::assistant(so_far),
            Message::user(continue_prompt(&driver.log.rendered(), &bound)),
        ];
        driver.resume_stream();
    }
    r.generation_ms = started.elapsed().as_secs_f64() * 1e3;
    Ok(r)
}
