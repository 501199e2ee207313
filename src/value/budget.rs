//! The run's budget, as the value operations see it: the meter that native
//! work (a `repr` of a big list, a comparison, a split, a sort) charges as
//! it goes, and the memory left for one result.
//!
//! The VM counts instructions; an operation inside one instruction that
//! does more than constant work calls [`charge`] with the units it does
//! (one per item visited, one per [`BYTES_PER_UNIT`] bytes copied). Units
//! are fuel: they are added to the instructions the run has executed, and
//! every [`CHUNK`] units the meter also looks at the clock and at the bytes
//! the run holds. The first limit passed stops the operation with
//! `LimitExceeded` and **trips** the meter: every later charge fails at
//! once, so a deep walk unwinds without doing more work, and the VM stops
//! the program with that error even where an operation cannot report one
//! (`py_eq` answers a bool). The VM holds a [`MemoryBudget`] for the length
//! of a run; outside a run only the absolute cap applies and nothing is
//! charged.

use std::cell::{Cell, RefCell};
use std::time::Duration;

use crate::clock::Instant;

use super::{Exc, ExcKind, VmResult};

/// Results bigger than this many bytes are refused before they are built
/// (`"x" * 10**12`), unless the run's memory limit is lower.
pub const MAX_SEQUENCE_BYTES: u128 = 1 << 31;

/// Bytes of copying or scanning that cost one unit of fuel.
pub const BYTES_PER_UNIT: usize = 64;

/// Units of native work between two looks at the clock and the memory.
pub const CHUNK: u64 = 1 << 14;

/// A run's budget: its memory limit, the live bytes when it started, the
/// probe that reads live bytes now, its fuel and its deadline.
#[derive(Clone, Copy)]
struct Budget {
    limit: usize,
    base: usize,
    probe: Option<fn() -> usize>,
    fuel: u64,
    deadline: Option<Instant>,
    time: Duration,
}

thread_local! {
    static BUDGET: Cell<Option<Budget>> = const { Cell::new(None) };
    /// Units charged since the VM last took them ([`take_work`]).
    static WORK: Cell<u64> = const { Cell::new(0) };
    /// The value of `WORK` at which the next slow look happens (0 when the
    /// meter is tripped: every charge then takes the slow path).
    static NEXT: Cell<u64> = const { Cell::new(CHUNK) };
    /// Fuel the VM had counted when it last synced ([`sync`]).
    static SPENT: Cell<u64> = const { Cell::new(0) };
    /// The limit that stopped the run, once one has.
    static TRIPPED: RefCell<Option<Exc>> = const { RefCell::new(None) };
}

/// Charge `units` of native work. Cheap when no look is due: one add and
/// one compare on thread-locals.
#[inline]
pub fn charge(units: u64) -> VmResult<()> {
    let w = WORK.with(|c| {
        let w = c.get().saturating_add(units);
        c.set(w);
        w
    });
    if w >= NEXT.with(Cell::get) {
        slow_look(w)
    } else {
        Ok(())
    }
}

/// Charge for `bytes` bytes of copying or scanning.
#[inline]
pub fn charge_bytes(bytes: usize) -> VmResult<()> {
    charge((bytes / BYTES_PER_UNIT) as u64 + 1)
}

/// Fuel, time and memory, every [`CHUNK`] units.
#[cold]
#[inline(never)]
fn slow_look(w: u64) -> VmResult<()> {
    if let Some(e) = tripped() {
        return Err(e);
    }
    let Some(b) = BUDGET.with(Cell::get) else {
        // Outside a run nothing limits work; start counting afresh.
        WORK.with(|c| c.set(0));
        NEXT.with(|c| c.set(CHUNK));
        return Ok(());
    };
    NEXT.with(|c| c.set(w.saturating_add(CHUNK)));
    let spent = SPENT.with(Cell::get).saturating_add(w);
    if spent > b.fuel {
        return Err(trip(fuel_exceeded(b.fuel)));
    }
    if let Some(deadline) = b.deadline {
        if Instant::now() > deadline {
            return Err(trip(time_exceeded(b.time)));
        }
    }
    if let Some(probe) = b.probe {
        if probe().saturating_sub(b.base) > b.limit {
            return Err(trip(memory_exceeded(b.limit)));
        }
    }
    Ok(())
}

