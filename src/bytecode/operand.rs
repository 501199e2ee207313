//! What each instruction's operands mean, declared once. Lua's
//! `lopcodes.h` keeps an operand-mode table beside its opcodes and
//! starlark-rust gives every instruction argument a type that knows what
//! it is; here the `instructions!` declaration in `mod.rs` gives every
//! field of every `Instr` variant an [`OperandKind`], and the macro below
//! turns that into the enum itself, the [`Opcode`](super::Opcode) list
//! with its [`INSTRUCTIONS`](super::INSTRUCTIONS) table, and visitors over
//! the operands. Register
//! remapping in the compiler, `.lpyc` validation and the disassembler are
//! written against the visitors, so none of them lists instructions.
//!
//! The enum the VM matches on is the plain enum the declaration names:
//! the kinds exist only in the generated code around it, never in its
//! layout or in the `.lpyc` encoding.

use super::{CallTarget, Conversion, Reg, UnaryOp};
use crate::value::{BinOpKind, CmpKind};

/// The meaning of an instruction field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OperandKind {
    /// A register of the running frame.
    Reg,
    /// A register of the running frame, or `Reg::MAX` for none.
    OptReg,
    /// A program variable: a register of the module frame, read from any unit.
    Global,
    /// A module-frame register checked for being assigned; module body only.
    Bound,
    /// The first of consecutive frame registers; the declaration gives
    /// their number as an expression over the instruction's fields.
    Span,
    /// The first register of a call's arguments: `nargs` positional
    /// values, then one per name of the keyword list `kw`.
    Args,
    /// A number of registers, used by a `Span` or `Args` operand.
    Count,
    /// The register of a starred target (`a, *b = ...`) inside a `Span`,
    /// given as an expression over the instruction's fields.
    Star,
    /// A register holding the list of a call's positional arguments.
    StarArgs,
    /// A register holding the dict of a call's keyword arguments, or None.
    StarKwargs,
    /// An index into the module's keyword-name lists, or `NO_KW`.
    KwList,
    /// An index into the constant table.
    Const,
    /// A small int written in the instruction itself.
    Imm,
    /// An index into the name table (attribute and method names).
    Name,
    /// A builtin's id.
    Builtin,
    /// An index into the host-call table.
    Host,
    /// A code unit run with exactly the given number of arguments.
    UnitCall,
    /// A code unit closed over the given number of captured registers.
    UnitClosure,
    /// An iterator slot of the running frame.
    Iter,
    /// An instruction index in the running unit.
    Target,
    /// What a `CallEx` calls: a builtin, a host entry, a method of a
    /// register, or a register.
    Callee,
    BinOp,
    CmpOp,
    UnOp,
    /// `not in` / `is not`.
    Negate,
    /// An f-string conversion (`!r`, `!s`, `!a`).
    Conv,
}

/// One operand of an instruction with its value, as the visitor
/// [`Instr::operands`](super::Instr::operands) hands them out.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Operand {
    Reg(Reg),
    OptReg(Reg),
    Global(Reg),
    Bound(Reg),
    Span {
        start: Reg,
        count: usize,
    },
    Args {
        start: Reg,
        nargs: u16,
        kw: u32,
    },
    Count(u16),
    Star(Reg),
    StarArgs(Reg),
    StarKwargs(Reg),
    KwList(u32),
    Const(u32),
    Imm(i32),
    Name(u32),
    Builtin(u16),
    Host(u32),
    /// `exact`: the unit takes exactly `args` arguments (a call), else at
    /// least `args` (a closure's captures, before its parameters).
    Unit {
        unit: u32,
        args: u16,
        exact: bool,
    },
    Iter(u16),
    Target(u32),
    Callee(CallTarget),
    BinOp(BinOpKind),
    CmpOp(CmpKind),
    UnOp(UnaryOp),
    Negate(bool),
    Conv(Conversion),
}

/// An instruction's name and its fields with their kinds, in declaration
/// (and encoding) order.
#[derive(Debug, Clone, Copy)]
pub struct InstrInfo {
    pub name: &'static str,
    pub operands: &'static [(&'static str, OperandKind)],
}

impl CallTarget {
    /// The frame registers the callee names.
    pub fn regs_mut(&mut self, f: &mut impl FnMut(&mut Reg)) {
        match self {
            CallTarget::Method { obj, .. } => f(obj),
            CallTarget::Value(r) => f(r),
            CallTarget::Builtin(_) | CallTarget::Host(_) => {}
        }
    }
}

/// The operand of a field of the given kind.
macro_rules! operand {
    (Span($n:expr), $v:ident) => {
        $crate::bytecode::Operand::Span {
            start: $v,
            count: $n,
        }
    };
    (Args($nargs:expr, $kw:expr), $v:ident) => {
        $crate::bytecode::Operand::Args {
            start: $v,
            nargs: $nargs,
            kw: $kw,
        }
    };
    (Star($r:expr), $v:ident) => {{
        let _ = $v;
        $crate::bytecode::Operand::Star($r)
    }};
    (UnitCall($n:expr), $v:ident) => {
        $crate::bytecode::Operand::Unit {
            unit: $v,
            args: $n,
            exact: true,
        }
    };
    (UnitClosure($n:expr), $v:ident) => {
        $crate::bytecode::Operand::Unit {
            unit: $v,
            args: $n,
            exact: false,
        }
    };
    ($kind:ident, $v:ident) => {
        $crate::bytecode::Operand::$kind($v)
    };
}

