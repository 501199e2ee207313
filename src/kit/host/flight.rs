//! Calls in flight (spec/concurrency.md): a call of a tool that may
//! overlap others runs on a small pool of threads while the program goes
//! on, and the program gets `Value::Pending` for its result. A Rust or
//! built-in tool goes there only once one of its calls has taken
//! `SLOW_TICKS` or more (a handoff to a thread costs more than a fast
//! call), a command tool or an MCP-served tool from its first call; while
//! any call is in flight every call that may overlap goes there too, so
//! that the trace keeps the order the calls were made in.
//!
//! The arguments and the result cross as plain data (`Portable`). Each
//! call runs with its own copy of the tool context and its own meter;
//! what it read and wrote, the sandbox it ran under and the native work
//! it did are added to the run's, in call order, when the VM settles.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Condvar, Mutex};

use super::{bind, run_tool, Answer, HeldCall, KitHost, PauseReason, Run, SavedHeld, TraceLog};
use crate::kit::context::ToolContext;
use crate::snapshot::{SnapshotError, ValueWriter};
use crate::value::budget as meter;
use crate::value::portable::Portable;
use crate::value::{Exc, ExcKind, Value, VmResult};

/// A call that takes this many clock ticks or more (about 0.3 ms at
/// 3 GHz; 1 ms where the clock counts nanoseconds) marks its tool slow.
pub(super) const SLOW_TICKS: u64 = 1 << 20;

/// The calls in flight and the threads that run them.
pub(super) struct Flight {
    /// The most calls in flight at once (1: none ever is).
    pub(super) max: usize,
    pool: Pool,
    /// Calls made since the VM last settled, in order: those landed
    /// already (before a call that ran here), then those still flying.
    kept: Vec<(VmResult<Value>, u64)>,
    flying: Vec<Flying>,
}

impl Default for Flight {
    fn default() -> Flight {
        Flight {
            // One at a time until a VM says otherwise (it sets its limit at
            // every step it starts): a host called directly, outside a
            // run, answers each call in place rather than with a pending
            // value no one will wait for.
            max: 1,
            pool: Pool::default(),
            kept: Vec::new(),
            flying: Vec::new(),
        }
    }
}

impl Flight {
    /// Whether a call is in flight.
    #[inline(always)]
    pub(super) fn busy(&self) -> bool {
        !self.flying.is_empty() || !self.kept.is_empty()
    }

    /// The calls made since the VM last settled.
    pub(super) fn len(&self) -> usize {
        self.kept.len() + self.flying.len()
    }
}

/// The calls in flight of a program paused for external calls, as a
/// snapshot keeps them: the results landed before them (values), and the
/// host's calls with the answers given so far.
#[derive(serde::Serialize, serde::Deserialize)]
pub(crate) struct SavedFlight {
    /// (value root, native work) of each landed call.
    kept: Vec<(u32, u64)>,
    asked: Vec<SavedAsked>,
}

#[derive(serde::Serialize, serde::Deserialize)]
struct SavedAsked {
    call: SavedHeld,
    /// The bound arguments' value roots (as the trace shows them).
    args: Vec<u32>,
    answer: Option<SavedAnswer>,
}

#[derive(serde::Serialize, serde::Deserialize)]
enum SavedAnswer {
    Value(u32),
    /// A failure's message, and whether it was a denial.
    Error(String, bool),
}

