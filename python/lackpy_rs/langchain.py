"""lackpy for LangChain (``pip install lackpy-rs[langchain]``, on
``langchain-core``).

An agent gets two tools from :class:`LackpyToolkit`: ``lackpy_run_program``
(run a lackpy program the agent wrote over your tools) and
``lackpy_delegate`` (say what to do in words; lackpy writes the program
with its templates, rules or a model, checks it, runs it and answers with
the result). :func:`from_langchain` makes any LangChain tool a lackpy tool,
and a LangChain chat model can be the ``model`` that writes programs::

    from lackpy_rs.langchain import LackpyToolkit, from_langchain

    toolkit = LackpyToolkit(tools=[open_orders, from_langchain(search, grade=(1, 1))],
                            workspace=".", model=chat_model, kit="none")
    agent_tools = toolkit.get_tools()

Each tool answers the model with a short JSON text (the result, what the
program printed, or the error with its hint) and keeps the whole report
as the tool message's ``artifact``.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import re
from typing import Any, Dict, List, Optional, Sequence, Tuple

try:
    from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
    from langchain_core.tools import BaseTool, BaseToolkit, StructuredTool
    from pydantic import BaseModel, ConfigDict, Field, PrivateAttr
except ImportError as e:  # pragma: no cover - the extra is not installed
    raise ImportError("lackpy_rs.langchain needs langchain-core: pip install 'lackpy-rs[langchain]'") from e

from . import LackpyService, Tool, UsageError, _bridge, _spec, _wait

__all__ = ["LackpyToolkit", "from_langchain"]


# ---------------------------------------------------------------- models


def _text(reply: Any) -> str:
    """A chat model's reply as text (content blocks joined)."""
    content = reply.content if isinstance(reply, BaseMessage) else reply
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(b if isinstance(b, str) else str(b.get("text", "")) for b in content
                       if isinstance(b, str) or b.get("type") == "text")
    return str(content)


def _ask_chat_model(model: Any):
    """A LangChain chat model as lackpy's model function: the system
    prompt and the conversation as LangChain messages. Off an async
    caller's loop it is awaited there (``ainvoke``), else invoked."""

    def ask(system: str, user: str, messages: Sequence[Tuple[str, str]]) -> str:
        msgs: List[BaseMessage] = [SystemMessage(system)]
        msgs += [HumanMessage(c) if role == "user" else AIMessage(c) for role, c in messages]
        if getattr(_bridge, "loop", None) is not None:
            return _text(_wait(model.ainvoke(msgs), "the chat model"))
        return _text(model.invoke(msgs))

    return ask


# ---------------------------------------------------------------- LangChain tools in lackpy

_JSON_TYPES = {"string": str, "integer": int, "number": float, "boolean": bool, "array": list, "object": dict}


class _Unset:
    """The default of an optional argument the program left out: it is not
    passed to the LangChain tool, which applies its own."""

    def __repr__(self) -> str:
        return "..."


_UNSET = _Unset()


def _schema(tool: BaseTool) -> Dict[str, Any]:
    schema = tool.args_schema
    if isinstance(schema, dict):
        return schema
    if isinstance(schema, type) and issubclass(schema, BaseModel):
        return schema.model_json_schema()
    return {"properties": tool.args}


def from_langchain(tool: BaseTool, grade: Any = None, name: Optional[str] = None) -> Tool:
    """A LangChain tool as a lackpy :class:`~lackpy_rs.Tool`: its name
    (characters that are not allowed in an identifier become ``_``, or
    ``name``), its parameters from its argument schema (required ones
    first, optional ones with their default; a JSON type becomes the
    parameter's type), its description, and ``grade`` (default ``(3, 3)``,
    as any tool). A call from a program invokes the tool with the
    arguments given; a tool that is only async (a coroutine and no
    function) makes an ``async def`` lackpy tool, which :func:`run_async`
    and delegation await."""
    if not isinstance(tool, BaseTool):
        raise UsageError(f"from_langchain takes a LangChain tool (BaseTool), not {type(tool).__name__}")
    tool_name = name or re.sub(r"\W", "_", tool.name)
    if tool_name[:1].isdigit():
        tool_name = "_" + tool_name
    schema = _schema(tool)
    required = set(schema.get("required", []))
    props: Dict[str, Any] = schema.get("properties", {})
    first = [p for p in props if p in required] + [p for p in props if p not in required]
    params = []
    for p in first:
        spec = props[p] if isinstance(props[p], dict) else {}
        ty = _JSON_TYPES.get(spec.get("type"), inspect.Parameter.empty)
        default = inspect.Parameter.empty if p in required else spec.get("default", _UNSET)
        params.append(inspect.Parameter(p, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=default, annotation=ty))
    sig = inspect.Signature(params)

    def arguments(args: Sequence[Any], kwargs: Dict[str, Any]) -> Dict[str, Any]:
        bound = sig.bind(*args, **kwargs)
        return {k: v for k, v in bound.arguments.items() if v is not _UNSET}

    only_async = getattr(tool, "func", None) is None and getattr(tool, "coroutine", None) is not None
    if only_async:
        async def call(*args: Any, **kwargs: Any) -> Any:
            return await tool.ainvoke(arguments(args, kwargs))
    else:
        def call(*args: Any, **kwargs: Any) -> Any:  # type: ignore[misc]
            return tool.invoke(arguments(args, kwargs))
    call.__signature__ = sig  # type: ignore[attr-defined]
    call.__name__ = tool_name
    return Tool(call, name=tool_name, grade=grade, description=tool.description or "")


