//! `str.format` and `str.format_map`, as CPython's
//! `Objects/stringlib/unicode_format.h` expands them.

use super::spec::format_value;
use super::subscript::{getitem_index, getitem_str};
use super::{check_size, decimal_value, py_ascii, py_repr, py_str};
use crate::value::{Exc, Value, VmResult};

#[derive(Clone, Copy, PartialEq, Eq)]
enum AutoNumber {
    Init,
    Auto,
    Manual,
}

enum Keywords<'a> {
    Pairs(&'a [(String, Value)]),
    Mapping(&'a Value),
}

struct StrFormat<'a> {
    /// `None` for `format_map`, which has no positional arguments.
    args: Option<&'a [Value]>,
    kwargs: Keywords<'a>,
    state: AutoNumber,
    next_auto: i64,
}

/// A parsed replacement field: ranges into the string being expanded.
struct Field {
    name: (usize, usize),
    conversion: Option<char>,
    spec: (usize, usize),
    spec_needs_expanding: bool,
}

/// `get_integer` of unicode_format.h: -1 when empty or not all decimal.
fn field_integer(s: &[char]) -> VmResult<i64> {
    if s.is_empty() {
        return Ok(-1);
    }
    let mut acc: i64 = 0;
    for &c in s {
        let Some(d) = decimal_value(c) else {
            return Ok(-1);
        };
        if acc > (i64::MAX - d) / 10 {
            return Err(Exc::value_error("Too many decimal digits in format string"));
        }
        acc = acc * 10 + d;
    }
    Ok(acc)
}

/// `parse_field`, positioned after the field's `{`.
fn parse_field(s: &[char], pos: &mut usize) -> VmResult<Field> {
    let end = s.len();
    let mut c = '\0';
    let name_start = *pos;
    while *pos < end {
        c = s[*pos];
        *pos += 1;
        match c {
            '{' => return Err(Exc::value_error("unexpected '{' in field name")),
            '[' => {
                while *pos < end && s[*pos] != ']' {
                    *pos += 1;
                }
                continue;
            }
            '}' | ':' | '!' => break,
            _ => continue,
        }
    }
    let mut field = Field {
        name: (name_start, *pos - 1),
        conversion: None,
        spec: (0, 0),
        spec_needs_expanding: false,
    };
    if c == '!' || c == ':' {
        if c == '!' {
            if *pos >= end {
                return Err(Exc::value_error(
                    "end of string while looking for conversion specifier",
                ));
            }
            field.conversion = Some(s[*pos]);
            *pos += 1;
            if *pos < end {
                let c = s[*pos];
                *pos += 1;
                if c == '}' {
                    return Ok(field);
                }
                if c != ':' {
                    return Err(Exc::value_error("expected ':' after conversion specifier"));
                }
            }
        }
        let spec_start = *pos;
        let mut count = 1;
        while *pos < end {
            let c = s[*pos];
            *pos += 1;
            match c {
                '{' => {
                    field.spec_needs_expanding = true;
                    count += 1;
                }
                '}' => {
                    count -= 1;
                    if count == 0 {
                        field.spec = (spec_start, *pos - 1);
                        return Ok(field);
                    }
                }
                _ => {}
            }
        }
        return Err(Exc::value_error("unmatched '{' in format spec"));
    } else if c != '}' {
        return Err(Exc::value_error("expected '}' before end of string"));
    }
    Ok(field)
}

