//! The checker: everything decided about a parsed program before it runs.
//! Names resolve to a builtin, a kit tool, a parameter or a variable the
//! program assigns; forbidden names are refused even as plain values;
//! attributes must be in a method table; every call of a builtin or a
//! tool fits its signature (`signature`); the caller's tightening rules
//! apply; and the program's grade is the join of the grades of the tools
//! it calls. Every error is reported, not only the first.

pub mod gbnf;
mod rules;
mod signature;
pub mod spec;
mod suggest;
pub mod tables;

pub use rules::Rule;

/// Parse and check one source text: the whole front end in one call.
pub fn check_source(src: &str, kit: &Kit, params: &[String], rules: &[Rule]) -> Report {
    match crate::syntax::parse(src) {
        Ok(module) => check(&module, kit, params, rules),
        Err(errors) => Report {
            errors,
            calls: Vec::new(),
            variables: Vec::new(),
            reads: Vec::new(),
            grade: Grade::PURE,
        },
    }
}

use std::collections::HashSet;

use crate::diag::{Code, Diagnostic, Span};
use crate::grade::Grade;
use crate::kit::{builtin_tool, Kit};
use crate::syntax::ast::*;

/// What the checker learned about a program.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    pub errors: Vec<Diagnostic>,
    /// Names called as functions (builtins and tools), first call first.
    pub calls: Vec<String>,
    /// Variables the program assigns, first assignment first.
    pub variables: Vec<String>,
    /// Names defined before it (`params`) that the program reads, first
    /// read first: what a document cell depends on (spec/literate.md, "Edits").
    pub reads: Vec<String>,
    /// Join of the grades of the kit tools the program calls.
    pub grade: Grade,
}

impl Report {
    pub fn is_valid(&self) -> bool {
        self.errors.is_empty()
    }
}

/// Check `module` against `kit`, with `params` defined before it starts.
pub fn check(module: &Module, kit: &Kit, params: &[String], rules: &[Rule]) -> Report {
    let mut c = Checker {
        kit,
        params,
        variables: Vec::new(),
        assigned: HashSet::new(),
        locals: Vec::new(),
        report: Report {
            errors: Vec::new(),
            calls: Vec::new(),
            variables: Vec::new(),
            reads: Vec::new(),
            grade: Grade::PURE,
        },
        rules,
        call_spans: Vec::new(),
    };
    for s in &module.body {
        c.collect_stmt(s);
    }
    c.report.variables = c.variables.clone();
    for s in &module.body {
        c.stmt(s, 0);
    }
    // Several `max_calls` rules: the strictest one holds.
    if let Some(limit) = rules
        .iter()
        .filter_map(|r| match r {
            Rule::MaxCalls(n) => Some(*n),
            _ => None,
        })
        .min()
    {
        c.max_calls(limit);
    }
    c.report.errors.sort_by_key(|d| (d.span.start, d.span.end));
    c.report.errors.dedup();
    c.report
}

struct Checker<'a> {
    kit: &'a Kit,
    params: &'a [String],
    /// Names the program assigns anywhere (flow-insensitive, like Python's
    /// module scope).
    variables: Vec<String>,
    /// The same names, for constant-time lookup.
    assigned: HashSet<String>,
    /// Scopes of comprehensions and key lambdas, innermost last.
    locals: Vec<Vec<String>>,
    report: Report,
    rules: &'a [Rule],
    /// Every call in walk order, for `max_calls`.
    call_spans: Vec<Span>,
}

