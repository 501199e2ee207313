//! The GBNF grammar of `lackpyc spec --format gbnf`, checked by a small
//! GBNF reader and recogniser written here (a memoised top-down matcher
//! over characters: for each rule and position, the set of positions where
//! a match can end — exact for grammars without left recursion, which
//! llama.cpp requires anyway). It must accept every conformance program
//! and every valid corpus program, reject every program of the rejected
//! corpus that the parser refuses, and what it generates must parse.
//! The `openai` provider sends it when configured `constrained = true`.

mod common;

use std::collections::{BTreeSet, HashMap, HashSet};
use std::hash::BuildHasherDefault;
use std::io::{Read, Write};
use std::net::TcpListener;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::*;
use serde_json::{json, Value as Json};

use common::gbnf::{class_has, cost_of, parse_gbnf, xorshift, Gbnf, E};

// ------------------------------------------------------------ the recogniser

/// A multiplicative hash for the memo's (rule, position) keys: SipHash
/// dominates the run time otherwise.
#[derive(Default)]
struct KeyHasher(u64);

impl std::hash::Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

type Memo = HashMap<(usize, usize), Option<Rc<Vec<usize>>>, BuildHasherDefault<KeyHasher>>;

struct Rec<'g> {
    g: &'g Gbnf,
    text: Vec<char>,
    /// `None` while being computed: seeing it again is left recursion.
    memo: Memo,
}

impl<'g> Rec<'g> {
    fn ends(&mut self, e: &'g E, pos: usize) -> Vec<usize> {
        match e {
            E::Lit(l) => {
                if self.text[pos..].starts_with(l) {
                    vec![pos + l.len()]
                } else {
                    vec![]
                }
            }
            E::Class { neg, ranges } => match self.text.get(pos) {
                Some(&c) if class_has(*neg, ranges, c) => vec![pos + 1],
                _ => vec![],
            },
            E::Ref(r) => {
                match self.memo.get(&(*r, pos)) {
                    Some(Some(v)) => return v.to_vec(),
                    Some(None) => panic!("left recursion through {}", self.g.names[*r]),
                    None => {}
                }
                self.memo.insert((*r, pos), None);
                let v = self.ends(self.g.rules[*r].as_ref().unwrap(), pos);
                self.memo.insert((*r, pos), Some(Rc::new(v.clone())));
                v
            }
            E::Seq(items) => {
                let mut cur = vec![pos];
                for it in items {
                    cur = if cur.len() == 1 {
                        self.ends(it, cur[0])
                    } else {
                        let mut next = Vec::new();
                        for p in cur {
                            next.extend(self.ends(it, p));
                        }
                        next.sort_unstable();
                        next.dedup();
                        next
                    };
                    if cur.is_empty() {
                        break;
                    }
                }
                cur
            }
            E::Alt(alts) => {
                let mut out = Vec::new();
                for a in alts {
                    out.extend(self.ends(a, pos));
                }
                out.sort_unstable();
                out.dedup();
                out
            }
            E::Rep(inner, kind) => {
                let mut out = BTreeSet::new();
                let mut frontier = Vec::new();
                match kind {
                    '?' => {
                        out.insert(pos);
                        out.extend(self.ends(inner, pos));
                        return out.into_iter().collect();
                    }
                    '*' => {
                        out.insert(pos);
                        frontier.push(pos);
                    }
                    _ => {
                        for q in self.ends(inner, pos) {
                            if out.insert(q) {
                                frontier.push(q);
                            }
                        }
                    }
                }
                while let Some(p) = frontier.pop() {
                    for q in self.ends(inner, p) {
                        if out.insert(q) {
                            frontier.push(q);
                        }
                    }
                }
                out.into_iter().collect()
            }
        }
    }
}

/// Whether the whole `text` is a `rule`. A program without a final newline
/// gets one, as the lexer supplies it.
fn accepts_rule(g: &Gbnf, rule: &str, text: &str) -> bool {
    let mut rec = Rec {
        g,
        text: text.chars().collect(),
        memo: Memo::default(),
    };
    let n = rec.text.len();
    rec.ends(g.rule(rule), 0).contains(&n)
}

