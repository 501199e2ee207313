//! The deterministic hints: for each construct lackpy lacks, what to write
//! instead. A model reads these on its retry, so they name lackpy's own
//! alternatives in the words of a Python programmer.

use crate::diag::{Code, Diagnostic, Span};

use super::token::Raw;

/// The diagnostic code for a keyword or operator that lackpy lacks.
pub fn code_for_raw(r: Raw) -> Option<Code> {
    Some(match r {
        Raw::While => Code::While,
        Raw::Def | Raw::Arrow => Code::Def,
        Raw::Class => Code::Class,
        Raw::Import | Raw::From => Code::Import,
        Raw::Try | Raw::Except | Raw::Finally => Code::Try,
        Raw::Raise => Code::Raise,
        Raw::Lambda => Code::Lambda,
        Raw::Global | Raw::Nonlocal => Code::Scope,
        Raw::Yield => Code::Yield,
        Raw::Async | Raw::Await => Code::Async,
        Raw::Assert => Code::Assert,
        Raw::Del => Code::Del,
        Raw::Return => Code::Return,
        Raw::Break | Raw::Continue => Code::LoopControl,
        Raw::Pass => Code::Pass,
        Raw::Walrus => Code::Walrus,
        Raw::DoubleStar | Raw::DoubleStarEq => Code::Power,
        Raw::Amp
        | Raw::Pipe
        | Raw::Caret
        | Raw::Tilde
        | Raw::LShift
        | Raw::RShift
        | Raw::AmpEq
        | Raw::PipeEq
        | Raw::CaretEq
        | Raw::LShiftEq
        | Raw::RShiftEq => Code::BitOperator,
        Raw::At | Raw::AtEq => Code::MatMul,
        _ => return None,
    })
}

/// The help line for a code, where one exists.
pub fn hint(code: Code) -> Option<&'static str> {
    Some(match code {
        Code::While => "use `for` over a list or range(...): `for i in range(n):`",
        Code::Def => "lackpy programs cannot define functions; call the kit's tools and the builtins directly, and use `for` to repeat work",
        Code::Class => "lackpy programs cannot define classes; use dicts and lists for structured data",
        Code::Import => "everything available is already in scope: the kit's tools and the builtins",
        Code::Try => "let errors propagate: the caller sees every failure in the trace",
        Code::Raise => "let errors propagate; to report a problem, make it part of the result",
        Code::Lambda => "use `sort_by(items, \"field\")`, or pass the lambda as `key=` to sorted/min/max",
        Code::Generator => "use a list comprehension: `[x for x in items]`",
        Code::Scope => "a lackpy program has one scope: assign the variable directly",
        Code::Yield => "build a list and make it the program's last expression",
        Code::Async => "call tools directly; they return their results",
        Code::Assert => "make the condition part of the result; the caller evaluates it",
        Code::Del => "build a new collection without the item, e.g. `{k: v for k, v in d.items() if k != key}`, or use `.pop(key)`",
        Code::Match => "use an `if`/`elif`/`else` chain",
        Code::Return => "the program's last expression is its result: write the value on the last line",
        Code::LoopControl => "filter with `if` inside the loop, or loop over a comprehension that selects the items you need",
        Code::Pass => "lackpy has no empty blocks: remove the branch, or invert its condition",
        Code::Walrus => "assign the value on a line of its own first",
        Code::Power => "write the product out (`x * x`); `**` is only for unpacking a dict in a call or dict display",
        Code::BitOperator => "use `and`/`or`/`not` for logic; for sets use .union(), .intersection(), .difference()",
        Code::MatMul => "lackpy has no decorators and no matrix multiplication",
        Code::TypeAlias => "lackpy has no type statements; `type` is not available either",
        Code::Annotation => "drop the annotation: `x = value`",
        _ => return None,
    })
}

/// A diagnostic for a construct lackpy lacks, with its catalogue message and hint.
pub fn forbidden(code: Code, span: Span) -> Diagnostic {
    Diagnostic::new(code, code.title(), span).with_hint_opt(hint(code).map(str::to_string))
}

/// Python 2 habits and statements written as names.
pub fn python_statement_hint(name: &str) -> Option<String> {
    match name {
        "print" => Some("`print` is a function: `print(x)`".to_string()),
        "exec" => Some("lackpy cannot run generated code".to_string()),
        _ => None,
    }
}

/// The source text of a token kind, for messages.
pub fn raw_text(r: Raw) -> &'static str {
    use Raw::*;
    match r {
        Continuation => "\\",
        StrayBackslash => "\\",
        Newline => "newline",
        Name | NonAsciiName => "name",
        StrStart => "string",
        Int | Float | Imaginary | BadNumber => "number",
        And => "and",
        As => "as",
        Elif => "elif",
        Else => "else",
        False => "False",
        For => "for",
        If => "if",
        In => "in",
        Is => "is",
        Lambda => "lambda",
        None => "None",
        Not => "not",
        Or => "or",
        True => "True",
        With => "with",
        Assert => "assert",
        Async => "async",
        Await => "await",
        Break => "break",
        Class => "class",
        Continue => "continue",
        Def => "def",
        Del => "del",
        Except => "except",
        Finally => "finally",
        From => "from",
        Global => "global",
        Import => "import",
        Nonlocal => "nonlocal",
        Pass => "pass",
        Raise => "raise",
        Return => "return",
        Try => "try",
        While => "while",
        Yield => "yield",
        Plus => "+",
        Minus => "-",
        Star => "*",
        Slash => "/",
        DoubleSlash => "//",
        Percent => "%",
        DoubleStar => "**",
        At => "@",
        LShift => "<<",
        RShift => ">>",
        Amp => "&",
        Pipe => "|",
        Caret => "^",
        Tilde => "~",
        Walrus => ":=",
        Lt => "<",
        Gt => ">",
        Le => "<=",
        Ge => ">=",
        EqEq => "==",
        NotEq => "!=",
        LParen => "(",
        RParen => ")",
        LBracket => "[",
        RBracket => "]",
        LBrace => "{",
        RBrace => "}",
        Comma => ",",
        Colon => ":",
        Dot => ".",
        Ellipsis => "...",
        Semi => ";",
        Assign => "=",
        Arrow => "->",
        PlusEq => "+=",
        MinusEq => "-=",
        StarEq => "*=",
        SlashEq => "/=",
        DoubleSlashEq => "//=",
        PercentEq => "%=",
        AtEq => "@=",
        AmpEq => "&=",
        PipeEq => "|=",
        CaretEq => "^=",
        RShiftEq => ">>=",
        LShiftEq => "<<=",
        DoubleStarEq => "**=",
        Bang => "!",
    }
}
