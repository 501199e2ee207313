//! AST to register bytecode. Split by construct like starlark-rust's
//! compiler: `stmt.rs`, `expr.rs`, `compr.rs` (comprehensions and key
//! lambdas, which become code units of their own). The input has passed
//! the checker; a construct the checker should have refused is still a
//! diagnostic here, never a panic.

mod compr;
mod expr;
mod stmt;

pub use stmt::assigned_names;

use std::collections::HashMap;

use crate::bytecode::{CodeUnit, Const, HostEntry, Instr, Module, Reg, UnitKind, NO_KW};
use crate::diag::{Code, Diagnostic, LineIndex, Span};
use crate::grade::Grade;
use crate::kit::Kit;
use crate::syntax::ast;

/// Registers a frame may use; past this a program is too large to compile.
const MAX_REGS: usize = Reg::MAX as usize - 1;

/// Compile a checked module. `params` become the first globals.
pub fn compile(
    module: &ast::Module,
    src: &str,
    file: &str,
    kit: &Kit,
    params: &[String],
) -> Result<Module, Diagnostic> {
    let mut m = compile_scoped(module, src, file, kit, params, &[])?;
    m.source = Some(src.to_string());
    Ok(m)
}

/// Compile with `params` of which those in `unset` may be unbound when the
/// run starts (a document cell sees a name an earlier cell assigned only
/// on some path): their reads get the NameError check. The module does not
/// keep `src`.
pub fn compile_scoped(
    module: &ast::Module,
    src: &str,
    file: &str,
    kit: &Kit,
    params: &[String],
    unset: &[String],
) -> Result<Module, Diagnostic> {
    compile_indexed(module, LineIndex::new(src), file, kit, params, unset)
}

/// `compile_scoped` with the source's line index already made.
pub fn compile_indexed(
    module: &ast::Module,
    index: LineIndex<'_>,
    file: &str,
    kit: &Kit,
    params: &[String],
    unset: &[String],
) -> Result<Module, Diagnostic> {
    let mut globals: Vec<String> = params.to_vec();
    let mut collect = |name: &str| {
        if !globals.iter().any(|g| g == name) {
            globals.push(name.to_string());
        }
    };
    stmt::assigned_names(&module.body, &mut collect);
    let mut c = Compiler {
        kit,
        index,
        consts: Vec::new(),
        const_ids: HashMap::new(),
        names: Vec::new(),
        name_ids: HashMap::new(),
        kwlists: Vec::new(),
        host_calls: Vec::new(),
        grade: Grade::PURE,
        global_ids: globals
            .iter()
            .enumerate()
            .map(|(i, g)| (g.clone(), i as Reg))
            .collect(),
        units: vec![placeholder_unit()],
        unit: UnitBuilder::new(UnitKind::Module, "<module>".into(), globals.len()),
        span: Span::default(),
        bound: globals
            .iter()
            .enumerate()
            .map(|(i, g)| i < params.len() && !unset.contains(g))
            .collect(),
    };
    c.unit.next = globals.len();
    c.unit.max = globals.len();
    c.unit.nparams = 0;
    let result = c.module_body(&module.body)?;
    c.emit(Instr::Return { src: result });
    let main = c.finish_unit()?;
    c.units[0] = main;
    Ok(Module {
        grade: c.grade,
        file: file.to_string(),
        consts: c.consts,
        names: c.names,
        kwlists: c.kwlists,
        host_calls: c.host_calls,
        nparams: params.len() as u16,
        globals,
        units: c.units,
        // A document's cells would each copy the whole document; `compile`
        // keeps the source for error snippets.
        source: None,
    })
}

fn placeholder_unit() -> CodeUnit {
    CodeUnit {
        kind: UnitKind::Module,
        name: String::new(),
        nparams: 0,
        nregs: 0,
        niters: 0,
        code: Vec::new(),
        locs: Vec::new(),
    }
}

/// A code unit being built: its code, its registers, its local names.
struct UnitBuilder {
    kind: UnitKind,
    name: String,
    code: Vec<Instr>,
    locs: Vec<(u32, u32)>,
    nparams: usize,
    /// Next free register, and the most ever used.
    next: usize,
    max: usize,
    /// Local names (comprehension targets, captures, lambda parameters).
    locals: HashMap<String, Reg>,
    /// Depth of nested `for` loops, for iterator slots.
    loops: u16,
    niters: u16,
    /// Constants and program variables read inside loops, kept in
    /// registers of their own that the unit loads once on entry
    /// (`hoisted_reg`, `hoisted_global`): (what, placeholder).
    hoisted: Vec<(Hoisted, Reg)>,
}

