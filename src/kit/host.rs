//! The kit as the VM's host: host calls bind their arguments like Python
//! calls, run the tool, and are traced — step, tool, arguments by name,
//! result (summarised), duration, success, error — including a call that
//! fails, so a failed run still shows everything it did.

use crate::clock::Instant;
use std::borrow::Cow;
use std::rc::Rc;
use std::sync::Arc;

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use serde_json::Value as Json;

use super::context::{ToolContext, ToolLimits};
use super::sandbox::Root;
use super::tools;
use super::{Implementation, Kit, ToolSpec};
use crate::grade::Grade;
use crate::value::json::{charge_value, to_json};
use crate::value::{Exc, ExcKind, Value, VmResult};
use crate::vm::{CallAnswer, Host};

mod flight;

/// One traced host call. Its JSON is `{"step", "tool", "args": {param:
/// value, ...}, "result", "duration_ms", "success", "error"}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TraceEntry {
    pub step: usize,
    pub tool: String,
    pub args: TraceArgs,
    pub result: TraceValue,
    pub duration_ms: f64,
    /// When the call started and ended, in ms from the start of the run
    /// (calls made before a snapshot was restored show 0 and their
    /// duration: a snapshot keeps no clock).
    pub started_ms: f64,
    pub ended_ms: f64,
    pub success: bool,
    pub error: Option<String>,
    /// On the first command tool's call of a run: the OS sandbox it ran
    /// under (`"landlock"`, `"none"`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sandbox: Option<&'static str>,
    /// `"denied"` for a call the host refused to approve, `"discarded"`
    /// for a call made after a call that failed while both were in flight.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<&'static str>,
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
    /// The call the program is paused at, until the host answers it.
    held: Option<HeldCall>,
    /// The calls in flight (spec/concurrency.md).
    flight: flight::Flight,
}

/// A call the program paused at: what the host is asked to answer.
#[derive(Debug, Clone)]
pub struct HeldCall {
    /// The tool's index in the log's list of called tools.
    index: usize,
    pub tool: Rc<str>,
    /// The arguments as the program passed them.
    pub args: Vec<Value>,
    pub kwargs: Vec<(Rc<str>, Value)>,
    /// The arguments bound to the tool's parameters (defaults filled in):
    /// what the tool runs on and the trace shows.
    pub bound: Vec<Value>,
    pub reason: PauseReason,
    pub grade: Grade,
    since: Instant,
}

/// The host's answer to a paused call.
#[derive(Debug, Clone)]
pub enum Answer {
    /// The call's result.
    Value(Value),
    /// The call failed: raised in the program as the tool's failure
    /// (`ToolError`), and traced.
    Error(String),
    /// Run the kit's own implementation of the tool now.
    Approve,
    /// Refuse the call: a `ToolError` in the program, traced as denied;
    /// the tool never runs.
    Deny(String),
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
            held: None,
            flight: flight::Flight::default(),
        }
    }

    /// Pause at every call of a tool whose grade is not within `limit`,
    /// for the host to approve or deny (set before the first call).
    pub fn approve_above(&mut self, limit: Option<Grade>) {
        self.log.approve_above = limit;
    }

    /// The call the program is paused at, if any.
    pub fn held(&self) -> Option<&HeldCall> {
        self.held.as_ref()
    }

    /// Answer the call the program is paused at: the result (or error)
    /// that the VM then puts where the call's result goes, traced as the
    /// call. An answer that does not fit the call (approving an external
    /// tool, which has nothing to run) is refused as `Err` and the call
    /// stays held.
    pub fn answer(&mut self, answer: Answer) -> Result<VmResult<Value>, String> {
        let Some(held) = self.held.take() else {
            return Err("the program is not paused at a call".into());
        };
        if matches!(answer, Answer::Approve) && held.reason == PauseReason::External {
            let msg = format!(
                "`{}` is an external tool: it has no implementation to approve; answer it with a value or an error",
                held.tool
            );
            self.held = Some(held);
            return Err(msg);
        }
        let mut status = None;
        let result = match answer {
            Answer::Value(v) => Ok(v),
            Answer::Error(m) => Err(Exc::new(ExcKind::ToolError, m)),
            Answer::Deny(m) => {
                status = Some("denied");
                Err(Exc::new(
                    ExcKind::ToolError,
                    format!("the call of `{}` was denied: {m}", held.tool),
                ))
            }
            Answer::Approve => {
                let KitHost { ctx, log, .. } = self;
                let run = &log.tools[held.index].run;
                run_tool(run, ctx, &held.tool, &held.bound)
            }
        };
        let ticks = self.log.clock.ticks_since(held.since);
        let start = self.log.clock.ticks().wrapping_sub(ticks);
        self.log.record(
            held.index,
            (start, ticks),
            &held.bound,
            &result,
            &mut self.ctx,
        );
        if status.is_some() {
            if let Some(note) = self.log.notes.last_mut() {
                note.3 = status;
            }
        }
        Ok(result)
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
            records: std::mem::take(&mut log.records),
            wide: std::mem::take(&mut log.wide),
            jsons: std::mem::take(&mut log.jsons),
            notes: std::mem::take(&mut log.notes),
            starts: std::mem::take(&mut log.starts),
            before: std::mem::take(&mut log.before),
            ns_per_tick: log.clock.ns_per_tick(),
        })
    }

    /// The most calls that were in flight at once: 0 when no call was
    /// made, 1 when every call ran alone.
    pub fn max_in_flight(&self) -> usize {
        match self.log.records.calls {
            0 => 0,
            _ => self.log.peak_in_flight.max(1),
        }
    }

    /// The number of traced calls so far.
    pub fn trace_len(&self) -> usize {
        self.log.records.calls
    }
}

/// The trace as the host keeps it while the program runs: a small record a
/// call followed by its argument and result values, in one byte vector,
/// and the rare error and sandbox notes aside. [`TraceEntry`]s are made from it
/// only when the trace is read, so a call costs no allocation of its own
/// (the vectors grow by doubling) and little memory (for `noop(i)`: an
/// 8-byte record, the int argument in 9 bytes and the None result in 1,
/// 18 bytes in all: a million calls touch 18 MB, and each page touched
/// first is a page fault).
#[derive(Default)]
struct TraceLog {
    /// Tools called so far, looked up in the kit once each.
    tools: Vec<Called>,
    /// The index in `tools` of the last call's tool.
    last: usize,
    /// Each call's record, arguments and result.
    records: Records,
    /// The calls whose record does not fit `Call`, by step.
    wide: Vec<Wide>,
    /// The values of `records` that are not scalars, as JSON.
    jsons: Vec<Json>,
    /// The error and sandbox notes of the calls that have either, by step.
    notes: Vec<Note>,
    /// Each call's start, in clock ticks from the clock's origin.
    starts: Vec<u64>,
    /// A host restored from a snapshot: the start (ms from the run's
    /// start) of each call made before the snapshot, and the run's time
    /// at the snapshot, from which the calls made since count.
    before: Before,
    /// The most calls that were in flight at once.
    pub(crate) peak_in_flight: usize,
    clock: Clock,
    /// Ticks spent in traced calls since the VM last looked at its limits
    /// (`unchecked_since`), and the same after the last call, or
    /// `UNCHECKED_TICKS` after an untimed one (`unchecked`).
    unchecked_since: u64,
    unchecked: u64,
    /// Calls of tools whose grade is not within this pause for approval.
    approve_above: Option<Grade>,
}

/// Traced calls that took fewer ticks than this in all (a few to a few
/// tens of microseconds) need no look at the VM's limits after them.
const UNCHECKED_TICKS: u64 = 1 << 16;