impl Flight {
    /// None when nothing is in flight; an error for calls on threads
    /// (a paused program never has any: it waits for those first).
    pub(super) fn save(
        &self,
        values: &mut ValueWriter,
    ) -> Result<Option<SavedFlight>, SnapshotError> {
        if !self.busy() {
            return Ok(None);
        }
        let mut kept = Vec::with_capacity(self.kept.len());
        for (r, work) in &self.kept {
            match r {
                Ok(v) => kept.push((values.add(v)?, *work)),
                Err(_) => return Err(SnapshotError::new("a failed call in flight")),
            }
        }
        let mut asked = Vec::with_capacity(self.flying.len());
        for f in &self.flying {
            let Source::Host(a) = &f.from else {
                return Err(SnapshotError::new(
                    "a call running on a thread: the program is not paused",
                ));
            };
            let args = f
                .args
                .iter()
                .map(|p| values.add(&p.clone().into_value()))
                .collect::<Result<_, _>>()?;
            let answer = match &a.answer {
                None => None,
                Some((Ok(v), ..)) => Some(SavedAnswer::Value(values.add(v)?)),
                Some((Err(e), _, status)) => {
                    Some(SavedAnswer::Error(e.msg.clone(), status.is_some()))
                }
            };
            asked.push(SavedAsked {
                call: a.call.save(values)?,
                args,
                answer,
            });
        }
        Ok(Some(SavedFlight { kept, asked }))
    }

    /// The flight from a snapshot's part; its calls' durations start
    /// again from now.
    pub(super) fn load(
        saved: SavedFlight,
        log: &TraceLog,
        value: &dyn Fn(u32) -> Result<Value, String>,
    ) -> Result<Flight, String> {
        let mut flight = Flight::default();
        for (root, work) in saved.kept {
            flight.kept.push((Ok(value(root)?), work));
        }
        let now = log.clock.ticks();
        for a in saved.asked {
            let call = HeldCall::load(a.call, log, value)?;
            let args = a
                .args
                .iter()
                .map(|&r| {
                    Portable::of(&value(r)?)
                        .ok_or_else(|| "a call's arguments that cannot be in flight".to_string())
                })
                .collect::<Result<_, _>>()?;
            let answer = match a.answer {
                None => None,
                Some(SavedAnswer::Value(r)) => Some((Ok(value(r)?), 0, None)),
                Some(SavedAnswer::Error(m, denied)) => Some((
                    Err(Exc::new(ExcKind::ToolError, m)),
                    0,
                    denied.then_some("denied"),
                )),
            };
            flight.flying.push(Flying {
                index: call.index,
                args,
                from: Source::Host(Box::new(Asked {
                    call,
                    start: now,
                    answer,
                })),
            });
        }
        Ok(flight)
    }
}

struct Flying {
    index: usize,
    /// The bound arguments as they were when the call was made (the trace
    /// shows them so, whatever the program did to them since).
    args: Vec<Portable>,
    from: Source,
}

/// Who answers a call in flight.
enum Source {
    /// A thread of the pool.
    Thread {
        rx: mpsc::Receiver<Landed>,
        cancel: Arc<AtomicBool>,
        /// Where the call's result is put for a call that takes it as
        /// an argument (chained, on another thread).
        slot: Arc<Slot>,
    },
    /// The host: an external tool's call, answered through
    /// `KitHost::answer_flying` while the program is paused (several may
    /// wait at once, answered in any order).
    Host(Box<Asked>),
}

/// A call's result as soon as it has one, for the calls in flight that
/// take it as an argument: `Some(None)` when it failed or never ran.
#[derive(Default)]
pub(super) struct Slot {
    value: Mutex<Option<Option<Portable>>>,
    ready: Condvar,
}

impl Slot {
    /// The result, once (a later put changes nothing).
    fn put(&self, v: Option<Portable>) {
        let mut value = self.value.lock().unwrap_or_else(|e| e.into_inner());
        if value.is_none() {
            *value = Some(v);
            self.ready.notify_all();
        }
    }

    fn wait(&self) -> Option<Portable> {
        let mut v = self.value.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if let Some(v) = &*v {
                return v.clone();
            }
            v = self.ready.wait(v).unwrap_or_else(|e| e.into_inner());
        }
    }
}

/// Puts "no result" in a call's slot when the call's job ends without
/// having put one (a tool that panicked on its thread): a call chained to
/// it must not wait for ever.
struct Unfilled(Arc<Slot>);

impl Drop for Unfilled {
    fn drop(&mut self) {
        self.0.put(None);
    }
}

