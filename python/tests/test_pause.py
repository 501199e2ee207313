"""Runs that pause: external tools, approvals, snapshots, async tools."""

import asyncio
import json
import subprocess
import sys
import textwrap
import threading

import pytest

import lackpy_rs as L
from conftest import stable

ASK = L.external("ask", ["question: str"], grade=(1, 1), doc="Ask a person")

PROGRAM = "a = ask('which file?')\nprint('got', a)\nb = ask('and then?')\n[a.upper(), b]\n"


def drive(ex, answers):
    """Answer each pending call with answers(call) until the program ends."""
    seen = []
    while not ex.done:
        for call in ex.pending:
            seen.append(call)
            ex.resume({call.id: answers(call)})
    return seen


def essentials(result):
    """What a run gives apart from its timings: output, stdout, success,
    error, and each trace entry's tool, args, result, success and error."""
    d = result.to_dict()
    return {
        "output": d["output"],
        "stdout": d["stdout"],
        "success": d["success"],
        "error": d.get("error"),
        "trace": [(t["tool"], t["args"], t["result"], t["success"], t["error"]) for t in d["trace"]],
    }


# ---------------------------------------------------------------- external tools


def test_start_pauses_at_external_calls_and_resumes():
    ex = L.start(PROGRAM, kit="none", tools=[ASK])
    assert not ex.done and ex.result is None
    (call,) = ex.pending
    assert (call.id, call.name, call.args, call.kwargs, call.grade, call.line, call.reason) == (
        0, "ask", ("which file?",), {}, (1, 1), 1, "external")
    ex.resume({0: "notes.txt"})
    (call,) = ex.pending
    assert (call.id, call.args, call.line) == (1, ("and then?",), 3)
    ex.resume({1: "done"})
    assert ex.done and ex.pending == []
    r = ex.result
    assert r.success and r.output == ["NOTES.TXT", "done"] and r.stdout == "got notes.txt\n"
    assert [(t.tool, t.args, t.result, t.success) for t in r.trace] == [
        ("ask", {"question": "which file?"}, "notes.txt", True),
        ("ask", {"question": "and then?"}, "done", True),
    ]


def test_a_paused_run_reports_as_a_straight_run_with_a_sync_tool():
    @L.tool(name="ask", grade=(1, 1))
    def ask(question: str):
        return {"which file?": "notes.txt", "and then?": "done"}[question]

    straight = L.run(PROGRAM, kit="none", tools=[ask])
    ex = L.compile(PROGRAM, kit="none", tools=[ASK]).start(kit="none")
    drive(ex, lambda c: ask(*c.args))
    assert stable(ex.result.to_dict()) == stable(straight.to_dict())


def test_resume_error_and_wrong_ids():
    ex = L.start("ask('q')", kit="none", tools=[ASK])
    (call,) = ex.pending
    with pytest.raises(L.UsageError, match="no pending call 7"):
        ex.resume({7: "x"})
    with pytest.raises(L.UsageError, match="no pending call 3"):
        ex.resume_error(3, "nope")
    with pytest.raises(L.UsageError, match="cannot hold"):
        ex.resume({call.id: object()})
    with pytest.raises(L.UsageError, match="external tool"):
        ex.approve(call.id)
    assert ex.pending == [call]  # nothing changed
    ex.resume_error(call.id, "nobody is there")
    r = ex.result
    assert not r.success and r.error.type == "ToolError" and "nobody is there" in r.error.message
    assert r.trace[0].error is not None and not r.trace[0].success
    with pytest.raises(L.UsageError, match="no pending call 0"):
        ex.resume({0: "late"})


def test_run_refuses_a_program_calling_an_external_tool():
    r = L.run("ask('q')", kit="none", tools=[ASK])
    assert not r.success and r.error.type == "KitError" and "external" in r.error.message
    assert r.trace == []
    # So does a run that asks for approvals, or awaits async tools: they
    # answer only what they know how to.
    asked = L.run("ask('q')", kit="none", tools=[ASK], approve=lambda c: True)
    assert stable(asked.to_dict()) == stable(r.to_dict())

    async def other():
        return 1

    awaited = asyncio.run(L.run_async("other() + ask('q')", kit="none", tools=[ASK, other]))
    assert awaited.error.type == "KitError" and "ask" in awaited.error.message and "other" not in awaited.error.message