fn accepts(g: &Gbnf, program: &str) -> bool {
    let mut text = program.to_string();
    if !text.is_empty() && !text.ends_with('\n') {
        text.push('\n');
    }
    accepts_rule(g, "root", &text)
}

/// The grammar, read once per test.
fn grammar_text() -> String {
    lackpy::check::gbnf::grammar()
}

fn grammar() -> Gbnf {
    parse_gbnf(&grammar_text())
}

/// Run `f` on a thread with a roomy stack: the recogniser recurses as
/// deep as the program nests.
fn big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

// ------------------------------------------------------------ structure

fn nullable(g: &Gbnf) -> Vec<bool> {
    fn null(e: &E, n: &[bool]) -> bool {
        match e {
            E::Lit(l) => l.is_empty(),
            E::Class { .. } => false,
            E::Ref(r) => n[*r],
            E::Seq(items) => items.iter().all(|i| null(i, n)),
            E::Alt(alts) => alts.iter().any(|a| null(a, n)),
            E::Rep(inner, k) => *k != '+' || null(inner, n),
        }
    }
    let mut n = vec![false; g.rules.len()];
    loop {
        let next: Vec<bool> = g
            .rules
            .iter()
            .map(|r| null(r.as_ref().unwrap(), &n))
            .collect();
        if next == n {
            return n;
        }
        n = next;
    }
}

/// Rules that can be reached at the left edge of `e`.
fn left_refs(e: &E, n: &[bool], out: &mut Vec<usize>) -> bool {
    // Returns whether `e` is nullable (so the scan goes on to the right).
    match e {
        E::Lit(l) => l.is_empty(),
        E::Class { .. } => false,
        E::Ref(r) => {
            out.push(*r);
            n[*r]
        }
        E::Seq(items) => {
            for i in items {
                if !left_refs(i, n, out) {
                    return false;
                }
            }
            true
        }
        E::Alt(alts) => {
            let mut any = false;
            for a in alts {
                any |= left_refs(a, n, out);
            }
            any
        }
        E::Rep(inner, k) => left_refs(inner, n, out) || *k != '+',
    }
}

