//! Rules: deterministic keyword → program translations for the requests
//! that come up most (read a file, find definitions or callers, list files
//! of a language or matching a glob, search for a pattern). A rule is
//! active only when the kit has the tool its program calls, and it places
//! captured text in the program as a string literal, never as code.

use regex::{Captures, Regex};

use super::{py_literal, Attempt, Candidate, Context, Provider, ProviderError};
use crate::kit::Kit;

/// The name under which the kit offers a built-in tool (itself or an alias).
fn tool_in(kit: &Kit, tool: &str) -> Option<String> {
    kit.tools()
        .iter()
        .map(|t| t.name.as_str())
        .find(|n| *n == tool || kit.alias_target(n) == Some(tool))
        .map(str::to_string)
}

/// Drop one pair of quotes or backticks, and trailing sentence punctuation.
fn arg(c: &Captures, name: &str) -> Option<String> {
    let t = c.name(name)?.as_str().trim();
    for q in ['\'', '"', '`'] {
        if t.len() >= 2 {
            if let Some(inner) = t.strip_prefix(q).and_then(|r| r.strip_suffix(q)) {
                return Some(inner.to_string());
            }
        }
    }
    Some(t.trim_end_matches(['.', '?', '!', ',']).to_string())
}

const LANGUAGES: &[(&str, &str)] = &[
    ("python", "py"),
    ("py", "py"),
    ("rust", "rs"),
    ("javascript", "js"),
    ("js", "js"),
    ("typescript", "ts"),
    ("ts", "ts"),
    ("markdown", "md"),
    ("toml", "toml"),
    ("json", "json"),
    ("yaml", "yaml"),
    ("c", "c"),
    ("go", "go"),
    ("java", "java"),
    ("ruby", "rb"),
    ("shell", "sh"),
    ("html", "html"),
    ("css", "css"),
    ("text", "txt"),
];

type Build = fn(&Captures, &str) -> Option<String>;

struct Rule {
    tool: &'static str,
    patterns: &'static [&'static str],
    build: Build,
}

const QUOTED_OR_WORD: &str = r#"(?:'[^']+'|"[^"]+"|`[^`]+`|\S+)"#;

fn rules() -> &'static [(Rule, Vec<Regex>)] {
    static RULES: std::sync::LazyLock<Vec<(Rule, Vec<Regex>)>> = std::sync::LazyLock::new(|| {
        let table = vec![
            Rule {
                tool: "find_callers",
                patterns: &[
                    r"^(?:find|show|list|get)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?:callers|call\s+sites|calls|usages?|uses)\s+(?:of|to)\s+(?:the\s+)?(?:function\s+)?(?P<name>Q)$",
                    r"^(?:who|what)\s+calls\s+(?P<name>Q)$",
                ],
                build: |c, tool| Some(format!("{tool}({})\n", py_literal(&arg(c, "name")?))),
            },
            Rule {
                tool: "find_definitions",
                patterns: &[
                    r"^(?:find|show|list|get|locate)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?:definitions?|defs?)\s+(?:of|for)\s+(?:the\s+)?(?P<name>Q)$",
                    r"^where\s+is\s+(?P<name>Q)\s+defined$",
                    r"^(?:find|locate)\s+(?:the\s+)?(?:function|class|method)\s+(?P<name>Q)$",
                ],
                build: |c, tool| Some(format!("{tool}({})\n", py_literal(&arg(c, "name")?))),
            },
            Rule {
                tool: "find_files",
                patterns: &[
                    r"^(?:list|find|show|get)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?P<lang>[a-z]+)\s+(?:source\s+)?files$",
                ],
                build: |c, tool| {
                    let lang = arg(c, "lang")?.to_lowercase();
                    let ext = LANGUAGES.iter().find(|(l, _)| *l == lang)?.1;
                    Some(format!("{tool}({})\n", py_literal(&format!("**/*.{ext}"))))
                },
            },
            Rule {
                tool: "find_files",
                patterns: &[
                    r"^(?:list|find|show|get)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?files\s+(?:matching|like|named)\s+(?P<glob>Q)$",
                    r"^(?:glob|list|find)\s+(?P<glob>'[^']*[*?][^']*'|`[^`]*[*?][^`]*`|[^\s'`]*[*?]\S*)$",
                ],
                build: |c, tool| Some(format!("{tool}({})\n", py_literal(&arg(c, "glob")?))),
            },
            Rule {
                tool: "search_content",
                patterns: &[
                    r"^(?:search|grep)\s+(?:for\s+)?(?P<regex>(?:the\s+)?(?:regex|pattern)\s+)?(?P<pat>Q)(?:\s+in\s+(?P<path>Q))?$",
                    r"^find\s+(?:lines\s+|all\s+)?(?:containing|matching|mentions\s+of|occurrences\s+of)\s+(?P<regex>(?:the\s+)?(?:regex|pattern)\s+)?(?P<pat>Q)(?:\s+in\s+(?P<path>Q))?$",
                ],
                build: |c, tool| {
                    let pat = arg(c, "pat")?;
                    // Plain words are searched for as written; a pattern
                    // named as one ("search for the regex ...") is kept.
                    let pat = if c.name("regex").is_some() {
                        pat
                    } else {
                        regex::escape(&pat)
                    };
                    Some(match arg(c, "path") {
                        Some(path) => {
                            format!("{tool}({}, {})\n", py_literal(&pat), py_literal(&path))
                        }
                        None => format!("{tool}({})\n", py_literal(&pat)),
                    })
                },
            },
            Rule {
                tool: "read_file",
                patterns: &[
                    r#"^(?:read|show|cat|print|display|open|get)\s+(?:me\s+)?(?:the\s+)?(?:contents?\s+of\s+)?(?:the\s+)?(?:file\s+)?(?P<path>'[^']+'|`[^`]+`|"[^"]+"|[^\s'`"]*[./][^\s'`"]*)$"#,
                ],
                build: |c, tool| Some(format!("{tool}({})\n", py_literal(&arg(c, "path")?))),
            },
        ];
        table
            .into_iter()
            .map(|r| {
                let res = r
                    .patterns
                    .iter()
                    .filter_map(|p| {
                        Regex::new(&format!("(?i){}", p.replace('Q', QUOTED_OR_WORD))).ok()
                    })
                    .collect();
                (r, res)
            })
            .collect()
    });
    &RULES
}