/// Look at fuel, time and memory now, whatever the count: for one long
/// native operation that does its work in pieces (a huge int product).
pub fn look_now() -> VmResult<()> {
    slow_look(WORK.with(Cell::get))
}

/// Stop the run with `e`: every later charge fails with it too.
pub fn trip(e: Exc) -> Exc {
    if BUDGET.with(Cell::get).is_some() {
        TRIPPED.with(|t| {
            let mut t = t.borrow_mut();
            if t.is_none() {
                *t = Some(e.clone());
            }
        });
        NEXT.with(|c| c.set(0));
    }
    e
}

/// The limit that stopped the run, if one has.
pub fn tripped() -> Option<Exc> {
    TRIPPED.with(|t| t.borrow().clone())
}

/// Whether a limit has stopped the run (cheaper than [`tripped`]).
#[inline]
pub fn is_tripped() -> bool {
    NEXT.with(Cell::get) == 0 && TRIPPED.with(|t| t.borrow().is_some())
}

/// The units charged since the last call, for the VM to add to the
/// instructions it has counted.
pub fn take_work() -> u64 {
    let w = WORK.with(|c| c.replace(0));
    NEXT.with(|c| {
        if c.get() != 0 {
            c.set(CHUNK);
        }
    });
    w
}

/// Tell the meter how much fuel the VM has counted, so that native work
/// is measured against what is left.
pub fn sync(spent: u64) {
    SPENT.with(|c| c.set(spent));
}

/// `LimitExceeded` for fuel, as the VM words it.
pub fn fuel_exceeded(fuel: u64) -> Exc {
    Exc::new(
        ExcKind::LimitExceeded,
        format!("fuel: the program ran {fuel} instructions, the limit"),
    )
}

/// `LimitExceeded` for time, as the VM words it.
pub fn time_exceeded(time: Duration) -> Exc {
    Exc::new(
        ExcKind::LimitExceeded,
        format!(
            "time: the program ran longer than {:.1} s, the limit",
            time.as_secs_f64()
        ),
    )
}

/// `LimitExceeded` for memory, as the VM words it.
pub fn memory_exceeded(limit: usize) -> Exc {
    Exc::new(
        ExcKind::LimitExceeded,
        format!("memory: the program holds more than {limit} bytes, the limit"),
    )
}

/// The largest single result a repetition, concatenation or formatting may
/// build now: what is left of the run's memory budget (and never more than
/// `MAX_SEQUENCE_BYTES`).
pub fn max_sequence_bytes() -> u128 {
    match BUDGET.with(|b| b.get()) {
        None => MAX_SEQUENCE_BYTES,
        Some(b) => {
            let used = b.probe.map_or(0, |p| p().saturating_sub(b.base));
            (b.limit.saturating_sub(used) as u128).min(MAX_SEQUENCE_BYTES)
        }
    }
}

/// Bytes one more item takes in a list (its `Value`), and in a dict or a
/// set (the entry with its hash, and its slot in the index table).
pub const LIST_ITEM_BYTES: usize = 16;
pub const DICT_ITEM_BYTES: usize = 52;
pub const SET_ITEM_BYTES: usize = 36;

/// Before a container of `len` items with room for `capacity` takes one
/// more: when it is full, its next block (about `len` items more) must fit
/// in the memory left. So a container that doubles its way past the limit
/// stops before the doubling, not after it (which could hold twice the
/// limit). Free when there is room, and for small containers.
#[inline]
pub fn check_growth(len: usize, capacity: usize, item_bytes: usize) -> VmResult<()> {
    if len < capacity || len < 1 << 14 {
        return Ok(());
    }
    growth_slow(len, item_bytes)
}

