//! Constructors used by the grammar's actions: spans, the depth bound,
//! assignment-target conversion, call-argument order rules and f-string
//! assembly. Each rule CPython enforces while parsing is enforced here too,
//! so that lackpy never accepts a program CPython would refuse.

use lalrpop_util::ParseError;

use crate::diag::{Code, Diagnostic, Span};

use super::ast::*;
use super::fstring::RawPart;
use super::lexer::Tok;

pub type PResult<T> = Result<T, ParseError<usize, Tok, Diagnostic>>;

fn user<T>(d: Diagnostic) -> PResult<T> {
    Err(ParseError::User { error: d })
}

fn syntax<T>(msg: impl Into<String>, span: Span) -> PResult<T> {
    user(Diagnostic::new(Code::Syntax, msg, span))
}

pub fn span(l: usize, r: usize) -> Span {
    Span::new(l, r)
}

pub fn mk(kind: ExprKind, l: usize, r: usize) -> PResult<Expr> {
    let e = Expr::new(kind, span(l, r));
    if e.depth > MAX_EXPR_DEPTH {
        return user(
            Diagnostic::new(
                Code::TooDeep,
                format!("expression nested too deeply (lackpy allows {MAX_EXPR_DEPTH} levels)"),
                e.span,
            )
            .with_hint("split the expression into several assignments"),
        );
    }
    Ok(e)
}

pub fn name(id: String, a: usize, b: usize) -> Name {
    Name {
        id,
        span: span(a, b),
    }
}

pub fn name_expr(id: String, l: usize, r: usize) -> Expr {
    Expr::new(ExprKind::Name(name(id, l, r)), span(l, r))
}

pub fn bin(a: Expr, op: BinOp, b: Expr, l: usize, r: usize) -> PResult<Expr> {
    mk(
        ExprKind::BinOp {
            left: Box::new(a),
            op,
            right: Box::new(b),
        },
        l,
        r,
    )
}

/// `a or b or c` is one node with three values, as in CPython's tree.
pub fn bool_op(op: BoolOp, a: Expr, b: Expr, l: usize, r: usize) -> PResult<Expr> {
    match a.kind {
        ExprKind::BoolOp {
            op: aop,
            mut values,
        } if aop == op && a.span.start as usize == l => {
            values.push(b);
            mk(ExprKind::BoolOp { op, values }, l, r)
        }
        kind => {
            let a = Expr { kind, ..a };
            mk(
                ExprKind::BoolOp {
                    op,
                    values: vec![a, b],
                },
                l,
                r,
            )
        }
    }
}

/// A parenthesised expression keeps its own node. Its span grows to the
/// parentheses, which is what a caret under `(a + b)` should cover.
pub fn regroup(e: Expr, l: usize, r: usize) -> Expr {
    Expr {
        span: span(l, r),
        ..e
    }
}

pub fn call(func: Expr, args: Vec<Arg>, l: usize, r: usize) -> PResult<Expr> {
    let mut seen_kw = false;
    let mut seen_starstar = false;
    let mut names: Vec<&str> = Vec::new();
    for a in &args {
        match a {
            Arg::Pos(e) => {
                if seen_starstar {
                    return syntax(
                        "positional argument follows keyword argument unpacking",
                        e.span,
                    );
                }
                if seen_kw {
                    return syntax("positional argument follows keyword argument", e.span);
                }
            }
            Arg::Star(e) => {
                if seen_starstar {
                    return syntax(
                        "iterable argument unpacking follows keyword argument unpacking",
                        e.span,
                    );
                }
            }
            Arg::Keyword(n, _) => {
                if names.contains(&n.id.as_str()) {
                    return syntax(format!("keyword argument repeated: {}", n.id), n.span);
                }
                names.push(&n.id);
                seen_kw = true;
            }
            Arg::StarStar(_) => seen_starstar = true,
        }
    }
    mk(
        ExprKind::Call {
            func: Box::new(func),
            args,
        },
        l,
        r,
    )
}

/// What CPython calls an expression that cannot be assigned to.
fn describe(e: &Expr) -> &'static str {
    match &e.kind {
        ExprKind::Const(Const::None) => "None",
        ExprKind::Const(Const::True) => "True",
        ExprKind::Const(Const::False) => "False",
        ExprKind::Const(Const::Ellipsis) => "ellipsis",
        ExprKind::Const(_) => "literal",
        ExprKind::FString(_) => "f-string expression",
        ExprKind::Call { .. } => "function call",
        ExprKind::BinOp { .. } | ExprKind::UnaryOp { .. } | ExprKind::BoolOp { .. } => "expression",
        ExprKind::Compare { .. } => "comparison",
        ExprKind::IfExp { .. } => "conditional expression",
        ExprKind::ListComp { .. } => "list comprehension",
        ExprKind::SetComp { .. } => "set comprehension",
        ExprKind::DictComp { .. } => "dict comprehension",
        ExprKind::Dict(_) => "dict literal",
        ExprKind::Set(_) => "set display",
        ExprKind::Lambda { .. } => "lambda",
        ExprKind::Slice { .. } => "slice",
        _ => "expression",
    }
}

