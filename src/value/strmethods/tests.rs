//! Every expected value in the `check` calls was printed by CPython
//! 3.11.7: a script evaluated each call as a direct method call
//! (`s.method(args, kw=...)`) and pasted the repr of the result, or the
//! exception's type and message. `scripts/cpython_values.py` (run by CI)
//! re-checks every `check` call with literal arguments that way, so keep
//! new ones literal. (Beyond these, a differential fuzz of
//! several hundred thousand random calls, and an exhaustive comparison of
//! every predicate and case mapping on every code point, agreed with
//! CPython when this module was written.)

use std::rc::Rc;

use unicode_general_category::{get_general_category, GeneralCategory as G};

use super::unicode::unassigned_in_py311;
use super::STR_METHODS;
use crate::value::interp::Interp;
use crate::value::{repr, Dict, Exc, ExcKind, HKey, PyStr, RangeVal, Value, VmResult};

/// No str method calls back into the machine.
struct NoInterp;

impl Interp for NoInterp {
    fn call_value(
        &mut self,
        _: &Value,
        _: Vec<Value>,
        _: Vec<(Rc<str>, Value)>,
    ) -> VmResult<Value> {
        Err(Exc::type_error("no calls here"))
    }

    fn print(&mut self, _: &str) -> VmResult<()> {
        Ok(())
    }

    fn check_limits(&self) -> VmResult<()> {
        Ok(())
    }
}

/// `s.name(*args, **kwargs)`, looked up by name as the VM does once per module.
fn call(s: &PyStr, name: &str, args: &[Value], kwargs: &[(Rc<str>, Value)]) -> VmResult<Value> {
    match STR_METHODS.iter().find(|m| m.name == name) {
        Some(m) => {
            crate::value::methods::call(&mut NoInterp, &Value::Str(s.clone()), m, args, kwargs)
        }
        None => Err(Exc::attribute_error("str", name)),
    }
}

fn s(x: &str) -> Value {
    Value::str(x)
}

fn i(n: i64) -> Value {
    Value::Int(n)
}

fn big(digits: &str) -> Value {
    Value::from_big(digits.parse().unwrap())
}

fn tup(items: Vec<Value>) -> Value {
    Value::tuple(items)
}

fn lst(items: Vec<Value>) -> Value {
    Value::list(items)
}

fn dct(items: Vec<(Value, Value)>) -> Value {
    let mut d = Dict::default();
    for (k, v) in items {
        d.insert(HKey::new(k).unwrap(), v);
    }
    Value::dict(d)
}

fn rng(start: i64, stop: i64, step: i64) -> Value {
    Value::Range(Rc::new(RangeVal { start, stop, step }))
}

/// `recv.name(*args, **kwargs)` as CPython prints it: the repr of the
/// result, or `Kind: message`.
fn run(recv: &str, name: &str, args: &[Value], kwargs: &[(&str, Value)]) -> String {
    let recv = PyStr::new(recv.to_string());
    let kwargs: Vec<(Rc<str>, Value)> = kwargs
        .iter()
        .map(|(k, v)| (Rc::from(*k), v.clone()))
        .collect();
    match call(&recv, name, args, &kwargs) {
        Ok(v) => repr(&v),
        Err(e) => format!("{}: {}", e.kind.name(), e.msg),
    }
}

#[track_caller]
fn check(recv: &str, name: &str, args: &[Value], kwargs: &[(&str, Value)], expected: &str) {
    assert_eq!(
        run(recv, name, args, kwargs),
        expected,
        "{recv:?}.{name}({args:?}, {kwargs:?})"
    );
}

#[test]
fn case_mapping() {
    check("hello world", "capitalize", &[], &[], "'Hello world'");
    check("HELLO wORLD", "capitalize", &[], &[], "'Hello world'");
    check("", "capitalize", &[], &[], "''");
    check("123abc", "capitalize", &[], &[], "'123abc'");
    check("ǆemal", "capitalize", &[], &[], "'ǅemal'");
    check("ßa", "capitalize", &[], &[], "'Ssa'");
    check("ﬁnal", "capitalize", &[], &[], "'Final'");
    check("aΣ", "capitalize", &[], &[], "'Aς'");
    check("ΣΑΣ", "capitalize", &[], &[], "'Σας'");
    check("éCOLE", "capitalize", &[], &[], "'École'");
    check("Hello World", "lower", &[], &[], "'hello world'");
    check("İstanbul", "lower", &[], &[], "'i̇stanbul'");
    check("ΟΔΟΣ", "lower", &[], &[], "'οδος'");
    check("ΣΑ Σ", "lower", &[], &[], "'σα σ'");
    check("Σ", "lower", &[], &[], "'σ'");
    check("AΣ.", "lower", &[], &[], "'aς.'");
    check("AΣ'b", "lower", &[], &[], "\"aσ'b\"");
    check("", "lower", &[], &[], "''");
    check("hello", "upper", &[], &[], "'HELLO'");
    check("straße", "upper", &[], &[], "'STRASSE'");
    check("ﬁ ŉ ǰ", "upper", &[], &[], "'FI ʼN J̌'");
    check("ᾳ", "upper", &[], &[], "'ΑΙ'");
    check("ა", "upper", &[], &[], "'Ა'");
    check("abc123!", "upper", &[], &[], "'ABC123!'");
    check("Straße", "casefold", &[], &[], "'strasse'");
    check("ΣΑΣ ς", "casefold", &[], &[], "'σασ σ'");
    check("ﬁ µ ſ", "casefold", &[], &[], "'fi μ s'");
    check("Ꭰꭰ", "casefold", &[], &[], "'ᎠᎠ'");
    check("ABC", "casefold", &[], &[], "'abc'");
    check("İ", "casefold", &[], &[], "'i̇'");
    check("Hello World", "swapcase", &[], &[], "'hELLO wORLD'");
    check("ßΣa", "swapcase", &[], &[], "'SSσA'");
    check("ǅ", "swapcase", &[], &[], "'ǅ'");
    check("aΣ", "swapcase", &[], &[], "'Aς'");
    check("123", "swapcase", &[], &[], "'123'");
    check("hello world", "title", &[], &[], "'Hello World'");
    check(
        "they're bill's friends",
        "title",
        &[],
        &[],
        "\"They'Re Bill'S Friends\"",
    );
    check("ǆungla ǉ", "title", &[], &[], "'ǅungla ǈ'");
    check("ßtraße", "title", &[], &[], "'Sstraße'");
    check("a1b2 c3", "title", &[], &[], "'A1B2 C3'");
    check("ΑΣ ΑΣΑ", "title", &[], &[], "'Ας Ασα'");
    check("ﬁsh ﬂy", "title", &[], &[], "'Fish Fly'");
    check("ᾳᾳ", "title", &[], &[], "'ᾼᾳ'");
    check("აბგ", "title", &[], &[], "'აბგ'");
    check("", "title", &[], &[], "''");
    check("HELLO", "title", &[], &[], "'Hello'");
}

