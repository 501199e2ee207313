//! `lackpyc disasm`: a module, readably — header and grade, the host-call
//! table with grades, constants, names, and each unit's code beside the
//! source lines it came from.

use std::fmt::Write;

use super::{CallTarget, Const, Conversion, Instr, Module, Operand, Reg, UnaryOp, NO_KW};

pub fn disassemble(m: &Module) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "module {}  grade w{}/d{}", m.file, m.grade.w, m.grade.d);
    let _ = writeln!(o, "\nhost calls:");
    if m.host_calls.is_empty() {
        let _ = writeln!(o, "  (none: the program reaches nothing outside itself)");
    }
    for (i, h) in m.host_calls.iter().enumerate() {
        let _ = writeln!(o, "  #{i:<3} {:<20} w{}/d{}", h.name, h.grade.w, h.grade.d);
    }
    let _ = writeln!(o, "\nglobals ({} parameters):", m.nparams);
    for (i, g) in m.globals.iter().enumerate() {
        let _ = writeln!(o, "  r{i:<4} {g}");
    }
    let _ = writeln!(o, "\nconstants:");
    for (i, c) in m.consts.iter().enumerate() {
        let _ = writeln!(o, "  {:<6} {}", format!("k[{i}]"), show_const(c));
    }
    if !m.names.is_empty() {
        let _ = writeln!(o, "\nnames: {}", m.names.join(", "));
    }
    let lines: Vec<&str> = m
        .source
        .as_deref()
        .map(|s| s.lines().collect())
        .unwrap_or_default();
    for (ui, u) in m.units.iter().enumerate() {
        let _ = writeln!(
            o,
            "\nunit {ui} {:?} {}  params {}  registers {}  iterators {}",
            u.kind, u.name, u.nparams, u.nregs, u.niters
        );
        let mut last_line = 0;
        for (pc, ins) in u.code.iter().enumerate() {
            let (line, _) = u.locs.get(pc).copied().unwrap_or((0, 0));
            if line != last_line {
                last_line = line;
                match lines.get((line as usize).wrapping_sub(1)) {
                    Some(text) => {
                        let _ = writeln!(o, "  {line:>4} | {}", text.trim_end());
                    }
                    None => {
                        let _ = writeln!(o, "  {line:>4} |");
                    }
                }
            }
            let _ = writeln!(o, "       {pc:>5}  {}", show(m, ins));
        }
    }
    o
}

fn show_const(c: &Const) -> String {
    match c {
        Const::None => "None".into(),
        Const::True => "True".into(),
        Const::False => "False".into(),
        Const::Ellipsis => "Ellipsis".into(),
        Const::Int(i) => i.to_string(),
        Const::Big(d) => d.clone(),
        Const::Float(f) => crate::value::float_repr(*f),
        Const::Str(s) => {
            let mut out = String::new();
            crate::value::str_repr(&mut out, s);
            out
        }
    }
}

fn reg(r: Reg) -> String {
    format!("r{r}")
}

/// `[r3..r5]`: `count` registers from `start`.
fn span(start: Reg, count: usize) -> String {
    match count {
        0 => "[]".into(),
        1 => format!("[{}]", reg(start)),
        n => format!("[{}..r{}]", reg(start), start as usize + n - 1),
    }
}

/// `(r3, r4, key=r5)`: a call's positional and keyword arguments.
fn args(m: &Module, start: Reg, n: u16, kw: u32) -> String {
    let mut parts: Vec<String> = (0..n).map(|i| reg(start.wrapping_add(i))).collect();
    if kw != NO_KW {
        if let Some(names) = m.kwlists.get(kw as usize) {
            for (j, &name) in names.iter().enumerate() {
                let nm = m.names.get(name as usize).map_or("?", String::as_str);
                let r = start as usize + n as usize + j;
                parts.push(format!("{nm}=r{r}"));
            }
        }
    }
    format!("({})", parts.join(", "))
}

fn name(m: &Module, i: u32) -> &str {
    m.names.get(i as usize).map_or("?", String::as_str)
}

fn builtin(id: u16) -> String {
    format!("builtin {}", crate::value::builtin_name(id))
}

fn host(m: &Module, i: u32) -> String {
    let name = m
        .host_calls
        .get(i as usize)
        .map_or("?", |h| h.name.as_str());
    format!("host {name}")
}

fn global(m: &Module, slot: Reg) -> String {
    let name = m.globals.get(slot as usize).map_or("?", String::as_str);
    format!("global[{slot}] = {name}")
}

/// An instruction as its name, the modifiers that select what it does
/// (`Binary +`, `In not`, `FormatValue !r`), then its operands, each
/// printed by its kind.
fn show(m: &Module, ins: &Instr) -> String {
    let mut head = ins.name().to_string();
    let mut ops: Vec<String> = Vec::new();
    fn modifier(head: &mut String, s: &str) {
        head.push(' ');
        head.push_str(s);
    }
    ins.operands(|op| match op {
        Operand::BinOp(o) => modifier(&mut head, o.symbol()),
        Operand::CmpOp(o) => modifier(&mut head, o.symbol()),
        Operand::UnOp(o) => modifier(
            &mut head,
            match o {
                UnaryOp::Neg => "-",
                UnaryOp::Pos => "+",
                UnaryOp::Not => "not",
            },
        ),
        Operand::Negate(true) => modifier(&mut head, "not"),
        Operand::Negate(false) | Operand::Conv(Conversion::None) => {}
        Operand::Conv(c) => modifier(
            &mut head,
            match c {
                Conversion::Str => "!s",
                Conversion::Repr => "!r",
                Conversion::Brief => "!brief",
                Conversion::BriefRepr => "!brief-r",
                _ => "!a",
            },
        ),
        // Shown with the span or the arguments they size.
        Operand::Count(_) | Operand::KwList(_) => {}
        Operand::Reg(r) => ops.push(reg(r)),
        Operand::Star(r) | Operand::StarArgs(r) => ops.push(format!("*{}", reg(r))),
        Operand::StarKwargs(r) => ops.push(format!("**{}", reg(r))),
        Operand::OptReg(r) if r == Reg::MAX => ops.push("-".into()),
        Operand::OptReg(r) => ops.push(reg(r)),
        Operand::Global(slot) | Operand::Bound(slot) => ops.push(global(m, slot)),
        Operand::Span { start, count } => ops.push(span(start, count)),
        Operand::Args { start, nargs, kw } => ops.push(args(m, start, nargs, kw)),
        Operand::Const(k) => ops.push(format!(
            "k[{k}] = {}",
            m.consts.get(k as usize).map_or("?".into(), show_const)
        )),
        Operand::Imm(i) => ops.push(i.to_string()),
        Operand::Name(i) => ops.push(format!(".{}", name(m, i))),
        Operand::Builtin(id) => ops.push(builtin(id)),
        Operand::Host(i) => ops.push(host(m, i)),
        Operand::Unit { unit, .. } => ops.push(format!(
            "unit {unit} {}",
            m.units.get(unit as usize).map_or("?", |u| u.name.as_str())
        )),
        Operand::Iter(i) => ops.push(format!("iter{i}")),
        Operand::Target(t) => ops.push(format!("-> {t}")),
        Operand::Callee(t) => ops.push(match t {
            CallTarget::Builtin(id) => builtin(id),
            CallTarget::Host(e) => host(m, e),
            CallTarget::Method { obj, name: n } => format!("{}.{}", reg(obj), name(m, n)),
            CallTarget::Value(f) => reg(f),
        }),
    });
    if ops.is_empty() {
        head
    } else {
        format!("{head:<15} {}", ops.join(", "))
    }
}
