//! Values as a table of nodes, and back: the part of a snapshot that
//! holds a paused program's values (spec/snapshot.md, "The value table").
//!
//! A program can see which of its values are one object (`b = [a, a]`,
//! then `a.append(1)` shows twice) and can build cycles (`a.append(a)`).
//! So the table is a graph, not a tree: every value with an identity (a
//! str block, a tuple block, every `Rc`) is one node however often it is
//! reached, and references are node numbers. Values without one (ints,
//! floats, None, ...) are written in place.
//!
//! Reading rebuilds the graph without recursion in three passes: the
//! mutable containers (list, dict, set) are made empty, then the
//! immutable values in table order (a node of them may only refer to an
//! immutable node numbered before it, which the writer guarantees and the
//! reader checks: a cycle can only pass through a mutable container), then
//! the containers are filled, dict keys and set members going through
//! `HKey::new` so they are checked and hashed as in any run.

use std::collections::HashMap;
use std::rc::Rc;

use num_bigint::BigInt;
use serde::{Deserialize, Serialize};

use super::{DecodeBudget, SnapshotError};
use crate::value::{
    methods, BoundMethod, Closure, Dict, DictObj, DictView, HKey, KeyHasher, ListObj, PyStr,
    RangeVal, Set, SetObj, SliceVal, TupleObj, TypeKind, Value, ViewKind, BUILTINS,
};

/// A value as a root or a container holds it: in place when it owns
/// nothing, else the number of its node. The variants' order is the wire
/// format (bincode writes the variant's index).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
enum Item {
    None,
    Bool(bool),
    Int(i64),
    /// The float's bits: NaN payloads and the sign of zero survive.
    Float(u64),
    Type(TypeKind),
    /// An index into `BUILTINS`, checked on reading.
    Builtin(u16),
    Ellipsis,
    Undef,
    Node(u32),
    /// The result of a call in flight, by its number (spec/concurrency.md).
    Pending(u32),
}

/// Which view of a dict (`ViewKind` has no serde: the wire names are
/// kept apart from the VM's type so that a change there is seen here).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
enum ViewOf {
    Keys,
    Values,
    Items,
}

/// A value with an identity. The variants' order is the wire format.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
enum Node {
    /// An int outside i64: two's complement, little-endian bytes.
    Big(Vec<u8>),
    Str(String),
    List(Vec<Item>),
    Tuple(Vec<Item>),
    /// Entries in insertion order.
    Dict(Vec<(Item, Item)>),
    /// Members in insertion order.
    Set(Vec<Item>),
    Range {
        start: i64,
        stop: i64,
        step: i64,
    },
    Slice {
        start: Item,
        stop: Item,
        step: Item,
    },
    /// A live view of the dict node `dict`.
    View {
        dict: u32,
        kind: ViewOf,
    },
    /// A method bound to `receiver`, by name: a method is a `&'static`
    /// entry of a table, found again in the receiver's table on reading.
    Method {
        receiver: Item,
        name: String,
    },
    /// A key lambda: its code unit (checked against the module by the
    /// caller, which has it) and what it captured.
    Lambda {
        unit: u32,
        captures: Vec<Item>,
    },
}

impl Node {
    /// Whether the node is made empty first and filled last, so that
    /// anything (itself included) may refer to it.
    fn is_mutable(&self) -> bool {
        matches!(self, Node::List(_) | Node::Dict(_) | Node::Set(_))
    }
}

/// The values of a snapshot: nodes, and the roots the caller added (the
/// registers, iterator states, ... of the paused program). Serialize it
/// inside a body; decode that body with a bincode size limit (bincode
/// then refuses a length the limit cannot hold before allocating it), and
/// [`ValueTable::materialize`] checks the rest.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValueTable {
    nodes: Vec<Node>,
    roots: Vec<Item>,
}

/// In the writer's identity map: an immutable value whose children are
/// still being written, so that it has no node number yet (it gets one
/// after them). Never a node number: `push` stops below it.
const IN_PROGRESS: u32 = u32::MAX;

/// Writes values into a [`ValueTable`], sharing what is shared among all
/// of them: a list reached from two roots is one node.
///
/// The writer holds a copy of every value it wrote until it is finished,
/// so that no object it has numbered can be freed and its address reused
/// by another (identity is the address).
#[derive(Default)]
pub struct ValueWriter {
    nodes: Vec<Node>,
    roots: Vec<Item>,
    /// By identity; hashed as dict keys are (an address needs no
    /// SipHash: nobody chooses it to collide).
    seen: HashMap<(u8, usize), u32, KeyHasher>,
    keep: Vec<Value>,
    /// Containers numbered but not yet written (their items may refer to
    /// values still being written when they were met).
    pending: Vec<(u32, Value)>,
    /// The frames of `resolve`, kept from one call to the next.
    stack: Vec<Frame>,
}

