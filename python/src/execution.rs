//! Runs that pause: an [`Execution`] of the engine held for Python
//! (`lackpy_rs.Execution`), which stops at each call of an external tool
//! (and of an `async def` tool, declared external) or a call that needs
//! approval, and goes on when the host answers.
//!
//! An execution holds the program's values (`Rc`s): it is bound to the
//! thread that made it (`unsendable`). Its steps run with the GIL released
//! on that same thread (`Python::detach` runs its closure in place), and
//! take it again only to call a Python tool, as a whole run does.

use lackpy::engine::{self, Answer, Execution, Grade, Phase, ProgramReport, RunOptions};
use lackpy::value::Value;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyTuple};

use crate::convert::{self, json_to_py};
use crate::{
    execute, package_error, usage_error, LimitArgs, NativeKit, NativeProgram, NativeReport,
    Unshared,
};

enum State {
    /// Started (or restored): paused, or ended with the report inside.
    Live(Box<Execution>),
    /// Refused before it started: the rejection's report.
    Refused(Box<ProgramReport>),
}

/// A program's run that pauses at host calls (`Execution` in Python).
#[pyclass(unsendable, module = "lackpy_rs._lackpy_rs")]
pub struct NativeExecution {
    state: State,
}

/// One pending call as `(id, tool, args, kwargs, w, d, line, reason)`.
type CallTuple<'py> = (
    u64,
    String,
    Bound<'py, PyTuple>,
    Bound<'py, PyDict>,
    u8,
    u8,
    u32,
    &'static str,
);

/// A value of a call's arguments as a Python object; one that has none
/// (a function, a type) is shown as its repr.
fn arg_to_py<'py>(py: Python<'py>, v: &Value) -> PyResult<Bound<'py, PyAny>> {
    match convert::to_py(py, v) {
        Ok(obj) => Ok(obj),
        Err(_) => Ok(pyo3::types::PyString::new(py, &lackpy::value::repr(v)).into_any()),
    }
}

/// Run `exec` until it pauses or ends, if it has not started.
fn settle(py: Python<'_>, exec: &mut Execution) -> PyResult<()> {
    if exec.pending().is_some() || exec.is_done() {
        return Ok(());
    }
    let job = Unshared(exec);
    execute(py, move || {
        let exec = job.into_inner();
        exec.step();
    })
}

/// The rejection a run that cannot answer `names` gives a program calling
/// one of them: as `Program::run` refuses a program that calls an
/// external tool.
fn refuse_externals(names: &[&str]) -> ProgramReport {
    engine::external_rejection(names).report()
}

/// Start a program (a NativeProgram, or source text compiled here as
/// `run` compiles it: a rejection ends the execution at once, with the
/// report `run` gives) under `kit`, and run it to its first pause or its
/// end. `answered` (when given) names the external tools the caller
/// answers by itself: a program that calls another external tool is
/// refused, as `run` refuses it.
#[pyfunction]
#[allow(clippy::too_many_arguments)]
#[pyo3(signature = (program, kit, params, root, limits, max_grade, approve_above, max_pauses, answered))]
pub fn start(
    py: Python<'_>,
    program: &Bound<'_, PyAny>,
    kit: &NativeKit,
    params: &Bound<'_, PyDict>,
    root: &str,
    limits: LimitArgs,
    max_grade: Option<u8>,
    approve_above: Option<(u8, u8)>,
    max_pauses: Option<u64>,
    answered: Option<Vec<String>>,
) -> PyResult<NativeExecution> {
    let compiled: Option<Bound<'_, NativeProgram>> = program.cast::<NativeProgram>().ok().cloned();
    let source: Option<String> = match compiled {
        Some(_) => None,
        None => Some(program.extract().map_err(|_| {
            usage_error(
                py,
                "start takes a program's source (str) or a Program".into(),
            )
        })?),
    };
    let compiled_ref = compiled.as_ref().map(|c| c.get());
    let root = crate::root_of(py, root)?;
    let values = crate::param_values(py, params, &kit.kit)?;
    let limits = limits.limits();
    let job = Unshared((values, root));
    let started = execute(py, move || {
        let (values, root) = job.into_inner();
        let owned;
        let program = match (compiled_ref, source) {
            (Some(p), _) => &p.program,
            (None, src) => {
                let names: Vec<String> = values.iter().map(|(n, _)| n.clone()).collect();
                let src = src.unwrap_or_default();
                match engine::compile_program(&src, "<program>", &kit.kit, &names) {
                    Ok(module) => {
                        owned = engine::Program::from(module);
                        &owned
                    }
                    Err(r) => return Unshared(State::Refused(Box::new(r.report()))),
                }
            }
        };
        if let Some(answered) = &answered {
            let unanswered: Vec<&str> = program
                .calls()
                .iter()
                .filter(|h| kit.kit.is_external(&h.name) && !answered.contains(&h.name))
                .map(|h| h.name.as_str())
                .collect();
            if !unanswered.is_empty() {
                return Unshared(State::Refused(Box::new(refuse_externals(&unanswered))));
            }
        }
        let mut options = RunOptions::new().root(root).limits(limits);
        options.params = values;
        options.max_grade = max_grade;
        options.approve_above = approve_above.map(|(w, d)| Grade { w, d });
        if let Some(n) = max_pauses {
            options.max_pauses = n;
        }
        Unshared(match program.start(&kit.kit, options) {
            Ok(mut exec) => {
                exec.step();
                State::Live(Box::new(exec))
            }
            Err(r) => State::Refused(Box::new(r.report())),
        })
    })?;
    Ok(NativeExecution {
        state: started.into_inner(),
    })
}