# ---------------------------------------------------------------- lackpy in LangChain


def _answer(j: Dict[str, Any]) -> str:
    """What the agent's model reads of a report: the result, or the error
    with its hint, and the program a delegation wrote."""
    out: Dict[str, Any] = {"success": j.get("success", False)}
    if "program" in j:
        out["program"] = j["program"]
    if j.get("success"):
        out["output"] = j.get("output")
    if j.get("stdout"):
        out["stdout"] = j["stdout"]
    err = j.get("error")
    if err:
        out["error"] = {k: err[k] for k in ("type", "message", "line", "hint") if err.get(k) is not None}
    return json.dumps(out, ensure_ascii=False, default=str)


class _RunProgramArgs(BaseModel):
    program: str = Field(description="The lackpy program: Python 3 without def, class, while, import, try or lambda "
                                     "(except key=lambda). Its last expression is the result.")
    params: Optional[Dict[str, Any]] = Field(default=None, description="Variables defined before the program starts.")


class _DelegateArgs(BaseModel):
    intent: str = Field(description="What to do, in words: 'count the open orders', 'find callers of validate'.")
    params: Optional[Dict[str, Any]] = Field(default=None, description="Variables the program may use, by name.")


def _sync(coro: Any) -> Any:
    """A service coroutine awaited from a LangChain tool's sync path."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    coro.close()
    raise UsageError("a lackpy tool was invoked synchronously on a thread that runs an event loop: use ainvoke")


class LackpyToolkit(BaseToolkit):
    """lackpy as two LangChain tools over your tools: ``tools`` (Python
    functions, :class:`~lackpy_rs.Tool` objects, LangChain tools through
    :func:`from_langchain`) added to ``kit`` (default ``"read"``: the file
    tools, confined to ``workspace``), ``workspace`` (its
    ``.lackpy/config.toml``, templates and journal, as ``lackpy delegate``
    uses them) and ``model`` (a configured provider's name, a function
    ``(system, user) -> str``, sync or async, or a LangChain chat model;
    None: the configured ones). ``max_grade`` bounds the world coupling of
    what ``lackpy_delegate`` may run."""

    model_config = ConfigDict(arbitrary_types_allowed=True)
    _service: LackpyService = PrivateAttr()
    _kit: str = PrivateAttr()
    _max_grade: Optional[int] = PrivateAttr()

    def __init__(self, tools: Any = None, workspace: Any = ".", model: Any = None, kit: Any = "read",
                 max_grade: Optional[int] = None, **kwargs: Any):
        super().__init__(**kwargs)
        self._service = LackpyService(workspace, tools=[
            from_langchain(t) if isinstance(t, BaseTool) else t for t in (tools or [])], model=model)
        self._kit = _spec(kit)
        self._max_grade = max_grade

    @property
    def service(self) -> LackpyService:
        """The :class:`~lackpy_rs.LackpyService` the tools call."""
        return self._service

    def _namespace(self) -> str:
        info = self._service.profile_info(self._kit)
        lines = [f"- {t['signature']}: {t['description']}".rstrip(": ") for t in info["tools"]]
        return "\n".join(lines) or "- (no tools: builtins only)"

    def get_tools(self) -> List[BaseTool]:
        """``lackpy_run_program`` and ``lackpy_delegate``, each callable
        sync (``invoke``) and async (``ainvoke``)."""
        service, kit, max_grade = self._service, self._kit, self._max_grade
        tools_text = self._namespace()

        async def arun(program: str, params: Optional[Dict[str, Any]] = None) -> Tuple[str, Dict[str, Any]]:
            j = await service.run_program(program, profile=kit, params=params)
            return _answer(j), j

        async def adelegate(intent: str, params: Optional[Dict[str, Any]] = None) -> Tuple[str, Dict[str, Any]]:
            j = await service.delegate(intent, profile=kit, params=params, max_grade=max_grade)
            return _answer(j), j

        run_program = StructuredTool.from_function(
            func=lambda program, params=None: _sync(arun(program, params)),
            coroutine=arun,
            name="lackpy_run_program",
            description="Run a lackpy program (a small Python subset that always terminates: assignments, if, "
                        "for over finite collections, comprehensions, f-strings, builtins) that calls these "
                        "tools like functions, and get its last expression's value and a trace of every call. "
                        f"Tools:\n{tools_text}",
            args_schema=_RunProgramArgs,
            response_format="content_and_artifact",
        )
        delegate = StructuredTool.from_function(
            func=lambda intent, params=None: _sync(adelegate(intent, params)),
            coroutine=adelegate,
            name="lackpy_delegate",
            description="Do a task described in words with these tools: lackpy writes a small checked program "
                        "(from templates, rules or a model), runs it and answers with its result and the "
                        f"program. Tools:\n{tools_text}",
            args_schema=_DelegateArgs,
            response_format="content_and_artifact",
        )
        return [run_program, delegate]

