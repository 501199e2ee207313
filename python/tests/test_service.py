"""LackpyService against a temporary workspace with a template."""

import asyncio

import pytest

import lackpy_rs as L
from conftest import cli_json, stable

TEMPLATE = """---
name: show
pattern: show me the file {path}
success_count: 0
fail_count: 0
---
read_file({path})
"""


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
    profiles = s.profile_list()
    assert any(k["name"] == "notes" for k in profiles["kit_files"])
    info = s.profile_info("notes")
    assert [t["name"] for t in info["tools"]] == ["read_file", "find_files"]
    with pytest.raises(L.UsageError):
        L.LackpyService(ws / "missing")