#[test]
fn grammar_is_well_formed_for_llama_cpp() {
    let text = grammar_text();
    let g = parse_gbnf(&text);
    assert!(g.has("root"));
    // No left recursion (llama.cpp refuses it): no rule reaches itself at
    // its left edge.
    let n = nullable(&g);
    let edges: Vec<Vec<usize>> = g
        .rules
        .iter()
        .map(|r| {
            let mut v = Vec::new();
            left_refs(r.as_ref().unwrap(), &n, &mut v);
            v
        })
        .collect();
    for start in 0..g.rules.len() {
        let mut seen = HashSet::new();
        let mut stack = edges[start].clone();
        while let Some(r) = stack.pop() {
            assert_ne!(r, start, "left recursion through {}", g.names[start]);
            if seen.insert(r) {
                stack.extend(edges[r].iter().copied());
            }
        }
    }
    // No repetition of something that can match nothing (it would loop).
    fn reps(e: &E, n: &[bool], names: &[String]) {
        match e {
            E::Rep(inner, k) => {
                let mut v = Vec::new();
                assert!(
                    *k == '?' || !left_refs(inner, n, &mut v),
                    "a repeated item can be empty: {inner:?} ({:?})",
                    v.iter().map(|&r| &names[r]).collect::<Vec<_>>()
                );
                reps(inner, n, names);
            }
            E::Seq(items) | E::Alt(items) => items.iter().for_each(|i| reps(i, n, names)),
            _ => {}
        }
    }
    for r in &g.rules {
        reps(r.as_ref().unwrap(), &n, &g.names);
    }
    // Every rule is reachable from root.
    fn refs(e: &E, out: &mut Vec<usize>) {
        match e {
            E::Ref(r) => out.push(*r),
            E::Seq(items) | E::Alt(items) => items.iter().for_each(|i| refs(i, out)),
            E::Rep(inner, _) => refs(inner, out),
            _ => {}
        }
    }
    let mut seen = HashSet::new();
    let mut stack = vec![g.index["root"]];
    while let Some(r) = stack.pop() {
        if seen.insert(r) {
            refs(g.rules[r].as_ref().unwrap(), &mut stack);
        }
    }
    let unreachable: Vec<_> = (0..g.rules.len())
        .filter(|r| !seen.contains(r))
        .map(|r| g.names[r].clone())
        .collect();
    assert!(unreachable.is_empty(), "unreachable rules: {unreachable:?}");
    // Rule names are what llama.cpp accepts.
    for name in &g.names {
        assert!(name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'));
    }
}

/// The nonterminals of the LALRPOP grammar: `Name: Type = ...` lines at
/// the left margin (macros, `Name<T>`, listed separately).
fn lalrpop_nonterminals() -> (Vec<String>, Vec<String>) {
    let text = read(&root().join("grammar/lackpy.lalrpop"));
    let (mut plain, mut macros) = (Vec::new(), Vec::new());
    for line in text.lines() {
        if line.starts_with(' ') || line.starts_with("//") {
            continue;
        }
        let line = line.strip_prefix("pub ").unwrap_or(line);
        let Some((head, _)) = line.split_once(':') else {
            continue;
        };
        let name = head.split('<').next().unwrap_or("").trim();
        if name.is_empty()
            || !name.starts_with(|c: char| c.is_ascii_uppercase())
            || !name.chars().all(|c| c.is_ascii_alphanumeric())
        {
            continue;
        }
        if head.contains('<') {
            macros.push(name.to_string());
        } else {
            plain.push(name.to_string());
        }
    }
    (plain, macros)
}

#[test]
fn every_lalrpop_nonterminal_has_its_gbnf_rule() {
    use lackpy::check::gbnf::{INLINED, MIRRORED};
    let (plain, macros) = lalrpop_nonterminals();
    assert!(plain.len() >= 40, "only {} nonterminals found", plain.len());
    let mut sorted_plain = plain.clone();
    sorted_plain.sort();
    let mut mirrored: Vec<String> = MIRRORED.iter().map(|s| s.to_string()).collect();
    mirrored.sort();
    assert_eq!(
        sorted_plain, mirrored,
        "MIRRORED must list exactly the .lalrpop nonterminals"
    );
    let mut inlined: Vec<&str> = INLINED.to_vec();
    inlined.sort();
    let mut m: Vec<&str> = macros.iter().map(String::as_str).collect();
    m.sort();
    assert_eq!(m, inlined, "the .lalrpop macros");
    // A rule of the same name, or its copy for a context (arguments only
    // ever appear inside brackets: `Argument-b`).
    let g = grammar();
    for n in &plain {
        assert!(
            g.names.iter().any(|r| r.split('-').next() == Some(n)),
            "no GBNF rule `{n}`"
        );
    }
    // And back: every CamelCase GBNF rule is a copy of a nonterminal.
    for name in &g.names {
        let base = name.split('-').next().unwrap();
        if base.starts_with(|c: char| c.is_ascii_uppercase()) {
            assert!(
                plain.iter().any(|p| p == base),
                "GBNF rule {name} mirrors nothing"
            );
        }
    }
}

// ------------------------------------------------------------ corpora

fn py_files(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "py") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn parses(src: &str) -> bool {
    lackpy::syntax::parse(src).is_ok()
}

/// spec/gbnf.md states this test's figures: `phrase` (its words) is in the
/// chapter, so the figures there are the corpora's, never stale.
fn spec_says(phrase: &str) {
    let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    let chapter = words(&std::fs::read_to_string(root().join("spec/gbnf.md")).unwrap());
    assert!(
        chapter.contains(&words(phrase)),
        "spec/gbnf.md should say {phrase:?}: its figure is out of date"
    );
}

#[test]
fn accepts_every_conformance_and_valid_corpus_program() {
    let (report, failures) = big_stack(|| {
        let g = grammar();
        let mut failures = Vec::new();
        let mut report = Vec::new();
        // Each folder's programs all parse (none is skipped) and there are
        // at least `min` of them, so that the test cannot pass having
        // checked nothing.
        for (label, dir, min) in [
            ("conformance/cases", "conformance/cases", 600),
            ("conformance/differences", "conformance/differences", 8),
            ("tests/corpus/valid", "tests/corpus/valid", 200),
        ] {
            let files = py_files(&root().join(dir));
            let mut accepted = 0;
            for f in &files {
                let src = std::fs::read_to_string(f).unwrap();
                if !parses(&src) {
                    failures.push(format!("{} (refused by the parser)", f.display()));
                } else if accepts(&g, &src) {
                    accepted += 1;
                } else {
                    failures.push(f.display().to_string());
                }
            }
            report.push(format!(
                "{label}: {} programs, {accepted} accepted",
                files.len()
            ));
            spec_says(&format!("`{label}/` ({})", files.len()));
            assert!(
                accepted >= min,
                "{label}: only {accepted} programs accepted (at least {min} expected)"
            );
        }
        (report, failures)
    });
    eprintln!("{}", report.join("\n"));
    assert!(
        failures.is_empty(),
        "{} programs refused by the grammar or the parser:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn rejects_the_forbidden_syntax_corpus() {
    let (report, failures) = big_stack(|| {
        let g = grammar();
        let mut failures = Vec::new();
        let files = py_files(&root().join("tests/corpus/rejected"));
        let (mut syntax, mut checker, mut checker_rejected) = (0, 0, 0);
        for f in &files {
            let src = std::fs::read_to_string(f).unwrap();
            let code = expected_code(&src).unwrap_or("?").to_string();
            // The parser refuses it, or its code is a syntax one (E00xx,
            // E01xx): the grammar must refuse it too. E02xx programs parse
            // and are refused by the checker (names, attributes): a
            // grammar may accept them.
            let syntax_level = !parses(&src) || code.starts_with("E00") || code.starts_with("E01");
            let accepted = accepts(&g, &src);
            if syntax_level {
                syntax += 1;
                if accepted {
                    failures.push(format!("{} ({code})", f.display()));
                }
            } else {
                checker += 1;
                checker_rejected += usize::from(!accepted);
            }
        }
        let report = format!(
            "tests/corpus/rejected: {} programs; {syntax} refused at the syntax level, all rejected by the grammar \
             unless listed below; {checker} refused by the checker (E02xx), of which the grammar rejects {checker_rejected}",
            files.len()
        );
        assert!(syntax >= 100, "only {syntax} syntax-level programs");
        spec_says(&format!(
            "({syntax} of {}; of the {checker} the checker refuses for names and attributes, E02xx, it rejects {checker_rejected})",
            files.len()
        ));
        (report, failures)
    });
    eprintln!("{report}");
    assert!(
        failures.is_empty(),
        "the grammar accepts forbidden syntax:\n{}",
        failures.join("\n")
    );
}

/// The lexical corpus: malformed programs. The grammar rejects them all
/// but those whose fault is one a context-free grammar cannot see:
/// indentation depth, nesting limits, a repeated keyword argument, a NUL
/// character.
#[test]
fn rejects_the_lexical_corpus_but_for_limits_and_indentation() {
    let (accepted, total) = big_stack(|| {
        let g = grammar();
        let files = py_files(&root().join("tests/corpus/lexical"));
        let mut accepted = Vec::new();
        for f in &files {
            let bytes = std::fs::read(f).unwrap();
            let src = String::from_utf8_lossy(&bytes).to_string();
            if accepts(&g, &src) {
                let code = expected_code(&src).unwrap_or("?").to_string();
                accepted.push((f.file_stem().unwrap().to_string_lossy().to_string(), code));
            }
        }
        (accepted, files.len())
    });
    eprintln!(
        "tests/corpus/lexical: {total} programs, {} accepted by the grammar: {accepted:?}",
        accepted.len()
    );
    assert!(total >= 40, "only {total} programs in tests/corpus/lexical");
    spec_says(&format!(
        "`tests/corpus/lexical/` except the {} whose fault",
        accepted.len()
    ));
    for (name, code) in &accepted {
        let allowed = matches!(code.as_str(), "E0004" | "E0007" | "E0010")
            || name == "repeated_keyword"
            || name == "nul_in_string";
        assert!(allowed, "the grammar accepts lexical/{name} ({code})");
    }
}

#[test]
fn keywords_never_start_a_statement_and_names_may_contain_them() {
    big_stack(|| {
        let g = grammar();
        let ok = [
            "import_x = 1\n",
            "iff = 2\nclasses = [iff]\n",
            "Nonex = None\nTrue_ = True\n",
            "returned = len([1])\nreturned\n",
            "lambda_ = 3\nnotin = 4\nisnot = lambda_\n",
            "xs = sorted([3, 1], key=lambda r: -r)\n",
            "xs = sorted([3, 1], key=(lambda r: -r))\n",
            "m = max(d, key=( (\n    lambda k: d[k]\n) ))\n",
            "for x in [1, 2]:\n    y = x\n",
            "for x in xs[1:]:\n    y = x\n",
            "for c in 'abc': y = c\n",
            "for x in a if b else c, *d:\n    y = x\n",
            "for k in {'a': 1}:\n    y = k\n",
            "x = 1 if True else 2\n",
            "x = not True\ny = [a for a in xs if a not in ys if a is not None]\n",
            "s = ''\nt = '' 'x'\n",
            "s = f\"{x!r:>{width}} {{}} {d['k']}\"\n",
            "match = 1\ntype = 2\ncase = match\n",
            "for k, v in d.items():\n    if k:\n        x = v\n    elif v:\n        pass_ = 1\n    else:\n        y = 2\nelse:\n    z = 3\n",
            "with f(a) as b, g() as (c, d):\n    x = b\n",
            "a, *b = c = [1, 2, 3]\nx[0].y += 1\n",
            "x = 1; y = 2;\n",
            "# comment only\n\n   \n",
            "",
        ];
        for p in ok {
            assert!(accepts(&g, p), "should accept:\n{p}");
            assert!(parses(p), "the parser refuses the example:\n{p}");
        }
        let refused = [
            "import os\n",
            "from os import path\n",
            "def f():\n    return 1\n",
            "return(x)\n",
            "del(x)\n",
            "assert(x)\n",
            "raise(ValueError)\n",
            "pass\n",
            "break\n",
            "x = yield\n",
            "global x\n",
            "while(x):\n    x = 0\n",
            "while x:\n    x = 0\n",
            "if x:\n    continue\n",
            "class A:\n    x = 1\n",
            "try:\n    x = 1\nexcept:\n    x = 2\n",
            "f = lambda x: x\n",
            "sorted(xs, cmp=lambda a: a)\n",
            "sorted(xs, key=(lambda a: a, 1))\n",
            "sorted(xs, key=(lambda a: a)(1))\n",
            "sorted(xs, key=(lambda a: a) or f)\n",
            "sorted(xs, cmp=(lambda a: a))\n",
            "f((lambda a: a))\n",
            "sorted(xs, key=lambda a, b: a)\n",
            "sum(x for x in xs)\n",
            "y = (x for x in xs)\n",
            "a ** b\n",
            "a | b\n",
            "a & b\n",
            "~a\n",
            "a << 1\n",
            "(x := 1)\n",
            "@dec\nx = 1\n",
            "a @ b\n",
            "x: int = 1\n",
            "type X = int\n",
            "match x:\n    case 1:\n        y = 1\n",
            "async def f():\n    x = 1\n",
            "await x\n",
            "b\"bytes\"\n",
            "x = rb'raw'\n",
            "z = 3j\n",
            "n = 007\n",
            "x = \"\\N{BULLET}\"\n",
            "x = f\"{'\\n'.join(xs)}\"\n",
            "x = f\"{x # no}\"\n",
            "x = f\"{{1: 2}[1]}\"\n",
            "print \"hello\"\n",
            "for x in *xs:\n    y = x\n",
            "for x in lambda: 1:\n    y = x\n",
            "x = 1.real\n",
            "x.import = 1\n",
            "f(if=1)\n",
            "    x = 1\n",
            "x = 1 +\n2\n",
            "f(a=1, b)\n",
            "*a = b\n",
            "*a, *b = c\n",
            "len(x) = 2\n",
            // `''` then `'x'` would open a triple-quoted string: code would
            // hide in what the grammar took for a string.
            "x = '''x' + ''''\n",
            "x = ''''\n",
        ];
        for p in refused {
            assert!(!accepts(&g, p), "should refuse:\n{p}");
        }
    });
}

// ------------------------------------------------------------ soundness

/// A small deterministic generator of programs from the grammar.
struct Sampler<'g> {
    g: &'g Gbnf,
    seed: u64,
    /// Length of each rule's shortest derivation.
    cost: &'g [usize],
    names: usize,
    block: usize,
}

/// Characters offered to a negated class.
const ALPHABET: &str = "ab Z09_ :!=+.,()[]{}'\"\\#\t\né€";

fn costs(g: &Gbnf) -> Vec<usize> {
    let cost = common::gbnf::costs(g);
    assert!(
        cost.iter().all(|&c| c < usize::MAX),
        "a rule derives nothing"
    );
    cost
}

impl<'g> Sampler<'g> {
    fn new(g: &'g Gbnf, cost: &'g [usize], seed: u64) -> Sampler<'g> {
        Sampler {
            g,
            seed: seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407),
            cost,
            names: 0,
            block: 0,
        }
    }

    fn rand(&mut self, n: usize) -> usize {
        xorshift(&mut self.seed, n)
    }

    fn gen(&mut self, e: &'g E, depth: usize, out: &mut String) {
        let deep = depth > 16 || out.len() > 400;
        match e {
            E::Lit(l) => out.extend(l.iter()),
            E::Class { neg, ranges } => {
                let options: Vec<char> = if *neg {
                    ALPHABET
                        .chars()
                        .filter(|&c| class_has(true, ranges, c))
                        .collect()
                } else {
                    ranges.iter().flat_map(|&(a, b)| (a..=b).take(40)).collect()
                };
                let k = self.rand(options.len());
                out.push(options[k]);
            }
            E::Ref(r) => match self.g.names[*r].as_str() {
                // Fresh names, some starting with a keyword, so that a
                // repeated keyword argument cannot happen by chance.
                "name" => {
                    const STEMS: [&str; 8] =
                        ["x", "if_", "import", "Nonex", "lambda_", "iff", "r", "f"];
                    let stem = STEMS[self.rand(STEMS.len())];
                    self.names += 1;
                    out.push_str(&format!("{stem}{}", self.names));
                }
                // A block's lines are indented one level more.
                "ind" => out.push_str(&"    ".repeat(self.block)),
                // Mostly plain spacing, so that the budget goes to structure.
                ws @ ("sp" | "spb" | "fsp" | "sp1" | "spb1" | "fsp1") if self.rand(5) > 0 => {
                    if ws.ends_with('1') || self.rand(2) == 0 {
                        out.push(' ');
                    }
                }
                "block" => {
                    self.block += 1;
                    self.gen(self.g.rules[*r].as_ref().unwrap(), depth + 1, out);
                    self.block -= 1;
                }
                _ => self.gen(self.g.rules[*r].as_ref().unwrap(), depth + 1, out),
            },
            E::Seq(items) => {
                for i in items {
                    self.gen(i, depth, out);
                }
            }
            E::Alt(alts) => {
                let k = if deep {
                    (0..alts.len())
                        .min_by_key(|&k| cost_of(&alts[k], self.cost))
                        .unwrap()
                } else {
                    self.rand(alts.len())
                };
                self.gen(&alts[k], depth, out);
            }
            E::Rep(inner, kind) => {
                let n = match (kind, deep) {
                    ('+', true) => 1,
                    (_, true) => 0,
                    ('?', false) => self.rand(2),
                    ('*', false) => self.rand(4),
                    _ => 1 + self.rand(2),
                };
                for _ in 0..n {
                    self.gen(inner, depth + 1, out);
                }
            }
        }
    }
}

