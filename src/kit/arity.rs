//! CPython's words for a call that does not fit a Python function's
//! parameters. The checker (a call refused before it runs) and the host
//! (arguments bound at run time) both say it, so it is said once here.

/// `f() takes 2 positional arguments but 3 were given`, or `takes from 1
/// to 2 ...` when some parameters have defaults.
pub(crate) fn too_many_positional(
    name: &str,
    min: usize,
    max: usize,
    given: impl std::fmt::Display,
    one_given: bool,
) -> String {
    let was = if one_given { "was" } else { "were" };
    if min == max {
        let s = if max == 1 { "" } else { "s" };
        format!("{name}() takes {max} positional argument{s} but {given} {was} given")
    } else {
        format!("{name}() takes from {min} to {max} positional arguments but {given} {was} given")
    }
}

/// `f() missing 2 required positional arguments: 'a' and 'b'`; None when
/// nothing is missing.
pub(crate) fn missing_required(name: &str, missing: &[&str]) -> Option<String> {
    let quoted: Vec<String> = missing.iter().map(|p| format!("'{p}'")).collect();
    let list = match quoted.as_slice() {
        [] => return None,
        [one] => one.clone(),
        [a, b] => format!("{a} and {b}"),
        [init @ .., last] => format!("{}, and {last}", init.join(", ")),
    };
    let s = if quoted.len() == 1 { "" } else { "s" };
    Some(format!(
        "{name}() missing {} required positional argument{s}: {list}",
        quoted.len()
    ))
}
