//! A run as a state machine: [`Program::start`](crate::engine::Program::start)
//! gives an [`Execution`], which runs until the program ends or pauses at
//! a host call the host must answer — a call of an external tool, or one
//! that needs approval — and is resumed with the answer. Running to the
//! end ([`Program::run`](crate::engine::Program::run)) is this machine
//! driven by a loop: one VM, whichever way it is driven.
//!
//! ```
//! use lackpy::engine::{Answer, Grade, Kit, Program, RunOptions, Step, Value};
//!
//! let kit = Kit::empty().with_external("ask", &["question"], "str", "Ask a person", Grade::new(1, 1));
//! let program = Program::compile("answer = ask('which file?')\nanswer.upper()", &kit, &[]).unwrap();
//! let mut run = program.start(&kit, RunOptions::new()).unwrap();
//! let Step::Call(call) = run.step() else { panic!("it pauses at ask") };
//! assert_eq!((call.tool.as_str(), call.line), ("ask", 1));
//! run.resume(call.id, Answer::Value(Value::str("a.txt"))).unwrap();
//! let Step::Done(report) = run.step() else { panic!("it ends") };
//! assert_eq!(report.output, "A.TXT");
//! assert_eq!(report.trace[0].tool, "ask");
//! ```

mod snapshot;

use std::sync::Arc;

use crate::bytecode::Module;
use crate::grade::Grade;
use crate::kit::{HeldCall, KitHost, PauseReason};
use crate::pipeline::Outcome;
use crate::report::{ErrorReport, ProgramReport};
use crate::value::{Exc, ExcKind, Value};
use crate::vm::{Machine, RunError, Stop, Vm};

pub use crate::kit::Answer;
pub use crate::snapshot::MAX_SNAPSHOT_BYTES;

/// The most pauses a run takes by default (`RunOptions::max_pauses`).
pub const DEFAULT_MAX_PAUSES: u64 = 10_000;

/// Where a step of an [`Execution`] ended.
#[derive(Debug, Clone)]
#[allow(clippy::large_enum_variant)] // made once a step, matched at once
pub enum Step {
    /// The program waits for the host's answer to this call.
    Call(PendingCall),
    /// The program ended (or failed, or was refused): its report.
    Done(ProgramReport),
}

/// A host call the program is paused at.
#[derive(Debug, Clone)]
pub struct PendingCall {
    /// The call's number, in call order over the whole run (0 for the
    /// first pause).
    pub id: u64,
    /// The tool called.
    pub tool: String,
    /// Its positional arguments, as the program passed them.
    pub args: Vec<Value>,
    /// Its keyword arguments, in the program's order.
    pub kwargs: Vec<(String, Value)>,
    /// The tool's grade in the kit.
    pub grade: Grade,
    /// The source line of the call (1-based; 0 when the module keeps none).
    pub line: u32,
    /// Why it waits: an external tool, or a call that needs approval.
    pub reason: PauseReason,
}

/// A pending call as the execution keeps it: the call, and its ticket
/// when it is in flight (None: the call the program paused at).
#[derive(Debug, Clone)]
pub(crate) struct Waiting {
    pub(crate) call: PendingCall,
    pub(crate) ticket: Option<u32>,
}

/// Why a `resume` was refused; the execution is unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResumeError(pub String);

impl std::fmt::Display for ResumeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ResumeError {}

/// A program's run that may pause at host calls; see the module's docs.
pub struct Execution {
    pub(crate) module: Arc<Module>,
    pub(crate) state: State,
    /// Pauses so far; the next pause's id.
    pub(crate) pauses: u64,
    pub(crate) max_pauses: u64,
}

pub(crate) enum State {
    /// Not started yet: the machine, its host, the parameters.
    Ready(Box<(Machine, KitHost)>, Vec<Value>),
    /// Paused at these calls: one the program made and waits at, or
    /// external calls in flight that it waits for (each with its ticket
    /// in the host's flight), answered in any order.
    Paused(Box<(Machine, KitHost)>, Vec<Waiting>),
    Done(Box<ProgramReport>, Option<Value>),
    /// Only while a step runs.
    Running,
}

