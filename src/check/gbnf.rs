//! `lackpyc spec --format gbnf`: the dialect as a GBNF grammar (the grammar
//! format of llama.cpp), for grammar-constrained generation: a model
//! sampled under it cannot write `import`, `def`, `while`, a generator
//! expression, a `**` power, a lambda anywhere but `key=` (bare or in
//! redundant parentheses), or any other
//! construct the parser has no production for.
//!
//! The syntactic rules mirror `grammar/lackpy.lalrpop` and keep its
//! nonterminal names ([`MIRRORED`]; a test checks that every nonterminal
//! has its rule here). What the LR grammar leaves to the token layer, GBNF
//! has to spell out in characters:
//!
//! - **Whitespace.** Between tokens of a line: spaces, tabs and `\`
//!   continuations (`sp`); inside brackets also newlines and comments
//!   (`spb`); inside an f-string field only spaces and tabs (`fsp`). A word
//!   keyword (`if`, `in`, `not`, ...) is always separated from its
//!   neighbours by whitespace (`sp1`), so that no two words can run into a
//!   third; so are adjacent string literals (`''` then `'x'` would open a
//!   triple-quoted string). Expression rules therefore come in several copies, one per
//!   context, told apart by a suffix: none (a line), `-b` (inside
//!   brackets), `-f..` (inside an f-string's field: which quotes may still
//!   be used there), and `-lead` (the first token of a field, which cannot
//!   be `{`: `{{` is a literal brace).
//! - **Indentation.** GBNF cannot count, so a block is lines that start
//!   with some indentation (`ind`): top-level statements start in column 0
//!   and block statements do not, but the depth is not checked — the one
//!   way the grammar is looser than the parser.
//! - **Names** are identifiers minus Python's keywords ([`KEYWORDS`]),
//!   built as a trie so no lookahead is needed: `import_x` is a name,
//!   `import` is not, so no statement can start with a keyword lackpy
//!   lacks.
//! - **Literals** as the lexer reads them: no bytes, no complex numbers, no
//!   decimal leading zeros, escapes that decode, f-string fields that CPython
//!   3.11 can split (no backslash or `#`, no quote that would end the
//!   enclosing string).
//!
//! The grammar is also a little stricter than the parser where the
//! checker would refuse anyway: a lambda has exactly one parameter and
//! appears only as `key=`, positional arguments come before keyword ones,
//! and assignment targets are names, attributes, subscripts and tuples or
//! lists of those (at most one starred).
//!
//! A program accepted by the grammar ends with a newline (the lexer
//! supplies a missing one; a generator writes it).

use std::collections::{HashMap, HashSet, VecDeque};

/// Python 3.11's keywords (`keyword.kwlist`): never names. The lexer
/// (`src/syntax/token.rs`) has a token for every one; a test checks the
/// two lists agree.
pub const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield",
];

/// The nonterminals of `grammar/lackpy.lalrpop` that have a GBNF rule of
/// the same name (in the statement context; expression rules have
/// suffixed copies for the other contexts).
pub const MIRRORED: &[&str] = &[
    "Module",
    "Stmt",
    "SimpleStmts",
    "SimpleStmt",
    "AugOp",
    "CompoundStmt",
    "IfStmt",
    "ElifClause",
    "ElseClause",
    "ForStmt",
    "ForIter",
    "WithStmt",
    "WithItems",
    "WithItem",
    "Suite",
    "TargetList",
    "TargetTuple",
    "Target",
    "StarArith",
    "TestListStar",
    "StarTuple",
    "TestList",
    "PlainTuple",
    "StarTest",
    "Test",
    "OrTest",
    "AndTest",
    "NotTest",
    "Comparison",
    "CompOp",
    "ArithExpr",
    "Term",
    "Factor",
    "Primary",
    "Argument",
    "KeyLambda",
    "Lambda",
    "Param",
    "Subscripts",
    "Subscript",
    "Atom",
    "StrPart",
    "DictItem",
    "CompFor",
    "FieldExpr",
];

/// The LALRPOP macros, which GBNF cannot express: written out where used.
pub const INLINED: &[&str] = &["Comma", "NonEmptyComma"];

/// Where an expression is written: what whitespace is allowed between its
/// tokens, and which string quotes it may still use.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Mode {
    /// A statement's line: spaces, tabs, `\` continuations.
    Line,
    /// Inside `(`, `[` or `{`: newlines and comments too.
    Bracket,
    /// Inside an f-string's replacement field: spaces and tabs only.
    Field,
}

