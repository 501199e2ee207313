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
    /// The lackpy program: Python 3 syntax without def, class, while, import, try or lambda (except as `key=`). The value of its last expression is the result.
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
    /// A literate lackpy document: markdown whose ```lackpy blocks run in order in one namespace; prose may interpolate {names}. With `session`, the next part of the document, run after the `@continue` it stopped at. Empty with `edit`.
    pub document: String,
    /// The tools its blocks may call (a comma list of kit and tool names). Default: read. Ignored with `session` (the session keeps its kit).
    #[serde(default)]
    pub kit: Option<String>,
    /// The `session` a previous run_document returned when its document stopped at `@continue`.
    #[serde(default)]
    pub session: Option<String>,
    /// With `session`: change one cell before the `@continue` instead of going on; the edited cell and exactly the later cells that read a name it changed run again (a cell that writes or runs commands is marked stale instead).
    #[serde(default)]
    pub edit: Option<CellEdit>,
}

/// One edit of a session's document.
#[derive(Deserialize, JsonSchema, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct CellEdit {
    /// `replace`, `insert` or `delete`.
    pub op: String,
    /// The cell's index, counting the answer's `cell_log` entries whose status is neither `skipped` nor `replaced`, from 0.
    pub cell: usize,
    /// The new cell, for `replace` and `insert`: a ```lackpy block or prose. For `replace` of a code cell, code without a fence keeps the cell's fence.
    #[serde(default)]
    pub source: Option<String>,
}

