"""The literate interpreter's Python API, as the reference shows it:
``LiterateInterpreter``, ``ExecutionContext``, ``await run_interpreter(interp,
doc, ctx)`` and ``await result.session.resume(more)``, with recovery
handlers and execution plugins written in Python."""

from __future__ import annotations

import asyncio
import json
import os
from typing import Any, Dict, List, Optional, Sequence


class Inspect:
    """A recovery decision: evaluate ``code`` (an expression) in the
    namespace, then ask the handler again; the result is in
    ``error.inspections``."""

    def __init__(self, code: str):
        self.code = code

    def __repr__(self) -> str:
        return f"Inspect({self.code!r})"


class Skip:
    """A recovery decision: leave the failed cell out and go on."""

    def __repr__(self) -> str:
        return "Skip()"


class Abort:
    """A recovery decision: stop the document here, for ``reason``."""

    def __init__(self, reason: str = ""):
        self.reason = reason

    def __repr__(self) -> str:
        return f"Abort({self.reason!r})"


class CellError:
    """A failed cell's error as a recovery handler sees it: ``type``,
    ``message``, ``line``, ``column``, ``code``, ``hint``; ``advice`` (the
    plugins' merged ``hints``, ``context`` and ``suggestion``),
    ``attempt`` (1, then one more per failed fix) and ``inspections``
    (the expressions inspected so far, each with ``value`` or ``error``)."""

    def __init__(self, j: Dict[str, Any], advice: Dict[str, Any], attempt: int, inspections: List[Dict[str, Any]]):
        self.type: str = j.get("type", "")
        self.message: str = j.get("message", "")
        self.line: Optional[int] = j.get("line")
        self.column: Optional[int] = j.get("column")
        self.code: Optional[str] = j.get("code")
        self.hint: Optional[str] = j.get("hint")
        self.advice = advice
        self.attempt = attempt
        self.inspections = inspections

    def __repr__(self) -> str:
        return f"CellError({self.type}: {self.message})"

    def __str__(self) -> str:
        return f"{self.type}: {self.message}"


class Cell:
    """A cell as plugins see it: ``kind`` (``prose`` or ``code``), ``info``
    (the fence's info string), ``source``, ``line``, ``status`` and the
    whole log record as ``record``."""

    def __init__(self, j: Dict[str, Any]):
        self.record = j
        self.kind: str = j.get("kind", "")
        self.info: str = j.get("info", "")
        self.source: str = j.get("source", "")
        self.line: int = j.get("line", 0)
        self.status: str = j.get("status", "")

    def __repr__(self) -> str:
        return f"Cell({self.kind} at line {self.line})"


def _scope(entries: List[Dict[str, Any]]) -> Dict[str, Dict[str, str]]:
    return {e["name"]: {"type": e["type"], "preview": e["preview"]} for e in entries}


def _fence(source: str) -> str:
    return f"```lackpy\n{source.rstrip()}\n```\n"


class _HandlerAdapter:
    """Calls a Python recovery handler: ``handler(cell, error, scope)`` or
    ``handler.recover(cell, error, scope)`` where ``cell`` is the cell's
    source, ``error`` a :class:`CellError` and ``scope`` a dict of the
    variables in scope (name to ``{"type", "preview"}``)."""

    def __init__(self, handler: Any, warnings: List[str]):
        self.handler = handler
        self.warnings = warnings

    def recover(self, cell, error, scope, advice, attempt, inspections):
        fn = getattr(self.handler, "recover", None) or self.handler
        try:
            answer = fn(cell.get("source", ""), CellError(error, advice, attempt, inspections), _scope(scope))
        except Exception as e:  # a handler that raises gives up on the cell
            self.warnings.append(f"recovery handler raised {type(e).__name__}: {e}")
            return ("abort", None)
        if isinstance(answer, Inspect):
            return ("inspect", answer.code)
        if isinstance(answer, Skip):
            return ("skip", None)
        if answer is None or isinstance(answer, Abort):
            return ("abort", None)
        if isinstance(answer, str):
            answer = [answer]
        try:
            cells = [str(c) for c in answer]
        except TypeError:
            self.warnings.append(f"recovery handler returned {type(answer).__name__}, not a list of cells")
            return ("abort", None)
        return ("fix", "\n".join(_fence(c) for c in cells))