/// How a quote character may be used inside a field.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Quote {
    Free,
    /// The enclosing string is triple-quoted with it: single-quoted strings
    /// of it are fine as long as three never meet (non-empty bodies).
    NoTriple,
    /// The enclosing string is single-quoted with it: not at all.
    Banned,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Ctx {
    mode: Mode,
    /// `"` and `'`.
    dq: Quote,
    sq: Quote,
    /// The first token of a field: not `{`.
    lead: bool,
}

const LINE: Ctx = Ctx {
    mode: Mode::Line,
    dq: Quote::Free,
    sq: Quote::Free,
    lead: false,
};

const BRACKET: Ctx = Ctx {
    mode: Mode::Bracket,
    ..LINE
};

impl Ctx {
    fn suffix(self) -> String {
        let code = |q| match q {
            Quote::Free => 'a',
            Quote::NoTriple => 't',
            Quote::Banned => 'x',
        };
        let mut s = match self.mode {
            Mode::Line => String::new(),
            Mode::Bracket => "-b".to_string(),
            Mode::Field => format!("-f{}{}", code(self.dq), code(self.sq)),
        };
        if self.lead {
            s.push_str("-lead");
        }
        s
    }

    fn sp(self) -> &'static str {
        match self.mode {
            Mode::Line => "sp",
            Mode::Bracket => "spb",
            Mode::Field => "fsp",
        }
    }

    fn sp1(self) -> &'static str {
        match self.mode {
            Mode::Line => "sp1",
            Mode::Bracket => "spb1",
            Mode::Field => "fsp1",
        }
    }

    fn inner(self) -> Ctx {
        Ctx {
            lead: false,
            ..self
        }
    }

    /// Inside a bracket opened here.
    fn bracket(self) -> Ctx {
        match self.mode {
            Mode::Line | Mode::Bracket => BRACKET,
            Mode::Field => self.inner(),
        }
    }

    fn quote(self, q: char) -> Quote {
        if q == '"' {
            self.dq
        } else {
            self.sq
        }
    }

    /// The context of a field of an f-string written here with quote `q`.
    fn field(self, q: char, triple: bool) -> Ctx {
        let status = if triple {
            Quote::NoTriple
        } else {
            Quote::Banned
        };
        let mut c = Ctx {
            mode: Mode::Field,
            lead: false,
            ..self
        };
        if q == '"' {
            c.dq = status;
        } else {
            c.sq = status;
        }
        c
    }
}

/// Rules whose first token can be the first token of a field; only these
/// get `-lead` copies.
const SPINE: &[&str] = &[
    "FieldExpr",
    "TestListStar",
    "StarTuple",
    "StarTest",
    "Test",
    "OrTest",
    "AndTest",
    "NotTest",
    "Comparison",
    "ArithExpr",
    "Term",
    "Factor",
    "Primary",
    "Atom",
];

/// Context-dependent rules, in the order they are printed within a context.
const EXPR_RULES: &[&str] = &[
    "FieldExpr",
    "TestListStar",
    "StarTuple",
    "TestList",
    "PlainTuple",
    "StarTest",
    "Test",
    "OrTest",
    "AndTest",
    "NotTest",
    "Comparison",
    "CompOp",
    "ArithExpr",
    "Term",
    "Factor",
    "Primary",
    "trailer",
    "call-trailer",
    "arguments",
    "Argument",
    "kwargs",
    "kwarg",
    "KeyLambda",
    "Lambda",
    "Param",
    "Subscripts",
    "Subscript",
    "slice",
    "Atom",
    "star-items",
    "dict-items",
    "DictItem",
    "CompFor",
    "TargetList",
    "TargetTuple",
    "StarArith",
    "Target",
    "target-primary",
    "aug-target",
    "StrPart",
    "field",
    "fspec",
    "field2",
];

