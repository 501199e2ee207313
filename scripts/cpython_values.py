#!/usr/bin/env python3
"""Re-check, under CPython 3.11, the expected values of the unit tests of
src/value/format/ and src/value/strmethods/.

Usage:
    python3 scripts/cpython_values.py            # check; exit 1 on any mismatch
    python3 scripts/cpython_values.py --write    # rewrite the format data files
                                                 # with CPython's values

Two sources:

* src/value/format/tests/data/*.jsonl: one case a line, in the format the
  module doc of src/value/format/tests/mod.rs describes
  (`["format", value, spec, expected]`, `["%", fmt, value, expected]`,
  `["str.format", fmt, [args], [[name, value], ...], expected]`,
  `["format_map", fmt, mapping, expected]`). Each case is evaluated here
  and its `expected` compared with (or, with --write, replaced by)
  CPython's answer.
* src/value/strmethods/tests.rs: every `check(recv, name, &[args],
  &[kwargs], expected)` call whose arguments are literals (`s("..")`,
  `i(n)`, `big("..")`, `tup(vec![..])`, `lst(..)`, `dct(..)`, `rng(..)`,
  `Value::None`, `Value::Bool(..)`, `Value::Float(..)`) is translated to
  `recv.name(*args, **kwargs)` and its `expected` (the repr of the result,
  or `Kind: message`) compared with CPython's. These are checked, never
  rewritten: fix a wrong one by hand from the printed CPython value.

Exit codes: 0 all match, 1 a mismatch, 2 not CPython 3.11 or a case this
script cannot read.
"""

import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FORMAT_DATA = ROOT / "src/value/format/tests/data"
STR_TESTS = ROOT / "src/value/strmethods/tests.rs"


class Unreadable(Exception):
    pass


# ------------------------------------------------------------ format data

def value(j):
    if j is None or isinstance(j, (bool, int, str)):
        return j
    if isinstance(j, list):
        return [value(x) for x in j]
    if isinstance(j, dict) and len(j) == 1:
        (k, v), = j.items()
        if k == "float":
            return float(v)
        if k == "big":
            return int(v, 16)
        if k == "tuple":
            return tuple(value(x) for x in v)
        if k == "dict":
            return {value(a): value(b) for a, b in v}
        if k == "range":
            return range(*v)
    raise Unreadable(f"unknown value {j!r}")


def outcome(thunk):
    try:
        r = thunk()
    except Exception as e:  # noqa: BLE001 - the exception is the answer
        return {type(e).__name__: str(e)}
    if not isinstance(r, str):
        raise Unreadable(f"not a string result: {r!r}")
    return r


def format_case(case):
    kind = case[0]
    if kind == "format":
        _, v, spec, _ = case
        return outcome(lambda: format(value(v), spec))
    if kind == "%":
        _, f, v, _ = case
        return outcome(lambda: f % value(v))
    if kind == "str.format":
        _, f, args, kwargs, _ = case
        return outcome(lambda: f.format(*[value(a) for a in args],
                                        **{k: value(v) for k, v in kwargs}))
    if kind == "format_map":
        _, f, mapping, _ = case
        return outcome(lambda: f.format_map(value(mapping)))
    raise Unreadable(f"unknown case {case!r}")


def check_format_data(write):
    count, bad = 0, []
    for path in sorted(FORMAT_DATA.glob("*.jsonl")):
        lines = path.read_text(encoding="utf-8").splitlines()
        out = []
        for n, line in enumerate(lines, 1):
            case = json.loads(line)
            got = format_case(case)
            count += 1
            if got != case[-1]:
                bad.append(f"{path.relative_to(ROOT)}:{n}: {line}\n    CPython: {json.dumps(got, ensure_ascii=False)}")
                case[-1] = got
            out.append(json.dumps(case, ensure_ascii=False))
        if write:
            path.write_text("\n".join(out) + "\n", encoding="utf-8")
    return count, bad


