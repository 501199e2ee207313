//! The virtual machine: one dispatch loop over a unit's instructions, with
//! registers in one growing file (each frame a window of it) and bounded
//! `for` iterators in a second. No name lookups at run time: variables are
//! registers, builtins and tools were resolved by the compiler, and method
//! names are resolved to each type's method table when a module is loaded.

mod host;
mod runahead;
mod saved;

pub(crate) use saved::SavedMachine;

pub use host::{CallAnswer, Host, NoTools, Output};

use std::rc::Rc;

use crate::bytecode::{
    CallTarget, CodeUnit, Const, Conversion, Instr, Module, Reg, UnaryOp, UnitKind, NO_KW,
};
use crate::value::budget as meter;
use crate::value::builtins;
use crate::value::interp::{Interp, Kwargs};
use crate::value::methods::{self, MethodIds};
use crate::value::ops;
use crate::value::{
    self, binary, compare, contains, is, truthy, BinOpKind, Closure, CmpKind, Dict, Exc, ExcKind,
    HKey, PyStr, Set, Value, VmResult,
};

/// What a run may use. Each limit, when hit, stops the program with
/// `LimitExceeded` naming it; the output and trace so far are kept.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Instructions the program may execute.
    pub fuel: u64,
    /// Bytes the program may hold (read through `memory_probe`).
    pub memory: usize,
    /// Bytes the program may print.
    pub output: usize,
    /// Wall-clock time the program may run.
    pub time: std::time::Duration,
    /// Live bytes of the process, when a counting allocator is installed
    /// (`lackpy::alloc`); without one only the single-result cap applies.
    pub memory_probe: Option<fn() -> usize>,
    /// Asked with time and memory: when it answers true the host wants
    /// the run stopped (an embedding program's Ctrl-C), and the program
    /// ends with `LimitExceeded` ("interrupted").
    pub interrupt: Option<fn() -> bool>,
    /// The most tool calls in flight at once (spec/concurrency.md): 1
    /// runs every call alone; the meaning of a run is the same either way.
    pub max_in_flight: usize,
}

/// The default of [`Limits::max_in_flight`].
pub const DEFAULT_MAX_IN_FLIGHT: usize = 16;
/// The most [`Limits::max_in_flight`] may be.
pub const MAX_IN_FLIGHT: usize = 1024;

/// The defaults answer quickly: a runaway program (a loop over a huge
/// range, a walk of a structure that shares its parts) comes back within
/// seconds, while real programs fit with a wide margin — the benchmark
/// programs use under 5,000,000 fuel and a third of a second, the
/// conformance cases far less (README, "Limits").
impl Default for Limits {
    fn default() -> Limits {
        Limits {
            fuel: 1_000_000_000,
            memory: 256 * 1024 * 1024,
            output: 16 * 1024 * 1024,
            time: std::time::Duration::from_secs(8),
            memory_probe: None,
            interrupt: None,
            max_in_flight: DEFAULT_MAX_IN_FLIGHT,
        }
    }
}

/// A user's changes to the default [`Limits`]: each limit given replaces
/// the default, each one left out keeps it. Every front (`lackpy-vm`,
/// `lackpy delegate`/`doc`, the MCP server, an embedding program) builds
/// its limits this one way.
///
/// ```
/// use lackpy::vm::{LimitOverrides, Limits};
/// let limits = LimitOverrides { fuel: Some(1000), ..Default::default() }.limits(None);
/// assert_eq!(limits.fuel, 1000);
/// assert_eq!(limits.output, Limits::default().output);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct LimitOverrides {
    /// Instructions the program may execute.
    pub fuel: Option<u64>,
    /// Bytes the program may hold.
    pub memory: Option<usize>,
    /// Bytes the program may print.
    pub output: Option<usize>,
    /// Seconds the program may run; a negative or non-finite number keeps
    /// the default.
    pub timeout_secs: Option<f64>,
    /// The most tool calls in flight at once (kept within 1..=1024).
    pub max_in_flight: Option<usize>,
}

impl LimitOverrides {
    /// The limits: the defaults with these overrides, memory read through
    /// `memory_probe`.
    pub fn limits(self, memory_probe: Option<fn() -> usize>) -> Limits {
        let d = Limits::default();
        Limits {
            fuel: self.fuel.unwrap_or(d.fuel),
            memory: self.memory.unwrap_or(d.memory),
            output: self.output.unwrap_or(d.output),
            time: self
                .timeout_secs
                .filter(|t| t.is_finite() && *t >= 0.0)
                .map_or(d.time, std::time::Duration::from_secs_f64),
            memory_probe,
            interrupt: None,
            max_in_flight: self
                .max_in_flight
                .map_or(d.max_in_flight, |n| n.clamp(1, MAX_IN_FLIGHT)),
        }
    }
}

/// Time and memory are checked every this many instructions (and native
/// work every `value::budget::CHUNK` units of it).
const CHECK_EVERY: u64 = 256;

/// A run-time error with where it happened.
#[derive(Debug, Clone, PartialEq)]
pub struct RunError {
    pub exc: Exc,
    /// (line, column), 1-based, of the innermost failing instruction.
    pub loc: Option<(u32, u32)>,
}

/// An iterator of a bounded `for`: over a snapshot, or a range.
#[derive(Debug, Clone, Default)]
pub(crate) enum IterState {
    #[default]
    Done,
    Range {
        next: i64,
        left: i64,
        step: i64,
    },
    Items {
        items: Rc<Vec<Value>>,
        pos: usize,
    },
    /// `zip`/`enumerate` in a `for`: the snapshot of each argument, and
    /// the next index when it is an `enumerate`.
    Zip {
        cols: Rc<Vec<Vec<Value>>>,
        len: usize,
        pos: usize,
        index: Option<Value>,
    },
}

pub struct Vm<'m> {
    m: &'m Module,
    host: &'m mut dyn Host,
    /// Everything else: what a paused program keeps between steps.
    pub st: Machine,
}

/// The machine's own state, apart from the module it runs and the host it
/// calls: all that a program paused at a host call keeps until it is
/// resumed (`Vm::park`, `Vm::unpark`), and all that a snapshot saves.
pub struct Machine {
    consts: Vec<Value>,
    names: Vec<Rc<str>>,
    /// For each name, its method in each type's table, resolved once here
    /// so that a call indexes a table instead of matching a name.
    method_ids: Vec<MethodIds>,
    /// For each name, the method the fast path knows (`FAST_*`), or 0.
    method_fast: Vec<u8>,
    /// For each host-call entry, the host's handle for its tool
    /// (`Host::resolve`, asked on the entry's first call).
    host_ids: Vec<HostId>,
    pub(crate) regs: Vec<Value>,
    pub(crate) iters: Vec<IterState>,
    /// First free register and iterator slot above the running frame.
    top: usize,
    itop: usize,
    pub out: Output,
    pub executed: u64,
    /// The next value of `executed` at which fuel and the other limits are
    /// looked at: one comparison an instruction on the hot path.
    next_check: u64,
    pub(crate) limits: Limits,
    err_loc: Option<(u32, u32)>,
    /// Nested unit runs (comprehensions within key lambdas within ...).
    depth: usize,
    deadline: crate::clock::Instant,
    pub(crate) memory_base: usize,
    /// Wall time already spent by earlier runs of the same session (a
    /// document's earlier cells, or the steps of a paused program before
    /// this one): the time limit covers them all, and not the time spent
    /// waiting for a host's answer.
    pub elapsed_before: std::time::Duration,
    /// The run's meter, kept until the machine is dropped or parked, so
    /// that what is made of the result after the run (its repr, its JSON)
    /// stays under the run's limits.
    budget: Option<value::MemoryBudget>,
    /// Why the module cannot run, when `bytecode::validate` rejected it
    /// (a module built through the public API or decoded by other means
    /// than `bytecode::decode`). Checked in `run_unit`, the one way into
    /// `exec`: the register accesses there rely on the module being valid.
    invalid: Option<Rc<str>>,
    /// The frames of a program paused at a host call, innermost first:
    /// each unit's place, so that `Vm::resume` re-enters them in order.
    pub(crate) frames: Vec<Frame>,
    /// Calls are in flight (`runahead`): every instruction is looked at
    /// (`next_check` is kept at `executed`), and `due` holds the next
    /// look at the limits.
    flight: bool,
    due: u64,
    /// The calls in flight, in the order they were made.
    issued: Vec<runahead::Issued>,
    /// Key lambdas running (inside a builtin, which cannot hold a pending
    /// value): their calls are waited for at once.
    alone: u32,
    /// A program paused while it waited for the calls in flight: what it
    /// does once they have landed (`Vm::resume_flight`).
    pub(crate) then: Option<runahead::Then>,
    /// `print`'s builtin id: printing waits for the calls in flight.
    print_id: Option<u16>,
}

/// One unit of a paused program: the unit, its frame, and the
/// instruction that paused it (a host call, or the `CallUnit` of the
/// unit inside it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Frame {
    pub unit: u32,
    pub base: u32,
    pub ibase: u32,
    pub pc: u32,
    /// The caller's first free register and iterator slot.
    pub saved_top: u32,
    pub saved_itop: u32,
}

/// How a run or a step of it ended: the program's value, or a pause at a
/// host call the host answers later (`Host` said so by failing the call
/// with `Exc::pause`).
#[derive(Debug)]
pub enum Stop {
    Done(Value),
    Paused,
}

/// A host-call entry's handle from the host (`Vm::host_ids`).
#[derive(Clone, Copy)]
pub(crate) enum HostId {
    Unresolved,
    /// The host has no handle for it: calls go by name.
    None,
    Id(u32),
    /// A handle whose calls without keywords go through
    /// `Host::call_positional`.
    Positional(u32),
}

/// Methods the fast path knows by name (`Vm::method_fast`).
const FAST_APPEND: u8 = 1;
const FAST_GET: u8 = 2;

/// `a op b` on two small ints or floats (or an int and a float), exactly as
/// `value::binary` computes it; None for everything else (other types,
/// overflow, division by zero), which the full path handles.
#[inline(always)]
fn num_fast(op: BinOpKind, a: &Value, b: &Value) -> Option<Num> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => int_fast(op, *x, *y).map(Num::Int),
        (Value::Float(x), Value::Float(y)) => float_fast(op, *x, *y),
        (Value::Float(x), Value::Int(y)) => float_fast(op, *x, *y as f64),
        (Value::Int(x), Value::Float(y)) => float_fast(op, *x as f64, *y),
        _ => None,
    }
}

