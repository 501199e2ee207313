//! Statements: assignment and its targets, augmented assignment, `if`,
//! bounded `for`, `with`, and the module body whose last expression is the
//! program's result.

use crate::bytecode::{Const, Instr, Reg};
use crate::diag::{Diagnostic, Span};
use crate::syntax::ast::{self, Arg, Expr, ExprKind, Stmt, StmtKind, Target, TargetKind};
use crate::value::{builtin_id, BinOpKind};

use super::Compiler;

/// A `for` over `zip`/`enumerate` (`Compiler::zip_plan`).
struct ZipPlan<'e> {
    cols: Vec<&'e Expr>,
    /// `enumerate`'s first index.
    start: Option<i64>,
    /// Whether the columns are a `zip`'s (inside `enumerate`: a nested tuple).
    nested: bool,
    /// The call whose snapshots `ForPrepZip` takes, for its errors.
    span: Span,
}

impl ZipPlan<'_> {
    /// Where each part of an item is: `(i, (a, b))` for `enumerate(zip(..))`.
    fn shape(&self) -> Shape {
        let first = self.start.is_some() as Reg;
        let cols: Vec<Shape> = (0..self.cols.len() as Reg)
            .map(|i| Shape::Leaf(first + i))
            .collect();
        match self.start {
            None => Shape::Tuple(cols),
            Some(_) if self.nested => Shape::Tuple(vec![Shape::Leaf(0), Shape::Tuple(cols)]),
            Some(_) => Shape::Tuple(vec![Shape::Leaf(0), Shape::Leaf(1)]),
        }
    }
}

