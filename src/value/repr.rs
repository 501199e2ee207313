//! `repr()` and `str()` exactly as CPython prints them: shortest
//! round-trip floats, string quoting and escapes, nested containers.

use std::fmt::Write;

use unicode_general_category::{get_general_category, GeneralCategory as G};

use super::{Exc, ExcKind, Value, VmResult};

impl Exc {
    /// `KeyError` prints the repr of the missing key. Made here, beside
    /// `repr`, so that `exc` needs nothing from the values it reports on.
    pub fn key_error(key: &Value) -> Exc {
        Exc::new(ExcKind::KeyError, repr(key))
    }
}

/// How deep nested containers are printed before `RecursionError`: where
/// CPython 3.11 raises it for `str`, `print` and `%` at a module's top
/// level (999 lists nested in each other print, 1000 do not: its recursion
/// limit of 1000 counts the module's frame and one per container). Its
/// f-strings and `format` say it one level sooner, `str.format` two. The
/// walk is iterative, so the depth does not depend on the thread's stack.
pub const MAX_REPR_DEPTH: usize = 999;

thread_local! {
    /// Levels of CPython's recursion limit taken by the call a repr is
    /// made in (see `repr_in`).
    static REPR_FRAMES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Run `f`, whose reprs CPython makes inside calls it counts against its
/// recursion limit (an f-string field's `__format__`: 1 level;
/// `str.format`: 1 more), with that many levels fewer for nesting.
pub fn repr_in<T>(frames: usize, f: impl FnOnce() -> T) -> T {
    let before = REPR_FRAMES.with(|c| c.replace(c.get().saturating_add(frames)));
    struct Restore(usize);
    impl Drop for Restore {
        fn drop(&mut self) {
            let b = self.0;
            let _ = REPR_FRAMES.try_with(|c| c.set(b));
        }
    }
    let _restore = Restore(before);
    f()
}

/// The depth a repr starts at: the levels its caller's calls take.
fn start_depth() -> usize {
    REPR_FRAMES.with(std::cell::Cell::get)
}

const TOO_LONG_INT: &str = "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit";

/// Ints of at most this many bits have at most 4300 decimal digits; a few
/// bits more are converted to count, anything larger is refused unseen.
const INT_BITS_4300_DIGITS: u64 = 14_290;

/// Why a repr stopped before its end.
enum Stop {
    /// The text reached the byte cap it was given.
    Cap,
    /// An error: a limit, an int too long to print, nesting too deep.
    Err(Exc),
}

impl From<Exc> for Stop {
    fn from(e: Exc) -> Stop {
        Stop::Err(e)
    }
}

/// The memory limit, for a repr that would not fit in it.
fn repr_too_large() -> Exc {
    super::budget::trip(super::budget::memory_exceeded(
        super::budget::max_sequence_bytes_limit(),
    ))
}

/// `repr`, refusing (as CPython 3.11 does) any int of more than 4300
/// digits anywhere inside the value and nesting deeper than
/// `MAX_REPR_DEPTH` (RecursionError), and stopped by the run's limits:
/// every item costs fuel, and the text may not outgrow the memory left.
pub fn checked_repr(v: &Value) -> VmResult<String> {
    let mut out = String::new();
    match write_repr(&mut out, v, start_depth(), &mut Vec::new(), cap_now()) {
        Ok(()) => Ok(out),
        Err(Stop::Cap) => Err(repr_too_large()),
        Err(Stop::Err(e)) => Err(e),
    }
}

/// `str(v)` with the checks of [`checked_repr`].
pub fn checked_str(v: &Value) -> VmResult<String> {
    match v {
        Value::Str(s) => Ok(s.as_str().to_string()),
        other => checked_repr(other),
    }
}

/// Append `str(v)` (or `repr(v)`) to `out`, stopping once `out` is longer
/// than `cap` bytes: Ok(false) then, and `out` holds the text so far (a
/// little more than `cap` bytes). For `print`, which needs no more than the
/// output left.
pub fn write_capped(out: &mut String, v: &Value, as_str: bool, cap: usize) -> VmResult<bool> {
    let cap = cap.min(cap_now());
    if let (true, Value::Str(s)) = (as_str, v) {
        super::budget::charge_bytes(s.len())?;
        let room = cap.saturating_sub(out.len());
        if s.len() > room {
            // One byte (one character) past the cap, as a repr stops.
            let mut end = room + 1;
            while !s.is_char_boundary(end) {
                end += 1;
            }
            out.push_str(&s[..end]);
            return Ok(false);
        }
        out.push_str(s);
        return Ok(true);
    }
    match write_repr(out, v, start_depth(), &mut Vec::new(), cap) {
        Ok(()) => Ok(true),
        Err(Stop::Cap) => Ok(false),
        Err(Stop::Err(e)) => Err(e),
    }
}

/// The most bytes a repr may grow to now: the memory the run has left.
fn cap_now() -> usize {
    usize::try_from(super::budget::max_sequence_bytes()).unwrap_or(usize::MAX)
}

/// `repr(v)` where no error can be reported (an error message, a JSON
/// value): the text so far when a check stops it (a limit it hits also
/// stops the run, see `value::budget`).
pub fn repr(v: &Value) -> String {
    let mut out = String::new();
    let _ = write_repr(&mut out, v, 0, &mut Vec::new(), cap_now());
    out
}

/// The first `bytes` bytes (or a little more) of `repr(v)`, for a preview:
/// the walk stops there, however big the value.
pub fn repr_prefix(v: &Value, bytes: usize) -> String {
    let mut out = String::new();
    let _ = write_capped(&mut out, v, false, bytes);
    out
}

/// `str(v)`: the text itself for strings, `repr` for everything else.
pub fn to_str(v: &Value) -> String {
    match v {
        Value::Str(s) => s.as_str().to_string(),
        other => repr(other),
    }
}

/// The repr of an int, refusing sizes CPython refuses.
pub fn int_repr(v: &Value) -> VmResult<String> {
    match v {
        Value::Big(b) => big_repr(b),
        other => Ok(repr(other)),
    }
}

fn big_repr(b: &num_bigint::BigInt) -> VmResult<String> {
    if b.bits() > INT_BITS_4300_DIGITS {
        return Err(Exc::value_error(TOO_LONG_INT));
    }
    let s = if super::bigword::IN_USE {
        let digits = super::bigword::decimal(b.magnitude());
        if b.sign() == num_bigint::Sign::Minus {
            format!("-{digits}")
        } else {
            digits
        }
    } else {
        b.to_string()
    };
    if s.trim_start_matches('-').len() > 4300 {
        return Err(Exc::value_error(TOO_LONG_INT));
    }
    Ok(s)
}

fn recursion_error() -> Exc {
    Exc::new(
        ExcKind::RecursionError,
        "maximum recursion depth exceeded while getting the repr of an object",
    )
}

/// One step through a sequence's items: the item before is done (its
/// separator follows if there is a next one), and the next item comes
/// back, or None past the last, when the caller closes the container.
#[inline]
fn next_item(
    out: &mut String,
    cap: usize,
    i: &mut usize,
    item: Option<Value>,
) -> Result<Option<Value>, Stop> {
    if *i > 0 {
        item_done(out, cap)?;
        if item.is_some() {
            out.push_str(", ");
        }
    }
    if item.is_some() {
        *i += 1;
    }
    Ok(item)
}

/// One more item written: its fuel, and the cap. The text may not pass
/// the cap, nor double its buffer past it (the doubling holds the old
/// buffer and the new one at once).
#[inline]
fn item_done(out: &String, cap: usize) -> Result<(), Stop> {
    super::budget::charge(1)?;
    if out.len() > cap {
        return Err(Stop::Cap);
    }
    if out.capacity() - out.len() < 1024 && out.capacity() >= 1 << 20 {
        let grown = out.capacity().saturating_mul(2);
        if grown > cap {
            return Err(Stop::Cap);
        }
    }
    Ok(())
}

/// A container whose repr is being written: where its walk stands.
enum Open {
    List(std::rc::Rc<super::ListObj>, usize),
    Tuple(super::TupleObj, usize),
    /// The index of the entry, and whether its key is written.
    Dict(std::rc::Rc<super::DictObj>, usize, bool),
    Set(std::rc::Rc<super::SetObj>, usize),
}

/// The repr of `v` appended to `out`. Iterative, with an explicit stack of
/// open containers, so that the depth it allows (`MAX_REPR_DEPTH`, then
/// RecursionError as in CPython) is the same whatever the thread's stack.
fn write_repr(
    out: &mut String,
    v: &Value,
    depth: usize,
    seen: &mut Vec<usize>,
    cap: usize,
) -> Result<(), Stop> {
    let mut stack: Vec<Open> = Vec::new();
    let mut next: Option<Value> = None;
    if !write_scalar_or_open(out, v, depth, seen, cap, &mut stack)? {
        return Ok(());
    }
    loop {
        if let Some(v) = next.take() {
            write_scalar_or_open(out, &v, depth + stack.len(), seen, cap, &mut stack)?;
            continue;
        }
        let Some(top) = stack.last_mut() else {
            return Ok(());
        };
        // The next item of the innermost open container, or its close.
        match top {
            Open::List(l, i) => {
                let item = l.try_borrow().ok().and_then(|l| l.get(*i).cloned());
                next = next_item(out, cap, i, item)?;
                if next.is_none() {
                    out.push(']');
                    seen.pop();
                    stack.pop();
                }
            }
            Open::Tuple(t, i) => {
                next = next_item(out, cap, i, t.get(*i).cloned())?;
                if next.is_none() {
                    if t.len() == 1 {
                        out.push(',');
                    }
                    out.push(')');
                    stack.pop();
                }
            }
            Open::Dict(d, i, key_done) => {
                let entry = d
                    .try_borrow()
                    .ok()
                    .and_then(|d| d.get_index(*i).map(|(k, x)| (k.0.clone(), x.clone())));
                match entry {
                    Some((_, x)) if *key_done => {
                        out.push_str(": ");
                        *key_done = false;
                        *i += 1;
                        next = Some(x);
                    }
                    Some((k, _)) => {
                        if *i > 0 {
                            item_done(out, cap)?;
                            out.push_str(", ");
                        }
                        *key_done = true;
                        next = Some(k);
                    }
                    None => {
                        if *i > 0 {
                            item_done(out, cap)?;
                        }
                        out.push('}');
                        seen.pop();
                        stack.pop();
                    }
                }
            }
            Open::Set(set, i) => {
                let item = set
                    .try_borrow()
                    .ok()
                    .and_then(|s| s.get_index(*i).map(|k| k.0.clone()));
                next = next_item(out, cap, i, item)?;
                if next.is_none() {
                    out.push('}');
                    stack.pop();
                }
            }
        }
    }
}

/// Write `v` when it is not a container (or is an empty or self-referring
/// one) and answer false; else write its opening and push it on `stack`,
/// answering true.
fn write_scalar_or_open(
    out: &mut String,
    v: &Value,
    depth: usize,
    seen: &mut Vec<usize>,
    cap: usize,
    stack: &mut Vec<Open>,
) -> Result<bool, Stop> {
    // CPython counts the repr of every object, a scalar item too, against
    // its recursion limit; a top-level value starts at the depth its caller's calls take.
    if depth >= MAX_REPR_DEPTH {
        return Err(Stop::Err(recursion_error()));
    }
    match v {
        Value::None => out.push_str("None"),
        Value::Bool(true) => out.push_str("True"),
        Value::Bool(false) => out.push_str("False"),
        Value::Int(i) => {
            let _ = write!(out, "{i}");
        }
        Value::Big(b) => {
            super::budget::charge_bytes((b.bits() / 2) as usize)?;
            out.push_str(&big_repr(b)?);
        }
        Value::Float(f) => out.push_str(&float_repr(*f)),
        Value::Str(s) => {
            super::budget::charge_bytes(s.len())?;
            str_repr(out, s);
        }
        Value::List(l) => {
            let id = std::rc::Rc::as_ptr(l) as usize;
            if seen.contains(&id) || l.try_borrow().is_err() {
                out.push_str("[...]");
                return Ok(false);
            }
            seen.push(id);
            out.push('[');
            stack.push(Open::List(l.clone(), 0));
            return Ok(true);
        }
        Value::Tuple(t) => {
            out.push('(');
            stack.push(Open::Tuple(t.clone(), 0));
            return Ok(true);
        }
        Value::Dict(d) => {
            let id = std::rc::Rc::as_ptr(d) as usize;
            if seen.contains(&id) || d.try_borrow().is_err() {
                out.push_str("{...}");
                return Ok(false);
            }
            seen.push(id);
            out.push('{');
            stack.push(Open::Dict(d.clone(), 0, false));
            return Ok(true);
        }
        Value::Set(s) => {
            match s.try_borrow() {
                Err(_) => out.push_str("{...}"),
                Ok(items) if items.is_empty() => out.push_str("set()"),
                Ok(_) => {
                    out.push('{');
                    stack.push(Open::Set(s.clone(), 0));
                    return Ok(true);
                }
            }
            return Ok(false);
        }
        Value::Range(r) => {
            if r.step == 1 {
                let _ = write!(out, "range({}, {})", r.start, r.stop);
            } else {
                let _ = write!(out, "range({}, {}, {})", r.start, r.stop, r.step);
            }
        }
        Value::Slice(s) => {
            out.push_str("slice(");
            write_repr(out, &s.start, depth + 1, seen, cap)?;
            out.push_str(", ");
            write_repr(out, &s.stop, depth + 1, seen, cap)?;
            out.push_str(", ");
            write_repr(out, &s.step, depth + 1, seen, cap)?;
            out.push(')');
        }
        Value::Type(t) => {
            let _ = write!(out, "<class '{}'>", t.name());
        }
        Value::Builtin(b) => {
            let _ = write!(
                out,
                "<built-in function {}>",
                crate::value::builtin_name(*b)
            );
        }
        Value::Method(m) => {
            let _ = write!(
                out,
                "<built-in method {} of {} object>",
                m.method.name,
                m.receiver.type_name()
            );
        }
        Value::Lambda(_) => out.push_str("<function <lambda>>"),
        Value::View(v) => {
            out.push_str(v.type_name());
            out.push('(');
            match v.items() {
                Ok(items) => write_repr(out, &Value::list(items), depth + 1, seen, cap)?,
                Err(_) => out.push_str("[...]"),
            }
            out.push(')');
        }
        Value::Ellipsis => out.push_str("Ellipsis"),
        Value::Undef => out.push_str("<undefined>"),
        Value::Pending(_) => out.push_str("<pending>"),
    }
    Ok(false)
}

/// Python's float repr: the shortest digits that round-trip, fixed
/// notation when the decimal exponent is in [-4, 16), else scientific with
/// at least two exponent digits.
pub fn float_repr(f: f64) -> String {
    if f.is_nan() {
        return "nan".to_string();
    }
    if f.is_infinite() {
        return if f > 0.0 {
            "inf".to_string()
        } else {
            "-inf".to_string()
        };
    }
    let (negative, digits, decpt) = shortest_digits(f);
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    if -4 < decpt && decpt <= 16 {
        fixed(&mut out, &digits, decpt);
    } else {
        sci(&mut out, &digits, decpt - 1);
    }
    out
}

/// Shortest round-trip decimal digits of `f` and the position of the
/// decimal point relative to them (`0.25` → ("25", 0)).
pub fn shortest_digits(f: f64) -> (bool, String, i32) {
    // Rust's `{:e}` finds how many digits the shortest round trip needs;
    // among strings of that length CPython (dtoa mode 0) takes the one
    // nearest the exact value, ties to even, which is what formatting to
    // that precision yields.
    let shortest = format!("{:e}", f.abs());
    let n = shortest
        .split_once('e')
        .map_or(1, |(m, _)| m.chars().filter(char::is_ascii_digit).count());
    let s = format!("{:.*e}", n.saturating_sub(1), f.abs());
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let mut digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    while digits.len() > 1 && digits.ends_with('0') {
        digits.pop();
    }
    let exp: i32 = exp.parse().unwrap_or(0);
    (f.is_sign_negative(), digits, exp + 1)
}

fn fixed(out: &mut String, digits: &str, decpt: i32) {
    let n = digits.len() as i32;
    if decpt <= 0 {
        out.push_str("0.");
        out.extend(std::iter::repeat_n('0', (-decpt) as usize));
        out.push_str(digits);
    } else if decpt >= n {
        out.push_str(digits);
        out.extend(std::iter::repeat_n('0', (decpt - n) as usize));
        out.push_str(".0");
    } else {
        out.push_str(&digits[..decpt as usize]);
        out.push('.');
        out.push_str(&digits[decpt as usize..]);
    }
}

fn sci(out: &mut String, digits: &str, exp: i32) {
    out.push_str(&digits[..1]);
    if digits.len() > 1 {
        out.push('.');
        out.push_str(&digits[1..]);
    }
    let _ = write!(out, "e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs());
}

/// Whether CPython's `str.isprintable()` holds for `c` (repr escapes the rest).
pub fn is_printable(c: char) -> bool {
    if c == ' ' {
        return true;
    }
    !matches!(
        get_general_category(c),
        G::Control
            | G::Format
            | G::Surrogate
            | G::PrivateUse
            | G::Unassigned
            | G::LineSeparator
            | G::ParagraphSeparator
            | G::SpaceSeparator
    )
}

pub fn str_repr(out: &mut String, s: &str) {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if c.is_ascii() || is_printable(c) => out.push(c),
            c if (c as u32) <= 0xff => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if (c as u32) <= 0xffff => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => {
                let _ = write!(out, "\\U{:08x}", c as u32);
            }
        }
    }
    out.push(quote);
}

