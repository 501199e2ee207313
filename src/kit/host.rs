//! The kit as the VM's host: host calls bind their arguments like Python
//! calls, run the tool, and are traced — step, tool, arguments by name,
//! result (summarised), duration, success, error — including a call that
//! fails, so a failed run still shows everything it did.

use std::borrow::Cow;
use std::rc::Rc;
use std::sync::Arc;
use std::time::Instant;

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use serde_json::Value as Json;

use super::context::{ToolContext, ToolLimits};
use super::sandbox::Root;
use super::tools;
use super::{Implementation, Kit, ToolSpec};
use crate::value::json::{charge_value, to_json};
use crate::value::{Exc, ExcKind, Value, VmResult};
use crate::vm::Host;

/// One traced host call. Its JSON is `{"step", "tool", "args": {param:
/// value, ...}, "result", "duration_ms", "success", "error"}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TraceEntry {
    pub step: usize,
    pub tool: String,
    pub args: TraceArgs,
    pub result: TraceValue,
    pub duration_ms: f64,
    pub success: bool,
    pub error: Option<String>,
    /// On the first command tool's call of a run: the OS sandbox it ran
    /// under (`"landlock"`, `"none"`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sandbox: Option<&'static str>,
}

/// A traced value. None, booleans, ints and floats are kept as they are and
/// become JSON only when the trace is serialised or shown (the common tool
/// argument costs no allocation at call time); anything else is converted
/// and summarised when the call is made, since a container may change later.
#[derive(Debug, Clone, PartialEq)]
pub enum TraceValue {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Json(Json),
}

impl TraceValue {
    pub fn of(v: &Value) -> TraceValue {
        match v {
            Value::None => TraceValue::Null,
            Value::Bool(b) => TraceValue::Bool(*b),
            Value::Int(i) => TraceValue::Int(*i),
            Value::Float(f) => TraceValue::Float(*f),
            other => TraceValue::Json(traced(other)),
        }
    }

    /// The JSON the trace shows for the value.
    pub fn to_json(&self) -> Json {
        match self {
            TraceValue::Null => Json::Null,
            TraceValue::Bool(b) => Json::Bool(*b),
            TraceValue::Int(i) => to_json(&Value::Int(*i)),
            TraceValue::Float(f) => to_json(&Value::Float(*f)),
            TraceValue::Json(j) => j.clone(),
        }
    }
}

impl Serialize for TraceValue {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            TraceValue::Json(j) => j.serialize(s),
            other => other.to_json().serialize(s),
        }
    }
}

impl std::fmt::Display for TraceValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TraceValue::Json(j) => j.fmt(f),
            other => other.to_json().fmt(f),
        }
    }
}

/// A traced call's arguments by parameter name, in parameter order (the
/// names shared by every call of the tool).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TraceArgs {
    names: Option<Arc<[String]>>,
    values: Vec<TraceValue>,
}

impl TraceArgs {
    /// (parameter, value as JSON), in parameter order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, Json)> + '_ {
        self.names
            .iter()
            .flat_map(|n| n.iter())
            .zip(&self.values)
            .map(|(n, v)| (n.as_str(), v.to_json()))
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The value of one parameter, as JSON.
    pub fn get(&self, name: &str) -> Option<Json> {
        self.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
}

impl Serialize for TraceArgs {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let names = self.names.iter().flat_map(|n| n.iter());
        let mut map = s.serialize_map(Some(self.values.len()))?;
        for (n, v) in names.zip(&self.values) {
            map.serialize_entry(n, v)?;
        }
        map.end()
    }
}

/// Strings longer than this are summarised in the trace.
const TRACE_STRING: usize = 200;

/// The trace's JSON of a value that is not a scalar: `summarise(to_json(v))`,
/// with a long str summarised straight from its text instead of copied
/// whole first (a search's result can be megabytes).
fn traced(v: &Value) -> Json {
    match v {
        Value::Str(s) if s.char_len() > TRACE_STRING => {
            if !charge_value() {
                return Json::Null;
            }
            long_str(s.chars(), s.char_len())
        }
        _ => summarise(to_json(v)),
    }
}

/// A str of `len` characters, longer than `TRACE_STRING`, as the trace
/// shows it: its head and its length.
fn long_str(chars: impl Iterator<Item = char>, len: usize) -> Json {
    let head: String = chars.take(TRACE_STRING).collect();
    Json::String(format!("{head}… ({len} chars)"))
}