def test_start_raises_check_errors_and_reports_refusals():
    with pytest.raises(L.CheckError):
        L.start("import os", kit="none")
    ex = L.start("read_file('x')", kit="read", max_grade=0)
    assert ex.done and ex.pending == []
    assert ex.result.error.type == "GradeError"


def test_external_declarations():
    t = L.external("lookup", ["key: str", "limit: int = 3"], grade={"w": 1, "d": 0}, doc="Look a key up")
    assert (t.name, t.params, t.grade, t.description) == ("lookup", ["key", "limit"], (1, 0), "Look a key up")
    info = L.compile("lookup('k')", kit="none", tools=[t])
    assert info.grade == (1, 0)
    # Both calls are made before `+` needs them: they are pending at once.
    ex = L.start("lookup('k') + lookup('j', limit=5)", kit="none", tools={"lookup": t})
    c, d = ex.pending
    assert c.args == ("k",) and c.kwargs == {}
    assert d.args == ("j",) and d.kwargs == {"limit": 5}
    ex.resume({d.id: 2, c.id: 1})
    assert ex.result.output == 3
    with pytest.raises(L.UsageError):
        L.external("not a name", [])
    with pytest.raises(L.UsageError):
        L.external("f", "a, b")
    with pytest.raises(L.UsageError):
        L.external("f", [], grade=(4, 0))


# ---------------------------------------------------------------- approvals


def test_run_with_approval_denied_writes_nothing(tmp_path):
    asked = []

    def approve(call):
        asked.append(call)
        return False

    r = L.run("write_file('out.txt', 'hello')", kit="edit", root=tmp_path, approve=approve, approve_above=(2, 2))
    assert not (tmp_path / "out.txt").exists()
    assert [(c.name, c.args, c.reason, c.grade) for c in asked] == [
        ("write_file", ("out.txt", "hello"), "approval", (3, 3))]
    assert not r.success and r.error.type == "ToolError" and "denied by the host" in r.error.message
    (entry,) = r.trace
    assert entry.tool == "write_file" and not entry.success
    assert entry.to_dict()["status"] == "denied"


def test_run_with_approval_granted_writes(tmp_path):
    r = L.run("write_file('out.txt', 'hello')\nread_file('out.txt')", kit="edit", root=tmp_path,
              approve=lambda call: call.name == "write_file", approve_above=L.Grade(2, 2))
    assert r.success and r.output == "hello"
    assert (tmp_path / "out.txt").read_text() == "hello"
    # read_file (1, 1) is within (2, 2): only write_file was asked about.
    assert [t.tool for t in r.trace] == ["write_file", "read_file"]
    assert "status" not in r.trace[0].to_dict()


def test_approve_without_approve_above_asks_for_every_impure_call(tmp_path):
    (tmp_path / "a.txt").write_text("x")
    asked = []
    r = L.run("read_file('a.txt')", kit="edit", root=tmp_path, approve=lambda c: asked.append(c.name) or True)
    assert r.success and r.output == "x" and asked == ["read_file"]


def test_approve_above_without_approve_denies(tmp_path):
    r = L.run("write_file('out.txt', 'x')", kit="edit", root=tmp_path, approve_above=(2, 2))
    assert not r.success and r.error.type == "ToolError"
    assert r.trace[0].to_dict()["status"] == "denied"
    assert not (tmp_path / "out.txt").exists()


