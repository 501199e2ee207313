//! The pipeline in two calls: source → checked, compiled module; module →
//! result, captured output and statistics. The engine ([`crate::engine`])
//! builds its reports on these; tests and benchmarks call them directly.

use crate::clock::Instant;

use crate::bytecode::Module;
use crate::check::{check, Rule};
use crate::diag::Diagnostic;
use crate::kit::Kit;
use crate::value::Value;
use crate::vm::{Host, Limits, RunError, Vm};

/// Check and compile a program. Parameters are names defined before it runs.
pub fn compile_source(
    src: &str,
    file: &str,
    kit: &Kit,
    params: &[String],
    rules: &[Rule],
) -> Result<Module, Vec<Diagnostic>> {
    // Parsed once: the checker and the compiler read the same tree.
    let module = crate::syntax::parse(src)?;
    let report = check(&module, kit, params, rules);
    if !report.is_valid() {
        return Err(report.errors);
    }
    crate::compile::compile(&module, src, file, kit, params).map_err(|d| vec![d])
}

/// A module compiled against one kit may run against another only when
/// every tool it calls is there, with a grade no higher than the one
/// compiled in (the grade in the header must stay true).
pub fn check_binding(module: &Module, kit: &Kit) -> Result<(), String> {
    for entry in &module.host_calls {
        match kit.get(&entry.name) {
            None => {
                return Err(format!(
                    "the program calls `{}`, which this kit does not have; run it with a kit that does (--kit)",
                    entry.name
                ))
            }
            Some(tool) if !tool.grade.within(entry.grade) => {
                return Err(format!(
                    "`{}` has grade {} in this kit but was compiled with {}; recompile against this kit",
                    entry.name, tool.grade, entry.grade
                ))
            }
            Some(_) => {}
        }
    }
    Ok(())
}

/// What a run produced.
pub struct Outcome {
    pub result: Result<Value, RunError>,
    /// The result's repr, when the run succeeded with a value other than None.
    pub repr: Option<String>,
    pub stdout: String,
    pub instructions: u64,
    pub elapsed_ms: f64,
}

/// The values of the module's parameters, in its order, from `params`
/// (name, value) pairs; a parameter not given is None.
pub fn param_values(module: &Module, params: &[(String, Value)]) -> Vec<Value> {
    module.globals[..module.nparams as usize]
        .iter()
        .map(|name| {
            params
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.clone())
                .unwrap_or_default()
        })
        .collect()
}

/// Run a module. `params` pairs each of the module's parameter names with
/// its value; missing parameters are None. `echo` streams `print` output to
/// stdout as it happens.
pub fn run_module(
    module: &Module,
    params: &[(String, Value)],
    host: &mut dyn Host,
    limits: Limits,
    echo: bool,
) -> Outcome {
    let values = param_values(module, params);
    let start = Instant::now();
    let mut vm = Vm::new(module, host, limits);
    vm.st.out.echo = echo;
    // The result is shown as its repr, made once here: an unprintable one
    // (a huge int) fails, as in CPython.
    let mut repr = None;
    let result = vm
        .run(values)
        .and_then(|v| match crate::value::checked_repr(&v) {
            Ok(r) => {
                repr = (!v.is_none()).then_some(r);
                Ok(v)
            }
            Err(exc) => Err(RunError { exc, loc: None }),
        });
    Outcome {
        result,
        repr,
        instructions: vm.st.executed,
        stdout: std::mem::take(&mut vm.st.out.text),
        elapsed_ms: start.elapsed().as_secs_f64() * 1e3,
    }
}
