"""Literate documents from Python."""

import lackpy_rs as L
from conftest import cli_json, stable

DOC = """# Report

```lackpy @hidden
secret = 40
print("not shown")
```

The answer is {secret + 2}.

```lackpy
xs = [1, 2, 3]
sum(xs)
```

```lackpy
{}['missing']
```

```lackpy
never = 1
```
"""


def test_document_hidden_interpolation_and_a_late_error():
    r = L.run_document(DOC, kit="none")
    assert not r.success
    assert "The answer is 42." in r.rendered
    assert "not shown" not in r.rendered
    assert "6" in r.rendered
    assert r.error.type == "KeyError"
    assert r.error.cell is not None
    assert r.continue_requested is False
    assert r.cells >= 3


def test_document_to_dict_equals_lackpy_vm(tmp_path):
    f = tmp_path / "doc.md"
    f.write_text(DOC)
    want = cli_json("lackpy-vm", "run", str(f), "--kit", "none")
    got = L.run_document(DOC, kit="none").to_dict()
    assert stable(got) == stable(want)


def test_document_continue_and_tools():
    @L.tool(grade=(0, 0))
    def shout(s):
        return s.upper()

    doc = "```lackpy\nx = shout('hi')\n```\n\n```lackpy @continue\n```\n\nafter {x}\n"
    r = L.run_document(doc, kit="none", tools=[shout])
    if r.error is None:
        assert r.continue_requested
        assert r.trace[0].tool == "shout"


def test_document_rejected_before_running():
    r = L.run_document("```lackpy\nimport os\n```\n", kit="none")
    assert not r.success and r.error.type in ("SyntaxError", "CheckError")
    r = L.run_document("```lackpy\nread_file('x')\n```\n", kit="read", max_grade=0)
    assert r.error.type == "GradeError"


def test_document_and_program_report_the_os_sandbox(tmp_path, monkeypatch):
    # Turned off, command tools run without the sandbox and say so.
    monkeypatch.setenv("LACKPY_SANDBOX", "off")
    doc = "```lackpy\nrun_command('echo made > made.txt')\n```\n"
    r = L.run_document(doc, kit="run_command", root=str(tmp_path))
    assert r.success, r.error
    assert r.sandbox == "none"
    assert r.to_dict()["sandbox"] == "none"
    assert (tmp_path / "made.txt").exists()
    p = L.run("run_command('echo made > made.txt')", kit="run_command", root=str(tmp_path))
    assert p.sandbox == "none"
    # Without command tools there is nothing to say.
    assert L.run_document("```lackpy\n1\n```\n", kit="none").sandbox is None
