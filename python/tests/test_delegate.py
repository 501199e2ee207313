"""Delegation over the host's Python tools: lackpy_rs.delegate / generate
and LackpyService(workspace, tools=, model=), with a model that is a
Python function (sync or async) or a provider of the workspace's
configuration served by a local HTTP stub. No network."""

import asyncio
import http.server
import json
import threading

import pytest

import lackpy_rs as L
from conftest import TEMPLATE, cli_json, stable


TIMINGS = {"generation_time_ms", "execution_time_ms", "total_time_ms"}

def orders():
    """The open orders"""
    return [{"id": 1, "total": 30}, {"id": 2, "total": 12}, {"id": 3, "total": 5}]


@pytest.fixture
def ws(tmp_path):
    (tmp_path / "notes.txt").write_text("remember the milk\n")
    (tmp_path / ".lackpy" / "templates").mkdir(parents=True)
    (tmp_path / ".lackpy" / "templates" / "show.tmpl").write_text(TEMPLATE)
    return tmp_path


def untimed(j):
    return stable({k: v for k, v in j.items() if k not in TIMINGS})


def journal(ws):
    lines = (ws / ".lackpy" / "journal.jsonl").read_text().splitlines()
    return [json.loads(line) for line in lines]


def test_a_function_model_writes_a_program_over_python_tools(ws):
    asked = []

    def model(system, user):
        asked.append((system, user))
        return "```python\nsum([o['total'] for o in orders()])\n```"

    r = L.delegate("what do the open orders add up to?", tools=[orders], kit="none", model=model, root=ws)
    assert r.success, r
    assert r.output == 47
    assert r.generation_tier == "callback"
    assert r.program == "sum([o['total'] for o in orders()])\n"
    assert [t.tool for t in r.trace] == ["orders"]
    system, user = asked[0]
    assert "orders()" in system and "The open orders" in system
    assert user == "what do the open orders add up to?"
    entry = journal(ws)[-1]
    assert (entry["tier"], entry["success"], entry["model"]) == ("callback", True, True)
    d = r.to_dict()
    assert d["program"] == r.program and d["output"] == 47 and d["generation_tier"] == "callback"


def test_a_refused_reply_is_retried_with_the_checkers_hints(ws):
    asked = []
    replies = ["import os\nlen(os.listdir('.'))", "len(orders())"]

    def model(system, user):
        asked.append(user)
        return replies[len(asked) - 1]

    r = L.delegate("how many orders are open?", tools=[orders], kit="none", model=model, root=ws)
    assert r.success and r.output == 3
    assert r.correction_attempts == 1
    retry = asked[1]
    assert retry.startswith("how many orders are open?\n\nYour cell was:\nimport os")
    assert "The checker rejected that cell" in retry and "hint:" in retry


def test_max_grade_narrows_the_tools_offered_and_accepted(ws):
    """`max_grade=W` offers the model only the tools with w <= W, and the
    checker refuses a program that calls another: the retry then stays
    under the bound, and the tool above it never runs."""
    poked = []

    @L.tool(grade=(1, 1))
    def peek():
        """Reads the counter"""
        return 7

    @L.tool(grade=(3, 3))
    def poke():
        """Resets the counter"""
        poked.append(1)
        return 0

    asked = []
    replies = ["poke()", "peek()"]

    def model(system, user):
        asked.append((system, user))
        return replies[len(asked) - 1]

    r = L.delegate("what is the counter?", tools=[peek, poke], kit="none", max_grade=1, model=model, root=ws)
    assert r.success, r
    assert (r.output, r.program, r.grade) == (7, "peek()\n", (1, 1))
    assert r.correction_attempts == 1 and poked == []
    system = asked[0][0]
    assert "peek()" in system and "Reads the counter" in system
    assert "poke" not in system and "Resets the counter" not in system
    assert asked[1][1].startswith("what is the counter?\n\nYour cell was:\npoke()")
    # A model that only ever calls the tool above the bound: nothing runs.
    g = L.generate("reset it", tools=[peek, poke], kit="none", max_grade=1, model=lambda s, u: "poke()", root=ws)
    assert not g.success and g.program is None
    r = L.delegate("reset it", tools=[peek, poke], kit="none", max_grade=2, model=lambda s, u: "poke()", root=ws)
    assert not r.success and r.error.type == "InferenceError" and r.trace == [] and poked == []
    # Without the bound the same reply is accepted and runs.
    r = L.delegate("reset it", tools=[peek, poke], kit="none", model=lambda s, u: "poke()", root=ws)
    assert r.success and r.output == 0 and poked == [1]
    assert r.grade == (3, 3)


def test_a_template_hit_never_asks_the_model(ws):
    def model(system, user):
        raise AssertionError("the model was asked")

    r = L.delegate("show me the file notes.txt", model=model, root=ws)
    assert r.success and r.output == "remember the milk\n"
    assert r.generation_tier == "templates"