#[test]
fn predicates() {
    check("abc123", "isalnum", &[], &[], "True");
    check("abc 123", "isalnum", &[], &[], "False");
    check("", "isalnum", &[], &[], "False");
    check("½", "isalnum", &[], &[], "True");
    check("²", "isalnum", &[], &[], "True");
    check("一", "isalnum", &[], &[], "True");
    check("ⅻ", "isalnum", &[], &[], "True");
    check("a_b", "isalnum", &[], &[], "False");
    check("abc", "isalpha", &[], &[], "True");
    check("ab1", "isalpha", &[], &[], "False");
    check("", "isalpha", &[], &[], "False");
    check("é", "isalpha", &[], &[], "True");
    check("ʰ", "isalpha", &[], &[], "True");
    check("ǅ", "isalpha", &[], &[], "True");
    check("一", "isalpha", &[], &[], "True");
    check("²", "isalpha", &[], &[], "False");
    check("abc", "isascii", &[], &[], "True");
    check("", "isascii", &[], &[], "True");
    check("é", "isascii", &[], &[], "False");
    check("\u{7f}", "isascii", &[], &[], "True");
    check("\u{0}", "isascii", &[], &[], "True");
    check("123", "isdecimal", &[], &[], "True");
    check("١٢٣", "isdecimal", &[], &[], "True");
    check("²", "isdecimal", &[], &[], "False");
    check("½", "isdecimal", &[], &[], "False");
    check("", "isdecimal", &[], &[], "False");
    check("1.5", "isdecimal", &[], &[], "False");
    check("Ⅻ", "isdecimal", &[], &[], "False");
    check("123", "isdigit", &[], &[], "True");
    check("²", "isdigit", &[], &[], "True");
    check("①", "isdigit", &[], &[], "True");
    check("½", "isdigit", &[], &[], "False");
    check("", "isdigit", &[], &[], "False");
    check("٣", "isdigit", &[], &[], "True");
    check("123", "isnumeric", &[], &[], "True");
    check("½", "isnumeric", &[], &[], "True");
    check("Ⅻ", "isnumeric", &[], &[], "True");
    check("一二三", "isnumeric", &[], &[], "True");
    check("²", "isnumeric", &[], &[], "True");
    check("", "isnumeric", &[], &[], "False");
    check("1e5", "isnumeric", &[], &[], "False");
    check("-1", "isnumeric", &[], &[], "False");
    check("abc", "isidentifier", &[], &[], "True");
    check("_x1", "isidentifier", &[], &[], "True");
    check("1x", "isidentifier", &[], &[], "False");
    check("", "isidentifier", &[], &[], "False");
    check("é", "isidentifier", &[], &[], "True");
    check("a-b", "isidentifier", &[], &[], "False");
    check("℘x", "isidentifier", &[], &[], "True");
    check("x·y", "isidentifier", &[], &[], "True");
    check("·x", "isidentifier", &[], &[], "False");
    check("ﾞ", "isidentifier", &[], &[], "False");
    check("aﾞ", "isidentifier", &[], &[], "True");
    check("def", "isidentifier", &[], &[], "True");
    check("abc", "islower", &[], &[], "True");
    check("aBc", "islower", &[], &[], "False");
    check("abc1", "islower", &[], &[], "True");
    check("123", "islower", &[], &[], "False");
    check("", "islower", &[], &[], "False");
    check("ß", "islower", &[], &[], "True");
    check("ǅ", "islower", &[], &[], "False");
    check("ʰ", "islower", &[], &[], "True");
    check("ª", "islower", &[], &[], "True");
    check("ABC", "isupper", &[], &[], "True");
    check("AbC", "isupper", &[], &[], "False");
    check("ABC1", "isupper", &[], &[], "True");
    check("123", "isupper", &[], &[], "False");
    check("", "isupper", &[], &[], "False");
    check("ǅ", "isupper", &[], &[], "False");
    check("Ⅻ", "isupper", &[], &[], "True");
    check("Hello World", "istitle", &[], &[], "True");
    check("Hello world", "istitle", &[], &[], "False");
    check("HEllo", "istitle", &[], &[], "False");
    check("", "istitle", &[], &[], "False");
    check("123", "istitle", &[], &[], "False");
    check("ǅungla", "istitle", &[], &[], "True");
    check("A1B", "istitle", &[], &[], "True");
    check("Ab Cd1 Ef", "istitle", &[], &[], "True");
    check("ᾼ", "istitle", &[], &[], "True");
    check("abc", "isprintable", &[], &[], "True");
    check("", "isprintable", &[], &[], "True");
    check("a\n", "isprintable", &[], &[], "False");
    check("\u{7f}", "isprintable", &[], &[], "False");
    check(" ", "isprintable", &[], &[], "True");
    check("\u{a0}", "isprintable", &[], &[], "False");
    check("é", "isprintable", &[], &[], "True");
    check("\u{2028}", "isprintable", &[], &[], "False");
    check("\u{ad}", "isprintable", &[], &[], "False");
    check("😀", "isprintable", &[], &[], "True");
    check(" \t\n\r\u{b}\u{c}", "isspace", &[], &[], "True");
    check("", "isspace", &[], &[], "False");
    check(" a ", "isspace", &[], &[], "False");
    check("\u{1c}\u{1d}\u{1e}\u{1f}", "isspace", &[], &[], "True");
    check("\u{85}\u{a0}\u{3000}", "isspace", &[], &[], "True");
    check("\u{200b}", "isspace", &[], &[], "False");
    check("\u{2028}", "isspace", &[], &[], "True");
}