impl NativeExecution {
    fn live(&mut self, py: Python<'_>) -> PyResult<Option<&mut Execution>> {
        match &mut self.state {
            State::Live(exec) => {
                settle(py, exec)?;
                Ok(Some(&mut **exec))
            }
            State::Refused(_) => Ok(None),
        }
    }
}

#[pymethods]
impl NativeExecution {
    /// The calls the program waits for, each `(id, tool, args, kwargs, w,
    /// d, line, reason)`; empty once it has ended.
    fn pending<'py>(&mut self, py: Python<'py>) -> PyResult<Vec<CallTuple<'py>>> {
        let Some(exec) = self.live(py)? else {
            return Ok(Vec::new());
        };
        let mut out = Vec::new();
        for call in exec.pending_calls() {
            let args: PyResult<Vec<_>> = call.args.iter().map(|v| arg_to_py(py, v)).collect();
            let kwargs = PyDict::new(py);
            for (k, v) in &call.kwargs {
                kwargs.set_item(k, arg_to_py(py, v)?)?;
            }
            out.push((
                call.id,
                call.tool.clone(),
                PyTuple::new(py, args?)?,
                kwargs,
                call.grade.w,
                call.grade.d,
                call.line,
                call.reason.name(),
            ));
        }
        Ok(out)
    }

    /// Answer the pending call `id`: `kind` is `"value"` (with `value`),
    /// `"error"` or `"deny"` (with `message`), or `"approve"`; then run to
    /// the next pause or the end. A wrong id or an answer that does not
    /// fit the call raises UsageError and changes nothing.
    #[pyo3(signature = (id, kind, value=None, message=None))]
    fn answer(
        &mut self,
        py: Python<'_>,
        id: u64,
        kind: &str,
        value: Option<Bound<'_, PyAny>>,
        message: Option<String>,
    ) -> PyResult<()> {
        let Some(exec) = self.live(py)? else {
            return Err(usage_error(
                py,
                "the program was refused before it started: it waits for no call".into(),
            ));
        };
        if exec.is_done() {
            return Err(usage_error(
                py,
                format!("no pending call {id}: the program has ended"),
            ));
        }
        let answer = match kind {
            "value" => {
                let v = value.map_or(Ok(Value::None), |v| convert::from_py(&v));
                Answer::Value(v.map_err(|t| {
                    usage_error(
                        py,
                        format!("the answer to call {id}: lackpy cannot hold a value of type {t}"),
                    )
                })?)
            }
            "error" => Answer::Error(message.unwrap_or_default()),
            "deny" => Answer::Deny(message.unwrap_or_default()),
            "approve" => Answer::Approve,
            other => return Err(usage_error(py, format!("no answer of kind {other:?}"))),
        };
        let job = Unshared((exec, answer));
        let resumed = execute(py, move || {
            let (exec, answer) = job.into_inner();
            exec.resume(id, answer).map_err(|e| e.0)
        })?;
        resumed.map_err(|m| usage_error(py, m))
    }

    /// Whether the program has ended (or was refused).
    fn done(&mut self, py: Python<'_>) -> PyResult<bool> {
        Ok(self.live(py)?.is_none_or(|e| e.is_done()))
    }

    /// Once it has ended: the report (a NativeReport) and the last
    /// expression's value as a Python object; None before.
    fn result<'py>(
        &mut self,
        py: Python<'py>,
    ) -> PyResult<Option<(Bound<'py, PyAny>, Bound<'py, PyAny>)>> {
        let (report, value) = match &mut self.state {
            State::Refused(r) => ((**r).clone(), None),
            State::Live(exec) => {
                settle(py, exec)?;
                match exec.report() {
                    Some(r) => (r.clone(), exec.value()),
                    None => return Ok(None),
                }
            }
        };
        let output = match value {
            Some(v) => convert::to_py(py, v).or_else(|_| json_to_py(py, &report.output))?,
            None => py.None().into_bound(py),
        };
        Ok(Some((
            Bound::new(py, NativeReport { report })?.into_any(),
            output,
        )))
    }

    /// The paused run as bytes (`Execution::snapshot`): UsageError when it
    /// is not paused at a call.
    fn snapshot<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let Some(exec) = self.live(py)? else {
            return Err(usage_error(
                py,
                "the program was refused before it started: it has no snapshot".into(),
            ));
        };
        let job = Unshared(&*exec);
        let bytes = execute(py, move || job.into_inner().snapshot())?;
        match bytes {
            Ok(b) => Ok(PyBytes::new(py, &b)),
            Err(m) => Err(usage_error(py, m)),
        }
    }

    /// A paused run from `snapshot()`'s bytes, with `kit` giving the tools
    /// their implementations; bad bytes raise CorruptSnapshot, a kit that
    /// cannot run the program UsageError.
    #[staticmethod]
    fn restore(py: Python<'_>, data: &[u8], kit: &NativeKit) -> PyResult<NativeExecution> {
        let restored = execute(py, || {
            Unshared(Execution::restore_with(
                data,
                &kit.kit,
                Some(lackpy::alloc::thread_live_bytes),
            ))
        })?;
        match restored.into_inner() {
            Ok(exec) => Ok(NativeExecution {
                state: State::Live(Box::new(exec)),
            }),
            Err(r) if r.phase == Phase::CorruptSnapshot => {
                Err(package_error(py, "CorruptSnapshot", r.message))
            }
            Err(r) => Err(usage_error(
                py,
                format!(
                    "the snapshot's program cannot run with this kit: {}",
                    r.message
                ),
            )),
        }
    }
}
