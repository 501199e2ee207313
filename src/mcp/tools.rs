//! The tools of `lackpy mcp`: their inputs (with the JSON schemas clients
//! see), their descriptions, and their work, done by the service layer.
//! Every handler here is synchronous and runs on a thread of its own
//! (VM values are not `Send`); it returns the tool's JSON object and
//! whether it is an error result.

use std::path::Path;

use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{json, Map, Value as Json};

use crate::check::Rule;
use crate::engine;
use crate::infer::config;
use crate::kit::{builtin_tool, Kit, Root, BUILTIN_TOOLS};
use crate::service;
use crate::value::json::from_json;
use crate::value::Value;
use crate::vm::{LimitOverrides, Limits};

/// What a handler answers: the JSON object, and whether it is an error.
pub struct Answer {
    pub json: Json,
    pub is_error: bool,
}

impl Answer {
    pub fn ok(json: Json) -> Answer {
        Answer {
            json,
            is_error: false,
        }
    }

    /// A request the tool cannot act on (an unknown kit, a bad parameter).
    pub fn usage(message: impl Into<String>) -> Answer {
        Answer {
            json: json!({"success": false, "error": {"type": "UsageError", "message": message.into()}}),
            is_error: true,
        }
    }

    fn by_success(json: Json) -> Answer {
        let is_error = json.get("success") == Some(&Json::Bool(false));
        Answer { json, is_error }
    }
}

/// Each program's own limits: memory is what its thread holds.
pub fn program_limits(overrides: LimitOverrides) -> Limits {
    overrides.limits(Some(crate::alloc::thread_live_bytes))
}

// ---- inputs ---------------------------------------------------------------