#[test]
fn padding() {
    check("abc", "center", &[i(9)], &[], "'   abc   '");
    check("abc", "center", &[i(6)], &[], "' abc  '");
    check("ab", "center", &[i(5), s("*")], &[], "'**ab*'");
    check("ab", "center", &[i(6), s("*")], &[], "'**ab**'");
    check("abc", "center", &[i(8), s("*")], &[], "'**abc***'");
    check("a", "center", &[i(4), s("*")], &[], "'*a**'");
    check("abc", "center", &[i(2)], &[], "'abc'");
    check("", "center", &[i(3), s("é")], &[], "'ééé'");
    check("a", "center", &[Value::Bool(true)], &[], "'a'");
    check("a", "center", &[i(5), s("😀")], &[], "'😀😀a😀😀'");
    check("abc", "ljust", &[i(6)], &[], "'abc   '");
    check("abc", "ljust", &[i(6), s("-")], &[], "'abc---'");
    check("é", "ljust", &[i(3), s("€")], &[], "'é€€'");
    check("abc", "ljust", &[i(-1)], &[], "'abc'");
    check("abc", "rjust", &[i(6)], &[], "'   abc'");
    check("abc", "rjust", &[i(6), s("0")], &[], "'000abc'");
    check("é", "rjust", &[i(3), s("€")], &[], "'€€é'");
    check("42", "zfill", &[i(5)], &[], "'00042'");
    check("-42", "zfill", &[i(6)], &[], "'-00042'");
    check("+42", "zfill", &[i(6)], &[], "'+00042'");
    check("--", "zfill", &[i(4)], &[], "'-00-'");
    check("", "zfill", &[i(3)], &[], "'000'");
    check("-", "zfill", &[i(3)], &[], "'-00'");
    check("abc", "zfill", &[i(-5)], &[], "'abc'");
    check("3.14", "zfill", &[i(8)], &[], "'00003.14'");
    check("é", "zfill", &[i(3)], &[], "'00é'");
    check(
        "a",
        "center",
        &[],
        &[],
        "TypeError: center expected at least 1 argument, got 0",
    );
    check(
        "a",
        "center",
        &[i(1), i(2), i(3)],
        &[],
        "TypeError: center expected at most 2 arguments, got 3",
    );
    check(
        "a",
        "center",
        &[i(5)],
        &[("fillchar", s("x"))],
        "TypeError: str.center() takes no keyword arguments",
    );
    check(
        "a",
        "center",
        &[s("5")],
        &[],
        "TypeError: 'str' object cannot be interpreted as an integer",
    );
    check(
        "a",
        "center",
        &[Value::Float(5.0)],
        &[],
        "TypeError: 'float' object cannot be interpreted as an integer",
    );
    check(
        "a",
        "center",
        &[i(5), i(1)],
        &[],
        "TypeError: The fill character must be a unicode character, not int",
    );
    check(
        "a",
        "center",
        &[i(5), s("ab")],
        &[],
        "TypeError: The fill character must be exactly one character long",
    );
    check(
        "a",
        "center",
        &[i(5), s("")],
        &[],
        "TypeError: The fill character must be exactly one character long",
    );
    check(
        "a",
        "center",
        &[i(5), Value::None],
        &[],
        "TypeError: The fill character must be a unicode character, not NoneType",
    );
    check(
        "a",
        "center",
        &[big("100000000000000000000")],
        &[],
        "OverflowError: Python int too large to convert to C ssize_t",
    );
    check(
        "a",
        "center",
        &[big("-100000000000000000000")],
        &[],
        "OverflowError: Python int too large to convert to C ssize_t",
    );
    check(
        "a",
        "ljust",
        &[],
        &[],
        "TypeError: ljust expected at least 1 argument, got 0",
    );
    check(
        "a",
        "rjust",
        &[i(3), i(5)],
        &[],
        "TypeError: The fill character must be a unicode character, not int",
    );
    check(
        "a",
        "zfill",
        &[],
        &[],
        "TypeError: str.zfill() takes exactly one argument (0 given)",
    );
    check(
        "a",
        "zfill",
        &[s("x")],
        &[],
        "TypeError: 'str' object cannot be interpreted as an integer",
    );
    check(
        "a",
        "zfill",
        &[i(1), i(2)],
        &[],
        "TypeError: str.zfill() takes exactly one argument (2 given)",
    );
    check(
        "a",
        "zfill",
        &[big("100000000000000000000")],
        &[],
        "OverflowError: Python int too large to convert to C ssize_t",
    );
}

#[test]
fn find_family() {
    check("hello", "find", &[s("l")], &[], "2");
    check("hello", "find", &[s("z")], &[], "-1");
    check("hello", "find", &[s("")], &[], "0");
    check("hello", "find", &[s("l"), i(3)], &[], "3");
    check("hello", "find", &[s("l"), i(-2)], &[], "3");
    check("hello", "find", &[s("l"), i(0), i(3)], &[], "2");
    check("hello", "find", &[s("l"), i(0), i(-2)], &[], "2");
    check("hello", "find", &[s(""), i(5)], &[], "5");
    check("hello", "find", &[s(""), i(6)], &[], "-1");
    check(
        "hello",
        "find",
        &[s("lo"), Value::None, Value::None],
        &[],
        "3",
    );
    check(
        "hello",
        "find",
        &[s("h"), big("100000000000000000000")],
        &[],
        "-1",
    );
    check(
        "hello",
        "find",
        &[s("h"), big("-100000000000000000000")],
        &[],
        "0",
    );
    check("hello", "find", &[s("h"), Value::Bool(true)], &[], "-1");
    check("héllo wörld", "find", &[s("ö")], &[], "7");
    check("héllo wörld", "find", &[s("l"), i(4)], &[], "9");
    check("😀a😀a", "find", &[s("a"), i(2)], &[], "3");
    check("hello", "rfind", &[s("l")], &[], "3");
    check("hello", "rfind", &[s("")], &[], "5");
    check("hello", "rfind", &[s("l"), i(0), i(3)], &[], "2");
    check("héllo wörld", "rfind", &[s("l")], &[], "9");
    check("hello", "rfind", &[s(""), i(2), i(4)], &[], "4");
    check("abcabc", "rfind", &[s("abc"), i(-4)], &[], "3");
    check("hello", "index", &[s("e")], &[], "1");
    check(
        "hello",
        "index",
        &[s("z")],
        &[],
        "ValueError: substring not found",
    );
    check(
        "hello",
        "index",
        &[s("l"), i(4)],
        &[],
        "ValueError: substring not found",
    );
    check("éa", "index", &[s("a")], &[], "1");
    check("hello", "rindex", &[s("l")], &[], "3");
    check(
        "hello",
        "rindex",
        &[s("z")],
        &[],
        "ValueError: substring not found",
    );
    check(
        "hello",
        "rindex",
        &[s("h"), i(1)],
        &[],
        "ValueError: substring not found",
    );
    check("aaaa", "count", &[s("a")], &[], "4");
    check("aaaa", "count", &[s("aa")], &[], "2");
    check("aaaa", "count", &[s("")], &[], "5");
    check("aaaa", "count", &[s(""), i(2)], &[], "3");
    check("aaaa", "count", &[s(""), i(5)], &[], "0");
    check("aaaa", "count", &[s("a"), i(1), i(-1)], &[], "2");
    check("", "count", &[s("")], &[], "1");
    check("ééé", "count", &[s("é"), i(1)], &[], "2");
    check("abc", "count", &[s(""), i(-1)], &[], "2");
    check("abc", "count", &[s("a"), i(10), i(0)], &[], "0");
    check(
        "a",
        "find",
        &[],
        &[],
        "TypeError: find() takes at least 1 argument (0 given)",
    );
    check("a", "find", &[i(1)], &[], "TypeError: must be str, not int");
    check(
        "a",
        "find",
        &[Value::None],
        &[],
        "TypeError: must be str, not NoneType",
    );
    check(
        "a",
        "find",
        &[s("a"), s("x")],
        &[],
        "TypeError: slice indices must be integers or None or have an __index__ method",
    );
    check(
        "a",
        "find",
        &[s("a"), Value::Float(1.0)],
        &[],
        "TypeError: slice indices must be integers or None or have an __index__ method",
    );
    check(
        "a",
        "find",
        &[i(1), s("x")],
        &[],
        "TypeError: slice indices must be integers or None or have an __index__ method",
    );
    check(
        "a",
        "find",
        &[s("a"), i(0), i(1), i(2)],
        &[],
        "TypeError: find() takes at most 3 arguments (4 given)",
    );
    check(
        "a",
        "count",
        &[],
        &[],
        "TypeError: count() takes at least 1 argument (0 given)",
    );
    check(
        "a",
        "count",
        &[s("a"), i(1), i(2), i(3)],
        &[],
        "TypeError: count() takes at most 3 arguments (4 given)",
    );
    check(
        "a",
        "count",
        &[],
        &[("sub", s("a"))],
        "TypeError: str.count() takes no keyword arguments",
    );
    check(
        "a",
        "rindex",
        &[],
        &[],
        "TypeError: rindex() takes at least 1 argument (0 given)",
    );
    check(
        "a",
        "index",
        &[s("a")],
        &[("start", i(0))],
        "TypeError: str.index() takes no keyword arguments",
    );
}