/// What a unit's prologue loads into a register of its own.
#[derive(Clone, Copy, PartialEq)]
enum Hoisted {
    /// A constant, by its index.
    Const(u32),
    /// A program variable read by a comprehension: it cannot change while
    /// the comprehension runs (nothing in an expression assigns a program
    /// variable), so reading it once is reading it every time.
    Global(Reg),
}

/// Placeholder registers of hoisted constants, renumbered above the unit's
/// other registers when it is finished; real registers stay below.
const HOIST_BASE: Reg = 0xFF00;
/// At most this many constants and variables a unit are hoisted.
const MAX_HOISTED: usize = 64;

impl UnitBuilder {
    fn new(kind: UnitKind, name: String, first_free: usize) -> UnitBuilder {
        UnitBuilder {
            kind,
            name,
            code: Vec::new(),
            locs: Vec::new(),
            nparams: 0,
            next: first_free,
            max: first_free,
            locals: HashMap::new(),
            loops: 0,
            niters: 0,
            hoisted: Vec::new(),
        }
    }
}

#[derive(Hash, PartialEq, Eq)]
enum ConstKey {
    None,
    True,
    False,
    Ellipsis,
    Int(i64),
    Big(String),
    Float(u64),
    Str(String),
}

struct Compiler<'a> {
    kit: &'a Kit,
    index: LineIndex<'a>,
    consts: Vec<Const>,
    const_ids: HashMap<ConstKey, u32>,
    names: Vec<String>,
    name_ids: HashMap<String, u32>,
    kwlists: Vec<Vec<u32>>,
    host_calls: Vec<HostEntry>,
    grade: Grade,
    /// Program variables and parameters: main-frame registers.
    global_ids: HashMap<String, Reg>,
    units: Vec<CodeUnit>,
    unit: UnitBuilder,
    /// The span of the construct being compiled, for `locs`.
    span: Span,
    /// Main-frame variables certainly assigned at this point of the code
    /// (reads of the others get a NameError check).
    bound: Vec<bool>,
}

fn too_big(span: Span) -> Diagnostic {
    Diagnostic::new(
        Code::TooLarge,
        "program too large to compile: it needs more than 65,000 registers",
        span,
    )
    .with_hint("split the program into smaller ones")
}

