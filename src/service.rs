//! The service layer: delegation (an intent turned into a program by the
//! configured providers, then checked and run) and generation. The run
//! itself, and its report, is the engine's ([`crate::engine`]), the same
//! for every front.

use serde_json::{json, Value as Json};

use crate::engine::{self, ErrorReport, ExitCode, ProgramReport};
use crate::kit::{Kit, Root};
use crate::value::Value;
use crate::vm::Limits;

pub use crate::engine::{param_value, parse_params};

/// A delegation: an intent in, a program generated, checked and run.
pub struct Delegation<'a> {
    pub intent: &'a str,
    /// The kit as the caller named it (recorded in the journal).
    pub kit_spec: &'a str,
    pub kit: &'a Kit,
    pub params: &'a [(String, Value)],
    pub root: &'a Root,
    pub max_grade: Option<u8>,
    pub limits: Limits,
    /// Stream what the program prints (human output).
    pub echo: bool,
}

/// How a delegation ended.
pub struct Delegated {
    /// The run object plus `program`, `generation_tier`, the timings and
    /// `correction_attempts` (spec/inference.md).
    pub json: Json,
    pub exit: ExitCode,
    /// Set when no provider produced a program: what was tried and what
    /// to configure. Nothing ran.
    pub no_program: Option<String>,
    pub generated: Option<crate::infer::pipeline::Generated>,
    pub run: Option<ProgramReport>,
    /// The program's last value, when it ran to the end (a host that
    /// keeps tuples and sets as they are reads it here).
    pub value: Option<Value>,
    /// A template the ratchet created from this delegation.
    pub promoted: Option<String>,
    /// Journal or template bookkeeping that could not be written.
    pub warnings: Vec<String>,
}

/// Generate with the configured providers (templates and rules when none
/// are configured). The kit is narrowed to the grade ceiling first.
pub fn generate(
    intent: &str,
    kit: &Kit,
    params: &[(String, Value)],
    root: &Root,
    max_grade: Option<u8>,
    inference: &crate::infer::config::Inference,
) -> Result<crate::infer::pipeline::Generated, crate::infer::pipeline::NoProgram> {
    let providers = inference.providers(root.dir());
    generate_with(intent, kit, params, max_grade, &providers)
}

/// [`generate`] with the given tiers (a host's own model among them).
pub fn generate_with(
    intent: &str,
    kit: &Kit,
    params: &[(String, Value)],
    max_grade: Option<u8>,
    providers: &[Box<dyn crate::infer::Provider>],
) -> Result<crate::infer::pipeline::Generated, crate::infer::pipeline::NoProgram> {
    use crate::infer::{pipeline, Context};
    let namespace = pipeline::narrow(kit, max_grade);
    let ctx = Context {
        intent,
        kit: &namespace,
        params,
    };
    pipeline::generate(providers, &ctx)
}

/// A generated program as JSON: what `lackpy generate --format json`
/// prints and the MCP `generate` tool returns.
pub fn generated_json(g: &crate::infer::pipeline::Generated) -> Json {
    json!({
        "program": g.program, "generation_tier": g.tier,
        "generation_time_ms": g.generation_time_ms,
        "correction_attempts": g.correction_attempts,
        "corrections": g.corrections,
        "grade": g.grade, "calls": g.calls, "template": g.template,
        "attempts": g.steps,
    })
}

/// No provider produced a program for `intent`: what was tried, as JSON.
pub fn no_program_json(e: &crate::infer::pipeline::NoProgram, intent: &str) -> Json {
    json!({
        "program": null, "generation_tier": null,
        "generation_time_ms": e.generation_time_ms,
        "correction_attempts": e.correction_attempts,
        "corrections": [],
        "error": {"type": "InferenceError", "message": e.message(intent)},
        "attempts": e.steps,
    })
}

fn ms(since: std::time::Instant) -> f64 {
    since.elapsed().as_secs_f64() * 1e3
}

/// Generate, run, journal, and turn the ratchet.
pub fn delegate(d: &Delegation, inference: &crate::infer::config::Inference) -> Delegated {
    let providers = inference.providers(d.root.dir());
    delegate_with(d, &providers, inference.auto_promote)
}