#[test]
fn prefix_suffix() {
    check("hello", "startswith", &[s("he")], &[], "True");
    check("hello", "startswith", &[s("lo")], &[], "False");
    check("hello", "startswith", &[s("")], &[], "True");
    check("hello", "startswith", &[s("l"), i(2)], &[], "True");
    check("hello", "startswith", &[s("ll"), i(2), i(3)], &[], "False");
    check("hello", "startswith", &[s(""), i(5)], &[], "True");
    check("hello", "startswith", &[s(""), i(6)], &[], "False");
    check(
        "hello",
        "startswith",
        &[tup(vec![s("x"), s("he")])],
        &[],
        "True",
    );
    check("hello", "startswith", &[tup(vec![])], &[], "False");
    check(
        "hello",
        "startswith",
        &[tup(vec![s("he"), i(1)])],
        &[],
        "True",
    );
    check(
        "hello",
        "startswith",
        &[tup(vec![s("x"), i(1)])],
        &[],
        "TypeError: tuple for startswith must only contain str, not int",
    );
    check(
        "hello",
        "startswith",
        &[s("h"), big("-100000000000000000000")],
        &[],
        "True",
    );
    check("hello", "endswith", &[s("lo")], &[], "True");
    check("hello", "endswith", &[s("he")], &[], "False");
    check("hello", "endswith", &[s("l"), i(0), i(4)], &[], "True");
    check("hello", "endswith", &[s(""), i(5)], &[], "True");
    check(
        "hello",
        "endswith",
        &[tup(vec![s("x"), s("lo")])],
        &[],
        "True",
    );
    check("héllo", "endswith", &[s("é"), i(0), i(2)], &[], "True");
    check("hello", "endswith", &[s("lo"), i(-2)], &[], "True");
    check("hello", "endswith", &[s("hello"), i(1)], &[], "False");
    check("héllo", "startswith", &[s("hé")], &[], "True");
    check("héllo", "endswith", &[s("é")], &[], "False");
    check("", "endswith", &[s("")], &[], "True");
    check("ab", "startswith", &[s("abc")], &[], "False");
    check(
        "a",
        "startswith",
        &[],
        &[],
        "TypeError: startswith() takes at least 1 argument (0 given)",
    );
    check(
        "a",
        "startswith",
        &[i(1)],
        &[],
        "TypeError: startswith first arg must be str or a tuple of str, not int",
    );
    check(
        "a",
        "startswith",
        &[lst(vec![i(1)])],
        &[],
        "TypeError: startswith first arg must be str or a tuple of str, not list",
    );
    check(
        "a",
        "startswith",
        &[Value::None],
        &[],
        "TypeError: startswith first arg must be str or a tuple of str, not NoneType",
    );
    check(
        "a",
        "startswith",
        &[s("a"), s("x")],
        &[],
        "TypeError: slice indices must be integers or None or have an __index__ method",
    );
    check(
        "a",
        "startswith",
        &[i(1), s("x")],
        &[],
        "TypeError: slice indices must be integers or None or have an __index__ method",
    );
    check(
        "a",
        "startswith",
        &[s("a"), i(0), i(1), i(2)],
        &[],
        "TypeError: startswith() takes at most 3 arguments (4 given)",
    );
    check(
        "a",
        "startswith",
        &[],
        &[("prefix", s("a"))],
        "TypeError: str.startswith() takes no keyword arguments",
    );
    check(
        "a",
        "endswith",
        &[i(1)],
        &[],
        "TypeError: endswith first arg must be str or a tuple of str, not int",
    );
    check(
        "a",
        "endswith",
        &[tup(vec![s("b"), Value::None])],
        &[],
        "TypeError: tuple for endswith must only contain str, not NoneType",
    );
    check(
        "prefix-body",
        "removeprefix",
        &[s("prefix-")],
        &[],
        "'body'",
    );
    check(
        "prefix-body",
        "removeprefix",
        &[s("body")],
        &[],
        "'prefix-body'",
    );
    check("abc", "removeprefix", &[s("")], &[], "'abc'");
    check(
        "body-suffix",
        "removesuffix",
        &[s("-suffix")],
        &[],
        "'body'",
    );
    check("abc", "removesuffix", &[s("")], &[], "'abc'");
    check("éa", "removesuffix", &[s("a")], &[], "'é'");
    check(
        "a",
        "removeprefix",
        &[i(1)],
        &[],
        "TypeError: removeprefix() argument must be str, not int",
    );
    check(
        "a",
        "removesuffix",
        &[Value::None],
        &[],
        "TypeError: removesuffix() argument must be str, not None",
    );
    check(
        "a",
        "removeprefix",
        &[],
        &[],
        "TypeError: str.removeprefix() takes exactly one argument (0 given)",
    );
    check(
        "a",
        "removeprefix",
        &[s("a"), s("b")],
        &[],
        "TypeError: str.removeprefix() takes exactly one argument (2 given)",
    );
}

