//! Calls checked against their callee's signature before the program
//! runs: the number of positional arguments, unknown and repeated
//! keywords, a missing required argument. Tools bind their arguments the
//! way a Python function does; builtins the way CPython's do
//! (`Builtin::params`). The messages are CPython's. A `*` or `**` spread
//! whose length the checker cannot see leaves undecided what it could
//! change: it never causes an error by itself.

use crate::kit::ToolSpec;
use crate::syntax::ast::{Arg, Const, DictItem, ExprKind};
use crate::value::builtins::{ParamStyle, Params};

/// What the checker knows of a call's arguments.
#[derive(Debug, Default)]
pub(super) struct Shape {
    /// Positional arguments counted (a lower bound when `more_positional`).
    positional: usize,
    /// A `*` spread of unknown length.
    more_positional: bool,
    /// Keywords given, in order (written ones and the string keys of a
    /// literal `**{...}`).
    keywords: Vec<String>,
    /// A `**` spread whose keys are unknown.
    more_keywords: bool,
    /// A keyword given twice, once through a literal `**{...}`.
    repeated: Option<String>,
}

impl Shape {
    pub(super) fn of(args: &[Arg]) -> Shape {
        let mut s = Shape::default();
        for a in args {
            match a {
                Arg::Pos(_) => s.positional += 1,
                Arg::Star(e) => match &e.kind {
                    ExprKind::List(items) | ExprKind::Tuple(items)
                        if !items.iter().any(|i| matches!(i.kind, ExprKind::Starred(_))) =>
                    {
                        s.positional += items.len()
                    }
                    ExprKind::Const(Const::Str(text)) => s.positional += text.chars().count(),
                    _ => s.more_positional = true,
                },
                Arg::Keyword(name, _) => s.keyword(&name.id),
                Arg::StarStar(e) => match &e.kind {
                    ExprKind::Dict(items) => {
                        for i in items {
                            match i {
                                DictItem::Pair(k, _) => match &k.kind {
                                    ExprKind::Const(Const::Str(k)) => s.keyword(k),
                                    _ => s.more_keywords = true,
                                },
                                DictItem::Unpack(_) => s.more_keywords = true,
                            }
                        }
                    }
                    _ => s.more_keywords = true,
                },
            }
        }
        s
    }

    fn keyword(&mut self, name: &str) {
        if self.keywords.iter().any(|k| k == name) {
            self.repeated.get_or_insert_with(|| name.to_string());
        } else {
            self.keywords.push(name.to_string());
        }
    }

    /// Whether the count of positional arguments is known exactly.
    fn exact(&self) -> bool {
        !self.more_positional
    }

    /// The count of positional arguments as a message gives it.
    fn given(&self) -> String {
        self.count(self.positional)
    }