/// A value whose children are being written: an immutable value (its
/// node is numbered when they are all done, after them), or a container
/// taken from `pending` (numbered already). Children are read from the
/// value as they are needed, so that a frame copies nothing.
struct Frame {
    value: Value,
    node: Option<u32>,
    items: Vec<Item>,
}

impl Frame {
    /// Child `k` of the value, if it has that many. A dict's children are
    /// its keys and values, alternately.
    fn child(&self, k: usize) -> Result<Option<Value>, SnapshotError> {
        Ok(match &self.value {
            Value::Tuple(t) => t.get(k).cloned(),
            Value::Slice(s) => [&s.start, &s.stop, &s.step].get(k).map(|v| (*v).clone()),
            Value::Method(m) => (k == 0).then(|| m.receiver.clone()),
            Value::Lambda(c) => c.captures.get(k).cloned(),
            Value::List(l) => l.try_borrow().map_err(|_| in_use("list"))?.get(k).cloned(),
            Value::Dict(d) => d
                .try_borrow()
                .map_err(|_| in_use("dict"))?
                .get_index(k / 2)
                .map(|(key, v)| {
                    if k.is_multiple_of(2) {
                        key.0.clone()
                    } else {
                        v.clone()
                    }
                }),
            Value::Set(s) => s
                .try_borrow()
                .map_err(|_| in_use("set"))?
                .get_index(k)
                .map(|m| m.0.clone()),
            _ => None,
        })
    }
}

enum Step {
    Done(Item),
    Open(Frame),
}

fn scalar(v: &Value) -> Option<Item> {
    Some(match v {
        Value::None => Item::None,
        Value::Bool(b) => Item::Bool(*b),
        Value::Int(i) => Item::Int(*i),
        Value::Float(f) => Item::Float(f.to_bits()),
        Value::Type(t) => Item::Type(*t),
        Value::Builtin(b) => Item::Builtin(*b),
        Value::Ellipsis => Item::Ellipsis,
        Value::Undef => Item::Undef,
        Value::Pending(t) => Item::Pending(*t),
        _ => return None,
    })
}

/// A value's identity: its kind and its address. The kind is part of it
/// because a str's address is that of its text, one past the end of its
/// block when the text is empty: possibly another block's start.
fn identity(v: &Value) -> (u8, usize) {
    match v {
        Value::Big(b) => (0, Rc::as_ptr(b) as usize),
        Value::Str(s) => (1, s.as_str().as_ptr() as usize),
        Value::List(l) => (2, Rc::as_ptr(l) as usize),
        Value::Tuple(t) => (3, t.block_ptr() as usize),
        Value::Dict(d) => (4, Rc::as_ptr(d) as usize),
        Value::Set(s) => (5, Rc::as_ptr(s) as usize),
        Value::Range(r) => (6, Rc::as_ptr(r) as usize),
        Value::Slice(s) => (7, Rc::as_ptr(s) as usize),
        Value::Method(m) => (8, Rc::as_ptr(m) as usize),
        Value::Lambda(c) => (9, Rc::as_ptr(c) as usize),
        Value::View(v) => (10, Rc::as_ptr(v) as usize),
        _ => (u8::MAX, 0),
    }
}

fn in_use(what: &str) -> SnapshotError {
    SnapshotError::new(format!(
        "cannot snapshot a {what} while it is being changed"
    ))
}

impl ValueWriter {
    pub fn new() -> ValueWriter {
        ValueWriter::default()
    }

    /// Adds `v` (and everything it reaches) as a root; the answer is the
    /// root's number, for [`Materialized::get`]. Fails only on states a
    /// paused program cannot be in (a container borrowed for a change); a
    /// writer that failed should be dropped.
    pub fn add(&mut self, v: &Value) -> Result<u32, SnapshotError> {
        let item = match self.begin(v)? {
            Step::Done(item) => item,
            Step::Open(f) => self.resolve(f)?,
        };
        while let Some((node, container)) = self.pending.pop() {
            let len = match &container {
                Value::List(l) => l.try_borrow().map_or(0, |l| l.len()),
                Value::Dict(d) => d.try_borrow().map_or(0, |d| 2 * d.len()),
                Value::Set(s) => s.try_borrow().map_or(0, |s| s.len()),
                _ => 0,
            };
            self.resolve(Frame {
                value: container,
                node: Some(node),
                items: Vec::with_capacity(len),
            })?;
        }
        let n = u32::try_from(self.roots.len()).map_err(|_| too_many())?;
        self.roots.push(item);
        Ok(n)
    }