/// `x op y` on two ints, as `value::binary` computes it; None where the
/// full path is needed (overflow, a divisor that is not positive, `/`).
#[inline(always)]
fn int_fast(op: BinOpKind, x: i64, y: i64) -> Option<i64> {
    // With `y > 0` neither `/` nor `%` can overflow, and Python's floor
    // division and modulo differ from Rust's truncating ones only when the
    // remainder is negative (written out: `num_integer`'s versions handle
    // every sign and are not inlined).
    match op {
        BinOpKind::Add => x.checked_add(y),
        BinOpKind::Sub => x.checked_sub(y),
        BinOpKind::Mul => x.checked_mul(y),
        BinOpKind::FloorDiv if y > 0 => Some(x / y - i64::from(x % y < 0)),
        BinOpKind::Mod if y > 0 => {
            let r = x % y;
            Some(if r < 0 { r + y } else { r })
        }
        _ => None,
    }
}

/// `a op imm` for `BinaryInt` when `a` is an int or a float; None for
/// everything else, which the full path handles.
#[inline(always)]
fn num_fast_imm(op: BinOpKind, a: &Value, imm: i32) -> Option<Num> {
    match a {
        Value::Int(x) => int_fast(op, *x, imm as i64).map(Num::Int),
        Value::Float(x) => float_fast(op, *x, imm as f64),
        _ => None,
    }
}

/// A fast-path arithmetic result, kept apart from `Value` so that it is
/// written into its register in place (`Vm::set_int`, `Vm::set_float`).
enum Num {
    Int(i64),
    Float(f64),
}

#[inline(always)]
fn float_fast(op: BinOpKind, x: f64, y: f64) -> Option<Num> {
    Some(Num::Float(match op {
        BinOpKind::Add => x + y,
        BinOpKind::Sub => x - y,
        BinOpKind::Mul => x * y,
        BinOpKind::Div if y != 0.0 => x / y,
        _ => return None,
    }))
}

/// A comparison of two small ints or two floats; None for anything else.
#[inline(always)]
fn cmp_fast(op: CmpKind, a: &Value, b: &Value) -> Option<bool> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Some(cmp_nums(op, *x, *y)),
        (Value::Float(x), Value::Float(y)) => Some(cmp_nums(op, *x, *y)),
        _ => None,
    }
}

/// `x op y` for two ints, or two floats (a NaN compares as Python's does:
/// unequal to everything, ordered with nothing).
#[inline(always)]
fn cmp_nums<T: PartialOrd>(op: CmpKind, x: T, y: T) -> bool {
    match op {
        CmpKind::Eq => x == y,
        CmpKind::Ne => x != y,
        CmpKind::Lt => x < y,
        CmpKind::Le => x <= y,
        CmpKind::Gt => x > y,
        CmpKind::Ge => x >= y,
    }
}

/// Most items a dict is sized for before its comprehension's loop runs:
/// below the size up to which containers grow without a memory check
/// (`budget::check_growth`), so that sizing one ahead never holds more than
/// growing it would be allowed to, even when the filter keeps nothing.
const PRESIZE_MAX: usize = 4096;

/// How many items a comprehension over `src` may add at most (its length
/// when it has one that is cheap to read), capped at `PRESIZE_MAX`.
fn presize(src: &Value) -> usize {
    let n = match src {
        Value::Range(r) => usize::try_from(r.len()).unwrap_or(usize::MAX),
        Value::List(l) => l.try_borrow().map_or(0, |l| l.len()),
        Value::Tuple(t) => t.len(),
        Value::Dict(d) => d.try_borrow().map_or(0, |d| d.len()),
        _ => 0,
    };
    n.min(PRESIZE_MAX)
}

const _: () = assert!(std::mem::size_of::<Value>() == std::mem::size_of::<u128>());

/// Far above what a program's nesting produces; a guard for damaged bytecode.
const MAX_CALL_DEPTH: usize = 400;

impl Machine {
    /// A machine for `m` that has not started: the module's constants,
    /// names and method tables made ready.
    pub fn new(m: &Module, limits: Limits) -> Machine {
        let consts = m.consts.iter().map(const_value).collect();
        let names = m.names.iter().map(|n| Rc::from(n.as_str())).collect();
        let method_ids: Vec<MethodIds> = m.names.iter().map(|n| methods::resolve(n)).collect();
        let method_fast = method_ids
            .iter()
            .map(|ids| {
                if methods::is_list_append(ids) {
                    FAST_APPEND
                } else if methods::is_dict_get(ids) {
                    FAST_GET
                } else {
                    0
                }
            })
            .collect();
        Machine {
            consts,
            names,
            method_ids,
            method_fast,
            host_ids: vec![HostId::Unresolved; m.host_calls.len()],
            regs: Vec::new(),
            iters: Vec::new(),
            top: 0,
            itop: 0,
            out: Output::default(),
            executed: 0,
            next_check: 0,
            limits,
            err_loc: None,
            depth: 0,
            deadline: crate::clock::Instant::now() + limits.time,
            memory_base: 0,
            elapsed_before: std::time::Duration::ZERO,
            budget: None,
            invalid: crate::bytecode::validate(m)
                .err()
                .map(|e| Rc::from(e.message.as_str())),
            frames: Vec::new(),
            flight: false,
            due: 0,
            issued: Vec::new(),
            alone: 0,
            then: None,
            print_id: builtins::builtin_id("print"),
        }
    }

    /// Run `f` (the host's work between two steps: an approved tool, the
    /// trace of an answer) under the run's meter as a step runs: its
    /// native work is fuel, its time run time. Gives the limit it
    /// tripped, if any.
    pub(crate) fn metered<R>(&mut self, f: impl FnOnce() -> R) -> (R, Option<Exc>) {
        let began = crate::clock::Instant::now();
        let deadline = began + self.limits.time.saturating_sub(self.elapsed_before);
        let guard = value::MemoryBudget::enter_metered_at(
            self.limits.memory,
            self.limits.memory_probe,
            value::MeterLimits {
                fuel: self.limits.fuel,
                deadline: Some(deadline),
                time: self.limits.time,
            },
            self.memory_base,
        );
        meter::sync(self.executed);
        let r = f();
        self.executed = self.executed.saturating_add(meter::take_work());
        let tripped = meter::tripped();
        drop(guard);
        self.elapsed_before += began.elapsed();
        (r, tripped)
    }

    /// Whether the program is paused at a host call.
    pub fn is_paused(&self) -> bool {
        !self.frames.is_empty()
    }

    /// Where the call in flight with `ticket` (its pending value's number)
    /// was made.
    pub(crate) fn issued_at(&self, ticket: u32) -> Option<(u32, u32)> {
        self.issued.get(ticket as usize).map(runahead::Issued::loc)
    }
}

