//! A literate document as one lackpy module: prose becomes `print` of an
//! interpolated string, each block its statements, annotations the tool
//! calls they stand for. Spans stay offsets into the document, so every
//! diagnostic and run-time error points at the document's own lines.

use crate::bytecode::Module;
use crate::check::Rule;
use crate::diag::{Code, Diagnostic, Span};
use crate::kit::Kit;
use crate::syntax::ast::{
    Arg, CmpOp, Const, Expr, ExprKind, FPart, Name, Stmt, StmtKind, Target, TargetKind,
};
use crate::syntax::{fstring, fstring_from_parts, parse_range};

use super::{parse, Annotation, Cell, CellKind, DocOptions, Document, OutputMode};

/// A compiled document and what the renderer needs to know about it.
pub struct CompiledDocument {
    /// The cells up to a `@continue`, in one module.
    pub module: Module,
    /// Cells compiled (prose and code).
    pub cells: usize,
    /// The document stopped at `@continue`; later cells were not compiled.
    pub continue_requested: bool,
}

/// The hidden variable that holds a cell's displayed value; `%` keeps it
/// apart from every name a program can write.
pub(crate) const DISPLAY: &str = "%display";

fn e(kind: ExprKind, span: Span) -> Expr {
    Expr::new(kind, span)
}

fn name(id: &str, span: Span) -> Expr {
    e(
        ExprKind::Name(Name {
            id: id.to_string(),
            span,
        }),
        span,
    )
}

fn text(s: &str, span: Span) -> Expr {
    e(ExprKind::Const(Const::Str(s.to_string())), span)
}

fn call(func: &str, args: Vec<Arg>, span: Span) -> Expr {
    e(
        ExprKind::Call {
            func: Box::new(name(func, span)),
            args,
        },
        span,
    )
}

fn stmt(kind: StmtKind, span: Span) -> Stmt {
    Stmt { kind, span }
}

/// `print(value, end="")`
fn print_raw(value: Expr, span: Span) -> Stmt {
    let args = vec![
        Arg::Pos(value),
        Arg::Keyword(
            Name {
                id: "end".into(),
                span,
            },
            text("", span),
        ),
    ];
    stmt(StmtKind::Expr(call("print", args, span)), span)
}

/// `%display = value; if %display is not None: print(%display)`
fn display(value: Expr, span: Span) -> Vec<Stmt> {
    let target = Target {
        kind: TargetKind::Name(Name {
            id: DISPLAY.into(),
            span,
        }),
        span,
    };
    let test = e(
        ExprKind::Compare {
            left: Box::new(name(DISPLAY, span)),
            ops: vec![(CmpOp::IsNot, e(ExprKind::Const(Const::None), span))],
        },
        span,
    );
    let show = stmt(
        StmtKind::Expr(call("print", vec![Arg::Pos(name(DISPLAY, span))], span)),
        span,
    );
    vec![
        stmt(
            StmtKind::Assign {
                targets: vec![target],
                value,
            },
            span,
        ),
        stmt(
            StmtKind::If {
                test,
                body: vec![show],
                orelse: vec![],
            },
            span,
        ),
    ]
}

/// The name of a value's type, as an `isinstance` chain (lackpy has no `type()`).
fn type_name(var: &str, span: Span) -> Expr {
    let kinds = [
        "bool", "int", "float", "str", "list", "dict", "set", "tuple", "range",
    ];
    kinds.iter().rev().fold(text("object", span), |orelse, k| {
        let test = call(
            "isinstance",
            vec![Arg::Pos(name(var, span)), Arg::Pos(name(k, span))],
            span,
        );
        e(
            ExprKind::IfExp {
                test: Box::new(test),
                body: Box::new(text(k, span)),
                orelse: Box::new(orelse),
            },
            span,
        )
    })
}

fn concat(parts: Vec<Expr>, span: Span) -> Expr {
    parts
        .into_iter()
        .reduce(|a, b| {
            e(
                ExprKind::BinOp {
                    left: Box::new(a),
                    op: crate::syntax::ast::BinOp::Add,
                    right: Box::new(b),
                },
                span,
            )
        })
        .unwrap_or_else(|| text("", span))
}

