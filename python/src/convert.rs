//! Values between Python and lackpy: the Python types a tool's arguments
//! and results may have (`int` of any size, `float`, `str`, `bool`,
//! `None`, `list`, `tuple`, `dict`, `set`), and JSON (the reports) to
//! Python objects.

use lackpy::value::{Dict, HKey, Set, Value};
use num_bigint::BigInt;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyFrozenSet, PyInt, PyList, PySet, PyString, PyTuple};
use serde_json::Value as Json;

/// Containers nested deeper than this are refused (Python's own recursion
/// limit is of the same order).
const MAX_DEPTH: usize = 500;

/// A lackpy value as a Python object. A value that has no Python
/// counterpart among the tool types (a range, a dict view) becomes a list;
/// a function or a type is refused with its type name.
pub fn to_py<'py>(py: Python<'py>, v: &Value) -> Result<Bound<'py, PyAny>, String> {
    to_py_at(py, v, 0)
}

fn to_py_at<'py>(py: Python<'py>, v: &Value, depth: usize) -> Result<Bound<'py, PyAny>, String> {
    if depth > MAX_DEPTH {
        return Err("a value nested too deeply".into());
    }
    let py_err = |e: PyErr| e.to_string();
    let items = |items: Vec<Value>| -> Result<Vec<Bound<'py, PyAny>>, String> {
        items.iter().map(|x| to_py_at(py, x, depth + 1)).collect()
    };
    Ok(match v {
        Value::None | Value::Undef => py.None().into_bound(py),
        Value::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        Value::Int(i) => int_to_py(py, *i),
        Value::Big(b) => big_to_py(py, b).map_err(py_err)?,
        Value::Float(f) => PyFloat::new(py, *f).into_any(),
        Value::Str(s) => PyString::new(py, s.as_str()).into_any(),
        Value::List(_) | Value::Range(_) | Value::View(_) => {
            let xs = v.iter_snapshot().map_err(|e| e.msg)?;
            PyList::new(py, items(xs)?).map_err(py_err)?.into_any()
        }
        Value::Tuple(t) => PyTuple::new(py, items(t.to_vec())?)
            .map_err(py_err)?
            .into_any(),
        Value::Set(_) => {
            let xs = v.iter_snapshot().map_err(|e| e.msg)?;
            PySet::new(py, items(xs)?).map_err(py_err)?.into_any()
        }
        Value::Dict(d) => {
            let out = PyDict::new(py);
            let d = d
                .try_borrow()
                .map_err(|_| "a dict that is being changed".to_string())?;
            for (k, x) in d.iter() {
                out.set_item(to_py_at(py, &k.0, depth + 1)?, to_py_at(py, x, depth + 1)?)
                    .map_err(py_err)?;
            }
            out.into_any()
        }
        other => return Err(format!("a value of type {}", other.type_name())),
    })
}

fn int_to_py(py: Python<'_>, i: i64) -> Bound<'_, PyAny> {
    match i.into_pyobject(py) {
        Ok(b) => b.into_any(),
        Err(never) => match never {},
    }
}

fn big_to_py<'py>(py: Python<'py>, b: &BigInt) -> PyResult<Bound<'py, PyAny>> {
    let int = py.get_type::<PyInt>();
    int.call1((b.to_string(),))
}

/// A Python object as a lackpy value; the error is the name of the
/// first type that has no lackpy counterpart.
pub fn from_py(obj: &Bound<'_, PyAny>) -> Result<Value, String> {
    from_py_at(obj, 0)
}

fn type_name(obj: &Bound<'_, PyAny>) -> String {
    obj.get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "?".into())
}

fn from_py_at(obj: &Bound<'_, PyAny>, depth: usize) -> Result<Value, String> {
    if depth > MAX_DEPTH {
        return Err("a container nested too deeply".into());
    }
    if obj.is_none() {
        return Ok(Value::None);
    }
    if let Ok(b) = obj.cast::<PyBool>() {
        return Ok(Value::Bool(b.is_true()));
    }
    if obj.is_instance_of::<PyInt>() {
        if let Ok(i) = obj.extract::<i64>() {
            return Ok(Value::Int(i));
        }
        let digits = obj.str().map_err(|_| type_name(obj))?.to_string();
        return digits
            .parse::<BigInt>()
            .map(Value::from_big)
            .map_err(|_| type_name(obj));
    }
    if let Ok(f) = obj.cast::<PyFloat>() {
        return Ok(Value::Float(f.value()));
    }
    if obj.is_instance_of::<PyString>() {
        let s: String = obj
            .extract()
            .map_err(|_| "str with lone surrogates".to_string())?;
        return Ok(Value::str(s));
    }
    let all = |it: Bound<'_, PyAny>| -> Result<Vec<Value>, String> {
        let mut out = Vec::new();
        for x in it.try_iter().map_err(|_| type_name(obj))? {
            let x = x.map_err(|e| e.to_string())?;
            out.push(from_py_at(&x, depth + 1)?);
        }
        Ok(out)
    };
    if obj.is_instance_of::<PyList>() {
        return Ok(Value::list(all(obj.clone())?));
    }
    if obj.is_instance_of::<PyTuple>() {
        return Ok(Value::tuple(all(obj.clone())?));
    }
    if let Ok(d) = obj.cast::<PyDict>() {
        let mut out = Dict::default();
        for (k, v) in d.iter() {
            let key = from_py_at(&k, depth + 1)?;
            lackpy::value::check_hashable(&key).map_err(|e| e.msg)?;
            out.insert(HKey(key), from_py_at(&v, depth + 1)?);
        }
        return Ok(Value::dict(out));
    }
    if obj.is_instance_of::<PySet>() || obj.is_instance_of::<PyFrozenSet>() {
        let mut out = Set::default();
        for x in all(obj.clone())? {
            lackpy::value::check_hashable(&x).map_err(|e| e.msg)?;
            out.insert(HKey(x));
        }
        return Ok(Value::set(out));
    }
    Err(type_name(obj))
}

/// A JSON value (a report) as Python objects: objects become dicts,
/// arrays lists, numbers ints (of any size) or floats — what `json.loads`
/// gives for the same text.
pub fn json_to_py<'py>(py: Python<'py>, j: &Json) -> PyResult<Bound<'py, PyAny>> {
    Ok(match j {
        Json::Null => py.None().into_bound(py),
        Json::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        Json::Number(n) => {
            if let Some(i) = n.as_i64() {
                int_to_py(py, i)
            } else if let Some(u) = n.as_u64() {
                match u.into_pyobject(py) {
                    Ok(b) => b.into_any(),
                    Err(never) => match never {},
                }
            } else {
                let text = n.to_string();
                if text.bytes().all(|c| c.is_ascii_digit() || c == b'-') {
                    py.get_type::<PyInt>().call1((text,))?
                } else {
                    PyFloat::new(py, n.as_f64().unwrap_or(f64::NAN)).into_any()
                }
            }
        }
        Json::String(s) => PyString::new(py, s).into_any(),
        Json::Array(items) => {
            let xs: PyResult<Vec<_>> = items.iter().map(|x| json_to_py(py, x)).collect();
            PyList::new(py, xs?)?.into_any()
        }
        Json::Object(m) => {
            let d = PyDict::new(py);
            for (k, v) in m {
                d.set_item(k, json_to_py(py, v)?)?;
            }
            d.into_any()
        }
    })
}
