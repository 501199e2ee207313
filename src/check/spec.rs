//! `lackpyc spec`: the language as data, generated from the very tables the
//! checker uses, so the printed spec cannot drift from what is enforced.

use serde_json::{json, Value};

use crate::diag::Code;
use crate::kit::{builtin_tool, BUILTIN_TOOLS, PREDEFINED_KITS};
use crate::syntax::hints;

use super::tables::{BUILTINS, FORBIDDEN, METHOD_TABLES};

/// What lackpy has, each with a one-line example.
pub const CONSTRUCTS: &[(&str, &str)] = &[
    ("assignment", "a = b = 1; x, *rest = items; d[\"k\"] = v"),
    ("augmented assignment", "total += n  (also -= *= /= %= //=)"),
    ("expression statement", "print(x)"),
    (
        "if / elif / else",
        "if n > 0: ... elif n < 0: ... else: ...",
    ),
    (
        "for / else",
        "for k, v in d.items(): ...; for c in \"abc\": ...; for x in d[\"items\"][1:]: ...",
    ),
    ("with", "with ctx as name: ..."),
    ("boolean operators", "a and b or not c"),
    (
        "comparisons",
        "0 <= i < n; x in xs; y is None; z is not None",
    ),
    ("arithmetic", "a + b - c * d / e // f % g; -x; +x"),
    ("conditional expression", "a if cond else b"),
    ("calls", "f(x, *xs, key=k, **opts)"),
    ("methods", "text.strip().splitlines()"),
    ("subscripts and slices", "xs[0]; xs[1:-1]; xs[::2]"),
    ("displays", "[1, *xs]; (1, 2); {\"a\": 1, **d}; {1, 2}"),
    (
        "comprehensions",
        "[x for x in xs if x]; {k: v for k, v in pairs}; {x for x in xs}",
    ),
    ("f-strings", "f\"{name!r}: {ratio:.2f} {{literal}}\""),
    ("key lambdas", "sorted(rows, key=lambda r: r[\"size\"])"),
    (
        "literals",
        "None True False 42 0x2A 1_000 3.14 1e-3 'text' r'raw' \"\"\"triple\"\"\"",
    ),
];

/// The codes of constructs the grammar has no production for.
pub fn absent_codes() -> impl Iterator<Item = Code> {
    Code::ALL
        .iter()
        .copied()
        .filter(|c| hints::hint(*c).is_some())
}

pub fn json() -> Value {
    json!({
        "constructs": CONSTRUCTS.iter().map(|(n, e)| json!({"name": n, "example": e})).collect::<Vec<_>>(),
        "absent": absent_codes().map(|c| json!({
            "code": c.as_str(), "what": c.title(), "instead": hints::hint(c),
        })).collect::<Vec<_>>(),
        "builtins": BUILTINS.iter().map(|b| json!({"name": b.name, "signature": b.signature, "description": b.doc})).collect::<Vec<_>>(),
        "forbidden_names": FORBIDDEN.iter().map(|(n, h)| json!({"name": n, "instead": h})).collect::<Vec<_>>(),
        "methods": METHOD_TABLES.iter().map(|(t, ms)| (t.to_string(), json!(ms.iter().map(|m| m.name).collect::<Vec<_>>()))).collect::<serde_json::Map<_, _>>(),
        "tools": BUILTIN_TOOLS.iter().filter_map(|r| builtin_tool(r.0)).map(|t| json!({
            "name": t.name, "signature": t.signature(), "description": t.description, "grade": t.grade,
        })).collect::<Vec<_>>(),
        "kits": PREDEFINED_KITS.iter().map(|(k, ts)| (k.to_string(), json!(ts))).collect::<serde_json::Map<_, _>>(),
        "diagnostics": Code::ALL.iter().map(|c| json!({"code": c.as_str(), "title": c.title()})).collect::<Vec<_>>(),
    })
}

/// The builtins as a markdown table, one row each in id order: in
/// `lackpyc spec` and, verbatim, in spec/builtins.md.
pub fn builtins_table() -> String {
    let mut s = String::from("| name | signature | description |\n|---|---|---|\n");
    for b in BUILTINS {
        s.push_str(&format!(
            "| `{}` | `{}` | {} |\n",
            b.name, b.signature, b.doc
        ));
    }
    s
}

pub fn markdown() -> String {
    let mut s = String::new();
    s.push_str("# The lackpy language\n\n");
    s.push_str(
        "lackpy is Python 3.11 without the parts that reach outside a program or make it run forever. \
         Every program terminates; its grade is the join of the grades of the tools it calls.\n\n",
    );
    s.push_str("## What lackpy has\n\n| construct | example |\n|---|---|\n");
    for (n, e) in CONSTRUCTS {
        s.push_str(&format!("| {n} | `{}` |\n", e.replace('|', "\\|")));
    }
    s.push_str("\n## What lackpy lacks\n\n| code | construct | instead |\n|---|---|---|\n");
    for c in absent_codes() {
        s.push_str(&format!(
            "| {} | {} | {} |\n",
            c,
            c.title(),
            hints::hint(c).unwrap_or("")
        ));
    }
    s.push_str("\n## Builtins\n\n");
    s.push_str(&builtins_table());
    s.push_str(
        "\n## Forbidden names\n\nRefused even as plain values.\n\n| name | instead |\n|---|---|\n",
    );
    for (n, h) in FORBIDDEN {
        s.push_str(&format!("| `{n}` | {h} |\n"));
    }
    s.push_str("\n## Methods\n\n");
    for (t, ms) in METHOD_TABLES {
        let list: Vec<String> = ms.iter().map(|m| format!("`{}`", m.name)).collect();
        s.push_str(&format!("- **{t}**: {}\n", list.join(", ")));
    }
    s.push_str(
        "\n## Built-in tools\n\n| tool | signature | w/d | description |\n|---|---|---|---|\n",
    );
    for t in BUILTIN_TOOLS.iter().filter_map(|r| builtin_tool(r.0)) {
        s.push_str(&format!(
            "| `{}` | `{}` | {}/{} | {} |\n",
            t.name,
            t.signature(),
            t.grade.w,
            t.grade.d,
            t.description
        ));
    }
    s.push_str("\n## Predefined kits\n\n");
    for (k, ts) in PREDEFINED_KITS {
        s.push_str(&format!(
            "- `{k}`: {}\n",
            if ts.is_empty() {
                "(no tools)".to_string()
            } else {
                ts.join(", ")
            }
        ));
    }
    s.push_str("\n## Diagnostics\n\n| code | meaning |\n|---|---|\n");
    for c in Code::ALL {
        s.push_str(&format!("| {} | {} |\n", c, c.title().replace('|', "\\|")));
    }
    s
}