impl Execution {
    pub(crate) fn new(
        module: Arc<Module>,
        machine: Machine,
        host: KitHost,
        params: Vec<Value>,
        max_pauses: u64,
    ) -> Execution {
        Execution {
            module,
            state: State::Ready(Box::new((machine, host)), params),
            pauses: 0,
            max_pauses,
        }
    }

    /// Run until the program pauses or ends, and say which. Asked again
    /// without a `resume` in between, it gives the same answer.
    pub fn step(&mut self) -> Step {
        self.advance();
        match &self.state {
            State::Paused(_, calls) => match calls.first() {
                Some(w) => Step::Call(w.call.clone()),
                None => Step::Done(lost()),
            },
            State::Done(report, _) => Step::Done((**report).clone()),
            State::Ready(..) | State::Running => Step::Done(lost()),
        }
    }

    /// Start the program if it has not started.
    fn advance(&mut self) {
        if let State::Ready(..) = self.state {
            let State::Ready(parts, params) = std::mem::replace(&mut self.state, State::Running)
            else {
                unreachable!("matched above")
            };
            let (machine, mut host) = *parts;
            let module = self.module.clone();
            let mut vm = Vm::unpark(&module, &mut host, machine);
            let stop = vm.start(params);
            let (machine, end) = self.settle(vm, stop);
            self.after(machine, host, end);
        }
    }

    /// The first call the program waits for, if it is paused.
    pub fn pending(&self) -> Option<&PendingCall> {
        self.pending_calls().next()
    }

    /// Every call the program waits for, in call order: one call it paused
    /// at, or the external calls it made while others were in flight
    /// (spec/concurrency.md), which may be answered in any order.
    pub fn pending_calls(&self) -> impl Iterator<Item = &PendingCall> {
        let calls: &[Waiting] = match &self.state {
            State::Paused(_, calls) => calls,
            _ => &[],
        };
        calls.iter().map(|w| &w.call)
    }

    /// Whether the program has ended.
    pub fn is_done(&self) -> bool {
        matches!(self.state, State::Done(..))
    }

    /// The report, once the program has ended.
    pub fn report(&self) -> Option<&ProgramReport> {
        match &self.state {
            State::Done(report, _) => Some(report),
            _ => None,
        }
    }

    /// The last expression's value itself, once the program has ended
    /// with one (tuples and sets as they are, not as JSON).
    pub fn value(&self) -> Option<&Value> {
        match &self.state {
            State::Done(_, value) => value.as_ref(),
            _ => None,
        }
    }

    /// Answer the pending call `id` and run on until the next pause or the
    /// end. A wrong id, a run that is not paused, or an answer that does
    /// not fit the call (approving an external tool) is refused and
    /// changes nothing.
    pub fn resume(&mut self, id: u64, answer: Answer) -> Result<(), ResumeError> {
        let (at, ticket) = match &self.state {
            State::Paused(_, calls) => match calls.iter().position(|w| w.call.id == id) {
                Some(at) => (at, calls[at].ticket),
                None => {
                    let ids: Vec<String> = calls.iter().map(|w| w.call.id.to_string()).collect();
                    return Err(ResumeError(format!(
                        "no pending call {id}: the program waits for call {}",
                        ids.join(", ")
                    )));
                }
            },
            State::Ready(..) => {
                return Err(ResumeError(
                    "the program has not started: call step() first".into(),
                ))
            }
            _ => return Err(ResumeError("the program is not paused".into())),
        };
        if let Some(ticket) = ticket {
            return self.answer_flying(at, ticket, answer);
        }
        let State::Paused(parts, calls) = std::mem::replace(&mut self.state, State::Running) else {
            unreachable!("matched above")
        };
        let (mut machine, mut host) = *parts;
        // An approved tool runs here, in this process, and the answer is
        // traced here: both under the run's limits, as inside a run.
        let result = match machine.metered(|| host.answer(answer)) {
            (Ok(_), Some(limit)) => Err(limit),
            (Ok(r), None) => r,
            (Err(why), _) => {
                self.state = State::Paused(Box::new((machine, host)), calls);
                return Err(ResumeError(why));
            }
        };
        let module = self.module.clone();
        let mut vm = Vm::unpark(&module, &mut host, machine);
        let stop = vm.resume(result);
        let (machine, end) = self.settle(vm, stop);
        self.after(machine, host, end);
        Ok(())
    }

