//! Code search with real parsers (tree-sitter): definitions and call sites
//! in Python, Rust, JavaScript and TypeScript, found by walking syntax
//! trees — never by regular expression.

use std::path::Path;

use tree_sitter::{Language, Node, Parser};

use super::context::ToolContext;
use super::walk::Flow;
use crate::value::{Dict, HKey, Value};

fn language(path: &Path) -> Option<Language> {
    Some(match path.extension()?.to_str()? {
        "py" | "pyi" => tree_sitter_python::LANGUAGE.into(),
        "rs" => tree_sitter_rust::LANGUAGE.into(),
        "js" | "mjs" | "cjs" | "jsx" => tree_sitter_javascript::LANGUAGE.into(),
        "ts" | "mts" | "cts" => tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(),
        "tsx" => tree_sitter_typescript::LANGUAGE_TSX.into(),
        _ => return None,
    })
}

/// Kinds of definition nodes, across the four grammars.
fn definition_kind(node: &Node) -> Option<&'static str> {
    Some(match node.kind() {
        "function_definition"
        | "function_declaration"
        | "function_item"
        | "generator_function_declaration" => "function",
        "class_definition" | "class_declaration" | "abstract_class_declaration" => "class",
        "method_definition" | "method_signature" => "method",
        "struct_item" => "struct",
        "enum_item" | "enum_declaration" => "enum",
        "trait_item" => "trait",
        "interface_declaration" => "interface",
        "type_alias_declaration" | "type_item" => "type",
        "const_item" | "static_item" => "constant",
        "mod_item" => "module",
        "macro_definition" => "macro",
        _ => return None,
    })
}

fn text<'a>(node: Node, src: &'a [u8]) -> &'a str {
    node.utf8_text(src).unwrap_or("")
}

/// The name of a definition node (`const f = () => ...` included).
fn definition_name<'a>(node: &Node, src: &'a [u8]) -> Option<(&'static str, &'a str)> {
    if let Some(kind) = definition_kind(node) {
        let name = node.child_by_field_name("name")?;
        let kind = match (kind, in_class(node)) {
            ("function", true) => "method",
            (k, _) => k,
        };
        return Some((kind, text(name, src)));
    }
    if node.kind() == "variable_declarator" {
        let value = node.child_by_field_name("value")?;
        if matches!(
            value.kind(),
            "arrow_function" | "function_expression" | "function"
        ) {
            return Some(("function", text(node.child_by_field_name("name")?, src)));
        }
    }
    None
}

fn in_class(node: &Node) -> bool {
    let mut n = node.parent();
    while let Some(p) = n {
        match p.kind() {
            "class_definition" | "class_body" | "impl_item" | "declaration_list" => return true,
            "function_definition" | "function_item" | "function_declaration" => return false,
            _ => {}
        }
        n = p.parent();
    }
    false
}

/// The callee's own name for a call node, if the node is a call.
fn called_name<'a>(node: &Node, src: &'a [u8]) -> Option<&'a str> {
    if !matches!(node.kind(), "call" | "call_expression") {
        return None;
    }
    let f = node.child_by_field_name("function")?;
    let leaf = match f.kind() {
        "identifier" => f,
        "attribute" => f.child_by_field_name("attribute")?,
        "member_expression" => f.child_by_field_name("property")?,
        "field_expression" => f.child_by_field_name("field")?,
        "scoped_identifier" => f.child_by_field_name("name")?,
        "generic_function" => return called_name_of(f.child_by_field_name("function")?, src),
        _ => return None,
    };
    Some(text(leaf, src))
}

fn called_name_of<'a>(f: Node, src: &'a [u8]) -> Option<&'a str> {
    match f.kind() {
        "identifier" => Some(text(f, src)),
        "scoped_identifier" => Some(text(f.child_by_field_name("name")?, src)),
        "field_expression" => Some(text(f.child_by_field_name("field")?, src)),
        _ => None,
    }
}

/// The name of the definition a node sits in, or `<module>`.
fn enclosing<'a>(node: &Node, src: &'a [u8]) -> &'a str {
    let mut n = node.parent();
    while let Some(p) = n {
        if let Some((_, name)) = definition_name(&p, src) {
            return name;
        }
        n = p.parent();
    }
    "<module>"
}

fn walk(node: Node, f: &mut dyn FnMut(Node)) {
    // Iterative preorder walk: deep files must not overflow the stack.
    let mut cursor = node.walk();
    loop {
        f(cursor.node());
        if cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() {
                return;
            }
        }
    }
}

fn record(pairs: &[(&str, Value)]) -> Value {
    let mut d = Dict::default();
    for (k, v) in pairs {
        d.insert(HKey(Value::str(*k)), v.clone());
    }
    Value::dict(d)
}

/// Every parseable source file under the root: (root-relative path, bytes, language).
fn sources(ctx: &ToolContext) -> Vec<(String, Vec<u8>, Language)> {
    let root = &ctx.root;
    let out = std::sync::Mutex::new(Vec::new());
    super::walk::files(root, "", &|file| {
        let Some(lang) = language(Path::new(file.rel)) else {
            return Flow::Continue;
        };
        // Opened beneath its folder, never through a symlink.
        let mut bytes = Vec::new();
        if file.read_into(root, &mut bytes).is_ok() && bytes.len() <= 8 * 1024 * 1024 {
            out.lock()
                .unwrap_or_else(|e| e.into_inner())
                .push((file.rel.to_string(), bytes, lang));
        }
        Flow::Continue
    });
    let mut out = out.into_inner().unwrap_or_else(|e| e.into_inner());
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

fn each_tree(ctx: &ToolContext, mut f: impl FnMut(&str, &[u8], Node)) {
    let mut parser = Parser::new();
    for (file, bytes, lang) in sources(ctx) {
        if parser.set_language(&lang).is_err() {
            continue;
        }
        if let Some(tree) = parser.parse(&bytes, None) {
            f(&file, &bytes, tree.root_node());
        }
    }
}

pub fn find_definitions(ctx: &mut ToolContext, name: &str) -> Value {
    let mut found = Vec::new();
    each_tree(ctx, |file, src, root| {
        walk(root, &mut |node| {
            if let Some((kind, n)) = definition_name(&node, src) {
                if n == name {
                    found.push(record(&[
                        ("file", Value::str(file)),
                        ("line", Value::Int(node.start_position().row as i64 + 1)),
                        ("name", Value::str(n)),
                        ("kind", Value::str(kind)),
                    ]));
                }
            }
        });
    });
    Value::list(found)
}

pub fn find_callers(ctx: &mut ToolContext, name: &str) -> Value {
    let mut found = Vec::new();
    each_tree(ctx, |file, src, root| {
        let lines: Vec<&str> = std::str::from_utf8(src).unwrap_or("").lines().collect();
        walk(root, &mut |node| {
            if called_name(&node, src) == Some(name) {
                let row = node.start_position().row;
                found.push(record(&[
                    ("file", Value::str(file)),
                    ("line", Value::Int(row as i64 + 1)),
                    ("caller", Value::str(enclosing(&node, src))),
                    ("text", Value::str(lines.get(row).map_or("", |l| l.trim()))),
                ]));
            }
        });
    });
    Value::list(found)
}
