//! Python functions as tools: each joins the kit as a tool written in
//! Rust ([`Kit::with_tool`]) whose body takes the GIL, converts the
//! arguments, calls the function and converts its result back.

use lackpy::engine::{Grade, Kit};
use lackpy::value::{Exc, ExcKind, Value, VmResult};
use pyo3::exceptions::PyKeyboardInterrupt;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

/// One parameter as the Python part read it from the signature:
/// `(name, default as a Python literal (`...` for one that has none) or
/// None, the default object when it has no literal, keyword-only, declared
/// type or None)`.
#[derive(FromPyObject)]
pub struct ParamDecl(
    String,
    Option<String>,
    Option<Py<PyAny>>,
    bool,
    Option<String>,
);

/// A tool as the Python part declares it: `(name, function, params,
/// returns, description, w, d, external, concurrent)`. An external tool (declared
/// with `lackpy_rs.external`, or an `async def` function, which the
/// program's driver awaits) has no implementation in the kit: each call
/// pauses the program for the host.
#[derive(FromPyObject)]
pub struct ToolDecl(
    String,
    Py<PyAny>,
    Vec<ParamDecl>,
    String,
    String,
    u8,
    u8,
    bool,
    bool,
);

struct Param {
    name: String,
    /// Passed when the program leaves the parameter out (its signature
    /// shows the default as `...`, which lackpy binds as Ellipsis): the
    /// function's own default.
    default_obj: Option<Py<PyAny>>,
    keyword_only: bool,
}

/// Add the Python tool `decl` to `kit`.
pub fn add(py: Python<'_>, kit: Kit, decl: ToolDecl) -> PyResult<Kit> {
    let ToolDecl(name, func, params, returns, description, w, d, external, concurrent) = decl;
    let ok_name = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !ok_name {
        return Err(crate::usage_error(
            py,
            format!("a tool's name must be an identifier, not {name:?}"),
        ));
    }
    if w > 3 || d > 3 {
        return Err(crate::usage_error(
            py,
            format!("tool `{name}`: a grade is (w, d) with each from 0 to 3, not ({w}, {d})"),
        ));
    }
    let texts: Vec<String> = params
        .iter()
        .map(|ParamDecl(name, default_text, _, _, ty)| {
            let mut t = name.clone();
            if let Some(ty) = ty {
                t.push_str(&format!(": {ty}"));
            }
            if let Some(d) = default_text {
                t.push_str(&format!(" = {d}"));
            }
            t
        })
        .collect();
    let text_refs: Vec<&str> = texts.iter().map(String::as_str).collect();
    if external {
        // The host's calls (an `async def` tool's, an `external` one's)
        // overlap by the grade's rule, or when the tool says so.
        let kit = kit.with_external(&name, &text_refs, &returns, &description, Grade { w, d });
        return Ok(if concurrent {
            kit.with_concurrency(&name, true)
        } else {
            kit
        });
    }
    let params: Vec<Param> = params
        .into_iter()
        .map(|ParamDecl(name, _, default_obj, keyword_only, _)| Param {
            name,
            default_obj,
            keyword_only,
        })
        .collect();
    let tool = name.clone();
    // A Python tool's calls overlap only when it says so (`concurrent=True`):
    // the function may keep state that two calls at once would share.
    Ok(kit
        .with_tool(
            &name,
            &text_refs,
            &returns,
            &description,
            Grade { w, d },
            move |args| call(&tool, &func, &params, args),
        )
        .with_concurrency(&name, concurrent))
}

fn tool_error(msg: String) -> Exc {
    Exc::new(ExcKind::ToolError, msg)
}

/// One call of a Python tool from a program.
fn call(tool: &str, func: &Py<PyAny>, params: &[Param], args: &[Value]) -> VmResult<Value> {
    Python::attach(|py| {
        let mut positional = Vec::with_capacity(args.len());
        let mut keywords: Option<Bound<'_, PyDict>> = None;
        for (p, v) in params.iter().zip(args) {
            let obj = match (&p.default_obj, v) {
                (Some(default), Value::Ellipsis) => default.clone_ref(py).into_bound(py),
                _ => crate::convert::to_py(py, v).map_err(|what| {
                    tool_error(format!(
                        "{tool}() argument '{}': {what} cannot be passed to a Python tool",
                        p.name
                    ))
                })?,
            };
            if p.keyword_only {
                keywords
                    .get_or_insert_with(|| PyDict::new(py))
                    .set_item(&p.name, obj)
                    .map_err(|e| tool_error(e.to_string()))?;
            } else {
                positional.push(obj);
            }
        }
        let positional = PyTuple::new(py, positional).map_err(|e| tool_error(e.to_string()))?;
        match func.bind(py).call(positional, keywords.as_ref()) {
            Ok(result) => crate::convert::from_py(&result).map_err(|ty| {
                tool_error(format!(
                    "{tool}() returned a value of type {ty}, which lackpy cannot hold (use None, bool, int, float, str, list, tuple, dict or set)"
                ))
            }),
            Err(e) => {
                let kind = e
                    .get_type(py)
                    .name()
                    .map(|n| n.to_string())
                    .unwrap_or_else(|_| "Exception".into());
                let message = e
                    .value(py)
                    .str()
                    .map(|s| s.to_string())
                    .unwrap_or_default();
                if e.is_instance_of::<PyKeyboardInterrupt>(py) {
                    crate::interrupt_with(e);
                }
                Err(tool_error(format!("{tool}() raised {kind}: {message}")))
            }
        }
    })
}