/// What the author of a cell wrote, as statements: prose as its
/// interpolated string, a code block as its statements, an annotation as
/// the tool call it stands for. The checker sees this (so the calls,
/// variables and rules of a document are the author's); [`lower_cell`]
/// wraps it in what prints and displays.
pub(crate) fn authored(src: &str, cell: &Cell) -> Result<Vec<Stmt>, Vec<Diagnostic>> {
    let span = cell.body;
    let annotation = match &cell.kind {
        CellKind::Prose => {
            let f = fstring::split(&src[span.range()], span.start as usize, true)
                .and_then(|parts| fstring_from_parts(src, parts, span))
                .map_err(|d| vec![d])?;
            return Ok(vec![stmt(StmtKind::Expr(f), span)]);
        }
        CellKind::Code { annotation, .. } => annotation,
    };
    let fence = Span::new(cell.span.start as usize, cell.span.start as usize + 3);
    Ok(match annotation {
        Annotation::Continue => Vec::new(),
        Annotation::Read(path) => {
            let read = call("read_file", vec![Arg::Pos(text(path, fence))], fence);
            vec![stmt(StmtKind::Expr(read), fence)]
        }
        Annotation::Write(path) | Annotation::Diff(path) => {
            let tool = match annotation {
                Annotation::Write(_) => "write_file",
                _ => "apply_diff",
            };
            let args = vec![
                Arg::Pos(text(path, fence)),
                Arg::Pos(text(&src[span.range()], span)),
            ];
            vec![stmt(StmtKind::Expr(call(tool, args, fence)), fence)]
        }
        Annotation::None | Annotation::Hidden | Annotation::Gather | Annotation::Scratch => {
            parse_range(src, span.start as usize, span.end as usize)?.body
        }
    })
}

/// One cell as statements: prose as `print` of its interpolation, a code
/// block as its statements with the display of its last value, an
/// annotation as the tool call it stands for. `@continue` lowers to nothing:
/// the driver stops there.
pub(crate) fn lower_cell(
    src: &str,
    cell: &Cell,
    opts: DocOptions,
) -> Result<Vec<Stmt>, Vec<Diagnostic>> {
    Ok(wrap(src, cell, opts, authored(src, cell)?))
}

/// The statements of [`authored`] with what prints and displays them.
fn wrap(src: &str, cell: &Cell, opts: DocOptions, stmts: Vec<Stmt>) -> Vec<Stmt> {
    let span = cell.body;
    let mut body = Vec::new();
    let (annotation, echo, output) = match &cell.kind {
        CellKind::Prose => {
            for s in stmts {
                match s.kind {
                    StmtKind::Expr(f) => body.push(stmt(
                        StmtKind::Expr(call(
                            "print",
                            vec![Arg::Pos(brief(f, opts.display_limit()))],
                            s.span,
                        )),
                        s.span,
                    )),
                    kind => body.push(stmt(kind, s.span)),
                }
            }
            return body;
        }
        CellKind::Code {
            annotation,
            echo,
            output,
        } => (annotation, echo, output),
    };
    let fence = Span::new(cell.span.start as usize, cell.span.start as usize + 3);
    if echo.unwrap_or(opts.echo)
        && !matches!(
            annotation,
            Annotation::Hidden | Annotation::Gather | Annotation::Continue
        )
    {
        let shown = format!("```lackpy\n{}```\n", &src[span.range()]);
        body.push(print_raw(text(&shown, fence), fence));
    }
    match annotation {
        Annotation::Continue => {}
        Annotation::Read(_) => {
            for s in stmts {
                match s.kind {
                    StmtKind::Expr(read) => body.push(stmt(
                        StmtKind::Expr(call("print", vec![Arg::Pos(read)], fence)),
                        fence,
                    )),
                    kind => body.push(stmt(kind, s.span)),
                }
            }
        }
        Annotation::Write(_) | Annotation::Diff(_) => body.extend(stmts),
        Annotation::None | Annotation::Hidden | Annotation::Gather | Annotation::Scratch => {
            let mode = match annotation {
                Annotation::None => output.or(opts.output).unwrap_or(OutputMode::Auto),
                _ => OutputMode::Hide,
            };
            let mut bound: Vec<String> = Vec::new();
            crate::compile::assigned_names(&stmts, &mut |n: &str| {
                if !bound.iter().any(|b| b == n) {
                    bound.push(n.to_string());
                }
            });
            let last = stmts.len().saturating_sub(1);
            for (i, s) in stmts.into_iter().enumerate() {
                let shown = match mode {
                    OutputMode::All => true,
                    OutputMode::Last | OutputMode::Auto => i == last,
                    OutputMode::Hide => false,
                };
                match s.kind {
                    StmtKind::Expr(value) if shown => body.extend(display(value, s.span)),
                    kind => body.push(stmt(kind, s.span)),
                }
            }
            if *annotation == Annotation::Scratch {
                body.push(scratch_summary(&bound, fence));
            }
        }
    }
    body
}