/// An argument of a call in flight: known, or the result of a call made
/// before it and still in flight.
enum Arg {
    Now(Portable),
    After(Arc<Slot>),
}

/// An external tool's call in flight, and the host's answer once given.
pub(crate) struct Asked {
    /// The call as the host is shown it (its values copies made when the
    /// call was made).
    pub(crate) call: HeldCall,
    /// The clock's ticks when it was made.
    start: u64,
    /// The answer, its duration in ticks, and its trace status.
    answer: Option<(VmResult<Value>, u64, Option<&'static str>)>,
}

/// What a call on a thread sends back.
struct Landed {
    /// None: cancelled before it started.
    result: Option<Result<Portable, Exc>>,
    start: u64,
    ticks: u64,
    work: u64,
    files_read: Vec<String>,
    files_modified: Vec<String>,
    sandbox: Option<&'static str>,
    /// The arguments as the call ran on them, when one came from another
    /// call in flight (the trace shows them so).
    args: Option<Vec<Portable>>,
}

impl KitHost {
    /// Whether the call of the tool at `index` goes into flight.
    #[inline(always)]
    pub(super) fn flies(&self, index: usize) -> bool {
        let t = &self.log.tools[index];
        t.concurrent && (t.slow || self.flight.busy()) && self.flight.max > 1
    }

    /// Whether the calls in flight are the host's to answer (the calls in
    /// flight at once are all the host's or all the pool's: a program
    /// paused for the host's answers has nothing else running).
    fn flying_asked(&self) -> bool {
        self.flight
            .flying
            .first()
            .is_some_and(|f| matches!(f.from, Source::Host(_)))
    }

    /// Whether a call of the tool at `index` with these arguments may go
    /// into flight beside the calls already there, or must wait for them
    /// (the VM asks before the call, while calls are in flight).
    pub(super) fn joins(
        &self,
        index: usize,
        args: &[Value],
        kwargs: &[(std::rc::Rc<str>, Value)],
    ) -> bool {
        let Some(t) = self.log.tools.get(index) else {
            return false;
        };
        if !t.concurrent || self.flight.len() >= self.flight.max {
            return false;
        }
        let asked = matches!(t.run, Run::External);
        if args
            .iter()
            .chain(kwargs.iter().map(|(_, v)| v))
            .any(|v| matches!(v, Value::Pending(_)))
        {
            // Chained: the result of a call on a thread still in flight,
            // passed to a tool whose arguments need no type check.
            return !asked
                && !t.typed
                && !self.flying_asked()
                && self.chained_args(index, args, kwargs).is_some();
        }
        // Calls of one kind in flight at a time; an external call must be
        // able to fly (it would pause alone otherwise).
        (self.flight.flying.is_empty() || asked == self.flying_asked())
            && (!asked || self.portable_call(index, args, kwargs).is_some())
    }

    /// The call's bound arguments as plain data, or None when they do not
    /// bind, cannot cross, or one is still pending (the call then waits,
    /// or runs alone).
    fn portable_call(
        &self,
        index: usize,
        args: &[Value],
        kwargs: &[(std::rc::Rc<str>, Value)],
    ) -> Option<Vec<Portable>> {
        self.chained_args(index, args, kwargs)?
            .into_iter()
            .map(|a| match a {
                Arg::Now(p) => Some(p),
                Arg::After(_) => None,
            })
            .collect()
    }

    /// The bound arguments of a call on a thread, where a pending value
    /// stands for the result of a call still flying on a thread. None when
    /// they do not bind, cannot cross, or a pending value is of a call
    /// that has landed (the VM takes its value first).
    fn chained_args(
        &self,
        index: usize,
        args: &[Value],
        kwargs: &[(std::rc::Rc<str>, Value)],
    ) -> Option<Vec<Arg>> {
        let spec = &self.kit.tools()[self.log.tools[index].spec?];
        let bound = bind(spec, args, kwargs).ok()?;
        let landed = self.flight.kept.len();
        bound
            .iter()
            .map(|v| match v {
                Value::Pending(t) => {
                    let k = (*t as usize).checked_sub(landed)?;
                    match &self.flight.flying.get(k)?.from {
                        Source::Thread { slot, .. } => Some(Arg::After(slot.clone())),
                        Source::Host(_) => None,
                    }
                }
                v => Portable::of(v).map(Arg::Now),
            })
            .collect()
    }

