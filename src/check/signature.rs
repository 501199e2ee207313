//! Calls checked against their callee's signature before the program
//! runs: the number of positional arguments, unknown and repeated
//! keywords, a missing required argument. Tools bind their arguments the
//! way a Python function does; builtins the way CPython's do
//! (`Builtin::params`). The messages are CPython's. A `*` or `**` spread
//! whose length the checker cannot see leaves undecided what it could
//! change: it never causes an error by itself.

use crate::kit::{missing_required, too_many_positional, ToolSpec};
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
                        // A key written twice in one dict is one key.
                        let mut keys: Vec<&str> = Vec::new();
                        for i in items {
                            match i {
                                DictItem::Pair(k, _) => match &k.kind {
                                    ExprKind::Const(Const::Str(k)) => {
                                        if !keys.contains(&k.as_str()) {
                                            keys.push(k);
                                        }
                                    }
                                    _ => s.more_keywords = true,
                                },
                                DictItem::Unpack(_) => s.more_keywords = true,
                            }
                        }
                        keys.into_iter().for_each(|k| s.keyword(k));
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
        return Some(too_many_positional(
            name,
            min,
            max,
            shape.given(),
            shape.positional == 1 && shape.exact(),
        ));
    }
    if !shape.exact() || shape.more_keywords {
        return None;
    }
    let missing: Vec<&str> = params
        .iter()
        .enumerate()
        .filter(|(i, (p, required))| {
            *required && *i >= shape.positional && !shape.keywords.iter().any(|k| k == p)
        })
        .map(|(_, (p, _))| *p)
        .collect();
    missing_required(name, &missing)
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
    let invalid = |k: &str| format!("'{k}' is an invalid keyword argument for {name}()");
    // `zip` and `enumerate` read their keywords themselves.
    if name == "zip" && shape.keywords.len() > 1 {
        return Some(format!(
            "zip() takes at most 1 keyword argument ({} given)",
            shape.keywords.len()
        ));
    }
    let unknown = unknown_keyword(p, shape, p.positional_only).map(invalid);
    if name == "enumerate" && unknown.is_some() {
        return unknown;
    }
    // The parameters in order: one given both by position and by name,
    // then one missing; an unknown keyword only after them.
    for (i, param) in p.positional.iter().enumerate().take(shape.positional) {
        if i >= p.positional_only && shape.keywords.iter().any(|k| k == param) {
            return Some(if name == "enumerate" {
                invalid(param)
            } else {
                format!(
                    "argument for {name}() given by name ('{param}') and position ({})",
                    i + 1
                )
            });
        }
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
                match shape.keywords.first() {
                    Some(k) => invalid(k),
                    None => format!("{name}() missing required argument '{}'", p.positional[i]),
                }
            } else {
                format!(
                    "{name}() missing required argument '{}' (pos {})",
                    p.positional[i],
                    i + 1
                )
            });
        }
    }
    unknown
}

#[cfg(test)]
mod tests {
    use crate::check::check_source;
    use crate::diag::Code;
    use crate::grade::Grade;
    use crate::kit::{Kit, Param, ToolSpec};

    /// The kit of the tests: `read_file` and `write_file` as built in, a
    /// host tool given as a Rust closure, and a tool with a default as a
    /// kit file or an MCP server describes it.
    fn kit() -> Kit {
        let mut kit = Kit::resolve("read_file,write_file").expect("kit");
        kit.add(ToolSpec {
            name: "measure".into(),
            params: vec![Param::parse("word"), Param::parse("unit='chars'")],
            returns: "dict".into(),
            description: "Measure a word".into(),
            grade: Grade::HIGHEST,
        });
        kit.with_tool(
            "shout",
            &["text: str"],
            "str",
            "Upper-case",
            Grade::PURE,
            |a| Ok(a[0].clone()),
        )
    }

    /// The E0209 errors of a program: (message, hint, span start).
    fn errors(src: &str) -> Vec<(String, String, u32)> {
        check_source(src, &kit(), &["xs".to_string(), "kw".to_string()], &[])
            .errors
            .into_iter()
            .inspect(|d| assert_eq!(d.code, Code::CallSignature, "{d:?}"))
            .map(|d| (d.message, d.hint.unwrap_or_default(), d.span.start))
            .collect()
    }

    fn refused(src: &str, message: &str) {
        let e = errors(src);
        assert_eq!(e.len(), 1, "{src}: {e:?}");
        assert_eq!(e[0].0, message, "{src}");
    }