/// Generate `n` texts from `rule` (each wrapped into a program by `wrap`)
/// and parse them; the recogniser re-reads one in ten. Returns the
/// failures and how many were tolerated.
fn generate_and_parse(
    rule: &'static str,
    wrap: fn(&str) -> String,
    n: u64,
) -> (Vec<String>, usize) {
    big_stack(move || {
        let g = grammar();
        let cost = costs(&g);
        let mut failures = Vec::new();
        let mut tolerated = 0;
        let show: u64 = std::env::var("LACKPY_GBNF_SHOW")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        for seed in 0..n {
            let salt = rule
                .bytes()
                .fold(0u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)));
            let mut s = Sampler::new(&g, &cost, seed + 1 + salt);
            let mut part = String::new();
            s.gen(g.rule(rule), 0, &mut part);
            if seed % 10 == 0 {
                assert!(
                    accepts_rule(&g, rule, &part),
                    "recogniser refuses {rule}:\n{part}"
                );
            }
            let text = wrap(&part);
            if seed < show {
                eprintln!("---- {rule} {seed}\n{text}");
            }
            match lackpy::syntax::parse(&text) {
                Ok(_) => {}
                // No context-free grammar rules out `f(key=..., key=...)`.
                Err(errs)
                    if errs
                        .iter()
                        .all(|d| d.message.starts_with("keyword argument repeated")) =>
                {
                    tolerated += 1
                }
                Err(errs) => failures.push(format!(
                    "{rule} seed {seed}:\n{text}\n--> {}",
                    errs.iter()
                        .map(|d| format!("{} {}", d.code.as_str(), d.message))
                        .collect::<Vec<_>>()
                        .join("; ")
                )),
            }
        }
        (failures, tolerated)
    })
}