impl<'m> Vm<'m> {
    pub fn new(m: &'m Module, host: &'m mut dyn Host, limits: Limits) -> Vm<'m> {
        Vm {
            m,
            host,
            st: Machine::new(m, limits),
        }
    }

    /// A machine parked by `park` (or restored from a snapshot), back on
    /// its module and a host.
    pub fn unpark(m: &'m Module, host: &'m mut dyn Host, st: Machine) -> Vm<'m> {
        Vm { m, host, st }
    }

    /// The machine's state, to keep while the program waits for a host's
    /// answer: the run's meter is left (another program may run on this
    /// thread meanwhile) and entered again by `resume`.
    pub fn park(mut self) -> Machine {
        self.st.budget = None;
        self.st
    }

    /// Run the module with its parameters (in the order of
    /// `Module::globals`) to its end. A host call that pauses
    /// (`Exc::pause`) cannot be answered on this path: the host's
    /// `refuse_pause` error is raised at the call.
    pub fn run(&mut self, params: Vec<Value>) -> Result<Value, RunError> {
        let mut stop = self.start(params)?;
        loop {
            match stop {
                Stop::Done(v) => return Ok(v),
                Stop::Paused if self.waits_for_flight() => {
                    self.host.refuse_flying(
                        "this run cannot wait for the host's answer; \
                         run the program with Program::start (lackpy_rs.start) to answer it",
                    );
                    stop = self.resume_flight()?;
                }
                Stop::Paused => {
                    let e = self.host.refuse_pause(
                        "this run cannot wait for the host's answer; \
                         run the program with Program::start (lackpy_rs.start) to answer it",
                    );
                    stop = self.resume(Err(e))?;
                }
            }
        }
    }

    /// Start the module with its parameters: it runs until it ends, fails,
    /// or pauses at a host call (`Stop::Paused`), which `resume` answers.
    pub fn start(&mut self, params: Vec<Value>) -> Result<Stop, RunError> {
        let main = &self.m.units[0];
        self.st.regs = vec![Value::Undef; main.nregs as usize];
        for (i, v) in params.into_iter().take(self.m.nparams as usize).enumerate() {
            self.st.regs[i] = v;
        }
        for r in self.st.regs.iter_mut().skip(self.m.globals.len()) {
            *r = Value::None;
        }
        self.st.iters = vec![IterState::Done; main.niters as usize];
        self.st.top = main.nregs as usize;
        self.st.itop = main.niters as usize;
        self.st.frames.clear();
        self.st.memory_base = self.st.limits.memory_probe.map_or(0, |p| p());
        let began = self.begin_step();
        let result = self.run_unit(0, 0, 0);
        let result = self.land(result);
        self.end_step(began, result)
    }

    /// Answer the host call the program paused at: its value goes where
    /// the call's result goes, its error is raised there (as the call's
    /// failure). The program then runs on until it ends, fails, or pauses
    /// again.
    pub fn resume(&mut self, answer: VmResult<Value>) -> Result<Stop, RunError> {
        if let Some(why) = &self.st.invalid {
            return Err(RunError {
                exc: Exc::new(ExcKind::RuntimeError, why.to_string()),
                loc: None,
            });
        }
        if self.st.frames.is_empty() {
            return Err(RunError {
                exc: Exc::new(ExcKind::RuntimeError, "the program is not paused"),
                loc: None,
            });
        }
        let began = self.begin_step();
        let mut frames = std::mem::take(&mut self.st.frames);
        let result = self.resume_frames(&mut frames, answer.map(Some));
        let result = self.land(result);
        self.end_step(began, result)
    }

    /// Go on after a pause for the calls in flight (`Stop::Paused` with
    /// `waits_for_flight`), once the host has answered them: the
    /// instruction that waited runs again, or the value or error the
    /// program was carrying out is given back where it was going.
    pub fn resume_flight(&mut self) -> Result<Stop, RunError> {
        let Some(then) = self.st.then.take() else {
            return Err(RunError {
                exc: Exc::new(
                    ExcKind::RuntimeError,
                    "the program is not waiting for calls in flight",
                ),
                loc: None,
            });
        };
        let began = self.begin_step();
        let mut frames = std::mem::take(&mut self.st.frames);
        let incoming = match then {
            runahead::Then::Rerun => Ok(None),
            runahead::Then::Give(r, at) => {
                self.st.err_loc = at;
                r.map(Some)
            }
        };
        let result = if frames.is_empty() {
            incoming.map(|v| v.unwrap_or(Value::None))
        } else {
            self.resume_frames(&mut frames, incoming)
        };
        let result = self.land(result);
        self.end_step(began, result)
    }

    /// Whether the program is paused waiting for calls in flight (rather
    /// than at a host call of its own).
    pub fn waits_for_flight(&self) -> bool {
        self.st.then.is_some()
    }

    /// The limits' clocks and meter for one step of the run (a start or a
    /// resume): the deadline is what is left of the time limit after the
    /// earlier steps, so time spent waiting for the host does not count.
    fn begin_step(&mut self) -> crate::clock::Instant {
        let now = crate::clock::Instant::now();
        self.st.err_loc = None;
        self.st.deadline = now + self.st.limits.time.saturating_sub(self.st.elapsed_before);
        self.st.out.max = self.st.limits.output;
        self.st.next_check = self.next_check_after(self.st.executed);
        if self.st.flight {
            // Calls still in flight from the last step: look at every
            // instruction again.
            self.st.due = self.st.next_check;
            self.st.next_check = self.st.executed;
        }
        // The previous step's meter goes first, so the thread's budget is
        // restored before this one saves it.
        self.st.budget = None;
        self.st.budget = Some(value::MemoryBudget::enter_metered_at(
            self.st.limits.memory,
            self.st.limits.memory_probe,
            value::MeterLimits {
                fuel: self.st.limits.fuel,
                deadline: Some(self.st.deadline),
                time: self.st.limits.time,
            },
            self.st.memory_base,
        ));
        meter::sync(self.st.executed);
        self.host.set_max_in_flight(self.st.limits.max_in_flight);
        now
    }

    fn end_step(
        &mut self,
        began: crate::clock::Instant,
        result: VmResult<Value>,
    ) -> Result<Stop, RunError> {
        // Native work done since the last look counts as fuel spent; a
        // limit that stopped an operation which could not report it (an
        // `==` deep in a dict lookup) stops the program here at the latest.
        self.st.executed = self.st.executed.saturating_add(meter::take_work());
        self.st.elapsed_before += began.elapsed();
        let result = match (result, meter::tripped()) {
            (Ok(_), Some(e)) => Err(e),
            // A limit hit while external calls are in flight stops the
            // program once they are answered (a run of one call at a time
            // made them before it got this far); a call of its own that
            // paused is not made at all.
            (Err(e), Some(limit)) if e.kind == ExcKind::Pause && self.st.then.is_some() => {
                if !matches!(self.st.then, Some(runahead::Then::Give(Err(_), _))) {
                    self.st.then = Some(runahead::Then::Give(Err(limit), self.st.err_loc));
                }
                Err(e)
            }
            (Err(e), Some(limit)) if e.kind == ExcKind::Pause => Err(limit),
            (r, _) => r,
        };
        match result {
            Ok(v) => Ok(Stop::Done(v)),
            Err(e) if e.kind == ExcKind::Pause => Ok(Stop::Paused),
            Err(exc) => {
                self.st.frames.clear();
                Err(RunError {
                    exc,
                    loc: self.st.err_loc,
                })
            }
        }
    }

    /// A step's end with calls still in flight (the program ended, or
    /// failed before looking at them): wait for them; the first that
    /// failed is the step's error.
    fn land(&mut self, result: VmResult<Value>) -> VmResult<Value> {
        if !self.st.flight {
            return result;
        }
        if matches!(&result, Err(e) if e.kind == ExcKind::Pause) {
            return result;
        }
        let mut v = match result {
            Ok(v) => v,
            Err(e) => {
                return match self.settle() {
                    Err(first) if first.kind == ExcKind::Pause => {
                        let at = self.st.err_loc;
                        self.st.then = Some(runahead::Then::Give(Err(e), at));
                        Err(first)
                    }
                    Err(first) => Err(first),
                    Ok(()) => Err(e),
                }
            }
        };
        match self.settle_with(&mut v) {
            Err(first) if first.kind == ExcKind::Pause => {
                self.st.then = Some(runahead::Then::Give(Ok(v), None));
                Err(first)
            }
            Err(first) => Err(first),
            Ok(()) => Ok(v),
        }
    }

    /// Where the program is paused: the (line, column) of the host call
    /// it waits at.
    pub fn paused_at(&self) -> Option<(u32, u32)> {
        let f = self.st.frames.first()?;
        self.m
            .units
            .get(f.unit as usize)?
            .locs
            .get(f.pc as usize)
            .copied()
    }

    /// The program's variables after a run (`Module::globals` order); one
    /// never assigned is `Value::Undef`. A document's kernel carries them
    /// to the next cell.
    pub fn globals(&self) -> &[Value] {
        let n = self.m.globals.len().min(self.st.regs.len());
        &self.st.regs[..n]
    }

    /// Run unit `u` in the frame at `base`/`ibase` (arguments already in place).
    fn run_unit(&mut self, u: usize, base: usize, ibase: usize) -> VmResult<Value> {
        if let Some(why) = &self.st.invalid {
            return Err(Exc::new(ExcKind::RuntimeError, why.to_string()));
        }
        if self.st.depth >= MAX_CALL_DEPTH {
            return Err(Exc::new(
                ExcKind::RuntimeError,
                "maximum nesting depth exceeded",
            ));
        }
        self.st.depth += 1;
        let r = self.run_unit_inner(u, base, ibase);
        self.st.depth -= 1;
        r
    }

    fn run_unit_inner(&mut self, u: usize, base: usize, ibase: usize) -> VmResult<Value> {
        let unit = &self.m.units[u];
        let frame = Frame {
            unit: u as u32,
            base: base as u32,
            ibase: ibase as u32,
            pc: 0,
            saved_top: self.st.top as u32,
            saved_itop: self.st.itop as u32,
        };
        self.st.top = base + unit.nregs as usize;
        self.st.itop = ibase + unit.niters as usize;
        if self.st.regs.len() < self.st.top {
            self.st.regs.resize(self.st.top, Value::None);
        }
        if self.st.iters.len() < self.st.itop {
            self.st.iters.resize(self.st.itop, IterState::Done);
        }
        self.run_frame(frame, Ok(None))
    }

    /// Run a frame's unit from `frame.pc`, after the value `incoming` (a
    /// paused call's answer, or what the unit inside it returned) is put
    /// where the instruction at `frame.pc` puts its result. A pause on
    /// the way out keeps the frame (`Machine::frames`), with the
    /// instruction that paused.
    // One copy of the dispatch loop, whichever way a frame is entered.
    #[inline(never)]
    fn run_frame(&mut self, frame: Frame, incoming: VmResult<Option<Value>>) -> VmResult<Value> {
        let m = self.m;
        let unit = &m.units[frame.unit as usize];
        let (base, ibase) = (frame.base as usize, frame.ibase as usize);
        let mut pc = frame.pc as usize;
        // The answer first (on a resume), then the one way into `exec`
        // (inlined here: a second call site would copy the dispatch loop).
        let entered = match incoming {
            Ok(None) => Ok(()),
            Ok(Some(v)) => match unit.code.get(pc).and_then(result_reg) {
                Some(dst) => {
                    self.set(base, dst, v);
                    pc += 1;
                    Ok(())
                }
                None => {
                    pc += 1;
                    Err(Exc::new(
                        ExcKind::RuntimeError,
                        "a paused program resumed at an instruction that is not a call",
                    ))
                }
            },
            Err(e) => {
                pc += 1;
                Err(e)
            }
        };
        let result = match entered {
            Ok(()) => self.exec(unit, base, ibase, &mut pc),
            Err(e) => Err(e),
        };
        let result = match result {
            Ok(v) => Ok(v),
            Err(e) if e.kind == ExcKind::Pause => {
                self.st.frames.push(Frame {
                    pc: pc as u32 - 1,
                    ..frame
                });
                Err(e)
            }
            Err(e) => self.fail(unit.locs[pc - 1], e),
        };
        self.st.top = frame.saved_top as usize;
        self.st.itop = frame.saved_itop as usize;
        result
    }

    /// Re-enter the paused frames, outermost first (the last of
    /// `frames`), each at the instruction that paused it, and give the
    /// innermost the host's answer.
    fn resume_frames(
        &mut self,
        frames: &mut Vec<Frame>,
        answer: VmResult<Option<Value>>,
    ) -> VmResult<Value> {
        let Some(frame) = frames.pop() else {
            return answer.map(|v| v.unwrap_or(Value::None));
        };
        let unit = self
            .m
            .units
            .get(frame.unit as usize)
            .ok_or_else(|| Exc::new(ExcKind::RuntimeError, "a paused frame of no unit"))?;
        let top = frame.base as usize + unit.nregs as usize;
        let itop = frame.ibase as usize + unit.niters as usize;
        if frame.pc as usize >= unit.code.len()
            || self.st.regs.len() < top
            || self.st.iters.len() < itop
            || self.st.depth >= MAX_CALL_DEPTH
        {
            return Err(Exc::new(
                ExcKind::RuntimeError,
                "a paused frame that does not fit its unit",
            ));
        }
        self.st.top = top;
        self.st.itop = itop;
        self.st.depth += 1;
        let incoming = if frames.is_empty() {
            answer
        } else {
            self.resume_frames(frames, answer).map(Some)
        };
        let r = self.run_frame(frame, incoming);
        self.st.depth -= 1;
        r
    }

    /// Where the next look at the limits falls: every `CHECK_EVERY`
    /// instructions, and on the first instruction past the fuel.
    fn next_check_after(&self, executed: u64) -> u64 {
        let every = (executed / CHECK_EVERY + 1) * CHECK_EVERY;
        every.min(self.st.limits.fuel.saturating_add(1))
    }

    /// Fuel, then (every `CHECK_EVERY` instructions) time and memory.
    #[cold]
    #[inline(never)]
    fn tick(&mut self, ins: &Instr, base: usize) -> VmResult<()> {
        if self.st.flight {
            self.gate(ins, base)?;
            if self.st.flight && self.st.executed < self.st.due {
                self.st.next_check = self.st.executed;
                return Ok(());
            }
        }
        // Native work (a big repr, a sort, a split) is fuel too.
        self.st.executed = self.st.executed.saturating_add(meter::take_work());
        if self.st.executed > self.st.limits.fuel {
            return Err(meter::trip(meter::fuel_exceeded(self.st.limits.fuel)));
        }
        if meter::is_tripped() {
            if let Some(e) = meter::tripped() {
                return Err(e);
            }
        }
        self.check_limits()?;
        meter::sync(self.st.executed);
        self.st.next_check = self.next_check_after(self.st.executed);
        if self.st.flight {
            self.st.due = self.st.next_check;
            self.st.next_check = self.st.executed;
        }
        Ok(())
    }

    /// Count one more instruction executed by a fused pair, when that
    /// cannot reach a limit check (else the pair runs as two).
    #[inline(always)]
    fn count_fused(&mut self) -> bool {
        if self.st.executed + 1 < self.st.next_check {
            self.st.executed += 1;
            true
        } else {
            false
        }
    }

    /// `a op b` (or `a op= b`) written in place when both are small ints
    /// or floats and nothing can go wrong; false leaves it to the full path.
    #[inline(always)]
    fn arith_fast(&mut self, op: BinOpKind, base: usize, dst: Reg, a: Reg, b: Reg) -> bool {
        match num_fast(op, self.r(base, a), self.r(base, b)) {
            Some(Num::Int(x)) => self.set_int(base, dst, x),
            Some(Num::Float(x)) => self.set_float(base, dst, x),
            None => return false,
        }
        true
    }

    /// A comparison of small ints or floats, and the `JumpIfFalse` on its
    /// result that follows it (`if a < b:`) in the same dispatch.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn compare_fast(
        &mut self,
        op: CmpKind,
        base: usize,
        dst: Reg,
        a: Reg,
        b: Reg,
        code: &[Instr],
        pc: &mut usize,
    ) -> bool {
        let Some(t) = cmp_fast(op, self.r(base, a), self.r(base, b)) else {
            return false;
        };
        self.set_bool_then_branch(base, dst, t, code, pc);
        true
    }

    /// Write a test's result, and take the `JumpIfFalse` on it that
    /// follows (`if a < b:`, `if x is None:`) in the same dispatch.
    #[inline(always)]
    fn set_bool_then_branch(
        &mut self,
        base: usize,
        dst: Reg,
        t: bool,
        code: &[Instr],
        pc: &mut usize,
    ) {
        self.set_bool(base, dst, t);
        if let Some(&Instr::JumpIfFalse { cond, target }) = code.get(*pc) {
            if cond == dst && self.count_fused() {
                *pc = if t { *pc + 1 } else { target as usize };
            }
        }
    }

    /// A jump; when it is a loop's back edge to the `ForNext` of a range
    /// or a snapshot with items left, that `ForNext` runs in the same dispatch (counted
    /// as the instruction it is, when that cannot reach a limit check).
    #[inline(always)]
    fn jump(&mut self, target: u32, base: usize, ibase: usize, code: &[Instr], pc: &mut usize) {
        *pc = target as usize;
        let Some(&Instr::ForNext { iter, dst, .. }) = code.get(*pc) else {
            return;
        };
        if self.st.executed + 1 >= self.st.next_check {
            return;
        }
        match &mut self.st.iters[ibase + iter as usize] {
            IterState::Range { next, left, step } if *left > 0 => {
                let v = *next;
                *left -= 1;
                *next = next.wrapping_add(*step);
                self.st.executed += 1;
                self.set_int(base, dst, v);
                *pc += 1;
            }
            // A list's (tuple's, ...) snapshot with items left: the same.
            IterState::Items { items, pos } if *pos < items.len() => {
                let v = items[*pos].clone();
                *pos += 1;
                self.st.executed += 1;
                self.set(base, dst, v);
                *pc += 1;
            }
            _ => {}
        }
    }

    /// `list.append(x)` and `dict.get(k[, d])` with positional arguments,
    /// on a list or dict not borrowed elsewhere and a str or int key.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn call_method_fast(
        &mut self,
        base: usize,
        dst: Reg,
        obj: Reg,
        name: u32,
        args: Reg,
        nargs: u16,
    ) -> bool {
        let v = match (self.st.method_fast[name as usize], self.r(base, obj), nargs) {
            (FAST_APPEND, Value::List(l), 1) => {
                let v = self.r(base, args).clone();
                match l.try_borrow_mut() {
                    // Full: the full path checks that the next block fits.
                    Ok(l) if l.len() == l.capacity() => return false,
                    Ok(mut l) => l.push(v),
                    Err(_) => return false,
                }
                Value::None
            }
            (FAST_GET, Value::Dict(d), 1 | 2) => {
                let k = self.r(base, args);
                if !matches!(k, Value::Str(_) | Value::Int(_)) {
                    return false;
                }
                let Ok(d) = d.try_borrow() else {
                    return false;
                };
                match d.get(&HKey(k.clone())) {
                    Some(v) => v.clone(),
                    None if nargs == 2 => self.r(base, args + 1).clone(),
                    None => Value::None,
                }
            }
            _ => return false,
        };
        self.set(base, dst, v);
        true
    }

    /// `len(x)` of a str, tuple, or a list or dict not borrowed elsewhere.
    #[inline(always)]
    fn len_fast(&mut self, base: usize, dst: Reg, arg: Reg) -> bool {
        let n = match self.r(base, arg) {
            Value::Str(s) => s.char_len(),
            Value::Tuple(t) => t.len(),
            Value::List(l) => match l.try_borrow() {
                Ok(l) => l.len(),
                Err(_) => return false,
            },
            Value::Dict(d) => match d.try_borrow() {
                Ok(d) => d.len(),
                Err(_) => return false,
            },
            _ => return false,
        };
        self.set(base, dst, Value::Int(n as i64));
        true
    }

    /// An int index into a list or tuple, in range, or a str or int key
    /// present in a dict.
    #[inline(always)]
    fn get_item_fast(&mut self, base: usize, dst: Reg, obj: Reg, key: Reg) -> bool {
        let v = match (self.r(base, obj), self.r(base, key)) {
            (Value::List(l), Value::Int(i)) => {
                let Ok(l) = l.try_borrow() else {
                    return false;
                };
                let i = if *i < 0 { *i + l.len() as i64 } else { *i };
                match usize::try_from(i).ok().and_then(|i| l.get(i)) {
                    Some(v) => v.clone(),
                    None => return false,
                }
            }
            (Value::Tuple(t), Value::Int(i)) => {
                let i = if *i < 0 { *i + t.len() as i64 } else { *i };
                match usize::try_from(i).ok().and_then(|i| t.get(i)) {
                    Some(v) => v.clone(),
                    None => return false,
                }
            }
            (Value::Dict(d), k @ (Value::Str(_) | Value::Int(_))) => {
                let Ok(d) = d.try_borrow() else {
                    return false;
                };
                match d.get(&HKey(k.clone())) {
                    Some(v) => v.clone(),
                    None => return false,
                }
            }
            _ => return false,
        };
        self.set(base, dst, v);
        true
    }

    /// Unpacking a tuple of the right length.
    #[inline(always)]
    fn unpack_fast(&mut self, base: usize, src: Reg, dst: Reg, count: u16) -> bool {
        let Value::Tuple(t) = self.r(base, src) else {
            return false;
        };
        if t.len() != count as usize {
            return false;
        }
        let t = t.clone();
        for (i, v) in t.iter().enumerate() {
            self.set(base, dst + i as Reg, v.clone());
        }
        true
    }

    /// Time and memory: the limits that are not counted per instruction.
    pub(crate) fn check_limits(&self) -> VmResult<()> {
        if self.st.limits.interrupt.is_some_and(|stop| stop()) {
            return Err(Exc::new(
                ExcKind::LimitExceeded,
                "interrupted: the host stopped the program",
            ));
        }
        if crate::clock::Instant::now() > self.st.deadline {
            return Err(meter::trip(meter::time_exceeded(self.st.limits.time)));
        }
        if let Some(probe) = self.st.limits.memory_probe {
            let used = probe().saturating_sub(self.st.memory_base);
            if used > self.st.limits.memory {
                return Err(meter::trip(meter::memory_exceeded(self.st.limits.memory)));
            }
        }
        Ok(())
    }

    fn fail(&mut self, loc: (u32, u32), e: Exc) -> VmResult<Value> {
        // A call in flight that failed came first.
        if self.st.flight {
            if let Err(first) = self.settle() {
                if first.kind == ExcKind::Pause {
                    // The error waits with the program for the host's
                    // answers; it is raised here then, unless one of
                    // those calls failed. (A limit it hit is that error:
                    // the meter is a new one after the pause.)
                    let e = meter::tripped().unwrap_or(e);
                    let at = *self.st.err_loc.get_or_insert(loc);
                    self.st.then = Some(runahead::Then::Give(Err(e), Some(at)));
                }
                return Err(first);
            }
        }
        // Whatever an operation made of a limit it hit (a lookup that
        // stopped short says KeyError), the limit is what stopped the run.
        let e = match meter::tripped() {
            Some(limit) => limit,
            None => e,
        };
        if self.st.err_loc.is_none() {
            self.st.err_loc = Some(loc);
        }
        Err(e)
    }

    /// Register `r` of the frame at `base`, read without a bounds check.
    ///
    /// Only for a register operand of the running unit's instructions (or
    /// one inside a span operand): `exec` runs a unit only after
    ///  - `Vm::new` validated the module (`bytecode::validate`: every
    ///    register operand `< nregs`, every span `start + count <= nregs`),
    ///    and `run_unit`, the only way into `exec`, refuses an invalid one;
    ///  - `run_unit_inner` grew `regs` to at least `base + nregs` before
    ///    running the unit.
    ///
    /// `regs` never shrinks while a unit runs: it is only replaced in
    /// `Vm::run`, which nothing reachable from `exec` calls, and only ever
    /// grown (`resize` to a larger length) elsewhere. So `base + r <
    /// regs.len()` for every such `r` while the unit runs.
    /// Measured (`benches/unsafe-cost vm-registers`, with this file's other
    /// four `unsafe` blocks): checked reads cost int_arith 1.10×,
    /// zip_enumerate 1.24× the instructions.
    #[inline(always)]
    fn r(&self, base: usize, r: Reg) -> &Value {
        debug_assert!(base + (r as usize) < self.st.regs.len());
        // SAFETY: in bounds, see above.
        unsafe { self.st.regs.get_unchecked(base + r as usize) }
    }

    /// Register `r` of the frame at `base`, for writing; the same
    /// conditions as `Vm::r`.
    #[inline(always)]
    fn reg_mut(&mut self, base: usize, r: Reg) -> &mut Value {
        debug_assert!(base + (r as usize) < self.st.regs.len());
        // SAFETY: in bounds, see `Vm::r`.
        unsafe { self.st.regs.get_unchecked_mut(base + r as usize) }
    }

    #[inline(always)]
    fn set(&mut self, base: usize, r: Reg, v: Value) {
        set_reg(self.reg_mut(base, r), v);
    }

    /// A `Move` of a scalar over a scalar, copied as the 16 bytes a `Value`
    /// is, in one load and one store. `Value::clone` and `set` rebuild it
    /// field by field (a tag byte, two overlapping words, the payload), and
    /// a following 16-byte read of that register (the next `Move` of it)
    /// then waits for the pieces: a failed store forwarding, which made
    /// `zip_enumerate` (seven moves an item) a quarter slower in wall clock
    /// with the same instruction count.
    #[inline(always)]
    fn move_scalar(&mut self, base: usize, dst: Reg, src: Reg) -> bool {
        if !is_scalar(self.r(base, src)) || !is_scalar(self.r(base, dst)) {
            return false;
        }
        // SAFETY: both are registers of the running frame (see `Vm::r`),
        // 16 bytes each (checked below at compile time); the value copied
        // owns nothing, so a bitwise copy is its clone, and the value
        // overwritten owns nothing, so not dropping it leaks nothing. The
        // bytes go through `MaybeUninit` (padding may be uninitialised)
        // unaligned (a `Value` is 8-aligned, a `u128` 16). The source is
        // read before the destination is borrowed for writing, so no
        // pointer outlives a borrow of the registers made after it.
        let bits = unsafe {
            (self.r(base, src) as *const Value as *const std::mem::MaybeUninit<u128>)
                .read_unaligned()
        };
        let to = self.reg_mut(base, dst) as *mut Value as *mut std::mem::MaybeUninit<u128>;
        // SAFETY: as above.
        unsafe { to.write_unaligned(bits) };
        true
    }

    /// Write an int into a register. When the register already holds an
    /// int (a loop's counter, a reused temporary) only the payload changes:
    /// one store, no drop, no 16-byte copy through the stack.
    #[inline(always)]
    fn set_int(&mut self, base: usize, r: Reg, x: i64) {
        match self.reg_mut(base, r) {
            Value::Int(old) => *old = x,
            _ => self.set(base, r, Value::Int(x)),
        }
    }

    #[inline(always)]
    fn set_float(&mut self, base: usize, r: Reg, x: f64) {
        match self.reg_mut(base, r) {
            Value::Float(old) => *old = x,
            _ => self.set(base, r, Value::Float(x)),
        }
    }

    #[inline(always)]
    fn set_bool(&mut self, base: usize, r: Reg, x: bool) {
        match self.reg_mut(base, r) {
            Value::Bool(old) => *old = x,
            _ => self.set(base, r, Value::Bool(x)),
        }
    }

    fn args(
        &self,
        base: usize,
        start: Reg,
        nargs: u16,
        kw: u32,
    ) -> (Vec<Value>, Vec<(Rc<str>, Value)>) {
        let s = base + start as usize;
        let pos = self.st.regs[s..s + nargs as usize].to_vec();
        (pos, self.kwargs(base, start, nargs, kw))
    }

    /// Run `f` with a call's positional arguments as a slice. The machine
    /// is lent to the builtin or method being called, so they are copied
    /// out of the registers that hold them: up to three into an array on
    /// the stack (a copy is a reference count, no allocation).
    #[inline(always)]
    fn with_args<R>(
        &mut self,
        base: usize,
        start: Reg,
        nargs: u16,
        f: impl FnOnce(&mut Self, &[Value]) -> R,
    ) -> R {
        let s = base + start as usize;
        match nargs {
            0 => f(self, &[]),
            1 => {
                let a = [self.st.regs[s].clone()];
                f(self, &a)
            }
            2 => {
                let a = [self.st.regs[s].clone(), self.st.regs[s + 1].clone()];
                f(self, &a)
            }
            3 => {
                let a = [
                    self.st.regs[s].clone(),
                    self.st.regs[s + 1].clone(),
                    self.st.regs[s + 2].clone(),
                ];
                f(self, &a)
            }
            n => {
                let a = self.st.regs[s..s + n as usize].to_vec();
                f(self, &a)
            }
        }
    }

    /// `obj.name(args)` on the full path (kept out of the dispatch loop).
    #[inline(never)]
    fn call_method(
        &mut self,
        base: usize,
        obj: Reg,
        name: u32,
        args: Reg,
        nargs: u16,
        kw: u32,
    ) -> VmResult<Value> {
        let kws = self.kwargs(base, args, nargs, kw);
        let recv = self.r(base, obj).clone();
        let method = self.method(&recv, name)?;
        self.with_args(base, args, nargs, |vm, pos| {
            methods::call(vm, &recv, method, pos, &kws)
        })
    }

    /// A builtin called on the full path (kept out of the dispatch loop).
    #[inline(never)]
    fn call_builtin(
        &mut self,
        base: usize,
        id: u16,
        args: Reg,
        nargs: u16,
        kw: u32,
    ) -> VmResult<Value> {
        let kws = self.kwargs(base, args, nargs, kw);
        self.with_args(base, args, nargs, |vm, pos| {
            builtins::call_builtin(vm, id, pos, &kws)
        })
    }

    /// A call's keyword arguments (no allocation when there are none).
    fn kwargs(&self, base: usize, start: Reg, nargs: u16, kw: u32) -> Vec<(Rc<str>, Value)> {
        let s = base + start as usize;
        if kw == NO_KW {
            Vec::new()
        } else {
            let names = &self.m.kwlists[kw as usize];
            names
                .iter()
                .enumerate()
                .map(|(j, &n)| {
                    (
                        self.st.names[n as usize].clone(),
                        self.st.regs[s + nargs as usize + j].clone(),
                    )
                })
                .collect()
        }
    }

    /// Run the unit's code from `*pc` until it returns (its value) or
    /// fails (with `*pc` one past the failing instruction). This is the
    /// one dispatch loop: an arm that finishes goes straight back to the
    /// loop's head (no result to look at), the hot instructions try their
    /// common operands (small ints, floats, booleans, range loops) first,
    /// in the `*_fast` helpers, and fall back in the same arm to the full
    /// path, which also raises every error.
    #[inline(always)]
    fn exec(
        &mut self,
        unit: &CodeUnit,
        base: usize,
        ibase: usize,
        pc: &mut usize,
    ) -> VmResult<Value> {
        let code = &unit.code[..];
        loop {
            // The instruction is matched where it lies: each arm reads
            // its own operands, none are copied out before the dispatch.
            let Some(ins) = code.get(*pc) else {
                return Ok(Value::None);
            };
            *pc += 1;
            self.st.executed += 1;
            if self.st.executed >= self.st.next_check {
                self.tick(ins, base)?;
            }
            match *ins {
                Instr::LoadConst { dst, k } => {
                    let v = self.st.consts[k as usize].clone();
                    self.set(base, dst, v);
                }
                Instr::Move { dst, src } => {
                    if self.move_scalar(base, dst, src) {
                        continue;
                    }
                    let v = self.r(base, src).clone();
                    self.set(base, dst, v);
                }
                Instr::LoadGlobal { dst, slot } => {
                    let v = self.st.regs[slot as usize].clone();
                    if matches!(v, Value::Undef) {
                        return Err(self.name_error(slot));
                    }
                    self.set(base, dst, v);
                }
                Instr::CheckBound { reg } => {
                    if matches!(self.st.regs[reg as usize], Value::Undef) {
                        return Err(self.name_error(reg));
                    }
                }
                Instr::LoadBuiltin { dst, id } => {
                    let v = builtins::builtin_value(id);
                    self.set(base, dst, v);
                }
                Instr::Unary { op, dst, src } => {
                    let a = self.r(base, src);
                    let v = match op {
                        UnaryOp::Neg => value::negate(a)?,
                        UnaryOp::Pos => value::positive(a)?,
                        UnaryOp::Not => Value::Bool(!truthy(a)),
                    };
                    self.set(base, dst, v);
                }
                Instr::Binary { op, dst, a, b } => {
                    if self.arith_fast(op, base, dst, a, b) {
                        continue;
                    }
                    let v = binary(op, self.r(base, a), self.r(base, b))?;
                    self.set(base, dst, v);
                }
                Instr::BinaryInt { op, dst, a, imm } => {
                    match num_fast_imm(op, self.r(base, a), imm) {
                        Some(Num::Int(x)) => self.set_int(base, dst, x),
                        Some(Num::Float(x)) => self.set_float(base, dst, x),
                        None => {
                            let v = binary(op, self.r(base, a), &Value::Int(imm as i64))?;
                            self.set(base, dst, v);
                        }
                    }
                }
                Instr::Inplace { op, dst, a, b } => {
                    if self.arith_fast(op, base, dst, a, b) {
                        continue;
                    }
                    let v = ops::inplace(op, self.r(base, a), self.r(base, b))?;
                    self.set(base, dst, v);
                }
                Instr::Compare { op, dst, a, b } => {
                    if self.compare_fast(op, base, dst, a, b, code, pc) {
                        continue;
                    }
                    let v = compare(op, self.r(base, a), self.r(base, b))?;
                    self.set(base, dst, Value::Bool(v));
                }
                Instr::CompareBranch { op, a, b, target } => {
                    let t = match cmp_fast(op, self.r(base, a), self.r(base, b)) {
                        Some(t) => t,
                        None => compare(op, self.r(base, a), self.r(base, b))?,
                    };
                    if !t {
                        self.jump(target, base, ibase, code, pc);
                    }
                }
                Instr::CompareBranchInt { op, a, imm, target } => {
                    let t = match self.r(base, a) {
                        Value::Int(x) => cmp_nums(op, *x, imm as i64),
                        v => compare(op, v, &Value::Int(imm as i64))?,
                    };
                    if !t {
                        self.jump(target, base, ibase, code, pc);
                    }
                }
                Instr::In {
                    dst,
                    item,
                    container,
                    negate,
                } => {
                    let v = contains(self.r(base, container), self.r(base, item))?;
                    self.set(base, dst, Value::Bool(v != negate));
                }
                Instr::Is { dst, a, b, negate } => {
                    let v = is_fast(self.r(base, a), self.r(base, b)) != negate;
                    self.set_bool_then_branch(base, dst, v, code, pc);
                }
                Instr::Jump { target } => self.jump(target, base, ibase, code, pc),
                Instr::JumpIfFalse { cond, target } => {
                    let t = match self.r(base, cond) {
                        Value::Bool(b) => *b,
                        v => truthy(v),
                    };
                    if !t {
                        *pc = target as usize;
                    }
                }
                Instr::JumpIfTrue { cond, target } => {
                    let t = match self.r(base, cond) {
                        Value::Bool(b) => *b,
                        v => truthy(v),
                    };
                    if t {
                        *pc = target as usize;
                    }
                }
                Instr::BuildList { dst, start, count } => {
                    let s = base + start as usize;
                    let v = Value::list(self.st.regs[s..s + count as usize].to_vec());
                    self.set(base, dst, v);
                }
                Instr::BuildTuple { dst, start, count } => {
                    let s = base + start as usize;
                    let v = Value::tuple_from_slice(&self.st.regs[s..s + count as usize]);
                    self.set(base, dst, v);
                }
                Instr::BuildSet { dst, start, count } => {
                    let s = base + start as usize;
                    let mut set = Set::default();
                    for v in &self.st.regs[s..s + count as usize] {
                        set.insert(HKey::new(v.clone())?);
                    }
                    self.set(base, dst, Value::set(set));
                }
                Instr::BuildDict { dst, start, count } => {
                    let s = base + start as usize;
                    let mut d = Dict::default();
                    // A dict comprehension starts `{}` then the loop over
                    // its source, its parameter r0: the dict is sized once
                    // for the source instead of growing (and rehashing) its
                    // way there. Only there: `d = {}` before a plain `for`
                    // may never be filled, and many such dicts sized ahead
                    // would hold memory the program never asked for.
                    if count == 0 && unit.kind == UnitKind::Comprehension {
                        if let Some(&Instr::ForPrep { src: 0, .. }) = code.get(*pc) {
                            d.reserve(presize(self.r(base, 0)));
                        }
                    }
                    for i in 0..count as usize {
                        let k = HKey::new(self.st.regs[s + 2 * i].clone())?;
                        d.insert(k, self.st.regs[s + 2 * i + 1].clone());
                    }
                    self.set(base, dst, Value::dict(d));
                }
                Instr::BuildString { dst, start, count } => {
                    let s = base + start as usize;
                    // Sized once for the str parts (f-string pieces are).
                    let size = self.st.regs[s..s + count as usize]
                        .iter()
                        .map(|v| match v {
                            Value::Str(p) => p.len(),
                            _ => 0,
                        })
                        .sum::<usize>();
                    meter::reserve("an f-string", size as u128)?;
                    let mut out = value::StrBuf::with_capacity(size);
                    for v in &self.st.regs[s..s + count as usize] {
                        match v {
                            Value::Str(p) => out.push_py(p),
                            other => out.push_str(&value::checked_repr(other)?),
                        }
                    }
                    self.set(base, dst, Value::Str(out.finish()));
                }
                Instr::ListAppend { list, src } => {
                    let v = self.r(base, src).clone();
                    ops::list_append(self.r(base, list), v)?;
                    // A list comprehension's append is followed by its loop's
                    // back edge: taken in the same dispatch.
                    if let Some(&Instr::Jump { target }) = code.get(*pc) {
                        if self.count_fused() {
                            self.jump(target, base, ibase, code, pc);
                        }
                    }
                }
                Instr::ListExtend { list, src } => {
                    let items = self.r(base, src).iter_snapshot()?;
                    ops::list_extend(self.r(base, list), items)?;
                }
                Instr::ListToTuple { dst, src } => {
                    let items = self.r(base, src).iter_snapshot()?;
                    self.set(base, dst, Value::tuple(items));
                }
                Instr::SetAdd { set, src } => {
                    let k = HKey::new(self.r(base, src).clone())?;
                    if let Value::Set(s) = self.r(base, set) {
                        let mut s = s.try_borrow_mut().map_err(|_| Exc::busy())?;
                        meter::check_growth(s.len(), s.capacity(), meter::SET_ITEM_BYTES)?;
                        s.insert(k);
                    }
                }
                Instr::SetUpdate { set, src } => {
                    let items = self.r(base, src).iter_snapshot()?;
                    if let Value::Set(s) = self.r(base, set) {
                        let mut s = s.try_borrow_mut().map_err(|_| Exc::busy())?;
                        for v in items {
                            s.insert(HKey::new(v)?);
                        }
                    }
                }
                Instr::DictInsert { dict, key, value } => {
                    let k = HKey::new(self.r(base, key).clone())?;
                    let v = self.r(base, value).clone();
                    if let Value::Dict(d) = self.r(base, dict) {
                        let mut d = d.try_borrow_mut().map_err(|_| Exc::busy())?;
                        meter::check_growth(d.len(), d.capacity(), meter::DICT_ITEM_BYTES)?;
                        d.insert(k, v);
                    }
                    if let Some(&Instr::Jump { target }) = code.get(*pc) {
                        if self.count_fused() {
                            self.jump(target, base, ibase, code, pc);
                        }
                    }
                }
                Instr::DictUpdate { dict, src } => {
                    let pairs = ops::mapping_items(self.r(base, src))?;
                    if let Value::Dict(d) = self.r(base, dict) {
                        let mut d = d.try_borrow_mut().map_err(|_| Exc::busy())?;
                        for (k, v) in pairs {
                            d.insert(HKey::new(k)?, v);
                        }
                    }
                }
                Instr::GetItem { dst, obj, key } => {
                    if self.get_item_fast(base, dst, obj, key) {
                        continue;
                    }
                    let v = ops::get_item(self.r(base, obj), self.r(base, key))?;
                    self.set(base, dst, v);
                }
                Instr::SetItem { obj, key, src } => {
                    let v = self.r(base, src).clone();
                    ops::set_item(self.r(base, obj), self.r(base, key), v)?;
                }
                Instr::BuildSlice {
                    dst,
                    start,
                    stop,
                    step,
                } => {
                    let v = Value::Slice(Rc::new(value::SliceVal {
                        start: self.r(base, start).clone(),
                        stop: self.r(base, stop).clone(),
                        step: self.r(base, step).clone(),
                    }));
                    self.set(base, dst, v);
                }
                Instr::GetSlice { dst, obj, parts } => {
                    let p = base + parts as usize;
                    let v = ops::get_slice(
                        self.r(base, obj),
                        &self.st.regs[p],
                        &self.st.regs[p + 1],
                        &self.st.regs[p + 2],
                    )?;
                    self.set(base, dst, v);
                }
                Instr::GetAttr { dst, obj, name } => {
                    let recv = self.r(base, obj).clone();
                    let method = self.method(&recv, name)?;
                    let v = Value::Method(Rc::new(value::BoundMethod {
                        receiver: recv,
                        method,
                    }));
                    self.set(base, dst, v);
                }
                Instr::CallMethod {
                    dst,
                    obj,
                    name,
                    args,
                    nargs,
                    kw,
                } => {
                    if kw == NO_KW {
                        if self.call_method_fast(base, dst, obj, name, args, nargs) {
                            continue;
                        }
                        // A str method with positional arguments
                        // (`line.strip()`, `s.replace(a, b)`): it cannot
                        // call back into the machine, so it reads the
                        // receiver and the arguments where they lie, with
                        // no copies, no keyword vector and no lookup by
                        // type (str_methods: 354.3 -> 316.3 M instructions).
                        if let Value::Str(s) = self.r(base, obj) {
                            if let Some(f) = methods::str_method(&self.st.method_ids[name as usize])
                            {
                                let a = base + args as usize;
                                let v = f(s, &self.st.regs[a..a + nargs as usize], &[])?;
                                self.set(base, dst, v);
                                continue;
                            }
                        }
                    }
                    let v = self.call_method(base, obj, name, args, nargs, kw)?;
                    self.set(base, dst, v);
                }
                Instr::CallBuiltin {
                    dst,
                    id,
                    args,
                    nargs,
                    kw,
                } => {
                    if id == builtins::LEN
                        && nargs == 1
                        && kw == NO_KW
                        && self.len_fast(base, dst, args)
                    {
                        continue;
                    }
                    let v = self.call_builtin(base, id, args, nargs, kw)?;
                    self.set(base, dst, v);
                }
                Instr::CallHost {
                    dst,
                    entry,
                    args,
                    nargs,
                    kw,
                } => {
                    match self.st.host_ids.get(entry as usize) {
                        Some(&HostId::Positional(id)) if kw == NO_KW => {
                            let mut out = Value::None;
                            let answer = self.call_positional(id, base, args, nargs, &mut out);
                            if let Some(e) = answer.error {
                                return Err(self.host_failed(*e));
                            }
                            // Time inside a tool counts: past the deadline,
                            // stop now.
                            if answer.check {
                                self.check_limits()?;
                                if let Value::Pending(_) = out {
                                    out = self.issued(out, unit.locs[*pc - 1])?;
                                }
                            }
                            self.set(base, dst, out);
                        }
                        _ => {
                            let mut v = self.call_host(base, entry, args, nargs, kw)?;
                            if let Value::Pending(_) = v {
                                v = self.issued(v, unit.locs[*pc - 1])?;
                            }
                            self.set(base, dst, v);
                        }
                    }
                    // `tool(...) is None` and the branch on it in the same
                    // dispatch (each counted as the instruction it is, when
                    // that cannot reach a limit check): both at once, or the
                    // test alone.
                    if let Some(
                        &[Instr::Is {
                            dst: t,
                            a,
                            b,
                            negate,
                        }, Instr::JumpIfFalse { cond, target }],
                    ) = code.get(*pc..*pc + 2)
                    {
                        if cond == t && self.st.executed + 2 < self.st.next_check {
                            self.st.executed += 2;
                            let v = is_fast(self.r(base, a), self.r(base, b)) != negate;
                            self.set_bool(base, t, v);
                            *pc = if v { *pc + 2 } else { target as usize };
                            continue;
                        }
                    }
                    if let Some(&Instr::Is { dst, a, b, negate }) = code.get(*pc) {
                        if self.count_fused() {
                            *pc += 1;
                            let v = is_fast(self.r(base, a), self.r(base, b)) != negate;
                            self.set_bool_then_branch(base, dst, v, code, pc);
                        }
                    }
                }
                Instr::CallValue {
                    dst,
                    func,
                    args,
                    nargs,
                    kw,
                } => {
                    let (pos, kws) = self.args(base, args, nargs, kw);
                    let f = self.r(base, func).clone();
                    let v = self.call_value(&f, pos, kws)?;
                    self.set(base, dst, v);
                }
                Instr::CallEx {
                    dst,
                    target,
                    args,
                    kwargs,
                } => {
                    let pos = self.r(base, args).iter_snapshot()?;
                    let kws = match self.r(base, kwargs) {
                        Value::None => Vec::new(),
                        other => ops::keyword_items(other)?,
                    };
                    let v = match target {
                        CallTarget::Builtin(id) => builtins::call_builtin(self, id, &pos, &kws)?,
                        CallTarget::Host(e) => {
                            let tool = &self.m.host_calls[e as usize].name;
                            let v = self.host.call(tool, &pos, &kws);
                            // As after `CallHost`: time inside a tool counts.
                            if self.host.check_after_call() {
                                self.check_limits()?;
                            }
                            v?
                        }
                        CallTarget::Method { obj, name } => {
                            let recv = self.r(base, obj).clone();
                            let method = self.method(&recv, name)?;
                            methods::call(self, &recv, method, &pos, &kws)?
                        }
                        CallTarget::Value(f) => {
                            let f = self.r(base, f).clone();
                            self.call_value(&f, pos, kws)?
                        }
                    };
                    self.set(base, dst, v);
                }
                Instr::CallUnit {
                    dst,
                    unit,
                    args,
                    nargs,
                } => {
                    let (nb, ni) = (self.st.top, self.st.itop);
                    let need = nb + self.m.units[unit as usize].nregs as usize;
                    if self.st.regs.len() < need {
                        self.st.regs.resize(need, Value::None);
                    }
                    for i in 0..nargs as usize {
                        self.st.regs[nb + i] = self.st.regs[base + args as usize + i].clone();
                    }
                    let v = self.run_unit(unit as usize, nb, ni)?;
                    self.set(base, dst, v);
                }
                Instr::MakeLambda {
                    dst,
                    unit,
                    captures,
                    ncaptures,
                } => {
                    let s = base + captures as usize;
                    let v = Value::Lambda(Rc::new(Closure {
                        unit,
                        captures: self.st.regs[s..s + ncaptures as usize].to_vec(),
                    }));
                    self.set(base, dst, v);
                }
                Instr::ForPrep { iter, src } => {
                    let state = match self.r(base, src) {
                        Value::Range(r) => IterState::Range {
                            next: r.start,
                            left: r.len(),
                            step: r.step,
                        },
                        other => IterState::Items {
                            items: Rc::new(other.iter_snapshot()?),
                            pos: 0,
                        },
                    };
                    self.st.iters[ibase + iter as usize] = state;
                }
                Instr::ForNext { iter, dst, exit } => {
                    if let IterState::Range { next, left, step } =
                        &mut self.st.iters[ibase + iter as usize]
                    {
                        if *left > 0 {
                            let v = *next;
                            *left -= 1;
                            *next = next.wrapping_add(*step);
                            self.set_int(base, dst, v);
                            continue;
                        }
                    }
                    let next = match &mut self.st.iters[ibase + iter as usize] {
                        IterState::Range { next, left, step } => {
                            if *left > 0 {
                                let v = *next;
                                *left -= 1;
                                *next = next.wrapping_add(*step);
                                Some(Value::Int(v))
                            } else {
                                None
                            }
                        }
                        IterState::Items { items, pos } => {
                            let v = items.get(*pos).cloned();
                            *pos += 1;
                            v
                        }
                        IterState::Zip { .. } | IterState::Done => None,
                    };
                    match next {
                        Some(v) => self.set(base, dst, v),
                        None => {
                            self.st.iters[ibase + iter as usize] = IterState::Done;
                            *pc = exit as usize;
                        }
                    }
                }
                Instr::ForPrepZip {
                    iter,
                    src,
                    count,
                    start,
                } => {
                    let s = base + src as usize;
                    let mut cols = Vec::with_capacity(count as usize);
                    for v in &self.st.regs[s..s + count as usize] {
                        cols.push(v.iter_snapshot()?);
                    }
                    let index = if start == Reg::MAX {
                        None
                    } else {
                        match self.r(base, start) {
                            v @ (Value::Int(_) | Value::Big(_)) => Some(v.clone()),
                            other => {
                                return Err(Exc::type_error(format!(
                                    "'{}' object cannot be interpreted as an integer",
                                    other.type_name()
                                )))
                            }
                        }
                    };
                    let len = cols.iter().map(Vec::len).min().unwrap_or(0);
                    self.st.iters[ibase + iter as usize] = IterState::Zip {
                        cols: Rc::new(cols),
                        len,
                        pos: 0,
                        index,
                    };
                }
                Instr::ForNextZip {
                    iter,
                    dst,
                    width,
                    exit,
                } => {
                    let st = &mut self.st.iters[ibase + iter as usize];
                    let done = match st {
                        IterState::Zip { len, pos, .. } => *pos >= *len,
                        _ => true,
                    };
                    if done {
                        *st = IterState::Done;
                        *pc = exit as usize;
                        continue;
                    }
                    let IterState::Zip {
                        cols, pos, index, ..
                    } = st
                    else {
                        continue;
                    };
                    if width as usize != cols.len() + index.is_some() as usize {
                        return Err(Exc::new(
                            ExcKind::RuntimeError,
                            "damaged bytecode: a zip loop of the wrong width",
                        ));
                    }
                    let (i, cols) = (*pos, cols.clone());
                    *pos += 1;
                    let mut d = base + dst as usize;
                    if let Some(ix) = index {
                        let next = match ix {
                            Value::Int(n) => n.checked_add(1).map(Value::Int),
                            _ => None,
                        };
                        let next = match next {
                            Some(v) => v,
                            None => binary(BinOpKind::Add, ix, &Value::Int(1))?,
                        };
                        let cur = std::mem::replace(ix, next);
                        set_reg(&mut self.st.regs[d], cur);
                        d += 1;
                    }
                    for c in cols.iter() {
                        set_reg(&mut self.st.regs[d], c[i].clone());
                        d += 1;
                    }
                }
                Instr::Unpack { src, dst, count } => {
                    if self.unpack_fast(base, src, dst, count) {
                        continue;
                    }
                    let items = ops::unpack(self.r(base, src), count as usize, None)?;
                    // Bounds-checked: the count is `ops::unpack`'s to keep.
                    for (i, v) in items.into_iter().enumerate() {
                        set_reg(&mut self.st.regs[base + dst as usize + i], v);
                    }
                }
                Instr::UnpackStar {
                    src,
                    dst,
                    before,
                    after,
                } => {
                    let items = ops::unpack(
                        self.r(base, src),
                        (before + after) as usize,
                        Some(before as usize),
                    )?;
                    // Bounds-checked: the count is `ops::unpack`'s to keep.
                    for (i, v) in items.into_iter().enumerate() {
                        set_reg(&mut self.st.regs[base + dst as usize + i], v);
                    }
                }
                Instr::FormatValue {
                    dst,
                    src,
                    conv,
                    spec,
                } => {
                    let v = self.r(base, src);
                    if let Conversion::Brief | Conversion::BriefRepr = conv {
                        let limit = match spec {
                            Reg::MAX => usize::MAX,
                            r => match self.r(base, r) {
                                Value::Str(p) => p.as_str().parse().unwrap_or(usize::MAX),
                                _ => usize::MAX,
                            },
                        };
                        let text = match value::brief(v, limit)? {
                            Some(text) => text,
                            None if conv == Conversion::Brief => builtins::str_of(v)?,
                            None => ops::checked_repr(v)?,
                        };
                        self.set(base, dst, Value::str(text));
                        continue;
                    }
                    let converted;
                    let v = match conv {
                        Conversion::None | Conversion::Brief | Conversion::BriefRepr => v,
                        Conversion::Str => {
                            converted = Value::str(builtins::str_of(v)?);
                            &converted
                        }
                        Conversion::Repr => {
                            converted = Value::str(ops::checked_repr(v)?);
                            &converted
                        }
                        Conversion::Ascii => {
                            converted = Value::str(value::checked_ascii(v)?);
                            &converted
                        }
                    };
                    // The spec is read in place when it is a str (it always
                    // is: the compiler builds it), not copied.
                    let owned;
                    let spec_text: &str = match spec {
                        Reg::MAX => "",
                        r => match self.r(base, r) {
                            Value::Str(p) => p.as_str(),
                            other => {
                                owned = value::to_str(other);
                                &owned
                            }
                        },
                    };
                    let s = match (v, spec_text.is_empty()) {
                        (Value::Str(s), true) => Value::Str(s.clone()),
                        (v, _) => Value::Str(value::format::format_to_str(v, spec_text)?),
                    };
                    self.set(base, dst, s);
                }
                Instr::EnterContext { src } => {
                    return Err(Exc::type_error(format!(
                        "'{}' object does not support the context manager protocol",
                        self.r(base, src).type_name()
                    )));
                }
                Instr::Return { src } => return Ok(self.r(base, src).clone()),
            }
        }
    }

    /// A host call through `Host::call_positional` (its handle's calls
    /// without keywords, once the host accepted it): the arguments are the
    /// registers that hold them, and the result comes back in `out`.
    #[inline(always)]
    fn call_positional(
        &mut self,
        id: u32,
        base: usize,
        args: Reg,
        nargs: u16,
        out: &mut Value,
    ) -> CallAnswer {
        let s = base + args as usize;
        debug_assert!(s + nargs as usize <= self.st.regs.len());
        // SAFETY: `bytecode::validate` checked that the arguments are
        // registers of the frame (an `Args` operand), so in bounds as in
        // `Vm::r`.
        let args = unsafe { self.st.regs.get_unchecked(s..s + nargs as usize) };
        self.host.call_positional(id, args, out)
    }

    /// A failed positional host call's error, after the look at the limits
    /// every host call may ask for (a limit reached wins, as after
    /// `call_resolved_then_check`).
    #[cold]
    #[inline(never)]
    fn host_failed(&mut self, e: Exc) -> Exc {
        if self.host.check_after_call() {
            if let Err(limit) = self.check_limits() {
                return limit;
            }
        }
        e
    }

    /// A host call by handle or by name, keywords and all.
    #[inline(never)]
    fn call_host(
        &mut self,
        base: usize,
        entry: u32,
        args: Reg,
        nargs: u16,
        kw: u32,
    ) -> VmResult<Value> {
        // No keyword vector at all for the common call without.
        let owned;
        let kws: &[(Rc<str>, Value)] = if kw == NO_KW {
            &[]
        } else {
            owned = self.kwargs(base, args, nargs, kw);
            &owned
        };
        // The arguments are passed as the registers that hold them.
        let s = base + args as usize;
        let args = s..s + nargs as usize;
        let (v, check) = match self.host_id(entry) {
            Some(id) => {
                let tool = &self.m.host_calls[entry as usize].name;
                self.host
                    .call_resolved_then_check(id, tool, &self.st.regs[args], kws)
            }
            None => {
                let tool = &self.m.host_calls[entry as usize].name;
                let v = self.host.call(tool, &self.st.regs[args], kws);
                (v, self.host.check_after_call())
            }
        };
        // Time inside a tool counts: past the deadline, stop now.
        if check {
            self.check_limits()?;
        }
        v
    }

    /// The host's handle for host-call entry `entry`'s tool, asked for on
    /// the entry's first call.
    #[inline(always)]
    fn host_id(&mut self, entry: u32) -> Option<u32> {
        let slot = self.st.host_ids.get(entry as usize).copied();
        match slot {
            Some(HostId::Id(id) | HostId::Positional(id)) => Some(id),
            Some(HostId::None) | None => None,
            Some(HostId::Unresolved) => {
                let tool = &self.m.host_calls[entry as usize].name;
                let id = self.host.resolve(tool);
                self.st.host_ids[entry as usize] = match id {
                    None => HostId::None,
                    Some(id) if self.host.positional(id) => HostId::Positional(id),
                    Some(id) => HostId::Id(id),
                };
                id
            }
        }
    }

    /// The method called `names[name]` of the receiver, resolved when the
    /// module was loaded.
    #[inline]
    fn method(&self, recv: &Value, name: u32) -> VmResult<&'static methods::Method> {
        let name = name as usize;
        methods::lookup(recv, &self.m.names[name], &self.st.method_ids[name])
    }

    fn name_error(&self, slot: Reg) -> Exc {
        let name = self
            .m
            .globals
            .get(slot as usize)
            .map_or("?", String::as_str);
        Exc::new(ExcKind::NameError, format!("name '{name}' is not defined"))
    }

    /// A key lambda's result, run under a builtin (`sorted(key=...)`)
    /// whose own state is not the machine's to keep: a host call in it
    /// that would pause fails instead, with the host's reason.
    #[cold]
    fn no_pause_here(&mut self, nframes: usize, r: VmResult<Value>) -> VmResult<Value> {
        match r {
            Err(e) if e.kind == ExcKind::Pause => {
                self.st.frames.truncate(nframes);
                Err(self.host.refuse_pause(
                    "a key= lambda runs inside a builtin and cannot wait for the host; \
                     compute the keys first (keys = {x: tool(x) for x in xs}) and sort by them",
                ))
            }
            r => r,
        }
    }

    /// Call a value: a key lambda, a builtin, a type, a bound method.
    pub(crate) fn call_value(
        &mut self,
        f: &Value,
        args: Vec<Value>,
        kwargs: Vec<(Rc<str>, Value)>,
    ) -> VmResult<Value> {
        match f {
            Value::Lambda(c) => {
                let unit = &self.m.units[c.unit as usize];
                let want = unit.nparams as usize - c.captures.len();
                if !kwargs.is_empty() || args.len() != want {
                    return Err(Exc::type_error(format!(
                        "<lambda>() takes {want} positional argument{} but {} were given",
                        if want == 1 { "" } else { "s" },
                        args.len() + kwargs.len()
                    )));
                }
                let (nb, ni) = (self.st.top, self.st.itop);
                let need = nb + unit.nregs as usize;
                if self.st.regs.len() < need {
                    self.st.regs.resize(need, Value::None);
                }
                for (i, v) in c.captures.iter().cloned().chain(args).enumerate() {
                    self.st.regs[nb + i] = v;
                }
                let nframes = self.st.frames.len();
                self.enter_alone();
                let r = self.run_unit(c.unit as usize, nb, ni);
                self.leave_alone();
                self.no_pause_here(nframes, r)
            }
            Value::Builtin(id) => builtins::call_builtin(self, *id, &args, &kwargs),
            Value::Type(t) => builtins::call_type(self, *t, &args, &kwargs),
            Value::Method(m) => {
                let (recv, method) = (m.receiver.clone(), m.method);
                methods::call(self, &recv, method, &args, &kwargs)
            }
            other => Err(Exc::type_error(format!(
                "'{}' object is not callable",
                other.type_name()
            ))),
        }
    }
}

