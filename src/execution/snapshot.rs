//! An execution paused at a host call, as bytes (spec/snapshot.md): the
//! envelope of `crate::snapshot` around one bincode body that holds the
//! program's `.lpyc` bytes, the machine's state, the host's (trace, held
//! call, files touched, root) and the value table both refer to.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::{pending_call, Execution, State, Waiting};
use crate::kit::host::SavedHost;
use crate::kit::{Kit, KitHost, Root};
use crate::report::{Phase, Rejection};
use crate::snapshot::{DecodeBudget, Kind, SnapshotError, ValueTable, ValueWriter};
use crate::vm::{Machine, SavedMachine};

#[derive(Serialize, Deserialize)]
struct Body {
    module: Vec<u8>,
    values: ValueTable,
    machine: SavedMachine,
    host: SavedHost,
    pauses: u64,
    max_pauses: u64,
    /// The pending calls: (id, line, ticket in flight). One without a
    /// ticket is the call the program paused at.
    calls: Vec<(u64, u32, Option<u32>)>,
}

impl Execution {
    /// The paused run as bytes that [`Execution::restore`] continues from,
    /// in this process or another: self-contained (the program's bytecode,
    /// its registers, iterators and values with their sharing, the output
    /// and trace so far, the limits' counters). Only a paused run has one.
    pub fn snapshot(&self) -> Result<Vec<u8>, String> {
        let State::Paused(parts, calls) = &self.state else {
            return Err(
                "only a paused run has a snapshot: step() until it pauses at a call".into(),
            );
        };
        let (machine, host) = &**parts;
        let mut values = ValueWriter::new();
        let err = |e: SnapshotError| e.message;
        let body = Body {
            module: crate::bytecode::encode(&self.module).map_err(|e| e.message)?,
            machine: machine.save(&mut values).map_err(err)?,
            host: host.save(&mut values).map_err(err)?,
            values: values.finish(),
            pauses: self.pauses,
            max_pauses: self.max_pauses,
            calls: calls
                .iter()
                .map(|w| (w.call.id, w.call.line, w.ticket))
                .collect(),
        };
        crate::snapshot::seal_body(Kind::Execution, &body)
    }

    /// Continue a run from [`Execution::snapshot`]'s bytes, at the same
    /// pending call, with `kit` giving the tools their implementations
    /// (it must have every tool the program calls, as for a run). Bytes
    /// that are truncated, damaged, of another version or too large are a
    /// rejection in the phase `CorruptSnapshot`, never a panic. Each
    /// restore of the same bytes is an execution of its own.
    pub fn restore(bytes: &[u8], kit: &Kit) -> Result<Execution, Rejection> {
        Execution::restore_with(bytes, kit, None)
    }

    /// [`Execution::restore`], with memory read through `memory_probe`
    /// (the counting allocator's `lackpy::alloc::live_bytes`, where the
    /// host installed it) as a run's limits read it.
    pub fn restore_with(
        bytes: &[u8],
        kit: &Kit,
        memory_probe: Option<fn() -> usize>,
    ) -> Result<Execution, Rejection> {
        restore(bytes, kit, memory_probe, None)
    }

    /// [`Execution::restore`] with the file tools confined to `root`
    /// rather than the folder the snapshot was taken in (a host whose
    /// files are a [`FileStore`](crate::kit::sandbox::FileStore) has no
    /// such folder).
    pub fn restore_in(bytes: &[u8], kit: &Kit, root: Root) -> Result<Execution, Rejection> {
        restore(bytes, kit, None, Some(root))
    }
}

fn restore(
    bytes: &[u8],
    kit: &Kit,
    memory_probe: Option<fn() -> usize>,
    root: Option<Root>,
) -> Result<Execution, Rejection> {
    let corrupt = |m: String| Rejection::new(Phase::CorruptSnapshot, m);
    let memory_base = memory_probe.map_or(0, |p| p());
    let body: Body = crate::snapshot::open_body(bytes, Kind::Execution).map_err(corrupt)?;
    let module = crate::bytecode::decode(&body.module)
        .map_err(|e| corrupt(format!("the snapshot's program: {}", e.message)))?;
    crate::engine::admit(&module, kit, None)?;
    let values = body
        .values
        .materialize(&DecodeBudget::default())
        .map_err(|e| corrupt(e.message))?;
    let value = |r: u32| values.get(r).map_err(|e| e.message);
    let machine =
        Machine::load(&module, body.machine, memory_probe, memory_base, &value).map_err(corrupt)?;
    let host = KitHost::load(kit.clone(), body.host, root, &value).map_err(corrupt)?;
    let waiting = host.waiting();
    let mut calls = Vec::with_capacity(body.calls.len());
    for (id, line, ticket) in body.calls {
        let held = match ticket {
            None => host.held(),
            Some(t) => waiting.iter().find(|(w, _)| *w == t).map(|(_, h)| *h),
        };
        let Some(held) = held else {
            return Err(corrupt(format!(
                "the snapshot's pending call {id} is not held"
            )));
        };
        calls.push(Waiting {
            call: pending_call(id, held, Some((line, 0))),
            ticket,
        });
    }
    if calls.is_empty() {
        return Err(corrupt("the snapshot holds no pending call".into()));
    }
    if calls.iter().any(|w| w.ticket.is_some()) != machine.then.is_some() {
        return Err(corrupt(
            "the snapshot's pending calls do not match how its program waits".into(),
        ));
    }
    drop(waiting);
    Ok(Execution {
        module: Arc::new(module),
        state: State::Paused(Box::new((machine, host)), calls),
        pauses: body.pauses,
        max_pauses: body.max_pauses,
    })
}
