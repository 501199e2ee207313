//! The native part of the `lackpy_rs` Python package: the engine of the
//! `lackpy` crate (through its public API, `lackpy::engine`) with Python
//! functions as tools. The Python part (python/lackpy_rs/__init__.py)
//! gives the public names, their arguments and docstrings, and the result
//! classes; this module does the work with the GIL released, taking it
//! again only to call a Python tool and, every few milliseconds of a run,
//! to look for Ctrl-C.

mod convert;
mod delegate;
mod execution;
mod literate;
mod tools;

use std::cell::RefCell;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use lackpy::engine::{self, Kit, LimitOverrides, Root, RunOptions};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};
use serde_json::Value as Json;

use convert::json_to_py;

/// Every Rust allocation of the extension is counted, so that a run's
/// memory limit holds (the VM reads this thread's live bytes).
#[global_allocator]
static ALLOCATOR: lackpy::alloc::Counting = lackpy::alloc::Counting;

/// How often a run looks for a pending signal (Ctrl-C).
pub(crate) const SIGNAL_EVERY: Duration = Duration::from_millis(20);

struct SignalWatch {
    /// Whether Python's signal handlers run on this thread.
    signals: bool,
    /// Set by the host to stop the run (an awaiting task was cancelled).
    cancel: Option<Arc<AtomicBool>>,
    last: Instant,
    /// The exception a signal handler raised (KeyboardInterrupt), kept
    /// until the run has stopped.
    pending: Option<PyErr>,
}

/// The thread Python runs signal handlers on, when the module was
/// imported there (as it is unless imported from a thread).
static MAIN_THREAD: std::sync::OnceLock<std::thread::ThreadId> = std::sync::OnceLock::new();

thread_local! {
    static WATCH: RefCell<Option<SignalWatch>> = const { RefCell::new(None) };
}

/// The VM's interrupt hook: every [`SIGNAL_EVERY`] it takes the GIL and
/// runs Python's signal handlers (a no-op off the main thread); a handler
/// that raises stops the run.
pub(crate) fn interrupted() -> bool {
    WATCH.with(|w| {
        let mut w = w.borrow_mut();
        let Some(watch) = w.as_mut() else {
            return false;
        };
        if watch.pending.is_some()
            || watch
                .cancel
                .as_ref()
                .is_some_and(|c| c.load(Ordering::Relaxed))
        {
            return true;
        }
        if !watch.signals || watch.last.elapsed() < SIGNAL_EVERY {
            return false;
        }
        watch.last = Instant::now();
        if let Err(e) = Python::attach(|py| py.check_signals()) {
            watch.pending = Some(e);
            return true;
        }
        false
    })
}

/// Watch `cancel` (and no signals) for the runs of this thread from now
/// on: a thread of the package's own that runs programs for Python.
pub(crate) fn watch_cancel(cancel: Arc<AtomicBool>) {
    WATCH.with(|w| {
        *w.borrow_mut() = Some(SignalWatch {
            signals: false,
            cancel: Some(cancel),
            last: Instant::now(),
            pending: None,
        })
    });
}

/// Stop the current run with `err` (a KeyboardInterrupt caught by a tool).
pub(crate) fn interrupt_with(err: PyErr) {
    WATCH.with(|w| {
        if let Some(watch) = w.borrow_mut().as_mut() {
            watch.pending.get_or_insert(err);
        }
    });
}

fn panic_message(p: Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "an unexpected error".into())
}

/// Run `job` with the GIL released, watching for signals; a panic becomes
/// a RuntimeError, a signal handler's exception is raised once the run
/// has stopped.
fn execute<R: Send>(py: Python<'_>, job: impl FnOnce() -> R + Send) -> PyResult<R> {
    execute_cancellable(py, None, job)
}