#[test]
fn strip_and_tabs() {
    check("  hi  ", "strip", &[], &[], "'hi'");
    check("  hi  ", "lstrip", &[], &[], "'hi  '");
    check("  hi  ", "rstrip", &[], &[], "'  hi'");
    check("\t\n hi \u{b}\u{c}\r", "strip", &[], &[], "'hi'");
    check(
        "\u{1c}\u{1f}hi\u{85}\u{a0}\u{3000}",
        "strip",
        &[],
        &[],
        "'hi'",
    );
    check(
        "\u{200b}hi\u{200b}",
        "strip",
        &[],
        &[],
        "'\\u200bhi\\u200b'",
    );
    check("xxhixx", "strip", &[s("x")], &[], "'hi'");
    check("abcba", "strip", &[s("ab")], &[], "'c'");
    check("abcba", "lstrip", &[s("ab")], &[], "'cba'");
    check("abcba", "rstrip", &[s("ab")], &[], "'abc'");
    check("  hi  ", "strip", &[Value::None], &[], "'hi'");
    check("ééaéé", "strip", &[s("é")], &[], "'a'");
    check("aaa", "strip", &[s("a")], &[], "''");
    check("", "strip", &[], &[], "''");
    check("hi", "strip", &[s("")], &[], "'hi'");
    check(
        "a",
        "strip",
        &[i(1)],
        &[],
        "TypeError: strip arg must be None or str",
    );
    check(
        "a",
        "lstrip",
        &[i(1)],
        &[],
        "TypeError: lstrip arg must be None or str",
    );
    check(
        "a",
        "rstrip",
        &[i(1)],
        &[],
        "TypeError: rstrip arg must be None or str",
    );
    check(
        "a",
        "strip",
        &[i(1), i(2)],
        &[],
        "TypeError: strip expected at most 1 argument, got 2",
    );
    check(
        "a",
        "strip",
        &[],
        &[("chars", s("a"))],
        "TypeError: str.strip() takes no keyword arguments",
    );
    check("a\tb", "expandtabs", &[], &[], "'a       b'");
    check("a\tb", "expandtabs", &[i(4)], &[], "'a   b'");
    check("a\tb", "expandtabs", &[], &[("tabsize", i(2))], "'a b'");
    check("\tx\n\ty", "expandtabs", &[i(3)], &[], "'   x\\n   y'");
    check("ab\tc\r\td", "expandtabs", &[i(4)], &[], "'ab  c\\r    d'");
    check("a\tb", "expandtabs", &[i(0)], &[], "'ab'");
    check("a\tb", "expandtabs", &[i(-3)], &[], "'ab'");
    check("é\tx", "expandtabs", &[i(4)], &[], "'é   x'");
    check("no tabs", "expandtabs", &[], &[], "'no tabs'");
    check("\u{b}\t", "expandtabs", &[i(4)], &[], "'\\x0b   '");
    check(
        "a",
        "expandtabs",
        &[i(1), i(2)],
        &[],
        "TypeError: expandtabs() takes at most 1 argument (2 given)",
    );
    check(
        "a",
        "expandtabs",
        &[],
        &[("tabsize", i(1)), ("x", i(2))],
        "TypeError: expandtabs() takes at most 1 keyword argument (2 given)",
    );
    check(
        "a",
        "expandtabs",
        &[],
        &[("x", i(2))],
        "TypeError: 'x' is an invalid keyword argument for expandtabs()",
    );
    check(
        "a",
        "expandtabs",
        &[s("x")],
        &[],
        "TypeError: 'str' object cannot be interpreted as an integer",
    );
    check(
        "a",
        "expandtabs",
        &[Value::Float(1.5)],
        &[],
        "TypeError: 'float' object cannot be interpreted as an integer",
    );
    check(
        "a",
        "expandtabs",
        &[big("100000000000000000000")],
        &[],
        "OverflowError: Python int too large to convert to C int",
    );
    check(
        "a",
        "expandtabs",
        &[i(2147483648)],
        &[],
        "OverflowError: Python int too large to convert to C int",
    );
    check(
        "a",
        "expandtabs",
        &[i(1)],
        &[("tabsize", i(2))],
        "TypeError: expandtabs() takes at most 1 argument (2 given)",
    );
}

