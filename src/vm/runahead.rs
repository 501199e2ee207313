//! Run-ahead (spec/concurrency.md): a call the host left in flight gives
//! the program a `Value::Pending`, and the program goes on until it looks
//! into one. While anything is in flight the machine looks at each
//! instruction before it runs (through `Vm::tick`, so a run with nothing
//! in flight pays nothing): an instruction that only moves or stores a
//! value runs; any other that reads a pending value, or a container (which
//! may hold one), first waits for every call in flight and puts each
//! result where its pending value is. A call of a tool that may not
//! overlap, `print`, the end of the program and an error wait too, so
//! output, effects, errors and the trace come out as in a run of one call
//! at a time. A failed call raises at its own place, with the fuel spent
//! up to it.

use std::collections::HashSet;

use super::Vm;
use crate::bytecode::{Instr, Operand, Reg, INSTRUCTIONS, NO_KW};
use crate::value::budget as meter;
use crate::value::{Exc, ExcKind, Value, VmResult};

/// What a program paused while waiting for the calls in flight does once
/// the host has answered them.
#[derive(Debug, Clone)]
pub(crate) enum Then {
    /// Run the instruction that waited (the innermost paused frame's).
    Rerun,
    /// Give the innermost paused frame this (what the unit it called
    /// returned, or the error it raised), or, with no frame left, end the
    /// step with it: the program was on its way out when it waited.
    Give(VmResult<Value>, Option<(u32, u32)>),
}

/// A call left in flight, as the machine saw it made.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Issued {
    /// Instructions executed (native work included) when it was made:
    /// the fuel a run of one call at a time has spent when it fails.
    executed: u64,
    loc: (u32, u32),
}

/// Whether an instruction must wait before it reads `v`: a pending value,
/// or something that may hold one (a container, or a method or lambda
/// bound to one).
#[inline]
fn murky(v: &Value) -> bool {
    matches!(
        v,
        Value::Pending(_)
            | Value::List(_)
            | Value::Dict(_)
            | Value::Tuple(_)
            | Value::Method(_)
            | Value::Lambda(_)
            | Value::View(_)
    )
}

impl Issued {
    pub(crate) fn loc(&self) -> (u32, u32) {
        self.loc
    }

    /// As a snapshot keeps it: (executed, line, column).
    pub(crate) fn saved(&self) -> (u64, u32, u32) {
        (self.executed, self.loc.0, self.loc.1)
    }

    pub(crate) fn from_saved((executed, line, col): (u64, u32, u32)) -> Issued {
        Issued {
            executed,
            loc: (line, col),
        }
    }
}

