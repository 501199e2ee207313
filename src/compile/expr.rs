//! Expressions. `expr` returns a register holding the value (a variable's
//! own register when the expression is just that variable); `expr_into`
//! puts the value into a given register.

use crate::bytecode::{CallTarget, Const, Conversion, Instr, Reg, UnaryOp};
use crate::diag::Diagnostic;
use crate::syntax::ast::{self, Arg, BoolOp, CmpOp, DictItem, Expr, ExprKind, FPart};
use crate::value::{builtin_id, CmpKind};

use super::stmt::binop;
use super::Compiler;

impl Compiler<'_> {
    pub(super) fn expr(&mut self, e: &Expr) -> Result<Reg, Diagnostic> {
        if let ExprKind::Name(n) = &e.kind {
            if let Some(&local) = self.unit.locals.get(&n.id) {
                return Ok(local);
            }
            if let Some(slot) = self.global_slot(&n.id) {
                let saved = self.span;
                self.span = e.span;
                self.check_bound(slot);
                self.span = saved;
                return Ok(slot);
            }
            if let Some(r) = self
                .global_ids
                .get(&n.id)
                .copied()
                .and_then(|slot| self.hoisted_global(slot))
            {
                return Ok(r);
            }
        }
        if let ExprKind::Const(c) = &e.kind {
            if let Some(r) = self.const_of(c).and_then(|c| self.hoisted_reg(c)) {
                return Ok(r);
            }
        }
        let dst = self.alloc()?;
        self.expr_into(e, dst)?;
        Ok(dst)
    }

    /// A scalar constant worth keeping in a register (not big ints, whose
    /// conversion is costlier than a load).
    fn const_of(&self, c: &ast::Const) -> Option<Const> {
        Some(match c {
            ast::Const::None => Const::None,
            ast::Const::True => Const::True,
            ast::Const::False => Const::False,
            ast::Const::Int(i) => Const::Int(i64::try_from(i).ok()?),
            ast::Const::Float(f) => Const::Float(*f),
            ast::Const::Str(s) => Const::Str(s.clone()),
            _ => return None,
        })
    }

    fn move_into(&mut self, src: Reg, dst: Reg) {
        if src != dst {
            self.emit(Instr::Move { dst, src });
        }
    }

    pub(super) fn expr_into(&mut self, e: &Expr, dst: Reg) -> Result<(), Diagnostic> {
        let saved = self.span;
        self.span = e.span;
        let mark = self.mark();
        self.expr_kind(e, dst)?;
        self.release(mark);
        self.span = saved;
        Ok(())
    }

    fn expr_kind(&mut self, e: &Expr, dst: Reg) -> Result<(), Diagnostic> {
        match &e.kind {
            ExprKind::Name(n) => {
                if let Some(&local) = self.unit.locals.get(&n.id) {
                    self.move_into(local, dst);
                } else if let Some(slot) = self.global_slot(&n.id) {
                    self.check_bound(slot);
                    self.move_into(slot, dst);
                } else if let Some(&slot) = self.global_ids.get(&n.id) {
                    self.emit(Instr::LoadGlobal { dst, slot });
                } else if let Some(id) = builtin_id(&n.id) {
                    self.emit(Instr::LoadBuiltin { dst, id });
                } else {
                    return Err(self.internal(&format!("the name `{}`", n.id)));
                }
            }
            ExprKind::Const(c) => {
                let c = match c {
                    ast::Const::None => Const::None,
                    ast::Const::True => Const::True,
                    ast::Const::False => Const::False,
                    ast::Const::Ellipsis => Const::Ellipsis,
                    ast::Const::Int(i) => match i64::try_from(i) {
                        Ok(i) => Const::Int(i),
                        Err(_) => Const::Big(i.to_string()),
                    },
                    ast::Const::Float(f) => Const::Float(*f),
                    ast::Const::Str(s) => Const::Str(s.clone()),
                };
                self.load_const(c, dst);
            }
            ExprKind::FString(parts) => self.fstring(parts, dst)?,
            ExprKind::List(items) => self.sequence(items, dst, Seq::List)?,
            ExprKind::Tuple(items) => self.sequence(items, dst, Seq::Tuple)?,
            ExprKind::Set(items) => self.sequence(items, dst, Seq::Set)?,
            ExprKind::Dict(items) => self.dict(items, dst)?,
            ExprKind::Starred(_) => return Err(self.internal("a starred expression here")),
            ExprKind::BinOp { left, op, right } => {
                let a = self.expr(left)?;
                let op = binop(*op);
                // A small int on the right travels in the instruction.
                let ins = match small_int(right) {
                    Some(imm) => Instr::BinaryInt { op, dst, a, imm },
                    None => {
                        let b = self.expr(right)?;
                        Instr::Binary { op, dst, a, b }
                    }
                };
                self.span = e.span;
                self.emit(ins);
            }
            ExprKind::UnaryOp { op, operand } => {
                let src = self.expr(operand)?;
                let op = match op {
                    ast::UnaryOp::Neg => UnaryOp::Neg,
                    ast::UnaryOp::Pos => UnaryOp::Pos,
                    ast::UnaryOp::Not => UnaryOp::Not,
                };
                self.span = e.span;
                self.emit(Instr::Unary { op, dst, src });
            }
            ExprKind::BoolOp { op, values } => {
                let mut exits = Vec::new();
                for (i, v) in values.iter().enumerate() {
                    self.expr_into(v, dst)?;
                    if i + 1 < values.len() {
                        exits.push(match op {
                            BoolOp::And => self.emit(Instr::JumpIfFalse {
                                cond: dst,
                                target: 0,
                            }),
                            BoolOp::Or => self.emit(Instr::JumpIfTrue {
                                cond: dst,
                                target: 0,
                            }),
                        });
                    }
                }
                exits.into_iter().for_each(|at| self.patch(at));
            }
            ExprKind::Compare { left, ops } => self.compare(left, ops, dst)?,
            ExprKind::IfExp { test, body, orelse } => {
                let to_else = self.branch_unless(test)?;
                self.expr_into(body, dst)?;
                let to_end = self.emit(Instr::Jump { target: 0 });
                to_else.into_iter().for_each(|at| self.patch(at));
                self.expr_into(orelse, dst)?;
                self.patch(to_end);
            }
            ExprKind::Call { func, args } => self.call(e, func, args, dst)?,
            ExprKind::Attribute { value, attr } => {
                let obj = self.expr(value)?;
                let name = self.name_id(&attr.id);
                self.span = e.span;
                self.emit(Instr::GetAttr { dst, obj, name });
            }
            ExprKind::Subscript { value, index } => {
                let obj = self.expr(value)?;
                if let ExprKind::Slice { lower, upper, step } = &index.kind {
                    let parts = self.alloc_n(3)?;
                    for (i, part) in [lower, upper, step].into_iter().enumerate() {
                        match part {
                            Some(p) => self.expr_into(p, parts + i as Reg)?,
                            None => self.load_const(Const::None, parts + i as Reg),
                        }
                    }
                    self.span = e.span;
                    self.emit(Instr::GetSlice { dst, obj, parts });
                    return Ok(());
                }
                let key = self.subscript_key(index)?;
                self.span = e.span;
                self.emit(Instr::GetItem { dst, obj, key });
            }
            ExprKind::Slice { .. } => {
                let r = self.subscript_key(e)?;
                self.move_into(r, dst);
            }
            ExprKind::ListComp { .. } | ExprKind::SetComp { .. } | ExprKind::DictComp { .. } => {
                self.comprehension(e, dst)?
            }
            ExprKind::Lambda { params, body } => self.lambda(params, body, dst)?,
        }
        Ok(())
    }

    /// A subscript's key: slices become slice objects.
    pub(super) fn subscript_key(&mut self, index: &Expr) -> Result<Reg, Diagnostic> {
        match &index.kind {
            ExprKind::Slice { lower, upper, step } => {
                let regs = self.alloc_n(3)?;
                for (i, part) in [lower, upper, step].into_iter().enumerate() {
                    match part {
                        Some(p) => self.expr_into(p, regs + i as Reg)?,
                        None => self.load_const(Const::None, regs + i as Reg),
                    }
                }
                self.emit(Instr::BuildSlice {
                    dst: regs,
                    start: regs,
                    stop: regs + 1,
                    step: regs + 2,
                });
                Ok(regs)
            }
            ExprKind::Tuple(items)
                if items
                    .iter()
                    .any(|i| matches!(i.kind, ExprKind::Slice { .. })) =>
            {
                let start = self.alloc_n(items.len())?;
                for (i, item) in items.iter().enumerate() {
                    let r = self.subscript_key(item)?;
                    self.move_into(r, start + i as Reg);
                }
                self.emit(Instr::BuildTuple {
                    dst: start,
                    start,
                    count: items.len() as u16,
                });
                Ok(start)
            }
            _ => self.expr(index),
        }
    }

    fn sequence(&mut self, items: &[Expr], dst: Reg, kind: Seq) -> Result<(), Diagnostic> {
        let starred = items.iter().any(|i| matches!(i.kind, ExprKind::Starred(_)));
        if !starred && items.len() <= u16::MAX as usize {
            let start = self.alloc_n(items.len())?;
            for (i, item) in items.iter().enumerate() {
                self.expr_into(item, start + i as Reg)?;
            }
            let count = items.len() as u16;
            self.emit(match kind {
                Seq::List => Instr::BuildList { dst, start, count },
                Seq::Tuple => Instr::BuildTuple { dst, start, count },
                Seq::Set => Instr::BuildSet { dst, start, count },
            });
            return Ok(());
        }
        // With `*x` items (or very long displays): build up one by one.
        let acc = self.alloc()?;
        match kind {
            Seq::Set => self.emit(Instr::BuildSet {
                dst: acc,
                start: acc,
                count: 0,
            }),
            _ => self.emit(Instr::BuildList {
                dst: acc,
                start: acc,
                count: 0,
            }),
        };
        for item in items {
            let mark = self.mark();
            match &item.kind {
                ExprKind::Starred(inner) => {
                    let r = self.expr(inner)?;
                    self.span = item.span;
                    self.emit(match kind {
                        Seq::Set => Instr::SetUpdate { set: acc, src: r },
                        _ => Instr::ListExtend { list: acc, src: r },
                    });
                }
                _ => {
                    let r = self.expr(item)?;
                    self.emit(match kind {
                        Seq::Set => Instr::SetAdd { set: acc, src: r },
                        _ => Instr::ListAppend { list: acc, src: r },
                    });
                }
            }
            self.release(mark);
        }
        match kind {
            Seq::Tuple => self.emit(Instr::ListToTuple { dst, src: acc }),
            _ => self.emit(Instr::Move { dst, src: acc }),
        };
        Ok(())
    }

    fn dict(&mut self, items: &[DictItem], dst: Reg) -> Result<(), Diagnostic> {
        let unpack = items.iter().any(|i| matches!(i, DictItem::Unpack(_)));
        if !unpack && items.len() <= u16::MAX as usize {
            let start = self.alloc_n(2 * items.len())?;
            for (i, item) in items.iter().enumerate() {
                if let DictItem::Pair(k, v) = item {
                    self.expr_into(k, start + 2 * i as Reg)?;
                    self.expr_into(v, start + 2 * i as Reg + 1)?;
                }
            }
            self.emit(Instr::BuildDict {
                dst,
                start,
                count: items.len() as u16,
            });
            return Ok(());
        }
        let acc = self.alloc()?;
        self.emit(Instr::BuildDict {
            dst: acc,
            start: acc,
            count: 0,
        });
        for item in items {
            let mark = self.mark();
            match item {
                DictItem::Pair(k, v) => {
                    let k = self.expr(k)?;
                    let v = self.expr(v)?;
                    self.emit(Instr::DictInsert {
                        dict: acc,
                        key: k,
                        value: v,
                    });
                }
                DictItem::Unpack(m) => {
                    let r = self.expr(m)?;
                    self.span = m.span;
                    self.emit(Instr::DictUpdate { dict: acc, src: r });
                }
            }
            self.release(mark);
        }
        self.emit(Instr::Move { dst, src: acc });
        Ok(())
    }

    /// Compile `test` only to steer: the code falls through when it is
    /// true and jumps when it is false; the jumps are returned, to be
    /// pointed where false goes. A single ordering comparison becomes one
    /// `CompareBranch` (no register gets the bool), and `a and b` tests each
    /// part in turn; anything else is computed and tested by `JumpIfFalse`.
    pub(super) fn branch_unless(&mut self, test: &Expr) -> Result<Vec<usize>, Diagnostic> {
        let saved = self.span;
        let mark = self.mark();
        let jumps = match &test.kind {
            ExprKind::Compare { left, ops } if ops.len() == 1 && is_value_comparison(ops[0].0) => {
                let (op, right) = &ops[0];
                let op = cmp_kind(*op);
                let a = self.expr(left)?;
                let ins = match small_int(right) {
                    Some(imm) => Instr::CompareBranchInt {
                        op,
                        a,
                        imm,
                        target: 0,
                    },
                    None => {
                        let b = self.expr(right)?;
                        Instr::CompareBranch {
                            op,
                            a,
                            b,
                            target: 0,
                        }
                    }
                };
                self.span = left.span.to(right.span);
                vec![self.emit(ins)]
            }
            ExprKind::BoolOp {
                op: BoolOp::And,
                values,
            } => {
                let mut jumps = Vec::new();
                for v in values {
                    jumps.extend(self.branch_unless(v)?);
                }
                jumps
            }
            _ => {
                let cond = self.expr(test)?;
                vec![self.emit(Instr::JumpIfFalse { cond, target: 0 })]
            }
        };
        self.release(mark);
        self.span = saved;
        Ok(jumps)
    }

    fn compare(&mut self, left: &Expr, ops: &[(CmpOp, Expr)], dst: Reg) -> Result<(), Diagnostic> {
        let mut a = self.expr(left)?;
        let mut exits = Vec::new();
        for (i, (op, right)) in ops.iter().enumerate() {
            let b = self.expr(right)?;
            self.span = left.span.to(right.span);
            let ins = match op {
                CmpOp::In => Instr::In {
                    dst,
                    item: a,
                    container: b,
                    negate: false,
                },
                CmpOp::NotIn => Instr::In {
                    dst,
                    item: a,
                    container: b,
                    negate: true,
                },
                CmpOp::Is => Instr::Is {
                    dst,
                    a,
                    b,
                    negate: false,
                },
                CmpOp::IsNot => Instr::Is {
                    dst,
                    a,
                    b,
                    negate: true,
                },
                ordering => Instr::Compare {
                    op: cmp_kind(*ordering),
                    dst,
                    a,
                    b,
                },
            };
            self.emit(ins);
            if i + 1 < ops.len() {
                exits.push(self.emit(Instr::JumpIfFalse {
                    cond: dst,
                    target: 0,
                }));
                // The middle operand is evaluated once and must survive `dst`.
                if b == dst {
                    let keep = self.alloc()?;
                    self.emit(Instr::Move { dst: keep, src: b });
                    a = keep;
                } else {
                    a = b;
                }
            }
        }
        exits.into_iter().for_each(|at| self.patch(at));
        Ok(())
    }

    fn fstring(&mut self, parts: &[FPart], dst: Reg) -> Result<(), Diagnostic> {
        if let [FPart::Lit(s)] = parts {
            self.load_const(Const::Str(s.clone()), dst);
            return Ok(());
        }
        if parts.is_empty() {
            self.load_const(Const::Str(String::new()), dst);
            return Ok(());
        }
        let start = self.alloc_n(parts.len())?;
        for (i, p) in parts.iter().enumerate() {
            let slot = start + i as Reg;
            match p {
                FPart::Lit(s) => self.load_const(Const::Str(s.clone()), slot),
                FPart::Field {
                    value,
                    conversion,
                    spec,
                } => {
                    let mark = self.mark();
                    let src = self.expr(value)?;
                    let spec = match spec {
                        Some(spec) => {
                            let r = self.alloc()?;
                            self.fstring(spec, r)?;
                            r
                        }
                        None => Reg::MAX,
                    };
                    let conv = match conversion {
                        Some('r') => Conversion::Repr,
                        Some('s') => Conversion::Str,
                        Some('a') => Conversion::Ascii,
                        Some('b') => Conversion::Brief,
                        Some('B') => Conversion::BriefRepr,
                        _ => Conversion::None,
                    };
                    self.span = value.span;
                    self.emit(Instr::FormatValue {
                        dst: slot,
                        src,
                        conv,
                        spec,
                    });
                    self.release(mark);
                }
            }
        }
        self.emit(Instr::BuildString {
            dst,
            start,
            count: parts.len() as u16,
        });
        Ok(())
    }

    fn call(
        &mut self,
        whole: &Expr,
        func: &Expr,
        args: &[Arg],
        dst: Reg,
    ) -> Result<(), Diagnostic> {
        enum Callee {
            Builtin(u16),
            Host(u32),
            Method(Reg, u32),
            Value(Reg),
        }
        let callee = match &func.kind {
            ExprKind::Name(n)
                if !self.unit.locals.contains_key(&n.id)
                    && !self.global_ids.contains_key(&n.id) =>
            {
                if let Some(id) = builtin_id(&n.id) {
                    Callee::Builtin(id)
                } else if let Some(e) = self.host_entry(&n.id) {
                    Callee::Host(e)
                } else {
                    return Err(self.internal(&format!("a call of `{}`", n.id)));
                }
            }
            ExprKind::Attribute { value, attr } => {
                let obj = self.expr(value)?;
                Callee::Method(obj, self.name_id(&attr.id))
            }
            _ => Callee::Value(self.expr(func)?),
        };
        let spread = args
            .iter()
            .any(|a| matches!(a, Arg::Star(_) | Arg::StarStar(_)));
        if spread {
            let list = self.alloc()?;
            let kwargs = self.alloc()?;
            self.emit(Instr::BuildList {
                dst: list,
                start: list,
                count: 0,
            });
            // Keywords travel in a dict; None when the call has none.
            if args
                .iter()
                .any(|a| matches!(a, Arg::Keyword(..) | Arg::StarStar(_)))
            {
                self.emit(Instr::BuildDict {
                    dst: kwargs,
                    start: kwargs,
                    count: 0,
                });
            } else {
                self.load_const(Const::None, kwargs);
            }
            for a in args {
                let mark = self.mark();
                match a {
                    Arg::Pos(e) => {
                        let r = self.expr(e)?;
                        self.emit(Instr::ListAppend { list, src: r });
                    }
                    Arg::Star(e) => {
                        let r = self.expr(e)?;
                        self.span = e.span;
                        self.emit(Instr::ListExtend { list, src: r });
                    }
                    Arg::Keyword(name, e) => {
                        let k = self.alloc()?;
                        self.load_const(Const::Str(name.id.clone()), k);
                        let v = self.expr(e)?;
                        self.emit(Instr::DictInsert {
                            dict: kwargs,
                            key: k,
                            value: v,
                        });
                    }
                    Arg::StarStar(e) => {
                        let r = self.expr(e)?;
                        self.span = e.span;
                        self.emit(Instr::DictUpdate {
                            dict: kwargs,
                            src: r,
                        });
                    }
                }
                self.release(mark);
            }
            let target = match callee {
                Callee::Builtin(id) => CallTarget::Builtin(id),
                Callee::Host(e) => CallTarget::Host(e),
                Callee::Method(obj, name) => CallTarget::Method { obj, name },
                Callee::Value(f) => CallTarget::Value(f),
            };
            self.span = whole.span;
            self.emit(Instr::CallEx {
                dst,
                target,
                args: list,
                kwargs,
            });
            return Ok(());
        }
        let pos: Vec<&Expr> = args
            .iter()
            .filter_map(|a| if let Arg::Pos(e) = a { Some(e) } else { None })
            .collect();
        let kws: Vec<(&str, &Expr)> = args
            .iter()
            .filter_map(|a| {
                if let Arg::Keyword(n, e) = a {
                    Some((n.id.as_str(), e))
                } else {
                    None
                }
            })
            .collect();
        let start = match (pos.as_slice(), kws.is_empty()) {
            // One positional argument is a run of one register already:
            // a variable's (or a hoisted constant's) own register is passed
            // as it is, with no move into a fresh one. Callees only read
            // their argument registers.
            ([e], true) => self.expr(e)?,
            _ => {
                let start = self.alloc_n(pos.len() + kws.len())?;
                for (i, e) in pos.iter().chain(kws.iter().map(|(_, e)| e)).enumerate() {
                    self.expr_into(e, start + i as Reg)?;
                }
                start
            }
        };
        let names: Vec<&str> = kws.iter().map(|(n, _)| *n).collect();
        let kw = self.kwlist(&names);
        let nargs = pos.len() as u16;
        self.span = whole.span;
        self.emit(match callee {
            Callee::Builtin(id) => Instr::CallBuiltin {
                dst,
                id,
                args: start,
                nargs,
                kw,
            },
            Callee::Host(entry) => Instr::CallHost {
                dst,
                entry,
                args: start,
                nargs,
                kw,
            },
            Callee::Method(obj, name) => Instr::CallMethod {
                dst,
                obj,
                name,
                args: start,
                nargs,
                kw,
            },
            Callee::Value(func) => Instr::CallValue {
                dst,
                func,
                args: start,
                nargs,
                kw,
            },
        });
        Ok(())
    }
}