# ------------------------------------------------------- strmethods tests

RUST_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", "\\": "\\", '"': '"', "'": "'", "0": "\0"}


class Reader:
    """A tiny reader for the Rust literals the `check` calls use."""

    def __init__(self, text):
        self.t, self.i = text, 0

    def ws(self):
        while self.i < len(self.t) and self.t[self.i] in " \t\r\n":
            self.i += 1

    def eat(self, tok):
        self.ws()
        if not self.t.startswith(tok, self.i):
            raise Unreadable(f"expected {tok!r} at {self.t[self.i:self.i + 40]!r}")
        self.i += len(tok)

    def peek(self, tok):
        self.ws()
        return self.t.startswith(tok, self.i)

    def string(self):
        self.ws()
        m = re.compile(r'r(#*)"').match(self.t, self.i)
        if m:
            end = self.t.index('"' + m.group(1), m.end())
            s = self.t[m.end():end]
            self.i = end + 1 + len(m.group(1))
            return s
        self.eat('"')
        out = []
        while True:
            c = self.t[self.i]
            self.i += 1
            if c == '"':
                return "".join(out)
            if c != "\\":
                out.append(c)
                continue
            e = self.t[self.i]
            self.i += 1
            if e in RUST_ESCAPES:
                out.append(RUST_ESCAPES[e])
            elif e == "x":
                out.append(chr(int(self.t[self.i:self.i + 2], 16)))
                self.i += 2
            elif e == "u":
                end = self.t.index("}", self.i)
                out.append(chr(int(self.t[self.i + 1:end], 16)))
                self.i = end + 1
            elif e == "\n":
                self.ws()
            else:
                raise Unreadable(f"unknown escape \\{e}")

    def number(self):
        self.ws()
        m = re.compile(r"-?[0-9][0-9_]*(\.[0-9_]*)?([eE][-+]?[0-9]+)?(f64|i64)?").match(self.t, self.i)
        if not m:
            raise Unreadable(f"expected a number at {self.t[self.i:self.i + 40]!r}")
        self.i = m.end()
        text = m.group(0).replace("_", "").removesuffix("f64").removesuffix("i64")
        return float(text) if m.group(1) or m.group(2) or m.group(0).endswith("f64") else int(text)

    def items(self, close, one):
        out = []
        while not self.peek(close):
            out.append(one())
            if not self.peek(close):
                self.eat(",")
        self.eat(close)
        return out

    def value(self):
        self.ws()
        for name, make in (("s(", lambda: self.string()),
                           ("i(", lambda: self.number()),
                           ("big(", lambda: int(self.string()))):
            if self.peek(name):
                self.eat(name)
                v = make()
                self.eat(")")
                return v
        if self.peek("Value::None"):
            self.eat("Value::None")
            return None
        if self.peek("Value::Bool("):
            self.eat("Value::Bool(")
            b = self.peek("true")
            self.eat("true" if b else "false")
            self.eat(")")
            return b
        if self.peek("Value::Float("):
            self.eat("Value::Float(")
            if self.peek("f64::"):
                self.eat("f64::")
                name = re.compile(r"[A-Z_]+").match(self.t, self.i).group(0)
                self.i += len(name)
                v = {"NAN": float("nan"), "INFINITY": float("inf"),
                     "NEG_INFINITY": float("-inf")}[name]
            else:
                v = float(self.number())
            self.eat(")")
            return v
        for name, make in (("tup(vec![", tuple), ("lst(vec![", list)):
            if self.peek(name):
                self.eat(name)
                v = make(self.items("]", self.value))
                self.eat(")")
                return v
        if self.peek("dct(vec!["):
            self.eat("dct(vec![")
            v = dict(self.items("]", self.pair))
            self.eat(")")
            return v
        if self.peek("rng("):
            self.eat("rng(")
            v = range(*self.items(")", self.number))
            return v
        raise Unreadable(f"unknown value at {self.t[self.i:self.i + 40]!r}")

    def pair(self):
        self.eat("(")
        k = self.value()
        self.eat(",")
        v = self.value()
        self.peek(",") and self.eat(",")
        self.eat(")")
        return k, v

    def kwarg(self):
        self.eat("(")
        k = self.string()
        self.eat(",")
        v = self.value()
        self.eat(")")
        return k, v

    def check_call(self):
        recv = self.string()
        self.eat(",")
        name = self.string()
        self.eat(",")
        self.eat("&[")
        args = self.items("]", self.value)
        self.eat(",")
        self.eat("&[")
        kwargs = self.items("]", self.kwarg)
        self.eat(",")
        expected = self.string()
        self.peek(",") and self.eat(",")
        self.eat(")")
        return recv, name, args, dict(kwargs), expected