    /// The table of everything added.
    pub fn finish(self) -> ValueTable {
        ValueTable {
            nodes: self.nodes,
            roots: self.roots,
        }
    }

    fn push(&mut self, node: Node) -> Result<u32, SnapshotError> {
        let n = self.nodes.len();
        if n >= IN_PROGRESS as usize {
            return Err(too_many());
        }
        self.nodes.push(node);
        Ok(n as u32)
    }

    /// A node made of `node` for `v`, whose children (if any) are written.
    fn leaf(&mut self, v: &Value, node: Node) -> Result<Item, SnapshotError> {
        let n = self.push(node)?;
        self.seen.insert(identity(v), n);
        self.keep.push(v.clone());
        Ok(Item::Node(n))
    }

    /// Writes `v` at once when it has no children to write first, else
    /// opens a frame for them.
    fn begin(&mut self, v: &Value) -> Result<Step, SnapshotError> {
        if let Some(item) = scalar(v) {
            return Ok(Step::Done(item));
        }
        let id = identity(v);
        if let Some(&n) = self.seen.get(&id) {
            if n == IN_PROGRESS {
                // Only a cycle of immutable values leads here, and Rust
                // cannot build one (their children exist before them).
                return Err(SnapshotError::new(
                    "cannot snapshot a value that contains itself without a list, dict or set between",
                ));
            }
            return Ok(Step::Done(Item::Node(n)));
        }
        let open = |this: &mut ValueWriter, len: usize| {
            this.seen.insert(id, IN_PROGRESS);
            Step::Open(Frame {
                value: v.clone(),
                node: None,
                items: Vec::with_capacity(len),
            })
        };
        Ok(match v {
            Value::List(_) | Value::Dict(_) | Value::Set(_) => {
                // Numbered now and written later: a cycle may lead back here.
                let n = self.push(Node::List(Vec::new()))?;
                self.seen.insert(id, n);
                self.keep.push(v.clone());
                self.pending.push((n, v.clone()));
                Step::Done(Item::Node(n))
            }
            Value::Big(b) => Step::Done(self.leaf(v, Node::Big(b.to_signed_bytes_le()))?),
            Value::Str(s) => Step::Done(self.leaf(v, Node::Str(s.as_str().to_owned()))?),
            Value::Range(r) => {
                let node = Node::Range {
                    start: r.start,
                    stop: r.stop,
                    step: r.step,
                };
                Step::Done(self.leaf(v, node)?)
            }
            Value::View(view) => {
                let Step::Done(Item::Node(dict)) = self.begin(&Value::Dict(view.dict.clone()))?
                else {
                    return Err(SnapshotError::new("a dict view without its dict"));
                };
                let kind = match view.kind {
                    ViewKind::Keys => ViewOf::Keys,
                    ViewKind::Values => ViewOf::Values,
                    ViewKind::Items => ViewOf::Items,
                };
                Step::Done(self.leaf(v, Node::View { dict, kind })?)
            }
            Value::Tuple(t) => open(self, t.len()),
            Value::Slice(_) => open(self, 3),
            Value::Method(_) => open(self, 1),
            Value::Lambda(c) => open(self, c.captures.len()),
            _ => return Err(SnapshotError::new("a value of no known kind")),
        })
    }

    /// Writes the frame `first` and every frame its children open, with a
    /// stack of frames instead of recursion: a tuple nested a million deep
    /// needs a million frames on the heap, not on the thread's stack.
    fn resolve(&mut self, first: Frame) -> Result<Item, SnapshotError> {
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        stack.push(first);
        let done = self.run(&mut stack);
        self.stack = stack;
        done
    }

    fn run(&mut self, stack: &mut Vec<Frame>) -> Result<Item, SnapshotError> {
        while let Some(top) = stack.last_mut() {
            if let Some(child) = top.child(top.items.len())? {
                match self.begin(&child)? {
                    Step::Done(item) => top.items.push(item),
                    Step::Open(f) => stack.push(f),
                }
            } else if let Some(done) = stack.pop() {
                let item = self.close(done)?;
                match stack.last_mut() {
                    Some(parent) => parent.items.push(item),
                    None => return Ok(item),
                }
            }
        }
        Err(SnapshotError::new("a value was left unwritten"))
    }