class _PluginAdapter:
    """Calls a Python plugin's hooks; one that raises is reported (in the
    result's ``metadata["warnings"]``) and ignored."""

    def __init__(self, plugin: Any, warnings: List[str]):
        self.plugin = plugin
        self.warnings = warnings
        self.name = getattr(plugin, "name", None) or type(plugin).__name__

    def event(self, name, cell, *args):
        hook = getattr(self.plugin, name, None)
        if hook is None:
            return None
        try:
            c = Cell(cell)
            if name == "on_cell_start":
                hook(c, args[0])
            elif name == "on_cell_success":
                hook(c, cell)
            elif name == "on_cell_error":
                error, scope = args
                advice = hook(c, f"{error.get('type')}: {error.get('message')}", _scope(scope))
                return json.dumps(_advice(advice)) if advice is not None else None
            elif name == "on_recovery_result":
                hook(c, args[0], args[1])
        except Exception as e:
            self.warnings.append(f"plugin {self.name} raised {type(e).__name__} in {name}: {e}")
        return None


def _advice(a: Any) -> Dict[str, Any]:
    if isinstance(a, dict):
        get = a.get
    else:
        def get(k, default=None):
            return getattr(a, k, default)
    hints = get("hints", []) or []
    context = get("context", []) or []
    if isinstance(hints, str):
        hints = [hints]
    if isinstance(context, str):
        context = [context]
    return {"hints": [str(h) for h in hints], "context": [str(c) for c in context], "suggestion": get("suggestion")}


class ExecutionContext:
    """Where and with what a document runs: ``base_dir`` (the directory the
    file tools are confined to), ``kit`` (a kit spec or list, default the
    ``literate`` kit) and ``tools`` (Python functions, as for ``run``)."""

    def __init__(self, base_dir: Any = ".", kit: Any = "literate", tools: Any = None):
        self.base_dir = os.fspath(base_dir)
        self.kit = kit
        self.tools = tools


class LiterateInterpreter:
    """The literate interpreter: runs markdown documents whose ```` ```lackpy
    ```` cells share one namespace. ``recovery`` is a handler called when a
    cell fails (a callable ``handler(cell, error, scope)`` or an object with
    a ``recover`` method of that signature) returning replacement cell
    sources (a list of str), ``Inspect(code)``, ``Skip()`` or
    ``Abort(reason)``; ``plugins`` are objects with any of
    ``on_cell_start(cell, index)``, ``on_cell_success(cell, result)``,
    ``on_cell_error(cell, error, scope)`` (returning advice: ``hints``,
    ``context``, ``suggestion``, merged into what the handler gets) and
    ``on_recovery_result(cell, success, attempt)``."""

    def __init__(self, recovery: Any = None, plugins: Sequence[Any] = ()):
        self.recovery = recovery
        self.plugins = list(plugins)

    def validate(self, program: str, context: Optional[ExecutionContext] = None) -> Dict[str, Any]:
        """Check the document without running it: ``lackpyc check``'s
        object (without ``file``)."""
        from . import _kit, _native

        ctx = context or ExecutionContext()
        return _native.check_document(program, _kit(ctx.kit, ctx.tools, ctx.base_dir), [])

    def _session(self, ctx: ExecutionContext, approve: Any = None) -> "Session":
        from . import _kit, _native

        warnings: List[str] = []
        handler = _HandlerAdapter(self.recovery, warnings) if self.recovery is not None else None
        plugins = [(a, a.name) for a in (_PluginAdapter(p, warnings) for p in self.plugins)]
        native = _native.LiterateSession(_kit(ctx.kit, ctx.tools, ctx.base_dir), ctx.base_dir, handler, plugins, approve)
        return Session(native, warnings)

    def session(self, context: Optional[ExecutionContext] = None, approve: Any = None) -> "Session":
        """A live document: ``await session.run(doc)``, then edits
        (``replace_cell``, ``insert_cell``, ``delete_cell``) that run again
        exactly the cells that depend on them. ``approve(request)`` is asked
        before a cell that writes or runs commands runs again (``request``:
        ``cell``, ``source``, ``grade``, ``calls``, ``because``, ``reason``
        = ``"approval"``); true runs it, anything else leaves it stale, as
        does having no ``approve``."""
        return self._session(context or ExecutionContext(), approve)

    async def execute(self, program: str, context: Optional[ExecutionContext] = None) -> "InterpreterResult":
        """Run the document (off the event loop's thread)."""
        session = self._session(context or ExecutionContext())
        return await session._call("run", program)


