//! The lackpy syntax tree. It can only express what the grammar accepts:
//! there is no node for `while`, `def`, `import` and the rest.

use num_bigint::BigInt;

use crate::diag::Span;

#[derive(Debug, Clone, PartialEq)]
pub struct Module {
    pub body: Vec<Stmt>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Name {
    pub id: String,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum StmtKind {
    /// `a = b = value`: targets left to right.
    Assign {
        targets: Vec<Target>,
        value: Expr,
    },
    AugAssign {
        target: Target,
        op: BinOp,
        value: Expr,
    },
    Expr(Expr),
    /// `elif` chains are nested `If`s in `orelse`.
    If {
        test: Expr,
        body: Vec<Stmt>,
        orelse: Vec<Stmt>,
    },
    For {
        target: Target,
        iter: Expr,
        body: Vec<Stmt>,
        orelse: Vec<Stmt>,
    },
    With {
        items: Vec<WithItem>,
        body: Vec<Stmt>,
    },
    /// A statement removed by error recovery; only in trees that also
    /// carry diagnostics, never in a program that is compiled.
    Recovered,
}

#[derive(Debug, Clone, PartialEq)]
pub struct WithItem {
    pub context: Expr,
    pub target: Option<Target>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Target {
    pub kind: TargetKind,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum TargetKind {
    Name(Name),
    /// `a, b = ...` or `(a, b) = ...`
    Tuple(Vec<Target>),
    /// `[a, b] = ...`
    List(Vec<Target>),
    Starred(Box<Target>),
    Subscript {
        value: Box<Expr>,
        index: Box<Expr>,
    },
    /// Parsed so the checker can explain that no lackpy value has settable
    /// attributes (E0205).
    Attribute {
        value: Box<Expr>,
        attr: Name,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
    /// Height of this subtree; bounded at parse time so that every
    /// recursive pass over the tree stays shallow.
    pub depth: u32,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Const {
    None,
    True,
    False,
    Ellipsis,
    Int(BigInt),
    Float(f64),
    Str(String),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Pos,
    Not,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoolOp {
    And,
    Or,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    NotEq,
    Lt,
    LtE,
    Gt,
    GtE,
    In,
    NotIn,
    Is,
    IsNot,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Pos(Expr),
    /// `*iterable`
    Star(Expr),
    Keyword(Name, Expr),
    /// `**mapping`
    StarStar(Expr),
}

#[derive(Debug, Clone, PartialEq)]
pub enum DictItem {
    Pair(Expr, Expr),
    /// `**mapping`
    Unpack(Expr),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Comprehension {
    pub target: Target,
    pub iter: Expr,
    pub ifs: Vec<Expr>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum FPart {
    Lit(String),
    Field {
        value: Box<Expr>,
        conversion: Option<char>,
        spec: Option<Vec<FPart>>,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind {
    Name(Name),
    Const(Const),
    FString(Vec<FPart>),
    List(Vec<Expr>),
    Tuple(Vec<Expr>),
    Set(Vec<Expr>),
    Dict(Vec<DictItem>),
    Starred(Box<Expr>),
    BinOp {
        left: Box<Expr>,
        op: BinOp,
        right: Box<Expr>,
    },
    UnaryOp {
        op: UnaryOp,
        operand: Box<Expr>,
    },
    BoolOp {
        op: BoolOp,
        values: Vec<Expr>,
    },
    Compare {
        left: Box<Expr>,
        ops: Vec<(CmpOp, Expr)>,
    },
    IfExp {
        test: Box<Expr>,
        body: Box<Expr>,
        orelse: Box<Expr>,
    },
    Call {
        func: Box<Expr>,
        args: Vec<Arg>,
    },
    Attribute {
        value: Box<Expr>,
        attr: Name,
    },
    Subscript {
        value: Box<Expr>,
        index: Box<Expr>,
    },
    Slice {
        lower: Option<Box<Expr>>,
        upper: Option<Box<Expr>>,
        step: Option<Box<Expr>>,
    },
    ListComp {
        elt: Box<Expr>,
        generators: Vec<Comprehension>,
    },
    SetComp {
        elt: Box<Expr>,
        generators: Vec<Comprehension>,
    },
    DictComp {
        key: Box<Expr>,
        value: Box<Expr>,
        generators: Vec<Comprehension>,
    },
    /// Only ever the value of a `key=` argument (grammar plus a check).
    Lambda {
        params: Vec<Name>,
        body: Box<Expr>,
    },
}

/// The deepest expression the parser builds. CPython's own nesting limit for
/// brackets is 200; lackpy applies one bound to every kind of nesting.
pub const MAX_EXPR_DEPTH: u32 = 200;

impl Expr {
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        let depth = 1 + kind.child_depth();
        Expr { kind, span, depth }
    }
}

fn d(e: &Expr) -> u32 {
    e.depth
}

fn dopt(e: &Option<Box<Expr>>) -> u32 {
    e.as_deref().map_or(0, d)
}

fn dmax<'a>(it: impl Iterator<Item = &'a Expr>) -> u32 {
    it.map(d).max().unwrap_or(0)
}

fn dtarget(t: &Target) -> u32 {
    match &t.kind {
        TargetKind::Name(_) => 1,
        TargetKind::Tuple(ts) | TargetKind::List(ts) => {
            1 + ts.iter().map(dtarget).max().unwrap_or(0)
        }
        TargetKind::Starred(t) => 1 + dtarget(t),
        TargetKind::Subscript { value, index } => 1 + d(value).max(d(index)),
        TargetKind::Attribute { value, .. } => 1 + d(value),
    }
}

fn dgens(gens: &[Comprehension]) -> u32 {
    gens.iter()
        .map(|g| dtarget(&g.target).max(d(&g.iter)).max(dmax(g.ifs.iter())))
        .max()
        .unwrap_or(0)
}

fn dparts(parts: &[FPart]) -> u32 {
    parts
        .iter()
        .map(|p| match p {
            FPart::Lit(_) => 0,
            FPart::Field { value, spec, .. } => d(value).max(spec.as_deref().map_or(0, dparts) + 1),
        })
        .max()
        .unwrap_or(0)
}

impl ExprKind {
    fn child_depth(&self) -> u32 {
        match self {
            ExprKind::Name(_) | ExprKind::Const(_) => 0,
            ExprKind::FString(parts) => dparts(parts),
            ExprKind::List(es) | ExprKind::Tuple(es) | ExprKind::Set(es) => dmax(es.iter()),
            ExprKind::Dict(items) => items
                .iter()
                .map(|i| match i {
                    DictItem::Pair(k, v) => d(k).max(d(v)),
                    DictItem::Unpack(e) => d(e),
                })
                .max()
                .unwrap_or(0),
            ExprKind::Starred(e) => d(e),
            ExprKind::BinOp { left, right, .. } => d(left).max(d(right)),
            ExprKind::UnaryOp { operand, .. } => d(operand),
            ExprKind::BoolOp { values, .. } => dmax(values.iter()),
            ExprKind::Compare { left, ops } => d(left).max(dmax(ops.iter().map(|(_, e)| e))),
            ExprKind::IfExp { test, body, orelse } => d(test).max(d(body)).max(d(orelse)),
            ExprKind::Call { func, args } => d(func).max(
                args.iter()
                    .map(|a| match a {
                        Arg::Pos(e) | Arg::Star(e) | Arg::Keyword(_, e) | Arg::StarStar(e) => d(e),
                    })
                    .max()
                    .unwrap_or(0),
            ),
            ExprKind::Attribute { value, .. } => d(value),
            ExprKind::Subscript { value, index } => d(value).max(d(index)),
            ExprKind::Slice { lower, upper, step } => dopt(lower).max(dopt(upper)).max(dopt(step)),
            ExprKind::ListComp { elt, generators } | ExprKind::SetComp { elt, generators } => {
                d(elt).max(dgens(generators))
            }
            ExprKind::DictComp {
                key,
                value,
                generators,
            } => d(key).max(d(value)).max(dgens(generators)),
            ExprKind::Lambda { body, .. } => d(body),
        }
    }
}
