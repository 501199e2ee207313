//! Raw tokens, recognised by logos. The indentation layer in `lexer.rs`
//! turns these into the parser's `Tok` stream. Keywords of full Python that
//! lackpy lacks are real tokens so that the parser can name them in its
//! errors; the grammar simply has no production that accepts them.

use logos::Logos;

#[derive(Logos, Debug, Clone, Copy, PartialEq, Eq)]
#[logos(skip r"[ \t\x0c]+")]
#[logos(skip(r"#[^\r\n]*", allow_greedy = true))]
pub enum Raw {
    #[regex(r"\\\r?\n", priority = 5)]
    #[regex(r"\\\r", priority = 5)]
    Continuation,
    #[token("\\")]
    StrayBackslash,
    #[regex(r"\r\n|\n|\r")]
    Newline,

    #[regex(r"[A-Za-z_][A-Za-z0-9_]*")]
    Name,
    // Non-ASCII identifiers: valid Python, but CPython normalises them
    // (NFKC), and two spellings would mean one variable there and two here.
    #[regex(
        r"[A-Za-z_\u{80}-\u{10FFFF}][A-Za-z0-9_\u{80}-\u{10FFFF}]*",
        priority = 1
    )]
    NonAsciiName,

    /// The opening of a string literal with its prefix; `lexer.rs` scans to
    /// the closing quote, since logos regexes cannot express triple quotes.
    #[regex(r#"([rRuUfFbB]|[rR][bBfF]|[bBfF][rR])?("""|'''|"|')"#)]
    StrStart,

    #[regex(r"[0-9](_?[0-9])*", priority = 4)]
    #[regex(r"0[xX](_?[0-9a-fA-F])+", priority = 4)]
    #[regex(r"0[oO](_?[0-7])+", priority = 4)]
    #[regex(r"0[bB](_?[01])+", priority = 4)]
    Int,
    #[regex(
        r"([0-9](_?[0-9])*)?\.[0-9](_?[0-9])*([eE][+-]?[0-9](_?[0-9])*)?",
        priority = 4
    )]
    #[regex(r"[0-9](_?[0-9])*\.([eE][+-]?[0-9](_?[0-9])*)?", priority = 4)]
    #[regex(r"[0-9](_?[0-9])*[eE][+-]?[0-9](_?[0-9])*", priority = 4)]
    Float,
    #[regex(
        r"(([0-9](_?[0-9])*)?\.[0-9](_?[0-9])*|[0-9](_?[0-9])*\.?)([eE][+-]?[0-9](_?[0-9])*)?[jJ]",
        priority = 4
    )]
    Imaginary,
    /// Anything that starts like a number but is not one (`1abc`, `0x`, `1_`).
    #[regex(r"[0-9][0-9A-Za-z_]*", priority = 1)]
    BadNumber,

    // Keywords lackpy has.
    #[token("and")]
    And,
    #[token("as")]
    As,
    #[token("elif")]
    Elif,
    #[token("else")]
    Else,
    #[token("False")]
    False,
    #[token("for")]
    For,
    #[token("if")]
    If,
    #[token("in")]
    In,
    #[token("is")]
    Is,
    #[token("lambda")]
    Lambda,
    #[token("None")]
    None,
    #[token("not")]
    Not,
    #[token("or")]
    Or,
    #[token("True")]
    True,
    #[token("with")]
    With,
    // Keywords lackpy lacks.
    #[token("assert")]
    Assert,
    #[token("async")]
    Async,
    #[token("await")]
    Await,
    #[token("break")]
    Break,
    #[token("class")]
    Class,
    #[token("continue")]
    Continue,
    #[token("def")]
    Def,
    #[token("del")]
    Del,
    #[token("except")]
    Except,
    #[token("finally")]
    Finally,
    #[token("from")]
    From,
    #[token("global")]
    Global,
    #[token("import")]
    Import,
    #[token("nonlocal")]
    Nonlocal,
    #[token("pass")]
    Pass,
    #[token("raise")]
    Raise,
    #[token("return")]
    Return,
    #[token("try")]
    Try,
    #[token("while")]
    While,
    #[token("yield")]
    Yield,

    // Operators and delimiters: all of Python's.
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("*")]
    Star,
    #[token("/")]
    Slash,
    #[token("//")]
    DoubleSlash,
    #[token("%")]
    Percent,
    #[token("**")]
    DoubleStar,
    #[token("@")]
    At,
    #[token("<<")]
    LShift,
    #[token(">>")]
    RShift,
    #[token("&")]
    Amp,
    #[token("|")]
    Pipe,
    #[token("^")]
    Caret,
    #[token("~")]
    Tilde,
    #[token(":=")]
    Walrus,
    #[token("<")]
    Lt,
    #[token(">")]
    Gt,
    #[token("<=")]
    Le,
    #[token(">=")]
    Ge,
    #[token("==")]
    EqEq,
    #[token("!=")]
    NotEq,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token(",")]
    Comma,
    #[token(":")]
    Colon,
    #[token(".")]
    Dot,
    #[token("...")]
    Ellipsis,
    #[token(";")]
    Semi,
    #[token("=")]
    Assign,
    #[token("->")]
    Arrow,
    #[token("+=")]
    PlusEq,
    #[token("-=")]
    MinusEq,
    #[token("*=")]
    StarEq,
    #[token("/=")]
    SlashEq,
    #[token("//=")]
    DoubleSlashEq,
    #[token("%=")]
    PercentEq,
    #[token("@=")]
    AtEq,
    #[token("&=")]
    AmpEq,
    #[token("|=")]
    PipeEq,
    #[token("^=")]
    CaretEq,
    #[token(">>=")]
    RShiftEq,
    #[token("<<=")]
    LShiftEq,
    #[token("**=")]
    DoubleStarEq,
    #[token("!")]
    Bang,
}