def test_start_with_approvals_answered_by_hand(tmp_path):
    src = "write_file('one.txt', '1')\nwrite_file('two.txt', '2')\n'both'\n"
    ex = L.start(src, kit="edit", root=tmp_path, approve_above={"w": 2, "d": 2})
    (c,) = ex.pending
    assert (c.name, c.reason, c.args, c.line) == ("write_file", "approval", ("one.txt", "1"), 1)
    assert not (tmp_path / "one.txt").exists()  # nothing ran before approval
    ex.approve(c.id)
    assert (tmp_path / "one.txt").read_text() == "1"
    (c,) = ex.pending
    assert c.args == ("two.txt", "2") and c.line == 2
    ex.deny(c.id, message="not that one")
    r = ex.result
    assert not (tmp_path / "two.txt").exists()
    assert not r.success and r.error.type == "ToolError" and "not that one" in r.error.message
    assert [t.to_dict().get("status") for t in r.trace] == [None, "denied"]
    assert r.trace[0].success and not r.trace[1].success


# ---------------------------------------------------------------- limits across pauses

WORK = "t = 0\nfor k in range(3):\n    t += ask('more?')\n    for i in range(2000):\n        t = (t + i) % 1000\nt\n"


def test_fuel_is_spent_over_the_whole_run_across_pauses():
    @L.tool(name="ask", grade=(1, 1))
    def ask(question):
        return 1

    whole = L.run(WORK, kit="none", tools=[ask])
    assert whole.success
    total = whole.stats["instructions"]
    fuel = total // 2  # each stretch between pauses (a third) fits; the whole does not
    assert not L.run(WORK, kit="none", tools=[ask], fuel=fuel).success
    ex = L.start(WORK, kit="none", tools=[ASK], fuel=fuel)
    answered = 0
    while not ex.done:
        for call in ex.pending:
            ex.resume({call.id: 1})
            answered += 1
    assert answered >= 1
    r = ex.result
    assert not r.success and r.error.type == "LimitExceeded" and "fuel" in r.error.message
    ex = L.start(WORK, kit="none", tools=[ASK], fuel=total + 100)
    drive(ex, lambda c: 1)
    assert ex.result.success and ex.result.output == whole.output


def test_max_pauses():
    ex = L.start("[ask(str(i)) for i in range(5)]", kit="none", tools=[ASK], max_pauses=2)
    seen = drive(ex, lambda c: c.args[0])
    assert [c.id for c in seen] == [0, 1]
    r = ex.result
    assert not r.success and r.error.type == "LimitExceeded" and "pauses" in r.error.message


# ---------------------------------------------------------------- async tools


def test_async_tool_awaits_a_socket_on_the_running_loop():
    seen_threads = []

    async def main():
        loop_thread = threading.get_ident()

        async def handle(reader, writer):
            line = await reader.readline()
            writer.write(line.strip().upper() + b"!\n")
            await writer.drain()
            writer.close()

        server = await asyncio.start_server(handle, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]

        @L.tool(grade=(1, 1))
        async def shout(word: str) -> str:
            """Ask the server to shout a word."""
            seen_threads.append(threading.get_ident() == loop_thread)
            assert asyncio.get_running_loop() is not None
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(word.encode() + b"\n")
            await writer.drain()
            reply = await reader.readline()
            writer.close()
            await writer.wait_closed()
            return reply.decode().strip()

        def count(xs):
            return len(xs)

        try:
            src = "words = ['a', 'bc', 'def']\nloud = [shout(w) for w in words]\n{'loud': loud, 'n': count(loud)}\n"
            return await L.run_async(src, kit="none", tools=[shout, count])
        finally:
            server.close()
            await server.wait_closed()

    r = asyncio.run(main())
    assert r.success, r.error
    assert r.output == {"loud": ["A!", "BC!", "DEF!"], "n": 3}
    assert [(t.tool, t.args, t.result, t.success) for t in r.trace] == [
        ("shout", {"word": "a"}, "A!", True),
        ("shout", {"word": "bc"}, "BC!", True),
        ("shout", {"word": "def"}, "DEF!", True),
        ("count", {"xs": ["A!", "BC!", "DEF!"]}, 3, True),
    ]
    assert seen_threads == [True, True, True]


