"""lackpy_rs.langchain on langchain-core itself: its tools, its fake chat
models, and an agent loop in which a chat model calls lackpy_delegate."""

import asyncio
import json

# Imported outright, not skipped when absent: scripts/test installs
# langchain-core (scripts/test-requirements.txt), so a missing one is a failure.
from langchain_core.language_models.fake_chat_models import FakeListChatModel, GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import StructuredTool, tool

import lackpy_rs as L
from conftest import REPO
from lackpy_rs.langchain import LackpyToolkit, from_langchain


def open_orders():
    """The open orders"""
    return [{"id": 1, "total": 30}, {"id": 2, "total": 12}]


@tool
def convert(amount: float, currency: str = "EUR") -> str:
    """Convert an amount of dollars to a currency."""
    return f"{amount * 2:.2f} {currency}"


async def _lookup(word: str) -> str:
    await asyncio.sleep(0)
    return word.upper()


lookup = StructuredTool.from_function(coroutine=_lookup, name="look-up", description="Look a word up.")


def test_from_langchain_keeps_name_parameters_and_description():
    t = from_langchain(convert, grade=(0, 0))
    assert (t.name, t.params, t.grade, t.is_async) == ("convert", ["amount", "currency"], (0, 0), False)
    assert t.description == "Convert an amount of dollars to a currency."
    info = L.prompt(kit="none", tools=[t])
    assert "convert(amount, currency='EUR') -> object: Convert an amount" in info
    r = L.run("[convert(1.5), convert(2, currency='USD')]", kit="none", tools=[t])
    assert r.output == ["3.00 EUR", "4.00 USD"], r
    bad = L.run("convert('a lot')", kit="none", tools=[t])
    assert not bad.success and bad.error.type == "TypeError" and "must be float" in bad.error.message


def test_an_async_langchain_tool_is_awaited(tmp_path):
    t = from_langchain(lookup, grade=(1, 1))
    assert (t.name, t.is_async) == ("look_up", True)
    r = asyncio.run(L.run_async("look_up('lackpy') + '!'", kit="none", tools=[t]))
    assert r.output == "LACKPY!"
    d = L.delegate("shout it", tools=[t], kit="none", model=lambda s, u: "look_up('hi')", root=tmp_path)
    assert d.success and d.output == "HI"


def test_the_toolkits_tools_sync_and_async(tmp_path):
    model = FakeListChatModel(responses=["```python\nlen(open_orders())\n```"])
    kit = LackpyToolkit(tools=[open_orders, convert], workspace=tmp_path, model=model, kit="none")
    run_program, delegate = kit.get_tools()
    assert (run_program.name, delegate.name) == ("lackpy_run_program", "lackpy_delegate")
    assert set(run_program.args) == {"program", "params"} and set(delegate.args) == {"intent", "params"}
    assert "open_orders()" in delegate.description and "convert(amount, currency='EUR')" in run_program.description
    out = json.loads(run_program.invoke({"program": "convert(n)", "params": {"n": 2}}))
    assert out == {"success": True, "output": "4.00 EUR"}
    out = json.loads(asyncio.run(run_program.ainvoke({"program": "open_orders()[0]['id']"})))
    assert out["output"] == 1
    out = json.loads(delegate.invoke({"intent": "how many open orders?"}))
    assert out == {"success": True, "program": "len(open_orders())\n", "output": 2}
    out = json.loads(asyncio.run(delegate.ainvoke({"intent": "how many open orders?"})))
    assert out["output"] == 2
    bad = json.loads(run_program.invoke({"program": "import os"}))
    assert not bad["success"] and bad["error"]["type"] == "SyntaxError" and bad["error"]["hint"]


def test_an_agent_calls_lackpy_delegate_and_reads_the_result(tmp_path):
    writer = FakeListChatModel(responses=["sum([o['total'] for o in open_orders()])"])
    tools = {t.name: t for t in LackpyToolkit(tools=[open_orders], workspace=tmp_path, model=writer,
                                              kit="none").get_tools()}
    agent = GenericFakeChatModel(messages=iter([
        AIMessage(content="", tool_calls=[{"name": "lackpy_delegate", "id": "c1",
                                           "args": {"intent": "total of the open orders"}}]),
        AIMessage(content="The open orders add up to 42."),
    ]))
    messages = [HumanMessage("What do my open orders add up to?")]
    while True:
        reply = agent.invoke(messages)
        messages.append(reply)
        if not reply.tool_calls:
            break
        for call in reply.tool_calls:
            messages.append(tools[call["name"]].invoke(call))
    result = messages[2]
    assert isinstance(result, ToolMessage) and result.tool_call_id == "c1"
    assert json.loads(result.content)["output"] == 42
    assert result.artifact["generation_tier"] == "langchain"
    assert [t["tool"] for t in result.artifact["trace"]] == ["open_orders"]
    assert messages[-1].content == "The open orders add up to 42."


def test_a_chat_model_as_the_model_sees_system_and_retry_messages(tmp_path):
    seen = []

    class Recording(FakeListChatModel):
        def _call(self, messages, stop=None, run_manager=None, **kwargs):
            seen.append([(m.type, m.content) for m in messages])
            return super()._call(messages, stop, run_manager, **kwargs)

    model = Recording(responses=["open(x)", "len(open_orders())"])
    r = L.delegate("count the orders", tools=[open_orders], kit="none", model=model, root=tmp_path)
    assert r.success and r.output == 2 and r.generation_tier == "langchain"
    first, retry = seen
    assert [t for t, _ in first] == ["system", "human"] and "open_orders()" in first[0][1]
    assert [t for t, _ in retry] == ["system", "human", "ai", "human"]
    assert retry[2][1] == "open(x)\n" and "The checker rejected" in retry[3][1]


def test_the_spec_chapters_examples_run():
    text = (REPO / "spec" / "delegation.md").read_text()
    blocks = text.split("```python\n")[1:]
    assert len(blocks) == 3
    for block in blocks:
        code = block[: block.index("```\n")]
        exec(compile(code, "spec/delegation.md", "exec"), {})