# Where lackpy deliberately differs (each documented where it says).
DIFFERENCES = {
    ("a", "__len__"): "no dunder attributes (spec/absent.md)",
}


def method_outcome(recv, name, args, kwargs):
    """`recv.name(a0, a1, kw=v)` written out as a method call, the way the
    tests' values were printed: CPython words some arity messages
    differently for the call syntax than for a call through `**kwargs`."""
    env = {"r": recv}
    parts = []
    for n, a in enumerate(args):
        env[f"a{n}"] = a
        parts.append(f"a{n}")
    for n, (k, v) in enumerate(kwargs.items()):
        env[f"k{n}"] = v
        parts.append(f"{k}=k{n}")
    try:
        return repr(eval(f"r.{name}({', '.join(parts)})", {"__builtins__": {}}, env))
    except Exception as e:  # noqa: BLE001 - the exception is the answer
        return f"{type(e).__name__}: {e}"


def check_str_methods():
    text = STR_TESTS.read_text(encoding="utf-8")
    count, skipped, bad = 0, 0, []
    for m in re.finditer(r"\bcheck\(", text):
        if text[:m.start()].rstrip().endswith("fn"):
            continue
        line = text.count("\n", 0, m.start()) + 1
        r = Reader(text)
        r.i = m.end()
        r.ws()
        if not (r.peek('"') or r.peek('r"') or r.peek("r#")):
            skipped += 1  # a computed receiver (`&text`): not a literal case
            continue
        try:
            recv, name, args, kwargs, expected = r.check_call()
        except Unreadable as e:
            raise Unreadable(f"{STR_TESTS.relative_to(ROOT)}:{line}: {e}") from None
        count += 1
        if (recv, name) in DIFFERENCES:
            continue
        got = method_outcome(recv, name, args, kwargs)
        if got != expected:
            bad.append(f"{STR_TESTS.relative_to(ROOT)}:{line}: {recv!r}.{name}(*{args!r}, **{kwargs!r})\n"
                       f"    test:    {expected}\n    CPython: {got}")
    return count, skipped, bad


def main():
    if sys.version_info[:2] != (3, 11):
        print("scripts/cpython_values.py needs CPython 3.11", file=sys.stderr)
        return 2
    sys.set_int_max_str_digits(4300)
    write = "--write" in sys.argv[1:]
    try:
        nf, bad_f = check_format_data(write)
        ns, skipped, bad_s = check_str_methods()
    except Unreadable as e:
        print(f"scripts/cpython_values.py: {e}", file=sys.stderr)
        return 2
    bad = bad_s + ([] if write else bad_f)
    for b in bad:
        print(b)
    if write and bad_f:
        print(f"rewrote {len(bad_f)} format case(s) with CPython's values")
    if bad:
        print(f"{len(bad)} of {nf + ns} values differ from CPython")
        return 1
    print(f"{nf} format cases and {ns} str method calls ({skipped} with a computed receiver not read), "
          "all match CPython")
    return 0


if __name__ == "__main__":
    sys.exit(main())