/// [`execute`], also stopped when `cancel` is set (from any thread).
fn execute_cancellable<R: Send>(
    py: Python<'_>,
    cancel: Option<&Cancel>,
    job: impl FnOnce() -> R + Send,
) -> PyResult<R> {
    // Python runs signal handlers on its main thread only: runs on other
    // threads need not take the GIL to look.
    let signals = MAIN_THREAD
        .get()
        .is_none_or(|main| *main == std::thread::current().id());
    let cancel = cancel.map(|c| c.0.clone());
    let result = py.detach(|| {
        let outer = WATCH.with(|w| {
            let mut w = w.borrow_mut();
            let fresh = (signals || cancel.is_some()).then(|| SignalWatch {
                signals,
                cancel,
                last: Instant::now(),
                pending: None,
            });
            std::mem::replace(&mut *w, fresh)
        });
        let r = catch_unwind(AssertUnwindSafe(job));
        let watch = WATCH.with(|w| std::mem::replace(&mut *w.borrow_mut(), outer));
        (r, watch.and_then(|w| w.pending))
    });
    match result {
        (_, Some(err)) => Err(err),
        (Ok(r), None) => Ok(r),
        (Err(p), None) => Err(PyRuntimeError::new_err(format!(
            "lackpy failed unexpectedly: {}",
            panic_message(p)
        ))),
    }
}

/// A way to stop a run from another thread: the async front ends set it
/// when the task awaiting the run is cancelled (Ctrl-C in `asyncio.run`).
#[pyclass(frozen, module = "lackpy_rs._lackpy_rs")]
struct Cancel(Arc<AtomicBool>);

#[pymethods]
impl Cancel {
    #[new]
    fn new() -> Self {
        Cancel(Arc::new(AtomicBool::new(false)))
    }

    /// Stop the run (at its next instruction or tool call).
    fn set(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// The exception class `name` of the `lackpy_rs` package.
fn package_error(py: Python<'_>, name: &str, message: String) -> PyErr {
    match py
        .import("lackpy_rs")
        .and_then(|m| m.getattr(name))
        .and_then(|cls| cls.call1((message.clone(),)))
    {
        Ok(exc) => PyErr::from_value(exc),
        Err(_) => PyValueError::new_err(message),
    }
}

pub(crate) fn usage_error(py: Python<'_>, message: String) -> PyErr {
    package_error(py, "UsageError", message)
}

/// A kit: the tools a program may call, resolved from a spec and Python
/// tools, shared by the calls that name it.
#[pyclass(frozen, module = "lackpy_rs._lackpy_rs")]
struct NativeKit {
    kit: Kit,
    spec: String,
}

#[pymethods]
impl NativeKit {
    /// Resolve `spec` (a comma list of tools, kits and kit files) in
    /// `root`'s `.lackpy/kits/`, and add the Python `tools` (each
    /// `(name, fn, params, returns, description, w, d)`).
    #[new]
    fn new(py: Python<'_>, spec: &str, root: &str, tools: Vec<tools::ToolDecl>) -> PyResult<Self> {
        let spec_owned = spec.to_string();
        let root_owned = root.to_string();
        let mut kit = py
            .detach(move || engine::resolve_kit(&spec_owned, Path::new(&root_owned)))
            .map_err(|m| usage_error(py, m))?;
        for decl in tools {
            kit = tools::add(py, kit, decl)?;
        }
        Ok(NativeKit {
            kit,
            spec: spec.to_string(),
        })
    }

    /// `lackpy kit info`'s object for this kit.
    fn info<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        json_to_py(py, &engine::kit_info(&self.spec, &self.kit))
    }

    /// The join of the grades of the kit's tools, as (w, d).
    fn grade(&self) -> (u8, u8) {
        let g = self.kit.grade();
        (g.w, g.d)
    }
}

fn check_params(py: Python<'_>, kit: &Kit, params: &[String]) -> PyResult<()> {
    for p in params {
        if !engine::is_param_name(p, kit) {
            return Err(usage_error(
                py,
                format!(
                    "`{p}` cannot be a parameter: it must be an identifier that is not a builtin or a tool of the kit"
                ),
            ));
        }
    }
    Ok(())
}

/// A check report's JSON without its `file` key (the Python API has no
/// file name to give).
fn without_file(mut j: Json) -> Json {
    if let Json::Object(m) = &mut j {
        m.shift_remove("file");
    }
    j
}

/// `lackpyc check --format json`'s object (without `file`) for `source`.
#[pyfunction]
fn check<'py>(
    py: Python<'py>,
    source: &str,
    kit: &NativeKit,
    params: Vec<String>,
) -> PyResult<Bound<'py, PyAny>> {
    check_params(py, &kit.kit, &params)?;
    let json = execute(py, || {
        without_file(engine::check_file("<program>", source, &kit.kit, &params, &[]).to_json())
    })?;
    json_to_py(py, &json)
}

