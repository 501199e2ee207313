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
    |c| c.get_mut().iter().any(owns_containers),
    std::mem::take(c.get_mut()).into_iter()
);
container!(
    TupleObj,
    Vec<Value>,
    Vec<Value>,
    |c| c.iter().any(owns_containers),
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