fn summarise(v: Json) -> Json {
    match v {
        Json::String(s) if s.chars().count() > TRACE_STRING => {
            long_str(s.chars(), s.chars().count())
        }
        Json::Array(items) => Json::Array(items.into_iter().map(summarise).collect()),
        Json::Object(m) => Json::Object(m.into_iter().map(|(k, v)| (k, summarise(v))).collect()),
        other => other,
    }
}

pub struct KitHost {
    kit: Kit,
    pub ctx: ToolContext,
    /// Record each call in the trace (on by default).
    pub tracing: bool,
    log: TraceLog,
}

impl KitHost {
    pub fn new(kit: Kit, root: Root, limits: ToolLimits) -> KitHost {
        let mut ctx = ToolContext::new(root, limits);
        ctx.sandbox = kit.sandbox().clone();
        KitHost {
            kit,
            ctx,
            tracing: true,
            log: TraceLog::default(),
        }
    }

    /// Every traced call so far, in order, as the reports show them.
    pub fn trace(&self) -> Vec<TraceEntry> {
        self.log.compact().entries().collect()
    }

    /// The trace so far, kept compact: its entries are made when first
    /// read, and JSON is written straight from it.
    pub fn trace_snapshot(&self) -> Trace {
        Trace::of(self.log.compact())
    }

    /// The trace so far, moved out of the host (which keeps tracing from
    /// an empty trace): for a report made at the end of a run.
    pub fn take_trace(&mut self) -> Trace {
        let log = &mut self.log;
        Trace::of(Compact {
            tools: log.tool_names(),
            calls: std::mem::take(&mut log.calls),
            values: std::mem::take(&mut log.values),
            notes: std::mem::take(&mut log.notes),
            ns_per_tick: log.clock.ns_per_tick(),
        })
    }

    /// The number of traced calls so far.
    pub fn trace_len(&self) -> usize {
        self.log.calls.len()
    }
}

/// The trace as the host keeps it while the program runs: a small record a
/// call, the argument and result values of every call in one vector, and
/// the rare error and sandbox notes aside. [`TraceEntry`]s are made from it
/// only when the trace is read, so a call costs no allocation of its own
/// (the vectors grow by doubling) and little memory (for `noop(i)`: 24
/// bytes of record and two 16-byte values).
#[derive(Default)]
struct TraceLog {
    /// Tools called so far, looked up in the kit once each.
    tools: Vec<Called>,
    /// The index in `tools` of the last call's tool.
    last: usize,
    calls: Vec<Call>,
    /// Each call's arguments then its result.
    values: Vec<Slot>,
    /// The error and sandbox notes of the calls that have either, by step.
    notes: Vec<Note>,
    clock: Clock,
    /// Ticks spent in traced calls since the VM last looked at its limits
    /// (`unchecked_since`), and the same after the last call, or
    /// `UNCHECKED_TICKS` after an untimed one (`unchecked`).
    unchecked_since: u64,
    unchecked: u64,
}

/// Traced calls that took fewer ticks than this in all (a few to a few
/// tens of microseconds) need no look at the VM's limits after them.
const UNCHECKED_TICKS: u64 = 1 << 16;

/// A tool called in this run: its name, its parameter names (shared by its
/// trace entries), its spec's index in the kit and its Rust implementation.
struct Called {
    name: String,
    params: Arc<[String]>,
    spec: Option<usize>,
    /// A parameter of the spec has a declared type (checked at each call).
    typed: bool,
    implementation: Option<Implementation>,
}

