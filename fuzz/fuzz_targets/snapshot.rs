//! The snapshot reader on arbitrary bytes: the envelope, then the value
//! table it holds. The checksum stops almost every mutation at the
//! envelope, so the bytes are also read as a body on their own. Whatever
//! reads must write again and read back.
#![no_main]
use lackpy::snapshot::{open, DecodeBudget, ValueTable, ValueWriter};
use lackpy::Value;
use libfuzzer_sys::fuzz_target;

#[global_allocator]
static ALLOC: lackpy::alloc::Counting = lackpy::alloc::Counting;

/// What one fuzz input may make: small, so that each run is quick.
const LIMIT: usize = 1 << 20;
const BUDGET: DecodeBudget = DecodeBudget {
    max_nodes: 100_000,
    max_bytes: 16 << 20,
};

fn read(body: &[u8]) {
    let config = bincode::config::standard().with_limit::<LIMIT>();
    let Ok((table, _)) = bincode::serde::decode_from_slice::<ValueTable, _>(body, config) else {
        return;
    };
    let Ok(made) = table.materialize(&BUDGET) else {
        return;
    };
    let values = made.into_values();
    let mut w = ValueWriter::new();
    for v in &values {
        if w.add(v).is_err() {
            panic!("a value read from a snapshot cannot be written again");
        }
        let _ = lackpy::value::repr_prefix(v, 4096);
    }
    if let Err(e) = w.finish().materialize(&BUDGET) {
        panic!("values read from a snapshot do not read back: {e}");
    }
    break_cycles(values);
}

/// Empties every container reachable from `values`, so that the cycles a
/// snapshot may hold do not leak from one run to the next.
fn break_cycles(values: Vec<Value>) {
    let mut stack = values;
    let mut seen = std::collections::HashSet::new();
    while let Some(v) = stack.pop() {
        match &v {
            Value::List(l) => stack.extend(std::mem::take(&mut *l.borrow_mut())),
            Value::Dict(d) => stack.extend(
                std::mem::take(&mut *d.borrow_mut())
                    .into_iter()
                    .flat_map(|(k, x)| [k.0, x]),
            ),
            Value::Set(s) => stack.extend(
                std::mem::take(&mut *s.borrow_mut())
                    .into_iter()
                    .map(|k| k.0),
            ),
            Value::Tuple(t) if seen.insert(t.block_ptr() as usize) => {
                stack.extend(t.iter().cloned())
            }
            Value::Slice(s) if seen.insert(std::rc::Rc::as_ptr(s) as usize) => {
                stack.extend([s.start.clone(), s.stop.clone(), s.step.clone()])
            }
            Value::Method(m) if seen.insert(std::rc::Rc::as_ptr(m) as usize) => {
                stack.push(m.receiver.clone())
            }
            Value::Lambda(c) if seen.insert(std::rc::Rc::as_ptr(c) as usize) => {
                stack.extend(c.captures.iter().cloned())
            }
            Value::View(x) => stack.push(Value::Dict(x.dict.clone())),
            _ => {}
        }
    }
}

fuzz_target!(|data: &[u8]| {
    if let Ok(body) = open(data, LIMIT) {
        read(body);
    }
    read(data);
});
