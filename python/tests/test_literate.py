"""The literate interpreter's Python API: sessions, recovery, plugins."""

import asyncio

import pytest

import lackpy_rs as L

DOC = """# Report

```lackpy @hidden
data = read_file("data.csv").splitlines()
```

Found {len(data)} rows.
"""


def test_run_interpreter_as_the_reference_shows(tmp_path):
    (tmp_path / "data.csv").write_text("a\nb\nc\n")

    async def main():
        interp = L.LiterateInterpreter()
        ctx = L.ExecutionContext(base_dir=tmp_path)
        return await L.run_interpreter(interp, DOC, ctx)

    r = asyncio.run(main())
    assert r.output == "# Report\nFound 3 rows.\n"
    assert r.output_format == "markdown"
    assert r.metadata["continue_requested"] is False
    assert r.metadata["cell_count"] >= 2
    assert r.session is None
    assert r.success


def test_continue_and_resume_in_the_same_kernel(tmp_path):
    doc = "```lackpy\nx = 20\n```\n\n```lackpy @continue\n```\n"

    async def main():
        r = await L.run_interpreter(L.LiterateInterpreter(), doc, L.ExecutionContext(base_dir=tmp_path))
        assert r.metadata["continue_requested"] and r.session is not None
        r2 = await r.session.resume("```lackpy\ny = x + 22\n```\n\ny is {y}\n")
        return r2

    r2 = asyncio.run(main())
    assert "y is 42" in r2.output
    assert r2.metadata["continue_requested"] is False


def test_a_recovery_handler_fixes_a_cell(tmp_path):
    seen = []

    def handler(cell, error, scope):
        seen.append((cell, error.type, sorted(scope)))
        return ["total = sum(nums)"]

    doc = "```lackpy\nnums = [1, 2, 3]\n```\n\n```lackpy\ntotal = sum(numz)\n```\n\nTotal {total}.\n"

    r = asyncio.run(L.run_interpreter(L.LiterateInterpreter(recovery=handler), doc, L.ExecutionContext(base_dir=tmp_path)))
    assert "Total 6." in r.output, r.output
    assert seen[0][0].strip() == "total = sum(numz)"
    assert seen[0][1] in ("CheckError", "NameError")
    assert "nums" in seen[0][2]


def test_recovery_inspect_skip_abort_and_objects(tmp_path):
    class Handler:
        def __init__(self):
            self.calls = 0

        def recover(self, cell, error, scope):
            self.calls += 1
            if self.calls == 1:
                return L.Inspect("len(xs)")
            assert error.inspections and error.inspections[0]["value"] == "2"
            return L.Skip()

    h = Handler()
    doc = "```lackpy\nxs = [1, 2]\n```\n\n```lackpy\nxs[5]\n```\n\nafter\n"
    r = asyncio.run(L.run_interpreter(L.LiterateInterpreter(recovery=h), doc, L.ExecutionContext(base_dir=tmp_path)))
    assert h.calls == 2 and "after" in r.output

    r = asyncio.run(
        L.run_interpreter(L.LiterateInterpreter(recovery=lambda c, e, s: L.Abort("no")), doc, L.ExecutionContext(base_dir=tmp_path))
    )
    assert not r.success and "after" not in r.output


def test_plugins_hear_cells_and_advise_and_may_raise(tmp_path):
    events = []

    class Coach:
        def on_cell_start(self, cell, index):
            events.append(("start", index))

        def on_cell_success(self, cell, result):
            events.append(("ok", cell.kind))

        def on_cell_error(self, cell, error, scope):
            events.append(("error", error.split(":")[0]))
            return {"hints": ["use nums, not numz"], "suggestion": None}

        def on_recovery_result(self, cell, success, attempt):
            events.append(("recovered", success, attempt))

    class Broken:
        def on_cell_start(self, cell, index):
            raise RuntimeError("plugin bug")

    advice_seen = []

    def handler(cell, error, scope):
        advice_seen.append(error.advice)
        return ["total = sum(nums)"]

    doc = "```lackpy\nnums = [1, 2]\n```\n\n```lackpy\ntotal = sum(numz)\n```\n"
    interp = L.LiterateInterpreter(recovery=handler, plugins=[Coach(), Broken()])
    r = asyncio.run(L.run_interpreter(interp, doc, L.ExecutionContext(base_dir=tmp_path)))
    assert r.success
    assert ("start", 0) in events and any(e[0] == "error" for e in events)
    assert any(e[0] == "recovered" and e[1] is True for e in events)
    assert advice_seen[0]["hints"] == ["use nums, not numz"]
    assert any("plugin bug" in w for w in r.metadata["warnings"])


def test_python_tools_in_the_interpreter(tmp_path):
    @L.tool(grade=(0, 0))
    def square(n):
        return n * n

    ctx = L.ExecutionContext(base_dir=tmp_path, kit="none", tools=[square])
    r = asyncio.run(L.run_interpreter(L.LiterateInterpreter(), "```lackpy\nv = square(7)\n```\n\nv={v}\n", ctx))
    assert "v=49" in r.output
    assert L.LiterateInterpreter().validate("```lackpy\nsquare(1)\n```\n", ctx)["valid"]


def test_a_session_edit_reruns_exactly_what_depends_on_it(tmp_path):
    async def go():
        ctx = L.ExecutionContext(base_dir=tmp_path, kit="none")
        session = L.LiterateInterpreter().session(ctx)
        r = await session.run("```lackpy\na = 1\n```\n\n```lackpy\nb = 2\n```\n\nA {a} B {b}\n\n```lackpy\nc = a * 10\nc\n```\n")
        assert r.output == "A 1 B 2\n10\n" and r.edit is None
        r = await session.replace_cell(0, "a = 4")
        assert r.edit["ran"] == [0, 2, 3] and r.edit["stale"] == []
        assert r.output == "A 4 B 2\n40\n"
        r = await session.insert_cell(2, "```lackpy\nb = 7\n```")
        assert r.edit["ran"] == [2, 3]
        assert r.output == "A 4 B 7\n40\n"
        r = await session.delete_cell(2)
        assert r.edit["ran"] == [2] and r.edit["changed"] == ["b"]
        with pytest.raises(L.UsageError, match="no cell 9"):
            await session.delete_cell(9)
        session.close()

    asyncio.run(go())


def test_a_session_asks_before_rerunning_a_cell_that_writes(tmp_path):
    asked = []

    def approve(request):
        asked.append(request)
        return request["because"] == ["name"] and len(asked) == 1

    async def go():
        ctx = L.ExecutionContext(base_dir=tmp_path, kit="literate")
        session = L.LiterateInterpreter().session(ctx, approve=approve)
        await session.run("```lackpy\nname = 'a.txt'\n```\n\n```lackpy\nwrite_file(name, 'hi')\n```\n")
        r = await session.replace_cell(0, "name = 'b.txt'")
        assert r.edit["ran"] == [0, 1] and (tmp_path / "b.txt").read_text() == "hi"
        assert asked[0]["reason"] == "approval" and asked[0]["cell"] == 1 and asked[0]["calls"] == ["write_file"]
        r = await session.replace_cell(0, "name = 'c.txt'")
        assert r.edit["stale"] == [1] and not (tmp_path / "c.txt").exists()
        assert r.metadata["cells"][1]["status"] == "stale"
        session.close()

    asyncio.run(go())
