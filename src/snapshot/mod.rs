//! Snapshots: a paused program's state as bytes that another process can
//! resume from (spec/snapshot.md).
//!
//! Two layers, each usable alone. [`container`] is the envelope: magic,
//! format version, body length and checksum, so that a foreign, newer,
//! truncated or damaged file is refused before its body is read.
//! [`graph`] turns values into a [`ValueTable`] (serde, to be embedded in
//! a bincode body beside the rest of the paused state) and back, keeping
//! what a Python program can observe: which values are the same object,
//! cycles, insertion order, every bit of a float.
//!
//! The bytes come from outside, so reading treats them as untrusted: every
//! failure is a [`SnapshotError`], never a panic, and a [`DecodeBudget`]
//! bounds what reading allocates before it allocates it. A front end
//! reports such a failure in the phase `CorruptSnapshot`.

pub mod body;
pub mod container;
pub mod graph;

#[cfg(test)]
mod tests;

pub use body::{open_body, seal_body, Kind, MAX_SNAPSHOT_BYTES};
pub use container::{open, seal, FORMAT_VERSION, MAGIC};
pub use graph::{Materialized, ValueTable, ValueWriter};

/// Why a snapshot was refused, in words for the person who handed it over
/// (its phase is `CorruptSnapshot`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SnapshotError {
    pub message: String,
}

impl SnapshotError {
    pub(crate) fn new(message: impl Into<String>) -> SnapshotError {
        SnapshotError {
            message: message.into(),
        }
    }
}

impl std::fmt::Display for SnapshotError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SnapshotError {}

/// What materializing a value table may allocate. Counts and lengths in a
/// snapshot are claims made by the bytes; they are checked against this
/// budget before anything is allocated for them, so that a few bytes
/// claiming a billion items cost nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DecodeBudget {
    /// Values (nodes and roots) the table may hold.
    pub max_nodes: usize,
    /// Bytes the materialized values may take, as estimated from the
    /// table before they are made (see spec/snapshot.md, "Limits").
    pub max_bytes: usize,
}

/// The default run's memory limit (`vm::Limits::default().memory`): a
/// snapshot of a run that kept within it fits.
impl Default for DecodeBudget {
    fn default() -> DecodeBudget {
        DecodeBudget {
            max_nodes: 1 << 24,
            max_bytes: 256 * 1024 * 1024,
        }
    }
}