    fn accepted(src: &str) {
        assert_eq!(errors(src), [], "{src}");
    }

    #[test]
    fn tool_calls_fit_the_tool_signature() {
        let e = errors("text = read_file()\n");
        assert_eq!(
            e,
            [(
                "read_file() missing 1 required positional argument: 'path'".to_string(),
                "the signature is `read_file(path) -> str`".to_string(),
                7
            )]
        );
        refused(
            "read_file(\"a\", \"b\", \"c\")",
            "read_file() takes 1 positional argument but 3 were given",
        );
        refused(
            "read_file(pathh=\"x\")",
            "read_file() got an unexpected keyword argument 'pathh'",
        );
        refused(
            "read_file(\"a\", path=\"b\")",
            "read_file() got multiple values for argument 'path'",
        );
        refused(
            "read_file(path=\"a\", **{\"path\": \"b\"})",
            "read_file() got multiple values for keyword argument 'path'",
        );
        refused(
            "write_file(\"a\")",
            "write_file() missing 1 required positional argument: 'content'",
        );
        refused(
            "write_file()",
            "write_file() missing 2 required positional arguments: 'path' and 'content'",
        );
        refused(
            "write_file(content=\"x\")",
            "write_file() missing 1 required positional argument: 'path'",
        );
        accepted("read_file(\"a\")\nread_file(path=\"a\")\nwrite_file(\"a\", content=\"x\")\n");
        accepted("write_file(content=\"x\", path=\"a\")\n");
    }

    #[test]
    fn host_and_described_tools_are_checked_too() {
        refused(
            "measure()",
            "measure() missing 1 required positional argument: 'word'",
        );
        refused(
            "measure(\"a\", \"b\", \"c\")",
            "measure() takes from 1 to 2 positional arguments but 3 were given",
        );
        refused(
            "measure(\"a\", units=\"b\")",
            "measure() got an unexpected keyword argument 'units'",
        );
        accepted("measure(\"a\")\nmeasure(\"a\", \"b\")\nmeasure(word=\"a\", unit=\"b\")\n");
        refused(
            "shout(\"a\", \"b\")",
            "shout() takes 1 positional argument but 2 were given",
        );
        refused(
            "shout(txt=\"a\")",
            "shout() got an unexpected keyword argument 'txt'",
        );
        accepted("shout(text=\"a\")\n");
    }

    #[test]
    fn builtin_calls_fit_cpython_signatures() {
        refused("len(1, 2)", "len() takes exactly one argument (2 given)");
        refused("len()", "len() takes exactly one argument (0 given)");
        refused("len(obj=[])", "len() takes no keyword arguments");
        refused("range()", "range expected at least 1 argument, got 0");
        refused(
            "range(1, 2, 3, 4)",
            "range expected at most 3 arguments, got 4",
        );
        refused("sorted()", "sorted expected 1 argument, got 0");
        refused(
            "sorted(xs, reversed=True)",
            "'reversed' is an invalid keyword argument for sort()",
        );
        refused(
            "min(1, 2, default=0)",
            "Cannot specify a default for min() with multiple positional arguments",
        );
        refused("max()", "max expected at least 1 argument, got 0");
        refused(
            "print(1, flsh=True)",
            "'flsh' is an invalid keyword argument for print()",
        );
        refused(
            "round(2.5, number=1)",
            "argument for round() given by name ('number') and position (1)",
        );
        refused(
            "round()",
            "round() missing required argument 'number' (pos 1)",
        );
        refused(
            "round(1, 2, 3)",
            "round() takes at most 2 arguments (3 given)",
        );
        refused(
            "sum()",
            "sum() takes at least 1 positional argument (0 given)",
        );
        refused(
            "int(x=\"1\")",
            "'x' is an invalid keyword argument for int()",
        );
        refused("list(iterable=xs)", "list() takes no keyword arguments");
        refused(
            "enumerate()",
            "enumerate() missing required argument 'iterable'",
        );
        refused("isinstance(1)", "isinstance expected 2 arguments, got 1");
        refused(
            "sort_by(xs)",
            "sort_by() missing 1 required positional argument: 'key'",
        );
        refused("dict({}, {})", "dict expected at most 1 argument, got 2");
        let hint = &errors("len(1, 2)")[0].1;
        assert_eq!(hint, "the signature is `len(x) -> int`");
    }