/// [`delegate`] with the given tiers (a host's own model among them);
/// `auto_promote` as the configuration's.
pub fn delegate_with(
    d: &Delegation,
    providers: &[Box<dyn crate::infer::Provider>],
    auto_promote: u32,
) -> Delegated {
    use crate::infer::{journal, templates};
    let start = std::time::Instant::now();
    let root = d.root.dir();
    let mut warnings = Vec::new();
    let generated = generate_with(d.intent, d.kit, d.params, d.max_grade, providers);
    // Templates refused by the checker count as failures, whatever follows.
    let steps = match &generated {
        Ok(g) => &g.steps,
        Err(e) => &e.steps,
    };
    for s in steps.iter().filter(|s| s.outcome == "invalid") {
        if let Some(t) = &s.template {
            if let Err(e) = templates::record(root, t, false) {
                warnings.push(e);
            }
        }
    }
    let mut entry = journal::Entry {
        ts: journal::now(),
        intent: d.intent.to_string(),
        kit: d.kit_spec.to_string(),
        tier: None,
        template: None,
        model: false,
        program: None,
        success: false,
        error: None,
        generation_time_ms: 0.0,
        execution_time_ms: 0.0,
        total_time_ms: 0.0,
        correction_attempts: 0,
    };
    let g = match generated {
        Err(e) => {
            let message = e.message(d.intent);
            entry.error = Some("InferenceError".into());
            entry.generation_time_ms = e.generation_time_ms;
            entry.correction_attempts = e.correction_attempts;
            entry.total_time_ms = ms(start);
            if let Err(err) = journal::append(root, &entry) {
                warnings.push(format!("cannot write the journal: {err}"));
            }
            let mut json =
                ProgramReport::failed(ErrorReport::plain("InferenceError", &message)).to_json();
            json["program"] = Json::Null;
            json["generation_tier"] = Json::Null;
            json["generation_time_ms"] = json!(e.generation_time_ms);
            json["execution_time_ms"] = json!(0.0);
            json["total_time_ms"] = json!(ms(start));
            json["correction_attempts"] = json!(e.correction_attempts);
            json["corrections"] = json!([]);
            json["attempts"] = json!(e.steps);
            return Delegated {
                json,
                exit: ExitCode::NoProgram,
                no_program: Some(message),
                generated: None,
                run: None,
                value: None,
                promoted: None,
                warnings,
            };
        }
        Ok(g) => g,
    };
    entry.tier = Some(g.tier.clone());
    entry.template = g.template.clone();
    entry.model = g.is_model;
    entry.program = Some(g.program.clone());
    entry.generation_time_ms = g.generation_time_ms;
    entry.correction_attempts = g.correction_attempts;
    let exec_start = std::time::Instant::now();
    let options = engine::RunOptions {
        params: d.params.to_vec(),
        root: Some(d.root.clone()),
        limits: d.limits,
        max_grade: d.max_grade,
        echo: d.echo,
        ..engine::RunOptions::new()
    };
    let names: Vec<String> = d.params.iter().map(|(n, _)| n.clone()).collect();
    let (report, value) = match engine::compile_program(&g.program, "<delegate>", d.kit, &names) {
        Ok(module) => engine::Program::from(module).run_with_value(d.kit, options),
        Err(r) => (r.report(), None),
    };
    let exit = report.exit_code();
    let mut json = report.to_json();
    let run = report.ran().then_some(report);
    let execution_time_ms = ms(exec_start);
    let success = exit == ExitCode::Success;
    json["program"] = json!(g.program);
    json["generation_tier"] = json!(g.tier);
    json["generation_time_ms"] = json!(g.generation_time_ms);
    json["execution_time_ms"] = json!(execution_time_ms);
    json["total_time_ms"] = json!(ms(start));
    json["correction_attempts"] = json!(g.correction_attempts);
    json["corrections"] = json!(g.corrections);
    entry.success = success;
    entry.error = json["error"]["type"].as_str().map(str::to_string);
    entry.execution_time_ms = execution_time_ms;
    entry.total_time_ms = ms(start);
    if let Some(t) = &g.template {
        if let Err(e) = templates::record(root, t, success) {
            warnings.push(e);
        }
    }
    if let Err(err) = journal::append(root, &entry) {
        warnings.push(format!("cannot write the journal: {err}"));
    }
    let promoted = journal::auto_promote(root, &entry, auto_promote, d.kit).map(|t| t.name);
    Delegated {
        json,
        exit,
        no_program: None,
        generated: Some(g),
        run,
        value,
        promoted,
        warnings,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_parse_as_json_or_text() {
        let p = parse_params(&["a=3".into(), "b=hello".into(), "c=\"x\"".into()]).unwrap();
        assert_eq!(crate::value::repr(&p[0].1), "3");
        assert_eq!(crate::value::repr(&p[1].1), "'hello'");
        assert_eq!(crate::value::repr(&p[2].1), "'x'");
        assert!(parse_params(&["nope".into()]).is_err());
    }
}