fn report(what: &str, n: u64, (failures, tolerated): (Vec<String>, usize)) {
    eprintln!(
        "{n} generated {what}: {} refused by the parser, {tolerated} with a repeated keyword argument (tolerated)",
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} generated {what} do not parse:\n{}",
        failures.len(),
        failures
            .iter()
            .take(5)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n\n")
    );
}

/// What the grammar generates, the parser accepts: random whole programs.
#[test]
fn generated_programs_parse() {
    report(
        "programs",
        1500,
        generate_and_parse("root", |t| t.to_string(), 1500),
    );
}

/// The same for string literals (f-strings, their fields, nested
/// f-strings and format specs) and for expressions inside brackets, which
/// whole programs reach too rarely.
#[test]
fn generated_strings_and_bracketed_expressions_parse() {
    report(
        "string literals",
        1500,
        generate_and_parse("StrPart", |t| format!("x = {t}\n"), 1500),
    );
    report(
        "bracketed expressions",
        1000,
        generate_and_parse("TestListStar-b", |t| format!("x = (\n{t}\n)\n"), 1000),
    );
    // The replacement fields of each kind of f-string, and what nests in them.
    report(
        "fields of f\"...\"",
        500,
        generate_and_parse("field-fxa", |t| format!("x = f\"{t}\"\n"), 500),
    );
    report(
        "fields of f'...'",
        500,
        generate_and_parse("field-fax", |t| format!("x = f'{t}'\n"), 500),
    );
    report(
        "fields of f\"\"\"...\"\"\"",
        500,
        generate_and_parse("field-fta", |t| format!("x = f\"\"\"{t}\"\"\"\n"), 500),
    );
    report(
        "fields of f'''...'''",
        500,
        generate_and_parse("field-fat", |t| format!("x = f'''{t}'''\n"), 500),
    );
}

