//! Tightening rules a caller may add: they only ever refuse more programs.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// No `for` statements.
    NoLoops,
    /// No call whose argument is itself a call.
    NoNestedCalls,
    /// Blocks (`if`/`for`/`with`) nested at most N deep.
    MaxDepth(u32),
    /// At most N calls in the program text.
    MaxCalls(u32),
}

impl Rule {
    pub const NAMES: &'static [&'static str] =
        &["no_loops", "no_nested_calls", "max_depth=N", "max_calls=N"];

    pub fn parse(s: &str) -> Result<Rule, String> {
        let s = s.trim();
        let (name, value) = match s.split_once('=') {
            Some((n, v)) => (n.trim(), Some(v.trim())),
            None => (s, None),
        };
        let number = |v: Option<&str>| -> Result<u32, String> {
            v.ok_or_else(|| format!("rule `{name}` needs a number: `{name}=N`"))?
                .parse::<u32>()
                .map_err(|_| format!("rule `{name}` needs a non-negative whole number: `{name}=N`"))
        };
        match (name, value) {
            ("no_loops", None) => Ok(Rule::NoLoops),
            ("no_nested_calls", None) => Ok(Rule::NoNestedCalls),
            ("max_depth", v) => Ok(Rule::MaxDepth(number(v)?)),
            ("max_calls", v) => Ok(Rule::MaxCalls(number(v)?)),
            ("no_loops" | "no_nested_calls", Some(_)) => {
                Err(format!("rule `{name}` takes no value"))
            }
            _ => Err(format!(
                "unknown rule `{s}`; known rules: {}",
                Rule::NAMES.join(", ")
            )),
        }
    }

    /// Parse a comma list, as `--rules` takes it.
    pub fn parse_list(s: &str) -> Result<Vec<Rule>, String> {
        s.split(',')
            .filter(|p| !p.trim().is_empty())
            .map(Rule::parse)
            .collect()
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rule::NoLoops => f.write_str("no_loops"),
            Rule::NoNestedCalls => f.write_str("no_nested_calls"),
            Rule::MaxDepth(n) => write!(f, "max_depth={n}"),
            Rule::MaxCalls(n) => write!(f, "max_calls={n}"),
        }
    }
}