impl StrFormat<'_> {
    /// `build_string` + `do_markup`.
    fn build(&mut self, s: &[char], depth: i32, out: &mut String) -> VmResult<()> {
        if depth <= 0 {
            return Err(Exc::value_error("Max string recursion exceeded"));
        }
        let end = s.len();
        let mut pos = 0;
        while pos < end {
            // MarkupIterator_next: literal text up to a '{' or '}'.
            let start = pos;
            let mut c = '\0';
            let mut markup = false;
            while pos < end {
                c = s[pos];
                pos += 1;
                if c == '{' || c == '}' {
                    markup = true;
                    break;
                }
            }
            let at_end = pos >= end;
            let mut len = pos - start;
            if c == '}' && (at_end || s[pos] != '}') {
                return Err(Exc::value_error("Single '}' encountered in format string"));
            }
            if at_end && c == '{' {
                return Err(Exc::value_error("Single '{' encountered in format string"));
            }
            if !at_end {
                if c == s[pos] {
                    // An escaped brace: the literal keeps one.
                    pos += 1;
                    markup = false;
                } else {
                    len -= 1;
                }
            }
            let field = if markup {
                Some(parse_field(s, &mut pos)?)
            } else {
                None
            };
            out.extend(&s[start..start + len]);
            if let Some(field) = field {
                self.output_markup(s, &field, depth, out)?;
                check_size(out.len() as i64, 1)?;
            }
        }
        Ok(())
    }

    fn output_markup(
        &mut self,
        s: &[char],
        field: &Field,
        depth: i32,
        out: &mut String,
    ) -> VmResult<()> {
        let mut obj = self.get_field_object(&s[field.name.0..field.name.1])?;
        if let Some(conv) = field.conversion {
            obj = Value::str(match conv {
                'r' => py_repr(&obj)?,
                's' => py_str(&obj)?,
                'a' => py_ascii(&obj)?,
                c if (c as u32) > 32 && (c as u32) < 127 => {
                    return Err(Exc::value_error(format!(
                        "Unknown conversion specifier {c}"
                    )))
                }
                c => {
                    return Err(Exc::value_error(format!(
                        "Unknown conversion specifier \\x{:x}",
                        c as u32
                    )))
                }
            });
        }
        let spec_chars = &s[field.spec.0..field.spec.1];
        let spec: String = if field.spec_needs_expanding {
            let mut expanded = String::new();
            self.build(spec_chars, depth - 1, &mut expanded)?;
            expanded
        } else {
            spec_chars.iter().collect()
        };
        out.push_str(&format_value(&obj, &spec)?);
        Ok(())
    }

    /// `get_field_object`: the argument a field names, then its `[...]`
    /// subscripts in order. Attribute access is refused.
    fn get_field_object(&mut self, name: &[char]) -> VmResult<Value> {
        // field_name_split
        let split = name
            .iter()
            .position(|&c| c == '[' || c == '.')
            .unwrap_or(name.len());
        let (first, rest) = name.split_at(split);
        let mut index = field_integer(first)?;
        let empty = first.is_empty();
        let numeric = empty || index != -1;
        if self.state == AutoNumber::Init && numeric {
            self.state = if empty {
                AutoNumber::Auto
            } else {
                AutoNumber::Manual
            };
        }
        if numeric {
            if self.state == AutoNumber::Manual && empty {
                return Err(Exc::value_error(
                    "cannot switch from manual field specification to automatic field numbering",
                ));
            }
            if self.state != AutoNumber::Manual && !empty {
                return Err(Exc::value_error(
                    "cannot switch from automatic field numbering to manual field specification",
                ));
            }
        }
        if empty {
            index = self.next_auto;
            self.next_auto += 1;
        }
        let mut obj = if index == -1 {
            let key: String = first.iter().collect();
            match self.kwargs {
                Keywords::Pairs(pairs) => match pairs.iter().find(|(k, _)| *k == key) {
                    Some((_, v)) => v.clone(),
                    None => return Err(Exc::key_error(&Value::str(key))),
                },
                Keywords::Mapping(m) => getitem_str(m, &key)?,
            }
        } else {
            let Some(args) = self.args else {
                return Err(Exc::value_error("Format string contains positional fields"));
            };
            match args.get(index as usize) {
                Some(v) => v.clone(),
                None => {
                    return Err(Exc::index_error(format!(
                        "Replacement index {index} out of range for positional args tuple"
                    )))
                }
            }
        };
        // FieldNameIterator_next, interleaved with the lookups.
        let mut p = 0;
        while p < rest.len() {
            let c = rest[p];
            p += 1;
            match c {
                '.' => {
                    let start = p;
                    while p < rest.len() && rest[p] != '[' && rest[p] != '.' {
                        p += 1;
                    }
                    if p == start {
                        return Err(Exc::value_error("Empty attribute in format string"));
                    }
                    return Err(Exc::value_error(
                        "attribute access in format fields is not supported in lackpy",
                    ));
                }
                '[' => {
                    let start = p;
                    let mut closed = false;
                    while p < rest.len() {
                        let c = rest[p];
                        p += 1;
                        if c == ']' {
                            closed = true;
                            break;
                        }
                    }
                    if !closed {
                        return Err(Exc::value_error("Missing ']' in format string"));
                    }
                    let item = &rest[start..p - 1];
                    let idx = field_integer(item)?;
                    if item.is_empty() {
                        return Err(Exc::value_error("Empty attribute in format string"));
                    }
                    obj = if idx == -1 {
                        getitem_str(&obj, &item.iter().collect::<String>())?
                    } else {
                        getitem_index(&obj, idx)?
                    };
                }
                _ => {
                    return Err(Exc::value_error(
                        "Only '.' or '[' may follow ']' in format field specifier",
                    ));
                }
            }
        }
        Ok(obj)
    }
}

/// str.format(*args, **kwargs): auto/explicit numbering, named fields, `[index]` item access
/// (int index on sequences, string key on dicts), conversions !r !s !a, nested fields in specs
/// one level deep. Attribute access (`{0.attr}`) must be REFUSED with
/// ValueError "attribute access in format fields is not supported in lackpy" — lackpy has no
/// reflection and `"{0.__class__}".format(x)` must not become a way in.
pub fn str_format(fmt: &str, args: &[Value], kwargs: &[(String, Value)]) -> VmResult<String> {
    // The method's own call counts against CPython's recursion limit.
    crate::value::repr::repr_in(1, || format_with(fmt, Some(args), Keywords::Pairs(kwargs)))
}

/// str.format_map(mapping): fields name keys of `mapping` (looked up as
/// `mapping[key]`, so a list raises "list indices must be integers..."), and
/// a positional field is ValueError "Format string contains positional fields".
pub fn str_format_map(fmt: &str, mapping: &Value) -> VmResult<String> {
    crate::value::repr::repr_in(1, || format_with(fmt, None, Keywords::Mapping(mapping)))
}

/// Both entry points: `fmt` with its fields filled from `args` (None for
/// `format_map`, where a positional field is an error) and `kwargs`.
fn format_with(fmt: &str, args: Option<&[Value]>, kwargs: Keywords) -> VmResult<String> {
    let mut f = StrFormat {
        args,
        kwargs,
        state: AutoNumber::Init,
        next_auto: 0,
    };
    let chars: Vec<char> = fmt.chars().collect();
    let mut out = String::with_capacity(fmt.len() + 16);
    f.build(&chars, 2, &mut out)?;
    Ok(out)
}
