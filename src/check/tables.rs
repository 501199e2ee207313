//! The language's tables: builtins, forbidden names, method tables. The
//! checker, `lackpyc spec` and spec/ all read these; nothing else lists them
//! (the builtins and methods are defined in `value`, beside their code).

/// The builtins, defined with their implementations in `value::builtins`.
pub use crate::value::builtins::{Builtin, BUILTINS};

/// Names that are refused even as plain values, with what to use instead.
pub const FORBIDDEN: &[(&str, &str)] = &[
    (
        "open",
        "use `read_file(path)` to read and `write_file(path, content)` to write",
    ),
    ("__import__", "everything available is already in scope"),
    (
        "eval",
        "lackpy cannot run generated code; write the expression directly",
    ),
    (
        "exec",
        "lackpy cannot run generated code; write the statements directly",
    ),
    ("compile", "lackpy cannot compile code at run time"),
    (
        "globals",
        "there is no reflection in lackpy; use the variables by name",
    ),
    (
        "locals",
        "there is no reflection in lackpy; use the variables by name",
    ),
    ("vars", "there is no reflection in lackpy; use a dict"),
    ("dir", "there is no reflection in lackpy"),
    (
        "getattr",
        "lackpy values have no dynamic attributes; use a dict and `d[key]` or `d.get(key)`",
    ),
    (
        "setattr",
        "lackpy values have no settable attributes; use a dict and `d[key] = value`",
    ),
    (
        "delattr",
        "lackpy values have no attributes to delete; use `d.pop(key)`",
    ),
    (
        "hasattr",
        "lackpy values have no dynamic attributes; use `key in d`",
    ),
    ("__builtins__", "the builtins are in scope by name"),
    ("__build_class__", "lackpy has no classes"),
    (
        "breakpoint",
        "there is no debugger; print what you need to see",
    ),
    ("exit", "the program ends after its last statement"),
    ("quit", "the program ends after its last statement"),
    ("type", "use `isinstance(x, T)` to test a type"),
    ("super", "lackpy has no classes"),
    ("object", "lackpy has no classes; use a dict"),
    ("classmethod", "lackpy has no classes"),
    ("staticmethod", "lackpy has no classes"),
    ("property", "lackpy has no classes"),
    ("memoryview", "bytes are not part of lackpy; use str"),
    ("bytearray", "bytes are not part of lackpy; use str"),
    ("bytes", "bytes are not part of lackpy; use str"),
    ("map", "use a list comprehension: `[f(x) for x in items]`"),
    (
        "filter",
        "use a list comprehension with `if`: `[x for x in items if cond]`",
    ),
    ("reduce", "use a `for` loop with an accumulator"),
    (
        "input",
        "a program cannot ask questions; take the value as a parameter",
    ),
    ("iter", "iterate with `for`, or index a list"),
    ("next", "index a list (`items[0]`), or loop with `for`"),
    (
        "id",
        "there is no reflection in lackpy; compare values with `==`",
    ),
    ("hash", "there is no reflection in lackpy"),
    ("callable", "there is no reflection in lackpy"),
    (
        "help",
        "`lackpyc spec` lists the language, the builtins and the tools",
    ),
    (
        "os",
        "use the kit's tools: read_file, find_files, run_command",
    ),
    ("sys", "use the kit's tools and the program's parameters"),
    ("subprocess", "use the kit's `run_command` tool"),
    ("pathlib", "use the kit's file tools: read_file, find_files"),
    ("shutil", "use the kit's file tools"),
    ("importlib", "everything available is already in scope"),
    ("builtins", "the builtins are in scope by name"),
];

/// The method tables, defined with their implementations in `value::methods`.
pub use crate::value::methods::METHOD_TABLES;

/// Method names of other languages (and of old Python) that models reach
/// for, with the lackpy spelling.
pub const METHOD_ALIASES: &[(&str, &str)] = &[
    ("push", "use `.append(x)`"),
    ("add_all", "use `.extend(items)`"),
    ("length", "use `len(x)`"),
    ("size", "use `len(x)`"),
    ("len", "use `len(x)`"),
    ("contains", "use `x in collection`"),
    ("includes", "use `x in collection`"),
    ("has_key", "use `key in d`"),
    ("iteritems", "use `.items()`"),
    ("iterkeys", "use `.keys()`"),
    ("itervalues", "use `.values()`"),
    ("trim", "use `.strip()`"),
    ("to_lower", "use `.lower()`"),
    ("toLowerCase", "use `.lower()`"),
    ("toUpperCase", "use `.upper()`"),
    ("to_upper", "use `.upper()`"),
    ("each", "use a `for` loop"),
    ("map", "use a list comprehension"),
    ("filter", "use a list comprehension with `if`"),
    (
        "encode",
        "bytes are not part of lackpy; str is already text",
    ),
    (
        "decode",
        "bytes are not part of lackpy; str is already text",
    ),
    ("read", "use the `read_file(path)` tool"),
    ("readlines", "use `read_file(path).splitlines()`"),
    ("write", "use the `write_file(path, content)` tool"),
];

pub fn is_builtin(name: &str) -> bool {
    BUILTINS.iter().any(|b| b.name == name)
}

pub fn forbidden_hint(name: &str) -> Option<&'static str> {
    FORBIDDEN.iter().find(|f| f.0 == name).map(|f| f.1)
}

pub fn is_method(name: &str) -> bool {
    METHOD_TABLES
        .iter()
        .any(|(_, ms)| ms.iter().any(|m| m.name == name))
}

pub fn all_methods() -> impl Iterator<Item = &'static str> {
    METHOD_TABLES
        .iter()
        .flat_map(|(_, ms)| ms.iter().map(|m| m.name))
}