/// Prose's interpolation with each plain field (`{x}`, `{x!s}`, `{x!r}`,
/// no format spec) shown through `value::brief`: the compiler reads the
/// conversions `b` (str) and `B` (repr), and the spec holds the limit.
/// A field with a spec or `!a` is formatted as written.
fn brief(f: Expr, limit: usize) -> Expr {
    let ExprKind::FString(parts) = f.kind else {
        return f;
    };
    let parts = parts
        .into_iter()
        .map(|p| match p {
            FPart::Field {
                value,
                conversion: conversion @ (None | Some('s') | Some('r')),
                spec: None,
            } => FPart::Field {
                value,
                conversion: Some(if conversion == Some('r') { 'B' } else { 'b' }),
                spec: Some(vec![FPart::Lit(limit.to_string())]),
            },
            p => p,
        })
        .collect();
    Expr::new(ExprKind::FString(parts), f.span)
}

/// `print("[scratch: a=" + <type of a> + ", b=" + ... + "]")`
fn scratch_summary(bound: &[String], fence: Span) -> Stmt {
    let mut parts = vec![text("[scratch: ", fence)];
    for (i, n) in bound.iter().enumerate() {
        let sep = if i == 0 {
            format!("{n}=")
        } else {
            format!(", {n}=")
        };
        parts.push(text(&sep, fence));
        parts.push(type_name(n, fence));
    }
    parts.push(text("]", fence));
    stmt(
        StmtKind::Expr(call("print", vec![Arg::Pos(concat(parts, fence))], fence)),
        fence,
    )
}

/// Check and compile a whole document as one module: every cell, up to a
/// `@continue`, is checked and graded before any of them runs. The driver
/// runs the cells one by one after this has passed.
pub fn compile_document(
    src: &str,
    file: &str,
    kit: &Kit,
    params: &[String],
) -> Result<CompiledDocument, Vec<Diagnostic>> {
    let doc = parse(src)?;
    compile_cells(src, file, &doc, &doc.cells, kit, params)
}

/// Compile `cells` of `doc` (a document or the next chunk of one) as one
/// module against `params`, the names already defined.
pub fn compile_cells(
    src: &str,
    file: &str,
    doc: &Document,
    cells: &[Cell],
    kit: &Kit,
    params: &[String],
) -> Result<CompiledDocument, Vec<Diagnostic>> {
    let checked = check_cells(src, doc, cells, kit, params, &[]);
    if !checked.report.errors.is_empty() {
        return Err(checked.report.errors);
    }
    let mut body = checked.body;
    // The module's value is that of its last expression; a document has
    // none (a hidden cell's last value is not shown), so its `.lpyc` run
    // as a program prints what the document renders and nothing more.
    if matches!(body.last(), Some(s) if matches!(s.kind, StmtKind::Expr(_))) {
        let span = body.last().map_or(Span::new(0, 0), |s| s.span);
        body.push(stmt(
            StmtKind::Assign {
                targets: vec![Target {
                    kind: TargetKind::Name(Name {
                        id: DISPLAY.into(),
                        span,
                    }),
                    span,
                }],
                value: e(ExprKind::Const(Const::None), span),
            },
            span,
        ));
    }
    let module = crate::syntax::ast::Module { body };
    let module = crate::compile::compile(&module, src, file, kit, params).map_err(|d| vec![d])?;
    Ok(CompiledDocument {
        module,
        cells: checked.cells,
        continue_requested: checked.continue_requested,
    })
}

