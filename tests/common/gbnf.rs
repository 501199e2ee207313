//! A reader of GBNF grammars (the format of llama.cpp) as llama.cpp reads
//! them, for the tests that check lackpy's grammar (`tests/gbnf.rs`) and
//! that sample programs from it (`tests/runaway.rs`).

use std::collections::HashMap;

#[derive(Debug, Clone)]
pub enum E {
    Lit(Vec<char>),
    Class {
        neg: bool,
        ranges: Vec<(char, char)>,
    },
    Ref(usize),
    Seq(Vec<E>),
    Alt(Vec<E>),
    /// `?`, `*`, `+`
    Rep(Box<E>, char),
}

pub struct Gbnf {
    pub names: Vec<String>,
    pub index: HashMap<String, usize>,
    pub rules: Vec<Option<E>>,
}

impl Gbnf {
    pub fn id(&mut self, name: &str) -> usize {
        if let Some(&i) = self.index.get(name) {
            return i;
        }
        self.names.push(name.to_string());
        self.rules.push(None);
        self.index.insert(name.to_string(), self.names.len() - 1);
        self.names.len() - 1
    }

    pub fn rule(&self, name: &str) -> &E {
        self.rules[self.index[name]].as_ref().unwrap()
    }

    pub fn has(&self, name: &str) -> bool {
        self.index
            .get(name)
            .is_some_and(|&i| self.rules[i].is_some())
    }
}

/// Parse GBNF text the way llama.cpp's grammar parser does: newlines end a
/// rule except inside parentheses and after `::=` or `|`; `#` comments.
pub fn parse_gbnf(text: &str) -> Gbnf {
    let mut p = Reader {
        s: text.chars().collect(),
        i: 0,
        g: Gbnf {
            names: Vec::new(),
            index: HashMap::new(),
            rules: Vec::new(),
        },
    };
    p.space(true);
    while p.i < p.s.len() {
        let name = p.name();
        p.space(false);
        assert!(p.eat_str("::="), "expected ::= after {name} at {}", p.at());
        p.space(true);
        let body = p.alternates(false);
        let id = p.g.id(&name);
        assert!(p.g.rules[id].is_none(), "rule {name} defined twice");
        p.g.rules[id] = Some(body);
        if p.peek() == Some('\r') {
            p.i += 1;
        }
        if p.peek() == Some('\n') {
            p.i += 1;
        } else {
            assert!(
                p.i >= p.s.len(),
                "expected a newline after rule {name} at {}",
                p.at()
            );
        }
        p.space(true);
    }
    for (i, r) in p.g.rules.iter().enumerate() {
        assert!(r.is_some(), "rule {} is used but not defined", p.g.names[i]);
    }
    p.g
}

struct Reader {
    s: Vec<char>,
    i: usize,
    g: Gbnf,
}

impl Reader {
    pub fn peek(&self) -> Option<char> {
        self.s.get(self.i).copied()
    }

    pub fn at(&self) -> String {
        self.s[self.i..(self.i + 40).min(self.s.len())]
            .iter()
            .collect()
    }

    pub fn eat_str(&mut self, t: &str) -> bool {
        let t: Vec<char> = t.chars().collect();
        if self.s[self.i..].starts_with(&t) {
            self.i += t.len();
            true
        } else {
            false
        }
    }

    pub fn space(&mut self, newline_ok: bool) {
        while let Some(c) = self.peek() {
            match c {
                ' ' | '\t' => self.i += 1,
                '#' => {
                    while self.peek().is_some_and(|c| c != '\r' && c != '\n') {
                        self.i += 1;
                    }
                }
                '\r' | '\n' if newline_ok => self.i += 1,
                _ => break,
            }
        }
    }