/// `== != < <= > >=`: the comparisons `CompareBranch` does (not `in`,
/// `not in`, `is`, `is not`).
fn is_value_comparison(op: CmpOp) -> bool {
    !matches!(op, CmpOp::In | CmpOp::NotIn | CmpOp::Is | CmpOp::IsNot)
}

/// An int literal that fits an instruction's immediate (`3`, `-1`).
fn small_int(e: &Expr) -> Option<i32> {
    match &e.kind {
        ExprKind::Const(ast::Const::Int(i)) => i32::try_from(i).ok(),
        ExprKind::UnaryOp {
            op: ast::UnaryOp::Neg,
            operand,
        } => match &operand.kind {
            ExprKind::Const(ast::Const::Int(i)) => i32::try_from(-i).ok(),
            _ => None,
        },
        _ => None,
    }
}

/// The comparison instruction's operator for `== != < <= > >=`.
fn cmp_kind(op: CmpOp) -> CmpKind {
    match op {
        CmpOp::Eq => CmpKind::Eq,
        CmpOp::NotEq => CmpKind::Ne,
        CmpOp::Lt => CmpKind::Lt,
        CmpOp::LtE => CmpKind::Le,
        CmpOp::Gt => CmpKind::Gt,
        // `>=`; membership and identity are handled before this is called.
        _ => CmpKind::Ge,
    }
}

#[derive(Clone, Copy)]
enum Seq {
    List,
    Tuple,
    Set,
}
