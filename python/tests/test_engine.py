"""check / compile / Program / run, and to_dict() against the CLI."""

import pathlib

import pytest

import lackpy_rs as L
from conftest import cli_json, stable


def test_version():
    assert isinstance(L.__version__, str) and L.__version__.count(".") == 2


def test_check_valid_and_fields():
    r = L.check("content = read_file(path)\nlen(content)\n", params=["path"])
    assert r.valid and r.errors == []
    assert r.calls == ["read_file", "len"]
    assert r.variables == ["content"]
    assert r.grade == (1, 1) and (r.grade.w, r.grade.d) == (1, 1)


def test_check_errors_have_positions_and_hints():
    r = L.check("x = 1\nwhile x:\n    pass\n", kit="none")
    assert not r.valid
    e = r.errors[0]
    assert (e.code, e.line, e.column) == ("E0101", 2, 1)
    assert e.end_line == 2 and e.end_column > e.column
    assert "for" in e.hint


@pytest.mark.parametrize(
    "src",
    ["content = read_file(path)\nlen(content)\n", "import os\n", "x = undefined_name + 1\n", "len(1, 2)\n"],
)
def test_check_to_dict_equals_lackpyc(tmp_path, src):
    f = tmp_path / "prog.py"
    f.write_text(src)
    want = cli_json("lackpyc", "check", str(f), "--kit", "read")
    want.pop("file")
    # lackpyc has no --param: a free name is an error there as here.
    assert L.check(src).to_dict() == want


def test_compile_program_fields_and_disasm():
    p = L.compile("data = read_file(path)\nlen(data)\n", params=["path"])
    assert p.grade == (1, 1)
    assert p.calls == [L.HostCall("read_file", L.Grade(1, 1))]
    assert p.params == ["path"]
    assert "read_file" in p.disasm()


def test_compile_refusal_raises_check_error():
    with pytest.raises(L.CheckError) as ei:
        L.compile("import os\n")
    assert ei.value.errors[0].code.startswith("E0")
    assert ei.value.errors[0].line == 1
    with pytest.raises(L.CheckError) as ei:
        L.compile("x = (\n")
    assert ei.value.type == "SyntaxError"