/// `lackpyc check --format json`'s object (without `file`) for a literate
/// document.
#[pyfunction]
fn check_document<'py>(
    py: Python<'py>,
    source: &str,
    kit: &NativeKit,
    params: Vec<String>,
) -> PyResult<Bound<'py, PyAny>> {
    check_params(py, &kit.kit, &params)?;
    let json = execute(py, || {
        without_file(
            engine::check_document_file("<document>", source, &kit.kit, &params, &[]).to_json(),
        )
    })?;
    json_to_py(py, &json)
}

/// A compiled program with the kit it was compiled against.
#[pyclass(frozen, module = "lackpy_rs._lackpy_rs")]
struct NativeProgram {
    program: engine::Program,
}

#[pymethods]
impl NativeProgram {
    /// The grade as (w, d).
    fn grade(&self) -> (u8, u8) {
        let g = self.program.grade();
        (g.w, g.d)
    }

    /// The host-call table: (name, w, d) for each tool it calls.
    fn calls(&self) -> Vec<(String, u8, u8)> {
        self.program
            .calls()
            .iter()
            .map(|h| (h.name.to_string(), h.grade.w, h.grade.d))
            .collect()
    }

    /// The names of its parameters.
    fn params(&self) -> Vec<String> {
        self.program.params().to_vec()
    }

    /// The disassembly, as `lackpyc disasm` prints it.
    fn disasm(&self) -> String {
        self.program.disasm()
    }

    /// The `.lpyc` bytes.
    fn to_bytes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = self
            .program
            .to_bytes()
            .map_err(|m| PyRuntimeError::new_err(format!("cannot encode the program: {m}")))?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// The source it was compiled from, when kept.
    fn source(&self) -> Option<String> {
        self.program.source().map(str::to_string)
    }

    /// A program from `.lpyc` bytes; corrupt bytes raise CorruptBytecode.
    #[staticmethod]
    fn from_bytes(py: Python<'_>, data: &[u8]) -> PyResult<NativeProgram> {
        match execute(py, || engine::Program::from_bytes(data))? {
            Ok(program) => Ok(NativeProgram { program }),
            Err(r) => Err(package_error(py, "CorruptBytecode", r.message)),
        }
    }
}

/// Check and compile `source`: a program, or the rejection's `error`
/// object (with its diagnostics) as a dict.
#[pyfunction]
fn compile<'py>(
    py: Python<'py>,
    source: &str,
    kit: &NativeKit,
    params: Vec<String>,
) -> PyResult<Bound<'py, PyAny>> {
    check_params(py, &kit.kit, &params)?;
    let compiled = execute(py, || {
        let names: Vec<&str> = params.iter().map(String::as_str).collect();
        engine::Program::compile(source, &kit.kit, &names).map_err(|r| r.report().to_json())
    })?;
    match compiled {
        Ok(program) => Ok(Bound::new(py, NativeProgram { program })?.into_any()),
        Err(report) => json_to_py(py, &report["error"]),
    }
}

/// The limits of a run: each given one replaces the default.
#[derive(FromPyObject)]
struct LimitArgs {
    fuel: Option<u64>,
    max_memory: Option<usize>,
    max_output: Option<usize>,
    timeout: Option<f64>,
    max_in_flight: Option<usize>,
}

