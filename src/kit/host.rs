//! The kit as the VM's host: host calls bind their arguments like Python
//! calls, run the tool, and are traced — step, tool, arguments by name,
//! result (summarised), duration, success, error — including a call that
//! fails, so a failed run still shows everything it did.

use std::rc::Rc;
use std::time::Instant;

use serde::Serialize;
use serde_json::Value as Json;

use super::sandbox::Root;
use super::tools;
use super::{Kit, ToolSpec};
use crate::value::{Exc, ExcKind, Value, VmResult};
use crate::vm::json::to_json;
use crate::vm::Host;

/// One traced host call.
#[derive(Debug, Clone, Serialize)]
pub struct TraceEntry {
    pub step: usize,
    pub tool: String,
    pub args: serde_json::Map<String, Json>,
    pub result: Json,
    pub duration_ms: f64,
    pub success: bool,
    pub error: Option<String>,
}

/// Strings longer than this are summarised in the trace.
const TRACE_STRING: usize = 200;

fn summarise(v: Json) -> Json {
    match v {
        Json::String(s) if s.chars().count() > TRACE_STRING => {
            let head: String = s.chars().take(TRACE_STRING).collect();
            Json::String(format!("{head}… ({} chars)", s.chars().count()))
        }
        Json::Array(items) => Json::Array(items.into_iter().map(summarise).collect()),
        Json::Object(m) => Json::Object(m.into_iter().map(|(k, v)| (k, summarise(v))).collect()),
        other => other,
    }
}

/// Settings the tools run under.
#[derive(Debug, Clone)]
pub struct ToolLimits {
    /// Seconds a command or test run may take.
    pub timeout_secs: u64,
    /// Bytes a tool may return (file contents, command output).
    pub max_output: usize,
}

impl Default for ToolLimits {
    fn default() -> ToolLimits {
        ToolLimits {
            timeout_secs: 60,
            max_output: 16 * 1024 * 1024,
        }
    }
}

/// Everything a tool may touch: the root, its limits, and the record of
/// files it read and changed.
pub struct ToolContext {
    pub root: Root,
    pub limits: ToolLimits,
    pub files_read: Vec<String>,
    pub files_modified: Vec<String>,
}

pub struct KitHost {
    kit: Kit,
    pub ctx: ToolContext,
    pub trace: Vec<TraceEntry>,
    /// Record each call in `trace` (on by default).
    pub tracing: bool,
}

impl KitHost {
    pub fn new(kit: Kit, root: Root, limits: ToolLimits) -> KitHost {
        KitHost {
            kit,
            ctx: ToolContext {
                root,
                limits,
                files_read: Vec::new(),
                files_modified: Vec::new(),
            },
            trace: Vec::new(),
            tracing: true,
        }
    }
}

