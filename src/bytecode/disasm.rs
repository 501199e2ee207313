//! `lackpyc disasm`: a module, readably — header and grade, the host-call
//! table with grades, constants, names, and each unit's code beside the
//! source lines it came from.

use std::fmt::Write;

use super::{CallTarget, Const, Instr, Module, Reg, NO_KW};

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
        let _ = writeln!(o, "  k{i:<4} {}", show_const(c));
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

fn args(m: &Module, start: Reg, n: u16, kw: u32) -> String {
    let mut parts: Vec<String> = (0..n).map(|i| reg(start + i)).collect();
    if kw != NO_KW {
        if let Some(names) = m.kwlists.get(kw as usize) {
            for (j, &name) in names.iter().enumerate() {
                let nm = m.names.get(name as usize).map_or("?", String::as_str);
                parts.push(format!("{nm}={}", reg(start + n + j as u16)));
            }
        }
    }
    parts.join(", ")
}

fn name(m: &Module, i: u32) -> &str {
    m.names.get(i as usize).map_or("?", String::as_str)
}

fn show(m: &Module, ins: &Instr) -> String {
    use Instr::*;
    match *ins {
        LoadConst { dst, k } => format!(
            "{} = k{k}  ; {}",
            reg(dst),
            m.consts.get(k as usize).map(show_const).unwrap_or_default()
        ),
        Move { dst, src } => format!("{} = {}", reg(dst), reg(src)),
        LoadGlobal { dst, slot } => format!(
            "{} = global {}  ; {}",
            reg(dst),
            slot,
            m.globals.get(slot as usize).map_or("?", String::as_str)
        ),
        CheckBound { reg: r } => format!(
            "check_bound {}  ; {}",
            reg(r),
            m.globals.get(r as usize).map_or("?", String::as_str)
        ),
        LoadBuiltin { dst, id } => {
            format!("{} = builtin {}", reg(dst), crate::value::builtin_name(id))
        }
        Unary { op, dst, src } => format!("{} = {op:?} {}", reg(dst), reg(src)),
        Binary { op, dst, a, b } => format!("{} = {} {} {}", reg(dst), reg(a), op.symbol(), reg(b)),
        Compare { op, dst, a, b } => {
            format!("{} = {} {} {}", reg(dst), reg(a), op.symbol(), reg(b))
        }
        In {
            dst,
            item,
            container,
            negate,
        } => format!(
            "{} = {} {}in {}",
            reg(dst),
            reg(item),
            if negate { "not " } else { "" },
            reg(container)
        ),
        Is { dst, a, b, negate } => format!(
            "{} = {} is {}{}",
            reg(dst),
            reg(a),
            if negate { "not " } else { "" },
            reg(b)
        ),
        Jump { target } => format!("jump {target}"),
        JumpIfFalse { cond, target } => format!("if not {} jump {target}", reg(cond)),
        JumpIfTrue { cond, target } => format!("if {} jump {target}", reg(cond)),
        BuildList { dst, start, count } => format!("{} = list[{}; {count}]", reg(dst), reg(start)),
        BuildTuple { dst, start, count } => {
            format!("{} = tuple[{}; {count}]", reg(dst), reg(start))
        }
        BuildSet { dst, start, count } => format!("{} = set[{}; {count}]", reg(dst), reg(start)),
        BuildDict { dst, start, count } => {
            format!("{} = dict[{}; {count} pairs]", reg(dst), reg(start))
        }
        BuildString { dst, start, count } => {
            format!("{} = concat[{}; {count}]", reg(dst), reg(start))
        }
        ListAppend { list, src } => format!("{}.append({})", reg(list), reg(src)),
        ListExtend { list, src } => format!("{}.extend({})", reg(list), reg(src)),
        ListToTuple { dst, src } => format!("{} = tuple({})", reg(dst), reg(src)),
        SetAdd { set, src } => format!("{}.add({})", reg(set), reg(src)),
        SetUpdate { set, src } => format!("{}.update({})", reg(set), reg(src)),
        DictInsert { dict, key, value } => format!("{}[{}] = {}", reg(dict), reg(key), reg(value)),
        DictUpdate { dict, src } => format!("{}.update({})", reg(dict), reg(src)),
        GetItem { dst, obj, key } => format!("{} = {}[{}]", reg(dst), reg(obj), reg(key)),
        SetItem { obj, key, src } => format!("{}[{}] = {}", reg(obj), reg(key), reg(src)),
        BuildSlice {
            dst,
            start,
            stop,
            step,
        } => {
            format!(
                "{} = slice({}, {}, {})",
                reg(dst),
                reg(start),
                reg(stop),
                reg(step)
            )
        }
        GetAttr { dst, obj, name: n } => format!("{} = {}.{}", reg(dst), reg(obj), name(m, n)),
        CallMethod {
            dst,
            obj,
            name: n,
            args: a,
            nargs,
            kw,
        } => {
            format!(
                "{} = {}.{}({})",
                reg(dst),
                reg(obj),
                name(m, n),
                args(m, a, nargs, kw)
            )
        }
        CallBuiltin {
            dst,
            id,
            args: a,
            nargs,
            kw,
        } => format!(
            "{} = {}({})",
            reg(dst),
            crate::value::builtin_name(id),
            args(m, a, nargs, kw)
        ),
        CallHost {
            dst,
            entry,
            args: a,
            nargs,
            kw,
        } => format!(
            "{} = host #{entry} {}({})",
            reg(dst),
            m.host_calls
                .get(entry as usize)
                .map_or("?", |h| h.name.as_str()),
            args(m, a, nargs, kw)
        ),
        CallValue {
            dst,
            func,
            args: a,
            nargs,
            kw,
        } => {
            format!("{} = {}({})", reg(dst), reg(func), args(m, a, nargs, kw))
        }
        CallEx {
            dst,
            target,
            args: a,
            kwargs,
        } => {
            let t = match target {
                CallTarget::Builtin(id) => crate::value::builtin_name(id).to_string(),
                CallTarget::Host(e) => format!("host #{e}"),
                CallTarget::Method { obj, name: n } => format!("{}.{}", reg(obj), name(m, n)),
                CallTarget::Value(f) => reg(f),
            };
            format!("{} = {t}(*{}, **{})", reg(dst), reg(a), reg(kwargs))
        }
        CallUnit {
            dst,
            unit,
            args: a,
            nargs,
        } => format!("{} = unit {unit}({})", reg(dst), args(m, a, nargs, NO_KW)),
        MakeLambda {
            dst,
            unit,
            captures,
            ncaptures,
        } => format!(
            "{} = lambda unit {unit} capturing [{}]",
            reg(dst),
            args(m, captures, ncaptures, NO_KW)
        ),
        ForPrep { iter, src } => format!("iter{iter} = snapshot {}", reg(src)),
        ForNext { iter, dst, exit } => format!("{} = next iter{iter} or jump {exit}", reg(dst)),
        Unpack { src, dst, count } => format!("{}..+{count} = unpack {}", reg(dst), reg(src)),
        UnpackStar {
            src,
            dst,
            before,
            after,
        } => {
            format!(
                "{}.. = unpack {} ({before}, *rest, {after})",
                reg(dst),
                reg(src)
            )
        }
        FormatValue {
            dst,
            src,
            conv,
            spec,
        } => {
            let spec = if spec == Reg::MAX {
                String::new()
            } else {
                format!(" spec {}", reg(spec))
            };
            format!("{} = format {} {conv:?}{spec}", reg(dst), reg(src))
        }
        Return { src } => format!("return {}", reg(src)),
        EnterContext { src } => format!("enter context {}", reg(src)),
        Inplace { op, dst, a, b } => {
            format!("{} = {} {}= {}", reg(dst), reg(a), op.symbol(), reg(b))
        }
    }
}