impl CellEdit {
    pub fn to_edit(&self) -> Result<crate::literate::edit::Edit, String> {
        use crate::literate::edit::Edit;
        let source = || {
            self.source
                .clone()
                .ok_or_else(|| format!("edit `{}` needs a `source`", self.op))
        };
        Ok(match self.op.as_str() {
            "replace" => Edit::Replace(self.cell, source()?),
            "insert" => Edit::Insert(self.cell, source()?),
            "delete" if self.source.is_none() => Edit::Delete(self.cell),
            "delete" => return Err("edit `delete` takes no `source`".into()),
            other => {
                return Err(format!(
                    "unknown edit `{other}`: an edit's op is replace, insert or delete"
                ))
            }
        })
    }
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

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KitCreate {
    /// The kit's name: letters, digits, `_` and `-`. It is written to the workspace's .lackpy/kits/NAME.kit and named like any kit afterwards (kit: "NAME").
    pub name: String,
    /// The kit's tools: built-in tool names (read_file, find_files, ...) and predefined kit names (read, debug, edit, ...).
    pub tools: Vec<String>,
    /// One line saying what the kit is for (kept in the file's frontmatter).
    #[serde(default)]
    pub description: Option<String>,
    /// Replace an existing kit file of that name. Default: false (an existing name is refused).
    #[serde(default)]
    pub overwrite: Option<bool>,
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Create {
    /// The program, with each {placeholder} of the pattern standing where a string literal goes, e.g. `find_callers({name})`.
    pub program: String,
    /// The template's name: letters, digits, `-`, `_` and `.`; it is saved as .lackpy/templates/NAME.tmpl in the workspace.
    pub name: String,
    /// The intent pattern it answers, e.g. "find callers of {name}": each {placeholder} captures text of the intent.
    pub pattern: String,
    /// The kit to check the program against (default: every built-in tool, so only its names and syntax are checked).
    #[serde(default)]
    pub kit: Option<String>,
}

// ---- descriptions ---------------------------------------------------------

pub const RUN_PROGRAM: &str = "Run a lackpy program and return its result with a trace of every tool call. \
lackpy is a small subset of Python 3 that always terminates: assignments, if/elif/else, `for` over any finite collection (a list, range(...), a string, a dict, a slice, ...), \
`with`, comprehensions, f-strings, the usual builtins (len, sorted, sum, ...) and str/list/dict methods; \
no def, class, while, import, try, or lambda (except `key=lambda x: ...`). \
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

pub const PROVIDER_LIST: &str = "The inference providers delegate and generate try, in order: each one's name, plugin, \
model and address (host or base_url; never a key), and whether it answers now: templates and rules always do, \
a model server is asked with a quick request (at most 2 s each, all at once).";

pub const CONFIG: &str = "The effective configuration of the workspace (.lackpy/config.toml with every default filled in): \
the providers' order, each provider's settings and timeouts, auto_promote, and the file's other tables. \
Secrets are masked: a key or token value shows as \"***\"; a provider shows the name of the variable its key is read from \
(api_key_env) and whether it is set, never its value.";

pub const KIT_CREATE: &str = "Create a kit file, .lackpy/kits/NAME.kit in the workspace, listing built-in tools and predefined kits, \
so that programs can name it as their kit (kit: \"NAME\"). Refuses a name that is not letters, digits, `_` and `-`, \
the name of a predefined kit or built-in tool, unknown tools (the answer lists the known ones), and an existing kit file \
unless overwrite is true. Returns the kit's info, as kit_info does.";

pub const CREATE: &str = "Save a program as a template of the workspace, as `lackpy template add` does: \
afterwards `delegate` answers an intent that matches its pattern with the program, placeholders filled, without a model. \
The program is checked first (each placeholder standing for a string); refused are placeholders the pattern does not capture, \
a program that does not check (the answer has its diagnostics), a bad name or pattern, and a name that exists: a template is never replaced.";

/// What the run tools' descriptions say of their effects, from the
/// grades of the kits: the default kit's and the most a kit can have.
pub fn kit_effects_note(max_grade: bool) -> String {
    let default = Kit::default_kit().grade();
    let edit = engine::resolve_kit("edit", Path::new("."))
        .map(|k| k.grade())
        .unwrap_or(crate::grade::Grade::HIGHEST);
    let reads = if default.w <= 1 {
        "only reads files"
    } else {
        "may act on the workspace"
    };
    let bound = if max_grade {
        " Pass max_grade to bound what a run may do."
    } else {
        ""
    };
    format!(
        "Its effects are the kit's: with the default kit (read, grade w={}) a run {reads}; \
the caller may name a kit that writes files (edit, w={}) or runs commands, so this tool is not annotated read-only.{bound}",
        default.w, edit.w
    )
}

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
        ..engine::RunOptions::new()
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

/// The seconds a model server has to answer `provider_list`.
const PROBE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(2);

/// The path a provider is asked at: one that answers a GET without a
/// body (the list of models).
fn probe_path(plugin: &str) -> &'static str {
    match plugin {
        "ollama" => "/api/tags",
        _ => "/v1/models",
    }
}

pub fn provider_list(dir: &Path) -> Answer {
    let inference = match config::load(dir) {
        Ok(i) => i,
        Err(e) => return Answer::usage(e),
    };
    let configs: Vec<(String, config::ProviderConfig)> = inference
        .order
        .iter()
        .map(|n| (n.clone(), inference.provider_config(n)))
        .collect();
    // Every model server is asked at once, each on a thread of its own.
    let probes: Vec<Option<Result<u16, String>>> = std::thread::scope(|scope| {
        let handles: Vec<_> = configs
            .iter()
            .map(|(_, cfg)| {
                cfg.url().map(|url| {
                    let target =
                        format!("{}{}", url.trim_end_matches('/'), probe_path(&cfg.plugin));
                    scope.spawn(move || crate::infer::http::probe(&target, PROBE_TIMEOUT))
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.map(|h| {
                    h.join()
                        .unwrap_or_else(|_| Err("the probe stopped".to_string()))
                })
            })
            .collect()
    });
    let providers: Vec<Json> = configs
        .iter()
        .zip(probes)
        .map(|((name, cfg), probe)| {
            let mut j = json!({"name": name, "plugin": cfg.plugin});
            match probe {
                None => {
                    j["available"] = json!(true);
                    j["detail"] = json!(match cfg.plugin.as_str() {
                        "templates" => "local: the workspace's saved templates",
                        _ => "local: built-in keyword rules",
                    });
                }
                Some(result) => {
                    j["model"] = json!(cfg.model);
                    let url_key = if cfg.plugin == "ollama" { "host" } else { "base_url" };
                    j[url_key] = json!(cfg.url());
                    let key_missing = cfg
                        .key_env()
                        .filter(|var| std::env::var(var).map_or(true, |v| v.is_empty()));
                    match (result, key_missing) {
                        (Ok(status), None) => {
                            j["available"] = json!(true);
                            j["detail"] = json!(format!("answers (HTTP {status})"));
                        }
                        (Ok(status), Some(var)) => {
                            j["available"] = json!(false);
                            j["detail"] = json!(format!(
                                "answers (HTTP {status}), but the environment variable {var} is not set"
                            ));
                        }
                        (Err(e), _) => {
                            j["available"] = json!(false);
                            j["detail"] = json!(format!("does not answer: {e}"));
                        }
                    }
                }
            }
            j
        })
        .collect();
    Answer::ok(json!({"providers": providers}))
}

/// Whether a configuration key names a secret: its value is never shown.
fn is_secret_key(key: &str) -> bool {
    let k = key.to_ascii_lowercase();
    if k.ends_with("_env") {
        return false; // the name of a variable, not its value
    }
    let words = [
        "key",
        "token",
        "secret",
        "password",
        "passwd",
        "credential",
        "credentials",
    ];
    k.split(['_', '-', '.']).any(|part| words.contains(&part))
        || ["apikey", "secret", "password"]
            .iter()
            .any(|w| k.contains(w))
}

/// A TOML value as JSON with every secret's value replaced by "***".
fn masked(value: &toml::Value) -> Json {
    match value {
        toml::Value::Table(t) => Json::Object(
            t.iter()
                .map(|(k, v)| {
                    let j = if is_secret_key(k) {
                        json!("***")
                    } else {
                        masked(v)
                    };
                    (k.clone(), j)
                })
                .collect(),
        ),
        toml::Value::Array(a) => Json::Array(a.iter().map(masked).collect()),
        other => serde_json::to_value(other).unwrap_or(Json::Null),
    }
}

pub fn config(dir: &Path) -> Answer {
    let inference = match config::load(dir) {
        Ok(i) => i,
        Err(e) => return Answer::usage(e),
    };
    let path = config::path(dir);
    // The other tables, as the file has them (read by other parts of lackpy).
    let other: Json = match std::fs::read_to_string(&path) {
        Ok(text) => match toml::from_str::<toml::Table>(&text) {
            Ok(mut table) => {
                table.remove("inference");
                masked(&toml::Value::Table(table))
            }
            Err(e) => return Answer::usage(format!("{}: {e}", path.display())),
        },
        Err(_) => json!({}),
    };
    let mut j = json!({
        "path": path.display().to_string(),
        "exists": path.is_file(),
        "inference": inference.effective_json(),
    });
    if let (Json::Object(out), Json::Object(rest)) = (&mut j, other) {
        for (k, v) in rest {
            out.entry(k).or_insert(v);
        }
    }
    Answer::ok(j)
}

/// A kit name `kit_create` accepts: one that is read back as the same kit.
fn kit_name_error(name: &str) -> Option<String> {
    if name.is_empty() {
        return Some("the kit needs a name".into());
    }
    if name.contains(['/', '\\']) || name.contains("..") {
        return Some(format!(
            "kit name `{name}`: a name, not a path (no `/`, `\\` or `..`)"
        ));
    }
    if !name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        || name.starts_with('-')
        || name.len() > 100
    {
        return Some(format!(
            "kit name `{name}`: use letters, digits, `_` and `-` (at most 100, not starting with `-`)"
        ));
    }
    if crate::kit::PREDEFINED_KITS.iter().any(|(k, _)| *k == name) {
        return Some(format!(
            "`{name}` is a predefined kit, which always wins over a kit file of that name; choose another name"
        ));
    }
    if BUILTIN_TOOLS.iter().any(|t| t.0 == name) {
        return Some(format!(
            "`{name}` is a built-in tool: a kit file of that name would hide it; choose another name"
        ));
    }
    None
}

pub fn kit_create(a: KitCreate, dir: &Path) -> Answer {
    if let Some(e) = kit_name_error(&a.name) {
        return Answer::usage(e);
    }
    let root = match root_of(dir) {
        Ok(r) => r,
        Err(e) => return Answer::usage(e),
    };
    let kits = crate::kit::PREDEFINED_KITS;
    let items: Vec<&str> = a.tools.iter().map(|t| t.trim()).collect();
    if items.is_empty() {
        return Answer::usage("a kit needs at least one tool");
    }
    let unknown: Vec<&str> = items
        .iter()
        .copied()
        .filter(|t| builtin_tool(t).is_none() && !kits.iter().any(|(k, _)| k == t))
        .collect();
    if !unknown.is_empty() {
        let known: Vec<&str> = BUILTIN_TOOLS.iter().map(|t| t.0).collect();
        let known_kits: Vec<&str> = kits.iter().map(|(k, _)| *k).collect();
        return Answer::usage(format!(
            "unknown tool{} {}; known tools: {}; known kits: {}",
            if unknown.len() > 1 { "s" } else { "" },
            unknown
                .iter()
                .map(|t| format!("`{t}`"))
                .collect::<Vec<_>>()
                .join(", "),
            known.join(", "),
            known_kits.join(", ")
        ));
    }
    // Every item resolves (a tool of a feature this build lacks does not).
    if let Err(e) = crate::kit::Kit::resolve_in(&items.join(","), root.dir()) {
        return Answer::usage(e.message);
    }
    let kits_dir = root.dir().join(".lackpy").join("kits");
    let path = kits_dir.join(format!("{}.kit", a.name));
    let toml_path = kits_dir.join(format!("{}.toml", a.name));
    if toml_path.exists() {
        return Answer::usage(format!(
            "the kit `{}` exists as {} (a .toml kit); kit_create writes .kit files only and leaves it alone",
            a.name,
            toml_path.display()
        ));
    }
    if path.exists() && !a.overwrite.unwrap_or(false) {
        return Answer::usage(format!(
            "the kit `{}` exists ({}); pass overwrite: true to replace it",
            a.name,
            path.display()
        ));
    }
    let mut text = format!("---\nname: {}\n", a.name);
    if let Some(d) = a
        .description
        .as_deref()
        .map(str::trim)
        .filter(|d| !d.is_empty())
    {
        let line: String = d
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        text.push_str(&format!("description: {line}\n"));
    }
    text.push_str("---\n");
    for t in &items {
        text.push_str(t);
        text.push('\n');
    }
    let written = std::fs::create_dir_all(&kits_dir)
        .and_then(|_| crate::fsutil::write_atomic(&path, text.as_bytes()));
    if let Err(e) = written {
        return Answer::usage(format!("cannot write {}: {e}", path.display()));
    }
    match kit_in(Some(&a.name), &root) {
        Ok(kit) => Answer::ok(engine::kit_info(&a.name, &kit)),
        Err(e) => Answer::usage(e),
    }
}

pub fn create(a: Create, dir: &Path) -> Answer {
    use crate::infer::templates::{self, Refusal, Template};
    let t = Template {
        name: a.name,
        pattern: a.pattern,
        success_count: 0,
        fail_count: 0,
        body: a.program,
    };
    match templates::add(dir, &t, a.kit.as_deref(), false) {
        Ok(path) => Answer::ok(json!({
            "success": true,
            "name": t.name,
            "pattern": t.pattern,
            "placeholders": templates::placeholders(&t.pattern),
            "path": path.strip_prefix(dir).unwrap_or(&path).display().to_string(),
        })),
        Err(Refusal::Usage(e)) => Answer::usage(e),
        Err(Refusal::Rejected { message, checked }) => {
            let errors = checked
                .map(|c| {
                    let (program, report) = *c;
                    engine::check_report("<template>", &program, report).to_json()["errors"].clone()
                })
                .unwrap_or_else(|| json!([]));
            Answer {
                json: json!({
                    "success": false,
                    "error": {"type": "CheckError", "message": message},
                    "errors": errors,
                }),
                is_error: true,
            }
        }
    }
}
