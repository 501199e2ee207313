//! The literate interpreter from Python: a session is a kernel (one
//! namespace) on a thread of its own, so that it outlives one call and can
//! be resumed from any thread (values are not `Send`; the kernel never
//! leaves its thread). Recovery handlers and plugins are Python objects,
//! reached through the adapters of python/lackpy_rs/_literate.py.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lackpy::engine::{self, DocumentReport, Kit, Root, RunOptions};
use lackpy::literate::edit::{Approval, Edit};
use lackpy::literate::kernel::{CellError, ScopeEntry};
use lackpy::literate::log::CellRecord;
use lackpy::literate::recovery::{
    ExecutionPlugin, PluginAdvice, RecoveryAction, RecoveryContext, RecoveryHandler,
};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use serde_json::{json, Value as Json};

use crate::convert::json_to_py;
use crate::NativeKit;

enum Command {
    Run(String),
    Resume(String),
    Edit(Edit),
}

/// A literate session: its kernel lives on its own thread.
#[pyclass(frozen, module = "lackpy_rs._lackpy_rs")]
pub struct LiterateSession {
    commands: Mutex<Option<Sender<Command>>>,
    replies: Mutex<Receiver<Json>>,
    /// Stops the command the kernel is running (Ctrl-C while waiting).
    cancel: Arc<AtomicBool>,
}

fn to_json<T: serde::Serialize>(v: &T) -> Json {
    serde_json::to_value(v).unwrap_or(Json::Null)
}

/// The Python handler's adapter: `recover(cell, error, scope, advice,
/// attempt, inspections)` answers `(action, text)`.
struct PyHandler(Py<PyAny>);

impl RecoveryHandler for PyHandler {
    fn recover(&mut self, ctx: &RecoveryContext<'_>) -> RecoveryAction {
        let inspections: Vec<Json> = ctx
            .inspections
            .iter()
            .map(|i| match &i.result {
                Ok(v) => json!({"expr": i.expr, "value": v}),
                Err(e) => json!({"expr": i.expr, "error": e}),
            })
            .collect();
        let answer = Python::attach(|py| -> PyResult<(String, Option<String>)> {
            self.0
                .bind(py)
                .call_method1(
                    "recover",
                    (
                        json_to_py(py, &to_json(ctx.cell))?,
                        json_to_py(py, &to_json(ctx.error))?,
                        json_to_py(py, &to_json(&ctx.scope))?,
                        json_to_py(py, &to_json(ctx.advice))?,
                        ctx.attempt,
                        json_to_py(py, &Json::Array(inspections))?,
                    ),
                )?
                .extract()
        });
        match answer {
            Ok((action, Some(text))) if action == "fix" => RecoveryAction::Fix(text),
            Ok((action, Some(text))) if action == "inspect" => RecoveryAction::Inspect(text),
            Ok((action, _)) if action == "skip" => RecoveryAction::Skip,
            _ => RecoveryAction::Abort,
        }
    }
}

/// A Python plugin's adapter: `event(name, cell, *args)`; the adapter
/// catches the plugin's exceptions and keeps them as warnings.
struct PyPlugin {
    adapter: Py<PyAny>,
    name: String,
}

impl PyPlugin {
    fn event(&self, name: &str, cell: &CellRecord, args: Vec<Json>) -> Option<Json> {
        Python::attach(|py| -> PyResult<Option<Json>> {
            let mut call: Vec<Bound<'_, PyAny>> = vec![
                name.into_pyobject(py)?.into_any(),
                json_to_py(py, &to_json(cell))?,
            ];
            for a in &args {
                call.push(json_to_py(py, a)?);
            }
            let tuple = pyo3::types::PyTuple::new(py, call)?;
            let r = self.adapter.bind(py).call_method1("event", tuple)?;
            if r.is_none() {
                return Ok(None);
            }
            let text: String = r.extract()?;
            Ok(serde_json::from_str(&text).ok())
        })
        .ok()
        .flatten()
    }
}

impl ExecutionPlugin for PyPlugin {
    fn name(&self) -> &str {
        &self.name
    }

    fn on_cell_start(&mut self, cell: &CellRecord, index: usize) {
        self.event("on_cell_start", cell, vec![json!(index)]);
    }

    fn on_cell_success(&mut self, cell: &CellRecord) {
        self.event("on_cell_success", cell, vec![]);
    }

