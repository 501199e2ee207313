//! The npm package's native half: the lean core on WebAssembly, driven by
//! the hand-written ES module `lackpy.js`. Everything crosses as JSON text
//! (one `JSON.parse` on the JavaScript side is faster than building the
//! objects through the bindings), except `.lpyc` and snapshot bytes.
//!
//! A JavaScript tool is an external tool of the kit: each call pauses the
//! program (`Program::start`, `Execution`) and the module calls the
//! function, awaiting it under `runAsync`, then resumes with its value.
//! One machine serves `run`, `runAsync` and `Execution` alike.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use lackpy::engine::{
    check_file, compile_program, is_param_name, Answer, Execution, Grade, Kit, LimitOverrides,
    PendingCall, Program, Rejection, RunOptions, Step,
};
use lackpy::kit::sandbox::{FileStore, MemoryFiles, Stored};
use lackpy::kit::Root;
use serde::Deserialize;
use serde_json::{json, Value as Json};
use wasm_bindgen::prelude::*;

mod wire;
use wire::{from_wire, to_wire};

// The memory limit reads what the program holds through the counting
// allocator, as in the binaries.
#[global_allocator]
static ALLOC: lackpy::alloc::Counting = lackpy::alloc::Counting;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// Time limits and durations read the host's clock.
#[wasm_bindgen(start)]
fn start() {
    lackpy::clock::set_host_clock(performance_now);
}

/// A tool the host declares: answered by a JavaScript function.
#[derive(Deserialize)]
struct ToolDecl {
    name: String,
    #[serde(default)]
    params: Vec<String>,
    grade: (u8, u8),
    #[serde(default)]
    doc: String,
    /// Its calls may be pending together whatever its grade (`true`), or
    /// never (`false`); by default when its grade only reads.
    #[serde(default)]
    concurrent: Option<bool>,
}

/// The options every entry point takes, as the ES module normalises them.
#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct Options {
    kit: Option<String>,
    tools: Vec<ToolDecl>,
    /// Parameter values (wire JSON), or only their names for a check.
    params: serde_json::Map<String, Json>,
    rules: Vec<String>,
    limits: Limits,
    files: Option<BTreeMap<String, String>>,
    /// Node's real folder, through the host's file callbacks.
    root: Option<String>,
    max_grade: Option<u8>,
    /// The most calls pending at once (spec/concurrency.md).
    max_in_flight: Option<usize>,
}

#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct Limits {
    fuel: Option<u64>,
    memory: Option<usize>,
    output: Option<usize>,
    timeout_ms: Option<f64>,
}

/// An error the ES module throws as the `LackpyError` subclass named by
/// `type`.
fn error(kind: &str, message: impl Into<String>, extra: Json) -> JsValue {
    let mut e = json!({"type": kind, "message": message.into()});
    if let (Some(e), Json::Object(extra)) = (e.as_object_mut(), extra) {
        e.extend(extra);
    }
    JsValue::from_str(&e.to_string())
}

fn usage(message: impl Into<String>) -> JsValue {
    error("UsageError", message, Json::Null)
}

fn rejection_error(r: &Rejection) -> JsValue {
    let report = r.report().to_json();
    let kind = match r.phase {
        lackpy::engine::Phase::CorruptBytecode => "CorruptBytecode",
        lackpy::engine::Phase::CorruptSnapshot => "CorruptSnapshot",
        _ => "CheckError",
    };
    let e = &report["error"];
    error(
        kind,
        e["message"].as_str().unwrap_or_default(),
        json!({"report": report}),
    )
}

fn options(json: &str) -> Result<Options, JsValue> {
    serde_json::from_str(json).map_err(|e| usage(format!("options: {e}")))
}

impl Options {
    /// The kit: the named kit (`read` when none is named, as the CLI's
    /// default) and the host's tools, each external.
    fn kit(&self) -> Result<Kit, JsValue> {
        let spec = self.kit.as_deref().unwrap_or("read");
        let mut kit = lackpy::engine::resolve_kit(spec, Path::new("/")).map_err(usage)?;
        for t in &self.tools {
            let (w, d) = t.grade;
            if w > 3 || d > 3 {
                return Err(usage(format!(
                    "tool `{}`: a grade is {{w, d}} with each from 0 to 3, not ({w}, {d})",
                    t.name
                )));
            }
            let params: Vec<&str> = t.params.iter().map(String::as_str).collect();
            kit = kit.with_external(&t.name, &params, "object", &t.doc, Grade::new(w, d));
            if let Some(c) = t.concurrent {
                kit = kit.with_concurrency(&t.name, c);
            }
        }
        for name in self.params.keys() {
            if !is_param_name(name, &kit) {
                return Err(usage(format!(
                    "parameter `{name}` must be an identifier that is not a builtin, a tool or a forbidden name"
                )));
            }
        }
        Ok(kit)
    }

