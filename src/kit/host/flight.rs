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

use super::{bind, run_tool, KitHost, Run};
use crate::kit::context::ToolContext;
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

struct Flying {
    index: usize,
    /// The bound arguments as they were when the call was made (the trace
    /// shows them so, whatever the program did to them since).
    args: Vec<Portable>,
    rx: mpsc::Receiver<Landed>,
    cancel: Arc<AtomicBool>,
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
}

impl KitHost {
    /// Whether the call of the tool at `index` goes into flight.
    #[inline(always)]
    pub(super) fn flies(&self, index: usize) -> bool {
        let t = &self.log.tools[index];
        t.concurrent && (t.slow || self.flight.busy()) && self.flight.max > 1
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
        let spec = &self.kit.tools()[called.spec?];
        let bound = bind(spec, args, kwargs).ok()?;
        let portable: Vec<Portable> = bound.iter().map(Portable::of).collect::<Option<_>>()?;
        let (tx, rx) = mpsc::channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let job = {
            let run = called.run.clone();
            let tool = tool.to_string();
            let args = portable.clone();
            let cancel = cancel.clone();
            let clock = self.log.clock;
            let mut ctx = ToolContext::new(self.ctx.root.clone(), self.ctx.limits.clone());
            ctx.sandbox = self.ctx.sandbox.clone();
            move || {
                if cancel.load(Ordering::Acquire) {
                    let _ = tx.send(Landed::cancelled());
                    return;
                }
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
                let _ = tx.send(Landed {
                    result: Some(result),
                    start,
                    ticks,
                    work,
                    files_read: ctx.files_read,
                    files_modified: ctx.files_modified,
                    sandbox: ctx.sandbox_used,
                });
            }
        };
        let ticket = self.flight.len() as u32;
        self.flight.flying.push(Flying {
            index,
            args: portable,
            rx,
            cancel,
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
    pub(super) fn land(&mut self) -> Vec<(VmResult<Value>, u64)> {
        self.land_flying();
        std::mem::take(&mut self.flight.kept)
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
        let mut out = std::mem::take(&mut self.flight.kept);
        let mut failed = out.iter().any(|(r, _)| r.is_err());
        for (k, f) in flying.iter().enumerate() {
            let landed = f.rx.recv().unwrap_or_else(|_| Landed::cancelled());
            let args: Vec<Value> = f.args.iter().cloned().map(Portable::into_value).collect();
            let (result, work) = match (failed, landed.result) {
                (false, Some(r)) => {
                    for p in landed.files_read {
                        if !self.ctx.files_read.contains(&p) {
                            self.ctx.files_read.push(p);
                        }
                    }
                    for p in landed.files_modified {
                        if !self.ctx.files_modified.contains(&p) {
                            self.ctx.files_modified.push(p);
                        }
                    }
                    if let Some(how) = landed.sandbox {
                        self.ctx.note_sandbox(how);
                    }
                    (r.map(Portable::into_value), landed.work)
                }
                _ => (
                    Err(Exc::new(
                        ExcKind::ToolError,
                        "discarded: an earlier call in flight failed",
                    )),
                    0,
                ),
            };
            let discarded = failed;
            if self.tracing {
                self.log.record(
                    f.index,
                    (landed.start, landed.ticks),
                    &args,
                    &result,
                    &mut self.ctx,
                );
                if discarded {
                    if let Some(note) = self.log.notes.last_mut() {
                        note.3 = Some("discarded");
                    }
                }
            }
            // Tracing it is the call's work too, as where it runs alone.
            let work = work.saturating_add(meter::take_work());
            if result.is_err() && !failed {
                failed = true;
                for later in &flying[k + 1..] {
                    later.cancel.store(true, Ordering::Release);
                }
            }
            out.push((result, work));
        }
        self.flight.kept = out;
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