    fn on_cell_error(
        &mut self,
        cell: &CellRecord,
        error: &CellError,
        scope: &[ScopeEntry],
    ) -> PluginAdvice {
        let Some(a) = self.event("on_cell_error", cell, vec![to_json(error), to_json(&scope)])
        else {
            return PluginAdvice::default();
        };
        let strings = |k: &str| -> Vec<String> {
            a[k].as_array()
                .map(|xs| {
                    xs.iter()
                        .filter_map(|x| x.as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default()
        };
        PluginAdvice {
            hints: strings("hints"),
            context: strings("context"),
            suggestion: a["suggestion"].as_str().map(str::to_string),
        }
    }

    fn on_recovery_result(&mut self, cell: &CellRecord, success: bool, attempt: u32) {
        self.event(
            "on_recovery_result",
            cell,
            vec![json!(success), json!(attempt)],
        );
    }
}

/// The session thread: builds the kernel, then runs each command and
/// answers with the document report so far.
/// An approval as the Python `approve` callable sees it.
fn approval_json(a: &Approval) -> Json {
    json!({
        "cell": a.cell,
        "source": a.source,
        "grade": {"w": a.grade.w, "d": a.grade.d},
        "calls": a.calls,
        "because": a.because,
        "reason": a.reason,
    })
}

struct Setup {
    kit: Kit,
    base_dir: PathBuf,
    handler: Option<Py<PyAny>>,
    plugins: Vec<(Py<PyAny>, String)>,
    approve: Option<Py<PyAny>>,
}

fn serve(
    setup: Setup,
    commands: Receiver<Command>,
    replies: Sender<Json>,
    cancel: Arc<AtomicBool>,
) {
    let Setup {
        kit,
        base_dir,
        handler,
        plugins,
        approve,
    } = setup;
    let root = match Root::new(&base_dir) {
        Ok(r) => r,
        Err(e) => {
            let _ = replies
                .send(json!({"setup_error": format!("base_dir {}: {e}", base_dir.display())}));
            return;
        }
    };
    let mut options = RunOptions::new();
    options.limits.memory_probe = Some(lackpy::alloc::thread_live_bytes);
    options.limits.interrupt = Some(crate::interrupted);
    let mut driver = engine::document_driver(&kit, root, "<document>", &options);
    if let Some(h) = handler {
        driver = driver.with_handler(Box::new(PyHandler(h)));
    }
    for (adapter, name) in plugins {
        driver.add_plugin(Box::new(PyPlugin { adapter, name }));
    }
    if let Some(approve) = approve {
        // An exception, or an answer that is not true, is a no.
        driver.set_approver(Some(Box::new(move |a: &Approval| {
            Python::attach(|py| -> PyResult<bool> {
                approve
                    .bind(py)
                    .call1((json_to_py(py, &approval_json(a))?,))?
                    .is_truthy()
            })
            .unwrap_or(false)
        })));
    }
    let _ = replies.send(json!({"ready": true}));
    for command in commands {
        cancel.store(false, Ordering::Relaxed);
        crate::watch_cancel(cancel.clone());
        let started = Instant::now();
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| match &command {
            Command::Run(doc) => driver
                .run_document(doc)
                .map(|_| None)
                .map_err(|d| (d, doc.clone())),
            Command::Resume(chunk) => driver
                .resume(chunk)
                .map(|_| None)
                .map_err(|d| (d, chunk.clone())),
            Command::Edit(edit) => Ok(Some(driver.edit(edit.clone()))),
        }));
        let outcome = outcome.map(|r| {
            r.map(|edited| match edited {
                // A refused edit changed nothing: its message is the answer.
                Some(Err(e)) => Err(e.message),
                Some(Ok(done)) => Ok(Some(done)),
                None => Ok(None),
            })
        });
        let answer = match outcome {
            Ok(Ok(Err(message))) => json!({"edit_error": message}),
            Ok(Ok(Ok(edited))) => {
                let elapsed_ms = started.elapsed().as_secs_f64() * 1e3;
                let mut j = DocumentReport::from_driver(&driver, None, elapsed_ms).to_json();
                if let Some(done) = edited {
                    j["edit"] = to_json(&done);
                }
                j
            }
            Ok(Err((diags, src))) => {
                let mut j = engine::Rejection::from_diagnostics(diags, &src)
                    .report()
                    .to_json();
                j["rejected"] = json!(true);
                j
            }
            Err(p) => {
                json!({"setup_error": format!("the session failed: {}", crate::panic_message(p))})
            }
        };
        if replies.send(answer).is_err() {
            return;
        }
    }
}

#[pymethods]
impl LiterateSession {
    /// A session over `kit`, its file tools confined to `base_dir`;
    /// `handler` and `plugins` are the Python adapters.
    #[new]
    #[pyo3(signature = (kit, base_dir, handler, plugins, approve=None))]
    fn new(
        py: Python<'_>,
        kit: &NativeKit,
        base_dir: PathBuf,
        handler: Option<Py<PyAny>>,
        plugins: Vec<(Py<PyAny>, String)>,
        approve: Option<Py<PyAny>>,
    ) -> PyResult<Self> {
        let (ctx, crx) = channel();
        let (rtx, rrx) = channel();
        let setup = Setup {
            kit: kit.kit.clone(),
            base_dir,
            handler,
            plugins,
            approve,
        };
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        std::thread::Builder::new()
            .name("lackpy-literate".into())
            .spawn(move || serve(setup, crx, rtx, flag))
            .map_err(|e| PyRuntimeError::new_err(format!("cannot start the session: {e}")))?;
        let session = LiterateSession {
            commands: Mutex::new(Some(ctx)),
            replies: Mutex::new(rrx),
            cancel,
        };
        let ready = session.reply(py)?;
        if let Some(e) = ready.get("setup_error").and_then(Json::as_str) {
            return Err(crate::usage_error(py, e.to_string()));
        }
        Ok(session)
    }