/// `ascii()`-style repr, for `!a`: non-ASCII characters escaped.
pub fn ascii_repr(v: &Value) -> String {
    ascii_of(&repr(v))
}

/// `ascii(v)` with the checks of [`checked_repr`].
pub fn checked_ascii(v: &Value) -> VmResult<String> {
    Ok(ascii_of(&checked_repr(v)?))
}

fn ascii_of(r: &str) -> String {
    let mut out = String::with_capacity(r.len());
    for c in r.chars() {
        match c as u32 {
            0..=0x7f => out.push(c),
            n @ 0x80..=0xff => {
                let _ = write!(out, "\\x{n:02x}");
            }
            n @ 0x100..=0xffff => {
                let _ = write!(out, "\\u{n:04x}");
            }
            n => {
                let _ = write!(out, "\\U{n:08x}");
            }
        }
    }
    out
}

/// How prose shows a value (spec/literate.md, "Large values"): a list,
/// tuple, set or dict of more than `limit` items as its first
/// `ceil(limit/2)` items, `… N items …` for the `N` left out, and its last
/// `floor(limit/2)`, each item as its repr; `None` for anything else, which
/// prose shows whole. Only the items shown are walked, so a huge value
/// costs no more than a small one.
pub fn brief(v: &Value, limit: usize) -> VmResult<Option<String>> {
    let (len, open, close, id) = match v {
        Value::List(l) => (
            l.try_borrow().map_or(0, |l| l.len()),
            '[',
            ']',
            std::rc::Rc::as_ptr(l) as usize,
        ),
        Value::Tuple(t) => (t.len(), '(', ')', 0),
        Value::Dict(d) => (
            d.try_borrow().map_or(0, |d| d.len()),
            '{',
            '}',
            std::rc::Rc::as_ptr(d) as usize,
        ),
        Value::Set(s) => (s.try_borrow().map_or(0, |s| s.len()), '{', '}', 0),
        _ => return Ok(None),
    };
    if len <= limit {
        return Ok(None);
    }
    let (head, tail) = (limit.div_ceil(2), limit / 2);
    let cap = cap_now();
    // The value itself, met again inside, is `[...]` as in its full repr.
    let mut seen = vec![id];
    let mut one = |out: &mut String, item: &Value| -> VmResult<()> {
        match write_repr(out, item, start_depth() + 1, &mut seen, cap) {
            Ok(()) => Ok(()),
            Err(Stop::Cap) => Err(repr_too_large()),
            Err(Stop::Err(e)) => Err(e),
        }
    };
    let mut out = String::from(open);
    for (n, i) in (0..head).chain(len - tail..len).enumerate() {
        if n > 0 {
            out.push_str(", ");
        }
        if n == head {
            let _ = write!(out, "… {} items …, ", len - limit);
        }
        match v {
            Value::List(l) => {
                let item = l.try_borrow().ok().and_then(|l| l.get(i).cloned());
                one(&mut out, &item.unwrap_or(Value::None))?;
            }
            Value::Tuple(t) => one(&mut out, t.get(i).unwrap_or(&Value::None))?,
            Value::Dict(d) => {
                let entry = d
                    .try_borrow()
                    .ok()
                    .and_then(|d| d.get_index(i).map(|(k, x)| (k.0.clone(), x.clone())));
                if let Some((k, x)) = entry {
                    one(&mut out, &k)?;
                    out.push_str(": ");
                    one(&mut out, &x)?;
                }
            }
            Value::Set(s) => {
                let item = s
                    .try_borrow()
                    .ok()
                    .and_then(|s| s.get_index(i).map(|k| k.0.clone()));
                one(&mut out, &item.unwrap_or(Value::None))?;
            }
            _ => {}
        }
    }
    if tail == 0 {
        let _ = write!(out, ", … {} items …", len - limit);
    }
    out.push(close);
    Ok(Some(out))
}