    /// An external tool's call into flight: the host answers it later.
    fn ask(
        &mut self,
        index: usize,
        args: &[Value],
        kwargs: &[(std::rc::Rc<str>, Value)],
    ) -> Option<Value> {
        let portable = self.portable_call(index, args, kwargs)?;
        let copy = |v: &Value| Portable::of(v).map(Portable::into_value);
        let called = &self.log.tools[index];
        let spec = &self.kit.tools()[called.spec?];
        let call = HeldCall {
            index,
            tool: called.name.clone(),
            args: args.iter().map(copy).collect::<Option<_>>()?,
            kwargs: kwargs
                .iter()
                .map(|(k, v)| Some((k.clone(), copy(v)?)))
                .collect::<Option<_>>()?,
            bound: portable.iter().cloned().map(Portable::into_value).collect(),
            reason: PauseReason::External,
            grade: spec.grade,
            since: crate::clock::Instant::now(),
        };
        let ticket = self.flight.len() as u32;
        self.flight.flying.push(Flying {
            index,
            args: portable,
            from: Source::Host(Box::new(Asked {
                call,
                start: self.log.clock.ticks(),
                answer: None,
            })),
        });
        let n = self.flight.len();
        self.log.peak_in_flight = self.log.peak_in_flight.max(n);
        Some(Value::Pending(ticket))
    }

    /// The external calls in flight that wait for the host's answer, by
    /// ticket (the pending value's number), in call order. Empty when none
    /// does, or when a call before them failed (the program no longer
    /// needs them: a run of one call at a time never made them).
    pub fn waiting(&self) -> Vec<(u32, &HeldCall)> {
        if self.flight.kept.iter().any(|(r, _)| r.is_err()) {
            return Vec::new();
        }
        let base = self.flight.kept.len();
        let mut out = Vec::new();
        for (k, f) in self.flight.flying.iter().enumerate() {
            if let Source::Host(a) = &f.from {
                match &a.answer {
                    None => out.push(((base + k) as u32, &a.call)),
                    Some((Err(_), ..)) => break,
                    Some(_) => {}
                }
            }
        }
        out
    }

    /// Answer the external call in flight with ticket `ticket`. An answer
    /// that does not fit (approving an external tool, a ticket that is not
    /// waiting) is refused and changes nothing.
    pub fn answer_flying(&mut self, ticket: u32, answer: Answer) -> Result<(), String> {
        let now = self.log.clock.ticks();
        let k = (ticket as usize).checked_sub(self.flight.kept.len());
        let Some(Flying {
            from: Source::Host(asked),
            ..
        }) = k.and_then(|k| self.flight.flying.get_mut(k))
        else {
            return Err(format!("no call {ticket} in flight waits for an answer"));
        };
        if asked.answer.is_some() {
            return Err(format!(
                "the call of `{}` was answered already",
                asked.call.tool
            ));
        }
        let tool = &asked.call.tool;
        let (result, status) = match answer {
            Answer::Value(v) => (Ok(v), None),
            Answer::Error(m) => (Err(Exc::new(ExcKind::ToolError, m)), None),
            Answer::Deny(m) => (
                Err(Exc::new(
                    ExcKind::ToolError,
                    format!("the call of `{tool}` was denied: {m}"),
                )),
                Some("denied"),
            ),
            Answer::Approve => {
                return Err(format!(
                    "`{tool}` is an external tool: it has no implementation to approve; answer it with a value or an error"
                ))
            }
        };
        asked.answer = Some((result, now.wrapping_sub(asked.start), status));
        Ok(())
    }

