//! The `.lpyc` format: magic, format version, a checksum of the payload,
//! then the module in bincode 2. Loading validates every operand, so a
//! corrupt, truncated, mutated or foreign file is an error, never a panic
//! and never an out-of-range access in the VM.

use super::{CallTarget, Const, Instr, Module, Operand, Reg, UnitKind, NO_KW};

pub const MAGIC: &[u8; 4] = b"LPYC";
pub const FORMAT_VERSION: u16 = 2;
const HEADER: usize = 4 + 2 + 8;
/// No legitimate module comes near this; a larger length in a damaged file
/// must not turn into an allocation.
const DECODE_LIMIT: usize = 256 * 1024 * 1024;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileError {
    pub message: String,
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

fn err<T>(message: impl Into<String>) -> Result<T, FileError> {
    Err(FileError {
        message: message.into(),
    })
}

/// FNV-1a: enough to tell a damaged payload from an intact one (any
/// change to a single byte changes it). Snapshots use it too.
pub(crate) fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

pub fn encode(module: &Module) -> Result<Vec<u8>, FileError> {
    let payload =
        bincode::serde::encode_to_vec(module, bincode::config::standard()).map_err(|e| {
            FileError {
                message: format!("cannot encode module: {e}"),
            }
        })?;
    let mut out = Vec::with_capacity(HEADER + payload.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&checksum(&payload).to_le_bytes());
    out.extend_from_slice(&payload);
    Ok(out)
}

pub fn decode(bytes: &[u8]) -> Result<Module, FileError> {
    if bytes.len() < 4 || &bytes[..4] != MAGIC {
        return err(
            "not a lackpy bytecode file (wrong magic bytes); compile one with `lackpyc compile`",
        );
    }
    if bytes.len() < HEADER {
        return err("truncated lackpy bytecode file (header incomplete)");
    }
    let version = u16::from_le_bytes([bytes[4], bytes[5]]);
    if version != FORMAT_VERSION {
        return err(format!(
            "lackpy bytecode format version {version} is not supported (this build reads version {FORMAT_VERSION}); recompile the source"
        ));
    }
    let mut sum = [0u8; 8];
    sum.copy_from_slice(&bytes[6..14]);
    let payload = &bytes[HEADER..];
    if u64::from_le_bytes(sum) != checksum(payload) {
        return err("corrupt lackpy bytecode file (checksum mismatch): truncated or damaged; recompile the source");
    }
    let config = bincode::config::standard().with_limit::<DECODE_LIMIT>();
    let (module, used): (Module, usize) = bincode::serde::decode_from_slice(payload, config)
        .map_err(|e| FileError {
            message: format!("corrupt lackpy bytecode file: {e}"),
        })?;
    if used != payload.len() {
        return err("corrupt lackpy bytecode file: trailing bytes after the module");
    }
    validate(&module)?;
    Ok(module)
}

/// Every index in the module is in range: the VM relies on it.
pub fn validate(m: &Module) -> Result<(), FileError> {
    let bad = |what: String| err::<()>(format!("invalid lackpy bytecode: {what}"));
    if m.units.first().map(|u| &u.kind) != Some(&UnitKind::Module) {
        return bad("the first code unit is not the module body".into());
    }
    if m.nparams as usize > m.globals.len() || m.globals.len() > m.units[0].nregs as usize {
        return bad("globals do not fit the module frame".into());
    }
    for c in &m.consts {
        if let Const::Big(d) = c {
            if d.parse::<num_bigint::BigInt>().is_err() {
                return bad("malformed big int constant".into());
            }
        }
    }
    for kw in &m.kwlists {
        if kw.iter().any(|&n| n as usize >= m.names.len()) {
            return bad("keyword name out of range".into());
        }
    }
    let nglobals = m.globals.len();
    for (ui, u) in m.units.iter().enumerate() {
        if ui > 0 && u.kind == UnitKind::Module {
            return bad(format!("unit {ui} claims to be a module body"));
        }
        if u.locs.len() != u.code.len() || u.nparams > u.nregs {
            return bad(format!("unit {ui} has malformed tables"));
        }
        let ok = matches!(
            u.code.last(),
            Some(Instr::Return { .. } | Instr::Jump { .. })
        );
        if !ok {
            return bad(format!("unit {ui} does not end in a return"));
        }
        let check = UnitCheck {
            m,
            ui,
            nregs: u.nregs as usize,
            niters: u.niters,
            ncode: u.code.len(),
            nglobals,
        };
        for (pc, ins) in u.code.iter().enumerate() {
            let mut valid = true;
            ins.operands(|op| valid = valid && check.operand(op));
            if !valid {
                return bad(format!(
                    "unit {ui}, instruction {pc} has an operand out of range"
                ));
            }
        }
    }
    Ok(())
}

/// What an operand of unit `ui` may refer to.
struct UnitCheck<'a> {
    m: &'a Module,
    ui: usize,
    nregs: usize,
    niters: u16,
    ncode: usize,
    nglobals: usize,
}