/// A tool called in this run: its name, its parameter names (shared by its
/// trace entries), its spec's index in the kit and how it runs, all looked
/// up in the kit once, on its first call.
struct Called {
    name: Rc<str>,
    params: Arc<[String]>,
    spec: Option<usize>,
    /// A parameter of the spec has a declared type (checked at each call).
    typed: bool,
    /// The number of positional arguments of a call that needs no binding
    /// (every parameter given by position, none typed) and runs a Rust
    /// implementation directly; `usize::MAX` when no call does.
    direct: usize,
    /// The `Call` word of a direct call that succeeded, without its
    /// ticks, in the short form and the long one (`Call::encode`); 0 when
    /// the tool's index or `direct` do not fit that form.
    short: u64,
    head: u64,
    run: Run,
    /// Each call of it pauses the program for the host's answer.
    pause: Option<PauseReason>,
    /// Its calls may overlap others (the kit's word, and no pause).
    concurrent: bool,
    /// One of its calls took `SLOW_TICKS` or more, or it is a command or
    /// served tool: its calls go to a thread (`flight`).
    slow: bool,
}

/// Why a call pauses the program until the host answers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PauseReason {
    /// The tool is external: the host answers every call of it.
    External,
    /// The tool's grade is not within the run's `approve_above`: the host
    /// approves (runs the tool) or denies each call before it has any
    /// effect.
    Approval,
}

impl PauseReason {
    pub fn name(self) -> &'static str {
        match self {
            PauseReason::External => "external",
            PauseReason::Approval => "approval",
        }
    }
}

/// How a tool's call runs (resolved from the kit by name once).
#[derive(Clone)]
enum Run {
    /// The tool is not in the kit: every call is a ToolError.
    NotInKit,
    /// A Rust implementation.
    Rust(Implementation),
    /// A Rust implementation of a tool served by a kit file's MCP server,
    /// under this OS sandbox.
    Served(Implementation, &'static str),
    /// A kit file's command tool.
    Command(Arc<super::file::CommandTool>),
    /// A built-in tool, by its own name (an alias's target).
    Builtin(Box<str>),
    /// An external tool: the host answers its calls.
    External,
}

impl Called {
    fn new(tool: &str, kit: &Kit, index: usize, approve_above: Option<Grade>) -> Called {
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
        let typed = spec.is_some_and(|k| kit.tools()[k].params.iter().any(|p| p.ty.is_some()));
        let run = match (spec, kit.implementation(tool)) {
            (None, _) => Run::NotInKit,
            (Some(_), _) if kit.is_external(tool) => Run::External,
            (Some(_), Some(f)) => match kit.served_under(tool) {
                None => Run::Rust(f.clone()),
                Some(how) => Run::Served(f.clone(), how),
            },
            (Some(_), None) => match kit.commands.iter().find(|(n, _)| n == tool) {
                Some((_, c)) => Run::Command(c.clone()),
                None => Run::Builtin(kit.alias_target(tool).unwrap_or(tool).into()),
            },
        };
        let pause = match (&run, spec, approve_above) {
            (Run::External, _, _) => Some(PauseReason::External),
            (_, Some(k), Some(limit)) if !kit.tools()[k].grade.within(limit) => {
                Some(PauseReason::Approval)
            }
            _ => None,
        };
        let direct = match run {
            Run::Rust(_) if !typed && pause.is_none() => params.len(),
            _ => usize::MAX,
        };
        Called {
            name: tool.into(),
            params,
            spec,
            typed,
            direct,
            short: if index < 16 && direct < 16 {
                u64::from(SUCCESS | SHORT) | (direct as u64) << 8 | (index as u64) << 12
            } else {
                0
            },
            head: match (u16::try_from(index), u8::try_from(direct)) {
                (Ok(tool), Ok(nargs)) => {
                    u64::from(SUCCESS) | u64::from(nargs) << 8 | u64::from(tool) << 16
                }
                _ => 0,
            },
            // An external tool's calls overlap as the host's to answer
            // (several pending at once); a call that needs approval waits
            // for the calls before it and pauses alone. WebAssembly has no
            // threads: there only the host's calls overlap.
            concurrent: pause != Some(PauseReason::Approval)
                && kit.is_concurrent(tool)
                && match run {
                    Run::External => true,
                    Run::Rust(_) | Run::Served(..) | Run::Command(_) | Run::Builtin(_) => {
                        cfg!(not(target_arch = "wasm32"))
                    }
                    Run::NotInKit => false,
                },
            slow: matches!(run, Run::Served(..) | Run::Command(_) | Run::External),
            run,
            pause,
        }
    }
}

/// (step, error, sandbox) of a call that failed or ran a command tool.
/// (step, error, sandbox, status) of a call that failed, ran a command
/// tool, or was denied.
type Note = (
    usize,
    Option<Box<str>>,
    Option<&'static str>,
    Option<&'static str>,
);

/// A call's record, followed by its values (its arguments then its
/// result) in `Records`. A call whose duration, tool index or number of
/// arguments does not fit here (a call of over 2^32 ticks, a second or
/// more) is marked `WIDE` and has its figures in `wide`.
#[derive(Clone, Copy)]
struct Call {
    /// The call's duration in clock ticks.
    ticks: u32,
    tool: u16,
    nargs: u8,
    /// `SUCCESS`, `WIDE`.
    flags: u8,
}

const SUCCESS: u8 = 1;
const WIDE: u8 = 2;
/// Kept in 4 bytes (`Call::encode`).
const SHORT: u8 = 4;

/// The figures of a call marked `WIDE`.
#[derive(Clone, Copy)]
struct Wide {
    step: usize,
    ticks: u64,
    tool: usize,
    nargs: usize,
}

impl Call {
    /// The record as kept, little-endian, flags first: a call of fewer
    /// than 2^16 ticks, of one of the first 16 tools, with fewer than 16
    /// arguments, in 4 bytes (`SHORT`: the flags, the number of arguments
    /// and the tool in 4 bits each, the ticks in 16); any other in 8 (the
    /// flags, the number of arguments, the tool in 16 bits, the ticks in
    /// 32). The word and the bytes it takes.
    #[inline(always)]
    fn encode(self) -> (u64, usize) {
        if self.ticks < 1 << 16 && self.tool < 16 && self.nargs < 16 && self.flags & WIDE == 0 {
            let w = u64::from(self.flags | SHORT)
                | u64::from(self.nargs) << 8
                | u64::from(self.tool) << 12
                | u64::from(self.ticks) << 16;
            return (w, 4);
        }
        let w = u64::from(self.flags)
            | u64::from(self.nargs) << 8
            | u64::from(self.tool) << 16
            | u64::from(self.ticks) << 32;
        (w, 8)
    }

    /// The record at the reader's place.
    fn decode(r: &mut RecordReader<'_>) -> Call {
        let flags = r.bytes.get(r.at).copied().unwrap_or(0);
        if flags & SHORT != 0 {
            let w = r.read(4);
            Call {
                ticks: (w >> 16) as u32,
                tool: ((w >> 12) & 15) as u16,
                nargs: ((w >> 8) & 15) as u8,
                flags: flags & !SHORT,
            }
        } else {
            let w = r.read(8);
            Call {
                ticks: (w >> 32) as u32,
                tool: (w >> 16) as u16,
                nargs: (w >> 8) as u8,
                flags,
            }
        }
    }