impl Interp for Vm<'_> {
    fn call_value(&mut self, f: &Value, args: Vec<Value>, kwargs: Kwargs) -> VmResult<Value> {
        Vm::call_value(self, f, args, kwargs)
    }

    /// A lambda of one parameter gets its argument written straight into
    /// its frame, with no argument vector; everything else as `call_value`.
    fn call_value1(&mut self, f: &Value, arg: Value) -> VmResult<Value> {
        if let Value::Lambda(c) = f {
            let unit = &self.m.units[c.unit as usize];
            if unit.nparams as usize == c.captures.len() + 1 {
                let (nb, ni) = (self.st.top, self.st.itop);
                let need = nb + unit.nregs as usize;
                if self.st.regs.len() < need {
                    self.st.regs.resize(need, Value::None);
                }
                for (i, v) in c.captures.iter().enumerate() {
                    self.st.regs[nb + i] = v.clone();
                }
                self.st.regs[nb + c.captures.len()] = arg;
                let nframes = self.st.frames.len();
                self.enter_alone();
                let r = self.run_unit(c.unit as usize, nb, ni);
                self.leave_alone();
                return self.no_pause_here(nframes, r);
            }
        }
        Vm::call_value(self, f, vec![arg], Vec::new())
    }

    fn print(&mut self, s: &str) -> VmResult<()> {
        self.st.out.write(s)
    }

    fn output_room(&self) -> usize {
        self.st.out.room()
    }

    fn output_exceeded(&mut self) -> Exc {
        self.st.out.exceeded()
    }

    fn check_limits(&self) -> VmResult<()> {
        Vm::check_limits(self)
    }
}

