//! The register bytecode. Lua 5 is the model: instructions name frame
//! slots (registers) and constant-table indices; one code unit for the
//! module body and one for each comprehension and key lambda. Every tool
//! call is a `CallHost` that indexes the module's host-call table, whose
//! entries carry the tool's name and grade; the module header carries the
//! program's grade, so both are readable without running anything.

#[macro_use]
mod operand;
mod disasm;
mod file;

pub use disasm::disassemble;
pub(crate) use file::checksum;
pub use file::{decode, encode, validate, FileError, FORMAT_VERSION, MAGIC};
pub use operand::{InstrInfo, Operand, OperandKind};

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
    /// Prose's interpolation: `str` (or `repr`, for `BriefRepr`) of a
    /// small value, [`crate::value::brief`] of a big container; the spec
    /// register holds the display limit.
    Brief,
    BriefRepr,
}

instructions! {
    /// One instruction. Each field is declared with its type and, after
    /// `=>`, its operand kind (`operand.rs`): what the compiler remaps,
    /// what loading a `.lpyc` file checks and how `lackpyc disasm` prints
    /// it all follow from that. The variant and field order is the
    /// `.lpyc` encoding.
    #[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
    pub enum Instr {
        LoadConst { dst: Reg => Reg, k: u32 => Const },
        Move { dst: Reg => Reg, src: Reg => Reg },
        /// Read a program variable (a main-frame register) from a nested unit;
        /// NameError if it was never assigned.
        LoadGlobal { dst: Reg => Reg, slot: Reg => Global },
        /// NameError if the main-frame register `reg` was never assigned.
        CheckBound { reg: Reg => Bound },
        /// A builtin as a value (`key=len`, `isinstance(x, int)`).
        LoadBuiltin { dst: Reg => Reg, id: u16 => Builtin },
        Unary { op: UnaryOp => UnOp, dst: Reg => Reg, src: Reg => Reg },
        Binary { op: BinOpKind => BinOp, dst: Reg => Reg, a: Reg => Reg, b: Reg => Reg },
        /// `dst = a op imm` with a small int written in the instruction
        /// (`i % 3`, `n + 1`): no register holds the constant.
        BinaryInt { op: BinOpKind => BinOp, dst: Reg => Reg, a: Reg => Reg, imm: i32 => Imm },
        Compare { op: CmpKind => CmpOp, dst: Reg => Reg, a: Reg => Reg, b: Reg => Reg },
        /// A test that only steers (`if a < b:`, a comprehension's filter):
        /// go on when `a op b` holds, else jump to `target`. No register
        /// gets the bool.
        CompareBranch { op: CmpKind => CmpOp, a: Reg => Reg, b: Reg => Reg, target: u32 => Target },
        /// `CompareBranch` against a small int written in the instruction
        /// (`if x % 2 == 0`, `if v > 100`).
        CompareBranchInt { op: CmpKind => CmpOp, a: Reg => Reg, imm: i32 => Imm, target: u32 => Target },
        In { dst: Reg => Reg, item: Reg => Reg, container: Reg => Reg, negate: bool => Negate },
        Is { dst: Reg => Reg, a: Reg => Reg, b: Reg => Reg, negate: bool => Negate },
        Jump { target: u32 => Target },
        JumpIfFalse { cond: Reg => Reg, target: u32 => Target },
        JumpIfTrue { cond: Reg => Reg, target: u32 => Target },
        BuildList { dst: Reg => Reg, start: Reg => Span(count as usize), count: u16 => Count },
        BuildTuple { dst: Reg => Reg, start: Reg => Span(count as usize), count: u16 => Count },
        BuildSet { dst: Reg => Reg, start: Reg => Span(count as usize), count: u16 => Count },
        /// `count` key/value pairs in consecutive registers.
        BuildDict { dst: Reg => Reg, start: Reg => Span(2 * count as usize), count: u16 => Count },
        ListAppend { list: Reg => Reg, src: Reg => Reg },
        ListExtend { list: Reg => Reg, src: Reg => Reg },
        ListToTuple { dst: Reg => Reg, src: Reg => Reg },
        SetAdd { set: Reg => Reg, src: Reg => Reg },
        SetUpdate { set: Reg => Reg, src: Reg => Reg },
        DictInsert { dict: Reg => Reg, key: Reg => Reg, value: Reg => Reg },
        DictUpdate { dict: Reg => Reg, src: Reg => Reg },
        GetItem { dst: Reg => Reg, obj: Reg => Reg, key: Reg => Reg },
        SetItem { obj: Reg => Reg, key: Reg => Reg, src: Reg => Reg },
        BuildSlice { dst: Reg => Reg, start: Reg => Reg, stop: Reg => Reg, step: Reg => Reg },
        /// `obj[a:b:c]` with the slice's parts in `parts..parts+3`: no
        /// slice object is built.
        GetSlice { dst: Reg => Reg, obj: Reg => Reg, parts: Reg => Span(3) },
        /// `obj.name` as a bound method value.
        GetAttr { dst: Reg => Reg, obj: Reg => Reg, name: u32 => Name },
        /// Positional arguments in `args..args+nargs`, then keyword values; `kw`
        /// indexes the module's keyword-name lists (or is `NO_KW`).
        CallMethod {
            dst: Reg => Reg,
            obj: Reg => Reg,
            name: u32 => Name,
            args: Reg => Args(nargs, kw),
            nargs: u16 => Count,
            kw: u32 => KwList,
        },
        CallBuiltin {
            dst: Reg => Reg,
            id: u16 => Builtin,
            args: Reg => Args(nargs, kw),
            nargs: u16 => Count,
            kw: u32 => KwList,
        },
        CallHost {
            dst: Reg => Reg,
            entry: u32 => Host,
            args: Reg => Args(nargs, kw),
            nargs: u16 => Count,
            kw: u32 => KwList,
        },
        CallValue {
            dst: Reg => Reg,
            func: Reg => Reg,
            args: Reg => Args(nargs, kw),
            nargs: u16 => Count,
            kw: u32 => KwList,
        },
        /// A call with `*args`/`**kwargs`: `args` holds a list, `kwargs` a dict
        /// (or None); `target` says what is called.
        CallEx {
            dst: Reg => Reg,
            target: CallTarget => Callee,
            args: Reg => StarArgs,
            kwargs: Reg => StarKwargs,
        },
        /// Run a comprehension unit with `nargs` argument registers.
        CallUnit {
            dst: Reg => Reg,
            unit: u32 => UnitCall(nargs),
            args: Reg => Span(nargs as usize),
            nargs: u16 => Count,
        },
        MakeLambda {
            dst: Reg => Reg,
            unit: u32 => UnitClosure(ncaptures),
            captures: Reg => Span(ncaptures as usize),
            ncaptures: u16 => Count,
        },
        /// Start a bounded loop over a snapshot of `src` in iterator slot `iter`.
        ForPrep { iter: u16 => Iter, src: Reg => Reg },
        /// Next item into `dst`, or jump to `exit` when the snapshot is done.
        ForNext { iter: u16 => Iter, dst: Reg => Reg, exit: u32 => Target },
        /// Start a loop over `zip(..)` of the `count` values in `src..`, or
        /// `enumerate(..)` of them when `start` holds the first index (else
        /// `Reg::MAX`): each value's snapshot is taken now, as the builtins
        /// take it, but no tuple is built.
        ForPrepZip {
            iter: u16 => Iter,
            src: Reg => Span(count as usize),
            count: u16 => Count,
            start: Reg => OptReg,
        },
        /// The next items of a `ForPrepZip` loop into `dst..dst+width` (the
        /// index first, for `enumerate`), or jump to `exit` when done.
        ForNextZip {
            iter: u16 => Iter,
            dst: Reg => Span(width as usize),
            width: u16 => Count,
            exit: u32 => Target,
        },
        Unpack { src: Reg => Reg, dst: Reg => Span(count as usize), count: u16 => Count },
        /// `a, *b, c = src`: `before` plain targets, a list, `after` plain targets.
        UnpackStar {
            src: Reg => Reg,
            dst: Reg => Span(before as usize + after as usize + 1),
            before: u16 => Star(dst.wrapping_add(before)),
            after: u16 => Count,
        },
        /// `spec` is a register holding the spec string, or `Reg::MAX` for none.
        FormatValue {
            dst: Reg => Reg,
            src: Reg => Reg,
            conv: Conversion => Conv,
            spec: Reg => OptReg,
        },
        BuildString { dst: Reg => Reg, start: Reg => Span(count as usize), count: u16 => Count },
        /// `with src:` -- no lackpy value supports the context manager
        /// protocol, so this raises CPython's TypeError.
        EnterContext { src: Reg => Reg },
        /// `a += b`: lists extend in place, everything else as `Binary`.
        Inplace { op: BinOpKind => BinOp, dst: Reg => Reg, a: Reg => Reg, b: Reg => Reg },
        Return { src: Reg => Reg },
    }
}

/// The VM copies an instruction per dispatch: it must stay this small.
const _: () = assert!(std::mem::size_of::<Instr>() <= 20);

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