#[cold]
#[inline(never)]
fn growth_slow(len: usize, item_bytes: usize) -> VmResult<()> {
    let need = len as u128 * item_bytes as u128;
    if need > max_sequence_bytes() {
        return Err(too_large("growing a container", need));
    }
    Ok(())
}

/// Before building a result of about `bytes` bytes in one go (a zip's
/// pairs, a copy, a slice, a case mapping): refuse it when it does not fit
/// what the memory limit leaves, as a repetition is refused, rather than
/// build it and find out at the next look at memory (which a result built
/// inside one operation outruns). Free for results under 256 KiB.
#[inline]
pub fn reserve(what: &str, bytes: u128) -> VmResult<()> {
    if bytes < 1 << 18 {
        return Ok(());
    }
    reserve_slow(what, bytes)
}

#[cold]
#[inline(never)]
fn reserve_slow(what: &str, bytes: u128) -> VmResult<()> {
    if bytes > max_sequence_bytes() {
        return Err(too_large(what, bytes));
    }
    Ok(())
}

/// Bytes a tuple of `n` items takes: its block's header and its items.
pub const fn tuple_bytes(n: usize) -> u128 {
    16 + 16 * n as u128
}

/// The memory limit in force: the run's, or the absolute cap outside one.
pub fn max_sequence_bytes_limit() -> usize {
    let cap = usize::try_from(MAX_SEQUENCE_BYTES).unwrap_or(usize::MAX);
    BUDGET.with(|b| b.get()).map_or(cap, |b| b.limit.min(cap))
}

/// The error for a result of `requested` bytes over the cap: always the
/// memory limit (`LimitExceeded`), never a `MemoryError` — past the
/// absolute cap the result is more than any run may hold.
pub fn too_large(what: &str, requested: u128) -> Exc {
    let limit = BUDGET.with(|b| b.get()).map(|b| b.limit as u128);
    let cap = limit.map_or(MAX_SEQUENCE_BYTES, |l| l.min(MAX_SEQUENCE_BYTES));
    let e = Exc::new(
        ExcKind::LimitExceeded,
        format!(
            "memory: {what} would need {requested} bytes, more than the {cap}-byte limit leaves room for"
        ),
    );
    trip(e)
}

/// The budget of the run in progress on this thread, for as long as the
/// guard lives. Dropping it (when the run returns, early or by unwinding)
/// puts back the budget that was in force before, so a finished run's
/// limit never constrains what the thread does next.
#[must_use = "the budget applies only while the guard lives"]
pub struct MemoryBudget {
    previous: Option<Budget>,
    previous_tripped: Option<Exc>,
    previous_work: u64,
    previous_spent: u64,
}

/// Everything a run's meter needs besides memory: its fuel (counted with
/// the VM's instructions, see `sync`) and its deadline.
#[derive(Clone, Copy, Debug)]
pub struct MeterLimits {
    pub fuel: u64,
    pub deadline: Option<Instant>,
    pub time: Duration,
}

impl MemoryBudget {
    /// Start a budget of `limit` bytes beyond what `probe` reads now (no
    /// probe: nothing counts as used, so only `limit` itself caps a result).
    /// Native work is not limited by fuel or time under this one.
    pub fn enter(limit: usize, probe: Option<fn() -> usize>) -> MemoryBudget {
        MemoryBudget::enter_metered(
            limit,
            probe,
            MeterLimits {
                fuel: u64::MAX,
                deadline: None,
                time: Duration::MAX,
            },
        )
    }

    /// Start a budget that also meters native work against `meter`.
    pub fn enter_metered(
        limit: usize,
        probe: Option<fn() -> usize>,
        meter: MeterLimits,
    ) -> MemoryBudget {
        MemoryBudget::enter_metered_at(limit, probe, meter, probe.map_or(0, |p| p()))
    }