    /// The node of a frame whose children are all written.
    fn close(&mut self, f: Frame) -> Result<Item, SnapshotError> {
        let Frame {
            value, node, items, ..
        } = f;
        let built = match (&value, items.as_slice()) {
            (Value::List(_), _) => Node::List(items),
            (Value::Set(_), _) => Node::Set(items),
            (Value::Dict(_), _) => {
                Node::Dict(items.chunks_exact(2).map(|p| (p[0], p[1])).collect())
            }
            (Value::Tuple(_), _) => Node::Tuple(items),
            (Value::Slice(_), &[start, stop, step]) => Node::Slice { start, stop, step },
            (Value::Method(m), &[receiver]) => Node::Method {
                receiver,
                name: m.method.name.to_owned(),
            },
            (Value::Lambda(c), _) => Node::Lambda {
                unit: c.unit,
                captures: items,
            },
            _ => {
                return Err(SnapshotError::new(
                    "a value written with the wrong children",
                ))
            }
        };
        match node {
            Some(n) => {
                if let Some(slot) = self.nodes.get_mut(n as usize) {
                    *slot = built;
                }
                Ok(Item::Node(n))
            }
            None => self.leaf(&value, built),
        }
    }
}

fn too_many() -> SnapshotError {
    SnapshotError::new("too many values to snapshot (more than 2^32 - 1)")
}

/// The values a table was read into, by root number.
#[derive(Debug)]
pub struct Materialized {
    roots: Vec<Value>,
}

impl Materialized {
    /// Root `root`, as [`ValueWriter::add`] numbered it. An error (not a
    /// panic) for a number the table does not have: the number usually
    /// comes from the same untrusted body.
    pub fn get(&self, root: u32) -> Result<Value, SnapshotError> {
        self.roots.get(root as usize).cloned().ok_or_else(|| {
            SnapshotError::new(format!(
                "corrupt snapshot: value {root} is not among its {} values",
                self.roots.len()
            ))
        })
    }

    pub fn len(&self) -> usize {
        self.roots.len()
    }

    pub fn is_empty(&self) -> bool {
        self.roots.is_empty()
    }

    /// The roots in order, moved out.
    pub fn into_values(self) -> Vec<Value> {
        self.roots
    }
}

fn corrupt<T>(message: String) -> Result<T, SnapshotError> {
    Err(SnapshotError::new(format!("corrupt snapshot: {message}")))
}

/// Bytes a node's value is counted as taking (its items, and roughly its
/// header and the allocator's share), so that the budget is checked
/// before anything is made.
fn cost(node: &Node) -> usize {
    let per = |n: usize, each: usize| n.saturating_mul(each).saturating_add(64);
    match node {
        Node::Big(b) => per(b.len(), 1),
        Node::Str(s) => per(s.len(), 1),
        Node::List(items) | Node::Tuple(items) => per(items.len(), 16),
        Node::Dict(pairs) => per(pairs.len(), 48),
        Node::Set(items) => per(items.len(), 32),
        Node::Lambda { captures, .. } => per(captures.len(), 16),
        Node::Range { .. } | Node::Slice { .. } | Node::View { .. } | Node::Method { .. } => 64,
    }
}

impl ValueTable {
    /// Roots in the table.
    pub fn len(&self) -> usize {
        self.roots.len()
    }

    pub fn is_empty(&self) -> bool {
        self.roots.is_empty()
    }