    #[test]
    fn cpython_variety_is_accepted() {
        accepted(
            "range(3)\nrange(1, 3)\nrange(1, 9, 2)\n\
             min(xs)\nmin(1, 2, 3)\nmin(xs, key=len, default=0)\nmax(xs, default=None)\nmax(1, 2, key=abs)\n\
             sorted(xs, key=len, reverse=True)\nsorted(xs)\n\
             print()\nprint(1, 2, 3, sep=\"\", end=\"\")\nprint(*xs, sep=\",\")\n\
             str()\nstr(1)\nstr(object=1)\nint()\nint(\"7\")\nint(\"7\", 8)\nint(\"7\", base=8)\nfloat()\nfloat(\"1.5\")\n\
             enumerate(xs)\nenumerate(xs, 1)\nenumerate(xs, start=1)\nenumerate(iterable=xs)\n\
             zip()\nzip(xs)\nzip(xs, xs, xs, xs)\nzip(xs, xs, strict=True)\n\
             dict()\ndict(a=1, b=2)\ndict(xs, a=1)\ndict(**kw)\n\
             sum(xs)\nsum(xs, 10)\nsum(xs, start=10)\nround(2.5)\nround(2.5, 1)\nround(number=2.5, ndigits=1)\n\
             isinstance(1, int)\nisinstance(1, (int, str))\nsort_by(xs, \"k\")\nsort_by(xs, \"k\", True)\nsort_by(items=xs, key=\"k\", reverse=True)\n\
             ord(\"a\")\nabs(-1)\nany(xs)\nall(xs)\nlen(xs)\nbool()\nlist()\nset(xs)\ntuple(xs)\nreversed(xs)\n",
        );
    }

    #[test]
    fn spreads_count_as_far_as_their_length_is_known() {
        refused("len(*[1, 2])", "len() takes exactly one argument (2 given)");
        refused(
            "len(*(1, 2), **{})",
            "len() takes exactly one argument (2 given)",
        );
        refused("len(**{\"a\": 1})", "len() takes no keyword arguments");
        refused(
            "read_file(*[\"a\", \"b\"])",
            "read_file() takes 1 positional argument but 2 were given",
        );
        accepted("read_file(**{\"path\": \"a\", \"path\": \"b\"})\n");
        refused(
            "read_file(**{\"path\": \"a\"}, **{\"path\": \"b\"})",
            "read_file() got multiple values for keyword argument 'path'",
        );
        refused(
            "print(**{\"sep\": \"a\"}, **{\"sep\": \"b\"})",
            "print() got multiple values for keyword argument 'sep'",
        );
        refused(
            "read_file(**{\"pathh\": \"x\"})",
            "read_file() got an unexpected keyword argument 'pathh'",
        );
        refused(
            "write_file(*[\"a\"])",
            "write_file() missing 1 required positional argument: 'content'",
        );
        // An unknown spread never errs by itself; what it cannot change
        // is still decided.
        accepted(
            "len(*xs)\nread_file(*xs)\nwrite_file(\"a\", *xs)\nread_file(**kw)\nwrite_file(**kw)\n\
             round(*xs)\nround(**kw)\nsum(*xs, **kw)\nrange(*xs)\nsorted(*xs)\nmin(*xs)\nenumerate(**kw)\n\
             measure(*xs, **kw)\nlen(*[], *xs)\nread_file(*[*xs])\nisinstance(*xs)\nprint(*xs, **kw)\n",
        );
        refused(
            "len(*xs, 1, 2)",
            "len() takes exactly one argument (at least 2 given)",
        );
        refused(
            "read_file(*xs, \"a\", \"b\")",
            "read_file() takes 1 positional argument but at least 2 were given",
        );
        refused(
            "read_file(*xs, pathh=\"a\")",
            "read_file() got an unexpected keyword argument 'pathh'",
        );
        refused(
            "sum(**kw)",
            "sum() takes at least 1 positional argument (0 given)",
        );
    }

    #[test]
    fn every_wrong_call_is_reported_and_names_that_are_not_callees_are_left_alone() {
        let e = errors("a = len()\nb = read_file()\nc = [len(x, x) for x in xs]\n");
        assert_eq!(e.len(), 3, "{e:?}");
        // Key lambdas and methods are not checked here.
        accepted("sorted(xs, key=lambda v: -v)\n\"a b\".split(\" \", 1)\n");
    }
}