// ------------------------------------------------------------ the CLI

#[test]
fn lackpyc_spec_prints_the_grammar() {
    let out = run_bin(
        env!("CARGO_BIN_EXE_lackpyc"),
        &["spec", "--format", "gbnf"],
        b"",
    );
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text, grammar_text());
    assert!(text.contains("\nroot ::= Module\n"));
    let help = run_bin(env!("CARGO_BIN_EXE_lackpyc"), &["spec", "--help"], b"");
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(help.contains("gbnf"), "{help}");
}

// ------------------------------------------------------------ the provider

/// A fake OpenAI-compatible server: answers `n` requests with `reply` and
/// records their JSON bodies.
fn fake_openai(n: usize, reply: &str) -> (String, Arc<Mutex<Vec<Json>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let seen = Arc::new(Mutex::new(Vec::new()));
    let record = seen.clone();
    let body =
        json!({"choices": [{"index": 0, "message": {"role": "assistant", "content": reply}}]})
            .to_string();
    std::thread::spawn(move || {
        for _ in 0..n {
            let Ok((mut s, _)) = listener.accept() else {
                return;
            };
            s.set_read_timeout(Some(Duration::from_secs(10))).ok();
            let mut buf = Vec::new();
            let mut chunk = [0u8; 8192];
            let (head_end, len) = loop {
                let Ok(k) = s.read(&mut chunk) else { return };
                if k == 0 {
                    return;
                }
                buf.extend_from_slice(&chunk[..k]);
                if let Some(i) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
                    let head = String::from_utf8_lossy(&buf[..i]).to_ascii_lowercase();
                    let len = head
                        .lines()
                        .find_map(|l| l.strip_prefix("content-length:"))
                        .and_then(|v| v.trim().parse::<usize>().ok())
                        .unwrap_or(0);
                    break (i + 4, len);
                }
            };
            while buf.len() < head_end + len {
                let Ok(k) = s.read(&mut chunk) else { break };
                if k == 0 {
                    break;
                }
                buf.extend_from_slice(&chunk[..k]);
            }
            record
                .lock()
                .unwrap()
                .push(serde_json::from_slice(&buf[head_end..]).unwrap_or(Json::Null));
            let _ = write!(
                s,
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
        }
    });
    (url, seen)
}

