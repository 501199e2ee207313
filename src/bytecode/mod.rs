//! The register bytecode. Lua 5 is the model: instructions name frame
//! slots (registers) and constant-table indices; one code unit for the
//! module body and one for each comprehension and key lambda. Every tool
//! call is a `CallHost` that indexes the module's host-call table, whose
//! entries carry the tool's name and grade; the module header carries the
//! program's grade, so both are readable without running anything.

mod disasm;
mod file;

pub use disasm::disassemble;
pub use file::{decode, encode, FileError, FORMAT_VERSION, MAGIC};

use serde::{Deserialize, Serialize};

use crate::grade::Grade;
use crate::value::{BinOpKind, CmpKind};

/// A register: a slot of the current frame.
pub type Reg = u16;

/// `kw` operand meaning "no keyword arguments".
pub const NO_KW: u32 = u32::MAX;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Const {
    None,
    True,
    False,
    Ellipsis,
    Int(i64),
    /// An int outside i64, as decimal digits.
    Big(String),
    Float(f64),
    Str(String),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum UnaryOp {
    Neg,
    Pos,
    Not,
}

/// What an `f"{x!r}"` conversion asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Conversion {
    None,
    Str,
    Repr,
    Ascii,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum Instr {
    LoadConst {
        dst: Reg,
        k: u32,
    },
    Move {
        dst: Reg,
        src: Reg,
    },
    /// Read a program variable (a main-frame register) from a nested unit;
    /// NameError if it was never assigned.
    LoadGlobal {
        dst: Reg,
        slot: Reg,
    },
    /// NameError if the main-frame register `reg` was never assigned.
    CheckBound {
        reg: Reg,
    },
    /// A builtin as a value (`key=len`, `isinstance(x, int)`).
    LoadBuiltin {
        dst: Reg,
        id: u16,
    },
    Unary {
        op: UnaryOp,
        dst: Reg,
        src: Reg,
    },
    Binary {
        op: BinOpKind,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    Compare {
        op: CmpKind,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    In {
        dst: Reg,
        item: Reg,
        container: Reg,
        negate: bool,
    },
    Is {
        dst: Reg,
        a: Reg,
        b: Reg,
        negate: bool,
    },
    Jump {
        target: u32,
    },
    JumpIfFalse {
        cond: Reg,
        target: u32,
    },
    JumpIfTrue {
        cond: Reg,
        target: u32,
    },
    BuildList {
        dst: Reg,
        start: Reg,
        count: u16,
    },
    BuildTuple {
        dst: Reg,
        start: Reg,
        count: u16,
    },
    BuildSet {
        dst: Reg,
        start: Reg,
        count: u16,
    },
    /// `count` key/value pairs in consecutive registers.
    BuildDict {
        dst: Reg,
        start: Reg,
        count: u16,
    },
    ListAppend {
        list: Reg,
        src: Reg,
    },
    ListExtend {
        list: Reg,
        src: Reg,
    },
    ListToTuple {
        dst: Reg,
        src: Reg,
    },
    SetAdd {
        set: Reg,
        src: Reg,
    },
    SetUpdate {
        set: Reg,
        src: Reg,
    },
    DictInsert {
        dict: Reg,
        key: Reg,
        value: Reg,
    },
    DictUpdate {
        dict: Reg,
        src: Reg,
    },
    GetItem {
        dst: Reg,
        obj: Reg,
        key: Reg,
    },
    SetItem {
        obj: Reg,
        key: Reg,
        src: Reg,
    },
    BuildSlice {
        dst: Reg,
        start: Reg,
        stop: Reg,
        step: Reg,
    },
    /// `obj.name` as a bound method value.
    GetAttr {
        dst: Reg,
        obj: Reg,
        name: u32,
    },
    /// Positional arguments in `args..args+nargs`, then keyword values; `kw`
    /// indexes the module's keyword-name lists (or is `NO_KW`).
    CallMethod {
        dst: Reg,
        obj: Reg,
        name: u32,
        args: Reg,
        nargs: u16,
        kw: u32,
    },
    CallBuiltin {
        dst: Reg,
        id: u16,
        args: Reg,
        nargs: u16,
        kw: u32,
    },
    CallHost {
        dst: Reg,
        entry: u32,
        args: Reg,
        nargs: u16,
        kw: u32,
    },
    CallValue {
        dst: Reg,
        func: Reg,
        args: Reg,
        nargs: u16,
        kw: u32,
    },
    /// A call with `*args`/`**kwargs`: `args` holds a list, `kwargs` a dict
    /// (or None); `target` says what is called.
    CallEx {
        dst: Reg,
        target: CallTarget,
        args: Reg,
        kwargs: Reg,
    },
    /// Run a comprehension unit with `nargs` argument registers.
    CallUnit {
        dst: Reg,
        unit: u32,
        args: Reg,
        nargs: u16,
    },
    MakeLambda {
        dst: Reg,
        unit: u32,
        captures: Reg,
        ncaptures: u16,
    },
    /// Start a bounded loop over a snapshot of `src` in iterator slot `iter`.
    ForPrep {
        iter: u16,
        src: Reg,
    },
    /// Next item into `dst`, or jump to `exit` when the snapshot is done.
    ForNext {
        iter: u16,
        dst: Reg,
        exit: u32,
    },
    Unpack {
        src: Reg,
        dst: Reg,
        count: u16,
    },
    /// `a, *b, c = src`: `before` plain targets, a list, `after` plain targets.
    UnpackStar {
        src: Reg,
        dst: Reg,
        before: u16,
        after: u16,
    },
    /// `spec` is a register holding the spec string, or `Reg::MAX` for none.
    FormatValue {
        dst: Reg,
        src: Reg,
        conv: Conversion,
        spec: Reg,
    },
    BuildString {
        dst: Reg,
        start: Reg,
        count: u16,
    },
    /// `with src:` -- no lackpy value supports the context manager
    /// protocol, so this raises CPython's TypeError.
    EnterContext {
        src: Reg,
    },
    /// `a += b`: lists extend in place, everything else as `Binary`.
    Inplace {
        op: BinOpKind,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    Return {
        src: Reg,
    },
}

/// The callee of a `CallEx`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum CallTarget {
    Builtin(u16),
    Host(u32),
    Method { obj: Reg, name: u32 },
    Value(Reg),
}

/// A tool the program can call, with the grade the kit gave it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HostEntry {
    pub name: String,
    pub grade: Grade,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum UnitKind {
    Module,
    Comprehension,
    Lambda,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CodeUnit {
    pub kind: UnitKind,
    pub name: String,
    /// Argument registers (comprehension iterable and captures, lambda
    /// captures then parameters) are the first `nparams`.
    pub nparams: u16,
    pub nregs: u16,
    pub niters: u16,
    pub code: Vec<Instr>,
    /// (line, column), 1-based, for each instruction.
    pub locs: Vec<(u32, u32)>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Module {
    pub grade: Grade,
    pub file: String,
    pub consts: Vec<Const>,
    /// Names: attributes, methods, keyword names.
    pub names: Vec<String>,
    /// Keyword-name lists of calls, as indices into `names`.
    pub kwlists: Vec<Vec<u32>>,
    pub host_calls: Vec<HostEntry>,
    /// Program variables: main-frame registers `0..globals.len()`.
    pub globals: Vec<String>,
    /// Parameters: the first `nparams` globals, set before the run.
    pub nparams: u16,
    /// Unit 0 is the module body.
    pub units: Vec<CodeUnit>,
    /// The source text, when kept, for error snippets.
    pub source: Option<String>,
}