impl UnitCheck<'_> {
    fn reg(&self, r: Reg) -> bool {
        (r as usize) < self.nregs
    }

    fn span(&self, start: Reg, count: usize) -> bool {
        (start as usize) + count <= self.nregs
    }

    fn name(&self, i: u32) -> bool {
        (i as usize) < self.m.names.len()
    }

    fn builtin(&self, id: u16) -> bool {
        (id as usize) < crate::value::BUILTIN_NAMES.len()
    }

    fn host(&self, i: u32) -> bool {
        (i as usize) < self.m.host_calls.len()
    }

    fn kwlen(&self, kw: u32) -> Option<usize> {
        if kw == NO_KW {
            Some(0)
        } else {
            self.m.kwlists.get(kw as usize).map(Vec::len)
        }
    }

    fn operand(&self, op: Operand) -> bool {
        let m = self.m;
        match op {
            Operand::Reg(r) | Operand::StarArgs(r) | Operand::StarKwargs(r) => self.reg(r),
            // Inside the span of the same instruction, checked there.
            Operand::Star(_) => true,
            Operand::OptReg(r) => r == Reg::MAX || self.reg(r),
            Operand::Global(slot) => (slot as usize) < self.nglobals,
            Operand::Bound(r) => self.ui == 0 && self.reg(r),
            Operand::Span { start, count } => self.span(start, count),
            Operand::Args { start, nargs, kw } => self
                .kwlen(kw)
                .is_some_and(|k| self.span(start, nargs as usize + k)),
            Operand::KwList(kw) => self.kwlen(kw).is_some(),
            Operand::Count(_) => true,
            Operand::Const(i) => (i as usize) < m.consts.len(),
            Operand::Name(i) => self.name(i),
            Operand::Builtin(id) => self.builtin(id),
            Operand::Host(i) => self.host(i),
            // Nested units are compiled (and numbered) before the unit that
            // uses them, so calls only go to lower numbers: no recursion.
            Operand::Unit { unit, args, exact } => {
                let i = unit as usize;
                i > 0
                    && (self.ui == 0 || i < self.ui)
                    && m.units.get(i).is_some_and(|u| {
                        if exact {
                            u.nparams == args
                        } else {
                            u.nparams >= args
                        }
                    })
            }
            Operand::Iter(i) => i < self.niters,
            Operand::Target(t) => (t as usize) <= self.ncode,
            Operand::Callee(t) => match t {
                CallTarget::Builtin(id) => self.builtin(id),
                CallTarget::Host(e) => self.host(e),
                CallTarget::Method { obj, name } => self.reg(obj) && self.name(name),
                CallTarget::Value(f) => self.reg(f),
            },
            Operand::Imm(_)
            | Operand::BinOp(_)
            | Operand::CmpOp(_)
            | Operand::UnOp(_)
            | Operand::Negate(_)
            | Operand::Conv(_) => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bytecode::{CodeUnit, Grade, HostEntry};

    /// A module body `r0 = None; return r0` with a lambda unit that takes
    /// one argument, to which `ins` is added before the return.
    fn module_with(ins: Instr) -> Module {
        let lambda = CodeUnit {
            kind: UnitKind::Lambda,
            name: "<lambda>".into(),
            nparams: 1,
            nregs: 2,
            niters: 0,
            code: vec![Instr::Return { src: 0 }],
            locs: vec![(1, 1)],
        };
        let body = CodeUnit {
            kind: UnitKind::Module,
            name: "<module>".into(),
            nparams: 0,
            nregs: 4,
            niters: 1,
            code: vec![
                Instr::LoadConst { dst: 0, k: 0 },
                ins,
                Instr::Return { src: 0 },
            ],
            locs: vec![(1, 1); 3],
        };
        Module {
            grade: Grade::PURE,
            file: "t.py".into(),
            consts: vec![Const::None],
            names: vec!["upper".into()],
            kwlists: vec![vec![0]],
            host_calls: vec![HostEntry {
                name: "read_file".into(),
                grade: Grade::PURE,
            }],
            globals: vec!["x".into()],
            nparams: 0,
            units: vec![body, lambda],
            source: None,
        }
    }

    #[test]
    fn every_operand_kind_is_checked_against_the_module() {
        let good = [
            Instr::Move { dst: 3, src: 0 },
            Instr::Jump { target: 3 },
            Instr::BuildList {
                dst: 0,
                start: 1,
                count: 3,
            },
            Instr::CallHost {
                dst: 0,
                entry: 0,
                args: 1,
                nargs: 2,
                kw: 0,
            },
            Instr::CallEx {
                dst: 0,
                target: CallTarget::Method { obj: 1, name: 0 },
                args: 2,
                kwargs: 3,
            },
            Instr::MakeLambda {
                dst: 0,
                unit: 1,
                captures: 1,
                ncaptures: 1,
            },
            Instr::CallUnit {
                dst: 0,
                unit: 1,
                args: 3,
                nargs: 1,
            },
            Instr::ForNext {
                iter: 0,
                dst: 1,
                exit: 2,
            },
            Instr::UnpackStar {
                src: 0,
                dst: 1,
                before: 1,
                after: 1,
            },
            Instr::FormatValue {
                dst: 0,
                src: 0,
                conv: super::super::Conversion::None,
                spec: Reg::MAX,
            },
            Instr::CheckBound { reg: 0 },
            Instr::LoadGlobal { dst: 0, slot: 0 },
        ];
        for ins in good {
            assert_eq!(validate(&module_with(ins)), Ok(()), "{ins:?}");
        }
        let bad = [
            Instr::Move { dst: 4, src: 0 },
            Instr::LoadConst { dst: 0, k: 1 },
            Instr::Jump { target: 4 },
            Instr::BuildList {
                dst: 0,
                start: 2,
                count: 3,
            },
            Instr::BuildDict {
                dst: 0,
                start: 1,
                count: 2,
            },
            Instr::CallHost {
                dst: 0,
                entry: 1,
                args: 1,
                nargs: 0,
                kw: NO_KW,
            },
            Instr::CallHost {
                dst: 0,
                entry: 0,
                args: 2,
                nargs: 2,
                kw: 0,
            },
            Instr::CallBuiltin {
                dst: 0,
                id: 0,
                args: 1,
                nargs: 0,
                kw: 1,
            },
            Instr::CallEx {
                dst: 0,
                target: CallTarget::Host(1),
                args: 2,
                kwargs: 3,
            },
            Instr::CallEx {
                dst: 0,
                target: CallTarget::Method { obj: 1, name: 1 },
                args: 2,
                kwargs: 3,
            },
            Instr::CallUnit {
                dst: 0,
                unit: 1,
                args: 1,
                nargs: 2,
            },
            Instr::MakeLambda {
                dst: 0,
                unit: 0,
                captures: 1,
                ncaptures: 0,
            },
            Instr::ForPrep { iter: 1, src: 0 },
            Instr::UnpackStar {
                src: 0,
                dst: 2,
                before: 1,
                after: 1,
            },
            Instr::FormatValue {
                dst: 0,
                src: 0,
                conv: super::super::Conversion::None,
                spec: 4,
            },
            Instr::LoadGlobal { dst: 0, slot: 1 },
            Instr::GetAttr {
                dst: 0,
                obj: 0,
                name: 1,
            },
        ];
        for ins in bad {
            assert!(validate(&module_with(ins)).is_err(), "{ins:?} was accepted");
        }
    }

    #[test]
    fn check_bound_is_for_the_module_body_only() {
        let mut m = module_with(Instr::Move { dst: 0, src: 0 });
        m.units[1].code.insert(0, Instr::CheckBound { reg: 0 });
        m.units[1].locs.push((1, 1));
        assert!(validate(&m).is_err());
    }
}