    /// A count that a spread of unknown length may add to.
    fn count(&self, n: usize) -> String {
        if self.more_positional {
            format!("at least {n}")
        } else {
            n.to_string()
        }
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// What is wrong with a call of the tool `spec`, in CPython's words.
pub(super) fn check_tool(spec: &ToolSpec, shape: &Shape) -> Option<String> {
    let params: Vec<(&str, bool)> = spec
        .params
        .iter()
        .map(|p| (p.name.as_str(), p.default.is_none()))
        .collect();
    function(&spec.name, &params, shape)
}

/// A Python function's binding: every parameter by position or keyword.
fn function(name: &str, params: &[(&str, bool)], shape: &Shape) -> Option<String> {
    if let Some(k) = &shape.repeated {
        return Some(format!(
            "{name}() got multiple values for keyword argument '{k}'"
        ));
    }
    for k in &shape.keywords {
        match params.iter().position(|(p, _)| p == k) {
            None => return Some(format!("{name}() got an unexpected keyword argument '{k}'")),
            Some(i) if i < shape.positional => {
                return Some(format!("{name}() got multiple values for argument '{k}'"))
            }
            Some(_) => {}
        }
    }
    let max = params.len();
    if shape.positional > max {
        let min = params.iter().filter(|(_, required)| *required).count();
        let given = shape.given();
        let was = if shape.positional == 1 && shape.exact() {
            "was"
        } else {
            "were"
        };
        return Some(if min == max {
            format!(
                "{name}() takes {max} positional argument{} but {given} {was} given",
                plural(max)
            )
        } else {
            format!(
                "{name}() takes from {min} to {max} positional arguments but {given} {was} given"
            )
        });
    }
    if !shape.exact() || shape.more_keywords {
        return None;
    }
    let missing: Vec<String> = params
        .iter()
        .enumerate()
        .filter(|(i, (p, required))| {
            *required && *i >= shape.positional && !shape.keywords.iter().any(|k| k == p)
        })
        .map(|(_, (p, _))| format!("'{p}'"))
        .collect();
    let list = match missing.as_slice() {
        [] => return None,
        [one] => one.clone(),
        [a, b] => format!("{a} and {b}"),
        [init @ .., last] => format!("{}, and {last}", init.join(", ")),
    };
    Some(format!(
        "{name}() missing {} required positional argument{}: {list}",
        missing.len(),
        plural(missing.len())
    ))
}

/// What is wrong with a call of the builtin `name`, in CPython's words.
pub(super) fn check_builtin(name: &str, p: &Params, shape: &Shape) -> Option<String> {
    if p.style != ParamStyle::Function {
        if let Some(k) = &shape.repeated {
            return Some(format!(
                "{name}() got multiple values for keyword argument '{k}'"
            ));
        }
    }
    match p.style {
        ParamStyle::Function => {
            let params: Vec<(&str, bool)> = p
                .positional
                .iter()
                .enumerate()
                .map(|(i, n)| (*n, i < p.required))
                .collect();
            function(name, &params, shape)
        }
        ParamStyle::One => {
            if !shape.keywords.is_empty() {
                return Some(format!("{name}() takes no keyword arguments"));
            }
            (shape.positional > 1 || (shape.exact() && shape.positional != 1)).then(|| {
                format!(
                    "{name}() takes exactly one argument ({} given)",
                    shape.given()
                )
            })
        }
        ParamStyle::Expected => expected(name, p, shape),
        ParamStyle::Clinic => clinic(name, p, shape),
    }
}

/// Positional-only parameters, counted as `range expected at most 3
/// arguments, got 4`; keyword-only options after them.
fn expected(name: &str, p: &Params, shape: &Shape) -> Option<String> {
    if p.keywords.is_empty() && !p.any_keyword && !shape.keywords.is_empty() {
        return Some(format!("{name}() takes no keyword arguments"));
    }
    let (min, max) = (p.required, p.positional.len());
    let n = shape.positional;
    let count = if !p.varargs && min == max && (n > max || (shape.exact() && n != max)) {
        Some(format!(
            "{name} expected {min} argument{}, got {}",
            plural(min),
            shape.given()
        ))
    } else if shape.exact() && n < min {
        Some(format!(
            "{name} expected at least {min} argument{}, got {n}",
            plural(min)
        ))
    } else if !p.varargs && n > max {
        Some(format!(
            "{name} expected at most {max} argument{}, got {}",
            plural(max),
            shape.given()
        ))
    } else {
        None
    };
    if count.is_some() {
        return count;
    }
    if let Some(k) = unknown_keyword(p, shape, 0) {
        // `sorted` shares its keywords with `list.sort`, and its message.
        let shown = if name == "sorted" { "sort" } else { name };
        return Some(format!(
            "'{k}' is an invalid keyword argument for {shown}()"
        ));
    }
    if (name == "min" || name == "max") && shape.keywords.iter().any(|k| k == "default") && n > 1 {
        return Some(format!(
            "Cannot specify a default for {name}() with multiple positional arguments"
        ));
    }
    None
}

/// The first keyword that names no parameter: not a keyword-only one, nor
/// a positional one past the first `positional_only`.
fn unknown_keyword<'a>(p: &Params, shape: &'a Shape, positional_only: usize) -> Option<&'a str> {
    if p.any_keyword {
        return None;
    }
    let by_keyword = if p.style == ParamStyle::Expected {
        &[][..]
    } else {
        p.positional.get(positional_only..).unwrap_or(&[])
    };
    shape
        .keywords
        .iter()
        .find(|k| !p.keywords.contains(&k.as_str()) && !by_keyword.contains(&k.as_str()))
        .map(String::as_str)
}

/// Argument Clinic's binding: `round() takes at most 2 arguments (3
/// given)`, `round() missing required argument 'number' (pos 1)`.
fn clinic(name: &str, p: &Params, shape: &Shape) -> Option<String> {
    let max = p.positional.len();
    let total = shape.positional + shape.keywords.len();
    if !p.varargs && total > max {
        return Some(format!(
            "{name}() takes at most {max} argument{} ({} given)",
            plural(max),
            shape.count(total)
        ));
    }
    let unknown = unknown_keyword(p, shape, p.positional_only)
        .map(|k| format!("'{k}' is an invalid keyword argument for {name}()"));
    // `enumerate` names an unknown keyword before a missing argument.
    if name == "enumerate" && unknown.is_some() {
        return unknown;
    }
    if shape.exact() {
        // A parameter that may be named can come from an unknown `**`.
        let missing = (shape.positional..p.required).find(|&i| {
            i < p.positional_only
                || (!shape.more_keywords && !shape.keywords.iter().any(|k| k == p.positional[i]))
        });
        if let Some(i) = missing {
            return Some(if i < p.positional_only && name == "sum" {
                format!(
                    "{name}() takes at least {} positional argument{} ({} given)",
                    p.positional_only,
                    plural(p.positional_only),
                    shape.positional
                )
            } else if name == "enumerate" {
                format!("{name}() missing required argument '{}'", p.positional[i])
            } else {
                format!(
                    "{name}() missing required argument '{}' (pos {})",
                    p.positional[i],
                    i + 1
                )
            });
        }
    }
    if unknown.is_some() {
        return unknown;
    }
    for (i, param) in p.positional.iter().enumerate().take(shape.positional) {
        if i >= p.positional_only && shape.keywords.iter().any(|k| k == param) {
            return Some(format!(
                "argument for {name}() given by name ('{param}') and position ({})",
                i + 1
            ));
        }
    }
    None
}