    /// The record of a call; `wide` takes the figures that do not fit.
    #[inline(always)]
    fn new(
        step: usize,
        ticks: u64,
        tool: usize,
        nargs: usize,
        ok: bool,
        wide: &mut Vec<Wide>,
    ) -> Call {
        let success = if ok { SUCCESS } else { 0 };
        match (
            u32::try_from(ticks),
            u16::try_from(tool),
            u8::try_from(nargs),
        ) {
            (Ok(ticks), Ok(tool), Ok(nargs)) => Call {
                ticks,
                tool,
                nargs,
                flags: success,
            },
            _ => {
                wide.push(Wide {
                    step,
                    ticks,
                    tool,
                    nargs,
                });
                Call {
                    ticks: 0,
                    tool: 0,
                    nargs: 0,
                    flags: success | WIDE,
                }
            }
        }
    }
}

/// Every traced call in one byte vector: its `Call` word (4 or 8 bytes),
/// the kind byte of each argument and of the result, then the payload of
/// each of those with one (`Slot::size`: an int that fits 32 bits in 4
/// bytes, any other int, a float or a JSON index in 8): None, True and
/// False are their kind alone. Little-endian, unaligned, no padding; one
/// reservation a call. `noop(i)` takes 10 bytes.
#[derive(Clone, Default)]
struct Records {
    bytes: Vec<u8>,
    /// The number of calls recorded.
    calls: usize,
}

impl Records {
    /// Append a call: its `Call` word of `call_len` bytes (4 or 8), then
    /// its arguments' and its result's slots (None for a call that failed).
    #[inline(always)]
    fn push(
        &mut self,
        (call, call_len): (u64, usize),
        args: &[Value],
        result: Option<&Value>,
        jsons: &mut Vec<Json>,
    ) {
        // The result is converted first, as before its arguments (should a
        // limit cut the conversions short, the result keeps its JSON).
        let result = match result {
            Some(v) => Slot::of(v, jsons),
            None => Slot::NULL,
        };
        let n = args.len() + 1;
        let room = n.saturating_mul(9).saturating_add(8);
        self.bytes.reserve(room);
        let len = self.bytes.len();
        // SAFETY: `reserve(room)` made room for `room` bytes past `len`:
        // the word is written as 8 bytes (`call_len <= 8` of them kept),
        // the kinds take `n`, and each of the `n` payloads is written as 8
        // bytes at most `8 + n + 8 * (values before it)`: all end by
        // `8 + 9 * n`. Bytes written past what a word or payload keeps are
        // overwritten by the next or left past the length, which is set
        // past what was kept, all of it initialised. Measured (`benches/
        // unsafe-cost trace-records`, with `tsc`): safe writes and the
        // monotonic clock cost 10^6 traced calls 1.60× the instructions.
        unsafe {
            let base = self.bytes.as_mut_ptr().add(len);
            base.cast::<[u8; 8]>().write_unaligned(call.to_le_bytes());
            let kinds = base.add(call_len);
            let mut at = kinds.add(n);
            for (i, v) in args.iter().enumerate() {
                let slot = Slot::of(v, jsons);
                kinds.add(i).write(slot.kind as u8);
                at.cast::<[u8; 8]>()
                    .write_unaligned(slot.bits.to_le_bytes());
                at = at.add(slot.size());
            }
            kinds.add(n - 1).write(result.kind as u8);
            at.cast::<[u8; 8]>()
                .write_unaligned(result.bits.to_le_bytes());
            at = at.add(result.size());
            self.bytes.set_len(len + at.offset_from(base) as usize);
        }
        self.calls += 1;
    }
}

/// The records of `Records` read front to back.
struct RecordReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl RecordReader<'_> {
    /// The next `len` bytes (at most 8), little-endian.
    fn read(&mut self, len: usize) -> u64 {
        let mut b = [0u8; 8];
        if let Some(s) = self.bytes.get(self.at..self.at + len) {
            b[..len].copy_from_slice(s);
        }
        self.at += len;
        u64::from_le_bytes(b)
    }

    /// The `n` slots of a call (its arguments then its result).
    fn slots(&mut self, n: usize) -> Vec<Slot> {
        let kinds = self.at;
        self.at += n;
        (kinds..kinds + n)
            .map(|k| {
                let kind = SlotKind::of(self.bytes.get(k).copied().unwrap_or(0));
                let bits = self.read(Slot { kind, bits: 0 }.size());
                Slot { kind, bits }
            })
            .collect()
    }
}

/// A traced value as kept: scalars as they are, anything else converted
/// and summarised when the call is made (a container may change later)
/// and kept aside, in `jsons`. Plain data: recording one is two stores.
#[derive(Clone, Copy)]
struct Slot {
    kind: SlotKind,
    /// The int, the float's bits, or the index in `jsons` (0 for the
    /// kinds without a payload).
    bits: u64,
}

/// The kinds with a payload come last (`>= Int`).
#[derive(Clone, Copy, PartialEq, PartialOrd)]
#[repr(u8)]
enum SlotKind {
    Null,
    False,
    True,
    Int,
    Float,
    Json,
    /// An int that fits 32 bits (4 bytes of payload).
    Int32,
}

impl SlotKind {
    fn of(byte: u8) -> SlotKind {
        match byte {
            1 => SlotKind::False,
            2 => SlotKind::True,
            3 => SlotKind::Int,
            4 => SlotKind::Float,
            5 => SlotKind::Json,
            6 => SlotKind::Int32,
            _ => SlotKind::Null,
        }
    }
}

impl Slot {
    const NULL: Slot = Slot {
        kind: SlotKind::Null,
        bits: 0,
    };

    /// The bytes its payload takes in `Records`.
    #[inline(always)]
    fn size(&self) -> usize {
        match self.kind {
            SlotKind::Null | SlotKind::False | SlotKind::True => 0,
            SlotKind::Int32 => 4,
            SlotKind::Int | SlotKind::Float | SlotKind::Json => 8,
        }
    }

    /// Scalars are written where the call is recorded; anything else is
    /// converted out of line.
    #[inline(always)]
    fn of(v: &Value, jsons: &mut Vec<Json>) -> Slot {
        let (kind, bits) = match v {
            Value::None => (SlotKind::Null, 0),
            Value::Bool(false) => (SlotKind::False, 0),
            Value::Bool(true) => (SlotKind::True, 0),
            Value::Int(i) => match i32::try_from(*i) {
                Ok(small) => (SlotKind::Int32, u64::from(small as u32)),
                Err(_) => (SlotKind::Int, *i as u64),
            },
            Value::Float(f) => (SlotKind::Float, f.to_bits()),
            other => return Slot::json(other, jsons),
        };
        Slot { kind, bits }
    }

    #[inline(never)]
    fn json(v: &Value, jsons: &mut Vec<Json>) -> Slot {
        jsons.push(traced(v));
        Slot {
            kind: SlotKind::Json,
            bits: (jsons.len() - 1) as u64,
        }
    }

    fn value(&self, jsons: &[Json]) -> TraceValue {
        match self.kind {
            SlotKind::Null => TraceValue::Null,
            SlotKind::False => TraceValue::Bool(false),
            SlotKind::True => TraceValue::Bool(true),
            SlotKind::Int => TraceValue::Int(self.bits as i64),
            SlotKind::Int32 => TraceValue::Int(i64::from(self.bits as u32 as i32)),
            SlotKind::Float => TraceValue::Float(f64::from_bits(self.bits)),
            SlotKind::Json => TraceValue::Json(
                usize::try_from(self.bits)
                    .ok()
                    .and_then(|i| jsons.get(i))
                    .cloned()
                    .unwrap_or(Json::Null),
            ),
        }
    }
}

