"""LackpyService against a temporary workspace with a template."""

import asyncio
import signal
import subprocess
import sys
import textwrap

import pytest

import lackpy_rs as L
from conftest import TEMPLATE, cli_json, stable


@pytest.fixture
def ws(tmp_path):
    (tmp_path / "notes.txt").write_text("remember the milk\n")
    (tmp_path / ".lackpy" / "templates").mkdir(parents=True)
    (tmp_path / ".lackpy" / "templates" / "show.tmpl").write_text(TEMPLATE)
    (tmp_path / ".lackpy" / "kits").mkdir()
    (tmp_path / ".lackpy" / "kits" / "notes.kit").write_text("read_file\nfind_files\n")
    return tmp_path


def test_validate(ws):
    s = L.LackpyService(ws)
    assert s.validate("len(read_file('notes.txt'))")["valid"] is True
    r = s.validate("import os")
    assert r["valid"] is False and r["errors"][0]["code"].startswith("E0")
    assert s.validate("write_file('a', 'b')", profile="notes")["valid"] is False
    assert s.validate("write_file('a', 'b')", profile=["read_file", "write_file"])["valid"] is True
    with pytest.raises(L.UsageError):
        s.validate("1", profile="no_such_profile")


def test_run_program_equals_lackpy_vm(ws):
    s = L.LackpyService(ws)
    src = "text = read_file('notes.txt')\nlen(text.split())\n"
    got = asyncio.run(s.run_program(src, profile="notes"))
    assert got["success"] and got["output"] == 3
    (ws / "p.py").write_text(src)
    want = cli_json("lackpy-vm", "run", str(ws / "p.py"), "--kit", "notes", "--root", str(ws), cwd=ws)
    assert stable(got) == stable(want)
    got = asyncio.run(s.run_program("n + 1", profile="none", params={"n": 41}))
    assert got["output"] == 42


def test_generate_and_delegate_with_a_template(ws):
    s = L.LackpyService(ws)
    g = asyncio.run(s.generate("show me the file notes.txt"))
    assert "read_file" in g["program"], g
    d = asyncio.run(s.delegate("show me the file notes.txt"))
    assert d["success"], d
    assert d["output"] == "remember the milk\n"
    assert d["generation_tier"] == "templates"
    assert "program" in d and "total_time_ms" in d


def test_listings(ws):
    s = L.LackpyService(ws)
    assert "builtins" in s.language_spec()
    tools = s.toolbox_list()["tools"]
    assert any(t["name"] == "read_file" for t in tools)
    assert s.profile_list() == [{"name": "notes", "path": str(ws / ".lackpy" / "kits" / "notes.kit")}]
    info = s.profile_info("notes")
    assert [t["name"] for t in info["tools"]] == ["read_file", "find_files"]
    with pytest.raises(L.UsageError):
        L.LackpyService(ws / "missing")


# Ctrl-C: each script runs a program whose 100,000 tool calls take at least
# 1 ms each (minutes in all), says "started" at the first call, and reports
# how many calls were made when KeyboardInterrupt reached it. The test
# sends SIGINT once it has started: the run must stop, not finish.
PRELUDE = """
import asyncio, sys, time
import lackpy_rs as L
calls = [0]
def slow(i):
    calls[0] += 1
    if calls[0] == 1:
        print("started", flush=True)
    time.sleep(0.001)
    return i
PROGRAM = "for i in range(100000):\\n    slow(i)\\n"
try:
"""
EPILOGUE = """
except KeyboardInterrupt:
    print("interrupted", calls[0], flush=True)
    sys.exit(3)
print("finished", calls[0], flush=True)
"""

SCRIPTS = {
    "run_program": "asyncio.run(L.LackpyService(sys.argv[1], tools=[slow]).run_program(PROGRAM, profile='none'))",
    "delegate": "asyncio.run(L.LackpyService(sys.argv[1], tools=[slow], model=lambda s, u: PROGRAM)"
                ".delegate('call slow often', profile='none'))",
    "lackpy_rs.delegate": "L.delegate('call slow often', tools=[slow], kit='none', root=sys.argv[1], "
                          "model=lambda s, u: PROGRAM)",
    "literate session": "asyncio.run(L.LiterateInterpreter().execute('```lackpy\\n' + PROGRAM + '```\\n', "
                        "L.ExecutionContext(sys.argv[1], kit='none', tools=[slow])))",
}


@pytest.mark.parametrize("what", list(SCRIPTS))
def test_ctrl_c_stops_the_run(tmp_path, what):
    script = PRELUDE + textwrap.indent(SCRIPTS[what], "    ") + EPILOGUE
    p = subprocess.Popen([sys.executable, "-c", script, str(tmp_path)], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    try:
        assert p.stdout.readline().strip() == "started", p.stderr.read()
        p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=90)
    finally:
        if p.poll() is None:
            p.kill()
    assert p.returncode == 3, (out, err)
    word, calls = out.split()
    assert word == "interrupted" and int(calls) < 100000