    /// Answer the external call in flight at `at` in the pending list; the
    /// program runs on once nothing it waits for is unanswered.
    fn answer_flying(&mut self, at: usize, ticket: u32, answer: Answer) -> Result<(), ResumeError> {
        let State::Paused(parts, calls) = &mut self.state else {
            unreachable!("the caller matched a pause")
        };
        parts.1.answer_flying(ticket, answer).map_err(ResumeError)?;
        calls.remove(at);
        // After a failed answer the calls made later are no longer waited
        // for (a run of one call at a time never made them).
        let still: Vec<u32> = parts.1.waiting().iter().map(|(t, _)| *t).collect();
        calls.retain(|w| w.ticket.is_some_and(|t| still.contains(&t)));
        if !calls.is_empty() {
            return Ok(());
        }
        let State::Paused(parts, _) = std::mem::replace(&mut self.state, State::Running) else {
            unreachable!("matched above")
        };
        let (machine, mut host) = *parts;
        let module = self.module.clone();
        let mut vm = Vm::unpark(&module, &mut host, machine);
        let stop = vm.resume_flight();
        let (machine, end) = self.settle(vm, stop);
        self.after(machine, host, end);
        Ok(())
    }

    /// How a step ended, read off the machine before it is parked: where
    /// it paused, or its result with the result's repr (made under the
    /// run's meter: an unprintable value fails, as in CPython).
    fn settle(&self, mut vm: Vm<'_>, stop: Result<Stop, RunError>) -> (Machine, End) {
        let end = match stop {
            Ok(Stop::Paused) if self.pauses >= self.max_pauses => {
                // Where the first call the host would answer was made.
                let loc = match vm.waits_for_flight() {
                    true => vm.host_waiting().and_then(|t| vm.st.issued_at(t)),
                    false => vm.paused_at(),
                };
                vm.st.frames.clear();
                vm.st.then = None;
                End::Done(Err(RunError {
                    exc: Exc::new(
                        ExcKind::LimitExceeded,
                        format!(
                            "pauses: the program waited for the host more than {} times, the limit",
                            self.max_pauses
                        ),
                    ),
                    loc,
                }))
            }
            Ok(Stop::Paused) => End::Paused(vm.paused_at()),
            Ok(Stop::Done(v)) => End::Done(match crate::value::checked_repr(&v) {
                Ok(r) => Ok((v, Some(r))),
                Err(exc) => Err(RunError { exc, loc: None }),
            }),
            Err(e) => End::Done(Err(e)),
        };
        (vm.park(), end)
    }

    /// After a step: keep the machine paused at the host's held call, or
    /// make the report.
    fn after(&mut self, machine: Machine, host: KitHost, end: End) {
        match end {
            End::Paused(_) if machine.then.is_some() => {
                // No more of them than the pauses left allow: a run of one
                // call at a time stops at the call past the limit.
                let room = self.max_pauses.saturating_sub(self.pauses) as usize;
                let calls: Vec<Waiting> = host
                    .waiting()
                    .into_iter()
                    .take(room)
                    .enumerate()
                    .map(|(k, (ticket, held))| Waiting {
                        call: pending_call(self.pauses + k as u64, held, machine.issued_at(ticket)),
                        ticket: Some(ticket),
                    })
                    .collect();
                self.pauses += calls.len() as u64;
                self.state = State::Paused(Box::new((machine, host)), calls);
            }
            End::Paused(loc) => match host.held() {
                Some(held) => {
                    let call = pending_call(self.pauses, held, loc);
                    self.pauses += 1;
                    let calls = vec![Waiting { call, ticket: None }];
                    self.state = State::Paused(Box::new((machine, host)), calls);
                }
                None => self.finish(
                    machine,
                    host,
                    Err(RunError {
                        exc: Exc::new(
                            ExcKind::RuntimeError,
                            "the program paused with no call held",
                        ),
                        loc,
                    }),
                    None,
                ),
            },
            End::Done(Ok((v, repr))) => self.finish(machine, host, Ok(v), repr),
            End::Done(Err(e)) => self.finish(machine, host, Err(e), None),
        }
    }

