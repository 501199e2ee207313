//! A paused machine's part of a snapshot (spec/snapshot.md, "The paused
//! state"): registers, iterators, frames, output and the limits' counters.
//! The module's constants, names and method tables are not kept: they are
//! made again from the module, as when it was first loaded.

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::runahead::{Issued, Then};
use super::{Frame, HostId, IterState, Limits, Machine};
use crate::bytecode::Module;
use crate::snapshot::{SnapshotError, ValueWriter};
use crate::value::Value;

#[derive(Serialize, Deserialize)]
pub(crate) struct SavedMachine {
    /// Roots of the value table, one a register.
    regs: Vec<u32>,
    iters: Vec<SavedIter>,
    top: u64,
    itop: u64,
    out: String,
    out_before: u64,
    echo: bool,
    executed: u64,
    fuel: u64,
    memory: u64,
    output: u64,
    time_ns: u64,
    elapsed_ns: u64,
    /// (unit, base, ibase, pc, saved top, saved itop), innermost first.
    frames: Vec<[u32; 6]>,
    /// The calls in flight the program waits for (spec/concurrency.md).
    flight: Option<SavedFlight>,
    max_in_flight: u64,
}

/// A machine paused while external calls were in flight: where each was
/// made, the next look at the limits, and that the instruction that
/// waited runs again once they are answered.
#[derive(Serialize, Deserialize)]
struct SavedFlight {
    /// (instructions executed when it was made, line, column) per call.
    issued: Vec<(u64, u32, u32)>,
    due: u64,
    then: SavedThen,
    /// The place of the error it carries out, if any.
    err_loc: Option<(u32, u32)>,
}

/// `runahead::Then`: the instruction runs again, or the value (a value
/// root) or error the program carried out is given back.
#[derive(Serialize, Deserialize)]
enum SavedThen {
    Rerun,
    Value(u32),
    Error(crate::value::ExcKind, String),
}

#[derive(Serialize, Deserialize)]
enum SavedIter {
    Done,
    Range {
        next: i64,
        left: i64,
        step: i64,
    },
    /// The snapshot's items as one tuple root.
    Items {
        items: u32,
        pos: u64,
    },
    /// Each column as one tuple root, and the next index.
    Zip {
        cols: Vec<u32>,
        pos: u64,
        index: Option<u32>,
    },
}

impl Machine {
    /// The machine's part of a snapshot; its values go into `values`.
    pub(crate) fn save(&self, values: &mut ValueWriter) -> Result<SavedMachine, SnapshotError> {
        let regs = self
            .regs
            .iter()
            .map(|v| values.add(v))
            .collect::<Result<_, _>>()?;
        let mut iters = Vec::with_capacity(self.iters.len());
        for it in &self.iters {
            iters.push(match it {
                IterState::Done => SavedIter::Done,
                IterState::Range { next, left, step } => SavedIter::Range {
                    next: *next,
                    left: *left,
                    step: *step,
                },
                IterState::Items { items, pos } => SavedIter::Items {
                    items: values.add(&Value::tuple_from_slice(items))?,
                    pos: *pos as u64,
                },
                IterState::Zip {
                    cols, pos, index, ..
                } => SavedIter::Zip {
                    cols: cols
                        .iter()
                        .map(|c| values.add(&Value::tuple_from_slice(c)))
                        .collect::<Result<_, _>>()?,
                    pos: *pos as u64,
                    index: index.as_ref().map(|v| values.add(v)).transpose()?,
                },
            });
        }
        let flight = match &self.then {
            None => None,
            Some(then) => {
                let (then, err_loc) = match then {
                    Then::Rerun => (SavedThen::Rerun, None),
                    Then::Give(Ok(v), at) => (SavedThen::Value(values.add(v)?), *at),
                    Then::Give(Err(e), at) => (SavedThen::Error(e.kind, e.msg.clone()), *at),
                };
                Some(SavedFlight {
                    issued: self.issued.iter().map(|i| i.saved()).collect(),
                    due: self.due,
                    then,
                    err_loc,
                })
            }
        };
        Ok(SavedMachine {
            flight,
            max_in_flight: self.limits.max_in_flight as u64,
            regs,
            iters,
            top: self.top as u64,
            itop: self.itop as u64,
            out: self.out.text.clone(),
            out_before: self.out.before as u64,
            echo: self.out.echo,
            executed: self.executed,
            fuel: self.limits.fuel,
            memory: self.limits.memory as u64,
            output: self.limits.output as u64,
            time_ns: u64::try_from(self.limits.time.as_nanos()).unwrap_or(u64::MAX),
            elapsed_ns: u64::try_from(self.elapsed_before.as_nanos()).unwrap_or(u64::MAX),
            frames: self
                .frames
                .iter()
                .map(|f| [f.unit, f.base, f.ibase, f.pc, f.saved_top, f.saved_itop])
                .collect(),
        })
    }