    /// Makes the values again: the same sharing, cycles, order and bits.
    /// Everything the bytes claim is checked first (see the module docs
    /// and spec/snapshot.md, "What is refused"); a table that fails is an
    /// error, never a panic, and allocates nothing beyond `budget`.
    pub fn materialize(&self, budget: &DecodeBudget) -> Result<Materialized, SnapshotError> {
        let n = self.nodes.len();
        let count = n.saturating_add(self.roots.len());
        if count > budget.max_nodes {
            return Err(SnapshotError::new(format!(
                "snapshot holds {count} values, over the limit of {}",
                budget.max_nodes
            )));
        }
        let mut bytes = count.saturating_mul(16);
        for (i, node) in self.nodes.iter().enumerate() {
            self.check(i, node)?;
            bytes = bytes.saturating_add(cost(node));
        }
        for &item in &self.roots {
            self.check_item(usize::MAX, false, item)?;
        }
        if bytes > budget.max_bytes {
            return Err(SnapshotError::new(format!(
                "snapshot's values would take about {bytes} bytes, over the limit of {}",
                budget.max_bytes
            )));
        }

        // 1. The mutable containers, empty: anything may refer to them.
        let mut values: Vec<Value> = Vec::with_capacity(n);
        for node in &self.nodes {
            values.push(match node {
                Node::List(_) => Value::List(Rc::new(ListObj::new(Vec::new()))),
                Node::Dict(_) => Value::Dict(Rc::new(DictObj::new(Dict::default()))),
                Node::Set(_) => Value::Set(Rc::new(SetObj::new(Set::default()))),
                _ => Value::Undef,
            });
        }
        match self.build(&mut values) {
            Ok(roots) => Ok(Materialized { roots }),
            Err(e) => {
                break_cycles(&values);
                Err(e)
            }
        }
    }

    /// Passes 2 and 3 of `materialize` over the containers of pass 1, and
    /// the roots.
    fn build(&self, values: &mut [Value]) -> Result<Vec<Value>, SnapshotError> {
        // 2. The immutable values, in order: what they hold is made.
        for (i, node) in self.nodes.iter().enumerate() {
            let v = match node {
                Node::Big(b) => Value::from_big(BigInt::from_signed_bytes_le(b)),
                Node::Str(s) => Value::Str(PyStr::copy(s)),
                Node::Tuple(items) => Value::Tuple(TupleObj::new(fetch_all(values, items)?)),
                Node::Range { start, stop, step } => Value::Range(Rc::new(RangeVal {
                    start: *start,
                    stop: *stop,
                    step: *step,
                })),
                Node::Slice { start, stop, step } => Value::Slice(Rc::new(SliceVal {
                    start: fetch(values, *start)?,
                    stop: fetch(values, *stop)?,
                    step: fetch(values, *step)?,
                })),
                Node::View { dict, kind } => {
                    let Some(Value::Dict(d)) = values.get(*dict as usize) else {
                        return corrupt(format!("value {i}, a dict view, does not view a dict"));
                    };
                    let kind = match kind {
                        ViewOf::Keys => ViewKind::Keys,
                        ViewOf::Values => ViewKind::Values,
                        ViewOf::Items => ViewKind::Items,
                    };
                    Value::View(Rc::new(DictView {
                        dict: d.clone(),
                        kind,
                    }))
                }
                Node::Method { receiver, name } => {
                    let receiver = fetch(values, *receiver)?;
                    let Ok(method) = methods::lookup(&receiver, name, &methods::resolve(name))
                    else {
                        return corrupt(format!(
                            "value {i} is a method '{name}' of a '{}' value, which has none of that name",
                            receiver.type_name()
                        ));
                    };
                    Value::Method(Rc::new(BoundMethod { receiver, method }))
                }
                Node::Lambda { unit, captures } => Value::Lambda(Rc::new(Closure {
                    unit: *unit,
                    captures: fetch_all(values, captures)?,
                })),
                Node::List(_) | Node::Dict(_) | Node::Set(_) => continue,
            };
            if let Some(slot) = values.get_mut(i) {
                *slot = v;
            }
        }
        // 3. The containers' items: every value exists now.
        for (i, node) in self.nodes.iter().enumerate() {
            let busy = || SnapshotError::new("a container was in use while it was read");
            match (node, values.get(i)) {
                (Node::List(items), Some(Value::List(l))) => {
                    let made = fetch_all(values, items)?;
                    *l.try_borrow_mut().map_err(|_| busy())? = made;
                }
                (Node::Dict(pairs), Some(Value::Dict(d))) => {
                    let mut made = Dict::with_capacity_and_hasher(pairs.len(), Default::default());
                    for &(k, v) in pairs {
                        let key = HKey::new(fetch(values, k)?).map_err(|e| {
                            SnapshotError::new(format!(
                                "corrupt snapshot: value {i}, a dict, has a key that cannot be one: {}",
                                e.msg
                            ))
                        })?;
                        if made.insert(key, fetch(values, v)?).is_some() {
                            return corrupt(format!("value {i}, a dict, has a key twice"));
                        }
                    }
                    *d.try_borrow_mut().map_err(|_| busy())? = made;
                }
                (Node::Set(members), Some(Value::Set(s))) => {
                    let mut made = Set::with_capacity_and_hasher(members.len(), Default::default());
                    for &m in members {
                        let key = HKey::new(fetch(values, m)?).map_err(|e| {
                            SnapshotError::new(format!(
                                "corrupt snapshot: value {i}, a set, has a member that cannot be one: {}",
                                e.msg
                            ))
                        })?;
                        if !made.insert(key) {
                            return corrupt(format!("value {i}, a set, has a member twice"));
                        }
                    }
                    *s.try_borrow_mut().map_err(|_| busy())? = made;
                }
                _ => {}
            }
        }
        fetch_all(values, &self.roots)
    }