    pub fn name(&mut self) -> String {
        let start = self.i;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '-')
        {
            self.i += 1;
        }
        assert!(self.i > start, "expected a rule name at {}", self.at());
        self.s[start..self.i].iter().collect()
    }

    pub fn alternates(&mut self, nested: bool) -> E {
        let mut alts = vec![self.sequence(nested)];
        while self.peek() == Some('|') {
            self.i += 1;
            self.space(true);
            alts.push(self.sequence(nested));
        }
        if alts.len() == 1 {
            alts.pop().unwrap()
        } else {
            E::Alt(alts)
        }
    }

    pub fn hex(&mut self, n: usize) -> char {
        let h: String = self.s[self.i..self.i + n].iter().collect();
        self.i += n;
        char::from_u32(u32::from_str_radix(&h, 16).unwrap()).unwrap()
    }

    pub fn char_in(&mut self) -> char {
        let c = self.peek().expect("unexpected end of grammar");
        self.i += 1;
        if c != '\\' {
            return c;
        }
        let e = self.peek().unwrap();
        self.i += 1;
        match e {
            'x' => self.hex(2),
            'u' => self.hex(4),
            'U' => self.hex(8),
            't' => '\t',
            'r' => '\r',
            'n' => '\n',
            '\\' | '"' | '[' | ']' => e,
            other => panic!("unknown escape \\{other} (llama.cpp refuses it)"),
        }
    }

    pub fn sequence(&mut self, nested: bool) -> E {
        let mut items: Vec<E> = Vec::new();
        loop {
            match self.peek() {
                Some('"') => {
                    self.i += 1;
                    let mut lit = Vec::new();
                    while self.peek() != Some('"') {
                        lit.push(self.char_in());
                    }
                    self.i += 1;
                    items.push(E::Lit(lit));
                }
                Some('[') => {
                    self.i += 1;
                    let neg = self.peek() == Some('^');
                    if neg {
                        self.i += 1;
                    }
                    let mut ranges = Vec::new();
                    while self.peek() != Some(']') {
                        let a = self.char_in();
                        if self.peek() == Some('-') && self.s.get(self.i + 1) != Some(&']') {
                            self.i += 1;
                            let b = self.char_in();
                            ranges.push((a, b));
                        } else {
                            ranges.push((a, a));
                        }
                    }
                    self.i += 1;
                    items.push(E::Class { neg, ranges });
                }
                Some('(') => {
                    self.i += 1;
                    self.space(true);
                    let inner = self.alternates(true);
                    assert_eq!(self.peek(), Some(')'), "expected ) at {}", self.at());
                    self.i += 1;
                    items.push(inner);
                }
                Some(c @ ('*' | '+' | '?')) => {
                    self.i += 1;
                    let last = items.pop().expect("repetition of nothing");
                    items.push(E::Rep(Box::new(last), c));
                }
                Some(c) if c.is_ascii_alphanumeric() || c == '-' => {
                    let n = self.name();
                    items.push(E::Ref(self.g.id(&n)));
                }
                Some(c) if "{.".contains(c) => panic!("GBNF feature `{c}` not used by lackpy"),
                _ => break,
            }
            self.space(nested);
        }
        if items.len() == 1 {
            items.pop().unwrap()
        } else {
            E::Seq(items)
        }
    }
}

pub fn class_has(neg: bool, ranges: &[(char, char)], c: char) -> bool {
    ranges.iter().any(|&(a, b)| a <= c && c <= b) != neg
}

/// The length of `e`'s shortest derivation, given each rule's (`cost`).
pub fn cost_of(e: &E, cost: &[usize]) -> usize {
    match e {
        E::Lit(l) => l.len(),
        E::Class { .. } => 1,
        E::Ref(r) => cost[*r],
        E::Seq(items) => items
            .iter()
            .fold(0usize, |a, i| a.saturating_add(cost_of(i, cost))),
        E::Alt(alts) => alts.iter().map(|a| cost_of(a, cost)).min().unwrap_or(0),
        E::Rep(inner, k) => {
            if *k == '+' {
                cost_of(inner, cost)
            } else {
                0
            }
        }
    }
}

/// The length of each rule's shortest derivation (`usize::MAX` for a rule
/// that derives nothing, or is missing), found by iterating to a fixpoint:
/// a sampler past its depth budget takes the cheapest alternative.
pub fn costs(g: &Gbnf) -> Vec<usize> {
    let mut cost = vec![usize::MAX; g.rules.len()];
    loop {
        let next: Vec<usize> = g
            .rules
            .iter()
            .map(|r| r.as_ref().map_or(usize::MAX, |r| cost_of(r, &cost)))
            .collect();
        if next == cost {
            return cost;
        }
        cost = next;
    }
}

/// A xorshift step: the samplers' own small, seedable random numbers.
pub fn xorshift(seed: &mut u64, n: usize) -> usize {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    (*seed % n as u64) as usize
}
