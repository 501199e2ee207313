//! Container objects, with a drop that cannot overflow the stack: a
//! container's children are moved to a thread-local heap and dropped one by
//! one by the outermost drop (CPython's "trashcan"), so a list nested a
//! million deep is freed as safely as a flat one.

use std::alloc::{self, Layout};
use std::cell::{Cell, RefCell};
use std::marker::PhantomData;
use std::ops::Deref;
use std::ptr::NonNull;

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
///
/// The bit copies here, in `copy_run`, `items_nested` and
/// `TupleObj::from_slice` are measured together (`benches/unsafe-cost
/// plain-copies`): with clones instead, slicing runs 1.44× the
/// instructions, zip_enumerate and comprehensions 1.02×.
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

/// What precedes the items in a tuple's block.
#[repr(C)]
struct TupleHead {
    count: Cell<usize>,
    len: usize,
}

/// Where the items start in a tuple's block: right after the header (16
/// bytes, a multiple of a `Value`'s alignment, so `Layout::extend` adds no
/// padding; checked below and in `tuple_layout`).
const ITEMS_AT: usize = std::mem::size_of::<TupleHead>();
const _: () = assert!(ITEMS_AT.is_multiple_of(std::mem::align_of::<Value>()));

/// The layout of a tuple block of `len` items and the items' offset, or
/// `None` when its size would overflow `isize`.
fn tuple_layout(len: usize) -> Option<(Layout, usize)> {
    let (l, at) = Layout::new::<TupleHead>()
        .extend(Layout::array::<Value>(len).ok()?)
        .ok()?;
    debug_assert_eq!(at, ITEMS_AT);
    Some((l.pad_to_align(), at))
}

/// The layout of a tuple block of `len` items; a length whose block would
/// not fit in `isize` panics (as `Vec` does on capacity overflow): the
/// items exist already, in a `Vec` or a slice, which rules it out.
fn tuple_layout_or_panic(len: usize) -> (Layout, usize) {
    match tuple_layout(len) {
        Some(l) => l,
        None => panic!("tuple capacity overflow"),
    }
}

/// A Python tuple: one heap block holding the reference count, the length
/// and the items (a `Rc<Vec<Value>>` would be two blocks). The handle is
/// one pointer; the count is not atomic (neither `Send` nor `Sync`, as
/// `Rc`). Dropping the last handle drops the items through the trashcan
/// when one of them is a container (see `bury`).
pub struct TupleObj {
    ptr: NonNull<TupleHead>,
    _owns: PhantomData<Value>,
}

/// Frees a tuple block when dropped (also while unwinding from an item's
/// drop, so that the block is not leaked).
struct FreeBlock(NonNull<TupleHead>, Layout);

impl Drop for FreeBlock {
    fn drop(&mut self) {
        // SAFETY: the block was allocated with this layout, and whoever
        // made this guard no longer reads it.
        unsafe { alloc::dealloc(self.0.as_ptr() as *mut u8, self.1) };
    }
}

impl TupleObj {
    /// A block for `len` items, its header written (count 1), the items
    /// not yet written; and a pointer to the first item.
    fn alloc(len: usize) -> (NonNull<TupleHead>, *mut Value) {
        let (layout, at) = tuple_layout_or_panic(len);
        let head = TupleHead {
            count: Cell::new(1),
            len,
        };
        let p = super::text::alloc_headed(layout, head);
        // SAFETY: `Layout::extend` placed the items at `at` inside the
        // block, aligned for `Value`.
        (p, unsafe { (p.as_ptr() as *mut u8).add(at) as *mut Value })
    }

    /// A tuple of the items of `v` (moved, not cloned).
    pub fn new(mut v: Vec<Value>) -> TupleObj {
        let len = v.len();
        let (p, items) = TupleObj::alloc(len);
        // SAFETY: the block has room for `len` items and does not overlap
        // the vector; `set_len(0)` then makes the vector forget the items
        // it no longer owns (its buffer is freed as usual).
        unsafe {
            std::ptr::copy_nonoverlapping(v.as_ptr(), items, len);
            v.set_len(0);
        }
        TupleObj {
            ptr: p,
            _owns: PhantomData,
        }
    }