fn ask(url: &str, extra: &str) {
    use lackpy::infer::models::Message;
    let cfg = format!(
        "[inference]\norder = [\"local\"]\ntimeout = 10\n\n[inference.providers.local]\n\
         plugin = \"openai\"\nbase_url = \"{url}\"\nmodel = \"m\"\n{extra}\n"
    );
    let inf = lackpy::infer::config::parse(&cfg).unwrap();
    let model = inf.chat_model(&inf.providers["local"]).ok().unwrap();
    let reply = model
        .chat("system", &[Message::user("count the files")], 0.2)
        .unwrap();
    assert_eq!(reply, "len(find_files('*'))");
}

#[test]
fn openai_sends_the_grammar_only_when_constrained() {
    let (url, seen) = fake_openai(2, "len(find_files('*'))");
    ask(&url, "constrained = true");
    ask(&url, "");
    let bodies = seen.lock().unwrap().clone();
    assert_eq!(bodies.len(), 2);
    let printed = run_bin(
        env!("CARGO_BIN_EXE_lackpyc"),
        &["spec", "--format", "gbnf"],
        b"",
    );
    let printed = String::from_utf8(printed.stdout).unwrap();
    assert_eq!(bodies[0]["grammar"], json!(printed));
    assert_eq!(bodies[0]["model"], json!("m"));
    assert!(bodies[1].get("grammar").is_none(), "{}", bodies[1]);
    assert_eq!(bodies[1]["messages"], bodies[0]["messages"]);
}