    /// Trace the calls in flight answered before the first that waits
    /// for an answer, and forget the rest (the run has stopped).
    pub fn land_answered(&mut self) {
        if !self.flight.busy() {
            return;
        }
        let first = self
            .flight
            .flying
            .iter()
            .position(|f| matches!(&f.from, Source::Host(a) if a.answer.is_none()));
        if let Some(k) = first {
            self.flight.flying.truncate(k);
        }
        self.land_flying();
        self.flight.kept.clear();
    }

    /// Whether the calls in flight cannot land yet: one waits for the
    /// host's answer and no call before it failed.
    fn blocked(&self) -> bool {
        !self.waiting().is_empty()
    }

    /// Fail every external call in flight still waiting, with `why` (a run
    /// that cannot pause).
    pub(super) fn refuse_flying(&mut self, why: &str) {
        for f in &mut self.flight.flying {
            if let Source::Host(a) = &mut f.from {
                if a.answer.is_none() {
                    let e = Exc::new(
                        ExcKind::ToolError,
                        format!(
                            "`{}` is an external tool, answered by the host: {why}",
                            a.call.tool
                        ),
                    );
                    a.answer = Some((Err(e), 0, None));
                }
            }
        }
    }

    /// Start the call on a thread: its pending value, or (when its
    /// arguments do not bind or cannot cross) the call made here, after
    /// the calls in flight.
    #[inline(never)]
    pub(super) fn fly(
        &mut self,
        index: usize,
        tool: &str,
        args: &[Value],
        kwargs: &[(std::rc::Rc<str>, Value)],
    ) -> Option<Value> {
        let called = &self.log.tools[index];
        if matches!(called.run, Run::External) {
            return self.ask(index, args, kwargs);
        }
        if self.flying_asked() {
            return None;
        }
        let chained = self.chained_args(index, args, kwargs)?;
        // What the trace shows until the call lands (a chained argument
        // is shown as the value it ran on, which the call sends back).
        let portable: Vec<Portable> = chained
            .iter()
            .map(|a| match a {
                Arg::Now(p) => p.clone(),
                Arg::After(_) => Portable::None,
            })
            .collect();
        let is_chained = chained.iter().any(|a| matches!(a, Arg::After(_)));
        let (tx, rx) = mpsc::channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let slot = Arc::new(Slot::default());
        let job = {
            let run = called.run.clone();
            let tool = tool.to_string();
            let cancel = cancel.clone();
            let slot = slot.clone();
            let clock = self.log.clock;
            let mut ctx = ToolContext::new(self.ctx.root.clone(), self.ctx.limits.clone());
            ctx.sandbox = self.ctx.sandbox.clone();
            move || {
                let _unfilled = Unfilled(slot.clone());
                // The results this call takes from calls before it: one
                // that failed (or never ran) means this call never runs.
                let mut args = Vec::with_capacity(chained.len());
                for a in chained {
                    match a {
                        Arg::Now(p) => args.push(p),
                        Arg::After(s) => match s.wait() {
                            Some(p) => args.push(p),
                            None => {
                                slot.put(None);
                                let _ = tx.send(Landed::cancelled());
                                return;
                            }
                        },
                    }
                }
                if cancel.load(Ordering::Acquire) {
                    slot.put(None);
                    let _ = tx.send(Landed::cancelled());
                    return;
                }
                let shown = is_chained.then(|| args.clone());
                let budget = crate::value::MemoryBudget::enter(usize::MAX, None);
                let values: Vec<Value> = args.into_iter().map(Portable::into_value).collect();
                let start = clock.ticks();
                let result = run_tool(&run, &mut ctx, &tool, &values);
                let ticks = clock.ticks().wrapping_sub(start);
                let result = result.and_then(|v| {
                    Portable::of(&v).ok_or_else(|| {
                        Exc::new(
                            ExcKind::ToolError,
                            format!("`{tool}` returned a {} value, which cannot come back from a call in flight", v.type_name()),
                        )
                    })
                });
                drop(values);
                let work = meter::take_work();
                drop(budget);
                slot.put(result.as_ref().ok().cloned());
                let _ = tx.send(Landed {
                    result: Some(result),
                    start,
                    ticks,
                    work,
                    files_read: ctx.files_read,
                    files_modified: ctx.files_modified,
                    sandbox: ctx.sandbox_used,
                    args: shown,
                });
            }
        };
        let ticket = self.flight.len() as u32;
        self.flight.flying.push(Flying {
            index,
            args: portable,
            from: Source::Thread { rx, cancel, slot },
        });
        let n = self.flight.len();
        self.log.peak_in_flight = self.log.peak_in_flight.max(n);
        self.flight.pool.submit(Box::new(job), n);
        Some(Value::Pending(ticket))
    }

