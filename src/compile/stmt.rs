//! Statements: assignment and its targets, augmented assignment, `if`,
//! bounded `for`, `with`, and the module body whose last expression is the
//! program's result.

use crate::bytecode::{Instr, Reg};
use crate::diag::Diagnostic;
use crate::syntax::ast::{Stmt, StmtKind, Target, TargetKind};
use crate::value::BinOpKind;

use super::Compiler;

/// Every name a statement list assigns, in order of appearance.
pub fn assigned_names(stmts: &[Stmt], out: &mut impl FnMut(&str)) {
    for s in stmts {
        match &s.kind {
            StmtKind::Assign { targets, .. } => targets.iter().for_each(|t| target_names(t, out)),
            StmtKind::AugAssign { target, .. } => target_names(target, out),
            StmtKind::For {
                target,
                body,
                orelse,
                ..
            } => {
                target_names(target, out);
                assigned_names(body, out);
                assigned_names(orelse, out);
            }
            StmtKind::If { body, orelse, .. } => {
                assigned_names(body, out);
                assigned_names(orelse, out);
            }
            StmtKind::With { items, body } => {
                items
                    .iter()
                    .filter_map(|i| i.target.as_ref())
                    .for_each(|t| target_names(t, out));
                assigned_names(body, out);
            }
            StmtKind::Expr(_) | StmtKind::Recovered => {}
        }
    }
}

fn target_names(t: &Target, out: &mut impl FnMut(&str)) {
    match &t.kind {
        TargetKind::Name(n) => out(&n.id),
        TargetKind::Tuple(ts) | TargetKind::List(ts) => {
            ts.iter().for_each(|t| target_names(t, out))
        }
        TargetKind::Starred(t) => target_names(t, out),
        TargetKind::Subscript { .. } | TargetKind::Attribute { .. } => {}
    }
}

pub(super) fn binop(op: crate::syntax::ast::BinOp) -> BinOpKind {
    use crate::syntax::ast::BinOp as B;
    match op {
        B::Add => BinOpKind::Add,
        B::Sub => BinOpKind::Sub,
        B::Mul => BinOpKind::Mul,
        B::Div => BinOpKind::Div,
        B::FloorDiv => BinOpKind::FloorDiv,
        B::Mod => BinOpKind::Mod,
    }
}