#[test]
fn split_family() {
    check("a b  c", "split", &[], &[], "['a', 'b', 'c']");
    check("  a b  c  ", "split", &[], &[], "['a', 'b', 'c']");
    check("", "split", &[], &[], "[]");
    check("   ", "split", &[], &[], "[]");
    check("a,b,,c", "split", &[s(",")], &[], "['a', 'b', '', 'c']");
    check(
        "a,b,,c,",
        "split",
        &[s(",")],
        &[],
        "['a', 'b', '', 'c', '']",
    );
    check("", "split", &[s(",")], &[], "['']");
    check("a,b,c", "split", &[s(","), i(1)], &[], "['a', 'b,c']");
    check(
        "a b c d",
        "split",
        &[Value::None, i(2)],
        &[],
        "['a', 'b', 'c d']",
    );
    check(
        "  a b  c  ",
        "split",
        &[Value::None, i(1)],
        &[],
        "['a', 'b  c  ']",
    );
    check("a b c", "split", &[], &[("maxsplit", i(1))], "['a', 'b c']");
    check(
        "a b c",
        "split",
        &[],
        &[("sep", s(" ")), ("maxsplit", i(0))],
        "['a b c']",
    );
    check(
        "a\u{1c}b\u{85}c\u{3000}d\u{a0}e",
        "split",
        &[],
        &[],
        "['a', 'b', 'c', 'd', 'e']",
    );
    check("a\u{200b}b", "split", &[], &[], "['a\\u200bb']");
    check("aaa", "split", &[s("aa")], &[], "['', 'a']");
    check("éaéaé", "split", &[s("a")], &[], "['é', 'é', 'é']");
    check("a b", "split", &[s(" "), i(-5)], &[], "['a', 'b']");
    check("a b c", "rsplit", &[], &[], "['a', 'b', 'c']");
    check(
        "  a b  c  ",
        "rsplit",
        &[Value::None, i(1)],
        &[],
        "['  a b', 'c']",
    );
    check("a,b,c", "rsplit", &[s(","), i(1)], &[], "['a,b', 'c']");
    check("aaa", "rsplit", &[s("aa")], &[], "['a', '']");
    check(
        "a b c",
        "rsplit",
        &[],
        &[("maxsplit", i(1))],
        "['a b', 'c']",
    );
    check("", "rsplit", &[], &[], "[]");
    check("a,,b", "rsplit", &[s(",")], &[], "['a', '', 'b']");
    check("  a  ", "rsplit", &[Value::None, i(0)], &[], "['  a']");
    check("a", "split", &[s("")], &[], "ValueError: empty separator");
    check("a", "rsplit", &[s("")], &[], "ValueError: empty separator");
    check(
        "a",
        "split",
        &[i(1)],
        &[],
        "TypeError: must be str or None, not int",
    );
    check(
        "a",
        "split",
        &[i(1), s("x")],
        &[],
        "TypeError: 'str' object cannot be interpreted as an integer",
    );
    check(
        "a",
        "split",
        &[s("a"), i(1), i(2)],
        &[],
        "TypeError: split() takes at most 2 arguments (3 given)",
    );
    check(
        "a",
        "split",
        &[],
        &[("sepp", i(1))],
        "TypeError: 'sepp' is an invalid keyword argument for split()",
    );
    check(
        "a",
        "split",
        &[Value::None],
        &[("maxsplit", i(1)), ("sep", i(2))],
        "TypeError: split() takes at most 2 arguments (3 given)",
    );
    check(
        "a",
        "split",
        &[s("a")],
        &[("sep", s("b"))],
        "TypeError: argument for split() given by name ('sep') and position (1)",
    );
    check(
        "a",
        "split",
        &[],
        &[("maxsplit", big("100000000000000000000"))],
        "OverflowError: Python int too large to convert to C ssize_t",
    );
    check(
        "a",
        "split",
        &[],
        &[("maxsplit", Value::Float(1.0))],
        "TypeError: 'float' object cannot be interpreted as an integer",
    );
    check(
        "a",
        "split",
        &[i(1), i(2)],
        &[("x", i(1))],
        "TypeError: split() takes at most 2 arguments (3 given)",
    );
    check(
        "a",
        "split",
        &[],
        &[("maxsplit", i(1)), ("x", i(1))],
        "TypeError: 'x' is an invalid keyword argument for split()",
    );
    check(
        "a",
        "rsplit",
        &[s("a"), i(1), i(2)],
        &[],
        "TypeError: rsplit() takes at most 2 arguments (3 given)",
    );
    check(
        "a\nb\r\nc\rd",
        "splitlines",
        &[],
        &[],
        "['a', 'b', 'c', 'd']",
    );
    check(
        "a\nb\r\nc\rd\n",
        "splitlines",
        &[Value::Bool(true)],
        &[],
        "['a\\n', 'b\\r\\n', 'c\\r', 'd\\n']",
    );
    check(
        "a\nb",
        "splitlines",
        &[],
        &[("keepends", Value::Bool(true))],
        "['a\\n', 'b']",
    );
    check("", "splitlines", &[], &[], "[]");
    check("\n", "splitlines", &[], &[], "['']");
    check(
        "a\u{b}b\u{c}c\u{1c}d\u{1d}e\u{1e}f\u{85}g\u{2028}h\u{2029}i",
        "splitlines",
        &[],
        &[],
        "['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']",
    );
    check("a\u{1f}b", "splitlines", &[], &[], "['a\\x1fb']");
    check(
        "a\r\r\nb",
        "splitlines",
        &[i(1)],
        &[],
        "['a\\r', '\\r\\n', 'b']",
    );
    check("a\nb", "splitlines", &[i(2)], &[], "['a\\n', 'b']");
    check(
        "a",
        "splitlines",
        &[i(1), i(2)],
        &[],
        "TypeError: splitlines() takes at most 1 argument (2 given)",
    );
    check(
        "a",
        "splitlines",
        &[s("x")],
        &[],
        "TypeError: 'str' object cannot be interpreted as an integer",
    );
    check(
        "a",
        "splitlines",
        &[Value::None],
        &[],
        "TypeError: 'NoneType' object cannot be interpreted as an integer",
    );
    check(
        "a",
        "splitlines",
        &[big("100000000000000000000")],
        &[],
        "OverflowError: Python int too large to convert to C int",
    );
    check(
        "a",
        "splitlines",
        &[],
        &[("x", i(1))],
        "TypeError: 'x' is an invalid keyword argument for splitlines()",
    );
    check(
        "a",
        "splitlines",
        &[],
        &[("keepends", i(1)), ("x", i(1))],
        "TypeError: splitlines() takes at most 1 keyword argument (2 given)",
    );
    check(
        "key=value=x",
        "partition",
        &[s("=")],
        &[],
        "('key', '=', 'value=x')",
    );
    check("key", "partition", &[s("=")], &[], "('key', '', '')");
    check(
        "key=value=x",
        "rpartition",
        &[s("=")],
        &[],
        "('key=value', '=', 'x')",
    );
    check("key", "rpartition", &[s("=")], &[], "('', '', 'key')");
    check("éaé", "partition", &[s("a")], &[], "('é', 'a', 'é')");
    check("", "partition", &[s("x")], &[], "('', '', '')");
    check(
        "a",
        "partition",
        &[s("")],
        &[],
        "ValueError: empty separator",
    );
    check(
        "a",
        "rpartition",
        &[s("")],
        &[],
        "ValueError: empty separator",
    );
    check(
        "a",
        "partition",
        &[i(1)],
        &[],
        "TypeError: must be str, not int",
    );
    check(
        "a",
        "partition",
        &[],
        &[],
        "TypeError: str.partition() takes exactly one argument (0 given)",
    );
}