    /// Wait for every call in flight and trace each, in the order they
    /// were made: their results, and the native work each did. After the
    /// first that failed, the rest are cancelled (those not yet started
    /// never run) and traced as discarded.
    ///
    /// None, and nothing changed, while an external call in flight waits
    /// for the host's answer (the program pauses for it).
    pub(super) fn land(&mut self) -> Option<Vec<(VmResult<Value>, u64)>> {
        if self.blocked() {
            return None;
        }
        self.land_flying();
        Some(std::mem::take(&mut self.flight.kept))
    }

    /// A call that was to fly but runs here (its arguments do not bind,
    /// or cannot cross to a thread): the calls in flight land first, so
    /// that the trace keeps the calls' order, and their results wait for
    /// the VM. False when one of them failed: a run of one call at a
    /// time never makes this call, traced as discarded.
    pub(super) fn land_before_alone(&mut self) -> bool {
        self.land_flying();
        !self.flight.kept.iter().any(|(r, _)| r.is_err())
    }

    /// Trace a call made after one that failed, which never runs.
    pub(super) fn discard(&mut self, index: usize, args: &[Value]) -> Exc {
        let e = Exc::new(
            ExcKind::ToolError,
            "discarded: an earlier call in flight failed",
        );
        if self.tracing {
            let now = self.log.clock.ticks();
            self.log
                .record(index, (now, 0), args, &Err(e.clone()), &mut self.ctx);
            if let Some(note) = self.log.notes.last_mut() {
                note.3 = Some("discarded");
            }
        }
        e
    }

    fn land_flying(&mut self) {
        let flying = std::mem::take(&mut self.flight.flying);
        let cancels: Vec<Option<Arc<AtomicBool>>> = flying
            .iter()
            .map(|f| match &f.from {
                Source::Thread { cancel, .. } => Some(cancel.clone()),
                Source::Host(_) => None,
            })
            .collect();
        let mut out = std::mem::take(&mut self.flight.kept);
        let mut failed = out.iter().any(|(r, _)| r.is_err());
        for (k, f) in flying.into_iter().enumerate() {
            // (result, start, ticks, native work, trace status); no result:
            // the call never ran, or an earlier one failed.
            let mut shown = f.args;
            let (result, start, ticks, work, status) = match f.from {
                Source::Thread { rx, .. } => {
                    let mut landed = rx.recv().unwrap_or_else(|_| Landed::cancelled());
                    if let Some(args) = landed.args.take() {
                        shown = args;
                    }
                    match (failed, landed.result) {
                        (false, Some(r)) => {
                            self.merge(landed.files_read, landed.files_modified, landed.sandbox);
                            let r = Some(r.map(Portable::into_value));
                            (r, landed.start, landed.ticks, landed.work, None)
                        }
                        _ => (None, landed.start, landed.ticks, 0, None),
                    }
                }
                Source::Host(asked) => match (failed, asked.answer) {
                    (false, Some((r, ticks, status))) => (Some(r), asked.start, ticks, 0, status),
                    _ => (None, asked.start, 0, 0, None),
                },
            };
            let args: Vec<Value> = shown.into_iter().map(Portable::into_value).collect();
            let status = if result.is_none() {
                Some("discarded")
            } else {
                status
            };
            let result = result.unwrap_or_else(|| {
                Err(Exc::new(
                    ExcKind::ToolError,
                    "discarded: an earlier call in flight failed",
                ))
            });
            if self.tracing {
                self.log
                    .record(f.index, (start, ticks), &args, &result, &mut self.ctx);
                if status.is_some() {
                    if let Some(note) = self.log.notes.last_mut() {
                        note.3 = status;
                    }
                }
            }
            // Tracing it is the call's work too, as where it runs alone.
            let work = work.saturating_add(meter::take_work());
            if result.is_err() && !failed {
                failed = true;
                for c in cancels[k + 1..].iter().flatten() {
                    c.store(true, Ordering::Release);
                }
            }
            out.push((result, work));
        }
        self.flight.kept = out;
    }