impl Compiler<'_> {
    /// The module body; returns the register holding the program's result.
    pub(super) fn module_body(&mut self, body: &[Stmt]) -> Result<Reg, Diagnostic> {
        let (last, init) = match body.split_last() {
            Some((last, init)) if matches!(last.kind, StmtKind::Expr(_)) => (Some(last), init),
            _ => (None, body),
        };
        for s in init {
            self.stmt(s)?;
        }
        let result = self.alloc()?;
        match last {
            Some(Stmt {
                kind: StmtKind::Expr(e),
                span,
            }) => {
                self.span = *span;
                self.expr_into(e, result)?;
            }
            _ => {
                self.load_const(crate::bytecode::Const::None, result);
            }
        }
        Ok(result)
    }

    fn block(&mut self, body: &[Stmt]) -> Result<(), Diagnostic> {
        body.iter().try_for_each(|s| self.stmt(s))
    }

    pub(super) fn stmt(&mut self, s: &Stmt) -> Result<(), Diagnostic> {
        self.span = s.span;
        let mark = self.mark();
        match &s.kind {
            StmtKind::Expr(e) => {
                self.expr(e)?;
            }
            StmtKind::Assign { targets, value } => {
                // `x = value` straight into the variable's register.
                if let [Target {
                    kind: TargetKind::Name(n),
                    ..
                }] = targets.as_slice()
                {
                    if let Some(slot) = self.global_slot(&n.id) {
                        self.expr_into(value, slot)?;
                        self.bind(slot);
                        self.release(mark);
                        return Ok(());
                    }
                }
                let v = self.expr(value)?;
                for t in targets {
                    self.store(t, v)?;
                }
            }
            StmtKind::AugAssign { target, op, value } => self.aug_assign(target, *op, value)?,
            StmtKind::If { test, body, orelse } => {
                let cond = self.expr(test)?;
                let to_else = self.emit(Instr::JumpIfFalse { cond, target: 0 });
                self.release(mark);
                let before = self.bound.clone();
                self.block(body)?;
                let after_body = std::mem::replace(&mut self.bound, before);
                if orelse.is_empty() {
                    self.patch(to_else);
                } else {
                    let to_end = self.emit(Instr::Jump { target: 0 });
                    self.patch(to_else);
                    self.block(orelse)?;
                    self.patch(to_end);
                }
                // Bound after the `if`: bound on every path through it.
                let after_else = std::mem::take(&mut self.bound);
                self.bound = after_body
                    .iter()
                    .zip(&after_else)
                    .map(|(a, b)| *a && *b)
                    .collect();
            }
            StmtKind::For {
                target,
                iter,
                body,
                orelse,
            } => {
                let src = self.expr(iter)?;
                let slot = self.unit.loops;
                self.unit.loops += 1;
                self.unit.niters = self.unit.niters.max(self.unit.loops);
                self.emit(Instr::ForPrep { iter: slot, src });
                self.release(mark);
                let head = self.here();
                let before = self.bound.clone();
                let dst = match &target.kind {
                    TargetKind::Name(n) => self.global_slot(&n.id),
                    _ => None,
                };
                let next = match dst {
                    Some(var) => {
                        let at = self.emit(Instr::ForNext {
                            iter: slot,
                            dst: var,
                            exit: 0,
                        });
                        self.bind(var);
                        at
                    }
                    None => {
                        let tmp = self.alloc()?;
                        let at = self.emit(Instr::ForNext {
                            iter: slot,
                            dst: tmp,
                            exit: 0,
                        });
                        self.store(target, tmp)?;
                        at
                    }
                };
                self.release(mark);
                self.block(body)?;
                self.span = s.span;
                self.emit(Instr::Jump { target: head });
                self.patch(next);
                self.unit.loops -= 1;
                // The body may not have run at all.
                self.bound = before;
                // With no `break` in lackpy, `else` runs whenever the loop ends.
                self.block(orelse)?;
            }
            StmtKind::With { items, body } => {
                for item in items {
                    let v = self.expr(&item.context)?;
                    self.emit(Instr::EnterContext { src: v });
                    if let Some(t) = &item.target {
                        self.store(t, v)?;
                    }
                }
                self.release(mark);
                self.block(body)?;
            }
            StmtKind::Recovered => {
                return Err(self.internal("a statement removed by error recovery"))
            }
        }
        self.release(mark);
        Ok(())
    }

    pub(super) fn global_slot(&self, name: &str) -> Option<Reg> {
        if !self.unit.locals.is_empty() || self.unit.kind != crate::bytecode::UnitKind::Module {
            return None;
        }
        self.global_ids.get(name).copied()
    }

    pub(super) fn bind(&mut self, slot: Reg) {
        if let Some(b) = self.bound.get_mut(slot as usize) {
            *b = true;
        }
    }

    /// Store the value in register `v` into an assignment target.
    pub(super) fn store(&mut self, t: &Target, v: Reg) -> Result<(), Diagnostic> {
        match &t.kind {
            TargetKind::Name(n) => {
                if let Some(&local) = self.unit.locals.get(&n.id) {
                    if local != v {
                        self.emit(Instr::Move { dst: local, src: v });
                    }
                    return Ok(());
                }
                let slot = self
                    .global_slot(&n.id)
                    .ok_or_else(|| self.internal("an assignment here"))?;
                if slot != v {
                    self.emit(Instr::Move { dst: slot, src: v });
                }
                self.bind(slot);
            }
            TargetKind::Tuple(ts) | TargetKind::List(ts) => {
                let mark = self.mark();
                let star = ts
                    .iter()
                    .position(|t| matches!(t.kind, TargetKind::Starred(_)));
                let dst = self.alloc_n(ts.len())?;
                match star {
                    None => {
                        self.emit(Instr::Unpack {
                            src: v,
                            dst,
                            count: ts.len() as u16,
                        });
                    }
                    Some(i) => {
                        let after = (ts.len() - i - 1) as u16;
                        self.emit(Instr::UnpackStar {
                            src: v,
                            dst,
                            before: i as u16,
                            after,
                        });
                    }
                }
                for (i, t) in ts.iter().enumerate() {
                    let inner = match &t.kind {
                        TargetKind::Starred(inner) => inner,
                        _ => t,
                    };
                    self.store(inner, dst + i as Reg)?;
                }
                self.release(mark);
            }
            TargetKind::Starred(inner) => self.store(inner, v)?,
            TargetKind::Subscript { value, index } => {
                let mark = self.mark();
                let obj = self.expr(value)?;
                let key = self.subscript_key(index)?;
                self.emit(Instr::SetItem { obj, key, src: v });
                self.release(mark);
            }
            TargetKind::Attribute { .. } => return Err(self.internal("an attribute assignment")),
        }
        Ok(())
    }

    fn aug_assign(
        &mut self,
        target: &Target,
        op: crate::syntax::ast::BinOp,
        value: &crate::syntax::ast::Expr,
    ) -> Result<(), Diagnostic> {
        let op = binop(op);
        match &target.kind {
            TargetKind::Name(n) => {
                let slot = self
                    .global_slot(&n.id)
                    .ok_or_else(|| self.internal("an assignment here"))?;
                self.check_bound(slot);
                let rhs = self.expr(value)?;
                self.span = target.span.to(value.span);
                self.emit(Instr::Inplace {
                    op,
                    dst: slot,
                    a: slot,
                    b: rhs,
                });
                Ok(())
            }
            TargetKind::Subscript { value: obj, index } => {
                let o = self.expr(obj)?;
                let k = self.subscript_key(index)?;
                let cur = self.alloc()?;
                self.emit(Instr::GetItem {
                    dst: cur,
                    obj: o,
                    key: k,
                });
                let rhs = self.expr(value)?;
                self.emit(Instr::Inplace {
                    op,
                    dst: cur,
                    a: cur,
                    b: rhs,
                });
                self.emit(Instr::SetItem {
                    obj: o,
                    key: k,
                    src: cur,
                });
                Ok(())
            }
            _ => Err(self.internal("this augmented assignment")),
        }
    }

    /// NameError check for a variable that may not be assigned yet.
    pub(super) fn check_bound(&mut self, slot: Reg) {
        if !self.bound.get(slot as usize).copied().unwrap_or(false) {
            self.emit(Instr::CheckBound { reg: slot });
        }
    }
}