impl LimitArgs {
    fn limits(&self) -> lackpy::vm::Limits {
        let mut limits = LimitOverrides {
            fuel: self.fuel,
            memory: self.max_memory,
            output: self.max_output,
            timeout_secs: self.timeout,
            max_in_flight: self.max_in_flight,
        }
        .limits(Some(lackpy::alloc::thread_live_bytes));
        limits.interrupt = Some(interrupted);
        limits
    }
}

fn root_of(py: Python<'_>, root: &str) -> PyResult<Root> {
    Root::new(Path::new(root)).map_err(|e| usage_error(py, format!("root `{root}`: {e}")))
}

/// The parameters, converted to values on the thread that runs the
/// program (values are not shared between threads).
fn param_values(
    py: Python<'_>,
    params: &Bound<'_, PyDict>,
    kit: &Kit,
) -> PyResult<Vec<(String, lackpy::value::Value)>> {
    let mut out = Vec::new();
    for (k, v) in params.iter() {
        let name: String = k
            .extract()
            .map_err(|_| usage_error(py, "parameter names must be str".into()))?;
        check_params(py, kit, std::slice::from_ref(&name))?;
        let value = convert::from_py(&v).map_err(|t| {
            usage_error(
                py,
                format!("parameter `{name}`: lackpy cannot hold a value of type {t}"),
            )
        })?;
        out.push((name, value));
    }
    Ok(out)
}

/// A run's report, kept as the engine's typed report until a field is
/// read: a long trace becomes JSON and Python objects only when the caller
/// asks for it.
#[pyclass(frozen, module = "lackpy_rs._lackpy_rs")]
struct NativeReport {
    report: engine::ProgramReport,
}

fn field<'py, T: serde::Serialize>(py: Python<'py>, v: &T) -> PyResult<Bound<'py, PyAny>> {
    json_to_py(py, &serde_json::to_value(v).unwrap_or(Json::Null))
}

#[pymethods]
impl NativeReport {
    /// One field of the report's JSON object as Python objects (None when
    /// absent).
    fn get<'py>(&self, py: Python<'py>, key: &str) -> PyResult<Bound<'py, PyAny>> {
        let r = &self.report;
        match key {
            "success" => field(py, &r.success),
            "output" => field(py, &r.output),
            "repr" => field(py, &r.repr),
            "stdout" => field(py, &r.stdout),
            "error" => field(py, &r.error),
            "trace" => field(py, &r.trace),
            "files" => field(py, &r.files),
            "grade" => field(py, &r.grade),
            "stats" => field(py, &r.stats),
            "sandbox" => field(py, &r.sandbox),
            _ => Ok(py.None().into_bound(py)),
        }
    }

    /// The whole report as a dict: `lackpy-vm run --format json`'s object.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        json_to_py(py, &self.report.to_json())
    }
}

/// Run a program (a NativeProgram or source text). Returns the report
/// (a NativeReport) and the last expression's value as a Python object
/// (None when none).
#[pyfunction]
#[allow(clippy::too_many_arguments)]
#[pyo3(signature = (program, kit, params, root, limits, max_grade, approve_above=None, max_pauses=None, cancel=None))]
fn run<'py>(
    py: Python<'py>,
    program: &Bound<'py, PyAny>,
    kit: &NativeKit,
    params: &Bound<'py, PyDict>,
    root: &str,
    limits: LimitArgs,
    max_grade: Option<u8>,
    approve_above: Option<(u8, u8)>,
    max_pauses: Option<u64>,
    cancel: Option<&Cancel>,
) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>)> {
    let root = root_of(py, root)?;
    let values = param_values(py, params, &kit.kit)?;
    let limits = limits.limits();
    // Values are not Send: the run happens on this thread, with the GIL
    // released; they are moved in and out through an unchecked wrapper
    // that never leaves this thread.
    let job = Unshared((values, root));
    let compiled: Option<Bound<'py, NativeProgram>> = program.cast::<NativeProgram>().ok().cloned();
    let source: Option<String> = if compiled.is_none() {
        Some(program.extract().map_err(|_| {
            usage_error(py, "run takes a program's source (str) or a Program".into())
        })?)
    } else {
        None
    };
    let compiled_ref = compiled.as_ref().map(|c| c.get());
    let (report, value) = execute_cancellable(py, cancel, move || {
        let (values, root) = job.into_inner();
        let mut options = RunOptions::new().root(root).limits(limits);
        options.params = values;
        options.max_grade = max_grade;
        options.approve_above = approve_above.map(|(w, d)| engine::Grade { w, d });
        if let Some(n) = max_pauses {
            options.max_pauses = n;
        }
        let (report, value) = match (compiled_ref, &source) {
            (Some(p), _) => p.program.run_with_value(&kit.kit, options),
            (None, Some(src)) => {
                let names: Vec<String> = options.params.iter().map(|(n, _)| n.clone()).collect();
                match engine::compile_program(src, "<program>", &kit.kit, &names) {
                    Ok(module) => engine::Program::from(module).run_with_value(&kit.kit, options),
                    Err(r) => (r.report(), None),
                }
            }
            (None, None) => unreachable_report(),
        };
        (report, Unshared(value))
    })?;
    let output = match &value.0 {
        Some(v) => convert::to_py(py, v).or_else(|_| json_to_py(py, &report.output))?,
        None => py.None().into_bound(py),
    };
    Ok((Bound::new(py, NativeReport { report })?.into_any(), output))
}