def test_async_tool_errors_read_as_sync_tool_errors():
    def boom(n: int):
        raise ValueError(f"bad {n}")

    async def aboom(n: int):
        await asyncio.sleep(0)
        raise ValueError(f"bad {n}")

    sync = L.run("boom(3)", kit="none", tools={"boom": boom})
    asy = asyncio.run(L.run_async("boom(3)", kit="none", tools={"boom": aboom}))
    assert not asy.success
    assert essentials(asy) == essentials(sync)
    assert asy.trace[0].error == sync.trace[0].error


def test_async_tool_results_lackpy_cannot_hold_fail_as_sync_ones_do():
    def bad():
        return object()

    async def abad():
        return object()

    sync = L.run("bad()", kit="none", tools=[bad])
    asy = asyncio.run(L.run_async("bad()", kit="none", tools={"bad": abad}))
    assert essentials(asy) == essentials(sync)


def test_async_tool_parameters_defaults_and_keywords():
    async def f(a, b=2, *, c=3):
        return [a, b, c]

    r = asyncio.run(L.run_async("[f(1), f(1, 5), f(1, c=7), f(a=0, b=1, c=2)]", kit="none", tools=[f]))
    assert r.success, r.error
    assert r.output == [[1, 2, 3], [1, 5, 3], [1, 2, 7], [0, 1, 2]]


def test_run_refuses_async_tools():
    async def fetch(x):
        return x

    with pytest.raises(L.UsageError, match="run_async"):
        L.run("fetch(1)", kit="none", tools=[fetch])
    with pytest.raises(L.UsageError, match="run_async"):
        L.compile("fetch(1)", kit="none", tools=[fetch]).run(kit="none")


def test_run_async_with_an_async_approve(tmp_path):
    asked = []

    async def approve(call):
        await asyncio.sleep(0)
        asked.append(call.args[0])
        return call.args[0] == "yes.txt"

    src = "write_file('yes.txt', 'y')\nwrite_file('no.txt', 'n')\n"
    r = asyncio.run(L.run_async(src, kit="edit", root=tmp_path, approve=approve, approve_above=(2, 2)))
    assert asked == ["yes.txt", "no.txt"]
    assert (tmp_path / "yes.txt").exists() and not (tmp_path / "no.txt").exists()
    assert not r.success and r.trace[1].to_dict()["status"] == "denied"


def test_an_async_tool_above_approve_above_is_asked_about_first():
    calls = []

    async def send(msg: str):
        calls.append(msg)
        return True

    tool = L.Tool(send, grade=(3, 3))
    r = asyncio.run(L.run_async("send('hi')", kit="none", tools=[tool], approve=lambda c: False,
                                approve_above=(1, 1)))
    assert calls == [] and not r.success and r.trace[0].to_dict()["status"] == "denied"
    r = asyncio.run(L.run_async("send('hi')", kit="none", tools=[tool], approve=lambda c: True,
                                approve_above=(1, 1)))
    assert calls == ["hi"] and r.success and r.output is True


def test_async_tools_pause_a_started_execution():
    async def fetch(x):
        return x

    ex = L.start("fetch(1) + 1", kit="none", tools=[fetch])
    (c,) = ex.pending
    assert (c.name, c.reason) == ("fetch", "external")
    ex.resume({c.id: asyncio.run(fetch(41))})
    assert ex.result.output == 42


# ---------------------------------------------------------------- snapshots


