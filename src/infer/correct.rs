//! Deterministic corrections of a model's program, made before the one
//! retry: the rewrites for the Python habits small models have most
//! (reading a file with `open`, importing what lackpy already has in
//! scope, `os.path` helpers). They are found on the syntax tree — never by
//! searching the text, so a string that mentions `open(` is never touched —
//! and each one is applied by replacing the span of the node it matched
//! with text made from the spans of that node's own parts.
//!
//! A correction applies only to a program the checker refused, only where
//! the kit has the tool the rewrite calls, and only where the rewritten
//! program means what the original would have meant in Python (with the
//! two exceptions at the end of the list):
//!
//! - `import …` / `from … import …` at the top level: dropped when none of
//!   the names it binds is used any more (after the other rewrites);
//! - `open(p).read()` → `read_file(p)`;
//!   `open(p).readlines()` → `read_file(p).splitlines(keepends=True)`
//!   (`readlines` keeps each line's end, and so does `keepends=True`);
//! - `with open(p) as fh:` whose body uses `fh` once, as `fh.read()`,
//!   `fh.readlines()` or `for line in fh:` → the body, with that use
//!   replaced by the `read_file` form (a second read of a file would give
//!   `''`, so two uses are left alone);
//! - `os.path.basename(p)` → `p.rsplit('/', 1)[-1]`;
//! - `os.path.join(a, b)` → `f'{a}/{b}'`.
//!
//! Two of these mean the same only for the usual inputs, which is what a
//! model writing them has in mind: the `join` form differs from
//! `os.path.join` when `a` is empty or ends in `/`, or `b` is absolute
//! (`'a/' + 'b'` gives `a//b`, not `a/b`); and `splitlines` also splits at
//! the rarer line boundaries (`\x0c`, `\x1c`–`\x1e`, `\x85`, `\u2028`,
//! `\u2029`), which `readlines` does not.
//!
//! `open` with a mode other than text reading (`'r'`, `'rt'`) or with
//! arguments beyond the path, mode and a UTF-8 `encoding` is left alone.
//! The result is checked as usual by the caller.

use super::journal::bounded;
use crate::kit::Kit;
use crate::syntax::ast::{
    Arg, Comprehension, Const, DictItem, Expr, ExprKind, Stmt, StmtKind, TargetKind,
};
use crate::syntax::lexer::{lex, Mode, Tok};
use crate::syntax::token::Raw;

/// A corrected program and the corrections made, in the order made.
#[derive(Debug, Clone, PartialEq)]
pub struct Corrected {
    pub program: String,
    pub corrections: Vec<String>,
}

/// Rewrite rounds at most (nested forms take one round per level).
const ROUNDS: usize = 16;