/// (step, error, sandbox) of a call that failed or ran a command tool.
type Note = (usize, Option<Box<str>>, Option<&'static str>);

#[derive(Clone)]
struct Call {
    /// Where the call's values start in `values`.
    start: usize,
    /// The call's duration in clock ticks.
    ticks: u64,
    tool: u32,
    nargs: u16,
    success: bool,
}

/// A traced value as kept: scalars as they are, anything else converted
/// and summarised when the call is made (a container may change later).
#[derive(Clone)]
enum Slot {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Json(Box<Json>),
}

impl Slot {
    fn of(v: &Value) -> Slot {
        match v {
            Value::None => Slot::Null,
            Value::Bool(b) => Slot::Bool(*b),
            Value::Int(i) => Slot::Int(*i),
            Value::Float(f) => Slot::Float(*f),
            other => Slot::Json(Box::new(traced(other))),
        }
    }

    fn value(&self) -> TraceValue {
        match self {
            Slot::Null => TraceValue::Null,
            Slot::Bool(b) => TraceValue::Bool(*b),
            Slot::Int(i) => TraceValue::Int(*i),
            Slot::Float(f) => TraceValue::Float(*f),
            Slot::Json(j) => TraceValue::Json((**j).clone()),
        }
    }
}

impl TraceLog {
    /// The index of `tool` in `tools`, looked up in `kit` on its first call.
    #[inline]
    fn tool(&mut self, tool: &str, kit: &Kit) -> usize {
        if self.tools.get(self.last).is_some_and(|t| t.name == tool) {
            return self.last;
        }
        let i = match self.tools.iter().position(|t| t.name == tool) {
            Some(i) => i,
            None => {
                let spec = kit.tools().iter().position(|t| t.name == tool);
                let params: Arc<[String]> = spec
                    .map(|k| {
                        kit.tools()[k]
                            .params
                            .iter()
                            .map(|p| p.name.clone())
                            .collect()
                    })
                    .unwrap_or_else(|| Arc::from(Vec::new()));
                self.tools.push(Called {
                    name: tool.to_string(),
                    params,
                    spec,
                    typed: spec
                        .is_some_and(|k| kit.tools()[k].params.iter().any(|p| p.ty.is_some())),
                    implementation: kit.implementation(tool).cloned(),
                });
                self.tools.len() - 1
            }
        };
        self.last = i;
        i
    }

    /// The names and parameter names of the tools called so far.
    fn tool_names(&self) -> Vec<(String, Arc<[String]>)> {
        self.tools
            .iter()
            .map(|t| (t.name.clone(), t.params.clone()))
            .collect()
    }

    /// A copy of the trace so far.
    fn compact(&self) -> Compact {
        Compact {
            tools: self.tool_names(),
            calls: self.calls.clone(),
            values: self.values.clone(),
            notes: self.notes.clone(),
            ns_per_tick: self.clock.ns_per_tick(),
        }
    }
}

/// A finished trace as the host kept it: what [`TraceEntry`]s are made of.
#[derive(Clone, Default)]
struct Compact {
    /// (name, parameter names) of each tool, as `Call::tool` indexes them.
    tools: Vec<(String, Arc<[String]>)>,
    calls: Vec<Call>,
    values: Vec<Slot>,
    notes: Vec<Note>,
    ns_per_tick: f64,
}

impl Compact {
    /// The entries, in order, made one at a time.
    fn entries(&self) -> impl Iterator<Item = TraceEntry> + '_ {
        let mut notes = self.notes.iter().peekable();
        self.calls.iter().enumerate().map(move |(step, c)| {
            let (tool, names) = &self.tools[c.tool as usize];
            let args = &self.values[c.start..c.start + c.nargs as usize];
            let (error, sandbox) = match notes.peek() {
                Some((s, e, sb)) if *s == step => {
                    notes.next();
                    (e.as_deref().map(str::to_string), *sb)
                }
                _ => (None, None),
            };
            TraceEntry {
                step,
                tool: tool.clone(),
                args: TraceArgs {
                    names: (c.nargs > 0).then(|| names.clone()),
                    values: args.iter().map(Slot::value).collect(),
                },
                result: self.values[c.start + c.nargs as usize].value(),
                duration_ms: c.ticks as f64 * self.ns_per_tick / 1e6,
                success: c.success,
                error,
                sandbox,
            }
        })
    }
}

/// Every tool call of a run, in order: a report's `trace`. It keeps the
/// host's compact records (for `noop(i)`, 56 bytes a call) and makes the
/// [`TraceEntry`]s only when they are first read — through `Deref` to a
/// slice, so `report.trace.len()`, `report.trace[0]` and `for t in
/// &report.trace` read as they would on a vector — while its JSON is
/// written straight from the records, one entry at a time. A run of a
/// million tool calls whose trace nobody reads never makes its million
/// entries (they were four fifths of such a run's memory).
#[derive(Clone, Default)]
pub struct Trace {
    compact: Compact,
    entries: std::sync::OnceLock<Vec<TraceEntry>>,
}

impl Trace {
    fn of(compact: Compact) -> Trace {
        Trace {
            compact,
            entries: std::sync::OnceLock::new(),
        }
    }