impl TraceLog {
    /// The index of `tool` in `tools`, looked up in `kit` on its first call.
    #[inline]
    fn tool(&mut self, tool: &str, kit: &Kit) -> usize {
        let approve_above = self.approve_above;
        if self.tools.get(self.last).is_some_and(|t| &*t.name == tool) {
            return self.last;
        }
        let i = match self.tools.iter().position(|t| &*t.name == tool) {
            Some(i) => i,
            None => {
                self.tools
                    .push(Called::new(tool, kit, self.tools.len(), approve_above));
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
            .map(|t| (t.name.to_string(), t.params.clone()))
            .collect()
    }

    /// A copy of the trace so far.
    fn compact(&self) -> Compact {
        Compact {
            tools: self.tool_names(),
            records: self.records.clone(),
            wide: self.wide.clone(),
            jsons: self.jsons.clone(),
            notes: self.notes.clone(),
            starts: self.starts.clone(),
            before: self.before.clone(),
            ns_per_tick: self.clock.ns_per_tick(),
        }
    }
}

/// A finished trace as the host kept it: what [`TraceEntry`]s are made of.
#[derive(Clone, Default)]
struct Compact {
    /// (name, parameter names) of each tool, as `Call::tool` indexes them.
    tools: Vec<(String, Arc<[String]>)>,
    records: Records,
    wide: Vec<Wide>,
    jsons: Vec<Json>,
    notes: Vec<Note>,
    starts: Vec<u64>,
    before: Before,
    ns_per_tick: f64,
}

/// The calls' start times a snapshot carried (`TraceLog::before`).
#[derive(Clone, Default)]
struct Before {
    started_ms: Vec<f64>,
    at_ms: f64,
}

impl Before {
    /// The start of call `step` in ms from the run's start, its clock
    /// ticks read at `ns_per_tick`.
    fn started_ms(&self, step: usize, ticks: u64, ns_per_tick: f64) -> f64 {
        match self.started_ms.get(step) {
            Some(ms) => *ms,
            None => self.at_ms + ticks as f64 * ns_per_tick / 1e6,
        }
    }
}

impl Compact {
    /// The entries, in order, made one at a time.
    fn entries(&self) -> impl Iterator<Item = TraceEntry> + '_ {
        let mut notes = self.notes.iter().peekable();
        let mut wide = self.wide.iter().peekable();
        let mut records = RecordReader {
            bytes: &self.records.bytes,
            at: 0,
        };
        (0..self.records.calls).map(move |step| {
            let c = Call::decode(&mut records);
            let w = wide.next_if(|w| c.flags & WIDE != 0 && w.step == step);
            let (ticks, tool, nargs) = match w {
                Some(w) => (w.ticks, w.tool, w.nargs),
                None => (
                    u64::from(c.ticks),
                    usize::from(c.tool),
                    usize::from(c.nargs),
                ),
            };
            let (tool, names) = self
                .tools
                .get(tool)
                .map_or(("?", None), |(t, n)| (t.as_str(), Some(n)));
            let slots = records.slots(nargs + 1);
            let mut values = slots.iter().map(|v| v.value(&self.jsons));
            let args: Vec<TraceValue> = values.by_ref().take(nargs).collect();
            let result = values.next().unwrap_or(TraceValue::Null);
            let (error, sandbox, status) = match notes.peek() {
                Some((s, e, sb, st)) if *s == step => {
                    notes.next();
                    (e.as_deref().map(str::to_string), *sb, *st)
                }
                _ => (None, None, None),
            };
            let ms = |ticks: u64| ticks as f64 * self.ns_per_tick / 1e6;
            let started_ms = self.before.started_ms(
                step,
                self.starts.get(step).copied().unwrap_or(0),
                self.ns_per_tick,
            );
            let duration_ms = ms(ticks);
            TraceEntry {
                step,
                tool: tool.to_string(),
                args: TraceArgs {
                    names: names.filter(|_| nargs > 0).cloned(),
                    values: args,
                },
                result,
                duration_ms,
                started_ms,
                ended_ms: started_ms + duration_ms,
                success: c.flags & SUCCESS != 0,
                error,
                sandbox,
                status,
            }
        })
    }
}

/// Every tool call of a run, in order: a report's `trace`. It keeps the
/// host's compact records (for `noop(i)`, 18 bytes a call) and makes the
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
            None => self.compact.records.calls,
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
/// rate). Elsewhere, and under Miri (no RDTSC there), the monotonic
/// clock in nanoseconds.
#[derive(Clone, Copy)]
struct Clock {
    t0: Instant,
    #[cfg(all(target_arch = "x86_64", not(miri)))]
    c0: u64,
}

impl Default for Clock {
    fn default() -> Clock {
        Clock {
            t0: Instant::now(),
            #[cfg(all(target_arch = "x86_64", not(miri)))]
            c0: tsc(),
        }
    }
}

#[cfg(all(target_arch = "x86_64", not(miri)))]
#[inline(always)]
fn tsc() -> u64 {
    // SAFETY: RDTSC is part of x86-64 and has no preconditions.
    unsafe { core::arch::x86_64::_rdtsc() }
}

impl Clock {
    /// The ticks `ticks` counts from: the host's making.
    #[inline(always)]
    fn origin(&self) -> u64 {
        #[cfg(all(target_arch = "x86_64", not(miri)))]
        return self.c0;
        #[cfg(not(all(target_arch = "x86_64", not(miri))))]
        return 0;
    }

    #[inline(always)]
    fn ticks(&self) -> u64 {
        #[cfg(all(target_arch = "x86_64", not(miri)))]
        return tsc();
        #[cfg(not(all(target_arch = "x86_64", not(miri))))]
        return self.t0.elapsed().as_nanos() as u64;
    }

    /// The ticks since `since`, a moment on the monotonic clock (a paused
    /// call's duration, from its pause to its answer).
    fn ticks_since(&self, since: Instant) -> u64 {
        let ns = since.elapsed().as_nanos() as f64;
        match self.ns_per_tick() {
            per if per > 0.0 => (ns / per) as u64,
            _ => ns as u64,
        }
    }

