//! The built-in tools of INTERFACES.md (signatures and grades) and the
//! predefined kits.

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