    fn param_names(&self) -> Vec<String> {
        self.params.keys().cloned().collect()
    }

    /// Where the file tools read and write, and the in-memory tree when
    /// there is one (to report its changes).
    fn root(&self) -> Result<(Root, Option<Arc<MemoryFiles>>), JsValue> {
        if let Some(dir) = &self.root {
            if self.files.is_some() {
                return Err(usage("give `files` or `root`, not both"));
            }
            return Ok((Root::with_store(Arc::new(HostFiles::new(dir)?)), None));
        }
        let tree = self
            .files
            .iter()
            .flatten()
            .map(|(k, v)| {
                (
                    k.trim_start_matches("./").to_string(),
                    v.clone().into_bytes(),
                )
            })
            .collect();
        let files = Arc::new(MemoryFiles::new(tree));
        Ok((Root::with_store(files.clone()), Some(files)))
    }

    fn run_options(&self) -> Result<(RunOptions, Option<Arc<MemoryFiles>>), JsValue> {
        let (root, files) = self.root()?;
        let l = &self.limits;
        let limits = LimitOverrides {
            fuel: l.fuel,
            memory: l.memory,
            output: l.output,
            timeout_secs: l.timeout_ms.map(|ms| ms / 1e3),
            // JavaScript tools are the host's to answer: several may be
            // pending at once (WebAssembly has no threads for the rest).
            max_in_flight: self.max_in_flight,
        }
        .limits(Some(lackpy::alloc::thread_live_bytes));
        let mut o = RunOptions::new().root(root).limits(limits);
        o.max_grade = self.max_grade;
        for (name, v) in &self.params {
            o = o.param(name, from_wire(v));
        }
        Ok((o, files))
    }
}

/// Node's real folder as a file store: the ES module's callbacks over
/// `node:fs`, which confine each path to the folder (symlinks resolved)
/// before they touch it.
#[derive(Debug)]
struct HostFiles {
    dir: String,
}

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = ["globalThis", "__lackpyHostFiles"], js_name = read, catch)]
    fn host_read(dir: &str, rel: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(js_namespace = ["globalThis", "__lackpyHostFiles"], js_name = write, catch)]
    fn host_write(dir: &str, rel: &str, text: &[u8]) -> Result<(), JsValue>;
    #[wasm_bindgen(js_namespace = ["globalThis", "__lackpyHostFiles"], js_name = files, catch)]
    fn host_files(dir: &str, rel: &str) -> Result<Vec<String>, JsValue>;
}

impl HostFiles {
    fn new(dir: &str) -> Result<HostFiles, JsValue> {
        let ok = js_sys::Reflect::get(&js_sys::global(), &"__lackpyHostFiles".into())
            .is_ok_and(|v| v.is_object());
        if !ok {
            return Err(usage(
                "`root` needs Node's file system; in a browser give `files`, an in-memory tree",
            ));
        }
        Ok(HostFiles {
            dir: dir.to_string(),
        })
    }
}