fn unreachable_report() -> (engine::ProgramReport, Option<lackpy::value::Value>) {
    (
        engine::ProgramReport::failed(engine::ErrorReport::plain("UsageError", "no program")),
        None,
    )
}

/// A value moved between closures on one thread. `execute` runs its job
/// on the calling thread (the GIL is released, the thread stays the same),
/// so the `Rc`s inside never reach another thread.
struct Unshared<T>(T);
// SAFETY: an `Unshared` is only created and consumed on the thread that
// calls `execute`, whose job runs on that same thread (`Python::detach`
// runs its closure in place); no other thread ever sees it.
unsafe impl<T> Send for Unshared<T> {}

impl<T> Unshared<T> {
    /// The value (a method, so that a closure captures the whole wrapper).
    fn into_inner(self) -> T {
        self.0
    }
}

/// Run a literate document; the report's JSON object as a dict.
#[pyfunction]
#[pyo3(signature = (source, kit, params, root, limits, max_grade, name))]
#[allow(clippy::too_many_arguments)]
fn run_document<'py>(
    py: Python<'py>,
    source: &str,
    kit: &NativeKit,
    params: &Bound<'py, PyDict>,
    root: &str,
    limits: LimitArgs,
    max_grade: Option<u8>,
    name: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let root = root_of(py, root)?;
    let values = param_values(py, params, &kit.kit)?;
    let limits = limits.limits();
    let job = Unshared(values);
    let json = execute(py, move || {
        let values = job.into_inner();
        let names: Vec<String> = values.iter().map(|(n, _)| n.clone()).collect();
        if let Err(r) = engine::check_document(source, name, &kit.kit, &names, max_grade) {
            return r.report().to_json();
        }
        let options = RunOptions {
            params: values,
            root: None,
            limits,
            max_grade,
            echo: false,
            ..RunOptions::new()
        };
        let mut driver = engine::document_driver(&kit.kit, root, name, &options);
        let started = Instant::now();
        if let Err(d) = driver.run_document(source) {
            return engine::Rejection::from_diagnostics(d, source)
                .report()
                .to_json();
        }
        let elapsed_ms = started.elapsed().as_secs_f64() * 1e3;
        engine::DocumentReport::from_driver(&driver, None, elapsed_ms).to_json()
    })?;
    json_to_py(py, &json)
}

/// `lackpyc spec --format json`.
#[pyfunction]
fn language_spec(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    json_to_py(py, &lackpy::check::spec::json())
}

/// `lackpy kit list --format json`.
#[pyfunction]
fn kit_list(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    json_to_py(py, &engine::kit_list())
}