    fn ns_per_tick(&self) -> f64 {
        #[cfg(all(target_arch = "x86_64", not(miri)))]
        {
            let ns = self.t0.elapsed().as_nanos() as f64;
            let ticks = tsc().wrapping_sub(self.c0);
            if ticks == 0 {
                return 0.0;
            }
            ns / ticks as f64
        }
        #[cfg(not(all(target_arch = "x86_64", not(miri))))]
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
    /// (inlined into each way in: no second call layer). The common call,
    /// a Rust tool given every parameter by position, none typed, runs on
    /// the arguments as they are and is recorded here; any other goes
    /// through `call_bound`.
    #[inline(always)]
    fn call_at(
        &mut self,
        index: usize,
        tool: &str,
        args: &[Value],
        kwargs: &[(Rc<str>, Value)],
    ) -> VmResult<Value> {
        if self.flies(index) {
            if let Some(pending) = self.fly(index, tool, args, kwargs) {
                return Ok(pending);
            }
            if !self.land_before_alone() {
                return Err(self.discard(index, args));
            }
        }
        let called = &self.log.tools[index];
        if args.len() != called.direct || !kwargs.is_empty() {
            return self.call_bound(index, tool, args, kwargs);
        }
        let Run::Rust(f) = &called.run else {
            return self.call_bound(index, tool, args, kwargs);
        };
        if !self.tracing {
            let result = (f.0)(args);
            self.log.unchecked = UNCHECKED_TICKS;
            return result;
        }
        let start = self.log.clock.ticks();
        let result = (f.0)(args);
        let ticks = self.log.clock.ticks().wrapping_sub(start);
        self.log
            .record(index, (start, ticks), args, &result, &mut self.ctx);
        result
    }

    /// A call that binds its arguments first (keywords, defaults, declared
    /// types), or runs anything but a Rust tool directly.
    #[inline(never)]
    fn call_bound(
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
            ..
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
            Ok(values) => match called.pause {
                Some(reason) => {
                    let spec = spec.map_or(Grade::HIGHEST, |s| s.grade);
                    self.held = Some(HeldCall {
                        index,
                        tool: called.name.clone(),
                        args: args.to_vec(),
                        kwargs: kwargs.to_vec(),
                        bound: values.to_vec(),
                        reason,
                        grade: spec,
                        since: Instant::now(),
                    });
                    return Err(Exc::pause());
                }
                None => run_tool(&called.run, ctx, tool, values),
            },
        };
        match start {
            None => log.unchecked = UNCHECKED_TICKS,
            Some(start) => {
                let ticks = log.clock.ticks().wrapping_sub(start);
                let values: &[Value] = match &bound {
                    Ok(values) => values,
                    Err(_) => &[],
                };
                log.record(index, (start, ticks), values, &result, ctx);
            }
        }
        result
    }
}

/// Run a tool on its bound arguments.
fn run_tool(run: &Run, ctx: &mut ToolContext, tool: &str, values: &[Value]) -> VmResult<Value> {
    match run {
        Run::NotInKit => Err(Exc::new(
            ExcKind::ToolError,
            format!("tool `{tool}` is not in this run's kit"),
        )),
        Run::Rust(f) => (f.0)(values),
        Run::Served(f, how) => {
            super::oslayer::served_call(ctx, tool, how).and_then(|()| (f.0)(values))
        }
        Run::Command(c) => super::file::run_command_tool(ctx, tool, c, values),
        Run::Builtin(name) => tools::call(ctx, name, values),
        Run::External => Err(Exc::new(
            ExcKind::ToolError,
            format!("`{tool}` is an external tool: the host answers its calls"),
        )),
    }
}

impl TraceLog {
    /// Record a traced call of the tool at `index`: its bound arguments,
    /// its result, its duration; and count its ticks towards the next look
    /// at the VM's limits.
    #[inline(always)]
    fn record(
        &mut self,
        index: usize,
        (start, ticks): (u64, u64),
        args: &[Value],
        result: &VmResult<Value>,
        ctx: &mut ToolContext,
    ) {
        self.starts.push(start.wrapping_sub(self.clock.origin()));
        self.unchecked = self.unchecked_since.saturating_add(ticks);
        self.unchecked_since = self.unchecked;
        if ticks >= flight::SLOW_TICKS {
            self.tools[index].slow = true;
        }
        let step = self.records.calls;
        let ok = result.is_ok();
        let call = Call::new(step, ticks, index, args.len(), ok, &mut self.wide);
        self.records
            .push(call.encode(), args, result.as_ref().ok(), &mut self.jsons);
        if !ok || ctx.sandbox_note.is_some() {
            self.note(result, ctx);
        }
    }

    /// `record` of a direct call that succeeded, its `Call` word made from
    /// the tool's `short` or `head` when that and the ticks fit.
    #[inline(always)]
    fn record_ok(
        &mut self,
        index: usize,
        (short, head): (u64, u64),
        (start, ticks): (u64, u64),
        args: &[Value],
        result: &Value,
        ctx: &mut ToolContext,
    ) {
        self.starts.push(start.wrapping_sub(self.clock.origin()));
        self.unchecked = self.unchecked_since.saturating_add(ticks);
        self.unchecked_since = self.unchecked;
        if ticks >= flight::SLOW_TICKS {
            self.tools[index].slow = true;
        }
        let call = if ticks < 1 << 16 && short != 0 {
            (short | ticks << 16, 4)
        } else if ticks < 1 << 32 && head != 0 {
            (head | ticks << 32, 8)
        } else {
            let step = self.records.calls;
            Call::new(step, ticks, index, args.len(), true, &mut self.wide).encode()
        };
        self.records.push(call, args, Some(result), &mut self.jsons);
        if ctx.sandbox_note.is_some() {
            self.note(&Ok(Value::None), ctx);
        }
    }

    /// The error and sandbox notes of the call just recorded.
    #[cold]
    #[inline(never)]
    fn note(&mut self, result: &VmResult<Value>, ctx: &mut ToolContext) {
        let step = self.records.calls - 1;
        let error = result
            .as_ref()
            .err()
            .map(|e| format!("{}: {}", e.kind.name(), e.msg).into_boxed_str());
        let sandbox = ctx.sandbox_note.take();
        self.notes.push((step, error, sandbox, None));
    }

    /// Whether the VM should look at its limits now: the traced calls since
    /// it last did took `UNCHECKED_TICKS` or more, or a call was untimed.
    #[inline(always)]
    fn check_now(&mut self) -> bool {
        if self.unchecked < UNCHECKED_TICKS {
            return false;
        }
        self.unchecked_since = 0;
        true
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
        debug_assert_eq!(&*self.log.tools[index].name, tool);
        self.call_at(index, tool, args, kwargs)
    }

    fn call_resolved_then_check(
        &mut self,
        id: u32,
        tool: &str,
        args: &[Value],
        kwargs: &[(Rc<str>, Value)],
    ) -> (VmResult<Value>, bool) {
        let index = id as usize;
        let result = if index >= self.log.tools.len() {
            self.call(tool, args, kwargs)
        } else {
            debug_assert_eq!(&*self.log.tools[index].name, tool);
            self.call_at(index, tool, args, kwargs)
        };
        (result, self.log.check_now())
    }

    fn check_after_call(&mut self) -> bool {
        self.log.check_now()
    }

    fn set_max_in_flight(&mut self, n: usize) {
        self.flight.max = n.max(1);
    }

    fn concurrent(&mut self, id: u32) -> bool {
        self.flight.max > 1
            && self
                .log
                .tools
                .get(id as usize)
                .is_some_and(|t| t.concurrent)
    }

    fn in_flight(&self) -> usize {
        self.flight.len()
    }

    fn settle(&mut self) -> Option<Vec<(VmResult<Value>, u64)>> {
        self.land()
    }

    fn joins(&mut self, id: u32, args: &[Value], kwargs: &[(Rc<str>, Value)]) -> bool {
        KitHost::joins(self, id as usize, args, kwargs)
    }

    fn refuse_flying(&mut self, why: &str) {
        KitHost::refuse_flying(self, why);
    }

    fn first_waiting(&self) -> Option<u32> {
        self.waiting().first().map(|(t, _)| *t)
    }

    /// The held call fails with why it could not wait, traced as failed.
    fn refuse_pause(&mut self, why: &str) -> Exc {
        let Some(held) = self.held.take() else {
            return Exc::new(ExcKind::ToolError, why.to_string());
        };
        let what = match held.reason {
            PauseReason::External => {
                format!("`{}` is an external tool, answered by the host", held.tool)
            }
            PauseReason::Approval => format!(
                "`{}` (grade w{}/d{}) needs the host's approval",
                held.tool, held.grade.w, held.grade.d
            ),
        };
        let e = Exc::new(ExcKind::ToolError, format!("{what}: {why}"));
        let result = Err(e.clone());
        let now = self.log.clock.ticks();
        self.log
            .record(held.index, (now, 0), &held.bound, &result, &mut self.ctx);
        e
    }

    /// Every handle: a call without keywords of a Rust tool given all its
    /// parameters, none typed, runs here directly; any other binds first.
    fn positional(&mut self, id: u32) -> bool {
        (id as usize) < self.log.tools.len()
    }

