//! The engine, for embedding: check and compile a program or a literate
//! document against a kit, inspect it, save and load it as `.lpyc` bytes,
//! and run it under limits, getting one typed report. This module needs
//! none of the command-line, inference or MCP parts of the crate; the
//! binaries and the MCP server run and report through it too, so what an
//! embedding program gets is what `lackpy-vm run --format json` prints.
//!
//! A kit holds the tools a program may call: built-in tools named by a kit
//! spec ([`resolve_kit`]), kit files, and tools written in Rust
//! ([`Kit::with_tool`]), each with a name, parameters, a description and a
//! grade.
//!
//! ```
//! use lackpy::engine::{Grade, Kit, Program, RunOptions, Value};
//!
//! let kit = Kit::empty().with_tool(
//!     "shout", &["text: str"], "str", "Upper-case a text", Grade::PURE,
//!     |args| Ok(Value::str(lackpy::value::to_str(&args[0]).to_uppercase())),
//! );
//! let program = Program::compile("shout(name) + '!'", &kit, &["name"]).expect("valid");
//! assert_eq!(program.grade(), Grade::PURE);
//! assert_eq!(program.calls()[0].name, "shout");
//!
//! let report = program.run(&kit, RunOptions::new().param("name", Value::str("ann")));
//! assert!(report.success);
//! assert_eq!(report.output, "ANN!");
//! assert_eq!(report.trace.len(), 1);
//! ```
//!
//! Everything here is plain data or `Send + Sync` ([`Kit`], [`Program`],
//! [`Document`], the reports), so a host may compile on one thread and
//! run on another; a run itself stays on the thread that started it.
//!
//! A program refused by the checker is a [`Rejection`] that knows its
//! phase; its diagnostics say where and why:
//!
//! ```
//! use lackpy::engine::{Kit, Phase, Program};
//! let err = Program::compile("while True:\n    pass\n", &Kit::empty(), &[]).unwrap_err();
//! assert_eq!(err.phase, Phase::Syntax);
//! assert_eq!(err.diagnostics[0].code.as_str(), "E0101");
//! ```

#![warn(missing_docs)]

use std::path::Path;
use std::sync::Arc;

use serde::Serialize;
use serde_json::Value as Json;

use crate::bytecode::Module;
use crate::check::{check_source, tables, Rule};
use crate::diag::{JsonDiagnostic, LineIndex};
use crate::kit::{builtin_tool, KitHost, ToolLimits, ToolSpec, BUILTIN_TOOLS, PREDEFINED_KITS};
use crate::literate::driver::Driver;
use crate::literate::kernel::Kernel;

pub use crate::bytecode::HostEntry;
pub use crate::execution::{Answer, Execution, PendingCall, ResumeError, Step};
pub use crate::grade::Grade;
pub use crate::kit::PauseReason;
pub use crate::kit::{Kit, Root, Trace, TraceEntry};
pub use crate::report::{
    DocumentError, DocumentReport, ErrorReport, ExitCode, Files, Phase, ProgramReport, Rejection,
    Stats,
};
pub use crate::value::Value;
pub use crate::vm::{LimitOverrides, Limits};

/// Resolve a kit spec: a comma list of tool names, predefined kit names
/// (`none`, `read`, `debug`, `edit`, `literate`) and kit files, looked up
/// in `root`'s `.lackpy/kits/` or given as paths. An empty spec is refused
/// with advice.
///
/// ```
/// let kit = lackpy::engine::resolve_kit("read,write_file", std::path::Path::new(".")).unwrap();
/// assert!(kit.get("write_file").is_some());
/// assert!(lackpy::engine::resolve_kit("nope", std::path::Path::new(".")).is_err());
/// ```
pub fn resolve_kit(spec: &str, root: &Path) -> Result<Kit, String> {
    if spec.trim().is_empty() {
        return Err(
            "empty --kit; name tools or kits, or use `--kit none` for no tools".to_string(),
        );
    }
    Kit::resolve_in(spec, root).map_err(|e| e.message)
}

