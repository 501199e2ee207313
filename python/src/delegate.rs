//! Delegation over the host's tools: `lackpy delegate` and `lackpy
//! generate` (the service layer's pipeline: templates, rules, models,
//! cleanup, corrections, retry, journal and ratchet in the workspace) with
//! a kit that holds Python tools, and a model that is either a provider of
//! the workspace's configuration or a Python function
//! ([`lackpy::infer::callback`]).

use std::path::Path;

use lackpy::engine;
use lackpy::infer::{callback, config, Provider};
use lackpy::service;
use pyo3::exceptions::PyKeyboardInterrupt;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use serde_json::Value as Json;

use crate::convert::{self, json_to_py};
use crate::{
    execute, execute_cancellable, param_values, root_of, usage_error, Cancel, LimitArgs, NativeKit,
    Unshared,
};

/// A Python model function `(system, user, messages) -> str`, with the
/// name its tier has in reports and the journal.
type Ask = (String, Py<PyAny>);

/// The tiers of a generation, and the configuration's `auto_promote`:
/// the configured order, or its templates and rules then one model (a
/// provider named by `model`, or the function `ask`).
fn tiers(
    root: &Path,
    model: Option<String>,
    ask: Option<Ask>,
) -> Result<(Vec<Box<dyn Provider>>, u32), String> {
    let inference = config::load(root)?;
    let providers = match (model, ask) {
        (_, Some((name, f))) => {
            let tier = callback::provider(
                &name,
                Box::new(move |r: &callback::Request| ask_host(&f, r)),
            );
            inference.providers_with(root, Box::new(tier))
        }
        (Some(name), None) => inference.providers_with(root, inference.named_model(&name, root)?),
        (None, None) => inference.providers(root),
    };
    Ok((providers, inference.auto_promote))
}

/// One request to the host's model function. Its exception is the tier's
/// failure (a KeyboardInterrupt also stops the run that follows).
fn ask_host(f: &Py<PyAny>, r: &callback::Request) -> Result<String, String> {
    Python::attach(|py| {
        let messages: Vec<(&str, &str)> = r
            .messages
            .iter()
            .map(|m| (m.role.as_str(), m.content.as_str()))
            .collect();
        match f.bind(py).call1((r.system, r.user.as_str(), messages)) {
            Ok(reply) => reply.extract::<String>().map_err(|_| {
                let ty = reply
                    .get_type()
                    .name()
                    .map(|n| n.to_string())
                    .unwrap_or_default();
                format!("the model function returned a {ty}, not a str")
            }),
            Err(e) => {
                let kind = e
                    .get_type(py)
                    .name()
                    .map(|n| n.to_string())
                    .unwrap_or_else(|_| "Exception".into());
                let message = e.value(py).str().map(|s| s.to_string()).unwrap_or_default();
                if e.is_instance_of::<PyKeyboardInterrupt>(py) {
                    crate::interrupt_with(e);
                }
                Err(format!("the model function raised {kind}: {message}"))
            }
        }
    })
}

/// `lackpy delegate` over `kit` in the workspace `root`. Returns the JSON
/// object `--format json` prints, the program's last value as a Python
/// object, the bookkeeping warnings and the template the ratchet made.
#[pyfunction]
#[pyo3(signature = (intent, kit, params, root, limits, max_grade, model=None, ask=None, cancel=None))]
#[allow(clippy::too_many_arguments)]
#[allow(clippy::type_complexity)]
pub fn delegate<'py>(
    py: Python<'py>,
    intent: &str,
    kit: &NativeKit,
    params: &Bound<'py, PyDict>,
    root: &str,
    limits: LimitArgs,
    max_grade: Option<u8>,
    model: Option<String>,
    ask: Option<Ask>,
    cancel: Option<&Cancel>,
) -> PyResult<(
    Bound<'py, PyAny>,
    Bound<'py, PyAny>,
    Vec<String>,
    Option<String>,
)> {
    let root = root_of(py, root)?;
    let values = param_values(py, params, &kit.kit)?;
    let limits = limits.limits();
    let job = Unshared((values, root));
    let out = execute_cancellable(py, cancel, move || {
        let (values, root) = job.into_inner();
        let (providers, auto_promote) = tiers(root.dir(), model, ask)?;
        let d = service::Delegation {
            intent,
            kit_spec: &kit.spec,
            kit: &kit.kit,
            params: &values,
            root: &root,
            max_grade,
            limits,
            echo: false,
        };
        Ok::<_, String>(Unshared(service::delegate_with(
            &d,
            &providers,
            auto_promote,
        )))
    })?
    .map_err(|e| usage_error(py, e))?
    .into_inner();
    let output = match &out.value {
        Some(v) => convert::to_py(py, v).or_else(|_| json_to_py(py, &out.json["output"]))?,
        None => py.None().into_bound(py),
    };
    Ok((
        json_to_py(py, &out.json)?,
        output,
        out.warnings,
        out.promoted,
    ))
}

/// `lackpy generate` over `kit` in the workspace `root`: the JSON object
/// `--format json` prints, and whether a program was found.
#[pyfunction]
#[pyo3(signature = (intent, kit, params, root, max_grade, model=None, ask=None, cancel=None))]
#[allow(clippy::too_many_arguments)]
pub fn generate<'py>(
    py: Python<'py>,
    intent: &str,
    kit: &NativeKit,
    params: &Bound<'py, PyDict>,
    root: &str,
    max_grade: Option<u8>,
    model: Option<String>,
    ask: Option<Ask>,
    cancel: Option<&Cancel>,
) -> PyResult<(Bound<'py, PyAny>, bool)> {
    let root = root_of(py, root)?;
    let values = param_values(py, params, &kit.kit)?;
    let job = Unshared(values);
    let (json, found) = execute_cancellable(py, cancel, move || {
        let values = job.into_inner();
        let (providers, _) = tiers(root.dir(), model, ask)?;
        Ok::<_, String>(
            match service::generate_with(intent, &kit.kit, &values, max_grade, &providers) {
                Ok(g) => (service::generated_json(&g), true),
                Err(e) => (service::no_program_json(&e, intent), false),
            },
        )
    })?
    .map_err(|e| usage_error(py, e))?;
    Ok((json_to_py(py, &json)?, found))
}

/// The MCP `validate` tool's answer over `kit`: a program, or a literate
/// document (`document`, by default when it has a ```` ```lackpy ````
/// fence), checked with the tightening `rules`.
#[pyfunction]
#[pyo3(signature = (program, kit, rules, document=None))]
pub fn validate<'py>(
    py: Python<'py>,
    program: &str,
    kit: &NativeKit,
    rules: Vec<String>,
    document: Option<bool>,
) -> PyResult<Bound<'py, PyAny>> {
    let rules = rules
        .iter()
        .flat_map(|r| r.split(','))
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .map(lackpy::check::Rule::parse)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| usage_error(py, e))?;
    let document = document.unwrap_or_else(|| engine::is_document(program));
    let json: Json = execute(py, || {
        if document {
            engine::check_document_file("<document>", program, &kit.kit, &[], &rules).to_json()
        } else {
            engine::check_file("<program>", program, &kit.kit, &[], &rules).to_json()
        }
    })?;
    json_to_py(py, &json)
}