    fn call_positional(&mut self, id: u32, args: &[Value], out: &mut Value) -> CallAnswer {
        let index = id as usize;
        let Some(called) = self.log.tools.get(index) else {
            return CallAnswer::failed(Exc::new(
                ExcKind::RuntimeError,
                "a host call through a handle this host never gave",
            ));
        };
        if args.len() != called.direct || self.flies(index) {
            return self.positional_other(index, args, out);
        }
        let Run::Rust(f) = &called.run else {
            return self.positional_other(index, args, out);
        };
        if !self.tracing {
            let result = (f.0)(args);
            self.log.unchecked = UNCHECKED_TICKS;
            return match result {
                Ok(v) => {
                    *out = v;
                    CallAnswer {
                        check: self.log.check_now(),
                        error: None,
                    }
                }
                Err(e) => CallAnswer::failed(e),
            };
        }
        let head = (called.short, called.head);
        let start = self.log.clock.ticks();
        let result = (f.0)(args);
        let ticks = self.log.clock.ticks().wrapping_sub(start);
        match result {
            Ok(v) => {
                self.log
                    .record_ok(index, head, (start, ticks), args, &v, &mut self.ctx);
                // `out` holds None (the trait's contract): its drop is a
                // tag test, and a caller that breaks the contract loses
                // nothing.
                *out = v;
                CallAnswer {
                    check: self.log.check_now(),
                    error: None,
                }
            }
            Err(e) => {
                let result = Err(e);
                self.log
                    .record(index, (start, ticks), args, &result, &mut self.ctx);
                CallAnswer {
                    check: false,
                    error: result.err().map(Box::new),
                }
            }
        }
    }
}

impl KitHost {
    /// A positional call that does not run directly: one that binds, or
    /// of anything but a Rust tool.
    #[inline(never)]
    fn positional_other(&mut self, index: usize, args: &[Value], out: &mut Value) -> CallAnswer {
        let tool = self.log.tools[index].name.clone();
        match self.call_at(index, &tool, args, &[]) {
            Ok(v) => {
                // A pending value: the VM must see it (`Host::in_flight`).
                let check = matches!(v, Value::Pending(_)) || self.log.check_now();
                *out = v;
                CallAnswer { check, error: None }
            }
            Err(e) => CallAnswer::failed(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::budget;

    /// Each traced call's entry shows its own arguments and result, whatever
    /// the calls before it bound (a call's values follow the previous
    /// call's in the log: no offset is kept): defaults, keywords, a call
    /// whose binding failed, a tool that failed, one not in the kit, calls
    /// through a handle.
    #[test]
    fn each_traced_call_shows_its_own_arguments_and_result() {
        use crate::grade::Grade;
        let kit = Kit::empty()
            .with_tool("none", &[], "int", "", Grade::PURE, |_| Ok(Value::Int(7)))
            .with_tool("pair", &["a", "b='z'"], "str", "", Grade::PURE, |a| {
                Ok(a[1].clone())
            })
            .with_tool("fail", &["x"], "None", "", Grade::PURE, |_| {
                Err(Exc::new(ExcKind::ToolError, "no"))
            });
        let root = Root::new(std::path::Path::new(".")).expect("root");
        let mut host = KitHost::new(kit, root, ToolLimits::default());
        let kw = |k: &str, v: Value| (Rc::from(k), v);
        let results = [
            host.call("pair", &[Value::Int(1)], &[]),
            host.call("none", &[], &[]),
            host.call("fail", &[Value::Int(2)], &[]),
            host.call("pair", &[], &[]),
            host.call("pair", &[Value::Int(3)], &[kw("b", Value::Float(0.5))]),
            host.call("nope", &[Value::Int(1)], &[]),
            host.call("pair", &[Value::str("p"), Value::Bool(true)], &[]),
        ];
        let id = host.resolve("fail").expect("a handle");
        let (failed, check) = host.call_resolved_then_check(id, "fail", &[Value::None], &[]);
        assert!(failed.is_err() && check == host.check_after_call());
        let ok: Vec<bool> = results.iter().map(Result::is_ok).collect();
        assert_eq!(ok, [true, true, false, false, true, false, true]);
        let mut json = serde_json::to_value(host.trace_snapshot()).expect("json");
        for entry in json.as_array_mut().expect("entries") {
            assert!(entry["duration_ms"].as_f64().is_some_and(|d| d >= 0.0));
            assert!(entry["started_ms"].as_f64() <= entry["ended_ms"].as_f64());
            entry["duration_ms"] = Json::Null;
            let e = entry.as_object_mut().expect("an entry");
            e.remove("started_ms");
            e.remove("ended_ms");
        }
        let missing = "TypeError: pair() missing 1 required positional argument: 'a'";
        let expected = serde_json::json!([
            {"step": 0, "tool": "pair", "args": {"a": 1, "b": "z"}, "result": "z",
             "duration_ms": null, "success": true, "error": null},
            {"step": 1, "tool": "none", "args": {}, "result": 7,
             "duration_ms": null, "success": true, "error": null},
            {"step": 2, "tool": "fail", "args": {"x": 2}, "result": null,
             "duration_ms": null, "success": false, "error": "ToolError: no"},
            {"step": 3, "tool": "pair", "args": {}, "result": null,
             "duration_ms": null, "success": false, "error": missing},
            {"step": 4, "tool": "pair", "args": {"a": 3, "b": 0.5}, "result": 0.5,
             "duration_ms": null, "success": true, "error": null},
            {"step": 5, "tool": "nope", "args": {}, "result": null, "duration_ms": null,
             "success": false, "error": "ToolError: tool `nope` is not in this run's kit"},
            {"step": 6, "tool": "pair", "args": {"a": "p", "b": true}, "result": true,
             "duration_ms": null, "success": true, "error": null},
            {"step": 7, "tool": "fail", "args": {"x": null}, "result": null,
             "duration_ms": null, "success": false, "error": "ToolError: no"},
        ]);
        assert_eq!(json, expected);
        assert_eq!(host.trace().len(), 8);
        assert_eq!(host.trace()[4].args.get("b"), Some(serde_json::json!(0.5)));
    }

    /// A call through `call_positional` (the VM's way in for a call
    /// without keywords) answers and is traced exactly as the same call by
    /// name: a Rust tool run directly, one that binds (defaults), one that
    /// fails, a binding error, a tool not in the kit; traced and untraced.
    #[test]
    fn positional_calls_answer_and_trace_as_calls_by_name() {
        use crate::grade::Grade;
        let kit = Kit::empty()
            .with_tool("one", &["x"], "int", "", Grade::PURE, |a| Ok(a[0].clone()))
            .with_tool("pair", &["a", "b='z'"], "str", "", Grade::PURE, |a| {
                Ok(a[1].clone())
            })
            .with_tool("fail", &["x"], "None", "", Grade::PURE, |_| {
                Err(Exc::new(ExcKind::ToolError, "no"))
            })
            // Long enough for a record of the 8-byte form.
            .with_tool("slow", &["x"], "int", "", Grade::PURE, |a| {
                std::thread::sleep(std::time::Duration::from_millis(1));
                Ok(a[0].clone())
            });
        let calls: Vec<(&str, Vec<Value>)> = vec![
            ("slow", vec![Value::Int(1 << 40)]),
            ("one", vec![Value::Int(5)]),
            ("one", vec![Value::str("s")]),
            ("pair", vec![Value::Int(1)]),
            ("fail", vec![Value::Int(2)]),
            ("one", vec![Value::Float(0.5)]),
            ("one", vec![]),
            ("nope", vec![Value::None]),
            ("pair", vec![Value::Bool(true), Value::None]),
            ("one", vec![Value::list(vec![Value::Int(3)])]),
        ];
        for tracing in [true, false] {
            let host = || {
                let root = Root::new(std::path::Path::new(".")).expect("root");
                let mut host = KitHost::new(kit.clone(), root, ToolLimits::default());
                host.tracing = tracing;
                host
            };
            let (mut by_name, mut by_handle) = (host(), host());
            for (tool, args) in &calls {
                let expected = by_name.call(tool, args, &[]);
                let id = by_handle.resolve(tool).expect("a handle");
                assert!(by_handle.positional(id));
                let mut out = Value::None;
                let answer = by_handle.call_positional(id, args, &mut out);
                match (expected, answer.error) {
                    (Ok(v), None) => assert_eq!(format!("{v:?}"), format!("{out:?}")),
                    (Err(e), Some(got)) => {
                        assert_eq!((e.kind, e.msg), (got.kind, got.msg.clone()));
                        assert!(!answer.check);
                    }
                    (e, got) => panic!("{tool}: {e:?} against {got:?}"),
                }
            }
            let blank = |h: &KitHost| {
                let mut json = serde_json::to_value(h.trace_snapshot()).expect("json");
                for entry in json.as_array_mut().expect("entries") {
                    entry["duration_ms"] = Json::Null;
                    entry["started_ms"] = Json::Null;
                    entry["ended_ms"] = Json::Null;
                }
                json
            };
            assert_eq!(blank(&by_name), blank(&by_handle));
            assert_eq!(by_handle.trace_len(), if tracing { calls.len() } else { 0 });
        }
    }

    /// Each record form reads back as written: calls of short and long
    /// durations (4- and 8-byte records), of the first tools and of a tool
    /// past the sixteenth, with few and many arguments, and ints on either
    /// side of the 32-bit payload's bounds.
    #[test]
    fn records_of_every_form_read_back_as_written() {
        use crate::grade::Grade;
        let names: Vec<String> = (0..20).map(|i| format!("t{i}")).collect();
        let params: Vec<String> = (0..20).map(|i| format!("p{i}")).collect();
        let params: Vec<&str> = params.iter().map(String::as_str).collect();
        let mut kit = Kit::empty();
        for (i, name) in names.iter().enumerate() {
            kit = kit.with_tool(name, &params[..i], "int", "", Grade::PURE, |a| {
                Ok(a.last().cloned().unwrap_or(Value::None))
            });
        }
        let root = Root::new(std::path::Path::new(".")).expect("root");
        let mut host = KitHost::new(kit, root, ToolLimits::default());
        let ints = [
            0,
            -1,
            i64::from(i32::MAX),
            i64::from(i32::MAX) + 1,
            i64::from(i32::MIN),
            i64::from(i32::MIN) - 1,
            i64::MAX,
            i64::MIN,
        ];
        // Each tool's place in the log is its number (past 16 for the last).
        for (i, name) in names.iter().enumerate() {
            assert_eq!(host.resolve(name), Some(i as u32));
        }
        let mut expected = Vec::new();
        let mut ctx = ToolContext::new(
            Root::new(std::path::Path::new(".")).expect("root"),
            ToolLimits::default(),
        );
        for (k, &x) in ints.iter().enumerate() {
            for tool in [1usize, 2, 15, 16, 17, 19] {
                let args: Vec<Value> = (0..tool)
                    .map(|j| Value::Int(x.wrapping_sub(j as i64 % 2)))
                    .collect();
                let index = host.resolve(&names[tool]).expect("a handle") as usize;
                let ticks = [5u64, (1 << 16) - 1, 1 << 16, (1 << 32) - 1, 1 << 32][k % 5];
                let result = Ok(args[tool - 1].clone());
                let start = host.log.clock.origin();
                host.log
                    .record(index, (start, ticks), &args, &result, &mut ctx);
                let last = x.wrapping_sub((tool as i64 - 1) % 2);
                expected.push((names[tool].clone(), ticks, args, last));
            }
        }
        let mut compact = host.log.compact();
        compact.ns_per_tick = 1.0;
        let entries: Vec<TraceEntry> = compact.entries().collect();
        assert_eq!(entries.len(), expected.len());
        for (e, (tool, ticks, args, result)) in entries.iter().zip(&expected) {
            assert_eq!(&e.tool, tool);
            assert_eq!(e.duration_ms, *ticks as f64 / 1e6);
            let got: Vec<Json> = e.args.iter().map(|(_, v)| v).collect();
            let want: Vec<Json> = args.iter().map(to_json).collect();
            assert_eq!(got, want);
            assert_eq!(e.result, TraceValue::Int(*result));
            assert!(e.success);
        }
    }

    /// A call whose figures do not fit the 8-byte record (a duration of
    /// 2^32 ticks or more, more than 255 arguments) is traced with them
    /// whole, and the calls after it keep theirs.
    #[test]
    fn a_long_call_and_a_call_of_many_arguments_keep_their_figures() {
        use crate::grade::Grade;
        let names: Vec<String> = (0..300).map(|i| format!("p{i}")).collect();
        let params: Vec<&str> = names.iter().map(String::as_str).collect();
        let kit = Kit::empty()
            .with_tool("many", &params, "int", "", Grade::PURE, |a| {
                Ok(Value::Int(a.len() as i64))
            })
            .with_tool("one", &["x"], "int", "", Grade::PURE, |a| Ok(a[0].clone()));
        let root = Root::new(std::path::Path::new(".")).expect("root");
        let mut host = KitHost::new(kit, root, ToolLimits::default());
        // The long call marks `one` slow: no VM here to settle a call in flight.
        host.set_max_in_flight(1);
        let args: Vec<Value> = (0..300).map(Value::Int).collect();
        assert!(host.call("many", &args, &[]).is_ok());
        assert!(host.call("one", &[Value::Int(5)], &[]).is_ok());
        let one = host.resolve("one").expect("a handle") as usize;
        let mut ctx = ToolContext::new(
            Root::new(std::path::Path::new(".")).expect("root"),
            ToolLimits::default(),
        );
        let long = 3u64 << 40;
        let start = host.log.clock.origin();
        host.log.record(
            one,
            (start, long),
            &[Value::Int(6)],
            &Ok(Value::Int(6)),
            &mut ctx,
        );
        assert!(host.call("one", &[Value::Int(7)], &[]).is_ok());
        let mut compact = host.log.compact();
        compact.ns_per_tick = 1.0;
        let entries: Vec<TraceEntry> = compact.entries().collect();
        assert_eq!(entries.len(), 4);
        assert_eq!(entries[0].args.len(), 300);
        assert_eq!(entries[0].args.get("p299"), Some(serde_json::json!(299)));
        assert_eq!(entries[0].result, TraceValue::Int(300));
        let ones: Vec<(Option<Json>, TraceValue)> = entries[1..]
            .iter()
            .map(|e| (e.args.get("x"), e.result.clone()))
            .collect();
        let int = |i: i64| (Some(serde_json::json!(i)), TraceValue::Int(i));
        assert_eq!(ones, [int(5), int(6), int(7)]);
        assert_eq!(entries[2].duration_ms, long as f64 / 1e6);
        assert!(entries
            .iter()
            .all(|e| e.success && e.tool != "many" || e.step == 0));
    }

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

/// A paused host as a snapshot keeps it: the trace so far (its records as
/// they are, the tools they index by name), the files touched, the call
/// held, and the root the file tools are confined to. Values are roots
/// of the snapshot's value table.
#[derive(serde::Serialize, serde::Deserialize)]
pub(crate) struct SavedHost {
    root: String,
    tools: Vec<String>,
    records: Vec<u8>,
    calls: u64,
    /// (step, ticks, tool, nargs) of each wide call.
    wide: Vec<(u64, u64, u64, u64)>,
    /// The trace's JSON values, as JSON text.
    jsons: Vec<String>,
    notes: Vec<SavedNote>,
    approve_above: Option<(u8, u8)>,
    files_read: Vec<String>,
    files_modified: Vec<String>,
    sandbox_used: Option<String>,
    held: Option<SavedHeld>,
    /// The calls in flight of a program that waits for external calls.
    flight: Option<flight::SavedFlight>,
    /// Each call's start, and the time of the snapshot, in ms from the
    /// run's start.
    started_ms: Vec<f64>,
    at_ms: f64,
}

/// A trace note: (step, error, sandbox, status).
type SavedNote = (u64, Option<String>, Option<String>, Option<String>);

#[derive(serde::Serialize, serde::Deserialize)]
pub(crate) struct SavedHeld {
    index: u32,
    args: Vec<u32>,
    kwargs: Vec<(String, u32)>,
    bound: Vec<u32>,
    external: bool,
    grade: (u8, u8),
}

impl HeldCall {
    /// The call as a snapshot keeps it; its values go into `values`.
    fn save(
        &self,
        values: &mut crate::snapshot::ValueWriter,
    ) -> Result<SavedHeld, crate::snapshot::SnapshotError> {
        let mut all = |vs: &[Value]| -> Result<Vec<u32>, crate::snapshot::SnapshotError> {
            vs.iter().map(|v| values.add(v)).collect()
        };
        let args = all(&self.args)?;
        let bound = all(&self.bound)?;
        let mut kwargs = Vec::new();
        for (k, v) in &self.kwargs {
            kwargs.push((k.to_string(), values.add(v)?));
        }
        Ok(SavedHeld {
            index: self.index as u32,
            args,
            kwargs,
            bound,
            external: self.reason == PauseReason::External,
            grade: (self.grade.w, self.grade.d),
        })
    }

    /// The call from a snapshot's part, its tool named by `log`.
    fn load(
        h: SavedHeld,
        log: &TraceLog,
        value: &dyn Fn(u32) -> Result<Value, String>,
    ) -> Result<HeldCall, String> {
        let index = h.index as usize;
        let Some(called) = log.tools.get(index) else {
            return Err("the held call names no tool".into());
        };
        let all = |roots: &[u32]| {
            roots
                .iter()
                .map(|&r| value(r))
                .collect::<Result<Vec<_>, _>>()
        };
        let mut kwargs = Vec::new();
        for (k, r) in &h.kwargs {
            kwargs.push((Rc::from(k.as_str()), value(*r)?));
        }
        Ok(HeldCall {
            index,
            tool: called.name.clone(),
            args: all(&h.args)?,
            kwargs,
            bound: all(&h.bound)?,
            reason: if h.external {
                PauseReason::External
            } else {
                PauseReason::Approval
            },
            grade: Grade::new(h.grade.0, h.grade.1),
            since: Instant::now(),
        })
    }
}

/// The names a trace note may hold (`&'static str` in the host), read
/// back from a snapshot.
fn known_note(s: Option<String>) -> Option<&'static str> {
    const KNOWN: [&str; 5] = [
        "landlock",
        "landlock-partial",
        "none",
        "denied",
        "discarded",
    ];
    let s = s?;
    Some(KNOWN.iter().copied().find(|k| *k == s).unwrap_or("none"))
}

impl KitHost {
    /// The host's part of a snapshot; its values go into `values`.
    pub(crate) fn save(
        &self,
        values: &mut crate::snapshot::ValueWriter,
    ) -> Result<SavedHost, crate::snapshot::SnapshotError> {
        let log = &self.log;
        let held = self.held.as_ref().map(|h| h.save(values)).transpose()?;
        let flight = self.flight.save(values)?;
        let per = log.clock.ns_per_tick();
        let started_ms = (0..log.records.calls)
            .map(|step| {
                let ticks = log.starts.get(step).copied().unwrap_or(0);
                log.before.started_ms(step, ticks, per)
            })
            .collect();
        let now = log.clock.ticks().wrapping_sub(log.clock.origin());
        let at_ms = log.before.started_ms(usize::MAX, now, per);
        Ok(SavedHost {
            root: self.ctx.root.dir().to_string_lossy().into_owned(),
            tools: log.tools.iter().map(|t| t.name.to_string()).collect(),
            records: log.records.bytes.clone(),
            calls: log.records.calls as u64,
            wide: log
                .wide
                .iter()
                .map(|w| (w.step as u64, w.ticks, w.tool as u64, w.nargs as u64))
                .collect(),
            jsons: log.jsons.iter().map(|j| j.to_string()).collect(),
            notes: log
                .notes
                .iter()
                .map(|(s, e, sb, st)| {
                    (
                        *s as u64,
                        e.as_deref().map(str::to_string),
                        sb.map(str::to_string),
                        st.map(str::to_string),
                    )
                })
                .collect(),
            approve_above: log.approve_above.map(|g| (g.w, g.d)),
            files_read: self.ctx.files_read.clone(),
            files_modified: self.ctx.files_modified.clone(),
            sandbox_used: self.ctx.sandbox_used.map(str::to_string),
            held,
            flight,
            started_ms,
            at_ms,
        })
    }

    /// A host from a snapshot's part, over `kit` (which gives the tools
    /// their implementations again), confined to `root` or else to the
    /// snapshot's own. `value` reads a root of the snapshot's value table.
    pub(crate) fn load(
        kit: Kit,
        saved: SavedHost,
        root: Option<Root>,
        value: &dyn Fn(u32) -> Result<Value, String>,
    ) -> Result<KitHost, String> {
        let root = match root {
            Some(root) => root,
            None => Root::new(std::path::Path::new(&saved.root))
                .map_err(|e| format!("the snapshot's root {}: {e}", saved.root))?,
        };
        let mut host = KitHost::new(kit, root, ToolLimits::default());
        host.approve_above(saved.approve_above.map(|(w, d)| Grade::new(w, d)));
        for name in &saved.tools {
            host.log.tool(name, &host.kit);
        }
        host.log.records = Records {
            bytes: saved.records,
            calls: usize::try_from(saved.calls).map_err(|e| e.to_string())?,
        };
        host.log.wide = saved
            .wide
            .into_iter()
            .map(|(step, ticks, tool, nargs)| Wide {
                step: step as usize,
                ticks,
                tool: tool as usize,
                nargs: nargs as usize,
            })
            .collect();
        host.log.jsons = saved
            .jsons
            .iter()
            .map(|j| serde_json::from_str(j).map_err(|e| format!("a traced value: {e}")))
            .collect::<Result<_, _>>()?;
        host.log.notes = saved
            .notes
            .into_iter()
            .map(|(s, e, sb, st)| {
                (
                    s as usize,
                    e.map(String::into_boxed_str),
                    known_note(sb),
                    known_note(st),
                )
            })
            .collect();
        // The calls made before keep their starts; those made from now on
        // count from the snapshot's time.
        host.log.starts = vec![0; host.log.records.calls];
        host.log.before = Before {
            started_ms: saved.started_ms,
            at_ms: saved.at_ms,
        };
        host.ctx.files_read = saved.files_read;
        host.ctx.files_modified = saved.files_modified;
        host.ctx.sandbox_used = known_note(saved.sandbox_used);
        if let Some(h) = saved.held {
            host.held = Some(HeldCall::load(h, &host.log, value)?);
        }
        if let Some(f) = saved.flight {
            let flight = flight::Flight::load(f, &host.log, value)?;
            host.flight = flight;
        }
        Ok(host)
    }
}
