//! The methods of each type: one table a type, each entry a name and the
//! function that implements it. The checker refuses attributes outside
//! these tables and `lackpyc spec` lists them; the VM resolves each method
//! name of a module to its index in every table once, when it loads the
//! module (`resolve`), and calls through the table by index.

mod collections;
mod num;

use super::builtins::arity_error;
use super::interp::{Interp, KwSlice};
use super::{Exc, ExcKind, PyStr, TypeKind, Value, VmResult};

/// A method's code: the interpreter, the receiver, positional and keyword
/// arguments (borrowed: a call copies no argument vector).
pub type AnyImp = fn(&mut dyn Interp, &Value, &[Value], &KwSlice) -> VmResult<Value>;

/// A str method's code: the receiver's text, positional and keyword
/// arguments. It has no interpreter to call back into (no str method
/// does), so the VM can call it with the receiver and the arguments
/// borrowed where they lie in its registers.
pub type StrImp = fn(&PyStr, &[Value], &KwSlice) -> VmResult<Value>;

/// A method's code, by what it needs: every str method is `Str`, every
/// other type's `Any`.
#[derive(Clone, Copy)]
pub enum MethodImp {
    Any(AnyImp),
    Str(StrImp),
}

pub struct Method {
    pub name: &'static str,
    pub imp: MethodImp,
}

impl Method {
    /// Run the method on `recv` (a value of the method's own type).
    #[inline]
    fn invoke(
        &self,
        cx: &mut dyn Interp,
        recv: &Value,
        args: &[Value],
        kwargs: &KwSlice,
    ) -> VmResult<Value> {
        match (self.imp, recv) {
            (MethodImp::Any(f), _) => f(cx, recv, args, kwargs),
            (MethodImp::Str(f), Value::Str(s)) => f(s, args, kwargs),
            (MethodImp::Str(_), _) => Err(wrong_receiver("str", self.name, recv)),
        }
    }
}

pub use super::strmethods::STR_METHODS;
pub use collections::{DICT_METHODS, LIST_METHODS, SET_METHODS, TUPLE_METHODS};
pub use num::{FLOAT_METHODS, INT_METHODS};

/// Every method table, by the type it belongs to. A table's place here is
/// its index in `MethodIds`.
pub const METHOD_TABLES: &[(&str, &[Method])] = &[
    ("str", STR_METHODS),
    ("list", LIST_METHODS),
    ("dict", DICT_METHODS),
    ("set", SET_METHODS),
    ("tuple", TUPLE_METHODS),
    ("int", INT_METHODS),
    ("float", FLOAT_METHODS),
];

const STR: usize = 0;
const LIST: usize = 1;
const DICT: usize = 2;

/// For one method name, its index in each table of `METHOD_TABLES`
/// (`NO_METHOD` where the type has no method of that name).
pub(crate) type MethodIds = [u8; METHOD_TABLES.len()];
pub(crate) const NO_METHOD: u8 = u8::MAX;

/// A name's place in every table; done once per name when a module loads.
pub(crate) fn resolve(name: &str) -> MethodIds {
    let mut ids = [NO_METHOD; METHOD_TABLES.len()];
    for (slot, (_, table)) in ids.iter_mut().zip(METHOD_TABLES) {
        if let Some(i) = table.iter().position(|m| m.name == name) {
            *slot = i as u8;
        }
    }
    ids
}

/// Whether the name is `list.append` or `dict.get`, the two methods the
/// VM's fast path runs in place.
pub(crate) fn is_list_append(ids: &MethodIds) -> bool {
    ids[LIST] != NO_METHOD && LIST_METHODS[ids[LIST] as usize].name == "append"
}

pub(crate) fn is_dict_get(ids: &MethodIds) -> bool {
    ids[DICT] != NO_METHOD && DICT_METHODS[ids[DICT] as usize].name == "get"
}

/// The table of a receiver's methods; None for values that have none.
#[inline]
fn table_of(recv: &Value) -> Option<usize> {
    Some(match recv {
        Value::Str(_) => STR,
        Value::List(_) => LIST,
        Value::Dict(_) => DICT,
        Value::Set(_) => 3,
        Value::Tuple(_) => 4,
        Value::Int(_) | Value::Big(_) | Value::Bool(_) => 5,
        Value::Float(_) => 6,
        _ => return None,
    })
}