    /// `enter_metered`, counting memory from `base` (what `probe` read
    /// when the run began): a paused program's later steps count what it
    /// still holds from its earlier ones.
    pub fn enter_metered_at(
        limit: usize,
        probe: Option<fn() -> usize>,
        meter: MeterLimits,
        base: usize,
    ) -> MemoryBudget {
        let previous = BUDGET.with(|b| {
            b.replace(Some(Budget {
                limit,
                base,
                probe,
                fuel: meter.fuel,
                deadline: meter.deadline,
                time: meter.time,
            }))
        });
        let previous_tripped = TRIPPED.with(|t| t.borrow_mut().take());
        let previous_work = WORK.with(|c| c.replace(0));
        let previous_spent = SPENT.with(|c| c.replace(0));
        NEXT.with(|c| c.set(CHUNK));
        MemoryBudget {
            previous,
            previous_tripped,
            previous_work,
            previous_spent,
        }
    }
}

impl Drop for MemoryBudget {
    fn drop(&mut self) {
        let previous = self.previous;
        // try_with: a guard dropped while the thread's locals are torn down
        // has nothing left to restore.
        let _ = BUDGET.try_with(|b| b.set(previous));
        let tripped = self.previous_tripped.take();
        let next = if tripped.is_some() { 0 } else { CHUNK };
        let _ = TRIPPED.try_with(|t| *t.borrow_mut() = tripped);
        let _ = WORK.try_with(|c| c.set(self.previous_work));
        let _ = SPENT.try_with(|c| c.set(self.previous_spent));
        let _ = NEXT.try_with(|c| c.set(next));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_guard_restores_the_budget_before_it() {
        assert_eq!(max_sequence_bytes(), MAX_SEQUENCE_BYTES);
        {
            let _outer = MemoryBudget::enter(1000, None);
            assert_eq!(max_sequence_bytes(), 1000);
            {
                let _inner = MemoryBudget::enter(10, None);
                assert_eq!(max_sequence_bytes(), 10);
            }
            assert_eq!(max_sequence_bytes(), 1000);
        }
        assert_eq!(max_sequence_bytes(), MAX_SEQUENCE_BYTES);
    }

    #[test]
    fn the_guard_restores_the_budget_when_the_run_unwinds() {
        let unwound = std::panic::catch_unwind(|| {
            let _budget = MemoryBudget::enter(10, None);
            panic!("a run that panics");
        });
        assert!(unwound.is_err());
        assert_eq!(max_sequence_bytes(), MAX_SEQUENCE_BYTES);
    }

    #[test]
    fn native_work_past_the_fuel_trips_the_meter() {
        let meter = MeterLimits {
            fuel: 3 * CHUNK,
            deadline: None,
            time: Duration::MAX,
        };
        {
            let _b = MemoryBudget::enter_metered(1 << 30, None, meter);
            let mut stopped = None;
            for i in 0..10 * CHUNK {
                if let Err(e) = charge(1) {
                    stopped = Some((i, e));
                    break;
                }
            }
            let (at, e) = stopped.expect("the meter stops the work");
            assert!(at <= 4 * CHUNK, "stopped after {at} units");
            assert!(e.msg.starts_with("fuel:"), "{}", e.msg);
            assert!(is_tripped());
            assert!(charge(1).is_err(), "a tripped meter refuses at once");
        }
        assert!(!is_tripped());
        assert!(
            charge(10 * CHUNK).is_ok(),
            "outside a run nothing is limited"
        );
    }

    #[test]
    fn a_passed_deadline_stops_native_work() {
        let meter = MeterLimits {
            fuel: u64::MAX,
            deadline: Instant::now().checked_sub(Duration::from_millis(1)),
            time: Duration::ZERO,
        };
        let _b = MemoryBudget::enter_metered(1 << 30, None, meter);
        let e = charge(CHUNK).expect_err("past the deadline");
        assert!(e.msg.starts_with("time:"), "{}", e.msg);
    }
}