struct Gen {
    /// (context, rule) → body, for the context-dependent rules.
    bodies: HashMap<(Ctx, &'static str), String>,
    /// Contexts in the order first seen.
    ctxs: Vec<Ctx>,
    todo: VecDeque<(&'static str, Ctx)>,
}

impl Gen {
    /// A reference to `rule` in context `c`, generating it later if new.
    fn r(&mut self, rule: &'static str, c: Ctx) -> String {
        let c = if SPINE.contains(&rule) { c } else { c.inner() };
        // Strings are the same on a line and inside brackets.
        let c = if rule == "StrPart" && c.mode == Mode::Bracket {
            LINE
        } else {
            c
        };
        if !self.ctxs.contains(&c) {
            self.ctxs.push(c);
        }
        if let std::collections::hash_map::Entry::Vacant(e) = self.bodies.entry((c, rule)) {
            e.insert(String::new());
            self.todo.push_back((rule, c));
        }
        format!("{rule}{}", c.suffix())
    }

    fn body(&mut self, rule: &'static str, c: Ctx) -> String {
        let s = c.sp();
        let s1 = c.sp1();
        let i = c.inner();
        let b = c.bracket();
        let bs = b.sp();
        match rule {
            "FieldExpr" => self.r("TestListStar", c),
            "TestListStar" => format!("{} | {}", self.r("StarTuple", c), self.r("Test", c)),
            "StarTuple" => {
                let (first, rest) = (self.r("StarTest", c), self.r("StarTest", i));
                format!("{first} {s} \",\" ({s} {rest} ({s} \",\" {s} {rest})* ({s} \",\")?)?")
            }
            "TestList" => format!("{} | {}", self.r("PlainTuple", c), self.r("Test", c)),
            "PlainTuple" => {
                let t = self.r("Test", c);
                format!("{t} {s} \",\" ({s} {t} ({s} \",\" {s} {t})* ({s} \",\")?)?")
            }
            "StarTest" => format!(
                "\"*\" {s} {} | {}",
                self.r("ArithExpr", i),
                self.r("Test", c)
            ),
            "Test" => format!(
                "{} ({s1} \"if\" {s1} {or} {s1} \"else\" {s1} {})?",
                self.r("OrTest", c),
                self.r("Test", i),
                or = self.r("OrTest", i),
            ),
            "OrTest" => format!(
                "{} ({s1} \"or\" {s1} {})*",
                self.r("AndTest", c),
                self.r("AndTest", i)
            ),
            "AndTest" => format!(
                "{} ({s1} \"and\" {s1} {})*",
                self.r("NotTest", c),
                self.r("NotTest", i)
            ),
            "NotTest" => format!(
                "\"not\" {s1} {} | {}",
                self.r("NotTest", i),
                self.r("Comparison", c)
            ),
            "Comparison" => format!(
                "{} ({} {})*",
                self.r("ArithExpr", c),
                self.r("CompOp", c),
                self.r("ArithExpr", i)
            ),
            "CompOp" => format!(
                "{s} (\"==\" | \"!=\" | \"<=\" | \">=\" | \"<\" | \">\") {s} | \
                 {s1} (\"in\" | \"not\" {s1} \"in\" | \"is\" | \"is\" {s1} \"not\") {s1}"
            ),
            "ArithExpr" => format!(
                "{} ({s} [+-] {s} {})*",
                self.r("Term", c),
                self.r("Term", i)
            ),
            "Term" => format!(
                "{} ({s} (\"*\" | \"//\" | \"/\" | \"%\") {s} {})*",
                self.r("Factor", c),
                self.r("Factor", i)
            ),
            "Factor" => format!(
                "[+-] {s} {} | {}",
                self.r("Factor", i),
                self.r("Primary", c)
            ),
            // No trailers on a number: `1.real` reads as `1.` then a name.
            "Primary" => format!(
                "{} ({s} {})* | number",
                self.r("Atom", c),
                self.r("trailer", c)
            ),
            "trailer" => format!(
                "{} | \".\" {s} name | \"[\" {bs} {} {bs} \"]\"",
                self.r("call-trailer", c),
                self.r("Subscripts", b)
            ),
            "call-trailer" => format!("\"(\" {bs} ({} {bs})? \")\"", self.r("arguments", b)),
            // Positional arguments first, then keyword ones: the order the
            // parser insists on (`Comma<Argument>` checked by build::call).
            "arguments" => {
                let (a, k) = (self.r("Argument", c), self.r("kwargs", c));
                format!(
                    "{a} ({s} \",\" {s} {a})* ({s} \",\" {s} {k})? ({s} \",\")? | {k} ({s} \",\")?"
                )
            }
            "Argument" => format!("\"*\" {s} {t} | {t}", t = self.r("Test", c)),
            "kwargs" => format!("{k} ({s} \",\" {s} {k})*", k = self.r("kwarg", c)),
            "kwarg" => format!(
                "\"**\" {s} {t} | \"key\" {s} \"=\" {s} {} | name {s} \"=\" {s} {t}",
                self.r("KeyLambda", c),
                t = self.r("Test", c)
            ),
            // Bare or in any number of redundant parentheses.
            "KeyLambda" => format!(
                "{} | \"(\" {bs} {} {bs} \")\"",
                self.r("Lambda", c),
                self.r("KeyLambda", b)
            ),
            // One parameter, as the checker requires of a key function.
            "Lambda" => format!(
                "\"lambda\" {s1} {} {s} \":\" {s} {}",
                self.r("Param", c),
                self.r("Test", c)
            ),
            "Param" => "name".to_string(),
            "Subscripts" => format!(
                "{x} ({s} \",\" {s} {x})* ({s} \",\")?",
                x = self.r("Subscript", c)
            ),
            "Subscript" => format!("{} | {}", self.r("slice", c), self.r("Test", c)),
            "slice" => format!(
                "({t} {s})? \":\" ({s} {t})? ({s} \":\" ({s} {t})?)?",
                t = self.r("Test", c)
            ),
            "Atom" => self.atom(c),
            "star-items" => format!(
                "{x} ({s} \",\" {s} {x})* ({s} \",\")?",
                x = self.r("StarTest", c)
            ),
            "dict-items" => format!(
                "{x} ({s} \",\" {s} {x})* ({s} \",\")?",
                x = self.r("DictItem", c)
            ),
            "DictItem" => format!(
                "{t} {s} \":\" {s} {t} | \"**\" {s} {}",
                self.r("ArithExpr", c),
                t = self.r("Test", c)
            ),
            "CompFor" => format!(
                "{s1} \"for\" {s1} {} {s1} \"in\" {s1} {o} ({s1} \"if\" {s1} {o})*",
                self.r("TargetList", c),
                o = self.r("OrTest", c)
            ),
            "TargetList" => format!("{} | {}", self.r("TargetTuple", c), self.r("Target", c)),
            // At most one starred target, and a lone item needs its comma.
            "TargetTuple" => {
                let (t, x) = (self.r("Target", c), self.r("StarArith", c));
                let more = format!("({s} \",\" {s} {t})");
                format!(
                    "{t} {more}+ ({s} \",\")? | {t} {s} \",\" | ({t} {s} \",\" {s})+ {x} {more}* ({s} \",\")? | \
                     {x} {more}+ ({s} \",\")? | {x} {s} \",\""
                )
            }
            "StarArith" => format!("\"*\" {s} {}", self.r("Target", c)),
            "Target" => format!(
                "name | {} | \"(\" {bs} ({} {bs})? \")\" | \"[\" {bs} (({tl} | {}) {bs})? \"]\"",
                self.r("target-primary", c),
                self.r("TargetList", b),
                self.r("StarArith", b),
                tl = self.r("TargetList", b),
            ),
            "target-primary" => format!(
                "{} ({s} {})* {s} (\".\" {s} name | \"[\" {bs} {} {bs} \"]\")",
                self.r("Atom", c),
                self.r("trailer", c),
                self.r("Subscripts", b)
            ),
            "aug-target" => format!("name | {}", self.r("target-primary", c)),
            "StrPart" => self.str_part(c),
            "field" | "field2" => {
                let spec = if rule == "field" {
                    self.r("fspec", c)
                } else {
                    "fspec2".to_string()
                };
                let lead = Ctx { lead: true, ..c };
                format!(
                    "\"{{\" (fsp1 {} | {}) fsp (\"=\" fsp)? (\"!\" [rsa])? (\":\" {spec})? \"}}\"",
                    self.r("FieldExpr", c),
                    self.r("FieldExpr", lead)
                )
            }
            "fspec" => format!("(spec-char | {})*", self.r("field2", c)),
            other => unreachable!("no GBNF rule {other}"),
        }
    }

    fn atom(&mut self, c: Ctx) -> String {
        let b = c.bracket();
        let bs = b.sp();
        let mut alts = vec![
            "name".to_string(),
            "\"None\"".to_string(),
            "\"True\"".to_string(),
            "\"False\"".to_string(),
            "\"...\"".to_string(),
        ];
        if c.mode != Mode::Field || c.dq != Quote::Banned || c.sq != Quote::Banned {
            // Adjacent literals are separated by whitespace: `''` then `'x'`
            // would read as the opening of a triple-quoted string.
            let p = self.r("StrPart", c);
            alts.push(format!("{p} ({} {p})*", c.sp1()));
        }
        let test = self.r("Test", b);
        let comp = self.r("CompFor", b);
        alts.push(format!(
            "\"(\" {bs} ({} {bs})? \")\"",
            self.r("TestListStar", b)
        ));
        alts.push(format!(
            "\"[\" {bs} ({} {bs})? \"]\"",
            self.r("star-items", b)
        ));
        alts.push(format!("\"[\" {bs} {test} {comp}+ {bs} \"]\""));
        if !c.lead {
            alts.push(format!("\"{{\" {bs} \"}}\""));
            alts.push(format!(
                "\"{{\" {bs} {} {bs} \"}}\"",
                self.r("dict-items", b)
            ));
            alts.push(format!(
                "\"{{\" {bs} {} {bs} \"}}\"",
                self.r("star-items", b)
            ));
            alts.push(format!("\"{{\" {bs} {test} {comp}+ {bs} \"}}\""));
            alts.push(format!(
                "\"{{\" {bs} {test} {bs} \":\" {bs} {test} {comp}+ {bs} \"}}\""
            ));
        }
        alts.join(" | ")
    }

    /// String literals: everything on a line or in brackets; inside a
    /// field, single-line strings of the quotes still allowed there, with
    /// no backslash (CPython 3.11 refuses one in a field).
    fn str_part(&mut self, c: Ctx) -> String {
        if c.mode != Mode::Field {
            return "[uU]? (str-dq | str-sq | str-dq3 | str-sq3) | \
                    [rR] (raw-dq | raw-sq | raw-dq3 | raw-sq3) | \
                    [fF] (fstr-dq | fstr-sq | fstr-dq3 | fstr-sq3) | \
                    ([rR] [fF] | [fF] [rR]) (rfstr-dq | rfstr-sq | rfstr-dq3 | rfstr-sq3)"
                .to_string();
        }
        let mut alts = Vec::new();
        for q in ['"', '\''] {
            let status = c.quote(q);
            if status == Quote::Banned {
                continue;
            }
            let rep = if status == Quote::NoTriple { '+' } else { '*' };
            let lit = gbnf_literal(&q.to_string());
            alts.push(format!("[rRuU]? {lit} field-char{rep} {lit}"));
            let f = self.r("field", c.field(q, false));
            alts.push(format!(
                "([fF] | [rR] [fF] | [fF] [rR]) {lit} (field-char-f | \"{{{{\" | \"}}}}\" | {f}){rep} {lit}"
            ));
        }
        alts.join(" | ")
    }
}

/// A GBNF double-quoted literal.
fn gbnf_literal(s: &str) -> String {
    let mut out = String::from("\"");
    for ch in s.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The string-literal rules of a line: plain, raw, f and raw-f, for each
/// of `"`, `'`, `"""` and `'''`.
fn string_rules(out: &mut Vec<(String, String)>, field_names: &HashMap<(char, bool), String>) {
    for (kind, raw, fmt) in [
        ("str", false, false),
        ("raw", true, false),
        ("fstr", false, true),
        ("rfstr", true, true),
    ] {
        for (q, qname) in [('"', "dq"), ('\'', "sq")] {
            for triple in [false, true] {
                let name = format!("{kind}-{qname}{}", if triple { "3" } else { "" });
                let esc = match (raw, fmt) {
                    (false, false) => "esc",
                    (true, false) => "raw-esc",
                    (false, true) => "fesc",
                    (true, true) => "raw-fesc",
                };
                let qc = if q == '"' { "\\\"" } else { "'" };
                let mut class = format!("[^{qc}\\\\");
                if !triple {
                    class.push_str("\\r\\n");
                }
                if fmt {
                    class.push_str("{}");
                }
                class.push(']');
                let mut elem = format!("{class} | {esc}");
                if fmt {
                    elem.push_str(&format!(
                        " | \"{{{{\" | \"}}}}\" | {}",
                        field_names[&(q, triple)]
                    ));
                }
                let lit = gbnf_literal(&q.to_string());
                let body = if triple {
                    let open = gbnf_literal(&q.to_string().repeat(3));
                    let two = gbnf_literal(&q.to_string().repeat(2));
                    // A quote inside is followed by something other than a
                    // quote, so three never meet before the end.
                    format!("{open} (({lit} | {two})? ({elem}))* {open}")
                } else {
                    format!("{lit} ({elem})* {lit}")
                };
                out.push((name, body));
            }
        }
    }
}

/// Character class of `[A-Za-z0-9_]` (or of its first-character subset)
/// without `except`.
fn id_class(first: bool, except: &[char]) -> Option<String> {
    let mut chars: Vec<char> = ('A'..='Z').chain('a'..='z').chain(['_']).collect();
    if !first {
        chars.extend('0'..='9');
    }
    chars.retain(|c| !except.contains(c));
    chars.sort();
    if chars.is_empty() {
        return None;
    }
    let mut s = String::from("[");
    let mut i = 0;
    while i < chars.len() {
        let mut j = i;
        while j + 1 < chars.len() && chars[j + 1] as u32 == chars[j] as u32 + 1 {
            j += 1;
        }
        match j - i {
            0 => s.push(chars[i]),
            1 => {
                s.push(chars[i]);
                s.push(chars[j]);
            }
            _ => {
                s.push(chars[i]);
                s.push('-');
                s.push(chars[j]);
            }
        }
        i = j + 1;
    }
    s.push(']');
    Some(s)
}

/// After the prefix `p` of at least one keyword: the rest of a name that is
/// not a keyword.
fn trie_rest(p: &str) -> String {
    let mut next: Vec<char> = KEYWORDS
        .iter()
        .filter(|k| k.len() > p.len() && k.starts_with(p))
        .filter_map(|k| k[p.len()..].chars().next())
        .collect();
    next.sort();
    next.dedup();
    let mut alts: Vec<String> = next
        .iter()
        .map(|c| format!("\"{c}\" {}", trie_rest(&format!("{p}{c}"))))
        .collect();
    if let Some(class) = id_class(false, &next) {
        alts.push(format!("{class} id-rest"));
    }
    let body = alts.join(" | ");
    if KEYWORDS.contains(&p) {
        format!("({body})")
    } else {
        format!("({body})?")
    }
}

fn name_rules(out: &mut Vec<(String, String)>) {
    let mut firsts: Vec<char> = KEYWORDS.iter().filter_map(|k| k.chars().next()).collect();
    firsts.sort();
    firsts.dedup();
    let mut alts = Vec::new();
    if let Some(class) = id_class(true, &firsts) {
        alts.push(format!("{class} id-rest"));
    }
    for c in &firsts {
        alts.push(format!("\"{c}\" name-{c}"));
    }
    out.push(("name".into(), alts.join(" | ")));
    for c in &firsts {
        out.push((format!("name-{c}"), trie_rest(&c.to_string())));
    }
    out.push(("id-rest".into(), "[A-Za-z0-9_]*".into()));
}

/// The statement rules: one copy for column 0 and one (`-in`) for the
/// lines of a block, which start with indentation.
fn statement_rules(g: &mut Gen) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rule = |n: &str, b: String| out.push((n.to_string(), b));
    rule("root", "Module".into());
    rule("Module", "(blank | Stmt)*".into());
    rule("Stmt", "SimpleStmts | CompoundStmt".into());
    rule("Stmt-in", "ind (SimpleStmts | CompoundStmt-in)".into());
    rule(
        "SimpleStmts",
        "SimpleStmt (sp \";\" sp SimpleStmt)* (sp \";\")? eol".into(),
    );
    rule(
        "SimpleStmt",
        format!(
            "({} sp \"=\" sp)* {} | {} sp AugOp sp {}",
            g.r("TargetList", LINE),
            g.r("TestListStar", LINE),
            g.r("aug-target", LINE),
            g.r("TestList", LINE)
        ),
    );
    rule(
        "AugOp",
        "\"+=\" | \"-=\" | \"*=\" | \"/=\" | \"//=\" | \"%=\"".into(),
    );
    rule("CompoundStmt", "IfStmt | ForStmt | WithStmt".into());
    rule(
        "CompoundStmt-in",
        "IfStmt-in | ForStmt-in | WithStmt".into(),
    );
    let test = g.r("Test", LINE);
    let targets = g.r("TargetList", LINE);
    for (suffix, ind) in [("", ""), ("-in", "ind ")] {
        rule(
            &format!("IfStmt{suffix}"),
            format!("\"if\" sp1 {test} sp \":\" Suite ElifClause{suffix}* ElseClause{suffix}?"),
        );
        rule(
            &format!("ElifClause{suffix}"),
            format!("blank* {ind}\"elif\" sp1 {test} sp \":\" Suite"),
        );
        rule(
            &format!("ElseClause{suffix}"),
            format!("blank* {ind}\"else\" sp \":\" Suite"),
        );
        rule(
            &format!("ForStmt{suffix}"),
            format!(
                "\"for\" sp1 {targets} sp1 \"in\" sp1 ForIter sp \":\" Suite ElseClause{suffix}?"
            ),
        );
    }
    rule("ForIter", g.r("TestListStar", LINE));
    rule("WithStmt", "\"with\" sp1 WithItems sp \":\" Suite".into());
    rule("WithItems", "WithItem (sp \",\" sp WithItem)*".into());
    rule(
        "WithItem",
        format!("{test} (sp1 \"as\" sp1 {})?", g.r("Target", LINE)),
    );
    rule("Suite", "sp SimpleStmts | eol block".into());
    rule("block", "(blank* Stmt-in)+".into());
    out
}

fn lexical_rules(out: &mut Vec<(String, String)>) {
    let mut rule = |n: &str, b: &str| out.push((n.to_string(), b.to_string()));
    rule("nl", "\"\\r\"? \"\\n\"");
    rule("comment", "\"#\" [^\\r\\n]*");
    rule("eol", "sp comment? nl");
    rule("blank", "[ \\t]* comment? nl");
    rule("ind", "[ \\t]+");
    rule("sp", "([ \\t] | \"\\\\\" nl)*");
    rule("sp1", "([ \\t] | \"\\\\\" nl)+");
    rule("spb", "([ \\t] | nl | \"\\\\\" nl | comment nl)*");
    rule("spb1", "([ \\t] | nl | \"\\\\\" nl | comment nl)+");
    rule("fsp", "[ \\t]*");
    rule("fsp1", "[ \\t]+");
    rule("number", "float | int");
    rule(
        "int",
        "[1-9] (\"_\"? [0-9])* | \"0\" (\"_\"? \"0\")* | \"0\" [xX] (\"_\"? hex)+ | \
         \"0\" [oO] (\"_\"? [0-7])+ | \"0\" [bB] (\"_\"? [01])+",
    );
    rule(
        "float",
        "digits? \".\" digits exponent? | digits \".\" exponent? | digits exponent",
    );
    rule("digits", "[0-9] (\"_\"? [0-9])*");
    rule("exponent", "[eE] [+-]? digits");
    rule("hex", "[0-9a-fA-F]");
    // Escapes that decode: `\N{...}` is not supported, `\u`/`\U` name a
    // Unicode scalar value (no surrogates).
    rule(
        "esc",
        "\"\\\\\" ([^xuUN\\r\\n] | \"x\" hex hex | \"u\" u4 | \"U\" u8 | nl)",
    );
    rule(
        "fesc",
        "\"\\\\\" ([^xuUN{}\\r\\n] | \"x\" hex hex | \"u\" u4 | \"U\" u8 | nl)",
    );
    rule("raw-esc", "\"\\\\\" ([^\\r\\n] | nl)");
    rule("raw-fesc", "\"\\\\\" ([^{}\\r\\n] | nl)");
    rule("u4", "[0-9a-cA-Ce-fE-F] hex hex hex | [dD] [0-7] hex hex");
    rule(
        "u8",
        "\"0000\" u4 | \"000\" [1-9a-fA-F] hex hex hex hex | \"0010\" hex hex hex hex",
    );
    rule("field-char", "[^\"'\\\\\\r\\n]");
    rule("field-char-f", "[^\"'\\\\\\r\\n{}]");
    rule("spec-char", "[^\"'\\\\\\r\\n{}]");
    rule("fspec2", "spec-char*");
}

const HEADER: &str = "\
# The lackpy dialect of Python as a GBNF grammar (llama.cpp's grammar format),
# printed by `lackpyc spec --format gbnf`; see spec/gbnf.md.
#
# CamelCase rules mirror the nonterminals of grammar/lackpy.lalrpop and keep
# their names; lower-case rules are characters the LR grammar leaves to the
# lexer. Expression rules come in copies per context, told apart by suffix:
#   (none)   on a statement's line       -b     inside brackets
#   -fXY     inside an f-string field, where X/Y say how `\"`/`'` may still be
#            used (a: freely, t: not three in a row, x: not at all)
#   -lead    the first token of a field (never `{`)
# Statement rules ending in -in are the lines of an indented block.
# A program ends with a newline.
";

/// The grammar text.
pub fn grammar() -> String {
    let mut g = Gen {
        bodies: HashMap::new(),
        ctxs: vec![LINE, BRACKET],
        todo: VecDeque::new(),
    };
    let statements = statement_rules(&mut g);
    // The fields of the f-strings of a line or a bracket.
    let mut field_names = HashMap::new();
    for q in ['"', '\''] {
        for triple in [false, true] {
            field_names.insert((q, triple), g.r("field", LINE.field(q, triple)));
        }
    }
    while let Some((rule, c)) = g.todo.pop_front() {
        let body = g.body(rule, c);
        g.bodies.insert((c, rule), body);
    }

    let mut out = String::from(HEADER);
    out.push_str("\n# ---- statements\n");
    for (n, b) in &statements {
        emit(&mut out, n, b);
    }
    let mut printed = HashSet::new();
    for c in g.ctxs.clone() {
        let title = match c.mode {
            Mode::Line => "expressions of a line".to_string(),
            Mode::Bracket => "expressions inside brackets".to_string(),
            Mode::Field => format!("inside f-string fields ({})", c.suffix()),
        };
        let mut first = true;
        for rule in EXPR_RULES {
            if let Some(body) = g.bodies.get(&(c, *rule)) {
                if first {
                    out.push_str(&format!("\n# ---- {title}\n"));
                    first = false;
                }
                let name = format!("{rule}{}", c.suffix());
                assert!(printed.insert(name.clone()), "{name} twice");
                emit(&mut out, &name, body);
            }
        }
    }
    assert_eq!(
        printed.len(),
        g.bodies.len(),
        "a rule missing from EXPR_RULES"
    );
    let mut lexical = Vec::new();
    string_rules(&mut lexical, &field_names);
    out.push_str("\n# ---- string literals\n");
    for (n, b) in &lexical {
        emit(&mut out, n, b);
    }
    let mut rest = Vec::new();
    lexical_rules(&mut rest);
    out.push_str("\n# ---- whitespace, numbers, escapes\n");
    for (n, b) in &rest {
        emit(&mut out, n, b);
    }
    let mut names = Vec::new();
    name_rules(&mut names);
    out.push_str("\n# ---- names: identifiers that are not keywords\n");
    for (n, b) in &names {
        emit(&mut out, n, b);
    }
    out
}

fn emit(out: &mut String, name: &str, body: &str) {
    let line = format!("{name} ::= {body}\n");
    if line.len() <= 110 || !body.contains(" | ") {
        out.push_str(&line);
        return;
    }
    // Long rules: one alternative per line (a trailing `|` lets llama.cpp's
    // parser go on to the next line).
    out.push_str(&format!("{name} ::=\n"));
    let alts = split_top(body);
    for (k, a) in alts.iter().enumerate() {
        let bar = if k + 1 < alts.len() { " |" } else { "" };
        out.push_str(&format!("    {a}{bar}\n"));
    }
}

/// The top-level alternatives of a rule body.
fn split_top(body: &str) -> Vec<String> {
    let mut alts = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                cur.push(c);
                while let Some(d) = chars.next() {
                    cur.push(d);
                    if d == '\\' {
                        if let Some(e) = chars.next() {
                            cur.push(e);
                        }
                    } else if d == '"' {
                        break;
                    }
                }
            }
            '[' => {
                cur.push(c);
                while let Some(d) = chars.next() {
                    cur.push(d);
                    if d == '\\' {
                        if let Some(e) = chars.next() {
                            cur.push(e);
                        }
                    } else if d == ']' {
                        break;
                    }
                }
            }
            '(' => {
                depth += 1;
                cur.push(c);
            }
            ')' => {
                depth -= 1;
                cur.push(c);
            }
            '|' if depth == 0 => {
                alts.push(cur.trim().to_string());
                cur.clear();
            }
            _ => cur.push(c),
        }
    }
    alts.push(cur.trim().to_string());
    alts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::token::Raw;
    use logos::Logos;

    #[test]
    fn keywords_are_the_lexers_keywords() {
        // Every word the lexer has a token for is a keyword here, and back.
        let src = include_str!("../syntax/token.rs");
        let mut words: Vec<&str> = src
            .lines()
            .filter_map(|l| l.trim().strip_prefix("#[token(\""))
            .filter_map(|l| l.split('"').next())
            .filter(|w| w.chars().all(|c| c.is_ascii_alphabetic()))
            .collect();
        words.sort();
        let mut kws = KEYWORDS.to_vec();
        kws.sort();
        assert_eq!(words, kws);
        for k in KEYWORDS {
            let toks: Vec<_> = Raw::lexer(k).collect();
            assert_eq!(toks.len(), 1, "{k}");
            assert_ne!(toks[0], Ok(Raw::Name), "{k} lexes as a name");
        }
    }

    #[test]
    fn every_mirrored_rule_is_defined() {
        let g = grammar();
        for n in MIRRORED {
            assert!(
                g.lines()
                    .any(|l| l.starts_with(&format!("{n} ::=")) || l.starts_with(&format!("{n}-"))),
                "no GBNF rule {n}"
            );
        }
    }

    #[test]
    fn identifier_classes() {
        assert_eq!(id_class(true, &[]).unwrap(), "[A-Z_a-z]");
        assert_eq!(id_class(false, &['a', 'b', 'z']).unwrap(), "[0-9A-Z_c-y]");
    }

    #[test]
    fn deterministic() {
        assert_eq!(grammar(), grammar());
    }
}