/// Turn a parsed expression into an assignment target.
pub fn target(e: Expr) -> PResult<Target> {
    let span = e.span;
    let kind = match e.kind {
        ExprKind::Name(n) => TargetKind::Name(n),
        ExprKind::Tuple(es) => TargetKind::Tuple(sequence(es)?),
        ExprKind::List(es) => TargetKind::List(sequence(es)?),
        ExprKind::Subscript { value, index } => TargetKind::Subscript { value, index },
        ExprKind::Attribute { value, attr } => TargetKind::Attribute { value, attr },
        ExprKind::Starred(_) => {
            return syntax("starred assignment target must be in a list or tuple", span);
        }
        _ => {
            let what = describe(&e);
            let msg = if matches!(what, "None" | "True" | "False") {
                format!("cannot assign to {what}")
            } else {
                format!("cannot assign to {what} here")
            };
            return user(
                Diagnostic::new(Code::Syntax, msg, span)
                    .with_hint("assign to a name, a subscript like `d[key]`, or a tuple of those"),
            );
        }
    };
    Ok(Target { kind, span })
}

fn sequence(es: Vec<Expr>) -> PResult<Vec<Target>> {
    let mut starred = 0;
    let mut out = Vec::with_capacity(es.len());
    for e in es {
        let span = e.span;
        if let ExprKind::Starred(inner) = e.kind {
            starred += 1;
            if starred > 1 {
                return syntax("multiple starred expressions in assignment", span);
            }
            let t = target(*inner)?;
            out.push(Target {
                kind: TargetKind::Starred(Box::new(t)),
                span,
            });
        } else {
            out.push(target(e)?);
        }
    }
    Ok(out)
}

pub fn aug_target(e: Expr) -> PResult<Target> {
    match e.kind {
        ExprKind::Name(_) | ExprKind::Subscript { .. } | ExprKind::Attribute { .. } => target(e),
        _ => {
            let what = match e.kind {
                ExprKind::Tuple(_) => "tuple".to_string(),
                ExprKind::List(_) => "list".to_string(),
                _ => describe(&e).to_string(),
            };
            syntax(
                format!("'{what}' is an illegal expression for augmented assignment"),
                e.span,
            )
        }
    }
}

pub fn if_chain(
    l: usize,
    r: usize,
    test: Expr,
    body: Vec<Stmt>,
    elifs: Vec<(usize, Expr, Vec<Stmt>, usize)>,
    orelse: Option<Vec<Stmt>>,
) -> Stmt {
    // Build from the last `elif` outwards so each is the `orelse` of the one before.
    let mut tail = orelse.unwrap_or_default();
    for (el, etest, ebody, _) in elifs.into_iter().rev() {
        let end = tail
            .last()
            .map_or(ebody.last().map_or(el, |s| s.span.end as usize), |s| {
                s.span.end as usize
            });
        tail = vec![Stmt {
            kind: StmtKind::If {
                test: etest,
                body: ebody,
                orelse: tail,
            },
            span: span(el, end),
        }];
    }
    Stmt {
        kind: StmtKind::If {
            test,
            body,
            orelse: tail,
        },
        span: span(l, r),
    }
}

/// Adjacent string literals join into one constant, or into one f-string
/// when any part is an f-string.
pub fn strings(src: &str, parts: Vec<(usize, Tok, usize)>, l: usize, r: usize) -> PResult<Expr> {
    if parts.iter().all(|p| matches!(p.1, Tok::Str(_))) {
        let mut s = String::new();
        for (_, t, _) in parts {
            if let Tok::Str(p) = t {
                s.push_str(&p);
            }
        }
        return mk(ExprKind::Const(Const::Str(s)), l, r);
    }
    let mut out: Vec<FPart> = Vec::new();
    for (_, t, _) in parts {
        match t {
            Tok::Str(s) => push_lit(&mut out, s),
            Tok::FStr(raw) => {
                for p in fields(src, raw)? {
                    match p {
                        FPart::Lit(s) => push_lit(&mut out, s),
                        field => out.push(field),
                    }
                }
            }
            _ => {}
        }
    }
    mk(ExprKind::FString(out), l, r)
}

fn push_lit(out: &mut Vec<FPart>, s: String) {
    if s.is_empty() {
        return;
    }
    if let Some(FPart::Lit(prev)) = out.last_mut() {
        prev.push_str(&s);
    } else {
        out.push(FPart::Lit(s));
    }
}

/// An f-string expression from already split parts (literate prose uses this).
pub fn fstring_from_parts(src: &str, raw: Vec<RawPart>, span: Span) -> Result<Expr, Diagnostic> {
    let parts = fields(src, raw).map_err(|e| match e {
        ParseError::User { error } => error,
        _ => Diagnostic::new(Code::Syntax, "invalid interpolation", span),
    })?;
    Ok(Expr::new(ExprKind::FString(parts), span))
}

fn fields(src: &str, raw: Vec<RawPart>) -> PResult<Vec<FPart>> {
    let mut out = Vec::with_capacity(raw.len());
    for p in raw {
        match p {
            RawPart::Lit(s) => out.push(FPart::Lit(s)),
            RawPart::Field(f) => {
                if let Some(text) = f.debug {
                    out.push(FPart::Lit(text));
                }
                let value = super::parser::parse_field(src, f.expr)
                    .map_err(|error| ParseError::User { error })?;
                let spec = match f.spec {
                    Some(spec) => Some(fields(src, spec)?),
                    None => None,
                };
                out.push(FPart::Field {
                    value: Box::new(value),
                    conversion: f.conversion,
                    spec,
                });
            }
        }
    }
    Ok(out)
}
