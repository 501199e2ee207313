//! The VM's two doors to the world: host calls (tools) and program output.

use std::io::Write;
use std::rc::Rc;

use crate::value::{Exc, ExcKind, Value, VmResult};

/// Whatever answers the program's host calls: a kit's tools
/// (`kit::KitHost`), or nothing at all (`NoTools`).
pub trait Host {
    /// Call `tool` with the positional arguments `args` (a slice of the
    /// caller's registers: the host clones what it keeps) and `kwargs`.
    fn call(&mut self, tool: &str, args: &[Value], kwargs: &[(Rc<str>, Value)]) -> VmResult<Value>;

    /// A handle for `tool` that `call_resolved` takes in place of looking
    /// the tool up by name; the VM asks once per host-call entry of its
    /// module, on that entry's first call. None: the host has no handles
    /// (every call goes through `call`).
    fn resolve(&mut self, _tool: &str) -> Option<u32> {
        None
    }

    /// `call` through a handle `resolve` gave for `tool` (a handle stays
    /// valid for the host's lifetime).
    fn call_resolved(
        &mut self,
        _id: u32,
        tool: &str,
        args: &[Value],
        kwargs: &[(Rc<str>, Value)],
    ) -> VmResult<Value> {
        self.call(tool, args, kwargs)
    }

    /// `call_resolved`, then `check_after_call`, in one call: the VM's way
    /// in for a resolved host call (a host may answer both at once).
    fn call_resolved_then_check(
        &mut self,
        id: u32,
        tool: &str,
        args: &[Value],
        kwargs: &[(Rc<str>, Value)],
    ) -> (VmResult<Value>, bool) {
        let result = self.call_resolved(id, tool, args, kwargs);
        (result, self.check_after_call())
    }

    /// Whether `call_positional` serves the calls through the handle `id`
    /// (asked once per host-call entry, right after `resolve` gave the
    /// handle). No by default: every call goes through
    /// `call_resolved_then_check`.
    fn positional(&mut self, _id: u32) -> bool {
        false
    }

    /// The VM's short way in for a call through a handle `positional`
    /// accepted, with positional arguments only: the call, its result
    /// written into `out` (which holds None), and the answer: whether the
    /// VM should look at its limits now (as `check_after_call` says), or
    /// the call's error. After an error the VM asks `check_after_call`
    /// itself, then raises it.
    fn call_positional(&mut self, _id: u32, _args: &[Value], _out: &mut Value) -> CallAnswer {
        CallAnswer::failed(Exc::new(
            ExcKind::RuntimeError,
            "this host takes no positional calls by handle",
        ))
    }

    /// Whether the VM should look at its limits (the deadline above all)
    /// right after the call just made. A host that timed the calls since
    /// it last said yes, and found them short, may say no: the VM's
    /// periodic checks still come.
    fn check_after_call(&mut self) -> bool {
        true
    }

    /// The most calls the host may leave in flight at once (the run's
    /// `Limits::max_in_flight`), told at the start of each step.
    fn set_max_in_flight(&mut self, _n: usize) {}

    /// Whether a call through handle `id` may overlap other calls
    /// (spec/concurrency.md). The VM asks before each call made while
    /// others are in flight: a call that may not waits for them first.
    fn concurrent(&mut self, _id: u32) -> bool {
        false
    }

    /// How many calls are in flight: each was answered with a
    /// `Value::Pending` (numbered from 0 in the order they were made, with
    /// `CallAnswer::check` set on the positional way) and not yet settled.
    fn in_flight(&self) -> usize {
        0
    }

    /// Wait for every call in flight and trace them in the order they
    /// were made; their results in that order, each with the native work
    /// it did (fuel). A call made after one that
    /// failed is cancelled if it has not started, and traced as discarded.
    /// None, with nothing changed, while a call in flight waits for the
    /// host's own answer (an external tool's): the program pauses.
    fn settle(&mut self) -> Option<Vec<(VmResult<Value>, u64)>> {
        Some(Vec::new())
    }

    /// Whether a call of the tool through handle `id` with these
    /// arguments may go into flight beside the calls already there (the
    /// VM asks before each call made while others are in flight; a call
    /// that may not waits for them first).
    fn joins(&mut self, id: u32, _args: &[Value], _kwargs: &[(Rc<str>, Value)]) -> bool {
        self.concurrent(id)
    }

    /// The ticket of the first call in flight that waits for the host's
    /// answer, if one does.
    fn first_waiting(&self) -> Option<u32> {
        None
    }

    /// Fail every call in flight that waits for the host's answer, with
    /// `why`: the machine cannot wait for the host (`Vm::run`).
    fn refuse_flying(&mut self, _why: &str) {}

    /// The error raised in place of the pause of the call the host just
    /// paused at (`Exc::pause`), where the machine cannot wait for an
    /// answer (`why` says where); the host forgets that call, and traces
    /// it as failed if it traces.
    fn refuse_pause(&mut self, why: &str) -> Exc {
        Exc::new(ExcKind::ToolError, why.to_string())
    }
}

/// What `Host::call_positional` answers besides the result. Two words
/// (the error boxed), so that it comes back in two registers.
#[derive(Debug)]
pub struct CallAnswer {
    /// The VM should look at its limits now (`Host::check_after_call`).
    pub check: bool,
    /// The call failed with this error.
    pub error: Option<Box<Exc>>,
}

impl CallAnswer {
    /// A call that failed.
    #[cold]
    pub fn failed(e: Exc) -> CallAnswer {
        CallAnswer {
            check: false,
            error: Some(Box::new(e)),
        }
    }
}

/// A host with no tools: every host call is a ToolError.
pub struct NoTools;

impl Host for NoTools {
    fn call(&mut self, tool: &str, _: &[Value], _: &[(Rc<str>, Value)]) -> VmResult<Value> {
        Err(Exc::new(
            ExcKind::ToolError,
            format!("tool `{tool}` is not available in this run"),
        ))
    }
}

/// What the program prints: always captured, and echoed to stdout as it is
/// written when `echo` is set (human mode streams; JSON mode does not).
#[derive(Default)]
pub struct Output {
    pub text: String,
    pub echo: bool,
    /// Bytes the program may print in all (0: no limit).
    pub max: usize,
    /// Bytes printed by earlier runs of the same session, counted against `max`.
    pub before: usize,
}

impl Output {
    /// The output limit's `LimitExceeded` (which stops the run).
    pub fn exceeded(&self) -> Exc {
        crate::value::budget::trip(Exc::new(
            ExcKind::LimitExceeded,
            format!(
                "output: the program printed more than {} bytes, the limit",
                self.max
            ),
        ))
    }

    /// Bytes that may still be printed (`usize::MAX` without a limit).
    pub fn room(&self) -> usize {
        if self.max == 0 {
            return usize::MAX;
        }
        self.max.saturating_sub(self.before + self.text.len())
    }

    pub fn write(&mut self, s: &str) -> VmResult<()> {
        // A value cut short by a limit is never printed.
        if crate::value::budget::is_tripped() {
            if let Some(e) = crate::value::budget::tripped() {
                return Err(e);
            }
        }
        if self.max > 0 && self.before + self.text.len() + s.len() > self.max {
            return Err(self.exceeded());
        }
        self.text.push_str(s);
        if self.echo {
            let mut out = std::io::stdout().lock();
            let _ = out.write_all(s.as_bytes());
            if s.contains('\n') {
                let _ = out.flush();
            }
        }
        Ok(())
    }
}
