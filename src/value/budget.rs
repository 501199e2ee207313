//! The run's memory budget, as the value operations see it: a repetition,
//! concatenation or formatting refuses a result it cannot afford before
//! building it. The VM holds a [`MemoryBudget`] for the length of a run;
//! outside a run only the absolute cap applies.

use super::{Exc, ExcKind};

/// Results bigger than this many bytes are refused before they are built
/// (`"x" * 10**12`), unless the run's memory limit is lower.
pub const MAX_SEQUENCE_BYTES: u128 = 1 << 31;

/// A run's memory budget: its limit, the live bytes when it started, and
/// the probe that reads live bytes now.
#[derive(Clone, Copy)]
struct Budget {
    limit: usize,
    base: usize,
    probe: Option<fn() -> usize>,
}

thread_local!(static BUDGET: std::cell::Cell<Option<Budget>> = const { std::cell::Cell::new(None) });

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

/// The error for a result of `requested` bytes over the cap: Python's
/// MemoryError past the absolute cap, else the run's memory limit.
pub fn too_large(what: &str, requested: u128) -> Exc {
    if requested > MAX_SEQUENCE_BYTES {
        return Exc::new(ExcKind::MemoryError, format!("{what} is too large"));
    }
    let limit = BUDGET.with(|b| b.get()).map_or(0, |b| b.limit);
    Exc::new(
        ExcKind::LimitExceeded,
        format!("memory: {what} would need more than the {limit}-byte limit allows"),
    )
}

/// The budget of the run in progress on this thread, for as long as the
/// guard lives. Dropping it (when the run returns, early or by unwinding)
/// puts back the budget that was in force before, so a finished run's
/// limit never constrains what the thread does next.
#[must_use = "the budget applies only while the guard lives"]
pub struct MemoryBudget {
    previous: Option<Budget>,
}

impl MemoryBudget {
    /// Start a budget of `limit` bytes beyond what `probe` reads now (no
    /// probe: nothing counts as used, so only `limit` itself caps a result).
    pub fn enter(limit: usize, probe: Option<fn() -> usize>) -> MemoryBudget {
        let base = probe.map_or(0, |p| p());
        let previous = BUDGET.with(|b| b.replace(Some(Budget { limit, base, probe })));
        MemoryBudget { previous }
    }
}

impl Drop for MemoryBudget {
    fn drop(&mut self) {
        let previous = self.previous;
        // try_with: a guard dropped while the thread's locals are torn down
        // has nothing left to restore.
        let _ = BUDGET.try_with(|b| b.set(previous));
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
}