fn js_message(e: JsValue) -> String {
    e.as_string()
        .or_else(|| {
            e.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| "the host's file system failed".into())
}

// SAFETY: WebAssembly here has one thread; the store is only ever used on
// it (the kit host that holds it never leaves the thread).
unsafe impl Send for HostFiles {}
unsafe impl Sync for HostFiles {}

impl FileStore for HostFiles {
    fn read(&self, rel: &str) -> Stored {
        match host_read(&self.dir, rel) {
            Ok(v) if v.is_null() || v.is_undefined() => Stored::Missing,
            Ok(v) if v.is_instance_of::<js_sys::Uint8Array>() => {
                Stored::File(js_sys::Uint8Array::from(v).to_vec())
            }
            Ok(_) => Stored::Folder,
            Err(e) => Stored::Refused(js_message(e)),
        }
    }

    fn write(&self, rel: &str, bytes: &[u8]) -> Result<(), String> {
        host_write(&self.dir, rel, bytes).map_err(js_message)
    }

    fn files(&self, rel: &str) -> Vec<String> {
        host_files(&self.dir, rel).unwrap_or_default()
    }
}

/// The library's version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// The language's specification: markdown, or JSON text when `json`.
#[wasm_bindgen(js_name = languageSpec)]
pub fn language_spec(json: bool) -> String {
    match json {
        true => lackpy::check::spec::json().to_string(),
        false => lackpy::check::spec::markdown(),
    }
}

/// The system prompt a model is given for this namespace.
#[wasm_bindgen]
pub fn prompt(opts: &str) -> Result<String, JsValue> {
    let o = options(opts)?;
    let kit = o.kit()?;
    let params: Vec<(String, lackpy::Value)> = o
        .params
        .iter()
        .map(|(k, v)| (k.clone(), from_wire(v)))
        .collect();
    let ctx = lackpy::infer::Context {
        intent: "",
        kit: &kit,
        params: &params,
    };
    Ok(lackpy::infer::prompt::system(&ctx, &[]))
}

/// The program in a model's reply.
#[wasm_bindgen]
pub fn clean(reply: &str) -> String {
    lackpy::infer::cleanup::clean(reply)
}

/// `lackpyc check --format json`'s object, without `file`.
#[wasm_bindgen]
pub fn check(source: &str, opts: &str) -> Result<String, JsValue> {
    let o = options(opts)?;
    let kit = o.kit()?;
    let rules = lackpy::check::Rule::parse_list(&o.rules.join(",")).map_err(usage)?;
    let mut report = check_file("<program>", source, &kit, &o.param_names(), &rules).to_json();
    if let Json::Object(m) = &mut report {
        m.shift_remove("file");
    }
    Ok(report.to_string())
}

/// A compiled program.
#[wasm_bindgen(js_name = NativeProgram)]
pub struct JsProgram {
    program: Program,
}

#[wasm_bindgen(js_class = NativeProgram)]
impl JsProgram {
    /// Check and compile; a rejection is thrown as `CheckError`.
    pub fn compile(source: &str, opts: &str) -> Result<JsProgram, JsValue> {
        let o = options(opts)?;
        let kit = o.kit()?;
        compile_program(source, "<program>", &kit, &o.param_names())
            .map(|m| JsProgram {
                program: Program::from(m),
            })
            .map_err(|r| rejection_error(&r))
    }

    #[wasm_bindgen(js_name = fromBytes)]
    pub fn from_bytes(bytes: &[u8]) -> Result<JsProgram, JsValue> {
        Program::from_bytes(bytes)
            .map(|program| JsProgram { program })
            .map_err(|r| rejection_error(&r))
    }

    #[wasm_bindgen(js_name = toBytes)]
    pub fn to_bytes(&self) -> Result<Vec<u8>, JsValue> {
        self.program.to_bytes().map_err(usage)
    }

    /// `{"w": .., "d": ..}`.
    pub fn grade(&self) -> String {
        json!(self.program.grade()).to_string()
    }

    /// The tools and builtins it calls: `[{name, grade}]`.
    pub fn calls(&self) -> String {
        let calls: Vec<Json> = self
            .program
            .calls()
            .iter()
            .map(|h| json!({"name": h.name, "grade": h.grade}))
            .collect();
        Json::Array(calls).to_string()
    }

    pub fn disasm(&self) -> String {
        self.program.disasm()
    }

    /// Start a run; a program the kit cannot run is a run that is done
    /// with the rejection's report, as `lackpy-vm run` prints it.
    pub fn start(&self, opts: &str) -> Result<JsExecution, JsValue> {
        let o = options(opts)?;
        let kit = o.kit()?;
        let (run, files) = o.run_options()?;
        Ok(JsExecution::new(self.program.start(&kit, run), files))
    }
}

/// Check, compile and start `source` in one call (what `run` does): a
/// rejected program is an execution that is done with its report.
#[wasm_bindgen(js_name = startSource)]
pub fn start_source(source: &str, opts: &str) -> Result<JsExecution, JsValue> {
    let o = options(opts)?;
    let kit = o.kit()?;
    let (run, files) = o.run_options()?;
    let started = compile_program(source, "<program>", &kit, &o.param_names())
        .and_then(|m| Program::from(m).start(&kit, run));
    Ok(JsExecution::new(started, files))
}

/// A run that pauses at each call of a host tool.
#[wasm_bindgen(js_name = NativeExecution)]
pub struct JsExecution {
    state: Run,
    files: Option<Arc<MemoryFiles>>,
    before: BTreeMap<String, Vec<u8>>,
}

enum Run {
    Going(Box<Execution>),
    Refused(String),
}

impl JsExecution {
    fn new(started: Result<Execution, Rejection>, files: Option<Arc<MemoryFiles>>) -> JsExecution {
        let before = files.as_ref().map(|f| f.contents()).unwrap_or_default();
        let state = match started {
            Ok(e) => Run::Going(Box::new(e)),
            Err(r) => Run::Refused(to_wire(&r.report().to_json())),
        };
        JsExecution {
            state,
            files,
            before,
        }
    }

    /// What the run changed in the in-memory tree: `{path: text}`, null
    /// for a file removed (none can be, today).
    fn changes(&self) -> Json {
        let Some(files) = &self.files else {
            return Json::Null;
        };
        let after = files.contents();
        let mut out = serde_json::Map::new();
        for (k, v) in &after {
            if self.before.get(k) != Some(v) {
                out.insert(k.clone(), String::from_utf8_lossy(v).into());
            }
        }
        Json::Object(out)
    }
}

fn call_json(c: &PendingCall) -> Json {
    let kwargs: serde_json::Map<String, Json> = c
        .kwargs
        .iter()
        .map(|(k, v)| (k.clone(), lackpy::value::json::to_json(v)))
        .collect();
    json!({
        "id": c.id, "name": c.tool,
        "args": c.args.iter().map(lackpy::value::json::to_json).collect::<Vec<_>>(),
        "kwargs": kwargs, "grade": c.grade, "line": c.line,
        "reason": match c.reason {
            lackpy::engine::PauseReason::External => "external",
            lackpy::engine::PauseReason::Approval => "approval",
        },
    })
}

#[wasm_bindgen(js_class = NativeExecution)]
impl JsExecution {
    /// Run until the program pauses or ends: wire JSON, `{"pending":
    /// [call]}` or `{"done": report, "changes": {path: text} | null}`.
    pub fn step(&mut self) -> String {
        let done =
            |report: String, changes: &Json| format!("{{\"done\":{report},\"changes\":{changes}}}");
        match &mut self.state {
            Run::Refused(report) => done(report.clone(), &Json::Null),
            Run::Going(e) => match e.step() {
                Step::Call(_) => {
                    let calls: Vec<Json> = e.pending_calls().map(call_json).collect();
                    to_wire(&json!({ "pending": calls }))
                }
                Step::Done(report) => done(to_wire(&report.to_json()), &self.changes()),
            },
        }
    }

    fn going(&mut self) -> Result<&mut Execution, JsValue> {
        match &mut self.state {
            Run::Going(e) => Ok(e),
            Run::Refused(_) => Err(usage("the program was refused; it has no call to answer")),
        }
    }

    /// Answer call `id` with a value (wire JSON).
    pub fn resume(&mut self, id: u64, value: &str) -> Result<(), JsValue> {
        let v: Json = serde_json::from_str(value).map_err(|e| usage(e.to_string()))?;
        self.going()?
            .resume(id, Answer::Value(from_wire(&v)))
            .map_err(|e| usage(e.0))
    }

    /// Whether the program waits for call `id` (a failure answered for an
    /// earlier call takes the later ones off the list).
    pub fn waits(&self, id: u64) -> bool {
        match &self.state {
            Run::Going(e) => e.pending_calls().any(|c| c.id == id),
            Run::Refused(_) => false,
        }
    }

    /// Fail call `id` with a tool error.
    #[wasm_bindgen(js_name = resumeError)]
    pub fn resume_error(&mut self, id: u64, message: &str) -> Result<(), JsValue> {
        self.going()?
            .resume(id, Answer::Error(message.to_string()))
            .map_err(|e| usage(e.0))
    }

    pub fn snapshot(&mut self) -> Result<Vec<u8>, JsValue> {
        self.going()?.snapshot().map_err(usage)
    }

    /// A run continued from `snapshot()`'s bytes, under `opts`' kit,
    /// tools and files.
    pub fn restore(bytes: &[u8], opts: &str) -> Result<JsExecution, JsValue> {
        let o = options(opts)?;
        let kit = o.kit()?;
        let (root, files) = o.root()?;
        let e = Execution::restore_in(bytes, &kit, root).map_err(|r| rejection_error(&r))?;
        Ok(JsExecution::new(Ok(e), files))
    }
}