#[test]
fn join_replace_translate() {
    check(
        ",",
        "join",
        &[lst(vec![s("a"), s("b"), s("c")])],
        &[],
        "'a,b,c'",
    );
    check("", "join", &[tup(vec![s("x"), s("y")])], &[], "'xy'");
    check("-", "join", &[s("abc")], &[], "'a-b-c'");
    check("-", "join", &[lst(vec![])], &[], "''");
    check(
        "-",
        "join",
        &[dct(vec![(s("k1"), i(1)), (s("k2"), i(2))])],
        &[],
        "'k1-k2'",
    );
    check("é", "join", &[lst(vec![s("a"), s("b")])], &[], "'aéb'");
    check("-", "join", &[lst(vec![s("solo")])], &[], "'solo'");
    check(
        "a",
        "join",
        &[],
        &[],
        "TypeError: str.join() takes exactly one argument (0 given)",
    );
    check(
        "a",
        "join",
        &[i(1)],
        &[],
        "TypeError: can only join an iterable",
    );
    check(
        "a",
        "join",
        &[lst(vec![i(1)])],
        &[],
        "TypeError: sequence item 0: expected str instance, int found",
    );
    check(
        "a",
        "join",
        &[lst(vec![s("x"), i(1)])],
        &[],
        "TypeError: sequence item 1: expected str instance, int found",
    );
    check(
        "a",
        "join",
        &[lst(vec![Value::None])],
        &[],
        "TypeError: sequence item 0: expected str instance, NoneType found",
    );
    check(
        "a",
        "join",
        &[lst(vec![s("x")]), i(1)],
        &[],
        "TypeError: str.join() takes exactly one argument (2 given)",
    );
    check(
        "a",
        "join",
        &[],
        &[("iterable", lst(vec![s("x")]))],
        "TypeError: str.join() takes no keyword arguments",
    );
    check(
        "a",
        "join",
        &[rng(0, 3, 1)],
        &[],
        "TypeError: sequence item 0: expected str instance, int found",
    );
    check("hello", "replace", &[s("l"), s("L")], &[], "'heLLo'");
    check("hello", "replace", &[s("l"), s("L"), i(1)], &[], "'heLlo'");
    check("hello", "replace", &[s("l"), s("L"), i(0)], &[], "'hello'");
    check("hello", "replace", &[s("l"), s("L"), i(-1)], &[], "'heLLo'");
    check("hello", "replace", &[s(""), s("-")], &[], "'-h-e-l-l-o-'");
    check("hello", "replace", &[s(""), s("-"), i(2)], &[], "'-h-ello'");
    check("", "replace", &[s(""), s("x")], &[], "'x'");
    check("aaa", "replace", &[s("aa"), s("b")], &[], "'ba'");
    check("éaé", "replace", &[s("é"), s("e")], &[], "'eae'");
    check("abc", "replace", &[s("x"), s("y")], &[], "'abc'");
    check("abc", "replace", &[s(""), s("")], &[], "'abc'");
    check("éé", "replace", &[s(""), s("|")], &[], "'|é|é|'");
    check(
        "a",
        "replace",
        &[s("a")],
        &[],
        "TypeError: replace expected at least 2 arguments, got 1",
    );
    check(
        "a",
        "replace",
        &[],
        &[],
        "TypeError: replace expected at least 2 arguments, got 0",
    );
    check(
        "a",
        "replace",
        &[s("a"), s("b"), i(1), i(2)],
        &[],
        "TypeError: replace expected at most 3 arguments, got 4",
    );
    check(
        "a",
        "replace",
        &[i(1), s("b")],
        &[],
        "TypeError: replace() argument 1 must be str, not int",
    );
    check(
        "a",
        "replace",
        &[s("a"), i(1)],
        &[],
        "TypeError: replace() argument 2 must be str, not int",
    );
    check(
        "a",
        "replace",
        &[Value::None, s("b")],
        &[],
        "TypeError: replace() argument 1 must be str, not None",
    );
    check(
        "a",
        "replace",
        &[s("a"), s("b"), s("x")],
        &[],
        "TypeError: 'str' object cannot be interpreted as an integer",
    );
    check(
        "a",
        "replace",
        &[s("a"), s("b")],
        &[("count", i(1))],
        "TypeError: str.replace() takes no keyword arguments",
    );
    check(
        "a",
        "replace",
        &[s("a"), s("b"), Value::Float(1.0)],
        &[],
        "TypeError: 'float' object cannot be interpreted as an integer",
    );
    check(
        "a",
        "replace",
        &[s("a"), s("b"), big("100000000000000000000")],
        &[],
        "OverflowError: Python int too large to convert to C ssize_t",
    );
    check(
        "abc",
        "translate",
        &[dct(vec![
            (i(97), s("xyz")),
            (i(98), Value::None),
            (i(99), i(100)),
        ])],
        &[],
        "'xyzd'",
    );
    check("abc", "translate", &[dct(vec![])], &[], "'abc'");
    check(
        "abc",
        "translate",
        &[dct(vec![(Value::Float(97.0), s("x"))])],
        &[],
        "'xbc'",
    );
    check(
        "abc",
        "translate",
        &[dct(vec![(Value::Bool(true), s("x"))])],
        &[],
        "'abc'",
    );
    check(
        "ab",
        "translate",
        &[dct(vec![(i(97), Value::None), (i(98), Value::Bool(true))])],
        &[],
        "'\\x01'",
    );
    check("abc", "translate", &[lst(vec![])], &[], "'abc'");
    check("abc", "translate", &[s("xyz")], &[], "'abc'");
    check("abc", "translate", &[rng(0, 200, 1)], &[], "'abc'");
    check("é", "translate", &[dct(vec![(i(233), s("e"))])], &[], "'e'");
    check(
        "abc",
        "translate",
        &[dct(vec![(i(97), i(128512))])],
        &[],
        "'😀bc'",
    );
    check("", "translate", &[i(1)], &[], "''");
    check(
        "a",
        "translate",
        &[],
        &[],
        "TypeError: str.translate() takes exactly one argument (0 given)",
    );
    check(
        "a",
        "translate",
        &[i(1)],
        &[],
        "TypeError: 'int' object is not subscriptable",
    );
    check(
        "a",
        "translate",
        &[Value::None],
        &[],
        "TypeError: 'NoneType' object is not subscriptable",
    );
    check(
        "a",
        "translate",
        &[dct(vec![(i(97), Value::Float(1.5))])],
        &[],
        "TypeError: character mapping must return integer, None or str",
    );
    check(
        "a",
        "translate",
        &[dct(vec![(i(97), i(-1))])],
        &[],
        "ValueError: character mapping must be in range(0x110000)",
    );
    check(
        "a",
        "translate",
        &[dct(vec![(i(97), i(1114112))])],
        &[],
        "ValueError: character mapping must be in range(0x110000)",
    );
    check(
        "a",
        "translate",
        &[dct(vec![(i(97), big("100000000000000000000"))])],
        &[],
        "ValueError: character mapping must be in range(0x110000)",
    );
    check(
        "a",
        "translate",
        &[dct(vec![]), i(1)],
        &[],
        "TypeError: str.translate() takes exactly one argument (2 given)",
    );
}

#[test]
fn arity_and_unknown() {
    check(
        "a",
        "upper",
        &[i(1)],
        &[],
        "TypeError: str.upper() takes no arguments (1 given)",
    );
    check(
        "a",
        "upper",
        &[],
        &[("x", i(1))],
        "TypeError: str.upper() takes no keyword arguments",
    );
    check(
        "a",
        "upper",
        &[i(1)],
        &[("x", i(1))],
        "TypeError: str.upper() takes no keyword arguments",
    );
    check(
        "a",
        "capitalize",
        &[i(1), i(2)],
        &[],
        "TypeError: str.capitalize() takes no arguments (2 given)",
    );
    check(
        "a",
        "isdigit",
        &[i(1)],
        &[],
        "TypeError: str.isdigit() takes no arguments (1 given)",
    );
    check(
        "a",
        "title",
        &[],
        &[("x", i(1))],
        "TypeError: str.title() takes no keyword arguments",
    );
    check(
        "a",
        "format_map",
        &[],
        &[],
        "TypeError: str.format_map() takes exactly one argument (0 given)",
    );
}

#[test]
fn format_delegation() {
    check("{} {}", "format", &[i(1), s("a")], &[], "'1 a'");
    check("{x}-{0}", "format", &[i(5)], &[("x", s("y"))], "'y-5'");
    check(
        "{0:>4}|{1!r}",
        "format",
        &[s("a"), s("b")],
        &[],
        "\"   a|'b'\"",
    );
    check(
        "{}",
        "format",
        &[],
        &[],
        "IndexError: Replacement index 0 out of range for positional args tuple",
    );
    check("{x}", "format", &[], &[], "KeyError: 'x'");
    check("é{:*^5}", "format", &[s("ß")], &[], "'é**ß**'");
    check(
        "{x}",
        "format_map",
        &[dct(vec![(s("x"), i(1))])],
        &[],
        "'1'",
    );
    check(
        "{x}",
        "format_map",
        &[dct(vec![(i(1), i(2))])],
        &[],
        "KeyError: 'x'",
    );
    check(
        "{0}",
        "format_map",
        &[dct(vec![])],
        &[],
        "ValueError: Format string contains positional fields",
    );
    check(
        "{x}",
        "format_map",
        &[lst(vec![i(1)])],
        &[],
        "TypeError: list indices must be integers or slices, not str",
    );
    check(
        "{x}",
        "format_map",
        &[s("ab")],
        &[],
        "TypeError: string indices must be integers, not 'str'",
    );
    check("a", "format_map", &[i(1)], &[], "'a'");
    check(
        "{x}",
        "format_map",
        &[Value::None],
        &[],
        "TypeError: 'NoneType' object is not subscriptable",
    );
    check(
        "a",
        "format_map",
        &[dct(vec![]), i(1)],
        &[],
        "TypeError: str.format_map() takes exactly one argument (2 given)",
    );
    check(
        "a",
        "format_map",
        &[],
        &[("m", dct(vec![]))],
        "TypeError: str.format_map() takes no keyword arguments",
    );
}