/// A parameter is bound like a variable, so it obeys the same rules: an
/// identifier that is not a builtin, a tool of the kit or a forbidden name.
pub fn is_param_name(name: &str, kit: &Kit) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !tables::is_builtin(name)
        && tables::forbidden_hint(name).is_none()
        && kit.get(name).is_none()
}

/// A tool as JSON: name, signature, parameters, return type, description
/// and grade (what `lackpy kit info` and the MCP `kit_info` show).
pub fn tool_json(t: &ToolSpec) -> Json {
    serde_json::json!({
        "name": t.name, "signature": t.signature(), "params": t.params, "returns": t.returns,
        "description": t.description, "grade": t.grade,
    })
}

/// A kit as JSON: the spec it was named by, its grade and its tools.
///
/// ```
/// let kit = lackpy::engine::resolve_kit("read", std::path::Path::new(".")).unwrap();
/// let j = lackpy::engine::kit_info("read", &kit);
/// assert_eq!(j["grade"], serde_json::json!({"w": 1, "d": 1}));
/// assert_eq!(j["tools"][0]["signature"], "read_file(path) -> str");
/// ```
pub fn kit_info(spec: &str, kit: &Kit) -> Json {
    serde_json::json!({
        "kit": spec,
        "grade": kit.grade(),
        "tools": kit.tools().iter().map(tool_json).collect::<Vec<_>>(),
    })
}

/// The predefined kits with their tools, and every built-in tool.
pub fn kit_list() -> Json {
    let tools: Vec<Json> = BUILTIN_TOOLS
        .iter()
        .filter_map(|r| builtin_tool(r.0))
        .map(|t| tool_json(&t))
        .collect();
    serde_json::json!({
        "kits": PREDEFINED_KITS.iter().map(|(k, ts)| serde_json::json!({"name": k, "tools": ts})).collect::<Vec<_>>(),
        "tools": tools,
    })
}

/// A parameter's value as given on a command line: JSON when it parses
/// as JSON, else the text itself.
///
/// ```
/// use lackpy::engine::param_value;
/// assert_eq!(lackpy::value::repr(&param_value("[1, 2]")), "[1, 2]");
/// assert_eq!(lackpy::value::repr(&param_value("ann")), "'ann'");
/// ```
pub fn param_value(raw: &str) -> Value {
    match serde_json::from_str::<Json>(raw) {
        Ok(j) => value_from_json(&j),
        Err(_) => Value::str(raw),
    }
}

/// `NAME=VALUE` arguments as (name, value) pairs (values read by
/// [`param_value`]).
pub fn parse_params(args: &[String]) -> Result<Vec<(String, Value)>, String> {
    args.iter()
        .map(|p| match p.split_once('=') {
            Some((name, raw)) => Ok((name.trim().to_string(), param_value(raw))),
            None => Err(format!("`--param {p}`: write NAME=VALUE")),
        })
        .collect()
}

/// A value from JSON: objects become dicts, arrays lists.
pub fn value_from_json(json: &Json) -> Value {
    crate::value::json::from_json(json)
}

/// The result of checking a program without running it: the object
/// `lackpyc check --format json` prints for one file.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CheckReport {
    /// The name the source was checked under.
    pub file: String,
    /// Whether the program passed every check.
    pub valid: bool,
    /// Every diagnostic, in source order.
    pub errors: Vec<JsonDiagnostic>,
    /// The builtins and tools the program calls, in order of first call.
    pub calls: Vec<String>,
    /// The variables it assigns.
    pub variables: Vec<String>,
    /// The join of the grades of the tools it calls.
    pub grade: Grade,
}

impl CheckReport {
    /// The report as the JSON object users see.
    pub fn to_json(&self) -> Json {
        serde_json::to_value(self).unwrap_or(Json::Null)
    }
}

