//! The service layer's run: a compiled module run under a kit, limits and
//! root, reported as the `run` object of INTERFACES.md (the one
//! `lackpy-vm run --format json` prints). `lackpy delegate` uses it, and so
//! will `lackpy-vm` and the MCP server, so that all fronts report a run
//! the same way.

use serde_json::{json, Value as Json};

use crate::bytecode::Module;
use crate::diag::{Diagnostic, LineIndex};
use crate::kit::{Kit, KitHost, Root, ToolLimits, TraceEntry};
use crate::pipeline::run_module;
use crate::value::json::{from_json, to_json};
use crate::value::{ExcKind, Value};
use crate::vm::Limits;

/// Exit codes of INTERFACES.md.
pub const EXIT_RUNTIME: u8 = 1;
pub const EXIT_USAGE: u8 = 2;
pub const EXIT_REJECTED: u8 = 3;
pub const EXIT_LIMIT: u8 = 4;
pub const EXIT_NO_PROGRAM: u8 = 5;

/// A `--param` value: JSON when it parses as JSON, else the text itself.
pub fn param_value(raw: &str) -> Value {
    match serde_json::from_str::<Json>(raw) {
        Ok(j) => from_json(&j),
        Err(_) => Value::str(raw.to_string()),
    }
}

/// `NAME=VALUE` arguments as (name, value) pairs.
pub fn parse_params(args: &[String]) -> Result<Vec<(String, Value)>, String> {
    args.iter()
        .map(|p| match p.split_once('=') {
            Some((name, raw)) => Ok((name.trim().to_string(), param_value(raw))),
            None => Err(format!("`--param {p}`: write NAME=VALUE")),
        })
        .collect()
}

/// Limits from optional overrides of the defaults.
pub fn limits(
    fuel: Option<u64>,
    memory: Option<usize>,
    output: Option<usize>,
    timeout_secs: Option<f64>,
    memory_probe: Option<fn() -> usize>,
) -> Limits {
    let d = Limits::default();
    Limits {
        fuel: fuel.unwrap_or(d.fuel),
        memory: memory.unwrap_or(d.memory),
        output: output.unwrap_or(d.output),
        time: timeout_secs
            .filter(|t| t.is_finite() && *t >= 0.0)
            .map_or(d.time, std::time::Duration::from_secs_f64),
        memory_probe,
    }
}

/// The `--max-grade` policy: the reason a module is refused, if it is.
pub fn grade_policy(m: &Module, max: Option<u8>) -> Result<(), String> {
    match max {
        Some(w) if m.grade.w > w => Err(format!(
            "the program's grade is w{}/d{}, above --max-grade {w} (it calls: {})",
            m.grade.w,
            m.grade.d,
            m.host_calls
                .iter()
                .map(|h| format!("{} w{}", h.name, h.grade.w))
                .collect::<Vec<_>>()
                .join(", ")
        )),
        _ => Ok(()),
    }
}

/// The run object for a program refused before it ran.
pub fn rejection_json(kind: &str, message: &str, diags: &[Diagnostic], source: &str) -> Json {
    let index = LineIndex::new(source);
    let first = diags.first().map(|d| d.to_json(&index));
    json!({
        "success": false, "output": null, "repr": null, "stdout": "",
        "error": {
            "type": kind, "message": message,
            "line": first.as_ref().map(|d| d.line),
            "column": first.as_ref().map(|d| d.column),
            "code": first.as_ref().map(|d| d.code.as_str()),
            "hint": first.as_ref().and_then(|d| d.hint.clone()),
            "diagnostics": diags.iter().map(|d| d.to_json(&index)).collect::<Vec<_>>(),
        },
        "trace": [], "grade": null, "stats": {"instructions": 0, "elapsed_ms": 0.0},
    })
}

