//! The catalogue of diagnostic codes. Codes are stable: scripts and models
//! match on them, and `spec/diagnostics.md` documents each with an example
//! that a test checks. Add new codes; never renumber old ones.

use serde::Serialize;

macro_rules! codes {
    ($( $variant:ident = $code:literal, $title:literal; )*) => {
        /// A stable diagnostic code.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Code { $( $variant, )* }

        impl Code {
            /// Every code, in catalogue order.
            pub const ALL: &'static [Code] = &[ $( Code::$variant, )* ];

            /// The code as printed: `E0101`.
            pub fn as_str(self) -> &'static str {
                match self { $( Code::$variant => $code, )* }
            }

            /// The code's number: 101 for `E0101`.
            pub fn number(self) -> u16 {
                match self { $( Code::$variant => {
                    const N: u16 = number($code);
                    N
                } )* }
            }

            /// A short title for the catalogue.
            pub fn title(self) -> &'static str {
                match self { $( Code::$variant => $title, )* }
            }
        }
    };
}

/// The digits of `E0101`, at compile time.
const fn number(code: &str) -> u16 {
    let b = code.as_bytes();
    let mut n = 0u16;
    let mut i = 1;
    while i < b.len() {
        n = n * 10 + (b[i] - b'0') as u16;
        i += 1;
    }
    n
}

codes! {
    // Lexical structure.
    InvalidCharacter = "E0001", "invalid character in source";
    UnterminatedString = "E0002", "unterminated string literal";
    BytesLiteral = "E0003", "bytes literals are not part of lackpy";
    InconsistentDedent = "E0004", "unindent does not match any outer indentation level";
    InvalidNumber = "E0005", "invalid number literal";
    InvalidUtf8 = "E0006", "source is not valid UTF-8";
    TabError = "E0007", "inconsistent use of tabs and spaces in indentation";
    UnmatchedBracket = "E0008", "unmatched or unclosed bracket";
    FString = "E0009", "malformed f-string";
    TooDeep = "E0010", "nesting too deep";
    UnexpectedIndent = "E0011", "unexpected indent";
    InvalidEscape = "E0012", "invalid escape sequence";
    LineContinuation = "E0013", "misplaced line continuation";
    TooLarge = "E0014", "source too large";
    // Syntax: the grammar has no production for these.
    Syntax = "E0100", "invalid syntax";
    While = "E0101", "`while` is not part of lackpy";
    Def = "E0102", "function definitions are not part of lackpy";
    Class = "E0103", "class definitions are not part of lackpy";
    Import = "E0104", "imports are not part of lackpy";
    Try = "E0105", "`try` is not part of lackpy";
    Raise = "E0106", "`raise` is not part of lackpy";
    Lambda = "E0107", "`lambda` is only allowed as a `key=` argument";
    Generator = "E0108", "generator expressions are not part of lackpy";
    Scope = "E0109", "`global` and `nonlocal` are not part of lackpy";
    Yield = "E0110", "`yield` is not part of lackpy";
    Async = "E0111", "`async` and `await` are not part of lackpy";
    Assert = "E0112", "`assert` is not part of lackpy";
    Del = "E0113", "`del` is not part of lackpy";
    Match = "E0114", "`match` statements are not part of lackpy";
    Return = "E0115", "`return` is not part of lackpy";
    LoopControl = "E0116", "`break` and `continue` are not part of lackpy";
    Pass = "E0117", "`pass` is not part of lackpy";
    Walrus = "E0118", "assignment expressions (`:=`) are not part of lackpy";
    Power = "E0119", "the `**` power operator is not part of lackpy";
    BitOperator = "E0120", "bitwise operators are not part of lackpy";
    MatMul = "E0121", "`@` (decorators, matrix multiplication) is not part of lackpy";
    TypeAlias = "E0122", "`type` statements are not part of lackpy";
    // E0123 ("`for` iterates over a name or a call") is retired: `for`
    // takes any expression now. The code is not reused.
    Annotation = "E0124", "annotations are not part of lackpy";
    // Checks on a parsed program.
    UndefinedName = "E0201", "name is not defined";
    ForbiddenName = "E0202", "name is forbidden in lackpy";
    UnknownAttribute = "E0203", "no lackpy value has this attribute";
    DunderAttribute = "E0204", "dunder attributes do not exist in lackpy";
    AttributeTarget = "E0205", "attributes cannot be assigned";
    ReservedTarget = "E0206", "builtins and tools cannot be reassigned";
    KeyLambdaArity = "E0207", "a key lambda takes exactly one parameter";
    ToolValue = "E0208", "tools can only be called";
    CallSignature = "E0209", "a call does not fit its callee's signature";
    // Tightening rules chosen by the caller.
    RuleNoLoops = "E0301", "rule `no_loops`: loops are not allowed";
    RuleNoNestedCalls = "E0302", "rule `no_nested_calls`: a call's argument is a call";
    RuleMaxDepth = "E0303", "rule `max_depth`: blocks nested too deeply";
    RuleMaxCalls = "E0304", "rule `max_calls`: too many calls";
    // Literate documents.
    UnknownAnnotation = "E0401", "unknown cell annotation or option";
    AnnotationPath = "E0402", "annotation needs a path";
    Unclosed = "E0403", "document ends inside a block";
    UnknownFrontmatterKey = "W0404", "unknown frontmatter key (a warning)";
}

impl Serialize for Code {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