impl Vm<'_> {
    /// The host answered the call at `loc` with a pending value: note it,
    /// and look at each instruction from now on. Inside a key lambda
    /// (whose caller, a builtin, cannot hold a pending value) the call is
    /// waited for at once.
    #[cold]
    #[inline(never)]
    pub(super) fn issued(&mut self, v: Value, loc: (u32, u32)) -> VmResult<Value> {
        self.st.executed = self.st.executed.saturating_add(meter::take_work());
        meter::sync(self.st.executed);
        self.st.issued.push(Issued {
            executed: self.st.executed,
            loc,
        });
        if !self.st.flight {
            self.st.due = self.st.next_check;
            self.st.flight = true;
        }
        self.st.next_check = self.st.executed;
        if self.st.alone == 0 {
            return Ok(v);
        }
        let mut v = v;
        self.settle_with(&mut v)?;
        Ok(v)
    }

    /// The ticket of the first call in flight that waits for the host.
    pub fn host_waiting(&self) -> Option<u32> {
        self.host.first_waiting()
    }

    /// A key lambda starts (inside a builtin, which cannot hold a pending
    /// value): its calls run one at a time.
    /// (A module that calls no tool never tells the host: a sort by a
    /// key lambda pays nothing for it.)
    #[inline]
    pub(super) fn enter_alone(&mut self) {
        self.st.alone += 1;
        if self.st.alone == 1 && self.st.limits.max_in_flight > 1 && !self.m.host_calls.is_empty() {
            self.host.set_max_in_flight(1);
        }
    }

    #[inline]
    pub(super) fn leave_alone(&mut self) {
        self.st.alone -= 1;
        if self.st.alone == 0 && self.st.limits.max_in_flight > 1 && !self.m.host_calls.is_empty() {
            self.host.set_max_in_flight(self.st.limits.max_in_flight);
        }
    }

    /// Before `ins` runs while calls are in flight: wait for them when it
    /// needs to.
    pub(super) fn gate(&mut self, ins: &Instr, base: usize) -> VmResult<()> {
        if self.must_wait(ins, base) {
            if let Err(e) = self.settle() {
                if e.kind == ExcKind::Pause {
                    // The host answers first; then this instruction runs
                    // (again: it is counted when it does).
                    self.st.executed -= 1;
                    self.st.then = Some(Then::Rerun);
                }
                return Err(e);
            }
        }
        Ok(())
    }

    fn must_wait(&mut self, ins: &Instr, base: usize) -> bool {
        match *ins {
            Instr::LoadConst { .. }
            | Instr::Move { .. }
            | Instr::LoadGlobal { .. }
            | Instr::CheckBound { .. }
            | Instr::LoadBuiltin { .. }
            | Instr::Jump { .. }
            | Instr::BuildList { .. }
            | Instr::CallUnit { .. }
            | Instr::ForNext { .. }
            | Instr::ForNextZip { .. } => false,
            Instr::ListAppend { list, .. } => !matches!(self.r(base, list), Value::List(_)),
            Instr::DictInsert { dict, key, .. } => {
                !matches!(self.r(base, dict), Value::Dict(_)) || murky(self.r(base, key))
            }
            Instr::SetItem { obj, key, .. } => {
                !matches!(self.r(base, obj), Value::List(_) | Value::Dict(_))
                    || murky(self.r(base, key))
            }
            Instr::GetItem { obj, key, .. } => {
                !matches!(
                    self.r(base, obj),
                    Value::List(_) | Value::Dict(_) | Value::Tuple(_)
                ) || murky(self.r(base, key))
            }
            Instr::CallMethod {
                obj,
                name,
                nargs: 1,
                kw: NO_KW,
                ..
            } if self.st.method_fast[name as usize] == super::FAST_APPEND
                && matches!(self.r(base, obj), Value::List(_)) =>
            {
                false
            }
            Instr::CallHost {
                entry,
                args,
                nargs,
                kw,
                ..
            } => {
                let n = nargs as usize + self.kw_count(kw);
                let id = match self.host_id(entry) {
                    Some(id) => id,
                    None => return true,
                };
                // A pending argument may go on to a concurrent call
                // (chained, if the host can); a container must be looked
                // into first.
                if self.host.in_flight() >= self.st.limits.max_in_flight
                    || (0..n).any(|i| {
                        let v = self.r(base, args + i as Reg);
                        murky(v) && !matches!(v, Value::Pending(_))
                    })
                {
                    return true;
                }
                let from = base + args as usize;
                let kwargs = self.kwargs(base, args, nargs, kw);
                let positional = &self.st.regs[from..from + nargs as usize];
                !self.host.joins(id, positional, &kwargs)
            }
            Instr::CallBuiltin { id, .. } if Some(id) == self.st.print_id => true,
            Instr::CallEx { .. } => true,
            // The end of the program, or a key lambda's value for the
            // builtin that called it.
            Instr::Return { src } => {
                self.st.depth <= 1 || (self.st.alone > 0 && murky(self.r(base, src)))
            }
            _ => self.reads_murky(ins, base),
        }
    }

    fn kw_count(&self, kw: u32) -> usize {
        if kw == NO_KW {
            0
        } else {
            self.m.kwlists.get(kw as usize).map_or(0, Vec::len)
        }
    }

    /// Whether any register `ins` reads (every register operand but its
    /// destination) holds a pending value or a container.
    fn reads_murky(&self, ins: &Instr, base: usize) -> bool {
        let fields = INSTRUCTIONS[ins.opcode() as usize].operands;
        let mut i = 0;
        let mut found = false;
        ins.operands(|op| {
            let name = fields.get(i).map_or("", |f| f.0);
            i += 1;
            if found || name == "dst" {
                return;
            }
            let (start, n) = match op {
                Operand::Reg(r) | Operand::StarArgs(r) | Operand::StarKwargs(r) => (r, 1),
                Operand::OptReg(r) if r != Reg::MAX => (r, 1),
                Operand::Global(slot) => {
                    found |= murky(&self.st.regs[slot as usize]);
                    return;
                }
                Operand::Span { start, count } => (start, count),
                Operand::Args { start, nargs, kw } => (start, nargs as usize + self.kw_count(kw)),
                Operand::Callee(crate::bytecode::CallTarget::Method { obj: r, .. })
                | Operand::Callee(crate::bytecode::CallTarget::Value(r)) => (r, 1),
                _ => return,
            };
            let from = base + start as usize;
            found |= self.st.regs[from..from + n].iter().any(murky);
        });
        found
    }

    /// Wait for every call in flight (a no-op when none is).
    pub(super) fn settle(&mut self) -> VmResult<()> {
        self.settle_with(&mut Value::None)
    }

    /// Wait for every call in flight; put each result where its pending
    /// value is (the registers, what they hold, and `extra`). The first
    /// call that failed raises its error at its own place instead, with
    /// the fuel spent up to it.
    pub(super) fn settle_with(&mut self, extra: &mut Value) -> VmResult<()> {
        if !self.st.flight {
            return Ok(());
        }
        // The work done while the calls were in flight is the program's
        // own, unless one of them failed (a run of one call at a time
        // stops there).
        let ahead = meter::take_work();
        let Some(results) = self.host.settle() else {
            // An external call waits for the host's answer: the program
            // pauses with everything in flight as it is.
            self.st.executed = self.st.executed.saturating_add(ahead);
            meter::sync(self.st.executed);
            return Err(Exc::pause());
        };
        let issued = std::mem::take(&mut self.st.issued);
        self.st.flight = false;
        self.st.next_check = self.st.due;
        let mut values = Vec::with_capacity(results.len());
        // Each call's native work is fuel, as if it had run here.
        let mut work = 0u64;
        for (i, (r, w)) in results.into_iter().enumerate() {
            work = work.saturating_add(w);
            match r {
                Ok(v) => values.push(v),
                Err(e) => return Err(self.failed_at(issued.get(i).copied(), work, e)),
            }
        }
        self.st.executed = self.st.executed.saturating_add(ahead).saturating_add(work);
        let mut regs = std::mem::take(&mut self.st.regs);
        put_back(regs.iter_mut().chain(std::iter::once(extra)), &values);
        self.st.regs = regs;
        Ok(())
    }

    /// A call's failure as a run of one call at a time raises it: at the
    /// call, with the fuel spent up to it.
    #[cold]
    fn failed_at(&mut self, at: Option<Issued>, work: u64, e: Exc) -> Exc {
        if let Some(at) = at {
            let _ = meter::take_work();
            self.st.executed = at.executed.saturating_add(work);
            meter::sync(self.st.executed);
            self.st.err_loc = Some(at.loc);
        }
        e
    }
}