    /// The number of calls, without making the entries.
    pub fn len(&self) -> usize {
        match self.entries.get() {
            Some(e) => e.len(),
            None => self.compact.calls.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl std::ops::Deref for Trace {
    type Target = [TraceEntry];
    fn deref(&self) -> &[TraceEntry] {
        self.entries
            .get_or_init(|| self.compact.entries().collect())
    }
}

impl<'a> IntoIterator for &'a Trace {
    type Item = &'a TraceEntry;
    type IntoIter = std::slice::Iter<'a, TraceEntry>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl From<Vec<TraceEntry>> for Trace {
    fn from(entries: Vec<TraceEntry>) -> Trace {
        Trace {
            compact: Compact::default(),
            entries: std::sync::OnceLock::from(entries),
        }
    }
}

impl std::fmt::Debug for Trace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl PartialEq for Trace {
    fn eq(&self, other: &Trace) -> bool {
        **self == **other
    }
}

impl Serialize for Trace {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.entries.get() {
            Some(entries) => entries.serialize(s),
            None => s.collect_seq(self.compact.entries()),
        }
    }
}

/// The trace's clock. On x86-64 the time-stamp counter: a register read,
/// no system call (two reads of the monotonic clock were an eighth of a
/// traced call's cost), scaled to nanoseconds when the trace is read by
/// the counter's rate against the monotonic clock since the host was made
/// (the counter of the processors lackpy runs on ticks at a constant
/// rate). Elsewhere, the monotonic clock in nanoseconds.
struct Clock {
    t0: Instant,
    #[cfg(target_arch = "x86_64")]
    c0: u64,
}

impl Default for Clock {
    fn default() -> Clock {
        Clock {
            t0: Instant::now(),
            #[cfg(target_arch = "x86_64")]
            c0: tsc(),
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn tsc() -> u64 {
    // SAFETY: RDTSC is part of x86-64 and has no preconditions.
    unsafe { core::arch::x86_64::_rdtsc() }
}

impl Clock {
    #[inline(always)]
    fn ticks(&self) -> u64 {
        #[cfg(target_arch = "x86_64")]
        return tsc();
        #[cfg(not(target_arch = "x86_64"))]
        return self.t0.elapsed().as_nanos() as u64;
    }

    fn ns_per_tick(&self) -> f64 {
        #[cfg(target_arch = "x86_64")]
        {
            let ns = self.t0.elapsed().as_nanos() as f64;
            let ticks = tsc().wrapping_sub(self.c0);
            if ticks == 0 {
                return 0.0;
            }
            ns / ticks as f64
        }
        #[cfg(not(target_arch = "x86_64"))]
        1.0
    }
}

/// Bind positional and keyword arguments to a tool's parameters, with
/// CPython's messages for a missing, unexpected or repeated argument.
pub fn bind<'a>(
    spec: &ToolSpec,
    args: &'a [Value],
    kwargs: &[(Rc<str>, Value)],
) -> VmResult<Cow<'a, [Value]>> {
    let name = &spec.name;
    let n = spec.params.len();
    // The common call: every parameter given by position.
    if kwargs.is_empty() && args.len() == n {
        check_types(spec, args)?;
        return Ok(Cow::Borrowed(args));
    }
    if args.len() > n {
        let min = spec.params.iter().filter(|p| p.default.is_none()).count();
        let given = args.len();
        return Err(Exc::type_error(super::arity::too_many_positional(
            name,
            min,
            n,
            given,
            given == 1,
        )));
    }
    let mut slots: Vec<Option<Value>> = args.iter().cloned().map(Some).collect();
    slots.resize(n, None);
    for (k, v) in kwargs.iter().cloned() {
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
    let missing: Vec<&str> = spec
        .params
        .iter()
        .zip(&slots)
        .filter(|(p, s)| s.is_none() && p.default.is_none())
        .map(|(p, _)| p.name.as_str())
        .collect();
    if let Some(msg) = super::arity::missing_required(name, &missing) {
        return Err(Exc::type_error(msg));
    }
    let values: Vec<Value> = spec
        .params
        .iter()
        .zip(slots)
        .map(|(p, s)| s.unwrap_or_else(|| default_value(p.default.as_deref().unwrap_or("None"))))
        .collect();
    check_types(spec, &values)?;
    Ok(Cow::Owned(values))
}

/// TypeError for an argument that does not fit its parameter's declared type.
fn check_types(spec: &ToolSpec, values: &[Value]) -> VmResult<()> {
    let name = &spec.name;
    for (p, v) in spec.params.iter().zip(values) {
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
    Ok(())
}

/// A parameter default, written as a Python literal in the tool's signature.
/// `...` says the tool has a default that is not a literal (a Python tool's
/// object, say): it binds as Ellipsis, which the tool replaces with its own
/// default, so that a program passing None explicitly still passes None.
fn default_value(src: &str) -> Value {
    match src {
        "None" => Value::None,
        "..." => Value::Ellipsis,
        "True" => Value::Bool(true),
        "False" => Value::Bool(false),
        s if s.len() >= 2 && (s.starts_with('"') || s.starts_with('\'')) => {
            Value::str(&s[1..s.len() - 1])
        }
        s => s.parse::<i64>().map_or_else(|_| Value::str(s), Value::Int),
    }
}

impl KitHost {
    /// A call of the tool at `index` in the log's list of called tools
    /// (inlined into both ways in: no second call layer).
    #[inline(always)]
    fn call_at(
        &mut self,
        index: usize,
        tool: &str,
        args: &[Value],
        kwargs: &[(Rc<str>, Value)],
    ) -> VmResult<Value> {
        let KitHost {
            kit,
            ctx,
            tracing,
            log,
        } = self;
        let start = tracing.then(|| log.clock.ticks());
        let called = &log.tools[index];
        let spec = called.spec.map(|k| &kit.tools()[k]);
        let bound = match spec {
            None => Err(Exc::new(
                ExcKind::ToolError,
                format!("tool `{tool}` is not in this run's kit"),
            )),
            // The common call, every parameter by position and none typed.
            Some(spec) if !called.typed && kwargs.is_empty() && args.len() == spec.params.len() => {
                Ok(Cow::Borrowed(args))
            }
            Some(spec) => bind(spec, args, kwargs),
        };
        let result = match &bound {
            Err(e) => Err(e.clone()),
            Ok(values) => match &called.implementation {
                Some(f) => match kit.served_under(tool) {
                    None => (f.0)(values),
                    Some(how) => {
                        super::oslayer::served_call(ctx, tool, how).and_then(|()| (f.0)(values))
                    }
                },
                None => match kit.command(tool) {
                    Some(c) => super::file::run_command_tool(ctx, tool, c, values),
                    None => tools::call(ctx, kit.alias_target(tool).unwrap_or(tool), values),
                },
            },
        };
        log.unchecked = UNCHECKED_TICKS;
        if let Some(start) = start {
            let ticks = log.clock.ticks().wrapping_sub(start);
            log.unchecked = log.unchecked_since.saturating_add(ticks);
            log.unchecked_since = log.unchecked;
            let from = log.values.len();
            let nargs = match &bound {
                Ok(values) => {
                    log.values.extend(values.iter().map(Slot::of));
                    values.len() as u16
                }
                Err(_) => 0,
            };
            log.values
                .push(result.as_ref().map_or(Slot::Null, Slot::of));
            let step = log.calls.len();
            log.calls.push(Call {
                start: from,
                ticks,
                tool: index as u32,
                nargs,
                success: result.is_ok(),
            });
            let error = result
                .as_ref()
                .err()
                .map(|e| format!("{}: {}", e.kind.name(), e.msg).into_boxed_str());
            let sandbox = ctx.sandbox_note.take();
            if error.is_some() || sandbox.is_some() {
                log.notes.push((step, error, sandbox));
            }
        }
        result
    }
}

impl Host for KitHost {
    fn call(&mut self, tool: &str, args: &[Value], kwargs: &[(Rc<str>, Value)]) -> VmResult<Value> {
        let index = self.log.tool(tool, &self.kit);
        self.call_at(index, tool, args, kwargs)
    }

    /// The tool's place in the log's list of called tools, which only
    /// grows: a handle valid for the host's lifetime.
    fn resolve(&mut self, tool: &str) -> Option<u32> {
        u32::try_from(self.log.tool(tool, &self.kit)).ok()
    }

    fn call_resolved(
        &mut self,
        id: u32,
        tool: &str,
        args: &[Value],
        kwargs: &[(Rc<str>, Value)],
    ) -> VmResult<Value> {
        let index = id as usize;
        if index >= self.log.tools.len() {
            return self.call(tool, args, kwargs);
        }
        // A handle is this host's (the trait's contract): it names the tool.
        debug_assert_eq!(self.log.tools[index].name, tool);
        self.call_at(index, tool, args, kwargs)
    }

    fn check_after_call(&mut self) -> bool {
        let log = &mut self.log;
        if log.unchecked < UNCHECKED_TICKS {
            return false;
        }
        log.unchecked_since = 0;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::budget;

    /// The trace's shortcut for a long str gives what the general path
    /// gives (`summarise(to_json(v))`), for the same fuel, counting
    /// characters, not bytes.
    #[test]
    fn a_long_str_is_traced_as_summarise_would() {
        for text in ["é".repeat(300), "a".repeat(201), "ßx".repeat(150)] {
            let v = Value::str(&text);
            budget::take_work();
            let fast = traced(&v);
            let fast_fuel = budget::take_work();
            let slow = summarise(to_json(&v));
            let slow_fuel = budget::take_work();
            assert_eq!(fast, slow);
            assert_eq!(fast_fuel, slow_fuel);
            assert!(fast_fuel > 0);
        }
    }
}