    /// Node `i`'s claims that need no values made: its references exist
    /// (and, from an immutable node to another, point back), its numbers
    /// are in range.
    fn check(&self, i: usize, node: &Node) -> Result<(), SnapshotError> {
        let frozen = !node.is_mutable();
        let item = |it: Item| self.check_item(i, frozen, it);
        match node {
            Node::Big(_) | Node::Str(_) => Ok(()),
            Node::List(items) | Node::Tuple(items) | Node::Set(items) => {
                items.iter().try_for_each(|&it| item(it))
            }
            Node::Lambda { captures, .. } => captures.iter().try_for_each(|&it| item(it)),
            Node::Dict(pairs) => pairs.iter().try_for_each(|&(k, v)| {
                item(k)?;
                item(v)
            }),
            Node::Range { step, .. } => {
                if *step == 0 {
                    return corrupt(format!("value {i} is a range with step 0"));
                }
                Ok(())
            }
            Node::Slice { start, stop, step } => {
                item(*start)?;
                item(*stop)?;
                item(*step)
            }
            Node::View { dict, .. } => match self.nodes.get(*dict as usize) {
                Some(Node::Dict(_)) => Ok(()),
                _ => corrupt(format!("value {i}, a dict view, does not view a dict")),
            },
            Node::Method { receiver, .. } => item(*receiver),
        }
    }

    /// A reference from node `from` (`usize::MAX`: a root), immutable
    /// when `frozen`.
    fn check_item(&self, from: usize, frozen: bool, it: Item) -> Result<(), SnapshotError> {
        let whose = || match from {
            usize::MAX => "a root".to_string(),
            i => format!("value {i}"),
        };
        match it {
            Item::Builtin(b) if b as usize >= BUILTINS.len() => corrupt(format!(
                "{} is builtin function {b}, which does not exist",
                whose()
            )),
            Item::Node(j) => {
                let j = j as usize;
                match self.nodes.get(j) {
                    None => corrupt(format!(
                        "{} refers to value {j}, but there are only {}",
                        whose(),
                        self.nodes.len()
                    )),
                    Some(target) if frozen && !target.is_mutable() && j >= from => corrupt(format!(
                        "{} refers to value {j}, which is not made before it (an immutable value can hold only values made before it, or lists, dicts and sets)",
                        whose()
                    )),
                    Some(_) => Ok(()),
                }
            }
            _ => Ok(()),
        }
    }
}

/// Empties every container made for a table that was then refused: the
/// half-made values may hold cycles, which reference counting would never
/// free, and a server that refuses forged snapshots all day must not leak.
fn break_cycles(values: &[Value]) {
    for v in values {
        match v {
            Value::List(l) => {
                let items = l.try_borrow_mut().map(|mut l| std::mem::take(&mut *l));
                drop(items);
            }
            Value::Dict(d) => {
                let entries = d.try_borrow_mut().map(|mut d| std::mem::take(&mut *d));
                drop(entries);
            }
            Value::Set(s) => {
                let members = s.try_borrow_mut().map(|mut s| std::mem::take(&mut *s));
                drop(members);
            }
            _ => {}
        }
    }
}

/// The value of `it`, every node it may refer to being made (the checks
/// before the passes see to it).
fn fetch(values: &[Value], it: Item) -> Result<Value, SnapshotError> {
    Ok(match it {
        Item::None => Value::None,
        Item::Bool(b) => Value::Bool(b),
        Item::Int(i) => Value::Int(i),
        Item::Float(bits) => Value::Float(f64::from_bits(bits)),
        Item::Type(t) => Value::Type(t),
        Item::Builtin(b) => Value::Builtin(b),
        Item::Ellipsis => Value::Ellipsis,
        Item::Undef => Value::Undef,
        Item::Pending(t) => Value::Pending(t),
        Item::Node(j) => match values.get(j as usize) {
            Some(v) => v.clone(),
            None => return corrupt(format!("a reference to value {j}, which does not exist")),
        },
    })
}

