//! Comprehensions and key lambdas: each becomes a code unit of its own, so
//! their variables live in their own frame and never leak. Values of the
//! enclosing unit's locals that they use are passed in as arguments
//! (captured by value: both run to completion before anything could
//! rebind them).

use std::collections::HashSet;

use crate::bytecode::{Instr, Reg, UnitKind};
use crate::diag::Diagnostic;
use crate::syntax::ast::{
    Arg, Comprehension, DictItem, Expr, ExprKind, FPart, Name, Target, TargetKind,
};

use super::{Compiler, UnitBuilder};

impl Compiler<'_> {
    pub(super) fn comprehension(&mut self, e: &Expr, dst: Reg) -> Result<(), Diagnostic> {
        let (gens, kind, name) = match &e.kind {
            ExprKind::ListComp { generators, .. } => (generators, Kind::List, "<listcomp>"),
            ExprKind::SetComp { generators, .. } => (generators, Kind::Set, "<setcomp>"),
            ExprKind::DictComp { generators, .. } => (generators, Kind::Dict, "<dictcomp>"),
            _ => return Err(self.internal("this comprehension")),
        };
        let Some(first) = gens.first() else {
            return Err(self.internal("a comprehension without `for`"));
        };
        // The first iterable is evaluated here, in the enclosing scope.
        let mut used = HashSet::new();
        names_in(e, &mut used);
        let captures = self.captures(&used);
        let args = self.alloc_n(1 + captures.len())?;
        self.expr_into(&first.iter, args)?;
        for (i, (_, r)) in captures.iter().enumerate() {
            self.emit(Instr::Move {
                dst: args + 1 + i as Reg,
                src: *r,
            });
        }
        let span = self.span;
        let outer = std::mem::replace(
            &mut self.unit,
            UnitBuilder::new(UnitKind::Comprehension, name.into(), 1 + captures.len()),
        );
        self.unit.nparams = 1 + captures.len();
        for (i, (n, _)) in captures.iter().enumerate() {
            self.unit.locals.insert(n.clone(), 1 + i as Reg);
        }
        let body = self.comprehension_body(e, gens, kind);
        self.span = span;
        let unit = body.and_then(|()| self.finish_unit());
        self.unit = outer;
        let unit = unit?;
        self.units.push(unit);
        let id = (self.units.len() - 1) as u32;
        self.emit(Instr::CallUnit {
            dst,
            unit: id,
            args,
            nargs: 1 + captures.len() as u16,
        });
        Ok(())
    }

    fn comprehension_body(
        &mut self,
        e: &Expr,
        gens: &[Comprehension],
        kind: Kind,
    ) -> Result<(), Diagnostic> {
        let result = self.alloc()?;
        self.emit(match kind {
            Kind::List => Instr::BuildList {
                dst: result,
                start: result,
                count: 0,
            },
            Kind::Set => Instr::BuildSet {
                dst: result,
                start: result,
                count: 0,
            },
            Kind::Dict => Instr::BuildDict {
                dst: result,
                start: result,
                count: 0,
            },
        });
        for g in gens {
            self.declare(&g.target)?;
        }
        self.generator(e, gens, 0, result, kind)?;
        self.emit(Instr::Return { src: result });
        Ok(())
    }

    fn generator(
        &mut self,
        e: &Expr,
        gens: &[Comprehension],
        i: usize,
        result: Reg,
        kind: Kind,
    ) -> Result<(), Diagnostic> {
        let Some(g) = gens.get(i) else {
            let mark = self.mark();
            match (&e.kind, kind) {
                (ExprKind::ListComp { elt, .. }, _) => {
                    let r = self.expr(elt)?;
                    self.emit(Instr::ListAppend {
                        list: result,
                        src: r,
                    });
                }
                (ExprKind::SetComp { elt, .. }, _) => {
                    let r = self.expr(elt)?;
                    self.span = elt.span;
                    self.emit(Instr::SetAdd {
                        set: result,
                        src: r,
                    });
                }
                (ExprKind::DictComp { key, value, .. }, _) => {
                    let k = self.expr(key)?;
                    let v = self.expr(value)?;
                    self.span = key.span.to(value.span);
                    self.emit(Instr::DictInsert {
                        dict: result,
                        key: k,
                        value: v,
                    });
                }
                _ => return Err(self.internal("this comprehension")),
            }
            self.release(mark);
            return Ok(());
        };
        let mark = self.mark();
        let src = if i == 0 { 0 } else { self.expr(&g.iter)? };
        let slot = self.unit.loops;
        self.unit.loops += 1;
        self.unit.niters = self.unit.niters.max(self.unit.loops);
        self.span = g.iter.span;
        self.emit(Instr::ForPrep { iter: slot, src });
        self.release(mark);
        let head = self.here();
        let next = match &g.target.kind {
            TargetKind::Name(n) => {
                let r = self
                    .unit
                    .locals
                    .get(&n.id)
                    .copied()
                    .ok_or_else(|| self.internal("an undeclared target"))?;
                self.emit(Instr::ForNext {
                    iter: slot,
                    dst: r,
                    exit: 0,
                })
            }
            _ => {
                let tmp = self.alloc()?;
                let at = self.emit(Instr::ForNext {
                    iter: slot,
                    dst: tmp,
                    exit: 0,
                });
                self.store(&g.target, tmp)?;
                self.release(mark);
                at
            }
        };
        for cond in &g.ifs {
            for at in self.branch_unless(cond)? {
                self.unit.code[at].targets_mut(|t| *t = head);
            }
            self.release(mark);
        }
        self.generator(e, gens, i + 1, result, kind)?;
        self.emit(Instr::Jump { target: head });
        self.patch(next);
        self.unit.loops -= 1;
        Ok(())
    }

    /// Give every name in a comprehension target a register of its own.
    fn declare(&mut self, t: &Target) -> Result<(), Diagnostic> {
        match &t.kind {
            TargetKind::Name(n) => {
                if !self.unit.locals.contains_key(&n.id) {
                    let r = self.alloc()?;
                    self.unit.locals.insert(n.id.clone(), r);
                }
            }
            TargetKind::Tuple(ts) | TargetKind::List(ts) => {
                ts.iter().try_for_each(|t| self.declare(t))?
            }
            TargetKind::Starred(t) => self.declare(t)?,
            TargetKind::Subscript { .. } | TargetKind::Attribute { .. } => {
                return Err(self.internal("a comprehension target that is not a name"))
            }
        }
        Ok(())
    }

    /// The enclosing unit's locals that `used` names, sorted for a stable order.
    fn captures(&self, used: &HashSet<String>) -> Vec<(String, Reg)> {
        let mut caps: Vec<(String, Reg)> = self
            .unit
            .locals
            .iter()
            .filter(|(n, _)| used.contains(*n))
            .map(|(n, r)| (n.clone(), *r))
            .collect();
        caps.sort();
        caps
    }

    pub(super) fn lambda(
        &mut self,
        params: &[Name],
        body: &Expr,
        dst: Reg,
    ) -> Result<(), Diagnostic> {
        let mut used = HashSet::new();
        names_in(body, &mut used);
        let captures = self.captures(&used);
        let start = self.alloc_n(captures.len().max(1))?;
        for (i, (_, r)) in captures.iter().enumerate() {
            self.emit(Instr::Move {
                dst: start + i as Reg,
                src: *r,
            });
        }
        let span = self.span;
        let nparams = captures.len() + params.len();
        let outer = std::mem::replace(
            &mut self.unit,
            UnitBuilder::new(UnitKind::Lambda, "<lambda>".into(), nparams),
        );
        self.unit.nparams = nparams;
        for (i, (n, _)) in captures.iter().enumerate() {
            self.unit.locals.insert(n.clone(), i as Reg);
        }
        for (i, p) in params.iter().enumerate() {
            self.unit
                .locals
                .insert(p.id.clone(), (captures.len() + i) as Reg);
        }
        let compiled = (|| -> Result<(), Diagnostic> {
            let r = self.expr(body)?;
            self.emit(Instr::Return { src: r });
            Ok(())
        })();
        self.span = span;
        let unit = compiled.and_then(|()| self.finish_unit());
        self.unit = outer;
        let unit = unit?;
        self.units.push(unit);
        let id = (self.units.len() - 1) as u32;
        self.emit(Instr::MakeLambda {
            dst,
            unit: id,
            captures: start,
            ncaptures: captures.len() as u16,
        });
        Ok(())
    }
}