/// Apply every correction that fits; `None` when none does.
pub fn correct(program: &str, kit: &Kit) -> Option<Corrected> {
    let imports = top_level_imports(program);
    // The program without its imports, which the lackpy parser cannot read.
    let mut text = String::new();
    let mut last = 0;
    for i in &imports {
        text.push_str(&program[last..i.start]);
        last = i.end;
    }
    text.push_str(&program[last..]);
    let mut corrections = Vec::new();
    let read = read_tool(kit);
    for _ in 0..ROUNDS {
        let Ok(module) = crate::syntax::parse(&text) else {
            break;
        };
        let mut f = Finder {
            src: &text,
            read: read.as_deref(),
            edits: Vec::new(),
        };
        f.stmts(&module.body);
        if f.edits.is_empty() {
            break;
        }
        let mut next = text.clone();
        let mut edits = f.edits;
        edits.sort_by_key(|e| std::cmp::Reverse(e.start));
        for e in &edits {
            next.replace_range(e.start..e.end, &e.text);
        }
        if crate::syntax::parse(&next).is_err() {
            break;
        }
        edits.reverse();
        corrections.extend(edits.into_iter().map(|e| e.what));
        text = next;
    }
    // Imports whose names are still used stay, at the top.
    let mut kept = String::new();
    for i in &imports {
        // A name mentioned anywhere as a whole word (in code, strings or
        // comments alike) keeps its import.
        let unused = !i.names.is_empty() && i.names.iter().all(|n| bounded(&text, n).is_empty());
        if unused {
            corrections.push(format!(
                "`{}` dropped: nothing uses {}",
                i.text.trim(),
                i.names
                    .iter()
                    .map(|n| format!("`{n}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        } else {
            kept.push_str(&program[i.start..i.end]);
            if !kept.ends_with('\n') {
                kept.push('\n');
            }
        }
    }
    if corrections.is_empty() {
        return None;
    }
    let body = text.trim_start_matches('\n');
    Some(Corrected {
        program: format!("{kept}{body}"),
        corrections,
    })
}

/// The name under which the kit offers `read_file`, if it does.
fn read_tool(kit: &Kit) -> Option<String> {
    kit.tools()
        .iter()
        .map(|t| t.name.as_str())
        .find(|n| *n == "read_file" || kit.alias_target(n) == Some("read_file"))
        .map(str::to_string)
}

/// A top-level import statement: its byte range (the whole line) and the
/// names it binds (empty for `from m import *`, which is never dropped).
struct Import {
    start: usize,
    end: usize,
    names: Vec<String>,
    text: String,
}

fn top_level_imports(program: &str) -> Vec<Import> {
    let lexed = lex(program, 0, program.len(), Mode::Module);
    if !lexed.errors.is_empty() {
        return Vec::new();
    }
    let toks = &lexed.tokens;
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut at_start = true;
    let mut i = 0;
    while i < toks.len() {
        match &toks[i].1 {
            Tok::Indent => depth += 1,
            Tok::Dedent => depth -= 1,
            Tok::Newline => at_start = true,
            Tok::Op(Raw::Import | Raw::From) if at_start && depth == 0 => {
                let Some(j) = (i..toks.len()).find(|&j| toks[j].1 == Tok::Newline) else {
                    break;
                };
                let stmt = &toks[i..j];
                let simple = !stmt.iter().any(|t| t.1 == Tok::Op(Raw::Semi));
                let start = toks[i].0;
                let line_end = program[toks[j].0..]
                    .find('\n')
                    .map_or(program.len(), |n| toks[j].0 + n + 1);
                if simple {
                    out.push(Import {
                        start,
                        end: line_end,
                        names: bound_names(stmt),
                        text: program[start..toks[j].0].to_string(),
                    });
                }
                i = j;
                continue;
            }
            _ => at_start = false,
        }
        i += 1;
    }
    out
}

/// The names an import statement binds.
fn bound_names(stmt: &[(usize, Tok, usize)]) -> Vec<String> {
    let toks: Vec<&Tok> = stmt.iter().map(|t| &t.1).collect();
    let mut names = Vec::new();
    // The imported items: after `import`, split at top-level commas.
    let Some(imp) = toks.iter().rposition(|t| **t == Tok::Op(Raw::Import)) else {
        return names;
    };
    let items: Vec<&Tok> = toks[imp + 1..]
        .iter()
        .copied()
        .filter(|t| !matches!(t, Tok::Op(Raw::LParen | Raw::RParen)))
        .collect();
    for item in items.split(|t| **t == Tok::Op(Raw::Comma)) {
        if item.is_empty() {
            continue;
        }
        if item.iter().any(|t| **t == Tok::Op(Raw::Star)) {
            return Vec::new();
        }
        let name = match item.iter().position(|t| **t == Tok::Op(Raw::As)) {
            Some(a) => item.get(a + 1),
            // `import a.b` binds `a`; `from m import a` binds `a`.
            None => item.first(),
        };
        match name {
            Some(Tok::Name(n)) => names.push(n.clone()),
            _ => return Vec::new(),
        }
    }
    names
}

/// One replacement, and how it reads in the report.
struct Edit {
    start: usize,
    end: usize,
    text: String,
    what: String,
}

struct Finder<'a> {
    src: &'a str,
    read: Option<&'a str>,
    edits: Vec<Edit>,
}

fn name_is(e: &Expr, id: &str) -> bool {
    matches!(&e.kind, ExprKind::Name(n) if n.id == id)
}

fn str_const(e: &Expr) -> Option<&str> {
    match &e.kind {
        ExprKind::Const(Const::Str(s)) => Some(s),
        _ => None,
    }
}

/// `os.path.NAME` as a callee.
fn os_path(func: &Expr, name: &str) -> bool {
    match &func.kind {
        ExprKind::Attribute { value, attr } if attr.id == name => match &value.kind {
            ExprKind::Attribute { value, attr } => attr.id == "path" && name_is(value, "os"),
            _ => false,
        },
        _ => false,
    }
}

/// The shortened text of a node for the report.
fn short(s: &str) -> String {
    let one: String = s.split_whitespace().collect::<Vec<_>>().join(" ");
    if one.chars().count() > 60 {
        format!("{}…", one.chars().take(60).collect::<String>())
    } else {
        one
    }
}

impl<'a> Finder<'a> {
    fn text(&self, e: &Expr) -> &'a str {
        &self.src[e.span.range()]
    }

    /// An operand's text, parenthesised unless it is atomic.
    fn operand(&self, e: &Expr) -> String {
        let t = self.text(e);
        match &e.kind {
            ExprKind::Name(_)
            | ExprKind::Const(_)
            | ExprKind::FString(_)
            | ExprKind::Call { .. }
            | ExprKind::Attribute { .. }
            | ExprKind::Subscript { .. }
            | ExprKind::List(_)
            | ExprKind::Dict(_) => t.to_string(),
            _ => format!("({t})"),
        }
    }

    /// The path of `open(p)`, `open(p, 'r')`, `open(p, encoding='utf-8')`:
    /// a text-mode read. `None` for anything else.
    fn open_for_read<'e>(&self, e: &'e Expr) -> Option<&'e Expr> {
        let ExprKind::Call { func, args } = &e.kind else {
            return None;
        };
        if !name_is(func, "open") {
            return None;
        }
        let text_read = |m: &Expr| str_const(m).is_some_and(|m| m == "r" || m == "rt");
        let utf8 = |m: &Expr| {
            str_const(m).is_some_and(|m| {
                let m = m.to_ascii_lowercase().replace(['-', '_'], "");
                m == "utf8"
            })
        };
        let mut path = None;
        for (i, a) in args.iter().enumerate() {
            match a {
                Arg::Pos(p) if i == 0 => path = Some(p),
                Arg::Pos(m) if i == 1 && text_read(m) => {}
                Arg::Keyword(k, m) if k.id == "mode" && text_read(m) => {}
                Arg::Keyword(k, m) if k.id == "encoding" && utf8(m) => {}
                _ => return None,
            }
        }
        path
    }

    /// `read_file(p)`, and `.splitlines(keepends=True)` for lines.
    fn read_form(&self, read: &str, path: &Expr, lines: bool) -> String {
        let call = format!("{read}({})", self.text(path));
        if lines {
            format!("{call}.splitlines(keepends=True)")
        } else {
            call
        }
    }

    fn edit(&mut self, start: usize, end: usize, text: String) {
        let what = format!("`{}` → `{}`", short(&self.src[start..end]), short(&text));
        self.edits.push(Edit {
            start,
            end,
            text,
            what,
        });
    }

    /// A rewrite at `e`, if one applies.
    fn rewrite(&mut self, e: &Expr) -> bool {
        let ExprKind::Call { func, args } = &e.kind else {
            return false;
        };
        // open(p).read() / open(p).readlines()
        if let (Some(read), ExprKind::Attribute { value, attr }) = (self.read, &func.kind) {
            let lines = match attr.id.as_str() {
                "read" => Some(false),
                "readlines" => Some(true),
                _ => None,
            };
            if let (Some(lines), true) = (lines, args.is_empty()) {
                if let Some(path) = self.open_for_read(value) {
                    let new = self.read_form(read, path, lines);
                    self.edit(e.span.start as usize, e.span.end as usize, new);
                    return true;
                }
            }
        }
        let pos: Vec<&Expr> = args
            .iter()
            .filter_map(|a| match a {
                Arg::Pos(p) => Some(p),
                _ => None,
            })
            .collect();
        if pos.len() != args.len() {
            return false;
        }
        if os_path(func, "basename") && pos.len() == 1 {
            let new = format!("{}.rsplit('/', 1)[-1]", self.operand(pos[0]));
            self.edit(e.span.start as usize, e.span.end as usize, new);
            return true;
        }
        if os_path(func, "join") && pos.len() == 2 {
            let (a, b) = (self.text(pos[0]), self.text(pos[1]));
            let plain = |t: &str| !t.contains(['\n', '\\', '{', '}', '#']);
            let quote = ['\'', '"']
                .into_iter()
                .find(|q| !a.contains(*q) && !b.contains(*q));
            if let (Some(q), true) = (quote, plain(a) && plain(b)) {
                let new = format!("f{q}{{{a}}}/{{{b}}}{q}");
                self.edit(e.span.start as usize, e.span.end as usize, new);
                return true;
            }
        }
        false
    }

    /// `with open(p) as fh:` whose body uses `fh` once, as a read.
    fn rewrite_with(&mut self, s: &Stmt) -> bool {
        let StmtKind::With { items, body } = &s.kind else {
            return false;
        };
        let (Some(read), [item], Some(first), Some(last)) =
            (self.read, items.as_slice(), body.first(), body.last())
        else {
            return false;
        };
        let Some(path) = self.open_for_read(&item.context) else {
            return false;
        };
        let Some(TargetKind::Name(fh)) = item.target.as_ref().map(|t| &t.kind) else {
            return false;
        };
        let b0 = first.span.start as usize;
        // The body's end, without any line end a statement's span keeps.
        let b1 = b0
            + self.src[b0..(last.span.end as usize).max(b0)]
                .trim_end()
                .len();
        let body_src = &self.src[b0..b1];
        // Exactly one mention of the handle in the body, and it is a read.
        let mentions = bounded(body_src, &fh.id).len();
        if mentions != 1 {
            return false;
        }
        let mut uses = Vec::new();
        handle_uses(body, &fh.id, &mut uses);
        let [(start, end, lines)] = uses[..] else {
            return false;
        };
        let new_use = self.read_form(read, path, lines);
        let mut inner = String::from(&self.src[b0..start]);
        inner.push_str(&new_use);
        inner.push_str(&self.src[end..b1]);
        // Re-indent the body at the `with`'s own indentation.
        let s0 = s.span.start as usize;
        let line_start = self.src[..s0].rfind('\n').map_or(0, |n| n + 1);
        let indent = &self.src[line_start..s0];
        let inline = !self.src[s0..b0].contains('\n');
        let text = if inline {
            inner
        } else {
            let body_line = self.src[..b0].rfind('\n').map_or(0, |n| n + 1);
            let body_indent = b0 - body_line;
            inner
                .lines()
                .enumerate()
                .map(|(i, l)| {
                    if i == 0 {
                        return l.to_string();
                    }
                    let strip = (l.len() - l.trim_start().len()).min(body_indent);
                    format!(
                        "{indent}{}",
                        l.get(strip..).unwrap_or_else(|| l.trim_start())
                    )
                })
                .collect::<Vec<_>>()
                .join("\n")
        };
        let what = format!(
            "`with {} as {}:` → `{}`",
            short(self.text(&item.context)),
            fh.id,
            short(&new_use)
        );
        self.edits.push(Edit {
            start: s0,
            end: b1,
            text,
            what,
        });
        true
    }

    fn stmts(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        if self.rewrite_with(s) {
            return;
        }
        match &s.kind {
            StmtKind::Assign { targets, value } => {
                for t in targets {
                    self.target(&t.kind);
                }
                self.expr(value);
            }
            StmtKind::AugAssign { target, value, .. } => {
                self.target(&target.kind);
                self.expr(value);
            }
            StmtKind::Expr(e) => self.expr(e),
            StmtKind::If { test, body, orelse } => {
                self.expr(test);
                self.stmts(body);
                self.stmts(orelse);
            }
            StmtKind::For {
                target,
                iter,
                body,
                orelse,
            } => {
                self.target(&target.kind);
                self.expr(iter);
                self.stmts(body);
                self.stmts(orelse);
            }
            StmtKind::With { items, body } => {
                for i in items {
                    self.expr(&i.context);
                }
                self.stmts(body);
            }
            StmtKind::Recovered => {}
        }
    }

    fn target(&mut self, t: &TargetKind) {
        match t {
            TargetKind::Name(_) => {}
            TargetKind::Tuple(ts) | TargetKind::List(ts) => {
                for t in ts {
                    self.target(&t.kind);
                }
            }
            TargetKind::Starred(t) => self.target(&t.kind),
            TargetKind::Subscript { value, index } => {
                self.expr(value);
                self.expr(index);
            }
            TargetKind::Attribute { value, .. } => self.expr(value),
        }
    }

    fn gens(&mut self, gens: &[Comprehension]) {
        for g in gens {
            self.target(&g.target.kind);
            self.expr(&g.iter);
            for i in &g.ifs {
                self.expr(i);
            }
        }
    }

    fn expr(&mut self, e: &Expr) {
        if self.rewrite(e) {
            return;
        }
        match &e.kind {
            // f-string fields are left alone: their quoting is the string's.
            ExprKind::Name(_) | ExprKind::Const(_) | ExprKind::FString(_) => {}
            ExprKind::List(es) | ExprKind::Tuple(es) | ExprKind::Set(es) => {
                for x in es {
                    self.expr(x);
                }
            }
            ExprKind::Dict(items) => {
                for i in items {
                    match i {
                        DictItem::Pair(k, v) => {
                            self.expr(k);
                            self.expr(v);
                        }
                        DictItem::Unpack(x) => self.expr(x),
                    }
                }
            }
            ExprKind::Starred(x) => self.expr(x),
            ExprKind::BinOp { left, right, .. } => {
                self.expr(left);
                self.expr(right);
            }
            ExprKind::UnaryOp { operand, .. } => self.expr(operand),
            ExprKind::BoolOp { values, .. } => {
                for x in values {
                    self.expr(x);
                }
            }
            ExprKind::Compare { left, ops } => {
                self.expr(left);
                for (_, x) in ops {
                    self.expr(x);
                }
            }
            ExprKind::IfExp { test, body, orelse } => {
                self.expr(test);
                self.expr(body);
                self.expr(orelse);
            }
            ExprKind::Call { func, args } => {
                self.expr(func);
                for a in args {
                    match a {
                        Arg::Pos(x) | Arg::Star(x) | Arg::Keyword(_, x) | Arg::StarStar(x) => {
                            self.expr(x)
                        }
                    }
                }
            }
            ExprKind::Attribute { value, .. } => self.expr(value),
            ExprKind::Subscript { value, index } => {
                self.expr(value);
                self.expr(index);
            }
            ExprKind::Slice { lower, upper, step } => {
                for x in [lower, upper, step].into_iter().flatten() {
                    self.expr(x);
                }
            }
            ExprKind::ListComp { elt, generators } | ExprKind::SetComp { elt, generators } => {
                self.expr(elt);
                self.gens(generators);
            }
            ExprKind::DictComp {
                key,
                value,
                generators,
            } => {
                self.expr(key);
                self.expr(value);
                self.gens(generators);
            }
            ExprKind::Lambda { body, .. } => self.expr(body),
        }
    }
}

