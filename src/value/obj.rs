//! Container objects, with a drop that cannot overflow the stack: a
//! container's children are moved to a thread-local heap and dropped one by
//! one by the outermost drop (CPython's "trashcan"), so a list nested a
//! million deep is freed as safely as a flat one.

use std::cell::{Cell, RefCell};
use std::ops::Deref;

use super::{Dict, Set, Value};

thread_local! {
    static TRASH: RefCell<Vec<Value>> = const { RefCell::new(Vec::new()) };
    static DRAINING: Cell<bool> = const { Cell::new(false) };
}

fn owns_containers(v: &Value) -> bool {
    matches!(
        v,
        Value::List(_) | Value::Tuple(_) | Value::Dict(_) | Value::Set(_)
    )
}

/// Whether a value owns nothing (no reference count, no heap memory): its
/// copy is a copy of its bits, and dropping it does nothing.
#[inline(always)]
pub(crate) fn is_plain(v: &Value) -> bool {
    matches!(
        v,
        Value::None
            | Value::Bool(_)
            | Value::Int(_)
            | Value::Float(_)
            | Value::Type(_)
            | Value::Builtin(_)
            | Value::Ellipsis
            | Value::Undef
    )
}

/// Copies of the `n` items at `start`, `start + step`, ... (all within
/// `items`): when every one is plain, bit copies after a scan of the tags.
pub(crate) fn copy_stepped(items: &[Value], start: usize, step: isize, n: usize) -> Vec<Value> {
    let at = |k: usize| start.wrapping_add_signed(step.wrapping_mul(k as isize));
    if !(0..n).all(|k| is_plain(&items[at(k)])) {
        return (0..n).map(|k| items[at(k)].clone()).collect();
    }
    let mut out: Vec<Value> = Vec::with_capacity(n);
    let dst = out.as_mut_ptr();
    for k in 0..n {
        let v = &items[at(k)];
        // SAFETY: `v` is plain (checked above), so its bit copy is an
        // independent, valid value; `k < n`, the capacity of `out`.
        unsafe { dst.add(k).write(std::ptr::read(v)) };
    }
    // SAFETY: the loop above initialised the first `n` values.
    unsafe { out.set_len(n) };
    out
}

/// Copies of a run of items: when every item is plain (a list of numbers),
/// one bulk copy of the bits after a scan of the tags, instead of a clone
/// per item.
pub(crate) fn copy_run(items: &[Value]) -> Vec<Value> {
    if !items.iter().all(is_plain) {
        return items.to_vec();
    }
    let mut out: Vec<Value> = Vec::with_capacity(items.len());
    // SAFETY: every item is plain (checked above), so a bit copy of each is
    // an independent, valid value; `out` has room for `items.len()` values
    // and does not overlap `items`; `set_len` follows the copy that
    // initialises exactly those values.
    unsafe {
        std::ptr::copy_nonoverlapping(items.as_ptr(), out.as_mut_ptr(), items.len());
        out.set_len(items.len());
    }
    out
}

/// Whether the items of a list or tuple being dropped hold a container
/// (to be buried, see `bury`). When every item is plain, the vector is
/// emptied first, so that its drop frees the buffer without visiting each
/// item: one scan instead of a scan and a drop per item.
fn items_nested(items: &mut Vec<Value>) -> bool {
    if items.iter().all(is_plain) {
        // SAFETY: shortening to 0 only forgets the items, and every item is
        // plain: forgetting one leaks nothing (it has no drop to run).
        unsafe { items.set_len(0) };
        return false;
    }
    items.iter().any(owns_containers)
}

fn bury(items: impl Iterator<Item = Value>) {
    let _ = TRASH.try_with(|t| {
        if let Ok(mut t) = t.try_borrow_mut() {
            t.extend(items.filter(owns_containers));
        }
    });
    if DRAINING.with(|d| d.replace(true)) {
        return;
    }
    while let Some(v) = TRASH.with(|t| t.try_borrow_mut().ok().and_then(|mut t| t.pop())) {
        drop(v);
    }
    DRAINING.with(|d| d.set(false));
}

macro_rules! container {
    ($name:ident, $inner:ty, $target:ty, |$this:ident| $nested:expr, $drain:expr) => {
        #[derive(Debug, Default)]
        pub struct $name($inner);

        impl $name {
            pub fn new(v: $target) -> $name {
                $name(<$inner>::from(v))
            }
        }

        impl Deref for $name {
            type Target = $inner;
            fn deref(&self) -> &$inner {
                &self.0
            }
        }

        impl Drop for $name {
            fn drop(&mut self) {
                let $this = &mut self.0;
                // Only containers can nest deep: a flat one drops as usual.
                if $nested {
                    bury($drain);
                }
            }
        }
    };
}

container!(
    ListObj,
    RefCell<Vec<Value>>,
    Vec<Value>,
    |c| items_nested(c.get_mut()),
    std::mem::take(c.get_mut()).into_iter()
);
container!(
    TupleObj,
    Vec<Value>,
    Vec<Value>,
    |c| items_nested(c),
    std::mem::take(c).into_iter()
);
container!(
    DictObj,
    RefCell<Dict>,
    Dict,
    |c| c
        .get_mut()
        .iter()
        .any(|(k, v)| owns_containers(&k.0) || owns_containers(v)),
    std::mem::take(c.get_mut())
        .into_iter()
        .flat_map(|(k, v)| [k.0, v])
);
container!(
    SetObj,
    RefCell<Set>,
    Set,
    |c| c.get_mut().iter().any(|k| owns_containers(&k.0)),
    std::mem::take(c.get_mut()).into_iter().map(|k| k.0)
);