def test_snapshot_restored_in_another_process_matches_a_straight_run(tmp_path):
    @L.tool(name="ask", grade=(1, 1))
    def ask(question: str):
        return {"which file?": "notes.txt", "and then?": "done"}[question]

    straight = L.run(PROGRAM, kit="none", tools=[ask])

    ex = L.start(PROGRAM, kit="none", tools=[ASK])
    (c,) = ex.pending
    ex.resume({c.id: "notes.txt"})  # one answered here, one in the other process
    data = ex.snapshot()
    assert isinstance(data, bytes)
    path = tmp_path / "paused.snap"
    path.write_bytes(data)
    code = textwrap.dedent(f"""
        import json, lackpy_rs as L
        ask = L.external("ask", ["question: str"], grade=(1, 1), doc="Ask a person")
        ex = L.Execution.restore(open({str(path)!r}, "rb").read(), kit="none", tools=[ask])
        (c,) = ex.pending
        assert (c.name, c.args) == ("ask", ("and then?",)), c
        ex.resume({{c.id: "done"}})
        print(json.dumps(ex.result.to_dict()))
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    restored = json.loads(out.stdout)
    want = straight.to_dict()
    for key in ("output", "stdout", "success"):
        assert restored[key] == want[key]
    assert [(t["tool"], t["args"], t["result"], t["success"]) for t in restored["trace"]] == [
        (t["tool"], t["args"], t["result"], t["success"]) for t in want["trace"]]


def test_restoring_twice_gives_independent_executions():
    ex = L.start("x = ask('n?')\n[x, x * 2]", kit="none", tools=[ASK])
    data = ex.snapshot()
    a = L.Execution.restore(data, kit="none", tools=[ASK])
    b = L.Execution.restore(data, kit="none", tools=[ASK])
    (ca,) = a.pending
    (cb,) = b.pending
    assert ca.id == cb.id == 0
    a.resume({ca.id: 1})
    assert b.pending == [cb]  # b still waits
    b.resume({cb.id: "z"})
    assert a.result.output == [1, 2] and b.result.output == ["z", "zz"]
    # The original still waits too.
    ex.resume({0: 5})
    assert ex.result.output == [5, 10]


def test_corrupt_snapshots_are_refused():
    ex = L.start(PROGRAM, kit="none", tools=[ASK])
    data = ex.snapshot()
    assert L.Execution.restore(data, kit="none", tools=[ASK]).pending[0].args == ("which file?",)
    for bad in [b"", b"not a snapshot", data[: len(data) // 2], data[:-1]]:
        with pytest.raises(L.CorruptSnapshot):
            L.Execution.restore(bad, kit="none", tools=[ASK])
    for i in (len(data) // 3, len(data) // 2, len(data) - 1):
        flipped = bytearray(data)
        flipped[i] ^= 0xFF
        with pytest.raises(L.CorruptSnapshot):
            L.Execution.restore(bytes(flipped), kit="none", tools=[ASK])
    assert issubclass(L.CorruptSnapshot, Exception)


def test_snapshot_and_restore_misuse():
    ex = L.start("ask('q')", kit="none", tools=[ASK])
    data = ex.snapshot()
    with pytest.raises(L.UsageError, match="ask"):
        L.Execution.restore(data, kit="none")  # the kit lacks `ask`
    with pytest.raises(L.UsageError):
        L.Execution.restore("text", kit="none", tools=[ASK])
    ex.resume({0: 1})
    with pytest.raises(L.UsageError, match="paused"):
        ex.snapshot()


# ---------------------------------------------------------------- threads and the GIL


def test_an_execution_belongs_to_its_thread():
    ex = L.start("ask('q')", kit="none", tools=[ASK])
    errors = []

    def other():
        try:
            ex.pending
        except L.UsageError as e:
            errors.append(str(e))

    t = threading.Thread(target=other)
    t.start()
    t.join()
    assert errors and "thread" in errors[0]
    ex.resume({0: 1})
    assert ex.result.output == 1


def test_the_gil_is_released_while_an_execution_runs():
    stop = threading.Event()
    progress = []

    def count():
        while not stop.is_set():
            progress.append(1)

    src = "x = ask('go?')\nt = x * 0\nfor i in range(300000):\n    t = (t + i * i) % 1000003\nt\n"
    ex = L.start(src, kit="none", tools=[ASK])
    t = threading.Thread(target=count)
    t.start()
    try:
        before = len(progress)
        ex.resume({0: 1})
        during = len(progress) - before
    finally:
        stop.set()
        t.join()
    assert ex.result.success
    assert during > 0


def test_an_async_tool_in_a_sort_key_fails_as_any_pause_there():
    async def weight(x):
        return -x

    r = asyncio.run(L.run_async("sorted([1, 2, 3], key=lambda x: weight(x))", kit="none", tools=[weight]))
    assert not r.success and r.error.type == "ToolError"
    keys = asyncio.run(L.run_async("w = {x: weight(x) for x in [1, 2, 3]}\nsorted([1, 2, 3], key=lambda x: w[x])",
                                   kit="none", tools=[weight]))
    assert keys.success and keys.output == [3, 2, 1]


# ---------------------------------------------------------------- calls pending at once


def test_external_calls_are_pending_at_once():
    src = "xs = [ask(q) for q in ['a', 'b', 'c']]\nprint(len(xs))\nxs"
    ex = L.start(src, kit="none", tools=[ASK])
    calls = ex.pending
    assert [(c.args, c.line) for c in calls] == [(("a",), 1), (("b",), 1), (("c",), 1)]
    # Answered in any order, all in one resume or one by one.
    ex.resume({calls[2].id: "C"})
    assert [c.id for c in ex.pending] == [calls[0].id, calls[1].id]
    ex.resume({calls[1].id: "B", calls[0].id: "A"})
    assert ex.done
    one = L.start(src, kit="none", tools=[ASK], max_in_flight=1)
    drive(one, lambda c: c.args[0].upper())
    assert essentials(ex.result) == essentials(one.result)
    assert ex.result.output == ["A", "B", "C"]


def test_a_failure_answered_drops_the_later_calls():
    ex = L.start("[ask(q) for q in ['a', 'b', 'c']]", kit="none", tools=[ASK])
    a, b, c = ex.pending
    ex.resume_error(b.id, "no answer")
    # The call before it may still fail first; the one after it is not
    # waited for any more.
    assert [x.id for x in ex.pending] == [a.id]
    ex.resume({a.id: "A"})
    assert ex.done
    r = ex.result
    assert not r.success and r.error.type == "ToolError" and "no answer" in r.error.message
    d = r.to_dict()
    assert [t.get("status") for t in d["trace"]] == [None, None, "discarded"]


def test_async_tools_are_awaited_together():
    state = {"now": 0, "most": 0}

    async def slow_square(n: int) -> int:
        state["now"] += 1
        state["most"] = max(state["most"], state["now"])
        await asyncio.sleep(0.01)
        state["now"] -= 1
        return n * n

    tool = L.Tool(slow_square, grade=(1, 1))
    src = "xs = [slow_square(i) for i in range(8)]\nsum(xs)"
    r = asyncio.run(L.run_async(src, kit="none", tools=[tool]))
    assert r.success and r.output == sum(i * i for i in range(8))
    assert state["most"] == 8, "the eight calls were awaited together"
    state["most"] = 0
    alone = asyncio.run(L.run_async(src, kit="none", tools=[tool], max_in_flight=1))
    assert state["most"] == 1
    assert essentials(r) == essentials(alone)
    # A tool whose grade may write is awaited alone unless it says so.
    state["most"] = 0
    writes = L.Tool(slow_square, grade=(2, 2))
    asyncio.run(L.run_async(src, kit="none", tools=[writes]))
    assert state["most"] == 1
    state["most"] = 0
    said = L.Tool(slow_square, grade=(2, 2), concurrent=True)
    asyncio.run(L.run_async(src, kit="none", tools=[said]))
    assert state["most"] == 8


def test_a_failing_async_tool_among_others():
    async def check(n: int) -> int:
        await asyncio.sleep(0.001 * (5 - n))
        if n == 2:
            raise ValueError("two")
        return n

    tool = L.Tool(check, grade=(1, 1))
    src = "[check(i) for i in range(5)]"
    r = asyncio.run(L.run_async(src, kit="none", tools=[tool]))
    alone = asyncio.run(L.run_async(src, kit="none", tools=[tool], max_in_flight=1))
    assert not r.success and r.error.message == "check() raised ValueError: two"
    # The same run apart from the calls made after the failure, which a
    # run of one call at a time never makes: traced as discarded.
    mine, one = essentials(r), essentials(alone)
    trace = r.to_dict()["trace"]
    assert [t.get("status") for t in trace] == [None, None, None, "discarded", "discarded"]
    assert mine["trace"][:3] == one["trace"] and len(one["trace"]) == 3
    assert {**mine, "trace": None} == {**one, "trace": None}