fn fetch_all(values: &[Value], items: &[Item]) -> Result<Vec<Value>, SnapshotError> {
    items.iter().map(|&it| fetch(values, it)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(nodes: Vec<Node>, roots: Vec<Item>) -> ValueTable {
        ValueTable { nodes, roots }
    }

    fn refusal(t: &ValueTable, budget: &DecodeBudget) -> String {
        match t.materialize(budget) {
            Ok(m) => format!("accepted {} roots", m.len()),
            Err(e) => e.message,
        }
    }

    /// Tables no writer makes, each refused with a message that names what
    /// is wrong: the reader trusts nothing the bytes claim.
    #[test]
    fn forged_tables_are_refused_with_their_reason() {
        let b = DecodeBudget::default();
        let int = |i| Item::Int(i);
        let cases: Vec<(ValueTable, &str)> = vec![
            (
                table(vec![], vec![Item::Node(0)]),
                "refers to value 0, but there are only 0",
            ),
            (
                table(vec![Node::List(vec![Item::Node(7)])], vec![]),
                "value 0 refers to value 7",
            ),
            // A tuple holding itself, and two tuples holding each other.
            (
                table(vec![Node::Tuple(vec![Item::Node(0)])], vec![Item::Node(0)]),
                "not made before it",
            ),
            (
                table(
                    vec![
                        Node::Tuple(vec![Item::Node(1)]),
                        Node::Tuple(vec![Item::Node(0)]),
                    ],
                    vec![],
                ),
                "not made before it",
            ),
            (
                table(
                    vec![
                        Node::Method {
                            receiver: Item::Node(1),
                            name: "upper".into(),
                        },
                        Node::Str("x".into()),
                    ],
                    vec![],
                ),
                "not made before it",
            ),
            (
                table(
                    vec![
                        Node::List(vec![]),
                        Node::Dict(vec![(Item::Node(0), int(1))]),
                    ],
                    vec![],
                ),
                "has a key that cannot be one: unhashable type: 'list'",
            ),
            (
                table(
                    vec![
                        Node::List(vec![]),
                        Node::Tuple(vec![Item::Node(0)]),
                        Node::Set(vec![Item::Node(1)]),
                    ],
                    vec![],
                ),
                "has a member that cannot be one: unhashable type: 'list'",
            ),
            (
                table(
                    vec![Node::Dict(vec![
                        (int(1), int(2)),
                        (Item::Float(1f64.to_bits()), int(3)),
                    ])],
                    vec![],
                ),
                "has a key twice",
            ),
            (
                table(vec![Node::Set(vec![Item::Bool(true), int(1)])], vec![]),
                "has a member twice",
            ),
            (
                table(vec![], vec![Item::Builtin(u16::MAX)]),
                "builtin function 65535",
            ),
            (
                table(
                    vec![Node::Range {
                        start: 0,
                        stop: 9,
                        step: 0,
                    }],
                    vec![],
                ),
                "range with step 0",
            ),
            (
                table(
                    vec![
                        Node::List(vec![]),
                        Node::View {
                            dict: 0,
                            kind: ViewOf::Keys,
                        },
                    ],
                    vec![],
                ),
                "does not view a dict",
            ),
            (
                table(
                    vec![Node::View {
                        dict: 9,
                        kind: ViewOf::Items,
                    }],
                    vec![],
                ),
                "does not view a dict",
            ),
            (
                table(
                    vec![Node::Method {
                        receiver: int(3),
                        name: "upper".into(),
                    }],
                    vec![],
                ),
                "a method 'upper' of a 'int' value, which has none",
            ),
            (
                table(
                    vec![Node::Method {
                        receiver: Item::Undef,
                        name: "append".into(),
                    }],
                    vec![],
                ),
                "a method 'append' of a 'undefined' value",
            ),
        ];
        for (t, want) in cases {
            let got = refusal(&t, &b);
            assert!(got.contains(want), "{t:?}: {got}");
            assert!(got.starts_with("corrupt snapshot: "), "{got}");
        }
    }

    /// The item and node tables of spec/snapshot.md are the wire format:
    /// each row's index is the variant index bincode writes.
    #[test]
    fn the_spec_tables_are_the_wire_format() {
        let spec = include_str!("../../spec/snapshot.md");
        let rows: Vec<(String, u8)> = spec
            .lines()
            .filter_map(|l| {
                let mut cells = l.split('|').map(str::trim).skip(1);
                let name = cells.next()?.strip_prefix('`')?.strip_suffix('`')?;
                Some((name.to_string(), cells.next()?.parse().ok()?))
            })
            .collect();
        let items = [
            Item::None,
            Item::Bool(true),
            Item::Int(1),
            Item::Float(0),
            Item::Type(TypeKind::Int),
            Item::Builtin(0),
            Item::Ellipsis,
            Item::Undef,
            Item::Node(0),
            Item::Pending(0),
        ];
        let nodes = [
            Node::Big(vec![]),
            Node::Str(String::new()),
            Node::List(vec![]),
            Node::Tuple(vec![]),
            Node::Dict(vec![]),
            Node::Set(vec![]),
            Node::Range {
                start: 0,
                stop: 0,
                step: 1,
            },
            Node::Slice {
                start: Item::None,
                stop: Item::None,
                step: Item::None,
            },
            Node::View {
                dict: 0,
                kind: ViewOf::Keys,
            },
            Node::Method {
                receiver: Item::None,
                name: String::new(),
            },
            Node::Lambda {
                unit: 0,
                captures: vec![],
            },
        ];
        let mut want: Vec<(String, u8)> = Vec::new();
        for it in items {
            let name = format!("{it:?}");
            let name = name.split('(').next().unwrap_or("").to_string();
            want.push((name, enc(&it)[0]));
        }
        for n in nodes {
            let name = format!("{n:?}");
            let name = name.split([' ', '(']).next().unwrap_or("").to_string();
            want.push((name, enc(&n)[0]));
        }
        assert_eq!(rows, want, "spec/snapshot.md's item and node tables");
        for (kind, index) in [(ViewOf::Keys, 0), (ViewOf::Values, 1), (ViewOf::Items, 2)] {
            assert_eq!(enc(&kind), [index]);
        }
        assert_eq!(enc(&TypeKind::NoneType), [0]);
        assert_eq!(enc(&TypeKind::Range), [9]);
    }

    fn enc<T: Serialize>(x: &T) -> Vec<u8> {
        bincode::serde::encode_to_vec(x, bincode::config::standard()).unwrap_or_default()
    }

    /// Counts and sizes are weighed before anything is made.
    #[test]
    fn the_budget_is_checked_before_values_are_made() {
        let t = table(
            vec![
                Node::Str("x".repeat(1000)),
                Node::List(vec![Item::None; 100]),
            ],
            vec![Item::Node(0), Item::Node(1)],
        );
        let roomy = DecodeBudget {
            max_nodes: 4,
            max_bytes: 4000,
        };
        assert_eq!(refusal(&t, &roomy), "accepted 2 roots");
        let few = DecodeBudget {
            max_nodes: 3,
            ..roomy
        };
        assert_eq!(
            refusal(&t, &few),
            "snapshot holds 4 values, over the limit of 3"
        );
        let small = DecodeBudget {
            max_bytes: 1000,
            ..roomy
        };
        assert!(refusal(&t, &small).contains("over the limit of 1000"));
    }

    /// What the checks let through is a graph the passes can make: an
    /// immutable value may hold a list made after it, and that list the
    /// value (a cycle through a mutable container).
    #[test]
    fn an_immutable_value_may_hold_a_later_container() {
        let t = table(
            vec![
                Node::Tuple(vec![Item::Node(1)]),
                Node::List(vec![Item::Node(0), Item::Node(2)]),
                Node::Dict(vec![(Item::Int(1), Item::Node(0))]),
            ],
            vec![Item::Node(0), Item::Node(2)],
        );
        let m = t
            .materialize(&DecodeBudget::default())
            .expect("a valid table");
        let (Ok(Value::Tuple(tuple)), Ok(Value::Dict(dict))) = (m.get(0), m.get(1)) else {
            panic!("a tuple and a dict")
        };
        let Value::List(list) = &tuple[0] else {
            panic!("the tuple holds a list")
        };
        let list = list.borrow();
        assert!(matches!(&list[0], Value::Tuple(t) if TupleObj::ptr_eq(t, &tuple)));
        assert!(matches!(&list[1], Value::Dict(d) if Rc::ptr_eq(d, &dict)));
        let held = dict.borrow().get(&HKey(Value::Int(1))).cloned();
        assert!(matches!(held, Some(Value::Tuple(t)) if TupleObj::ptr_eq(&t, &tuple)));
        assert!(m.get(2).is_err());
    }
}