impl Compiler<'_> {
    fn emit(&mut self, i: Instr) -> usize {
        let at = self.index.line_col(self.span.start as usize);
        self.unit.code.push(i);
        self.unit.locs.push((at.line as u32, at.column as u32));
        self.unit.code.len() - 1
    }

    fn here(&self) -> u32 {
        self.unit.code.len() as u32
    }

    /// Point the jump at `at` to the current end of the code.
    fn patch(&mut self, at: usize) {
        let here = self.here();
        if let Some(ins) = self.unit.code.get_mut(at) {
            ins.targets_mut(|t| *t = here);
        }
    }

    fn alloc(&mut self) -> Result<Reg, Diagnostic> {
        self.alloc_n(1)
    }

    /// `n` consecutive registers; the first is returned.
    fn alloc_n(&mut self, n: usize) -> Result<Reg, Diagnostic> {
        let r = self.unit.next;
        if r + n > MAX_REGS {
            return Err(too_big(self.span));
        }
        self.unit.next += n;
        self.unit.max = self.unit.max.max(self.unit.next);
        Ok(r as Reg)
    }

    fn mark(&self) -> usize {
        self.unit.next
    }

    fn release(&mut self, mark: usize) {
        self.unit.next = mark;
    }

    fn konst(&mut self, c: Const) -> u32 {
        let key = match &c {
            Const::None => ConstKey::None,
            Const::True => ConstKey::True,
            Const::False => ConstKey::False,
            Const::Ellipsis => ConstKey::Ellipsis,
            Const::Int(i) => ConstKey::Int(*i),
            Const::Big(b) => ConstKey::Big(b.clone()),
            Const::Float(f) => ConstKey::Float(f.to_bits()),
            Const::Str(s) => ConstKey::Str(s.clone()),
        };
        if let Some(&id) = self.const_ids.get(&key) {
            return id;
        }
        let id = self.consts.len() as u32;
        self.consts.push(c);
        self.const_ids.insert(key, id);
        id
    }

    /// The register of a constant used inside a loop: loaded once when the
    /// unit starts, not on every iteration. None outside loops or when the
    /// unit already keeps `MAX_HOISTED` constants.
    fn hoisted_reg(&mut self, c: Const) -> Option<Reg> {
        if self.unit.loops == 0 {
            return None;
        }
        let k = self.konst(c);
        self.hoist(Hoisted::Const(k))
    }

    /// The register of a program variable read inside a comprehension's
    /// loop: loaded once when the unit starts (a key lambda has no loop of
    /// its own; one it calls per item reads the variable each time). Only for a
    /// variable certainly assigned where the expression runs (so the load
    /// on entry cannot raise a NameError that the loop would have raised
    /// later, or not at all); None otherwise, and outside loops.
    fn hoisted_global(&mut self, slot: Reg) -> Option<Reg> {
        if self.unit.loops == 0 || self.unit.kind == UnitKind::Module {
            return None;
        }
        if !self.bound.get(slot as usize).copied().unwrap_or(false) {
            return None;
        }
        self.hoist(Hoisted::Global(slot))
    }

    fn hoist(&mut self, what: Hoisted) -> Option<Reg> {
        if let Some(&(_, r)) = self.unit.hoisted.iter().find(|(h, _)| *h == what) {
            return Some(r);
        }
        if self.unit.hoisted.len() >= MAX_HOISTED {
            return None;
        }
        let r = HOIST_BASE + self.unit.hoisted.len() as Reg;
        self.unit.hoisted.push((what, r));
        Some(r)
    }

    fn load_const(&mut self, c: Const, dst: Reg) {
        let k = self.konst(c);
        self.emit(Instr::LoadConst { dst, k });
    }

    fn name_id(&mut self, name: &str) -> u32 {
        if let Some(&id) = self.name_ids.get(name) {
            return id;
        }
        let id = self.names.len() as u32;
        self.names.push(name.to_string());
        self.name_ids.insert(name.to_string(), id);
        id
    }

    fn kwlist(&mut self, names: &[&str]) -> u32 {
        if names.is_empty() {
            return NO_KW;
        }
        let ids: Vec<u32> = names.iter().map(|n| self.name_id(n)).collect();
        if let Some(i) = self.kwlists.iter().position(|k| *k == ids) {
            return i as u32;
        }
        self.kwlists.push(ids);
        (self.kwlists.len() - 1) as u32
    }

    /// The host-call table entry for a kit tool, added on first use; the
    /// program's grade joins the tool's.
    fn host_entry(&mut self, name: &str) -> Option<u32> {
        let tool = self.kit.get(name)?;
        if let Some(i) = self.host_calls.iter().position(|h| h.name == name) {
            return Some(i as u32);
        }
        self.grade = self.grade.join(tool.grade);
        self.host_calls.push(HostEntry {
            name: name.to_string(),
            grade: tool.grade,
        });
        Some((self.host_calls.len() - 1) as u32)
    }

    /// Close the current unit, checking its sizes fit the instruction fields.
    fn finish_unit(&mut self) -> Result<CodeUnit, Diagnostic> {
        let u = std::mem::replace(
            &mut self.unit,
            UnitBuilder::new(UnitKind::Module, String::new(), 0),
        );
        let mut u = u;
        if u.max >= HOIST_BASE as usize || u.code.len() > u32::MAX as usize / 2 {
            return Err(too_big(self.span));
        }
        let mut nregs = u.max.max(1);
        if !u.hoisted.is_empty() {
            // The hoisted values get the registers above all others and
            // are loaded by a prologue; jump targets move past it.
            let first = nregs as Reg;
            let n = u.hoisted.len();
            let map = |r: &mut Reg| {
                if (HOIST_BASE..HOIST_BASE + MAX_HOISTED as Reg).contains(r) {
                    *r = first + (*r - HOIST_BASE);
                }
            };
            for ins in &mut u.code {
                ins.regs_mut(map);
                ins.targets_mut(|t| *t += n as u32);
            }
            let at = u.locs.first().copied().unwrap_or((1, 1));
            let prologue = u.hoisted.iter().map(|&(what, r)| {
                let dst = first + (r - HOIST_BASE);
                match what {
                    Hoisted::Const(k) => Instr::LoadConst { dst, k },
                    Hoisted::Global(slot) => Instr::LoadGlobal { dst, slot },
                }
            });
            u.code.splice(0..0, prologue);
            u.locs.splice(0..0, std::iter::repeat_n(at, n));
            nregs += n;
        }
        Ok(CodeUnit {
            kind: u.kind,
            name: u.name,
            nparams: u.nparams as u16,
            nregs: nregs as u16,
            niters: u.niters,
            code: u.code,
            locs: u.locs,
        })
    }

    fn internal(&self, what: &str) -> Diagnostic {
        Diagnostic::new(
            Code::Syntax,
            format!("cannot compile {what}: the checker should have refused it"),
            self.span,
        )
    }
}