/// The reads of handle `fh` in a `with` body: `fh.read()` and
/// `fh.readlines()` as (span, lines?), and `for _ in fh:` (its iterator).
fn handle_uses(stmts: &[Stmt], fh: &str, out: &mut Vec<(usize, usize, bool)>) {
    fn in_expr(e: &Expr, fh: &str, out: &mut Vec<(usize, usize, bool)>) {
        if let ExprKind::Call { func, args } = &e.kind {
            if let ExprKind::Attribute { value, attr } = &func.kind {
                if name_is(value, fh) && args.is_empty() {
                    match attr.id.as_str() {
                        "read" => out.push((e.span.start as usize, e.span.end as usize, false)),
                        "readlines" => out.push((e.span.start as usize, e.span.end as usize, true)),
                        _ => {}
                    }
                    return;
                }
            }
            in_expr(func, fh, out);
            for a in args {
                match a {
                    Arg::Pos(x) | Arg::Star(x) | Arg::Keyword(_, x) | Arg::StarStar(x) => {
                        in_expr(x, fh, out)
                    }
                }
            }
            return;
        }
        // Reads nested deeper than a call's arguments are not looked for:
        // the one mention then is not a use found here, and nothing changes.
        match &e.kind {
            ExprKind::Attribute { value, .. } => in_expr(value, fh, out),
            ExprKind::Subscript { value, index } => {
                in_expr(value, fh, out);
                in_expr(index, fh, out);
            }
            ExprKind::BinOp { left, right, .. } => {
                in_expr(left, fh, out);
                in_expr(right, fh, out);
            }
            ExprKind::List(es) | ExprKind::Tuple(es) => {
                for x in es {
                    in_expr(x, fh, out);
                }
            }
            _ => {}
        }
    }
    for s in stmts {
        match &s.kind {
            StmtKind::Assign { value, .. } | StmtKind::AugAssign { value, .. } => {
                in_expr(value, fh, out)
            }
            StmtKind::Expr(e) => in_expr(e, fh, out),
            StmtKind::For { iter, body, .. } => {
                if name_is(iter, fh) {
                    out.push((iter.span.start as usize, iter.span.end as usize, true));
                } else {
                    in_expr(iter, fh, out);
                }
                handle_uses(body, fh, out);
            }
            StmtKind::If { test, body, orelse } => {
                in_expr(test, fh, out);
                handle_uses(body, fh, out);
                handle_uses(orelse, fh, out);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fix(program: &str, kit: &str) -> Option<(String, Vec<String>)> {
        let kit = Kit::resolve(kit).unwrap();
        correct(program, &kit).map(|c| (c.program, c.corrections))
    }

    fn fixed(program: &str) -> String {
        fix(program, "read").map(|c| c.0).unwrap_or_default()
    }

    #[test]
    fn open_reads_become_read_file() {
        assert_eq!(
            fixed("text = open('a.txt').read()\nlen(text)\n"),
            "text = read_file('a.txt')\nlen(text)\n"
        );
        assert_eq!(
            fixed("rows = open(p, 'r', encoding='utf-8').readlines()\n"),
            "rows = read_file(p).splitlines(keepends=True)\n"
        );
        // Not a text read: left alone.
        assert_eq!(fix("open('a', 'rb').read()\n", "read"), None);
        assert_eq!(fix("open('a', 'w').read()\n", "read"), None);
        // Not in the kit: left alone.
        assert_eq!(fix("open('a').read()\n", "find_files"), None);
        // A string that mentions it is not code.
        assert_eq!(fix("print(\"open('a').read()\")\n", "read"), None);
    }

    #[test]
    fn with_open_becomes_the_read_file_forms() {
        assert_eq!(
            fixed("with open('a.txt') as fh:\n    text = fh.read()\nlen(text)\n"),
            "text = read_file('a.txt')\nlen(text)\n"
        );
        assert_eq!(
            fixed("with open(p) as f: lines = f.readlines()\n"),
            "lines = read_file(p).splitlines(keepends=True)\n"
        );
        assert_eq!(
            fixed("n = 0\nwith open('a') as fh:\n    for line in fh:\n        if 'x' in line:\n            n += 1\nn\n"),
            "n = 0\nfor line in read_file('a').splitlines(keepends=True):\n    if 'x' in line:\n        n += 1\nn\n"
        );
        // Two reads of the same handle: the second gives '' in Python.
        assert_eq!(
            fix(
                "with open('a') as fh:\n    a = fh.read()\n    b = fh.read()\n",
                "read"
            ),
            None
        );
    }

    #[test]
    fn os_path_helpers_and_unused_imports() {
        let (p, c) = fix(
            "import os\nfrom os.path import join as j\nname = os.path.basename(path)\nfull = os.path.join(root, name)\nfull\n",
            "read",
        )
        .unwrap();
        assert_eq!(
            p,
            "name = path.rsplit('/', 1)[-1]\nfull = f'{root}/{name}'\nfull\n"
        );
        assert_eq!(c.len(), 4, "{c:?}");
        assert!(c[2].contains("`import os` dropped"), "{c:?}");
        let (p, c) = fix("import os, re\nx = open('a').read()\nx\n", "read").unwrap();
        assert_eq!(p, "x = read_file('a')\nx\n");
        assert_eq!(c.len(), 2, "{c:?}");
        // A name still used keeps its import (the checker then names it).
        assert_eq!(fix("import json\njson.loads('1')\n", "read"), None);
        assert_eq!(
            fixed("os.path.basename(a + b)\n"),
            "(a + b).rsplit('/', 1)[-1]\n"
        );
        // Nested forms, one round each.
        assert_eq!(
            fixed("os.path.basename(os.path.join(a, 'b.py'))\n"),
            "f\"{a}/{'b.py'}\".rsplit('/', 1)[-1]\n"
        );
    }

    #[test]
    fn the_reference_implementations_cleanup_cases() {
        // Its tests' programs, with lackpy's `read_file` for its `read`.
        let cases: &[(&str, &[&str], &[&str])] = &[
            ("import os\nx = 1", &["x = 1"], &["import"]),
            ("from os.path import join\nx = 2", &["x = 2"], &["from os.path"]),
            (
                "import os\nimport sys\nfrom pathlib import Path\ny = 3",
                &["y = 3"],
                &["import"],
            ),
            ("data = open(path).read()", &["read_file(path)"], &["open"]),
            (
                "lines = open(path).readlines()",
                &["read_file(path)", "splitlines("],
                &["open"],
            ),
            (
                "for f in files:\n    data = open(f).read()",
                &["read_file(f)"],
                &["open"],
            ),
            (
                "import os\nname = os.path.basename(filepath)",
                &["rsplit", "[-1]"],
                &["os.path.basename", "import"],
            ),
            (
                "import os\nfull = os.path.join(base, name)",
                &["base", "name"],
                &["os.path.join", "import"],
            ),
            (
                "name = os.path.basename(p)",
                &["rsplit"],
                &["os.path.basename"],
            ),
            (
                "import os\nfrom pathlib import Path\ndata = open(filepath).read()\nname = os.path.basename(filepath)\n",
                &["read_file(filepath)", "rsplit"],
                &["import", "open", "os.path.basename"],
            ),
            ("import os\nfrom sys import path", &[], &["import"]),
            ("import os\ndef invalid syntax here:::", &[], &["import os"]),
        ];
        let kit = Kit::resolve("read").unwrap();
        for (program, has, lacks) in cases {
            let c = correct(program, &kit).unwrap_or_else(|| panic!("no correction: {program}"));
            for h in *has {
                assert!(c.program.contains(h), "{program} -> {}", c.program);
            }
            for l in *lacks {
                assert!(!c.program.contains(l), "{program} -> {}", c.program);
            }
        }
    }

    #[test]
    fn odd_input_never_panics() {
        let kit = Kit::resolve("read").unwrap();
        for src in [
            "",
            "import",
            "from . import *\n",
            "import os;x=1\n",
            "with open(\u{3000}'a') as fh:\n\u{3000}  x = fh.read()\n",
            "with open('a') as fh: pass\n",
            "with open('a') as fh:\n    x = fh.read()\n  y = 1\n",
            "os.path.join('\\', \"'\")\n",
            "open('é').read()\nos.path.basename('日本/語')\n",
            "(((\n",
            "def main():\n\tпривет = 1\n\tпривет\nmain()\n",
        ] {
            let _ = correct(src, &kit);
            let _ = super::super::cleanup::clean(src);
        }
    }

    #[test]
    fn corrected_programs_check() {
        let kit = Kit::resolve("read").unwrap();
        for program in [
            "import os\nos.path.basename('a/b/c.txt')\n",
            "import os\nos.path.join('a', 'b')\n",
            "with open('a') as fh:\n    t = fh.read()\nt\n",
        ] {
            let c = correct(program, &kit).unwrap();
            let r = crate::check::check_source(&c.program, &kit, &[], &[]);
            assert!(r.is_valid(), "{}: {:?}", c.program, r.errors);
        }
    }
}