/// Replace each `Value::Pending(i)` in `slots`, and in every list, dict
/// value, tuple, method, lambda and view reachable from them, by
/// `values[i]`. Iterative (a deep structure does not deepen the stack);
/// each container once.
fn put_back<'a>(slots: impl Iterator<Item = &'a mut Value>, values: &[Value]) {
    let mut seen: HashSet<usize> = HashSet::new();
    let mut todo: Vec<Value> = Vec::new();
    let fix = |v: &mut Value, todo: &mut Vec<Value>| {
        if let Value::Pending(i) = v {
            *v = values.get(*i as usize).cloned().unwrap_or(Value::None);
        }
        if murky(v) {
            todo.push(v.clone());
        }
    };
    for v in slots {
        fix(v, &mut todo);
    }
    while let Some(c) = todo.pop() {
        let id = match &c {
            Value::List(l) => std::rc::Rc::as_ptr(l) as usize,
            Value::Dict(d) => std::rc::Rc::as_ptr(d) as usize,
            Value::Tuple(t) => t.as_ptr() as usize,
            Value::Method(m) => std::rc::Rc::as_ptr(m) as usize,
            Value::Lambda(l) => std::rc::Rc::as_ptr(l) as usize,
            Value::View(v) => std::rc::Rc::as_ptr(v) as usize,
            _ => continue,
        };
        if !seen.insert(id) {
            continue;
        }
        match &c {
            Value::List(l) => {
                if let Ok(mut items) = l.try_borrow_mut() {
                    for v in items.iter_mut() {
                        fix(v, &mut todo);
                    }
                }
            }
            Value::Dict(d) => {
                if let Ok(mut d) = d.try_borrow_mut() {
                    for v in d.values_mut() {
                        fix(v, &mut todo);
                    }
                    for k in d.keys() {
                        if murky(&k.0) {
                            todo.push(k.0.clone());
                        }
                    }
                }
            }
            // Tuples, keys, captures and receivers never hold a pending
            // value themselves (storing one there waits), only containers
            // that may.
            Value::Tuple(t) => todo.extend(t.iter().filter(|v| murky(v)).cloned()),
            Value::Method(m) => todo.push(m.receiver.clone()),
            Value::Lambda(l) => todo.extend(l.captures.iter().filter(|v| murky(v)).cloned()),
            Value::View(v) => todo.push(Value::Dict(v.dict.clone())),
            _ => {}
        }
    }
}