/// An item of a zip loop: a register (offset) or a tuple of items.
enum Shape {
    Leaf(Reg),
    Tuple(Vec<Shape>),
}

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
                // `a, b = b, a`: the values into registers, then each
                // target from its register, with no tuple built (the
                // values are all computed before any target is assigned,
                // as in CPython).
                if let (
                    [Target {
                        kind: TargetKind::Tuple(ts) | TargetKind::List(ts),
                        ..
                    }],
                    ExprKind::Tuple(es) | ExprKind::List(es),
                ) = (targets.as_slice(), &value.kind)
                {
                    let plain = ts.len() == es.len()
                        && !ts.iter().any(|t| matches!(t.kind, TargetKind::Starred(_)))
                        && !es.iter().any(|e| matches!(e.kind, ExprKind::Starred(_)));
                    if plain {
                        let start = self.alloc_n(es.len())?;
                        for (i, e) in es.iter().enumerate() {
                            self.expr_into(e, start + i as Reg)?;
                        }
                        self.span = s.span;
                        for (i, t) in ts.iter().enumerate() {
                            self.store(t, start + i as Reg)?;
                        }
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
                let to_else = self.branch_unless(test)?;
                self.release(mark);
                let before = self.bound.clone();
                self.block(body)?;
                let after_body = std::mem::replace(&mut self.bound, before);
                if orelse.is_empty() {
                    to_else.into_iter().for_each(|at| self.patch(at));
                } else {
                    let to_end = self.emit(Instr::Jump { target: 0 });
                    to_else.into_iter().for_each(|at| self.patch(at));
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
                let plan = self.zip_plan(iter);
                let src = match plan {
                    Some(_) => 0,
                    None => self.expr(iter)?,
                };
                let slot = self.unit.loops;
                self.unit.loops += 1;
                self.unit.niters = self.unit.niters.max(self.unit.loops);
                let zip_width = match &plan {
                    Some(plan) => Some(self.zip_prep(plan, slot)?),
                    None => {
                        self.emit(Instr::ForPrep { iter: slot, src });
                        None
                    }
                };
                self.release(mark);
                self.span = s.span;
                let head = self.here();
                let before = self.bound.clone();
                let dst = match &target.kind {
                    TargetKind::Name(n) => self.global_slot(&n.id),
                    _ => None,
                };
                let next = match (zip_width, &plan) {
                    (Some(width), Some(plan)) => {
                        let dst = self.alloc_n(width as usize)?;
                        let at = self.emit(Instr::ForNextZip {
                            iter: slot,
                            dst,
                            width,
                            exit: 0,
                        });
                        self.store_shape(target, &plan.shape(), dst)?;
                        at
                    }
                    _ => match dst {
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
                    },
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

    /// Whether `e` is a call of the builtin `name` (not shadowed by a
    /// variable), with its arguments.
    fn builtin_call<'e>(&self, e: &'e Expr, name: &str) -> Option<&'e [Arg]> {
        let ExprKind::Call { func, args } = &e.kind else {
            return None;
        };
        let ExprKind::Name(n) = &func.kind else {
            return None;
        };
        let plain = n.id == name
            && !self.unit.locals.contains_key(&n.id)
            && !self.global_ids.contains_key(&n.id)
            && builtin_id(&n.id).is_some();
        plain.then_some(args.as_slice())
    }

    /// A `for` over `zip(a, b, ..)` (positional arguments only),
    /// `enumerate(x)` or `enumerate(x, <int literal>)`, or
    /// `enumerate(zip(..))`: iterated without building its tuples.
    fn zip_plan<'e>(&self, iter: &'e Expr) -> Option<ZipPlan<'e>> {
        let positional = |args: &'e [Arg]| -> Option<Vec<&'e Expr>> {
            args.iter()
                .map(|a| match a {
                    Arg::Pos(e) => Some(e),
                    _ => None,
                })
                .collect()
        };
        let zip_of = |e: &'e Expr| -> Option<(Vec<&'e Expr>, Span)> {
            let cols = positional(self.builtin_call(e, "zip")?)?;
            (!cols.is_empty()).then_some((cols, e.span))
        };
        if let Some((cols, span)) = zip_of(iter) {
            return Some(ZipPlan {
                cols,
                start: None,
                nested: true,
                span,
            });
        }
        let args = positional(self.builtin_call(iter, "enumerate")?)?;
        let start = match args.as_slice() {
            [_] => 0,
            [_, n] => match &n.kind {
                ExprKind::Const(ast::Const::Int(i)) => i64::try_from(i).ok()?,
                _ => return None,
            },
            _ => return None,
        };
        Some(match zip_of(args[0]) {
            Some((cols, span)) => ZipPlan {
                cols,
                start: Some(start),
                nested: true,
                span,
            },
            None => ZipPlan {
                cols: vec![args[0]],
                start: Some(start),
                nested: false,
                span: iter.span,
            },
        })
    }

    /// The arguments and the `ForPrepZip` of a zip loop; its width.
    fn zip_prep(&mut self, plan: &ZipPlan, slot: u16) -> Result<u16, Diagnostic> {
        let src = self.alloc_n(plan.cols.len())?;
        for (i, e) in plan.cols.iter().enumerate() {
            self.expr_into(e, src + i as Reg)?;
        }
        let start = match plan.start {
            Some(n) => {
                let r = self.alloc()?;
                self.load_const(Const::Int(n), r);
                r
            }
            None => Reg::MAX,
        };
        self.span = plan.span;
        self.emit(Instr::ForPrepZip {
            iter: slot,
            src,
            count: plan.cols.len() as u16,
            start,
        });
        Ok((plan.cols.len() + plan.start.is_some() as usize) as u16)
    }

    /// Assign a target from items laid out in registers from `base` as
    /// `shape` says: element by element where the target's shape matches,
    /// else from the tuple built out of them.
    fn store_shape(&mut self, t: &Target, shape: &Shape, base: Reg) -> Result<(), Diagnostic> {
        match (shape, &t.kind) {
            (Shape::Leaf(i), _) => self.store(t, base + i),
            (Shape::Tuple(parts), TargetKind::Tuple(ts) | TargetKind::List(ts))
                if ts.len() == parts.len()
                    && !ts.iter().any(|t| matches!(t.kind, TargetKind::Starred(_))) =>
            {
                for (t, p) in ts.iter().zip(parts) {
                    self.store_shape(t, p, base)?;
                }
                Ok(())
            }
            _ => {
                let mark = self.mark();
                let v = self.build_shape(shape, base)?;
                self.store(t, v)?;
                self.release(mark);
                Ok(())
            }
        }
    }

    fn build_shape(&mut self, shape: &Shape, base: Reg) -> Result<Reg, Diagnostic> {
        match shape {
            Shape::Leaf(i) => Ok(base + i),
            Shape::Tuple(parts) => {
                let start = self.alloc_n(parts.len())?;
                for (j, p) in parts.iter().enumerate() {
                    let r = self.build_shape(p, base)?;
                    self.emit(Instr::Move {
                        dst: start + j as Reg,
                        src: r,
                    });
                }
                self.emit(Instr::BuildTuple {
                    dst: start,
                    start,
                    count: parts.len() as u16,
                });
                Ok(start)
            }
        }
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