#[derive(Clone, Copy)]
enum Kind {
    List,
    Set,
    Dict,
}

/// Every name an expression mentions (a superset of its free names, which
/// is all capture needs).
fn names_in(e: &Expr, out: &mut HashSet<String>) {
    let mut go = |x: &Expr| names_in(x, out);
    match &e.kind {
        ExprKind::Name(n) => {
            out.insert(n.id.clone());
        }
        ExprKind::Const(_) => {}
        ExprKind::FString(parts) => fparts(parts, out),
        ExprKind::List(es) | ExprKind::Tuple(es) | ExprKind::Set(es) => es.iter().for_each(go),
        ExprKind::Dict(items) => {
            for i in items {
                match i {
                    DictItem::Pair(k, v) => {
                        names_in(k, out);
                        names_in(v, out);
                    }
                    DictItem::Unpack(x) => names_in(x, out),
                }
            }
        }
        ExprKind::Starred(x) | ExprKind::UnaryOp { operand: x, .. } => go(x),
        ExprKind::BinOp { left, right, .. } => {
            go(left);
            names_in(right, out);
        }
        ExprKind::BoolOp { values, .. } => values.iter().for_each(go),
        ExprKind::Compare { left, ops } => {
            go(left);
            ops.iter().for_each(|(_, x)| names_in(x, out));
        }
        ExprKind::IfExp { test, body, orelse } => {
            go(test);
            names_in(body, out);
            names_in(orelse, out);
        }
        ExprKind::Call { func, args } => {
            go(func);
            for a in args {
                match a {
                    Arg::Pos(x) | Arg::Star(x) | Arg::StarStar(x) | Arg::Keyword(_, x) => {
                        names_in(x, out)
                    }
                }
            }
        }
        ExprKind::Attribute { value, .. } => go(value),
        ExprKind::Subscript { value, index } => {
            go(value);
            names_in(index, out);
        }
        ExprKind::Slice { lower, upper, step } => {
            for x in [lower, upper, step].into_iter().flatten() {
                names_in(x, out);
            }
        }
        ExprKind::ListComp { elt, generators } | ExprKind::SetComp { elt, generators } => {
            go(elt);
            gens(generators, out);
        }
        ExprKind::DictComp {
            key,
            value,
            generators,
        } => {
            go(key);
            names_in(value, out);
            gens(generators, out);
        }
        ExprKind::Lambda { body, .. } => go(body),
    }
}

fn gens(gs: &[Comprehension], out: &mut HashSet<String>) {
    for g in gs {
        names_in(&g.iter, out);
        g.ifs.iter().for_each(|x| names_in(x, out));
    }
}

fn fparts(parts: &[FPart], out: &mut HashSet<String>) {
    for p in parts {
        if let FPart::Field { value, spec, .. } = p {
            names_in(value, out);
            if let Some(s) = spec {
                fparts(s, out);
            }
        }
    }
}