/// What a run reports.
pub struct RunReport {
    /// The run object.
    pub json: Json,
    /// 0, or the exit code of the failure.
    pub exit: u8,
    /// The result's repr, shown last in human output.
    pub repr: Option<String>,
    /// The failure as a human reads it: the place, then `Type: message`.
    pub human_error: Option<String>,
    pub trace: Vec<TraceEntry>,
}

/// Run a module under `kit`, confined to `root`. `echo` streams what the
/// program prints to stdout as it runs (human output).
pub fn run(
    module: &Module,
    params: &[(String, Value)],
    kit: &Kit,
    root: Root,
    limits: Limits,
    echo: bool,
    file: &str,
) -> RunReport {
    let mut host = KitHost::new(kit.clone(), root, ToolLimits::default());
    let outcome = run_module(module, params, &mut host, limits, echo);
    let trace = serde_json::to_value(&host.trace).unwrap_or(Json::Array(vec![]));
    let files = json!({"read": host.ctx.files_read, "modified": host.ctx.files_modified});
    let grade = json!({"w": module.grade.w, "d": module.grade.d});
    let stats = json!({
        "instructions": outcome.instructions, "elapsed_ms": outcome.elapsed_ms,
        "peak_memory_bytes": crate::alloc::peak_bytes(),
    });
    match &outcome.result {
        Ok(v) => RunReport {
            json: json!({
                "success": true, "output": to_json(v),
                "repr": outcome.repr.clone().map_or(Json::Null, Json::String),
                "stdout": outcome.stdout, "error": null, "trace": trace, "files": files,
                "grade": grade, "stats": stats,
            }),
            exit: 0,
            repr: outcome.repr.clone(),
            human_error: None,
            trace: host.trace,
        },
        Err(e) => {
            let exit = if e.exc.kind == ExcKind::LimitExceeded {
                EXIT_LIMIT
            } else {
                EXIT_RUNTIME
            };
            let mut msg = String::new();
            if let (Some((line, col)), Some(src)) = (e.loc, module.source.as_deref()) {
                msg.push_str(&format!("  at {file}:{line}:{col}\n"));
                if let Some(text) = src.lines().nth((line as usize).saturating_sub(1)) {
                    msg.push_str(&format!(
                        "    {text}\n    {}^\n",
                        " ".repeat((col as usize).saturating_sub(1))
                    ));
                }
            }
            msg.push_str(&format!("{}: {}", e.exc.kind.name(), e.exc.msg));
            let (line, column) = e
                .loc
                .map_or((Json::Null, Json::Null), |(l, c)| (json!(l), json!(c)));
            RunReport {
                json: json!({
                    "success": false, "output": null, "repr": null, "stdout": outcome.stdout,
                    "error": {"type": e.exc.kind.name(), "message": e.exc.msg, "line": line, "column": column},
                    "trace": trace, "files": files, "grade": grade, "stats": stats,
                }),
                exit,
                repr: None,
                human_error: Some(msg),
                trace: host.trace,
            }
        }
    }
}

#[cfg(feature = "infer")]
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

#[cfg(feature = "infer")]
/// How a delegation ended.
pub struct Delegated {
    /// The run object plus `program`, `generation_tier`, the timings and
    /// `correction_attempts` (INTERFACES.md).
    pub json: Json,
    pub exit: u8,
    /// Set when no provider produced a program: what was tried and what
    /// to configure. Nothing ran.
    pub no_program: Option<String>,
    pub generated: Option<crate::infer::pipeline::Generated>,
    pub run: Option<RunReport>,
    /// A template the ratchet created from this delegation.
    pub promoted: Option<String>,
    /// Journal or template bookkeeping that could not be written.
    pub warnings: Vec<String>,
}

#[cfg(feature = "infer")]
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
    use crate::infer::{pipeline, Context};
    let namespace = pipeline::narrow(kit, max_grade);
    let providers = inference.providers(root.dir());
    let ctx = Context {
        intent,
        kit: &namespace,
        params,
    };
    pipeline::generate(&providers, &ctx)
}