/// `x is y`, with `x is None` decided without a call: None is only None.
#[inline(always)]
fn is_fast(x: &Value, y: &Value) -> bool {
    match (x, y) {
        (Value::None, Value::None) => true,
        (Value::None, _) | (_, Value::None) => false,
        (x, y) => is(x, y),
    }
}

/// Write a register. Registers mostly hold ints, floats and bools between
/// writes: those own nothing, so the out-of-line drop glue is skipped for
/// them.
#[inline(always)]
fn set_reg(slot: &mut Value, v: Value) {
    let old = std::mem::replace(slot, v);
    if matches!(
        old,
        Value::None | Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Undef
    ) {
        std::mem::forget(old);
    }
}

/// Whether a value owns nothing (no reference count, no heap block).
#[inline(always)]
fn is_scalar(v: &Value) -> bool {
    matches!(
        v,
        Value::None | Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Undef
    )
}

fn const_value(c: &Const) -> Value {
    match c {
        Const::None => Value::None,
        Const::True => Value::Bool(true),
        Const::False => Value::Bool(false),
        Const::Ellipsis => Value::Ellipsis,
        Const::Int(i) => Value::Int(*i),
        Const::Big(d) => d
            .parse::<num_bigint::BigInt>()
            .map_or(Value::None, Value::from_big),
        Const::Float(f) => Value::Float(*f),
        Const::Str(s) => Value::Str(PyStr::copy(s)),
    }
}

/// The register an instruction that can pause (a host call, or the call
/// of a unit that made one) writes its result to.
fn result_reg(ins: &Instr) -> Option<Reg> {
    match *ins {
        Instr::CallHost { dst, .. } | Instr::CallUnit { dst, .. } => Some(dst),
        Instr::CallEx {
            dst,
            target: CallTarget::Host(_),
            ..
        } => Some(dst),
        _ => None,
    }
}