/// Check `source` against `kit`, with `params` defined before it runs;
/// nothing runs. The report names the source `<program>`.
///
/// ```
/// use lackpy::engine::{check, Kit};
/// let kit = lackpy::engine::resolve_kit("read", std::path::Path::new(".")).unwrap();
/// let r = check("len(read_file(path))", &kit, &["path"]);
/// assert!(r.valid);
/// assert_eq!(r.grade.w, 1);
/// assert!(!check("import os", &Kit::empty(), &[]).valid);
/// ```
pub fn check(source: &str, kit: &Kit, params: &[&str]) -> CheckReport {
    let params: Vec<String> = params.iter().map(|p| p.to_string()).collect();
    check_file("<program>", source, kit, &params, &[])
}

/// Check `source`, reported under the name `file`, with tightening
/// `rules`.
pub fn check_file(
    file: &str,
    source: &str,
    kit: &Kit,
    params: &[String],
    rules: &[Rule],
) -> CheckReport {
    check_report(file, source, check_source(source, kit, params, rules))
}

/// Check a literate document, reported under the name `file`: every cell
/// and interpolation in document order, each against the names the cells
/// before it bind (a name used before the cell that binds it is an
/// error), under the tightening `rules`. Positions are lines of the
/// document; the grade is the document's. Nothing runs. The same object
/// as [`check_file`] gives for a program: what `lackpyc check doc.md
/// --format json` prints and the MCP `validate` answers.
///
/// ```
/// use lackpy::engine::{check_document_file, Kit};
/// let doc = "# Sum\n\n```lackpy\nx = 2 + 3\n```\n\nx is {x}.\n";
/// let r = check_document_file("sum.md", doc, &Kit::empty(), &[], &[]);
/// assert!(r.valid);
/// assert_eq!(r.variables, ["x"]);
/// let r = check_document_file("bad.md", "{y}\n\n```lackpy\ny = 1\n```\n", &Kit::empty(), &[], &[]);
/// assert_eq!((r.errors[0].code.as_str(), r.errors[0].line), ("E0201", 1));
/// ```
pub fn check_document_file(
    file: &str,
    source: &str,
    kit: &Kit,
    params: &[String],
    rules: &[Rule],
) -> CheckReport {
    let report = crate::literate::check_document(source, kit, params, rules);
    check_report(file, source, report)
}

/// Whether `text` is a literate document rather than a program: it has a
/// ```` ```lackpy ```` (or `~~~lackpy`) fence at the start of a line,
/// which no program can have outside a string.
///
/// ```
/// assert!(lackpy::engine::is_document("Intro\n\n```lackpy\n1\n```\n"));
/// assert!(!lackpy::engine::is_document("x = '```lackpy'\n"));
/// ```
pub fn is_document(text: &str) -> bool {
    crate::literate::is_document(text)
}

/// The check report of `report`, whose spans point into `source`.
pub fn check_report(file: &str, source: &str, report: crate::check::Report) -> CheckReport {
    let index = LineIndex::new(source);
    CheckReport {
        file: file.to_string(),
        valid: report.is_valid(),
        errors: report.errors.iter().map(|d| d.to_json(&index)).collect(),
        calls: report.calls,
        variables: report.variables,
        grade: report.grade,
    }
}