/// Check a whole document as `lackpyc check` does, without compiling it:
/// every cell and interpolation in order, each against the names the
/// cells before it bind, under the tightening `rules`. Its calls and
/// variables are the author's (not the `print` that shows prose), its
/// grade the join of the grades of the tools its cells call.
pub fn check_document(
    src: &str,
    kit: &Kit,
    params: &[String],
    rules: &[Rule],
) -> crate::check::Report {
    match parse(src) {
        Ok(doc) => check_cells(src, &doc, &doc.cells, kit, params, rules).report,
        Err(errors) => crate::check::Report {
            errors,
            calls: Vec::new(),
            variables: Vec::new(),
            reads: Vec::new(),
            grade: crate::grade::Grade::PURE,
        },
    }
}

/// What checking the cells found, and the cells lowered to statements.
struct Checked {
    report: crate::check::Report,
    body: Vec<Stmt>,
    cells: usize,
    continue_requested: bool,
}

fn check_cells(
    src: &str,
    doc: &Document,
    cells: &[Cell],
    kit: &Kit,
    params: &[String],
    rules: &[Rule],
) -> Checked {
    let mut body: Vec<Stmt> = Vec::new();
    let mut authored_body: Vec<Stmt> = Vec::new();
    let mut report = crate::check::Report {
        errors: Vec::new(),
        calls: Vec::new(),
        variables: Vec::new(),
        reads: Vec::new(),
        grade: crate::grade::Grade::PURE,
    };
    let mut count = 0;
    let mut continue_requested = false;
    // `max_calls` counts the calls of the whole document; the other rules
    // hold in each cell.
    let (max_calls, cell_rules): (Vec<Rule>, Vec<Rule>) = rules
        .iter()
        .cloned()
        .partition(|r| matches!(r, Rule::MaxCalls(_)));
    // Each cell is checked against the names the cells before it assign,
    // as the kernel will check it: a name used before the cell that binds
    // it is refused here, before any cell has had an effect.
    let mut known: Vec<String> = params.to_vec();
    // Where each name is first bound: the cell that starts there.
    let mut bound_at: Vec<(String, usize)> = Vec::new();
    for cell in cells {
        count += 1;
        if cell.annotation() == Some(&Annotation::Continue) {
            continue_requested = true;
            break;
        }
        match authored(src, cell) {
            Ok(stmts) => {
                let module = crate::syntax::ast::Module { body: stmts };
                let r = crate::check::check(&module, kit, &known, &cell_rules);
                report.errors.extend(r.errors);
                for c in r.calls {
                    if !report.calls.contains(&c) {
                        report.calls.push(c);
                    }
                }
                for v in r.variables {
                    if !report.variables.contains(&v) {
                        report.variables.push(v);
                    }
                }
                report.grade = report.grade.join(r.grade);
                crate::compile::assigned_names(&module.body, &mut |n: &str| {
                    if !known.iter().any(|k| k == n) {
                        known.push(n.to_string());
                        bound_at.push((n.to_string(), cell.span.start as usize));
                    }
                });
                if !max_calls.is_empty() {
                    authored_body.extend(module.body.iter().cloned());
                }
                body.extend(wrap(src, cell, doc.options, module.body));
            }
            Err(mut d) => report.errors.append(&mut d),
        }
    }
    if !max_calls.is_empty() {
        let module = crate::syntax::ast::Module {
            body: authored_body,
        };
        let whole = crate::check::check(&module, kit, &known, &max_calls);
        report.errors.extend(
            whole
                .errors
                .into_iter()
                .filter(|d| d.code == Code::RuleMaxCalls),
        );
    }
    // A name a later cell binds: say so, and what to do.
    for d in &mut report.errors {
        if d.code != Code::UndefinedName {
            continue;
        }
        let used = src.get(d.span.range()).unwrap_or("");
        if let Some((_, at)) = bound_at
            .iter()
            .find(|(n, at)| n == used && *at > d.span.start as usize)
        {
            let line = src[..*at].matches('\n').count() + 1;
            d.hint = Some(format!(
                "`{used}` is assigned by a later cell (line {line}); a cell sees only the names the cells before it bind: move that assignment up"
            ));
        }
    }
    report.errors.sort_by_key(|d| (d.span.start, d.span.end));
    Checked {
        report,
        body,
        cells: count,
        continue_requested,
    }
}
