//! What builtins and methods need from the machine that runs them: calling
//! a value (a key function), writing output, and the run's limits. The VM
//! implements it; the functions in `value` stay free of the VM.

use std::rc::Rc;

use super::{Value, VmResult};

/// Keyword arguments of a call, in the order written.
pub type Kwargs = Vec<(Rc<str>, Value)>;

/// Keyword arguments as builtins and methods receive them: borrowed, like
/// their positional arguments (a call builds no vector for either).
pub type KwSlice = [(Rc<str>, Value)];

pub trait Interp {
    /// Call a key lambda, builtin, type or bound method.
    fn call_value(&mut self, f: &Value, args: Vec<Value>, kwargs: Kwargs) -> VmResult<Value>;
    /// Call with one positional argument (a sort's key): the same as
    /// `call_value(f, vec![arg], vec![])`, which a machine may do without
    /// the argument vector.
    fn call_value1(&mut self, f: &Value, arg: Value) -> VmResult<Value> {
        self.call_value(f, vec![arg], Vec::new())
    }
    /// Write to the program's output (`print`).
    fn print(&mut self, s: &str) -> VmResult<()>;
    /// Bytes the program may still print (`usize::MAX`: no limit).
    fn output_room(&self) -> usize {
        usize::MAX
    }
    /// The error for output past its limit.
    fn output_exceeded(&mut self) -> super::Exc {
        super::Exc::new(super::ExcKind::LimitExceeded, "output: over the limit")
    }
    /// Time and memory: for builtins whose work grows faster than their
    /// instruction count (summing lists).
    fn check_limits(&self) -> VmResult<()>;
}