#[cfg(feature = "infer")]
fn ms(since: std::time::Instant) -> f64 {
    since.elapsed().as_secs_f64() * 1e3
}

#[cfg(feature = "infer")]
/// Generate, run, journal, and turn the ratchet.
pub fn delegate(d: &Delegation, inference: &crate::infer::config::Inference) -> Delegated {
    use crate::infer::{journal, templates};
    let start = std::time::Instant::now();
    let root = d.root.dir();
    let mut warnings = Vec::new();
    let generated = generate(d.intent, d.kit, d.params, d.root, d.max_grade, inference);
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
            let json = json!({
                "success": false, "output": null, "repr": null, "stdout": "",
                "error": {"type": "InferenceError", "message": message, "line": null, "column": null},
                "trace": [], "grade": null, "stats": {"instructions": 0, "elapsed_ms": 0.0},
                "program": null, "generation_tier": null,
                "generation_time_ms": e.generation_time_ms, "execution_time_ms": 0.0,
                "total_time_ms": ms(start), "correction_attempts": e.correction_attempts,
                "attempts": e.steps,
            });
            return Delegated {
                json,
                exit: EXIT_NO_PROGRAM,
                no_program: Some(message),
                generated: None,
                run: None,
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
    let names: Vec<String> = d.params.iter().map(|(n, _)| n.clone()).collect();
    let compiled = crate::pipeline::compile_source(&g.program, "<delegate>", d.kit, &names, &[])
        .map_err(|diags| {
            let m = diags.first().map(|x| x.message.clone()).unwrap_or_default();
            rejection_json("CheckError", &m, &diags, &g.program)
        })
        .and_then(|m| match grade_policy(&m, d.max_grade) {
            Ok(()) => Ok(m),
            Err(msg) => Err(rejection_json("GradeError", &msg, &[], "")),
        });
    let (mut json, exit, run) = match compiled {
        Err(j) => (j, EXIT_REJECTED, None),
        Ok(module) => {
            let r = run(
                &module,
                d.params,
                d.kit,
                d.root.clone(),
                d.limits,
                d.echo,
                "<delegate>",
            );
            (r.json.clone(), r.exit, Some(r))
        }
    };
    let execution_time_ms = ms(exec_start);
    let success = exit == 0;
    json["program"] = json!(g.program);
    json["generation_tier"] = json!(g.tier);
    json["generation_time_ms"] = json!(g.generation_time_ms);
    json["execution_time_ms"] = json!(execution_time_ms);
    json["total_time_ms"] = json!(ms(start));
    json["correction_attempts"] = json!(g.correction_attempts);
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
    let promoted =
        journal::auto_promote(root, &entry, inference.auto_promote, d.kit).map(|t| t.name);
    Delegated {
        json,
        exit,
        no_program: None,
        generated: Some(g),
        run,
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

    #[test]
    fn a_run_reports_like_lackpy_vm() {
        let kit = Kit::empty();
        let m =
            crate::pipeline::compile_source("print('hi')\n1 + 1\n", "t", &kit, &[], &[]).unwrap();
        let root = Root::new(std::path::Path::new(".")).unwrap();
        let r = run(&m, &[], &kit, root.clone(), Limits::default(), false, "t");
        assert_eq!(r.exit, 0);
        assert_eq!(r.json["output"], json!(2));
        assert_eq!(r.json["stdout"], json!("hi\n"));
        let m = crate::pipeline::compile_source("{}['k']\n", "t", &kit, &[], &[]).unwrap();
        let r = run(&m, &[], &kit, root, Limits::default(), false, "t");
        assert_eq!(r.exit, EXIT_RUNTIME);
        assert_eq!(r.json["error"]["type"], json!("KeyError"));
        assert!(r.human_error.unwrap().ends_with("KeyError: 'k'"));
    }
}
