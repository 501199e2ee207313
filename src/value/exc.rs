//! Run-time errors, named and worded as CPython names and words them.
//! It imports nothing from the rest of `value`: every other file reports
//! with it. (`Exc::key_error`, which needs `repr`, is made in `repr.rs`.)

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ExcKind {
    TypeError,
    ValueError,
    KeyError,
    IndexError,
    ZeroDivisionError,
    AttributeError,
    NameError,
    OverflowError,
    RuntimeError,
    RecursionError,
    MemoryError,
    /// A tool call failed (lackpy's own, not a CPython exception).
    ToolError,
    /// Fuel, memory, output or time ran out (lackpy's own).
    LimitExceeded,
    /// Not an error: a host call the host answers later (an external
    /// tool, a call awaiting approval). It unwinds the machine's frames,
    /// which keep their places, to the step's caller; no program sees it.
    Pause,
}

impl ExcKind {
    pub fn name(self) -> &'static str {
        match self {
            ExcKind::TypeError => "TypeError",
            ExcKind::ValueError => "ValueError",
            ExcKind::KeyError => "KeyError",
            ExcKind::IndexError => "IndexError",
            ExcKind::ZeroDivisionError => "ZeroDivisionError",
            ExcKind::AttributeError => "AttributeError",
            ExcKind::NameError => "NameError",
            ExcKind::OverflowError => "OverflowError",
            ExcKind::RuntimeError => "RuntimeError",
            ExcKind::RecursionError => "RecursionError",
            ExcKind::MemoryError => "MemoryError",
            ExcKind::ToolError => "ToolError",
            ExcKind::LimitExceeded => "LimitExceeded",
            ExcKind::Pause => "Pause",
        }
    }
}

/// An exception: its kind and CPython's `str(e)`.
#[derive(Debug, Clone, PartialEq)]
pub struct Exc {
    pub kind: ExcKind,
    pub msg: String,
}

pub type VmResult<T> = Result<T, Exc>;

impl Exc {
    pub fn new(kind: ExcKind, msg: impl Into<String>) -> Exc {
        Exc {
            kind,
            msg: msg.into(),
        }
    }

    /// The pause of a host call (`ExcKind::Pause`).
    pub fn pause() -> Exc {
        Exc::new(ExcKind::Pause, "")
    }

    pub fn type_error(msg: impl Into<String>) -> Exc {
        Exc::new(ExcKind::TypeError, msg)
    }

    pub fn value_error(msg: impl Into<String>) -> Exc {
        Exc::new(ExcKind::ValueError, msg)
    }

    pub fn index_error(msg: impl Into<String>) -> Exc {
        Exc::new(ExcKind::IndexError, msg)
    }

    pub fn zero_division(msg: impl Into<String>) -> Exc {
        Exc::new(ExcKind::ZeroDivisionError, msg)
    }

    pub fn attribute_error(type_name: &str, attr: &str) -> Exc {
        Exc::new(
            ExcKind::AttributeError,
            format!("'{type_name}' object has no attribute '{attr}'"),
        )
    }

    pub fn overflow(msg: impl Into<String>) -> Exc {
        Exc::new(ExcKind::OverflowError, msg)
    }

    /// A container is being changed while something reads it (a key
    /// lambda that mutates the list being sorted, say).
    pub fn busy() -> Exc {
        Exc::new(ExcKind::RuntimeError, "container modified while in use")
    }
}

impl fmt::Display for Exc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind.name(), self.msg)
    }
}