#[test]
fn unknown_method() {
    check(
        "a",
        "foo",
        &[],
        &[],
        "AttributeError: 'str' object has no attribute 'foo'",
    );
    check(
        "a",
        "__len__",
        &[],
        &[],
        "AttributeError: 'str' object has no attribute '__len__'",
    );
}

#[test]
fn unchanged_results_are_the_receiver() {
    // CPython returns `self` for these (so `s.strip() is s`).
    let recv = PyStr::new("abc".to_string());
    let same = |name: &str, args: &[Value]| match call(&recv, name, args, &[]).unwrap() {
        Value::Str(r) => PyStr::ptr_eq(&r, &recv),
        _ => false,
    };
    assert!(same("strip", &[]));
    assert!(same("center", &[i(2)]));
    assert!(same("zfill", &[i(3)]));
    assert!(same("replace", &[s("x"), s("y")]));
    assert!(same("removeprefix", &[s("x")]));
    assert!(same("expandtabs", &[]));
    assert!(!same("upper", &[]));
}

#[test]
fn size_limit() {
    let e = call(&PyStr::new("a".to_string()), "center", &[i(1 << 40)], &[]).unwrap_err();
    assert_eq!(e.kind, ExcKind::LimitExceeded);
    assert!(e.msg.starts_with("memory:"), "{}", e.msg);
    // Within the limit: CPython's 'ab'.replace('', x) puts x around and
    // between the two characters.
    let x = "x".repeat(1 << 20);
    let r = call(
        &PyStr::new("ab".to_string()),
        "replace",
        &[s(""), s(&x)],
        &[],
    )
    .expect("3 MiB is within the limit");
    match &r {
        Value::Str(got) => assert!(
            got.as_str() == format!("{x}a{x}b{x}"),
            "{} bytes",
            got.len()
        ),
        other => panic!("not a str: {}", repr(other)),
    }
    let e = call(
        &PyStr::new("a\t\t".to_string()),
        "expandtabs",
        &[i(i32::MAX as i64)],
        &[],
    )
    .unwrap_err();
    assert_eq!(e.kind, ExcKind::LimitExceeded);
    assert!(e.msg.starts_with("memory:"), "{}", e.msg);
}

#[test]
fn translate_to_surrogate_is_refused() {
    // CPython makes '\ud800'; lackpy strings cannot hold surrogates.
    let e = call(
        &PyStr::new("a".to_string()),
        "translate",
        &[dct(vec![(i(97), i(0xd800))])],
        &[],
    )
    .unwrap_err();
    assert_eq!(e.kind, ExcKind::ValueError);
}

#[test]
fn long_non_ascii_strings() {
    let text = "é😀a".repeat(1000);
    check(&text, "find", &[s("a"), i(2000)], &[], "2000");
    check(&text, "rfind", &[s("😀"), i(0), i(-3)], &[], "2995");
    check(&text, "count", &[s("é😀"), i(1), i(-1)], &[], "999");
    check(&text, "index", &[s("aé"), i(-4)], &[], "2996");
    assert_eq!(
        run(&text, "upper", &[], &[]),
        repr(&s(&"É😀A".repeat(1000)))
    );
}

#[test]
fn char_data_is_pinned() {
    // Rust's `char` case data is newer than the category crate's; every
    // code point the crate thinks unassigned must be caseless unless
    // listed in NEW_SINCE_UNICODE_14. A toolchain with newer Unicode
    // data fails here: extend NEW_SINCE_UNICODE_14 with the code points
    // it reports (all unassigned in CPython 3.11).
    let mut unlisted = Vec::new();
    for c in (0..0x110000u32).filter_map(char::from_u32) {
        if get_general_category(c) == G::Unassigned && !unassigned_in_py311(c) {
            let caseless = !c.is_lowercase()
                && !c.is_uppercase()
                && c.to_lowercase().eq(std::iter::once(c))
                && c.to_uppercase().eq(std::iter::once(c));
            if !caseless {
                unlisted.push(format!("{:X}", c as u32));
            }
        }
    }
    assert!(
        unlisted.is_empty(),
        "cased code points unknown to CPython 3.11: {unlisted:?}"
    );
}

/// `split()` of ASCII text charges one unit for each part it finds and one
/// for each str it makes; a text that is one whole word is not copied and
/// costs its find only (as before the words were copied while found).
#[test]
fn ascii_split_charges_each_part_found_and_each_str_made() {
    let work = |text: &str, args: &[Value]| {
        crate::value::budget::take_work();
        let recv = PyStr::copy(text);
        let out = call(&recv, "split", args, &[]).expect("splits");
        (crate::value::budget::take_work(), repr(&out))
    };
    assert_eq!(work("word", &[]), (1, "['word']".to_string()));
    assert_eq!(work("  word ", &[]), (2, "['word']".to_string()));
    assert_eq!(work(" a b  c ", &[]), (6, "['a', 'b', 'c']".to_string()));
    assert_eq!(
        work("x y", &[Value::None, Value::Int(0)]),
        (0, "['x y']".to_string())
    );
    assert_eq!(
        work("ab cd", &[Value::None, Value::Int(1)]),
        (3, "['ab', 'cd']".to_string())
    );
}

#[test]
fn ascii_split_finds_the_words_the_general_scan_finds() {
    // Every class of byte the ASCII scan's table tells apart: letters,
    // whitespace, control bytes that are not whitespace, `!`, DEL, in
    // texts of every length up to 47.
    let alphabet = b"a \t\n\x0b\x1c\x1f\x00\x08\x1b!\x7fZ";
    let mut seed: u64 = 12345;
    for len in 0..48 {
        for _ in 0..40 {
            let text: String = (0..len)
                .map(|_| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    alphabet[(seed >> 33) as usize % alphabet.len()] as char
                })
                .collect();
            let got = call(&PyStr::copy(&text), "split", &[], &[]).expect("splits");
            let want: Vec<Value> = super::split::split_whitespace(&text, usize::MAX)
                .expect("splits")
                .into_iter()
                .map(Value::str)
                .collect();
            assert_eq!(repr(&got), repr(&Value::list(want)), "{text:?}");
        }
    }
}