/// The system prompt the inferencer would send for this namespace.
#[pyfunction]
fn prompt(py: Python<'_>, kit: &NativeKit, params: &Bound<'_, PyDict>) -> PyResult<String> {
    let values = param_values(py, params, &kit.kit)?;
    let ctx = lackpy::infer::Context {
        intent: "",
        kit: &kit.kit,
        params: &values,
    };
    Ok(lackpy::infer::prompt::system(&ctx, &[]))
}

/// The cleanup applied to a model's reply before it is checked.
#[pyfunction]
fn clean(reply: &str) -> String {
    lackpy::infer::cleanup::clean(reply)
}

/// One method of `LackpyService`, done as `lackpy mcp` does it for the
/// workspace `workspace` (its `.lackpy/` config, templates and kit files):
/// `name` is the MCP tool, `args` its arguments as JSON text. Returns the
/// answer's JSON object as a dict; a usage error raises UsageError.
#[pyfunction]
fn service_call<'py>(
    py: Python<'py>,
    name: &str,
    args: &str,
    workspace: &str,
) -> PyResult<Bound<'py, PyAny>> {
    use lackpy::mcp::tools;
    let args: Json = serde_json::from_str(args)
        .map_err(|e| usage_error(py, format!("{name}: arguments that are not JSON: {e}")))?;
    let dir = Path::new(workspace);
    let answer = execute(py, || {
        fn input<T: serde::de::DeserializeOwned>(args: Json) -> Result<T, tools::Answer> {
            serde_json::from_value(args).map_err(|e| tools::Answer::usage(e.to_string()))
        }
        let limits = LimitOverrides::default();
        let answer = match name {
            "validate" => input(args).map(|a| tools::validate(a, dir)),
            "run_program" => input(args).map(|a| tools::run_program(a, dir, limits)),
            "generate" => input(args).map(|a| tools::generate(a, dir)),
            "delegate" => input(args).map(|a| tools::delegate(a, dir, limits)),
            "kit_info" => input(args).map(|a| tools::kit_info(a, dir)),
            "kit_list" => Ok(tools::kit_list(dir)),
            "toolbox_list" => Ok(tools::toolbox_list(dir)),
            "language_spec" => Ok(tools::language_spec()),
            other => Err(tools::Answer::usage(format!("no service method {other}"))),
        };
        answer.unwrap_or_else(|a| a)
    })?;
    if answer.is_error && answer.json["error"]["type"] == "UsageError" {
        let message = answer.json["error"]["message"]
            .as_str()
            .unwrap_or("bad arguments")
            .to_string();
        return Err(usage_error(py, message));
    }
    json_to_py(py, &answer.json)
}

#[pymodule]
fn _lackpy_rs(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    let threading = m.py().import("threading")?;
    if threading
        .call_method0("current_thread")?
        .is(&threading.call_method0("main_thread")?)
    {
        let _ = MAIN_THREAD.set(std::thread::current().id());
    }
    m.add_class::<NativeKit>()?;
    m.add_class::<Cancel>()?;
    m.add_class::<NativeProgram>()?;
    m.add_class::<NativeReport>()?;
    m.add_class::<execution::NativeExecution>()?;
    m.add_class::<literate::LiterateSession>()?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(check_document, m)?)?;
    m.add_function(wrap_pyfunction!(compile, m)?)?;
    m.add_function(wrap_pyfunction!(run, m)?)?;
    m.add_function(wrap_pyfunction!(execution::start, m)?)?;
    m.add_function(wrap_pyfunction!(run_document, m)?)?;
    m.add_function(wrap_pyfunction!(language_spec, m)?)?;
    m.add_function(wrap_pyfunction!(kit_list, m)?)?;
    m.add_function(wrap_pyfunction!(prompt, m)?)?;
    m.add_function(wrap_pyfunction!(clean, m)?)?;
    m.add_function(wrap_pyfunction!(service_call, m)?)?;
    m.add_function(wrap_pyfunction!(delegate::delegate, m)?)?;
    m.add_function(wrap_pyfunction!(delegate::generate, m)?)?;
    m.add_function(wrap_pyfunction!(delegate::validate, m)?)?;
    Ok(())
}