/// Hand a field to `f` when it names registers of the running frame.
macro_rules! visit_reg {
    (Reg; $v:ident; $f:ident) => {
        $f($v)
    };
    (OptReg; $v:ident; $f:ident) => {
        $f($v)
    };
    (StarArgs; $v:ident; $f:ident) => {
        $f($v)
    };
    (StarKwargs; $v:ident; $f:ident) => {
        $f($v)
    };
    (Span $args:tt; $v:ident; $f:ident) => {
        $f($v)
    };
    (Args $args:tt; $v:ident; $f:ident) => {
        $f($v)
    };
    (Callee; $v:ident; $f:ident) => {
        $v.regs_mut(&mut $f)
    };
    ($kind:ident $( ($($args:tt)*) )?; $v:ident; $f:ident) => {{
        let _ = $v;
    }};
}

/// Hand a field to `f` when it is a jump target.
macro_rules! visit_target {
    (Target; $v:ident; $f:ident) => {
        $f($v)
    };
    ($kind:ident $( ($($args:tt)*) )?; $v:ident; $f:ident) => {{
        let _ = $v;
    }};
}

/// Declare the instruction set: the enum with, for each field, its type
/// and after `=>` its operand kind. A `Span`, `Args`, `Star` or unit kind
/// takes its arguments as expressions over the variant's fields.
macro_rules! instructions {
    (
        $(#[$emeta:meta])*
        pub enum $enum:ident {
            $(
                $(#[$vmeta:meta])*
                $name:ident {
                    $( $field:ident : $ty:ty => $kind:ident $( ( $($arg:expr),* ) )? ),* $(,)?
                }
            ),* $(,)?
        }
    ) => {
        $(#[$emeta])*
        pub enum $enum {
            $(
                $(#[$vmeta])*
                $name { $( $field: $ty ),* },
            )*
        }

        /// The instructions by name, in declaration order; `Opcode::X as
        /// usize` indexes [`INSTRUCTIONS`].
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Opcode {
            $( $name, )*
        }

        /// Every instruction with its fields' kinds, indexed by [`Opcode`].
        pub const INSTRUCTIONS: &[$crate::bytecode::InstrInfo] = &[
            $(
                $crate::bytecode::InstrInfo {
                    name: stringify!($name),
                    operands: &[
                        $( (stringify!($field), $crate::bytecode::OperandKind::$kind) ),*
                    ],
                },
            )*
        ];

        impl $enum {
            pub fn opcode(&self) -> Opcode {
                match self {
                    $( $enum::$name { .. } => Opcode::$name, )*
                }
            }

            pub fn name(&self) -> &'static str {
                INSTRUCTIONS[self.opcode() as usize].name
            }

            /// Call `f` with each operand, in field order.
            #[allow(unused_variables)]
            pub fn operands(&self, mut f: impl FnMut($crate::bytecode::Operand)) {
                match *self {
                    $(
                        $enum::$name { $( $field ),* } => {
                            $( f(operand!($kind $( ( $($arg),* ) )?, $field)); )*
                        }
                    )*
                }
            }

            /// Call `f` on every register of the running frame the
            /// instruction names (not the module-frame slots of `Global`
            /// and `Bound` operands).
            pub fn regs_mut(&mut self, mut f: impl FnMut(&mut $crate::bytecode::Reg)) {
                match self {
                    $(
                        $enum::$name { $( $field ),* } => {
                            $( visit_reg!($kind $( ( $($arg),* ) )?; $field; f); )*
                        }
                    )*
                }
            }

            /// Call `f` on every jump target of the instruction.
            pub fn targets_mut(&mut self, mut f: impl FnMut(&mut u32)) {
                match self {
                    $(
                        $enum::$name { $( $field ),* } => {
                            $( visit_target!($kind $( ( $($arg),* ) )?; $field; f); )*
                        }
                    )*
                }
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::super::{Instr, Opcode, INSTRUCTIONS};
    use super::*;

    #[test]
    fn visitors_follow_the_declared_kinds() {
        let mut ins = Instr::CallEx {
            dst: 1,
            target: CallTarget::Method { obj: 2, name: 7 },
            args: 3,
            kwargs: 4,
        };
        let mut seen = Vec::new();
        ins.regs_mut(|r| {
            seen.push(*r);
            *r += 10;
        });
        assert_eq!(seen, [1, 2, 3, 4]);
        assert_eq!(
            ins,
            Instr::CallEx {
                dst: 11,
                target: CallTarget::Method { obj: 12, name: 7 },
                args: 13,
                kwargs: 14,
            }
        );
        // A module-frame slot is not a register of the running frame.
        let mut ins = Instr::LoadGlobal { dst: 1, slot: 2 };
        let mut seen = Vec::new();
        ins.regs_mut(|r| seen.push(*r));
        assert_eq!(seen, [1]);
        let mut ins = Instr::ForNext {
            iter: 0,
            dst: 1,
            exit: 9,
        };
        ins.targets_mut(|t| *t += 1);
        assert_eq!(
            ins,
            Instr::ForNext {
                iter: 0,
                dst: 1,
                exit: 10
            }
        );
        let mut ops = Vec::new();
        Instr::UnpackStar {
            src: 0,
            dst: 5,
            before: 1,
            after: 2,
        }
        .operands(|o| ops.push(o));
        assert_eq!(
            ops,
            [
                Operand::Reg(0),
                Operand::Span { start: 5, count: 4 },
                Operand::Star(6),
                Operand::Count(2),
            ]
        );
    }

    #[test]
    fn the_table_is_indexed_by_opcode() {
        let ins = Instr::Return { src: 0 };
        assert_eq!(ins.opcode(), Opcode::Return);
        assert_eq!(ins.name(), "Return");
        assert_eq!(INSTRUCTIONS.len(), Opcode::Return as usize + 1);
        assert_eq!(
            INSTRUCTIONS[Opcode::CallMethod as usize].operands[3],
            ("args", OperandKind::Args)
        );
    }
}