def test_bytes_round_trip_and_corruption(tmp_path):
    p = L.compile("sorted(xs)[-1]", kit="none", params=["xs"])
    data = p.to_bytes()
    q = L.Program.from_bytes(data)
    assert q == p
    assert q.run(kit="none", params={"xs": [3, 9, 4]}).output == 9
    # The same bytes as lackpyc compile writes.
    src = tmp_path / "p.py"
    src.write_text("sorted(xs)[-1]")
    with pytest.raises(L.CorruptBytecode):
        L.Program.from_bytes(b"not bytecode at all")
    with pytest.raises(L.CorruptBytecode):
        L.Program.from_bytes(data[: len(data) // 2])
    flipped = bytearray(data)
    flipped[-3] ^= 0xFF
    try:
        r = L.Program.from_bytes(bytes(flipped)).run(kit="none", params={"xs": [1]})
        assert isinstance(r, L.RunResult)  # a checksum may not cover every byte; never a crash
    except L.CorruptBytecode:
        pass


def test_run_result_fields():
    r = L.run("print('hi')\nx = [1, 2]\nx\n", kit="none")
    assert r.success and r.error is None
    assert r.output == [1, 2] and r.repr == "[1, 2]"
    assert r.stdout == "hi\n"
    assert r.grade == (0, 0)
    assert r.stats["instructions"] > 0


def test_run_keeps_python_types_in_output():
    r = L.run("(1, {2, 3}, 'a', None, 2.5, {'k': [True]})", kit="none")
    assert r.output == (1, {2, 3}, "a", None, 2.5, {"k": [True]})
    assert isinstance(r.output, tuple) and isinstance(r.output[1], set)
    # The JSON object has lists where Python has tuples and sets.
    assert r.to_dict()["output"][0] == 1


def test_run_big_ints_and_params():
    r = L.run("n * n", kit="none", params={"n": 10**20})
    assert r.output == 10**40


def test_failures_do_not_raise():
    r = L.run("{}['k']", kit="none")
    assert not r.success and r.error.type == "KeyError" and r.error.line == 1
    r = L.run("x = undefined_name", kit="none")
    assert r.error.type == "CheckError" and r.error.code == "E0201"
    r = L.run("x = (", kit="none")
    assert r.error.type == "SyntaxError"
    r = L.run("read_file('a')", kit="read", max_grade=0)
    assert r.error.type == "GradeError"


def test_usage_errors():
    with pytest.raises(L.UsageError):
        L.run("1", kit="no_such_kit")
    with pytest.raises(ValueError):
        L.run("1", fuel=-1)
    with pytest.raises(L.UsageError):
        L.run("1", timeout=-0.5)
    with pytest.raises(L.UsageError):
        L.run("1", max_grade=7)
    with pytest.raises(L.UsageError):
        L.run(42)
    with pytest.raises(L.UsageError):
        L.run("x", params={"len": 1})
    with pytest.raises(L.UsageError):
        L.run("x", params={"x": object()})
    with pytest.raises(L.UsageError):
        L.run("1", root="/no/such/dir/anywhere")


def test_limits_from_python(tmp_path):
    loop = "t = 0\nfor i in range(10000000):\n    t += i\nt\n"
    r = L.run(loop, kit="none", fuel=1000)
    assert r.error.type == "LimitExceeded" and "fuel" in r.error.message
    r = L.run(loop, kit="none", timeout=0.05)
    assert r.error.type == "LimitExceeded" and "time" in r.error.message
    r = L.run("for i in range(100000):\n    print('xxxxxxxxxx')\n", kit="none", max_output=1000)
    assert r.error.type == "LimitExceeded" and "output" in r.error.message
    r = L.run("xs = []\nfor i in range(1000000):\n    xs.append(str(i) * 10)\n", kit="none", max_memory=1_000_000)
    assert r.error.type in ("LimitExceeded", "MemoryError") and "memory" in r.error.message.lower()


def test_root_confines_file_tools(tmp_path):
    (tmp_path / "a.txt").write_text("hello")
    r = L.run("read_file('a.txt')", root=tmp_path)
    assert r.output == "hello" and r.files["read"] == ["a.txt"]
    r = L.run("read_file('../outside.txt')", root=tmp_path)
    assert r.error.type == "ToolError"
    assert r.trace[0].success is False


def test_run_to_dict_equals_lackpy_vm(tmp_path):
    (tmp_path / "a.txt").write_text("one\ntwo\n")
    progs = [
        "lines = read_file('a.txt').splitlines()\nprint(len(lines))\n{'n': len(lines), 'first': lines[0]}\n",
        "{}['missing']\n",
        "read_file('nope.txt')\n",
        "t = 0\nfor i in range(100000):\n    t += i\n",
    ]
    for i, src in enumerate(progs):
        f = tmp_path / f"p{i}.py"
        f.write_text(src)
        extra = ["--fuel", "5000"] if "100000" in src else []
        want = cli_json("lackpy-vm", "run", str(f), "--root", str(tmp_path), *extra)
        got = L.run(src, root=tmp_path, fuel=5000 if extra else None).to_dict()
        assert stable(got) == stable(want), src


def test_rejection_to_dict_equals_lackpy_vm(tmp_path):
    f = tmp_path / "bad.py"
    f.write_text("while True:\n    pass\n")
    want = cli_json("lackpy-vm", "run", str(f))
    assert stable(L.run("while True:\n    pass\n").to_dict()) == stable(want)


def test_kit_as_list_and_kit_files(tmp_path):
    kits = tmp_path / ".lackpy" / "kits"
    kits.mkdir(parents=True)
    (kits / "mine.kit").write_text("read_file\nwrite_file\n")
    r = L.run("write_file('o.txt', 'x')\nread_file('o.txt')", kit="mine", root=tmp_path)
    assert r.output == "x" and r.grade == (3, 3)
    r = L.run("find_files('*.txt')", kit=["read_file", "find_files"], root=tmp_path)
    assert r.output == ["o.txt"]