def test_to_dict_is_what_the_cli_prints(ws):
    r = L.delegate("show me the file notes.txt", root=ws)
    want = cli_json("lackpy", "delegate", "show me the file notes.txt", "--root", str(ws))
    assert untimed(r.to_dict()) == untimed(want)
    g = L.generate("show me the file notes.txt", root=ws)
    want = cli_json("lackpy", "generate", "show me the file notes.txt", "--root", str(ws), cwd=ws)
    assert untimed(g.to_dict()) == untimed(want)
    assert g.success and g.generation_tier == "templates" and g.grade == (1, 1)
    # Nothing for the intent: the same InferenceError object as the CLI's.
    r = L.delegate("paint the fence", root=ws)
    want = cli_json("lackpy", "delegate", "paint the fence", "--root", str(ws))
    assert not r.success and r.error.type == "InferenceError" and r.program is None
    assert untimed(r.to_dict()) == untimed(want)


def test_an_async_model_and_async_tools(ws):
    async def model(system, user):
        await asyncio.sleep(0)
        return "[o['id'] for o in await_orders() if o['total'] > 10]"

    async def await_orders():
        await asyncio.sleep(0)
        return orders()

    r = L.delegate("ids of the big orders", tools=[await_orders], kit="none", model=model, root=ws)
    assert r.success, r
    assert r.output == [1, 2]


def test_the_service_awaits_async_parts_on_its_own_loop(ws):
    threads = {}

    async def model(system, user):
        threads["model"] = threading.get_ident()
        return "len(fetch())"

    async def fetch():
        threads["tool"] = threading.get_ident()
        return orders()

    async def main():
        threads["loop"] = threading.get_ident()
        s = L.LackpyService(ws, tools=[fetch], model=model)
        return await s.delegate("count the orders", profile="none")

    d = asyncio.run(main())
    assert d["success"] and d["output"] == 3, d
    assert threads["model"] == threads["tool"] == threads["loop"]


def test_model_failures_are_reported_and_nothing_runs(ws):
    def broken(system, user):
        raise RuntimeError("no credit left")

    r = L.delegate("count the orders", tools=[orders], kit="none", model=broken, root=ws)
    assert not r.success and r.error.type == "InferenceError"
    assert "the model function raised RuntimeError: no credit left" in r.error.message
    assert r.attempts[-1]["outcome"] == "error"
    assert r.trace == []
    g = L.generate("count the orders", tools=[orders], kit="none", model=lambda s, u: "while True: pass", root=ws)
    assert not g.success and g.program is None and g.correction_attempts == 1
    with pytest.raises(L.UsageError):
        L.delegate("x", model=42, root=ws)


class Stub(http.server.BaseHTTPRequestHandler):
    """An OpenAI-compatible server answering every chat with one program."""

    reply = "len(orders())"
    requests = []

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        Stub.requests.append((self.path, body))
        out = json.dumps({"choices": [{"message": {"role": "assistant", "content": Stub.reply}}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(out)))
        self.end_headers()
        self.wfile.write(out)

    def log_message(self, *args):
        pass


def test_a_provider_named_from_the_configuration(ws):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Stub)
    t = threading.Thread(target=server.serve_forever, daemon=True)
    t.start()
    try:
        (ws / ".lackpy" / "config.toml").write_text(
            '[inference]\norder = ["templates", "rules"]\n'
            "[inference.providers.stub]\nplugin = \"openai\"\n"
            f'base_url = "http://127.0.0.1:{server.server_address[1]}"\nmodel = "m"\n')
        r = L.delegate("how many orders?", tools=[orders], kit="none", model="stub", root=ws)
        assert r.success and r.output == 3 and r.generation_tier == "stub"
        path, body = Stub.requests[-1]
        assert path == "/v1/chat/completions" and "orders()" in body["messages"][0]["content"]
        # Without `model`, the configured order: no model, nothing matches.
        assert L.generate("how many orders?", tools=[orders], kit="none", root=ws).error.type == "InferenceError"
        with pytest.raises(L.UsageError, match="no model provider `nope`.*its model providers: stub"):
            L.delegate("x", model="nope", root=ws)
    finally:
        server.shutdown()


def test_the_service_over_python_tools(ws):
    def total(order_id: int):
        """The total of one order"""
        return {o["id"]: o["total"] for o in orders()}[order_id]

    s = L.LackpyService(ws, tools=[orders, total], model=lambda system, user: "total(2) + total(3)")
    assert s.validate("total(1)", profile="none")["valid"]
    assert not s.validate("total('1', 2)", profile="none")["valid"]
    info = s.profile_info("none")
    assert [t["name"] for t in info["tools"]] == ["orders", "total"]
    assert [t["source"] for t in s.toolbox_list()["tools"] if t["name"] == "total"] == ["python"]
    got = asyncio.run(s.run_program("[total(o['id']) for o in orders()]", profile="none"))
    assert got["success"] and got["output"] == [30, 12, 5]
    g = asyncio.run(s.generate("the two small orders", profile="none"))
    assert g["program"] == "total(2) + total(3)\n" and g["generation_tier"] == "callback"
    d = asyncio.run(s.delegate("the two small orders", profile="none"))
    assert d["success"] and d["output"] == 17

