//! The `.lpyc` format: magic, format version, a checksum of the payload,
//! then the module in bincode 2. Loading validates every operand, so a
//! corrupt, truncated, mutated or foreign file is an error, never a panic
//! and never an out-of-range access in the VM.

use super::{CallTarget, Const, Instr, Module, Reg, UnitKind, NO_KW};

pub const MAGIC: &[u8; 4] = b"LPYC";
pub const FORMAT_VERSION: u16 = 1;
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

/// FNV-1a: enough to tell a damaged payload from an intact one.
fn checksum(bytes: &[u8]) -> u64 {
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
        let n = u.nregs as usize;
        let r = |reg: Reg| (reg as usize) < n;
        let span = |start: Reg, count: usize| (start as usize) + count <= n;
        let kwlen = |kw: u32| -> Option<usize> {
            if kw == NO_KW {
                Some(0)
            } else {
                m.kwlists.get(kw as usize).map(Vec::len)
            }
        };
        let call_ok = |args: Reg, nargs: u16, kw: u32| {
            kwlen(kw).is_some_and(|k| span(args, nargs as usize + k))
        };
        let target = |t: u32| (t as usize) <= u.code.len();
        let k = |i: u32| (i as usize) < m.consts.len();
        let name = |i: u32| (i as usize) < m.names.len();
        // Nested units are compiled (and numbered) before the unit that
        // uses them, so calls only go to lower numbers: no recursion.
        let unit = |i: u32| (i as usize) < m.units.len() && i > 0 && (ui == 0 || (i as usize) < ui);
        let iter = |i: u16| i < u.niters;
        let ok = matches!(
            u.code.last(),
            Some(Instr::Return { .. } | Instr::Jump { .. })
        );
        if !ok {
            return bad(format!("unit {ui} does not end in a return"));
        }
        for (pc, ins) in u.code.iter().enumerate() {
            let valid = match *ins {
                Instr::LoadConst { dst, k: i } => r(dst) && k(i),
                Instr::Move { dst, src } => r(dst) && r(src),
                Instr::LoadGlobal { dst, slot } => r(dst) && (slot as usize) < nglobals,
                Instr::CheckBound { reg } => r(reg) && ui == 0,
                Instr::LoadBuiltin { dst, id } => {
                    r(dst) && (id as usize) < crate::value::BUILTIN_NAMES.len()
                }
                Instr::Unary { dst, src, .. } => r(dst) && r(src),
                Instr::Binary { dst, a, b, .. }
                | Instr::Compare { dst, a, b, .. }
                | Instr::Is { dst, a, b, .. } => r(dst) && r(a) && r(b),
                Instr::In {
                    dst,
                    item,
                    container,
                    ..
                } => r(dst) && r(item) && r(container),
                Instr::Jump { target: t } => target(t),
                Instr::JumpIfFalse { cond, target: t } | Instr::JumpIfTrue { cond, target: t } => {
                    r(cond) && target(t)
                }
                Instr::BuildList { dst, start, count }
                | Instr::BuildTuple { dst, start, count }
                | Instr::BuildSet { dst, start, count }
                | Instr::BuildString { dst, start, count } => r(dst) && span(start, count as usize),
                Instr::BuildDict { dst, start, count } => r(dst) && span(start, 2 * count as usize),
                Instr::ListAppend { list, src } | Instr::ListExtend { list, src } => {
                    r(list) && r(src)
                }
                Instr::ListToTuple { dst, src } => r(dst) && r(src),
                Instr::SetAdd { set, src } | Instr::SetUpdate { set, src } => r(set) && r(src),
                Instr::DictInsert { dict, key, value } => r(dict) && r(key) && r(value),
                Instr::DictUpdate { dict, src } => r(dict) && r(src),
                Instr::GetItem { dst, obj, key } => r(dst) && r(obj) && r(key),
                Instr::SetItem { obj, key, src } => r(obj) && r(key) && r(src),
                Instr::BuildSlice {
                    dst,
                    start,
                    stop,
                    step,
                } => r(dst) && r(start) && r(stop) && r(step),
                Instr::GetAttr { dst, obj, name: nm } => r(dst) && r(obj) && name(nm),
                Instr::CallMethod {
                    dst,
                    obj,
                    name: nm,
                    args,
                    nargs,
                    kw,
                } => r(dst) && r(obj) && name(nm) && call_ok(args, nargs, kw),
                Instr::CallBuiltin {
                    dst,
                    id,
                    args,
                    nargs,
                    kw,
                } => {
                    r(dst)
                        && (id as usize) < crate::value::BUILTIN_NAMES.len()
                        && call_ok(args, nargs, kw)
                }
                Instr::CallHost {
                    dst,
                    entry,
                    args,
                    nargs,
                    kw,
                } => r(dst) && (entry as usize) < m.host_calls.len() && call_ok(args, nargs, kw),
                Instr::CallValue {
                    dst,
                    func,
                    args,
                    nargs,
                    kw,
                } => r(dst) && r(func) && call_ok(args, nargs, kw),
                Instr::CallEx {
                    dst,
                    target: t,
                    args,
                    kwargs,
                } => {
                    r(dst)
                        && r(args)
                        && r(kwargs)
                        && match t {
                            CallTarget::Builtin(id) => {
                                (id as usize) < crate::value::BUILTIN_NAMES.len()
                            }
                            CallTarget::Host(e) => (e as usize) < m.host_calls.len(),
                            CallTarget::Method { obj, name: nm } => r(obj) && name(nm),
                            CallTarget::Value(f) => r(f),
                        }
                }
                Instr::CallUnit {
                    dst,
                    unit: un,
                    args,
                    nargs,
                } => {
                    r(dst)
                        && unit(un)
                        && span(args, nargs as usize)
                        && m.units[un as usize].nparams == nargs
                }
                Instr::MakeLambda {
                    dst,
                    unit: un,
                    captures,
                    ncaptures,
                } => {
                    r(dst)
                        && unit(un)
                        && span(captures, ncaptures as usize)
                        && m.units[un as usize].nparams >= ncaptures
                }
                Instr::ForPrep { iter: i, src } => iter(i) && r(src),
                Instr::ForNext { iter: i, dst, exit } => iter(i) && r(dst) && target(exit),
                Instr::Unpack { src, dst, count } => r(src) && span(dst, count as usize),
                Instr::UnpackStar {
                    src,
                    dst,
                    before,
                    after,
                } => r(src) && span(dst, before as usize + after as usize + 1),
                Instr::FormatValue { dst, src, spec, .. } => {
                    r(dst) && r(src) && (spec == Reg::MAX || r(spec))
                }
                Instr::Return { src } | Instr::EnterContext { src } => r(src),
                Instr::Inplace { dst, a, b, .. } => r(dst) && r(a) && r(b),
            };
            if !valid {
                return bad(format!(
                    "unit {ui}, instruction {pc} has an operand out of range"
                ));
            }
        }
    }
    Ok(())
}