    /// A machine for `m` from a snapshot's part. `value` reads a root of
    /// the snapshot's value table. Whatever the bytes claim, what comes
    /// back is safe to run: the frames are checked against the module and
    /// the register file again when the machine resumes
    /// (`Vm::resume_frames`), and a zip's length is recomputed here.
    pub(crate) fn load(
        m: &Module,
        saved: SavedMachine,
        memory_probe: Option<fn() -> usize>,
        memory_base: usize,
        value: &dyn Fn(u32) -> Result<Value, String>,
    ) -> Result<Machine, String> {
        let limits = Limits {
            fuel: saved.fuel,
            memory: usize::try_from(saved.memory).unwrap_or(usize::MAX),
            output: usize::try_from(saved.output).unwrap_or(usize::MAX),
            time: std::time::Duration::from_nanos(saved.time_ns),
            memory_probe,
            interrupt: None,
            max_in_flight: usize::try_from(saved.max_in_flight)
                .unwrap_or(1)
                .clamp(1, super::MAX_IN_FLIGHT),
        };
        let mut st = Machine::new(m, limits);
        st.regs = saved
            .regs
            .iter()
            .map(|&r| value(r))
            .collect::<Result<_, _>>()?;
        let items = |root: u32| -> Result<Vec<Value>, String> {
            match value(root)? {
                Value::Tuple(t) => Ok(t.iter().cloned().collect()),
                _ => Err("an iterator's items are not a tuple".into()),
            }
        };
        for it in saved.iters {
            st.iters.push(match it {
                SavedIter::Done => IterState::Done,
                SavedIter::Range { next, left, step } => IterState::Range { next, left, step },
                SavedIter::Items { items: root, pos } => IterState::Items {
                    items: Rc::new(items(root)?),
                    pos: usize::try_from(pos).unwrap_or(usize::MAX),
                },
                SavedIter::Zip { cols, pos, index } => {
                    let cols = cols.into_iter().map(items).collect::<Result<Vec<_>, _>>()?;
                    let len = cols.iter().map(Vec::len).min().unwrap_or(0);
                    IterState::Zip {
                        cols: Rc::new(cols),
                        len,
                        pos: usize::try_from(pos).unwrap_or(usize::MAX),
                        index: index.map(value).transpose()?,
                    }
                }
            });
        }
        let size = |n: u64| usize::try_from(n).map_err(|e| e.to_string());
        st.top = size(saved.top)?;
        st.itop = size(saved.itop)?;
        st.out.text = saved.out;
        st.out.before = size(saved.out_before)?;
        st.out.echo = saved.echo;
        st.executed = saved.executed;
        st.elapsed_before = std::time::Duration::from_nanos(saved.elapsed_ns);
        st.memory_base = memory_base;
        st.frames = saved
            .frames
            .into_iter()
            .map(|[unit, base, ibase, pc, saved_top, saved_itop]| Frame {
                unit,
                base,
                ibase,
                pc,
                saved_top,
                saved_itop,
            })
            .collect();
        if let Some(f) = saved.flight {
            st.flight = true;
            st.due = f.due;
            st.issued = f.issued.into_iter().map(Issued::from_saved).collect();
            st.then = Some(match f.then {
                SavedThen::Rerun if st.frames.is_empty() => {
                    return Err("the snapshot's program is not paused".into())
                }
                SavedThen::Rerun => Then::Rerun,
                SavedThen::Value(root) => Then::Give(Ok(value(root)?), f.err_loc),
                SavedThen::Error(kind, msg) if kind != crate::value::ExcKind::Pause => {
                    Then::Give(Err(crate::value::Exc::new(kind, msg)), f.err_loc)
                }
                SavedThen::Error(..) => return Err("a pause carried as an error".into()),
            });
        } else if st.frames.is_empty() {
            return Err("the snapshot's program is not paused".into());
        }
        // The program's variables are read by slot from any frame.
        let main = m.units.first().ok_or("the module has no code")?;
        if st.regs.len() < main.nregs as usize || st.iters.len() < main.niters as usize {
            return Err("the snapshot's registers do not fit its program".into());
        }
        st.host_ids = vec![HostId::Unresolved; m.host_calls.len()];
        Ok(st)
    }
}