/// How a program or document runs: parameters, the root the file tools
/// are confined to, limits, a grade ceiling, and whether what it prints
/// is also echoed to stdout as it runs. Its values belong to the thread
/// that runs the program: a host that runs off its main thread builds the
/// options there (from JSON with [`RunOptions::param_json`]).
#[derive(Debug, Clone)]
pub struct RunOptions {
    /// Variables defined before the program starts.
    pub params: Vec<(String, Value)>,
    /// The workspace of the file tools; the current directory when None.
    pub root: Option<Root>,
    /// The limits of the run (see [`LimitOverrides`] to change some of the defaults).
    pub limits: Limits,
    /// Refuse a program whose world coupling `w` is above this.
    pub max_grade: Option<u8>,
    /// Echo what the program prints to stdout as it runs (it is captured
    /// in the report either way).
    pub echo: bool,
    /// Pause at every call of a tool whose grade is not within this, for
    /// the host to approve or deny before it has any effect (`Step::Call`
    /// with reason `approval`). `Program::run`, which has no one to ask,
    /// denies such calls.
    pub approve_above: Option<Grade>,
    /// The most times the program may pause for the host; one more pause
    /// stops it with `LimitExceeded`.
    pub max_pauses: u64,
}

impl Default for RunOptions {
    fn default() -> RunOptions {
        RunOptions::new()
    }
}

impl RunOptions {
    /// No parameters, the current directory, the default limits.
    pub fn new() -> RunOptions {
        RunOptions {
            params: Vec::new(),
            root: None,
            limits: Limits::default(),
            max_grade: None,
            echo: false,
            approve_above: None,
            max_pauses: crate::execution::DEFAULT_MAX_PAUSES,
        }
    }

    /// Define a parameter.
    pub fn param(mut self, name: &str, value: Value) -> RunOptions {
        self.params.push((name.to_string(), value));
        self
    }

    /// Define a parameter from JSON (objects become dicts, arrays lists).
    ///
    /// ```
    /// use lackpy::engine::{Kit, Program, RunOptions};
    /// let p = Program::compile("sorted(xs)[-1]", &Kit::empty(), &["xs"]).unwrap();
    /// let r = p.run(&Kit::empty(), RunOptions::new().param_json("xs", &serde_json::json!([3, 9, 4])));
    /// assert_eq!(r.output, 9);
    /// ```
    pub fn param_json(self, name: &str, value: &Json) -> RunOptions {
        self.param(name, value_from_json(value))
    }

    /// Confine the file tools to `root`.
    pub fn root(mut self, root: Root) -> RunOptions {
        self.root = Some(root);
        self
    }

    /// Run under `limits`.
    pub fn limits(mut self, limits: Limits) -> RunOptions {
        self.limits = limits;
        self
    }

    /// Let at most `n` tool calls be in flight at once (kept within
    /// 1..=1024; 1 runs each call alone). The run's meaning is the same
    /// whatever `n` is (spec/concurrency.md).
    pub fn max_in_flight(mut self, n: usize) -> RunOptions {
        self.limits.max_in_flight = n.clamp(1, crate::vm::MAX_IN_FLIGHT);
        self
    }

    /// Pause for approval at calls of tools whose grade is not within `g`.
    pub fn approve_above(mut self, g: Grade) -> RunOptions {
        self.approve_above = Some(g);
        self
    }

    /// Refuse programs whose world coupling is above `w`.
    pub fn max_grade(mut self, w: u8) -> RunOptions {
        self.max_grade = Some(w);
        self
    }

    fn root_or_cwd(&self) -> Result<Root, Rejection> {
        match &self.root {
            Some(r) => Ok(r.clone()),
            None => Root::new(Path::new("."))
                .map_err(|e| Rejection::new(Phase::Binding, format!("the current directory: {e}"))),
        }
    }
}

/// Check and compile `source` (named `file` in positions) against `kit`.
pub fn compile_program(
    source: &str,
    file: &str,
    kit: &Kit,
    params: &[String],
) -> Result<Module, Rejection> {
    crate::pipeline::compile_source(source, file, kit, params, &[])
        .map_err(|d| Rejection::from_diagnostics(d, source))
}