    /// Run a whole document; the document report as a dict.
    fn run<'py>(&self, py: Python<'py>, doc: String) -> PyResult<Bound<'py, PyAny>> {
        self.send(py, Command::Run(doc))
    }

    /// Go on after `@continue` with more of the document.
    fn resume<'py>(&self, py: Python<'py>, chunk: String) -> PyResult<Bound<'py, PyAny>> {
        self.send(py, Command::Resume(chunk))
    }

    /// Stop the command the kernel is running (its cell fails as a run
    /// stopped by Ctrl-C does); the session stays usable.
    fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Replace cell `i` and run again what depends on it.
    fn replace_cell<'py>(
        &self,
        py: Python<'py>,
        i: usize,
        source: String,
    ) -> PyResult<Bound<'py, PyAny>> {
        self.send(py, Command::Edit(Edit::Replace(i, source)))
    }

    /// Insert a cell at `i` and run it, then what depends on it.
    fn insert_cell<'py>(
        &self,
        py: Python<'py>,
        i: usize,
        source: String,
    ) -> PyResult<Bound<'py, PyAny>> {
        self.send(py, Command::Edit(Edit::Insert(i, source)))
    }

    /// Delete cell `i` and run again what read the names it bound.
    fn delete_cell<'py>(&self, py: Python<'py>, i: usize) -> PyResult<Bound<'py, PyAny>> {
        self.send(py, Command::Edit(Edit::Delete(i)))
    }

    /// End the session's thread.
    fn close(&self) {
        if let Ok(mut c) = self.commands.lock() {
            c.take();
        }
    }
}

impl LiterateSession {
    fn send<'py>(&self, py: Python<'py>, command: Command) -> PyResult<Bound<'py, PyAny>> {
        {
            let guard = self
                .commands
                .lock()
                .map_err(|_| PyRuntimeError::new_err("the session is broken"))?;
            let sender = guard
                .as_ref()
                .ok_or_else(|| PyRuntimeError::new_err("the session is closed"))?;
            sender
                .send(command)
                .map_err(|_| PyRuntimeError::new_err("the session has ended"))?;
        }
        let answer = self.reply(py)?;
        if let Some(e) = answer.get("setup_error").and_then(Json::as_str) {
            return Err(PyRuntimeError::new_err(e.to_string()));
        }
        if let Some(e) = answer.get("edit_error").and_then(Json::as_str) {
            return Err(crate::usage_error(py, e.to_string()));
        }
        json_to_py(py, &answer)
    }

    /// The kernel's answer. Waiting, it looks for Ctrl-C as a run does:
    /// a signal handler's exception stops the kernel's command, and is
    /// raised once the kernel has answered (the session stays usable).
    fn reply(&self, py: Python<'_>) -> PyResult<Json> {
        let (answer, interrupt) = py.detach(|| {
            let rx = self
                .replies
                .lock()
                .map_err(|_| PyRuntimeError::new_err("the session is broken"))?;
            let mut interrupt: Option<PyErr> = None;
            loop {
                let wait = match interrupt {
                    Some(_) => Duration::MAX,
                    None => crate::SIGNAL_EVERY,
                };
                match rx.recv_timeout(wait) {
                    Ok(answer) => return Ok((answer, interrupt)),
                    Err(RecvTimeoutError::Disconnected) => {
                        return Err(interrupt
                            .unwrap_or_else(|| PyRuntimeError::new_err("the session has ended")))
                    }
                    Err(RecvTimeoutError::Timeout) => {
                        if let Err(e) = Python::attach(|py| py.check_signals()) {
                            self.cancel.store(true, Ordering::Relaxed);
                            interrupt = Some(e);
                        }
                    }
                }
            }
        })?;
        interrupt.map_or(Ok(answer), Err)
    }
}