    /// A tuple of copies of `src` (one block, no intermediate vector). Not
    /// inlined: the VM's dispatch loop calls it, and grows with what it
    /// inlines.
    #[inline(never)]
    pub fn from_slice(src: &[Value]) -> TupleObj {
        let len = src.len();
        let (p, items) = TupleObj::alloc(len);
        if src.iter().all(is_plain) {
            // SAFETY: every item is plain, so its bit copy is an independent
            // valid value; the block has room for `len` items.
            unsafe { std::ptr::copy_nonoverlapping(src.as_ptr(), items, len) };
        } else {
            for (k, v) in src.iter().enumerate() {
                // SAFETY: `k < len`. `Value::clone` does not unwind (a
                // count overflow aborts), so every slot is written before
                // the handle below can be dropped.
                unsafe { items.add(k).write(v.clone()) };
            }
        }
        TupleObj {
            ptr: p,
            _owns: PhantomData,
        }
    }

    fn head(&self) -> &TupleHead {
        // SAFETY: `ptr` points to a live block (this handle holds a count).
        unsafe { self.ptr.as_ref() }
    }

    fn items_ptr(&self) -> *mut Value {
        // SAFETY: the items start `ITEMS_AT` bytes into the block.
        unsafe { (self.ptr.as_ptr() as *mut u8).add(ITEMS_AT) as *mut Value }
    }

    /// The block's address: the tuple's identity.
    pub fn block_ptr(&self) -> *const () {
        self.ptr.as_ptr() as *const ()
    }

    /// Whether two handles share one block (Python's `is`).
    pub fn ptr_eq(a: &TupleObj, b: &TupleObj) -> bool {
        a.ptr == b.ptr
    }

    #[cfg(test)]
    fn count(&self) -> usize {
        self.head().count.get()
    }
}

impl Deref for TupleObj {
    type Target = [Value];
    #[inline]
    fn deref(&self) -> &[Value] {
        // SAFETY: the block holds `len` initialised items, alive as long as
        // this handle; they are never written after construction.
        unsafe { std::slice::from_raw_parts(self.items_ptr(), self.head().len) }
    }
}

impl Clone for TupleObj {
    #[inline]
    fn clone(&self) -> TupleObj {
        super::text::retain(&self.head().count);
        TupleObj {
            ptr: self.ptr,
            _owns: PhantomData,
        }
    }
}

impl Drop for TupleObj {
    #[inline]
    fn drop(&mut self) {
        if super::text::release(&self.head().count) {
            self.free();
        }
    }
}

impl TupleObj {
    /// Drops the items and frees the block of the last handle (out of
    /// line, as `Rc`'s `drop_slow`: every drop of a `Value` inlines only
    /// the decrement).
    #[inline(never)]
    fn free(&mut self) {
        let len = self.head().len;
        let (layout, _) = tuple_layout_or_panic(len);
        let items = self.items_ptr();
        // Frees the block last, also if an item's drop unwinds.
        let _free = FreeBlock(self.ptr, layout);
        // SAFETY: this was the last handle: the `len` items are initialised
        // and owned here, and each is dropped (or moved out) exactly once.
        unsafe {
            let all = std::slice::from_raw_parts_mut(items, len);
            if all.iter().all(is_plain) {
                // Nothing to drop.
            } else if all.iter().any(owns_containers) {
                // Only containers can nest deep: move the items out and
                // let the trashcan drop them; what `bury` leaves unread
                // (its thread-local gone) is dropped here.
                let mut moved = (0..len).map(|k| std::ptr::read(items.add(k)));
                bury(moved.by_ref());
                moved.for_each(drop);
            } else {
                std::ptr::drop_in_place(all);
            }
        }
    }
}

impl std::fmt::Debug for TupleObj {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("TupleObj").field(&&**self).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::PyStr;
    use std::rc::Rc;

    fn s(t: &str) -> Value {
        Value::str(t)
    }

    /// These tests run under Miri too (`scripts/miri`): there, sizes that
    /// take every path in a few seconds, not the full ones.
    const fn full_or_miri(full: usize, miri: usize) -> usize {
        if cfg!(miri) {
            miri
        } else {
            full
        }
    }

