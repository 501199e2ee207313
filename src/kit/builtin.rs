//! The built-in tools (signatures and grades) and the predefined kits, as
//! spec/kits.md lists them ("Predefined kits and built-in tools").

use super::{Param, ToolSpec};
use crate::grade::Grade;

/// name, parameters (name, default), return type, description, w, d
type Row = (
    &'static str,
    &'static [(&'static str, Option<&'static str>)],
    &'static str,
    &'static str,
    u8,
    u8,
);

pub const BUILTIN_TOOLS: &[Row] = &[
    (
        "read_file",
        &[("path", None)],
        "str",
        "Read a text file under the root",
        1,
        1,
    ),
    (
        "find_files",
        &[("pattern", None)],
        "list[str]",
        "Glob for files under the root, sorted, root-relative",
        1,
        1,
    ),
    (
        "search_content",
        &[("pattern", None), ("path", Some("\".\""))],
        "str",
        "Regex search; `file:line:text` lines",
        1,
        1,
    ),
    (
        "find_definitions",
        &[("name", None)],
        "list[dict]",
        "Definitions by name (keys file, line, name, kind)",
        1,
        1,
    ),
    (
        "find_callers",
        &[("name", None)],
        "list[dict]",
        "Call sites of a function (keys file, line, caller, text)",
        1,
        1,
    ),
    (
        "run_tests",
        &[("path", Some("\".\""))],
        "str",
        "Run the workspace's tests",
        2,
        2,
    ),
    (
        "run_command",
        &[("cmd", None)],
        "str",
        "Run a shell command under the root (stdout+stderr)",
        2,
        3,
    ),
    (
        "write_file",
        &[("path", None), ("content", None)],
        "None",
        "Write a file atomically, creating parents",
        3,
        3,
    ),
    (
        "edit_file",
        &[("path", None), ("old", None), ("new", None)],
        "bool",
        "Replace the first occurrence of old with new",
        3,
        3,
    ),
    (
        "apply_diff",
        &[("path", None), ("diff", None)],
        "str",
        "Apply a unified diff, all hunks or none",
        3,
        3,
    ),
];

pub const PREDEFINED_KITS: &[(&str, &[&str])] = &[
    ("none", &[]),
    ("read", &["read_file", "find_files", "search_content"]),
    (
        "debug",
        &[
            "read_file",
            "find_files",
            "search_content",
            "find_definitions",
            "find_callers",
            "run_tests",
        ],
    ),
    (
        "edit",
        &[
            "read_file",
            "find_files",
            "search_content",
            "write_file",
            "edit_file",
            "apply_diff",
        ],
    ),
    (
        "literate",
        &[
            "read_file",
            "write_file",
            "apply_diff",
            "search_content",
            "run_command",
            "run_tests",
        ],
    ),
];

pub fn builtin_tool(name: &str) -> Option<ToolSpec> {
    BUILTIN_TOOLS
        .iter()
        .find(|r| r.0 == name)
        .map(|&(name, params, returns, description, w, d)| ToolSpec {
            name: name.to_string(),
            params: params
                .iter()
                .map(|&(n, def)| Param {
                    name: n.to_string(),
                    // Every built-in tool takes text.
                    ty: Some("str".to_string()),
                    default: def.map(str::to_string),
                })
                .collect(),
            returns: returns.to_string(),
            description: description.to_string(),
            grade: Grade::new(w, d),
        })
}

/// The cargo feature a built-in tool needs when this build lacks it.
pub fn missing_feature(name: &str) -> Option<&'static str> {
    match name {
        #[cfg(not(feature = "code-search"))]
        "find_definitions" | "find_callers" => Some("code-search"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::Kit;

    #[test]
    fn a_kit_whose_tool_needs_a_missing_feature_is_refused_by_name() {
        let debug = Kit::resolve("debug");
        let tool = Kit::resolve("read,find_callers");
        if cfg!(feature = "code-search") {
            assert!(debug.is_ok() && tool.is_ok());
        } else {
            let e = debug.expect_err("debug needs code-search");
            assert!(e.message.contains("`find_definitions`"), "{e}");
            assert!(e.message.contains("`code-search` feature"), "{e}");
            let e = tool.expect_err("find_callers needs code-search");
            assert!(e.message.contains("`code-search` feature"), "{e}");
        }
    }

    #[test]
    fn an_mcp_served_tool_without_the_mcp_feature_names_it() {
        if cfg!(feature = "mcp") {
            return;
        }
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("k.toml");
        let kit = "[servers.s]\ncommand = [\"server\"]\n\n[tools.t]\nmcp = \"s/t\"\n";
        std::fs::write(&path, kit).expect("write");
        let e = Kit::resolve_in(&path.display().to_string(), dir.path())
            .expect_err("needs the mcp feature");
        assert!(e.message.contains("`mcp` feature"), "{e}");
    }
}