/// The program the first applicable rule writes for an intent.
pub fn apply(intent: &str, kit: &Kit) -> Option<String> {
    let intent = intent.trim().trim_end_matches(['.', '?', '!']).trim();
    for (rule, res) in rules() {
        let Some(tool) = tool_in(kit, rule.tool) else {
            continue;
        };
        for re in res {
            if let Some(c) = re.captures(intent) {
                if let Some(p) = (rule.build)(&c, &tool) {
                    return Some(p);
                }
            }
        }
    }
    None
}

/// The rules tier.
pub struct RulesProvider {
    pub name: String,
}

impl Provider for RulesProvider {
    fn name(&self) -> &str {
        &self.name
    }

    fn generate(
        &self,
        ctx: &Context,
        _attempt: &Attempt,
    ) -> Result<Option<Candidate>, ProviderError> {
        Ok(apply(ctx.intent, ctx.kit).map(|program| Candidate {
            program,
            template: None,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn debug() -> Kit {
        Kit::resolve("debug").unwrap()
    }

    #[test]
    fn each_rule() {
        let k = debug();
        let cases = [
            ("read src/app.py", "read_file('src/app.py')\n"),
            (
                "Show the contents of 'my file.txt'",
                "read_file('my file.txt')\n",
            ),
            (
                "find definitions of validate_token",
                "find_definitions('validate_token')\n",
            ),
            ("where is Parser defined?", "find_definitions('Parser')\n"),
            (
                "find callers of validate_token",
                "find_callers('validate_token')\n",
            ),
            ("who calls `load`?", "find_callers('load')\n"),
            ("list all python files", "find_files('**/*.py')\n"),
            ("find rust files", "find_files('**/*.rs')\n"),
            ("list files matching src/*.md", "find_files('src/*.md')\n"),
            ("glob **/*.toml", "find_files('**/*.toml')\n"),
            ("search for TODO", "search_content('TODO')\n"),
            (
                "grep 'fn main(' in src",
                "search_content('fn main\\\\(', 'src')\n",
            ),
            (
                "search for the regex 'de+f' in lib",
                "search_content('de+f', 'lib')\n",
            ),
        ];
        for (intent, want) in cases {
            assert_eq!(apply(intent, &k).as_deref(), Some(want), "{intent}");
        }
    }

    #[test]
    fn a_rule_needs_its_tool() {
        let read = Kit::resolve("read").unwrap();
        assert_eq!(apply("find callers of f", &read), None);
        assert_eq!(
            apply("read a.py", &Kit::resolve("find_files").unwrap()),
            None
        );
        assert!(apply("read a.py", &read).is_some());
    }

    #[test]
    fn aliases_are_used() {
        let mut k = Kit::empty();
        k.add_alias("read", crate::kit::builtin_tool("read_file").unwrap());
        assert_eq!(apply("read a.py", &k).as_deref(), Some("read('a.py')\n"));
    }

    #[test]
    fn unknown_intents_and_languages_are_left_alone() {
        let k = debug();
        assert_eq!(apply("refactor the parser", &k), None);
        assert_eq!(apply("list klingon files", &k), None);
        assert_eq!(apply("read", &k), None);
    }

    #[test]
    fn captures_stay_data() {
        let k = Kit::resolve("debug,write_file").unwrap();
        let p = apply("who calls x'); write_file('a', 'b", &k);
        // No rule matches text with spaces as a bare name, and a quoted one is a literal.
        assert!(p.is_none());
        let p = apply("who calls \"x'); write_file('a', 'b\"", &k).unwrap();
        let r = crate::check::check_source(&p, &k, &[], &[]);
        assert_eq!(r.calls, vec!["find_callers"]);
    }
}