/// Parameters: variables defined before the program starts, by name.
type Params = Option<Map<String, Json>>;

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RunProgram {
    /// The lackpy program: Python 3 syntax without def, class, while, import, try, with or lambda (except as `key=`). The value of its last expression is the result.
    pub program: String,
    /// The tools the program may call: a comma list of kit names (none, read, debug, edit, literate), tool names (read_file, find_files, ...) and kit files of the workspace. Default: read.
    #[serde(default)]
    pub kit: Option<String>,
    /// Variables defined before the program starts, e.g. {"name": "validate_token"}.
    #[serde(default)]
    pub params: Params,
    /// Refuse the program unless every tool it calls has world coupling w at most this (0 pure, 1 reads files, 2 runs commands, 3 writes files).
    #[serde(default)]
    #[schemars(range(min = 0, max = 3))]
    pub max_grade: Option<u8>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Delegate {
    /// What to do, in words: "find callers of validate_token", "count the Python files".
    pub intent: String,
    /// The tools the generated program may call (a comma list of kit and tool names). Default: read.
    #[serde(default)]
    pub kit: Option<String>,
    /// Variables defined before the program starts, e.g. {"path": "src/app.py"}.
    #[serde(default)]
    pub params: Params,
    /// Only tools whose world coupling w is at most this are offered and accepted (0-3).
    #[serde(default)]
    #[schemars(range(min = 0, max = 3))]
    pub max_grade: Option<u8>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Generate {
    /// What the program should do, in words.
    pub intent: String,
    /// The tools the program may call (a comma list of kit and tool names). Default: read.
    #[serde(default)]
    pub kit: Option<String>,
    /// Variables the program may use, with example values, e.g. {"name": "main"}.
    #[serde(default)]
    pub params: Params,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Validate {
    /// The lackpy program to check (nothing runs), or a literate document (markdown whose ```lackpy blocks run in order).
    pub program: String,
    /// The kit to check it against (a comma list of kit and tool names). Default: read.
    #[serde(default)]
    pub kit: Option<String>,
    /// Tightening rules: "no_loops", "no_nested_calls", "max_depth=N", "max_calls=N".
    #[serde(default)]
    pub rules: Option<Vec<String>>,
    /// Check `program` as a literate document: every cell and interpolation in order, positions in lines of the document, the grade of the whole document. Default: a document when it has a ```lackpy fence.
    #[serde(default)]
    pub document: Option<bool>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RunDocument {
    /// A literate lackpy document: markdown whose ```lackpy blocks run in order in one namespace; prose may interpolate {names}. With `session`, the next part of the document, run after the `@continue` it stopped at.
    pub document: String,
    /// The tools its blocks may call (a comma list of kit and tool names). Default: read. Ignored with `session` (the session keeps its kit).
    #[serde(default)]
    pub kit: Option<String>,
    /// The `session` a previous run_document returned when its document stopped at `@continue`.
    #[serde(default)]
    pub session: Option<String>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KitInfo {
    /// A kit: a comma list of kit names, tool names and kit files, e.g. "debug" or "read,write_file".
    pub kit: String,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NoArgs {}

// ---- descriptions ---------------------------------------------------------

pub const RUN_PROGRAM: &str = "Run a lackpy program and return its result with a trace of every tool call. \
lackpy is a small subset of Python 3 that always terminates: assignments, if/elif/else, `for` over any finite collection (a list, range(...), a string, a dict, a slice, ...), \
comprehensions, f-strings, the usual builtins (len, sorted, sum, ...) and str/list/dict methods; \
no def, class, while, import, try, with, or lambda (except `key=lambda x: ...`). \
Tools of the kit are called like functions, e.g. `files = find_files('**/*.py')`, then `[f for f in files if 'test' in f]`. \
The program's last expression is its result (`output` as JSON, `repr` as Python would print it); what it prints is in `stdout`. \
The program is checked before it runs; a rejected, failing or over-limit program gives an error result with `error.type` \
(SyntaxError, CheckError, GradeError, LimitExceeded, ToolError, or the Python exception name), line, column and a hint. \
Call `language_spec` for the whole language, `kit_info` for a kit's tools.";

pub const DELEGATE: &str = "Do a task described in words: lackpy turns the intent into a checked lackpy program \
(from saved templates, rules, or a configured small model), runs it under the kit, and returns the result, the program, \
which provider wrote it, timings, and a trace of every tool call. \
Use it for read-only code questions such as \"find callers of validate_token\" (kit \"debug\") or \"list the Python files\". \
If no provider can write a program, the error type is InferenceError: write the program yourself and call run_program.";

pub const GENERATE: &str = "Turn an intent in words into a checked lackpy program without running it. \
Returns the program, which provider wrote it (templates, rules, or a model), its grade and the tools it calls. \
An error result (InferenceError) lists what was tried.";

pub const VALIDATE: &str = "Check a lackpy program without running it: syntax, names against the kit's tools and the builtins, \
optional tightening rules, and the grade (the most world coupling w and effects d of the tools it calls; 0 pure, 1 read, 2 exec, 3 write). \
Returns {valid, errors: [{code, message, line, column, hint}], calls, variables, grade}. Each error's hint says what lackpy offers instead. \
A literate document (markdown with ```lackpy blocks, or `document: true`) is checked whole, as run_document checks it: every block and {interpolation} in order, \
lines of the document, the grade of the whole document.";

pub const RUN_DOCUMENT: &str = "Run a literate lackpy document: markdown in which every ```lackpy block runs in order in one namespace \
(a notebook). Prose can show values with {name}. The whole document is checked before its first block runs. \
Returns the rendered document (each block followed by its output), the trace of tool calls and, if a block failed, the error with its cell number. \
A block annotated `@continue` (```lackpy @continue) stops the run and returns a `session`: call run_document again with that session \
and the next part of the document to go on with every name still bound. Sessions expire when unused; the prompt `literate_document` explains the format.";

pub const KIT_INFO: &str = "The tools of a kit: each tool's signature, description and grade, and the kit's grade. \
A kit is a comma list of predefined kits (none, read, debug, edit, literate), tool names and kit files of the workspace.";

pub const KIT_LIST: &str =
    "The predefined kits with their tools, every built-in tool with its signature and grade, \
and the kit files found in the workspace's .lackpy/kits/.";

pub const TOOLBOX_LIST: &str = "Every tool a kit can name in this workspace, with where it comes from: the built-in tools, and \
the tools of the workspace's kit files (command tools and tools served by other MCP servers).";

pub const LANGUAGE_SPEC: &str = "The lackpy language: the Python constructs it has (with examples), what it lacks and what to use \
instead, the builtins, the methods of each type, the built-in tools and kits, and the diagnostic codes. Read it before writing lackpy.";

// ---- handlers -------------------------------------------------------------

fn kit_in(spec: Option<&str>, root: &Root) -> Result<Kit, String> {
    engine::resolve_kit(spec.unwrap_or("read"), root.dir())
}

fn root_of(dir: &Path) -> Result<Root, String> {
    Root::new(dir).map_err(|e| format!("the workspace {}: {e}", dir.display()))
}

fn params_of(params: &Params, kit: &Kit) -> Result<Vec<(String, Value)>, String> {
    let Some(map) = params else {
        return Ok(Vec::new());
    };
    map.iter()
        .map(|(n, v)| {
            if engine::is_param_name(n, kit) {
                Ok((n.clone(), from_json(v)))
            } else {
                Err(format!(
                    "parameter `{n}`: a parameter needs an identifier that is not a builtin, a tool of the kit or a forbidden name"
                ))
            }
        })
        .collect()
}

fn grade_arg(max_grade: Option<u8>) -> Result<(), String> {
    match max_grade {
        Some(w) if w > 3 => Err("max_grade takes 0, 1, 2 or 3".into()),
        _ => Ok(()),
    }
}

pub fn run_program(a: RunProgram, dir: &Path, limits: LimitOverrides) -> Answer {
    let setup = (|| {
        grade_arg(a.max_grade)?;
        let root = root_of(dir)?;
        let kit = kit_in(a.kit.as_deref(), &root)?;
        let params = params_of(&a.params, &kit)?;
        Ok::<_, String>((root, kit, params))
    })();
    let (root, kit, params) = match setup {
        Ok(s) => s,
        Err(e) => return Answer::usage(e),
    };
    let options = engine::RunOptions {
        params,
        root: Some(root),
        limits: program_limits(limits),
        max_grade: a.max_grade,
        echo: false,
    };
    let report = engine::run_source(&a.program, "<program>", &kit, options);
    Answer::by_success(report.to_json())
}

pub fn delegate(a: Delegate, dir: &Path, limits: LimitOverrides) -> Answer {
    let setup = (|| {
        grade_arg(a.max_grade)?;
        let root = root_of(dir)?;
        let kit = kit_in(a.kit.as_deref(), &root)?;
        let params = params_of(&a.params, &kit)?;
        let inference = config::load(root.dir())?;
        Ok::<_, String>((root, kit, params, inference))
    })();
    let (root, kit, params, inference) = match setup {
        Ok(s) => s,
        Err(e) => return Answer::usage(e),
    };
    let d = service::Delegation {
        intent: &a.intent,
        kit_spec: a.kit.as_deref().unwrap_or("read"),
        kit: &kit,
        params: &params,
        root: &root,
        max_grade: a.max_grade,
        limits: program_limits(limits),
        echo: false,
    };
    let out = service::delegate(&d, &inference);
    let mut json = out.json;
    if !out.warnings.is_empty() {
        json["warnings"] = json!(out.warnings);
    }
    if let Some(t) = out.promoted {
        json["promoted_template"] = json!(t);
    }
    Answer::by_success(json)
}

pub fn generate(a: Generate, dir: &Path) -> Answer {
    let setup = (|| {
        let root = root_of(dir)?;
        let kit = kit_in(a.kit.as_deref(), &root)?;
        let params = params_of(&a.params, &kit)?;
        let inference = config::load(root.dir())?;
        Ok::<_, String>((root, kit, params, inference))
    })();
    let (root, kit, params, inference) = match setup {
        Ok(s) => s,
        Err(e) => return Answer::usage(e),
    };
    match service::generate(&a.intent, &kit, &params, &root, None, &inference) {
        Ok(g) => Answer::ok(service::generated_json(&g)),
        Err(e) => Answer {
            json: service::no_program_json(&e, &a.intent),
            is_error: true,
        },
    }
}

pub fn validate(a: Validate, dir: &Path) -> Answer {
    let setup = (|| {
        let root = root_of(dir)?;
        let kit = kit_in(a.kit.as_deref(), &root)?;
        let rules = a
            .rules
            .iter()
            .flatten()
            .flat_map(|r| r.split(','))
            .map(str::trim)
            .filter(|r| !r.is_empty())
            .map(Rule::parse)
            .collect::<Result<Vec<_>, _>>()?;
        Ok::<_, String>((kit, rules))
    })();
    let (kit, rules) = match setup {
        Ok(s) => s,
        Err(e) => return Answer::usage(e),
    };
    let document = a
        .document
        .unwrap_or_else(|| engine::is_document(&a.program));
    let report = if document {
        engine::check_document_file("<document>", &a.program, &kit, &[], &rules)
    } else {
        engine::check_file("<program>", &a.program, &kit, &[], &rules)
    };
    Answer::ok(report.to_json())
}

pub use crate::engine::tool_json;

pub fn kit_info(a: KitInfo, dir: &Path) -> Answer {
    match root_of(dir).and_then(|r| kit_in(Some(&a.kit), &r)) {
        Ok(kit) => Answer::ok(engine::kit_info(&a.kit, &kit)),
        Err(e) => Answer::usage(e),
    }
}

/// The kit files of the workspace: `.lackpy/kits/NAME.kit` and `NAME.toml`.
fn kit_files(dir: &Path) -> Vec<(String, std::path::PathBuf)> {
    let mut files: Vec<(String, std::path::PathBuf)> =
        std::fs::read_dir(dir.join(".lackpy").join("kits"))
            .into_iter()
            .flatten()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("kit" | "toml")))
            .filter_map(|p| Some((p.file_stem()?.to_str()?.to_string(), p.clone())))
            .collect();
    files.sort();
    files
}

pub fn kit_list(dir: &Path) -> Answer {
    let mut j = engine::kit_list();
    j["kit_files"] = json!(kit_files(dir)
        .iter()
        .map(|(n, p)| json!({"name": n, "path": p.display().to_string()}))
        .collect::<Vec<_>>());
    Answer::ok(j)
}

pub fn toolbox_list(dir: &Path) -> Answer {
    let mut tools: Vec<Json> = BUILTIN_TOOLS
        .iter()
        .filter_map(|r| builtin_tool(r.0))
        .map(|t| {
            let mut j = tool_json(&t);
            j["source"] = json!("builtin");
            j
        })
        .collect();
    let mut errors = Vec::new();
    for (name, path) in kit_files(dir) {
        match Kit::resolve_in(&path.display().to_string(), dir) {
            Ok(kit) => {
                for t in kit.tools() {
                    if kit.implementation(&t.name).is_none() {
                        continue; // a built-in tool, listed above
                    }
                    let mut j = tool_json(t);
                    j["source"] = json!(format!("kit file {name}"));
                    tools.push(j);
                }
            }
            Err(e) => errors.push(json!({"kit": name, "message": e.message})),
        }
    }
    Answer::ok(json!({"tools": tools, "errors": errors}))
}

pub fn language_spec() -> Answer {
    let mut j = crate::check::spec::json();
    j["markdown"] = json!(crate::check::spec::markdown());
    Answer::ok(j)
}