/// Bind positional and keyword arguments to a tool's parameters, with
/// CPython's messages for a missing, unexpected or repeated argument.
pub fn bind(
    spec: &ToolSpec,
    args: Vec<Value>,
    kwargs: Vec<(Rc<str>, Value)>,
) -> VmResult<Vec<Value>> {
    let name = &spec.name;
    let n = spec.params.len();
    if args.len() > n {
        return Err(Exc::type_error(format!(
            "{name}() takes {n} positional argument{} but {} were given",
            if n == 1 { "" } else { "s" },
            args.len()
        )));
    }
    let mut slots: Vec<Option<Value>> = args.into_iter().map(Some).collect();
    slots.resize(n, None);
    for (k, v) in kwargs {
        match spec.params.iter().position(|p| *p.name == *k) {
            Some(i) if slots[i].is_some() => {
                return Err(Exc::type_error(format!(
                    "{name}() got multiple values for argument '{k}'"
                )));
            }
            Some(i) => slots[i] = Some(v),
            None => {
                return Err(Exc::type_error(format!(
                    "{name}() got an unexpected keyword argument '{k}'"
                )))
            }
        }
    }
    let missing: Vec<String> = spec
        .params
        .iter()
        .zip(&slots)
        .filter(|(p, s)| s.is_none() && p.default.is_none())
        .map(|(p, _)| format!("'{}'", p.name))
        .collect();
    if !missing.is_empty() {
        let list = match missing.as_slice() {
            [one] => one.clone(),
            [init @ .., last] => format!("{} and {last}", init.join(", ")),
            [] => String::new(),
        };
        return Err(Exc::type_error(format!(
            "{name}() missing {} required positional argument{}: {list}",
            missing.len(),
            if missing.len() == 1 { "" } else { "s" }
        )));
    }
    let values: Vec<Value> = spec
        .params
        .iter()
        .zip(slots)
        .map(|(p, s)| s.unwrap_or_else(|| default_value(p.default.as_deref().unwrap_or("None"))))
        .collect();
    for (p, v) in spec.params.iter().zip(&values) {
        if let Some(ty) = &p.ty {
            let fits = match ty.as_str() {
                "str" => matches!(v, Value::Str(_)),
                "int" => matches!(v, Value::Int(_) | Value::Big(_) | Value::Bool(_)),
                "float" => matches!(
                    v,
                    Value::Float(_) | Value::Int(_) | Value::Big(_) | Value::Bool(_)
                ),
                "bool" => matches!(v, Value::Bool(_)),
                "list" => matches!(v, Value::List(_) | Value::Tuple(_)),
                "dict" => matches!(v, Value::Dict(_)),
                _ => true,
            };
            if !fits {
                return Err(Exc::type_error(format!(
                    "{name}() argument '{}' must be {ty}, not {}",
                    p.name,
                    v.type_name()
                )));
            }
        }
    }
    Ok(values)
}

/// A parameter default, written as a Python literal in the tool's signature.
fn default_value(src: &str) -> Value {
    match src {
        "None" => Value::None,
        "True" => Value::Bool(true),
        "False" => Value::Bool(false),
        s if s.len() >= 2 && (s.starts_with('"') || s.starts_with('\'')) => {
            Value::str(&s[1..s.len() - 1])
        }
        s => s.parse::<i64>().map_or_else(|_| Value::str(s), Value::Int),
    }
}

impl Host for KitHost {
    fn call(
        &mut self,
        tool: &str,
        args: Vec<Value>,
        kwargs: Vec<(Rc<str>, Value)>,
    ) -> VmResult<Value> {
        let KitHost {
            kit,
            ctx,
            trace,
            tracing,
        } = self;
        let start = Instant::now();
        let spec = kit.get(tool);
        let bound = match spec {
            None => Err(Exc::new(
                ExcKind::ToolError,
                format!("tool `{tool}` is not in this run's kit"),
            )),
            Some(spec) => bind(spec, args, kwargs),
        };
        let result = match &bound {
            Err(e) => Err(e.clone()),
            Ok(values) => match kit.implementation(tool) {
                Some(f) => (f.0)(values),
                None => tools::call(ctx, kit.alias_target(tool).unwrap_or(tool), values),
            },
        };
        if *tracing {
            let args = match (spec, &bound) {
                (Some(spec), Ok(values)) => spec
                    .params
                    .iter()
                    .zip(values)
                    .map(|(p, v)| (p.name.clone(), summarise(to_json(v))))
                    .collect(),
                _ => serde_json::Map::new(),
            };
            trace.push(TraceEntry {
                step: trace.len(),
                tool: tool.to_string(),
                args,
                result: result
                    .as_ref()
                    .map_or(Json::Null, |v| summarise(to_json(v))),
                duration_ms: start.elapsed().as_secs_f64() * 1e3,
                success: result.is_ok(),
                error: result
                    .as_ref()
                    .err()
                    .map(|e| format!("{}: {}", e.kind.name(), e.msg)),
            });
        }
        result
    }
}