    fn finish(
        &mut self,
        mut machine: Machine,
        mut host: KitHost,
        result: Result<Value, RunError>,
        repr: Option<String>,
    ) {
        // A run stopped (by the limit of pauses) while external calls
        // were in flight: those answered before the first that was not
        // are traced, as a run of one call at a time traced them.
        host.land_answered();
        let value = result.as_ref().ok().cloned();
        let outcome = Outcome {
            repr: repr.filter(|_| !value.as_ref().is_some_and(Value::is_none)),
            result,
            stdout: std::mem::take(&mut machine.out.text),
            instructions: machine.executed,
            elapsed_ms: machine.elapsed_before.as_secs_f64() * 1e3,
        };
        let report = ProgramReport::from_run(&self.module, outcome, host);
        self.state = State::Done(Box::new(report), value);
    }
}

/// How a step ended (`Execution::settle`).
enum End {
    Paused(Option<(u32, u32)>),
    Done(Result<(Value, Option<String>), RunError>),
}
pub(crate) fn pending_call(id: u64, held: &HeldCall, loc: Option<(u32, u32)>) -> PendingCall {
    PendingCall {
        id,
        tool: held.tool.to_string(),
        args: held.args.clone(),
        kwargs: held
            .kwargs
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect(),
        grade: held.grade,
        line: loc.map_or(0, |(l, _)| l),
        reason: held.reason,
    }
}

/// A run that cannot pause answers every pause this way: an approval is
/// denied (nobody is there to give it); an external tool cannot be
/// reached, since such a program is refused before it runs.
pub fn unattended(call: &PendingCall) -> Answer {
    match call.reason {
        PauseReason::Approval => Answer::Deny(format!(
            "its grade w{}/d{} is above the run's approve_above and this run has no one to approve it (use Program::start to answer)",
            call.grade.w, call.grade.d
        )),
        PauseReason::External => Answer::Error(format!(
            "`{}` is an external tool and this run cannot wait for the host's answer",
            call.tool
        )),
    }
}

impl Execution {
    /// Run to the end, answering each pause with `answer` (an answer that
    /// does not fit its call fails the call with why): the report, and
    /// the last expression's value itself.
    pub fn drive(
        self,
        answer: impl FnMut(&PendingCall) -> Answer,
    ) -> (ProgramReport, Option<Value>) {
        drive(self, answer)
    }
}

fn drive(
    mut run: Execution,
    mut answer: impl FnMut(&PendingCall) -> Answer,
) -> (ProgramReport, Option<Value>) {
    loop {
        run.advance();
        match &run.state {
            State::Paused(_, calls) => {
                let calls: Vec<PendingCall> = calls.iter().map(|w| w.call.clone()).collect();
                for call in calls {
                    // A call answered with an error takes the calls after
                    // it off the list.
                    if run.pending_calls().all(|c| c.id != call.id) {
                        continue;
                    }
                    let a = answer(&call);
                    if let Err(e) = run.resume(call.id, a) {
                        // Only an approval of an external call is refused;
                        // that call fails instead.
                        let _ = run.resume(call.id, Answer::Error(e.0));
                    }
                }
            }
            _ => break,
        }
    }
    match run.state {
        State::Done(report, value) => (*report, value),
        _ => (lost(), None),
    }
}

/// The report of an execution whose step panicked half-way (a bug): the
/// state it had is gone.
fn lost() -> ProgramReport {
    ProgramReport::failed(ErrorReport {
        kind: "RuntimeError".into(),
        message: "the execution was lost by a step that did not finish".into(),
        line: None,
        column: None,
        rejection: None,
    })
}