    /// What a call on a thread read, wrote and ran under, added to the
    /// run's.
    fn merge(&mut self, read: Vec<String>, modified: Vec<String>, sandbox: Option<&'static str>) {
        for p in read {
            if !self.ctx.files_read.contains(&p) {
                self.ctx.files_read.push(p);
            }
        }
        for p in modified {
            if !self.ctx.files_modified.contains(&p) {
                self.ctx.files_modified.push(p);
            }
        }
        if let Some(how) = sandbox {
            self.ctx.note_sandbox(how);
        }
    }
}

impl Landed {
    fn cancelled() -> Landed {
        Landed {
            result: None,
            start: 0,
            ticks: 0,
            work: 0,
            files_read: Vec::new(),
            files_modified: Vec::new(),
            sandbox: None,
            args: None,
        }
    }
}

type Job = Box<dyn FnOnce() + Send>;

#[derive(Default)]
struct Queue {
    jobs: VecDeque<Job>,
    idle: usize,
    closed: bool,
}

/// Threads that take jobs in order, grown to as many as there are calls
/// in flight (so never more than `max_in_flight`); they end when the host
/// is dropped (a call still running finishes on its own).
#[derive(Default)]
struct Pool {
    shared: Arc<(Mutex<Queue>, Condvar)>,
    threads: usize,
}

impl Pool {
    fn submit(&mut self, job: Job, want: usize) {
        let (queue, ready) = &*self.shared;
        let mut q = queue.lock().unwrap_or_else(|e| e.into_inner());
        q.jobs.push_back(job);
        let grow = q.idle < q.jobs.len() && self.threads < want;
        drop(q);
        ready.notify_one();
        if grow {
            let shared = self.shared.clone();
            match std::thread::Builder::new()
                .name("lackpy-call".into())
                .spawn(move || work(&shared))
            {
                Ok(_) => self.threads += 1,
                // No thread to be had: with none at all, the calls run here.
                Err(_) if self.threads == 0 => self.run_here(),
                Err(_) => {}
            }
        }
    }

    fn run_here(&self) {
        loop {
            let job = {
                let mut q = self.shared.0.lock().unwrap_or_else(|e| e.into_inner());
                q.jobs.pop_front()
            };
            match job {
                Some(job) => job(),
                None => return,
            }
        }
    }
}

fn work(shared: &(Mutex<Queue>, Condvar)) {
    let (queue, ready) = shared;
    loop {
        let job = {
            let mut q = queue.lock().unwrap_or_else(|e| e.into_inner());
            loop {
                if let Some(job) = q.jobs.pop_front() {
                    break job;
                }
                if q.closed {
                    return;
                }
                q.idle += 1;
                q = ready.wait(q).unwrap_or_else(|e| e.into_inner());
                q.idle -= 1;
            }
        };
        job();
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        let (queue, ready) = &*self.shared;
        queue.lock().unwrap_or_else(|e| e.into_inner()).closed = true;
        ready.notify_all();
    }
}

/// `Run` crosses to the pool's threads with each call.
const _: fn() = || {
    fn sendable<T: Send>() {}
    sendable::<Run>();
    sendable::<ToolContext>();
};