class InterpreterResult:
    """A document run: ``output`` (the rendered markdown), ``output_format``
    (``"markdown"``), ``success``, ``error`` (a dict, or None), ``metadata``
    (``continue_requested``, ``cell_count``, ``cells`` — the cell log —,
    ``warnings``, ``trace``) and ``session`` when the document paused at
    ``@continue`` (``await result.session.resume(more)`` goes on in the same
    namespace)."""

    output_format = "markdown"

    def __init__(self, j: Dict[str, Any], session: "Session"):
        self._j = j
        #: After an edit: ``ran`` and ``stale`` (cell indexes) and
        #: ``changed`` (names); None for a run or a resume.
        self.edit: Optional[Dict[str, Any]] = j.get("edit")
        self.success: bool = j.get("success", False)
        self.output: str = j.get("rendered", "")
        self.error: Optional[Dict[str, Any]] = j.get("error")
        continue_requested = bool(j.get("continue_requested", False))
        self.metadata: Dict[str, Any] = {
            "continue_requested": continue_requested,
            "cell_count": j.get("cells", 0),
            "cells": j.get("cell_log", []),
            "warnings": list(j.get("warnings", [])) + list(session.warnings),
            "trace": j.get("trace", []),
        }
        self.session: Optional[Session] = session if continue_requested else None

    def to_dict(self) -> Dict[str, Any]:
        """The document report (``lackpy-vm run DOC --format json``'s
        object)."""
        return json.loads(json.dumps(self._j))

    def __repr__(self) -> str:
        return f"InterpreterResult(success={self.success}, cells={self.metadata['cell_count']})"


class Session:
    """A paused document's kernel: ``await session.resume(markdown)`` runs
    the next part in the same namespace."""

    def __init__(self, native: Any, warnings: List[str]):
        self._native = native
        self.warnings = warnings

    async def _call(self, method: str, *args: Any) -> InterpreterResult:
        loop = asyncio.get_running_loop()
        try:
            j = await loop.run_in_executor(None, lambda: getattr(self._native, method)(*args))
        except asyncio.CancelledError:
            # The task was cancelled (Ctrl-C in asyncio.run): stop the
            # kernel's run too, or the executor would wait for its end.
            self._native.cancel()
            raise
        return InterpreterResult(j, self)

    async def run(self, markdown: str) -> InterpreterResult:
        """Run a whole document in this session's namespace."""
        return await self._call("run", markdown)

    async def resume(self, markdown: str) -> InterpreterResult:
        """Go on after ``@continue`` with more of the document."""
        return await self._call("resume", markdown)

    async def replace_cell(self, i: int, source: str) -> InterpreterResult:
        """Cell ``i`` becomes ``source`` (code alone keeps a code cell's
        fence); it runs, then every later cell that reads a name whose
        binding changed. Cells count ``metadata["cells"]`` entries whose
        status is neither skipped nor replaced."""
        return await self._call("replace_cell", i, source)

    async def insert_cell(self, i: int, source: str) -> InterpreterResult:
        """``source`` becomes cell ``i``; it runs, then what depends on it."""
        return await self._call("insert_cell", i, source)

    async def delete_cell(self, i: int) -> InterpreterResult:
        """Delete cell ``i``; the cells that read what it bound run again."""
        return await self._call("delete_cell", i)

    def close(self) -> None:
        """End the session (its kernel is dropped)."""
        self._native.close()


async def run_interpreter(interp: LiterateInterpreter, doc: str, ctx: Optional[ExecutionContext] = None) -> InterpreterResult:
    """Run ``doc`` with ``interp`` in ``ctx``: ``await run_interpreter(interp,
    doc, ctx)`` gives an :class:`InterpreterResult`."""
    return await interp.execute(doc, ctx)