/// A program from the bytes of a file: `.lpyc` bytecode when `bytecode`,
/// else UTF-8 source checked and compiled against `kit`.
pub fn load_program(
    bytes: &[u8],
    file: &str,
    bytecode: bool,
    kit: &Kit,
    params: &[String],
) -> Result<Module, Rejection> {
    if bytecode {
        return crate::bytecode::decode(bytes)
            .map_err(|e| Rejection::new(Phase::CorruptBytecode, e.message));
    }
    match crate::syntax::decode_source(bytes) {
        Ok(src) => compile_program(&src, file, kit, params),
        Err((d, lossy)) => Err(Rejection::from_diagnostics(vec![d], &lossy)),
    }
}

/// The `--max-grade` policy: refuse a program whose world coupling is
/// above `max`.
pub fn grade_policy(grade: Grade, calls: &[HostEntry], max: Option<u8>) -> Result<(), Rejection> {
    match max {
        Some(w) if grade.w > w => Err(Rejection::new(
            Phase::Grade,
            format!(
                "the program's grade is w{}/d{}, above --max-grade {w} (it calls: {})",
                grade.w,
                grade.d,
                calls
                    .iter()
                    .map(|h| format!("{} w{}", h.name, h.grade.w))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )),
        _ => Ok(()),
    }
}

/// Whether `module` may run against `kit`: every tool it calls is there,
/// with a grade no higher than the one compiled in (so the grade in the
/// header stays true), and its grade is within `max_grade`.
pub fn admit(module: &Module, kit: &Kit, max_grade: Option<u8>) -> Result<(), Rejection> {
    crate::pipeline::check_binding(module, kit).map_err(|m| Rejection::new(Phase::Binding, m))?;
    grade_policy(module.grade, &module.host_calls, max_grade)
}

/// Refuse a program that calls an external tool, for a run that cannot
/// pause for the host's answer (`Program::run`, `lackpy-vm run`): before
/// anything runs, with what to do instead.
pub fn refuse_external(module: &Module, kit: &Kit) -> Result<(), Rejection> {
    let externals: Vec<&str> = module
        .host_calls
        .iter()
        .filter(|h| kit.is_external(&h.name))
        .map(|h| h.name.as_str())
        .collect();
    if externals.is_empty() {
        return Ok(());
    }
    Err(external_rejection(&externals))
}

/// The rejection of a program that calls the external tools `names` by
/// a run that cannot answer them.
pub fn external_rejection(names: &[&str]) -> Rejection {
    Rejection::new(
        Phase::Binding,
        format!(
            "the program calls the external tool{} {}, answered by the host: \
             this run cannot pause for an answer; run it with Program::start \
             (lackpy_rs.start) and answer each call",
            if names.len() == 1 { "" } else { "s" },
            names.join(", ")
        ),
    )
}

/// Run a compiled module under `kit`, confined to `root`: the one run
/// path of every front. `echo` streams what it prints to stdout.
pub fn run_module(
    module: &Module,
    params: &[(String, Value)],
    kit: &Kit,
    root: Root,
    limits: Limits,
    echo: bool,
) -> ProgramReport {
    run_module_value(module, params, kit, root, limits, echo).0
}

/// [`run_module`], also giving the last expression's value itself (None
/// when the run failed): a host that keeps tuples and sets as they are,
/// rather than as the report's JSON, reads it from here.
pub fn run_module_value(
    module: &Module,
    params: &[(String, Value)],
    kit: &Kit,
    root: Root,
    limits: Limits,
    echo: bool,
) -> (ProgramReport, Option<Value>) {
    if let Err(r) = refuse_external(module, kit) {
        return (r.report(), None);
    }
    let mut host = KitHost::new(kit.clone(), root, ToolLimits::default());
    let outcome = crate::pipeline::run_module(module, params, &mut host, limits, echo);
    let value = outcome.result.as_ref().ok().cloned();
    (ProgramReport::from_run(module, outcome, host), value)
}

/// Check, compile and run `source` (named `file` in positions) under
/// `kit`: the path of `lackpy delegate` and the MCP `run_program`. A
/// rejected program gives the rejection's report; nothing runs then.
pub fn run_source(source: &str, file: &str, kit: &Kit, options: RunOptions) -> ProgramReport {
    let names: Vec<String> = options.params.iter().map(|(n, _)| n.clone()).collect();
    match compile_program(source, file, kit, &names) {
        Ok(module) => Program::from(module).run(kit, options),
        Err(r) => r.report(),
    }
}

/// A checked, compiled program: its grade and the tools it calls can be
/// read before it runs, and it can be saved as `.lpyc` bytes.
#[derive(Debug, Clone, PartialEq)]
pub struct Program {
    module: Arc<Module>,
}

impl Program {
    /// Check and compile `source` against `kit`; `params` are the names
    /// of variables defined before it starts.
    pub fn compile(source: &str, kit: &Kit, params: &[&str]) -> Result<Program, Rejection> {
        let params: Vec<String> = params.iter().map(|p| p.to_string()).collect();
        compile_program(source, "<program>", kit, &params).map(Program::from)
    }

    /// A program saved with [`Program::to_bytes`]. A damaged, truncated or
    /// foreign file is a rejection in the `CorruptBytecode` phase, never a
    /// panic.
    ///
    /// ```
    /// use lackpy::engine::{Kit, Phase, Program};
    /// let p = Program::compile("1 + 1", &Kit::empty(), &[]).unwrap();
    /// let bytes = p.to_bytes().unwrap();
    /// assert_eq!(Program::from_bytes(&bytes).unwrap(), p);
    /// let err = Program::from_bytes(b"not bytecode").unwrap_err();
    /// assert_eq!(err.phase, Phase::CorruptBytecode);
    /// ```
    pub fn from_bytes(bytes: &[u8]) -> Result<Program, Rejection> {
        load_program(bytes, "<program>", true, &Kit::empty(), &[]).map(Program::from)
    }

    /// The program as `.lpyc` bytes.
    pub fn to_bytes(&self) -> Result<Vec<u8>, String> {
        crate::bytecode::encode(&self.module).map_err(|e| e.message)
    }

    /// The join of the grades of the tools it calls.
    pub fn grade(&self) -> Grade {
        self.module.grade
    }

    /// The tools it calls, each with the grade the kit gave it.
    pub fn calls(&self) -> &[HostEntry] {
        &self.module.host_calls
    }

    /// The names of its parameters.
    pub fn params(&self) -> &[String] {
        let n = self.module.nparams as usize;
        self.module.globals.get(..n).unwrap_or(&self.module.globals)
    }

    /// The bytecode as `lackpyc disasm` prints it.
    ///
    /// ```
    /// let p = lackpy::engine::Program::compile("x = 1", &lackpy::engine::Kit::empty(), &[]).unwrap();
    /// assert!(p.disasm().contains("x = 1")); // the source line beside its code
    /// ```
    pub fn disasm(&self) -> String {
        crate::bytecode::disassemble(&self.module)
    }

    /// The source it was compiled from, when the module keeps it (for
    /// [`ProgramReport::human_error`]).
    pub fn source(&self) -> Option<&str> {
        self.module.source.as_deref()
    }

    /// The compiled module.
    pub fn module(&self) -> &Module {
        &self.module
    }

    /// Run it under `kit`. A kit without a tool it calls (or with a higher
    /// grade for one), or a grade above `options.max_grade`, gives a
    /// rejected report; nothing runs then.
    pub fn run(&self, kit: &Kit, options: RunOptions) -> ProgramReport {
        self.run_with_value(kit, options).0
    }

    /// [`Program::run`], also giving the last expression's value itself
    /// (None when the program did not run to the end).
    ///
    /// ```
    /// use lackpy::engine::{Kit, Program, RunOptions, Value};
    /// let p = Program::compile("(1, 2)", &Kit::empty(), &[]).unwrap();
    /// let (report, value) = p.run_with_value(&Kit::empty(), RunOptions::new());
    /// assert_eq!(report.output, serde_json::json!([1, 2])); // JSON has no tuples
    /// assert!(matches!(value, Some(Value::Tuple(_))));
    /// ```
    pub fn run_with_value(&self, kit: &Kit, options: RunOptions) -> (ProgramReport, Option<Value>) {
        if let Err(r) = refuse_external(&self.module, kit) {
            return (r.report(), None);
        }
        match self.start(kit, options) {
            Ok(run) => run.drive(crate::execution::unattended),
            Err(r) => (r.report(), None),
        }
    }

    /// Start it under `kit`: an [`Execution`] that runs until the program
    /// pauses at a host call (an external tool's, or one that needs
    /// approval under `options.approve_above`) or ends. Refused like
    /// [`Program::run`] when the kit lacks a tool it calls or its grade is
    /// above `options.max_grade`; nothing has run then.
    pub fn start(&self, kit: &Kit, options: RunOptions) -> Result<Execution, Rejection> {
        admit(&self.module, kit, options.max_grade)?;
        let root = options.root_or_cwd()?;
        let mut host = KitHost::new(kit.clone(), root, ToolLimits::default());
        host.approve_above(options.approve_above);
        let mut machine = crate::vm::Machine::new(&self.module, options.limits);
        machine.out.echo = options.echo;
        let params = crate::pipeline::param_values(&self.module, &options.params);
        Ok(Execution::new(
            self.module.clone(),
            machine,
            host,
            params,
            options.max_pauses,
        ))
    }
}

impl From<Module> for Program {
    fn from(module: Module) -> Program {
        Program {
            module: Arc::new(module),
        }
    }
}

/// Check a literate document whole (every cell and interpolation, in
/// order, positions in lines of the document) and hold the grade policy
/// to it, before its first cell runs.
pub fn check_document(
    source: &str,
    file: &str,
    kit: &Kit,
    params: &[String],
    max_grade: Option<u8>,
) -> Result<Grade, Rejection> {
    let doc = crate::literate::compile_document(source, file, kit, params)
        .map_err(|d| Rejection::from_diagnostics(d, source))?;
    grade_policy(doc.module.grade, &doc.module.host_calls, max_grade)?;
    Ok(doc.module.grade)
}

/// The driver that runs a document's cells in one namespace under `kit`:
/// the kernel with its limits, grade ceiling and parameters.
pub fn document_driver(kit: &Kit, root: Root, file: &str, options: &RunOptions) -> Driver<KitHost> {
    let host = KitHost::new(kit.clone(), root, ToolLimits::default());
    let mut kernel = Kernel::new(kit.clone(), host, options.limits, file);
    kernel.max_grade = options.max_grade;
    kernel.echo = options.echo;
    for (n, v) in &options.params {
        kernel.define(n, v.clone());
    }
    Driver::new(kernel)
}

/// A literate document, checked whole against a kit: markdown whose
/// ```` ```lackpy ```` cells run in order in one namespace.
///
/// ```
/// use lackpy::engine::{Document, Kit, RunOptions};
/// let doc = Document::compile("# Sum\n\n```lackpy\nx = 2 + 3\n```\n\nx is {x}.\n", &Kit::empty(), &[]).unwrap();
/// let report = doc.run(&Kit::empty(), RunOptions::new()).unwrap();
/// assert!(report.success);
/// assert!(report.rendered.contains("x is 5."));
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Document {
    source: String,
    params: Vec<String>,
    grade: Grade,
}

impl Document {
    /// Check `source` whole against `kit`, `params` defined before it.
    pub fn compile(source: &str, kit: &Kit, params: &[&str]) -> Result<Document, Rejection> {
        let params: Vec<String> = params.iter().map(|p| p.to_string()).collect();
        let grade = check_document(source, "<document>", kit, &params, None)?;
        Ok(Document {
            source: source.to_string(),
            params,
            grade,
        })
    }

    /// The join of the grades of the tools its cells call.
    pub fn grade(&self) -> Grade {
        self.grade
    }

    /// The document's text.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// Run the cells under `kit`, stopping at the first failure or
    /// `@continue`. A grade above `options.max_grade` gives a rejection.
    pub fn run(&self, kit: &Kit, options: RunOptions) -> Result<DocumentReport, Rejection> {
        check_document(
            &self.source,
            "<document>",
            kit,
            &self.params,
            options.max_grade,
        )?;
        let root = options.root_or_cwd()?;
        let mut driver = document_driver(kit, root, "<document>", &options);
        let started = crate::clock::Instant::now();
        driver
            .run_document(&self.source)
            .map_err(|d| Rejection::from_diagnostics(d, &self.source))?;
        let elapsed_ms = started.elapsed().as_secs_f64() * 1e3;
        Ok(DocumentReport::from_driver(&driver, None, elapsed_ms))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn send_sync<T: Send + Sync>() {}

    #[test]
    fn the_embedding_types_cross_threads() {
        send_sync::<Kit>();
        send_sync::<Program>();
        send_sync::<Document>();
        send_sync::<ProgramReport>();
        send_sync::<DocumentReport>();
        send_sync::<CheckReport>();
        send_sync::<Rejection>();
    }

    #[test]
    fn a_run_reports_like_lackpy_vm() {
        let kit = Kit::empty();
        let p = Program::compile("print('hi')\n1 + 1\n", &kit, &[]).unwrap();
        let r = p.run(&kit, RunOptions::new());
        assert_eq!(r.exit_code(), ExitCode::Success);
        assert_eq!(r.output, serde_json::json!(2));
        assert_eq!(r.stdout, "hi\n");
        let p = Program::compile("{}['k']\n", &kit, &[]).unwrap();
        let r = p.run(&kit, RunOptions::new());
        assert_eq!(r.exit_code(), ExitCode::Runtime);
        assert_eq!(r.error.as_ref().unwrap().kind, "KeyError");
        let src = p.module().source.as_deref();
        assert!(r.human_error("t", src).unwrap().ends_with("KeyError: 'k'"));
    }

    #[test]
    fn a_kit_without_a_called_tool_refuses_the_program() {
        let kit = resolve_kit("read", Path::new(".")).unwrap();
        let p = Program::compile("read_file('x')", &kit, &[]).unwrap();
        let r = p.run(&Kit::empty(), RunOptions::new());
        assert_eq!(r.exit_code(), ExitCode::Rejected);
        assert_eq!(r.error.unwrap().kind, "KitError");
        let r = p.run(&kit, RunOptions::new().max_grade(0));
        assert_eq!(r.error.unwrap().kind, "GradeError");
    }

    #[test]
    fn an_interrupt_hook_stops_a_run() {
        let kit = Kit::empty();
        let p =
            Program::compile("t = 0\nfor i in range(100000000):\n    t += i\n", &kit, &[]).unwrap();
        let limits = Limits {
            interrupt: Some(|| true),
            ..Limits::default()
        };
        let r = p.run(&kit, RunOptions::new().limits(limits));
        let e = r.error.unwrap();
        assert_eq!(
            (e.kind.as_str(), r.stats.instructions < 1000),
            ("LimitExceeded", true)
        );
        assert!(e.message.starts_with("interrupted"), "{}", e.message);
    }

    #[test]
    fn check_matches_lackpyc() {
        let kit = resolve_kit("read", Path::new(".")).unwrap();
        let r = check("content = read_file(path)\nlen(content)\n", &kit, &["path"]);
        assert_eq!(
            r.to_json().to_string(),
            r#"{"file":"<program>","valid":true,"errors":[],"calls":["read_file","len"],"variables":["content"],"grade":{"w":1,"d":1}}"#
        );
    }
}