impl Checker<'_> {
    fn error(&mut self, d: Diagnostic) {
        self.report.errors.push(d);
    }

    fn has_rule(&self, r: Rule) -> bool {
        self.rules.contains(&r)
    }

    // ------------------------------------------------------------ pass 1

    fn collect_stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Assign { targets, .. } => targets.iter().for_each(|t| self.collect_target(t)),
            StmtKind::For {
                target,
                body,
                orelse,
                ..
            } => {
                self.collect_target(target);
                body.iter().chain(orelse).for_each(|s| self.collect_stmt(s));
            }
            StmtKind::If { body, orelse, .. } => {
                body.iter().chain(orelse).for_each(|s| self.collect_stmt(s))
            }
            StmtKind::With { items, body } => {
                items
                    .iter()
                    .filter_map(|i| i.target.as_ref())
                    .for_each(|t| self.collect_target(t));
                body.iter().for_each(|s| self.collect_stmt(s));
            }
            // `x += 1` reads x first: it does not define it.
            StmtKind::AugAssign { .. } | StmtKind::Expr(_) | StmtKind::Recovered => {}
        }
    }

    fn collect_target(&mut self, t: &Target) {
        match &t.kind {
            TargetKind::Name(n) => {
                if self.assigned.insert(n.id.clone()) {
                    self.variables.push(n.id.clone());
                }
            }
            TargetKind::Tuple(ts) | TargetKind::List(ts) => {
                ts.iter().for_each(|t| self.collect_target(t))
            }
            TargetKind::Starred(t) => self.collect_target(t),
            TargetKind::Subscript { .. } | TargetKind::Attribute { .. } => {}
        }
    }

    // ------------------------------------------------------------ pass 2

    fn stmt(&mut self, s: &Stmt, depth: u32) {
        match &s.kind {
            StmtKind::Assign { targets, value } => {
                self.expr(value);
                targets.iter().for_each(|t| self.target(t));
            }
            StmtKind::AugAssign { target, value, .. } => {
                if let TargetKind::Name(n) = &target.kind {
                    self.load(n, false);
                }
                self.target(target);
                self.expr(value);
            }
            StmtKind::Expr(e) => self.expr(e),
            StmtKind::If { test, body, orelse } => {
                self.block_depth(s, depth);
                self.expr(test);
                self.body(body, depth + 1);
                // An `elif` is an `If` in `orelse` at the same depth.
                match orelse.as_slice() {
                    [only]
                        if matches!(only.kind, StmtKind::If { .. })
                            && only.span.start > s.span.start =>
                    {
                        self.stmt(only, depth)
                    }
                    _ => self.body(orelse, depth + 1),
                }
            }
            StmtKind::For {
                target,
                iter,
                body,
                orelse,
            } => {
                self.block_depth(s, depth);
                if self.has_rule(Rule::NoLoops) {
                    let head = Span::new(s.span.start as usize, s.span.start as usize + 3);
                    self.error(
                        Diagnostic::new(
                            Code::RuleNoLoops,
                            "loops are not allowed by rule `no_loops`",
                            head,
                        )
                        .with_hint(
                            "work on whole collections: comprehensions, sum(), sorted(), len()",
                        ),
                    );
                }
                self.expr(iter);
                self.target(target);
                self.body(body, depth + 1);
                self.body(orelse, depth + 1);
            }
            StmtKind::With { items, body } => {
                self.block_depth(s, depth);
                for i in items {
                    self.expr(&i.context);
                    if let Some(t) = &i.target {
                        self.target(t);
                    }
                }
                self.body(body, depth + 1);
            }
            StmtKind::Recovered => {}
        }
    }

    fn body(&mut self, stmts: &[Stmt], depth: u32) {
        stmts.iter().for_each(|s| self.stmt(s, depth));
    }

    fn block_depth(&mut self, s: &Stmt, depth: u32) {
        for r in self.rules {
            if let Rule::MaxDepth(limit) = *r {
                if depth + 1 > limit {
                    let head = Span::new(
                        s.span.start as usize,
                        (s.span.start as usize + 2).min(s.span.end as usize),
                    );
                    self.report.errors.push(
                        Diagnostic::new(
                            Code::RuleMaxDepth,
                            format!(
                                "block nested {} deep; rule `max_depth={limit}` allows {limit}",
                                depth + 1
                            ),
                            head,
                        )
                        .with_hint("flatten the logic: compute conditions into variables first"),
                    );
                }
            }
        }
    }

    fn target(&mut self, t: &Target) {
        match &t.kind {
            TargetKind::Name(n) => self.store(n),
            TargetKind::Tuple(ts) | TargetKind::List(ts) => ts.iter().for_each(|t| self.target(t)),
            TargetKind::Starred(t) => self.target(t),
            TargetKind::Subscript { value, index } => {
                self.expr(value);
                self.expr(index);
            }
            TargetKind::Attribute { value, attr } => {
                self.expr(value);
                self.error(
                    Diagnostic::new(
                        Code::AttributeTarget,
                        format!("cannot assign to attribute `{}`: no lackpy value has settable attributes", attr.id),
                        t.span,
                    )
                    .with_hint("use a dict: `d[\"key\"] = value`"),
                );
            }
        }
    }

    /// A name being bound.
    fn store(&mut self, n: &Name) {
        if let Some(h) = forbidden_hint_in(&n.id, self.kit) {
            self.error(forbidden_name(n, &h));
        } else if tables::is_builtin(&n.id) || self.kit.get(&n.id).is_some() {
            let what = if tables::is_builtin(&n.id) {
                "builtin"
            } else {
                "tool"
            };
            self.error(
                Diagnostic::new(
                    Code::ReservedTarget,
                    format!("cannot assign to `{}`: it is a {what}", n.id),
                    n.span,
                )
                .with_hint(format!("choose another name, such as `{}_value`", n.id)),
            );
        }
    }

    fn is_local(&self, name: &str) -> bool {
        self.locals
            .iter()
            .any(|scope| scope.iter().any(|n| n == name))
    }

    /// A name being read; `called` when it is the callee of a call.
    fn load(&mut self, n: &Name, called: bool) {
        let id = n.id.as_str();
        if self.is_local(id) {
            return;
        }
        if let Some(h) = forbidden_hint_in(id, self.kit) {
            self.error(forbidden_name(n, &h));
            return;
        }
        if tables::is_builtin(id) {
            if called {
                self.record_call(id);
            }
            return;
        }
        if let Some(tool) = self.kit.get(id) {
            if called {
                self.report.grade = self.report.grade.join(tool.grade);
                self.record_call(id);
            } else {
                self.error(
                    Diagnostic::new(
                        Code::ToolValue,
                        format!("`{id}` is a tool: it can only be called"),
                        n.span,
                    )
                    .with_hint(format!("call it directly: `{}`", tool.signature())),
                );
            }
            return;
        }
        if self.params.iter().any(|p| p == id) {
            if !self.report.reads.iter().any(|r| r == id) {
                self.report.reads.push(id.to_string());
            }
            return;
        }
        if self.assigned.contains(id) {
            return;
        }
        self.undefined(n);
    }

    fn record_call(&mut self, id: &str) {
        if !self.report.calls.iter().any(|c| c == id) {
            self.report.calls.push(id.to_string());
        }
    }

    fn undefined(&mut self, n: &Name) {
        let id = n.id.as_str();
        let hint = if let Some(t) = builtin_tool(id) {
            Some(format!(
                "`{id}` is a tool, but not in this kit; add it with `--kit {id}` (signature: {})",
                t.signature()
            ))
        } else {
            let mut candidates: Vec<&str> = tables::BUILTINS.iter().map(|b| b.name).collect();
            candidates.extend(self.kit.tools().iter().map(|t| t.name.as_str()));
            candidates.extend(self.params.iter().map(String::as_str));
            candidates.extend(self.variables.iter().map(String::as_str));
            candidates.extend(self.locals.iter().flatten().map(String::as_str));
            let kit_names: Vec<String> = self.kit.tools().iter().map(|t| t.name.clone()).collect();
            suggest::closest(id, candidates)
                .map(|s| format!("did you mean `{s}`?"))
                .or_else(|| {
                    Some(if kit_names.is_empty() {
                        format!("assign `{id}` before using it, or declare it as a parameter")
                    } else {
                        format!(
                            "assign `{id}` before using it; the kit's tools are: {}",
                            kit_names.join(", ")
                        )
                    })
                })
        };
        self.error(
            Diagnostic::new(
                Code::UndefinedName,
                format!("name `{id}` is not defined"),
                n.span,
            )
            .with_hint_opt(hint),
        );
    }

    fn expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Name(n) => self.load(n, false),
            ExprKind::Const(_) => {}
            ExprKind::FString(parts) => self.fparts(parts),
            ExprKind::List(es) | ExprKind::Tuple(es) | ExprKind::Set(es) => {
                es.iter().for_each(|e| self.expr(e))
            }
            ExprKind::Dict(items) => {
                for i in items {
                    match i {
                        DictItem::Pair(k, v) => {
                            self.expr(k);
                            self.expr(v);
                        }
                        DictItem::Unpack(e) => self.expr(e),
                    }
                }
            }
            ExprKind::Starred(e) | ExprKind::UnaryOp { operand: e, .. } => self.expr(e),
            ExprKind::BinOp { left, right, .. } => {
                self.expr(left);
                self.expr(right);
            }
            ExprKind::BoolOp { values, .. } => values.iter().for_each(|e| self.expr(e)),
            ExprKind::Compare { left, ops } => {
                self.expr(left);
                ops.iter().for_each(|(_, e)| self.expr(e));
            }
            ExprKind::IfExp { test, body, orelse } => {
                self.expr(test);
                self.expr(body);
                self.expr(orelse);
            }
            ExprKind::Call { func, args } => self.call(e.span, func, args),
            ExprKind::Attribute { value, attr } => {
                self.expr(value);
                self.attribute(attr);
            }
            ExprKind::Subscript { value, index } => {
                self.expr(value);
                self.expr(index);
            }
            ExprKind::Slice { lower, upper, step } => {
                for part in [lower, upper, step].into_iter().flatten() {
                    self.expr(part);
                }
            }
            ExprKind::ListComp { elt, generators } | ExprKind::SetComp { elt, generators } => {
                self.comprehension(generators, &[elt]);
            }
            ExprKind::DictComp {
                key,
                value,
                generators,
            } => self.comprehension(generators, &[key, value]),
            ExprKind::Lambda { params, body } => {
                // Reached only through a `key=` keyword; `call` checks that.
                if params.len() != 1 {
                    self.error(
                        Diagnostic::new(
                            Code::KeyLambdaArity,
                            format!(
                                "a key lambda takes exactly one parameter, this one takes {}",
                                params.len()
                            ),
                            e.span,
                        )
                        .with_hint("write `key=lambda item: ...`"),
                    );
                }
                params.iter().for_each(|p| self.store(p));
                self.locals
                    .push(params.iter().map(|p| p.id.clone()).collect());
                self.expr(body);
                self.locals.pop();
            }
        }
    }

    fn fparts(&mut self, parts: &[FPart]) {
        for p in parts {
            if let FPart::Field { value, spec, .. } = p {
                self.expr(value);
                if let Some(spec) = spec {
                    self.fparts(spec);
                }
            }
        }
    }

    /// Python's scoping: the first iterable is evaluated outside the
    /// comprehension; targets bind inside it.
    fn comprehension(&mut self, gens: &[Comprehension], elts: &[&Expr]) {
        self.locals.push(Vec::new());
        for (i, g) in gens.iter().enumerate() {
            if i == 0 {
                let scope = self.locals.pop();
                self.expr(&g.iter);
                self.locals.extend(scope);
            } else {
                self.expr(&g.iter);
            }
            self.target(&g.target);
            let mut names = Vec::new();
            target_names(&g.target, &mut names);
            if let Some(scope) = self.locals.last_mut() {
                scope.extend(names);
            }
            g.ifs.iter().for_each(|e| self.expr(e));
        }
        elts.iter().for_each(|e| self.expr(e));
        self.locals.pop();
    }

    fn call(&mut self, span: Span, func: &Expr, args: &[Arg]) {
        self.call_spans.push(span);
        match &func.kind {
            ExprKind::Name(n) => {
                self.load(n, true);
                self.signature(span, n, args);
            }
            _ => self.expr(func),
        }
        let nested_rule = self.has_rule(Rule::NoNestedCalls);
        for a in args {
            let value = match a {
                Arg::Pos(e) | Arg::Star(e) | Arg::StarStar(e) => e,
                Arg::Keyword(name, e) => {
                    if matches!(e.kind, ExprKind::Lambda { .. }) && name.id != "key" {
                        self.error(
                            Diagnostic::new(
                                Code::Lambda,
                                format!(
                                    "`lambda` is only allowed as a `key=` argument, not `{}=`",
                                    name.id
                                ),
                                e.span,
                            )
                            .with_hint_opt(
                                crate::syntax::hints::hint(Code::Lambda).map(str::to_string),
                            ),
                        );
                    }
                    e
                }
            };
            if nested_rule && matches!(value.kind, ExprKind::Call { .. }) {
                self.error(
                    Diagnostic::new(
                        Code::RuleNoNestedCalls,
                        "a call's argument is a call, which rule `no_nested_calls` forbids",
                        value.span,
                    )
                    .with_hint("assign the inner call's result to a variable first"),
                );
            }
            self.expr(value);
        }
    }

    /// A call of a builtin or a tool, checked against its signature.
    fn signature(&mut self, span: Span, n: &Name, args: &[Arg]) {
        let id = n.id.as_str();
        if self.is_local(id) || tables::forbidden_hint(id).is_some() {
            return;
        }
        let (problem, shown) = if let Some(b) = tables::BUILTINS.iter().find(|b| b.name == id) {
            let shape = signature::Shape::of(args);
            (
                signature::check_builtin(id, &b.params, &shape),
                b.signature.to_string(),
            )
        } else if let Some(tool) = self.kit.get(id) {
            let shape = signature::Shape::of(args);
            (signature::check_tool(tool, &shape), tool.signature())
        } else {
            return;
        };
        if let Some(message) = problem {
            self.error(
                Diagnostic::new(Code::CallSignature, message, span)
                    .with_hint(format!("the signature is `{shown}`")),
            );
        }
    }

    fn attribute(&mut self, attr: &Name) {
        let id = attr.id.as_str();
        if id.starts_with("__") && id.ends_with("__") && id.len() > 4 {
            self.error(
                Diagnostic::new(
                    Code::DunderAttribute,
                    format!("`{id}`: dunder attributes do not exist in lackpy"),
                    attr.span,
                )
                .with_hint(
                    "lackpy has no reflection; work with the value's methods and the builtins",
                ),
            );
            return;
        }
        if tables::is_method(id) {
            return;
        }
        let hint = tables::METHOD_ALIASES
            .iter()
            .find(|(k, _)| *k == id)
            .map(|(_, h)| h.to_string())
            .or_else(|| {
                suggest::closest(id, tables::all_methods()).map(|m| format!("did you mean `.{m}`?"))
            })
            .unwrap_or_else(|| {
                "`lackpyc spec` lists the methods of str, list, dict, set, tuple, int and float"
                    .to_string()
            });
        self.error(
            Diagnostic::new(
                Code::UnknownAttribute,
                format!("no lackpy value has an attribute `{id}`"),
                attr.span,
            )
            .with_hint(hint),
        );
    }

    fn max_calls(&mut self, limit: u32) {
        let count = self.call_spans.len();
        if let Some(&span) = self.call_spans.get(limit as usize) {
            self.error(
                Diagnostic::new(
                    Code::RuleMaxCalls,
                    format!(
                        "the program makes {count} call{}; rule `max_calls={limit}` allows {limit}",
                        if count == 1 { "" } else { "s" }
                    ),
                    span,
                )
                .with_hint("reuse results held in variables instead of calling again"),
            );
        }
    }
}

