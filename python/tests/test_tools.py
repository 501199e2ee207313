"""Python functions as tools."""

import pytest

import lackpy_rs as L


def echo(x):
    """Give x back.

    Longer text that the description leaves out."""
    return x


def test_tool_defaults():
    t = L.Tool(echo)
    assert t.name == "echo" and t.grade == (3, 3)
    assert t.description == "Give x back."
    assert t.params == ["x"]
    assert t(5) == 5


@pytest.mark.parametrize(
    "value",
    [
        10**40,
        -(10**25),
        2**63,
        1.5,
        "text ü",
        True,
        None,
        [1, [2, [3, (4, 5)]]],
        (1, "a", None),
        {"a": {"b": [1, {2, 3}]}, 1: "int key"},
        {1, 2, 3},
        frozenset({"x"}),
    ],
)
def test_values_round_trip_through_a_tool(value):
    seen = []

    def keep(x):
        seen.append(x)
        return x

    r = L.run("keep(v)", kit="none", tools=[keep], params={"v": value})
    assert r.success, r.error
    expected = set(value) if isinstance(value, frozenset) else value
    assert seen == [expected]
    assert r.output == expected
    assert type(r.output) is type(expected)


def test_values_built_in_the_program_reach_the_tool():
    got = []

    def keep(x):
        got.append(x)
        return len(x)

    # lackpy has no **: the big int is built by multiplication.
    r = L.run("b = 1\nfor i in range(70):\n    b = b * 2\nkeep([(1, 2), {3}, {'k': 1000}, b])", kit="none", tools=[keep])
    assert r.success, r.error
    assert got[-1] == [(1, 2), {3}, {"k": 1000}, 2**70]
    assert r.output == 4


def test_tool_raising_is_a_tool_error_in_the_trace():
    def boom(x):
        raise ValueError(f"bad {x}")

    r = L.run("boom(1)", kit="none", tools=[boom])
    assert not r.success
    assert r.error.type == "ToolError"
    assert "ValueError" in r.error.message and "bad 1" in r.error.message
    assert r.trace[0].tool == "boom" and r.trace[0].args == {"x": 1}
    assert r.trace[0].success is False and "ValueError: bad 1" in r.trace[0].error


def test_unsupported_return_type_names_the_type():
    class Thing:
        pass

    def make():
        return Thing()

    r = L.run("make()", kit="none", tools=[make])
    assert r.error.type == "ToolError" and "Thing" in r.error.message
    r = L.run("make()", kit="none", tools=[lambda_tool()])
    assert r.error.type == "ToolError" and "bytes" in r.error.message


def lambda_tool():
    return L.Tool(lambda: b"raw", name="make")


def test_arity_errors_at_check_time():
    calls = []

    def two(a, b=1):
        calls.append((a, b))
        return a + b

    for src in ["two()", "two(1, 2, 3)", "two(1, c=3)"]:
        r = L.run(src, kit="none", tools=[two])
        assert r.error.type == "CheckError", src
        assert L.check(src, kit="none", tools=[two]).valid is False
        with pytest.raises(L.CheckError):
            L.compile(src, kit="none", tools=[two])
    assert calls == []
    assert L.run("two(1) + two(1, b=5) + two(a=2, b=3)", kit="none", tools=[two]).output == 2 + 6 + 5


def test_defaults_keyword_only_and_annotations():
    def f(a: int, sep: str = "-", *, scale: float = 2.0, items: list = None):
        return f"{a * scale}{sep}{items}"

    r = L.run("f(2)", kit="none", tools=[f])
    assert r.output == "4.0-None"
    r = L.run("f(2, '+', scale=0.5)", kit="none", tools=[f])
    assert r.output == "1.0+None"
    r = L.run("f('x')", kit="none", tools=[f])
    assert r.error.type == "TypeError" and "must be int" in r.error.message


def test_non_literal_default_is_the_functions_own():
    marker = object()

    def g(x=marker):
        return x is marker

    assert L.run("g()", kit="none", tools=[g]).output is True
    # An explicit None is passed as None, not replaced by the default.
    assert L.run("g(None)", kit="none", tools=[g]).output is False
    assert L.run("g(x=None)", kit="none", tools=[g]).output is False
    # The signature says a default exists without pretending it is None.
    assert "x=..." in L.prompt(kit="none", tools=[g]).replace(" ", "")


def test_tools_as_dict_and_decorator():
    @L.tool(grade=(0, 0), description="Add one")
    def inc(n):
        return n + 1

    r = L.run("plus(1) + inc(1)", kit="none", tools={"plus": lambda n: n + 10, "inc": inc})
    assert r.output == 13
    assert isinstance(inc, L.Tool) and inc.grade == (0, 0)
    assert L.tool(echo).name == "echo"


def test_grades_and_max_grade():
    @L.tool(grade=(1, 1))
    def peek():
        return 1

    @L.tool
    def poke():
        return 2

    assert L.check("peek()", kit="none", tools=[peek, poke]).grade == (1, 1)
    assert L.check("peek() + poke()", kit="none", tools=[peek, poke]).grade == (3, 3)
    assert L.compile("poke()", kit="none", tools=[poke]).calls == [L.HostCall("poke", L.Grade(3, 3))]
    r = L.run("poke()", kit="none", tools=[poke], max_grade=2)
    assert r.error.type == "GradeError" and not r.trace
    assert L.run("peek()", kit="none", tools=[peek], max_grade=1).output == 1


def test_bad_tools_are_usage_errors():
    with pytest.raises(L.UsageError):
        L.run("1", tools=[L.Tool(lambda: 1)])  # "<lambda>" is no name
    with pytest.raises(L.UsageError):
        L.Tool(print, name="")
    with pytest.raises(L.UsageError):
        L.Tool(echo, grade=(4, 0))
    with pytest.raises(L.UsageError):
        L.Tool(42)
    with pytest.raises(L.UsageError):
        L.run("1", tools="echo")


def test_python_tools_appear_in_the_prompt():
    @L.tool(grade=(0, 0), description="Say hello to someone")
    def greet(name: str, punct="!") -> str:
        return f"hi {name}{punct}"

    p = L.prompt(kit="none", tools=[greet], params={"who": "ann"})
    assert "greet(name, punct='!') -> str: Say hello to someone" in p
    assert "who = 'ann'" in p


def test_program_keeps_its_python_tools():
    @L.tool(grade=(0, 0))
    def double(n):
        return 2 * n

    p = L.compile("double(n)", kit="none", tools=[double], params=["n"])
    assert p.run(kit="none", params={"n": 4}).output == 8
    q = L.Program.from_bytes(p.to_bytes())
    assert q.run(kit="none", params={"n": 4}).error.type == "KitError"
    assert q.run(kit="none", tools=[double], params={"n": 4}).output == 8