    #[test]
    fn tuples_of_every_size_keep_their_items() {
        let empty = TupleObj::new(Vec::new());
        assert!(empty.is_empty());
        let other_empty = TupleObj::from_slice(&[]);
        assert!(!TupleObj::ptr_eq(&empty, &other_empty));
        let t = TupleObj::new(vec![Value::Int(1), s("é"), Value::Float(2.5)]);
        assert_eq!(t.len(), 3);
        assert!(matches!(t[0], Value::Int(1)));
        assert!(matches!(&t[1], Value::Str(x) if x.as_str() == "é"));
        let n = full_or_miri(100_000, 1_000);
        let big: Vec<Value> = (0..n as i64).map(Value::Int).collect();
        let b = TupleObj::from_slice(&big);
        assert_eq!(b.len(), n);
        assert!(matches!(b[n - 1], Value::Int(k) if k == n as i64 - 1));
        assert!(tuple_layout(usize::MAX / 8).is_none());
    }

    #[test]
    fn clones_and_drops_count_the_items_references() {
        let shared = Rc::new(ListObj::new(vec![]));
        let item = Value::List(shared.clone());
        let text = PyStr::copy("kept");
        let t = TupleObj::from_slice(&[item.clone(), Value::Str(text.clone()), Value::None]);
        assert_eq!(Rc::strong_count(&shared), 3);
        let u = t.clone();
        assert_eq!((t.count(), Rc::strong_count(&shared)), (2, 3));
        drop(t);
        assert_eq!(Rc::strong_count(&shared), 3);
        drop(u);
        assert_eq!(Rc::strong_count(&shared), 2);
        drop(item);
        assert_eq!(Rc::strong_count(&shared), 1);
        // Strs only (no container): dropped in place.
        let v = TupleObj::new(vec![Value::Str(text.clone()), Value::Str(text.clone())]);
        drop(v);
        assert_eq!((text.as_str(), text.char_len()), ("kept", 4));
    }

    #[test]
    fn a_deeply_nested_tuple_drops_without_overflowing_the_stack() {
        let depth = full_or_miri(1_000_000, 500);
        let mut v = Value::tuple(vec![]);
        for _ in 0..depth {
            v = Value::tuple(vec![v, Value::Int(0)]);
        }
        drop(v);
        let mut w = Value::tuple(vec![]);
        for _ in 0..depth {
            w = Value::list(vec![Value::tuple(vec![w])]);
        }
        drop(w);
    }

    /// The bit copies of plain items (`copy_run`, `copy_stepped`), the
    /// clones of the others, and a list of plain items dropped by
    /// forgetting them (`items_nested`): the copies are equal and
    /// independent, and every str keeps its count.
    #[test]
    fn bit_copies_of_plain_items_and_clones_of_the_rest() {
        let plain = vec![
            Value::Int(-3),
            Value::Float(0.5),
            Value::Bool(true),
            Value::None,
            Value::Int(i64::MAX),
        ];
        let copy = copy_run(&plain);
        assert_eq!(
            crate::value::repr(&Value::list(copy)),
            "[-3, 0.5, True, None, 9223372036854775807]"
        );
        let back = copy_stepped(&plain, 4, -2, 3);
        assert_eq!(
            crate::value::repr(&Value::list(back)),
            "[9223372036854775807, True, -3]"
        );
        let text = PyStr::copy("shared");
        let mixed = vec![Value::Int(1), Value::Str(text.clone()), Value::list(vec![])];
        let copy = copy_run(&mixed);
        assert_eq!(text.as_str(), "shared");
        let every_other = copy_stepped(&mixed, 0, 1, 2);
        drop(copy);
        assert_eq!(
            crate::value::repr(&Value::list(every_other)),
            "[1, 'shared']"
        );
        drop(mixed);
        assert_eq!(text.as_str(), "shared");
        // A list of plain items, and one holding a str, dropped.
        drop(Value::list(plain));
        drop(Value::list(vec![Value::Int(1), Value::Str(text.clone())]));
        let t = TupleObj::new(vec![Value::Str(text.clone()), Value::Int(2)]);
        let u = TupleObj::from_slice(&t);
        drop(t);
        assert!(matches!(&u[0], Value::Str(x) if PyStr::ptr_eq(x, &text)));
    }
}