/// The hint for a name lackpy does not have, following the kit: a hint
/// that points at file or command tools names only those the kit offers.
pub fn forbidden_hint_in(name: &str, kit: &Kit) -> Option<String> {
    let hint = tables::forbidden_hint(name)?;
    let has = |tool: &str| {
        kit.get(tool).is_some()
            || kit
                .tools()
                .iter()
                .any(|t| kit.alias_target(&t.name) == Some(tool))
    };
    let offered = |tools: &[&str]| -> Vec<String> {
        tools
            .iter()
            .filter(|t| has(t))
            .map(|t| t.to_string())
            .collect()
    };
    let listed = |tools: &[&str], none: &str| {
        let got = offered(tools);
        if got.is_empty() {
            none.to_string()
        } else {
            format!("use the kit's tools: {}", got.join(", "))
        }
    };
    let no_files = "this kit has no tool that reads or writes files";
    Some(match name {
        "open" => match (has("read_file"), has("write_file")) {
            (true, true) => hint.to_string(),
            (true, false) => "use `read_file(path)` to read a file".to_string(),
            (false, true) => "use `write_file(path, content)` to write a file".to_string(),
            (false, false) => no_files.to_string(),
        },
        "os" => listed(
            &["read_file", "find_files", "run_command"],
            "this kit has no tool for files or commands",
        ),
        "pathlib" => listed(&["read_file", "find_files"], no_files),
        "subprocess" if !has("run_command") => "this kit cannot run commands".to_string(),
        "read" | "readlines" if !has("read_file") => {
            "this kit has no tool that reads files".to_string()
        }
        "write" if !has("write_file") => "this kit has no tool that writes files".to_string(),
        _ => hint.to_string(),
    })
}

fn forbidden_name(n: &Name, hint: &str) -> Diagnostic {
    Diagnostic::new(
        Code::ForbiddenName,
        format!("`{}` is not available in lackpy", n.id),
        n.span,
    )
    .with_hint(hint)
}

fn target_names(t: &Target, out: &mut Vec<String>) {
    match &t.kind {
        TargetKind::Name(n) => out.push(n.id.clone()),
        TargetKind::Tuple(ts) | TargetKind::List(ts) => {
            ts.iter().for_each(|t| target_names(t, out))
        }
        TargetKind::Starred(t) => target_names(t, out),
        TargetKind::Subscript { .. } | TargetKind::Attribute { .. } => {}
    }
}