/// The table of a type object's methods (`str.lower`); bool has int's.
fn table_of_type(t: TypeKind) -> Option<usize> {
    Some(match t {
        TypeKind::Str => STR,
        TypeKind::List => LIST,
        TypeKind::Dict => DICT,
        TypeKind::Set => 3,
        TypeKind::Tuple => 4,
        TypeKind::Int | TypeKind::Bool => 5,
        TypeKind::Float => 6,
        _ => return None,
    })
}

/// The method `name` (resolved to `ids`) of `recv`, a value or a type
/// object; AttributeError when its type has none.
#[inline]
pub(crate) fn lookup(recv: &Value, name: &str, ids: &MethodIds) -> VmResult<&'static Method> {
    let table = match recv {
        Value::Type(t) => table_of_type(*t),
        _ => table_of(recv),
    };
    if let Some(t) = table {
        if let Some(m) = METHOD_TABLES[t].1.get(ids[t] as usize) {
            return Ok(m);
        }
    }
    Err(match recv {
        Value::Type(t) => Exc::new(
            ExcKind::AttributeError,
            format!("type object '{}' has no attribute '{name}'", t.name()),
        ),
        _ => Exc::attribute_error(recv.type_name(), name),
    })
}

/// Call method `m` of `recv`. On a type object it is unbound
/// (`str.lower(s)`): the receiver comes first among the arguments.
#[inline]
pub(crate) fn call(
    cx: &mut dyn Interp,
    recv: &Value,
    m: &'static Method,
    args: &[Value],
    kwargs: &KwSlice,
) -> VmResult<Value> {
    let Value::Type(t) = recv else {
        return m.invoke(cx, recv, args, kwargs);
    };
    let Some((receiver, args)) = args.split_first() else {
        return Err(Exc::type_error(format!(
            "unbound method {}.{}() needs an argument",
            t.name(),
            m.name
        )));
    };
    let fits = receiver
        .type_kind()
        .is_some_and(|k| k == *t || (k == TypeKind::Bool && *t == TypeKind::Int));
    if !fits {
        return Err(Exc::type_error(format!(
            "descriptor '{}' for '{}' objects doesn't apply to a '{}' object",
            m.name,
            t.name(),
            receiver.type_name()
        )));
    }
    m.invoke(cx, receiver, args, kwargs)
}

/// The str method a name resolved to (`ids`), if str has one: for the
/// VM's call of a str method with its arguments in place.
#[inline]
pub(crate) fn str_method(ids: &MethodIds) -> Option<StrImp> {
    match STR_METHODS.get(ids[STR] as usize)?.imp {
        MethodImp::Str(f) => Some(f),
        MethodImp::Any(_) => None,
    }
}

/// The receiver of a method taken from a table it does not belong to:
/// only a damaged call can get here, since `lookup` picks the table.
pub(crate) fn wrong_receiver(tname: &str, name: &str, recv: &Value) -> Exc {
    Exc::type_error(format!(
        "descriptor '{name}' for '{tname}' objects doesn't apply to a '{}' object",
        recv.type_name()
    ))
}

fn busy<T>(_: T) -> Exc {
    Exc::busy()
}

fn no_kw(tname: &str, name: &str, kw: &KwSlice) -> VmResult<()> {
    if kw.is_empty() {
        Ok(())
    } else {
        Err(Exc::type_error(format!(
            "{tname}.{name}() takes no keyword arguments"
        )))
    }
}

fn nargs(tname: &str, name: &str, args: &[Value], min: usize, max: usize) -> VmResult<()> {
    let n = args.len();
    if n >= min && n <= max {
        return Ok(());
    }
    Err(arity_error(&format!("{tname}.{name}"), name, n, min, max))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_within_a_table_and_fit_an_id() {
        for (t, table) in METHOD_TABLES {
            assert!(table.len() < NO_METHOD as usize, "{t}");
            for (i, m) in table.iter().enumerate() {
                assert_eq!(
                    resolve(m.name)[METHOD_TABLES.iter().position(|x| x.0 == *t).unwrap_or(0)],
                    i as u8,
                    "{t}.{}",
                    m.name
                );
            }
        }
        assert!(is_list_append(&resolve("append")) && !is_list_append(&resolve("extend")));
        assert!(is_dict_get(&resolve("get")) && !is_dict_get(&resolve("pop")));
    }
}
