"""lackpy from Python: check, compile and run lackpy programs, with Python
functions as tools.

lackpy is a small, always terminating dialect of Python for programs that
compose tool calls. This package runs its compiler and VM (written in
Rust) in-process: a model's program is checked and graded before anything
runs, then run under limits, and the result, the trace of tool calls and
the grade come back as Python objects.

    >>> import lackpy_rs
    >>> @lackpy_rs.tool(grade=(0, 0), description="Twice n")
    ... def double(n):
    ...     return 2 * n
    >>> r = lackpy_rs.run("double(21)", kit="none", tools=[double])
    >>> r.output, r.trace[0].args
    (42, {'n': 21})

Every result has ``to_dict()``, equal to the JSON object the matching
command-line tool prints (``lackpyc check``, ``lackpy-vm run``). The GIL
is released while a program is checked, compiled or run, and taken again
only to call a Python tool; Ctrl-C stops a running program.

A run can also pause for the host: :func:`start` gives an
:class:`Execution` that waits at each call of an external tool
(:func:`external`) or a call that needs approval (``approve_above``), to
be answered, saved as bytes (``snapshot()``) and restored elsewhere;
:func:`run_async` awaits ``async def`` tools on the running event loop.
"""

from __future__ import annotations

import asyncio
import copy
import functools
import inspect
import json
import os
import re
import threading
from types import SimpleNamespace
from typing import Any, Callable, Dict, Iterable, List, NamedTuple, Optional, Sequence, Tuple, Union

from . import _lackpy_rs as _native
from ._literate import (
    Abort,
    Cell,
    CellError,
    ExecutionContext,
    Inspect,
    InterpreterResult,
    LiterateInterpreter,
    Session,
    Skip,
    run_interpreter,
)

__version__: str = _native.__version__

__all__ = [
    "__version__",
    "UsageError",
    "CheckError",
    "CorruptBytecode",
    "CorruptSnapshot",
    "Grade",
    "Diagnostic",
    "CheckResult",
    "HostCall",
    "Program",
    "RunError",
    "TraceEntry",
    "RunResult",
    "DocumentResult",
    "Tool",
    "tool",
    "ExternalTool",
    "external",
    "Call",
    "Execution",
    "start",
    "check",
    "compile",
    "run",
    "run_async",
    "run_document",
    "prompt",
    "clean",
    "language_spec",
    "kit_info",
    "kit_list",
    "LackpyService",
    "LiterateInterpreter",
    "ExecutionContext",
    "run_interpreter",
    "InterpreterResult",
    "Session",
    "Cell",
    "CellError",
    "Inspect",
    "Skip",
    "Abort",
]


# ---------------------------------------------------------------- errors


class UsageError(ValueError):
    """A bad argument to the API itself: an unknown kit item, a negative
    limit, a tool without a name, a parameter lackpy cannot hold."""


class CheckError(Exception):
    """A program refused by ``compile``: ``errors`` are its diagnostics
    (each a :class:`Diagnostic`), ``type`` is ``"SyntaxError"`` or
    ``"CheckError"``."""

    def __init__(self, message: str, errors: Sequence["Diagnostic"] = (), type: str = "CheckError"):
        super().__init__(message)
        self.errors: List[Diagnostic] = list(errors)
        self.type = type


class CorruptBytecode(Exception):
    """``Program.from_bytes`` was given bytes that are not a valid ``.lpyc``
    program (damaged, truncated or foreign)."""


class CorruptSnapshot(Exception):
    """``Execution.restore`` was given bytes that are not a valid snapshot
    of a paused program (damaged, truncated or foreign)."""


# ---------------------------------------------------------------- results


class Grade(NamedTuple):
    """A grade: ``w`` world coupling (0 pure, 1 pinhole read, 2 scoped
    exec, 3 scoped write) and ``d`` the effects ceiling, same scale. It
    compares equal to the tuple ``(w, d)``."""

    w: int
    d: int

    @classmethod
    def _of(cls, j: Any) -> Optional["Grade"]:
        if j is None:
            return None
        if isinstance(j, dict):
            return cls(j["w"], j["d"])
        return cls(*j)

    def to_dict(self) -> Dict[str, int]:
        """``{"w": w, "d": d}``, as the JSON reports write a grade."""
        return {"w": self.w, "d": self.d}


class Diagnostic:
    """One diagnostic of the checker: ``code`` (``E0101``...), ``message``,
    1-based ``line``/``column`` and ``end_line``/``end_column``, and
    ``hint`` (what lackpy offers instead, or None)."""

    __slots__ = ("code", "message", "line", "column", "end_line", "end_column", "hint", "_j")

    def __init__(self, j: Dict[str, Any]):
        self._j = j
        self.code: str = j.get("code")
        self.message: str = j.get("message")
        self.line: int = j.get("line")
        self.column: int = j.get("column")
        self.end_line: int = j.get("end_line")
        self.end_column: int = j.get("end_column")
        self.hint: Optional[str] = j.get("hint")

    def to_dict(self) -> Dict[str, Any]:
        """The diagnostic as ``lackpyc check --format json`` writes it."""
        return copy.deepcopy(self._j)

    def __repr__(self) -> str:
        return f"Diagnostic({self.code} at {self.line}:{self.column}: {self.message})"


class CheckResult:
    """What ``check`` found: ``valid``, ``errors`` (:class:`Diagnostic`),
    ``calls`` (builtins and tools called, in order of first call),
    ``variables`` (assigned), ``grade``."""

    def __init__(self, j: Dict[str, Any]):
        self._j = j
        self.valid: bool = j["valid"]
        self.errors: List[Diagnostic] = [Diagnostic(e) for e in j["errors"]]
        self.calls: List[str] = list(j["calls"])
        self.variables: List[str] = list(j["variables"])
        self.grade: Grade = Grade._of(j["grade"])

    def to_dict(self) -> Dict[str, Any]:
        """``lackpyc check --format json``'s object for the same input,
        without ``file``."""
        return copy.deepcopy(self._j)

    def __repr__(self) -> str:
        return f"CheckResult(valid={self.valid}, errors={len(self.errors)}, grade={tuple(self.grade)})"


class HostCall(NamedTuple):
    """An entry of a program's host-call table: a tool it calls and the
    grade the kit gave that tool."""

    name: str
    grade: Grade


class RunError:
    """Why a run failed: ``type`` (a CPython exception name, or
    ``SyntaxError``, ``CheckError``, ``GradeError``, ``LimitExceeded``,
    ``ToolError``, ``KitError``), ``message``, 1-based ``line`` and
    ``column`` (None when unknown). A rejection also has ``code``,
    ``hint`` and ``diagnostics``."""

    def __init__(self, j: Dict[str, Any]):
        self._j = j
        self.type: str = j["type"]
        self.message: str = j["message"]
        self.line: Optional[int] = j.get("line")
        self.column: Optional[int] = j.get("column")
        self.code: Optional[str] = j.get("code")
        self.hint: Optional[str] = j.get("hint")
        self.diagnostics: List[Diagnostic] = [Diagnostic(d) for d in j.get("diagnostics", [])]
        self.cell: Optional[int] = j.get("cell")

    def to_dict(self) -> Dict[str, Any]:
        """The ``error`` object of the JSON report."""
        return copy.deepcopy(self._j)

    def __repr__(self) -> str:
        return f"RunError({self.type}: {self.message})"

    def __str__(self) -> str:
        return f"{self.type}: {self.message}"


class TraceEntry:
    """One tool call of a run: ``step`` (0-based), ``tool``, ``args`` (a dict
    by parameter name), ``result``, ``duration_ms``, ``success`` and
    ``error`` (``"Type: message"`` or None). Arguments and results are
    shown as JSON values, long ones summarised."""

    __slots__ = ("step", "tool", "args", "result", "duration_ms", "success", "error", "_j")

    def __init__(self, j: Dict[str, Any]):
        self._j = j
        self.step: int = j["step"]
        self.tool: str = j["tool"]
        self.args: Dict[str, Any] = j["args"]
        self.result: Any = j["result"]
        self.duration_ms: float = j["duration_ms"]
        self.success: bool = j["success"]
        self.error: Optional[str] = j["error"]

    def to_dict(self) -> Dict[str, Any]:
        """The trace entry as the JSON report writes it."""
        return copy.deepcopy(self._j)

    def __repr__(self) -> str:
        return f"TraceEntry({self.step}: {self.tool}({self.args}) -> {'ok' if self.success else self.error})"


class RunResult:
    """A program run. ``success``; ``output`` (the last expression's value
    as a Python object, None when none), ``repr`` (its Python repr),
    ``stdout`` (what it printed), ``error`` (None or a :class:`RunError`),
    ``trace`` (:class:`TraceEntry` list, calls before a failure included),
    ``grade`` (None when the program never ran), ``stats``
    (``instructions``, ``elapsed_ms``...), ``files`` (read and modified,
    None when it never ran), ``sandbox`` (the OS sandbox command tools ran
    under, ``"landlock"`` or ``"none"``; None when none ran). A program that is rejected, fails or hits a
    limit does not raise: ``success`` is false and ``error.type`` says
    why."""

    def __init__(self, j: Any, output: Any = None):
        # j is the report as a dict, or the native report whose fields are
        # converted when read (a long trace only if it is asked for).
        self._j: Optional[Dict[str, Any]] = j if isinstance(j, dict) else None
        self._native = None if isinstance(j, dict) else j
        get = self._get
        self.success: bool = get("success")
        self.output: Any = output
        self.repr: Optional[str] = get("repr")
        self.stdout: str = get("stdout")
        error = get("error")
        self.error: Optional[RunError] = RunError(error) if error else None
        self.grade: Optional[Grade] = Grade._of(get("grade"))
        self.stats: Dict[str, Any] = get("stats")
        self.files: Optional[Dict[str, List[str]]] = get("files")
        self.sandbox: Optional[str] = get("sandbox")
        self._trace: Optional[List[TraceEntry]] = None

    def _get(self, key: str) -> Any:
        if self._j is not None:
            return self._j.get(key)
        return self._native.get(key)

    @property
    def trace(self) -> List[TraceEntry]:
        """Every tool call (:class:`TraceEntry`), those before a failure
        included."""
        if self._trace is None:
            self._trace = [TraceEntry(t) for t in self._get("trace")]
        return self._trace

    def to_dict(self) -> Dict[str, Any]:
        """``lackpy-vm run --format json``'s object for the same run."""
        if self._j is None:
            self._j = self._native.to_dict()
        return copy.deepcopy(self._j)

    def __repr__(self) -> str:
        if self.success:
            return f"RunResult(success=True, repr={self.repr!r})"
        return f"RunResult(success=False, error={self.error})"


class DocumentResult:
    """A literate document run: ``success``, ``rendered`` (the document with
    its outputs), ``cells`` (how many ran), ``continue_requested`` (it
    paused at ``@continue``), ``error`` (None or a :class:`RunError` with
    ``cell``), ``trace``, ``stdout``, ``grade``, ``stats``, ``sandbox``
    (as :class:`RunResult`'s)."""

    def __init__(self, j: Dict[str, Any]):
        self._j = j
        self.success: bool = j["success"]
        self.rendered: str = j.get("rendered", "")
        self.cells: int = j.get("cells", 0)
        self.continue_requested: bool = j.get("continue_requested", False)
        self.error: Optional[RunError] = RunError(j["error"]) if j.get("error") else None
        self.trace: List[TraceEntry] = [TraceEntry(t) for t in j.get("trace", [])]
        self.stdout: str = j.get("stdout", "")
        self.grade: Optional[Grade] = Grade._of(j.get("grade"))
        self.stats: Dict[str, Any] = j.get("stats", {})
        self.sandbox: Optional[str] = j.get("sandbox")

    def to_dict(self) -> Dict[str, Any]:
        """``lackpy-vm run DOC.md --format json``'s object for the same run."""
        return copy.deepcopy(self._j)

    def __repr__(self) -> str:
        return f"DocumentResult(success={self.success}, cells={self.cells})"


# ---------------------------------------------------------------- tools

_TYPES = {str: "str", int: "int", float: "float", bool: "bool", list: "list", dict: "dict"}
_SIMPLE = object()


def _annotation_type(ann: Any) -> Optional[str]:
    if ann in _TYPES:
        return _TYPES[ann]
    if isinstance(ann, str) and ann in _TYPES.values():
        return ann
    return None


def _literal(default: Any) -> Optional[str]:
    """The default as a Python literal lackpy reads back exactly, if it is one."""
    if default is None or isinstance(default, bool):
        return repr(default)
    if type(default) is int:
        return repr(default)
    if type(default) is str:
        r = repr(default)
        if r[1:-1] == default:
            return r
    return None


class Tool:
    """A Python function as a lackpy tool.

    ``Tool(fn, name=None, grade=None, description=None)``: the name defaults
    to the function's ``__name__``, the description to the first paragraph
    of its docstring, the grade to the highest, ``(3, 3)``, as for command
    tools. Parameter names, defaults and arity come from the function's
    signature and are checked when a program is compiled. A parameter
    annotated ``str``, ``int``, ``float``, ``bool``, ``list`` or ``dict`` is
    type-checked when the tool is called. ``*args`` and ``**kwargs`` are not
    offered to programs. A grade is ``(w, d)`` (a :class:`Grade`, a tuple)
    or ``{"w": w, "d": d}``.

    An ``async def`` function is a tool too (``is_async``): each call of it
    pauses the program, and :func:`run_async` awaits it on the running
    event loop; :func:`run` refuses it with :class:`UsageError`, and
    :func:`start` leaves its calls for you to answer (``reason ==
    "external"``).
    """

    def __init__(
        self,
        fn: Callable[..., Any],
        name: Optional[str] = None,
        grade: Optional[Tuple[int, int]] = None,
        description: Optional[str] = None,
        concurrent: bool = False,
    ):
        if not callable(fn):
            raise UsageError(f"a tool must be callable, not {type(fn).__name__}")
        self.fn = fn
        name = name if name is not None else getattr(fn, "__name__", None)
        if not name or not isinstance(name, str):
            raise UsageError(f"the tool {fn!r} has no name: give one (Tool(fn, name=...))")
        self.name: str = name
        self.grade = _grade_arg(f"tool `{name}`", (3, 3) if grade is None else grade)
        # An ``async def`` function (or an object whose ``__call__`` is
        # one): its calls pause the program for ``run_async`` to await.
        self.is_async: bool = _is_async(fn)
        if not isinstance(concurrent, bool):
            raise UsageError(f"tool `{name}`: concurrent is True or False, not {concurrent!r}")
        # Its calls may run on threads while other calls are in flight;
        # off by default, since a function may keep state two calls share.
        self.concurrent: bool = concurrent
        if description is None:
            doc = inspect.getdoc(fn) or ""
            description = doc.split("\n\n")[0].replace("\n", " ").strip()
        self.description: str = description
        try:
            sig = inspect.signature(fn)
        except (TypeError, ValueError):
            raise UsageError(f"tool `{name}`: cannot read the signature of {fn!r}") from None
        params = []
        for p in sig.parameters.values():
            if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
                continue
            default_text = default_obj = None
            if p.default is not p.empty:
                default_text = _literal(p.default)
                if default_text is None:
                    # Shown as `...` (a default exists); lackpy binds
                    # Ellipsis for a left-out parameter and the call passes
                    # the function's own default in its place, while an
                    # explicit None stays None.
                    default_text, default_obj = "...", p.default
            ty = _annotation_type(p.annotation) if p.annotation is not p.empty else None
            if ty is not None and p.default is not p.empty and (default_obj is not None or p.default is None):
                # The bound default (None, or None standing for the
                # function's own) must pass the type check.
                ty = None
            params.append((p.name, default_text, default_obj, p.kind == p.KEYWORD_ONLY, ty))
        self._params = params
        ret = sig.return_annotation
        if ret is sig.empty:
            self.returns = "object"
        elif isinstance(ret, type):
            self.returns = ret.__name__
        else:
            self.returns = str(ret)

    @property
    def params(self) -> List[str]:
        """The parameter names a program may pass, in order."""
        return [p[0] for p in self._params]

    def _decl(self) -> tuple:
        # An async tool is external in the kit: its calls pause the program.
        return (self.name, self.fn, self._params, self.returns, self.description, self.grade.w, self.grade.d,
                self.is_async, self.concurrent)

    def _renamed(self, name: str) -> "Tool":
        return Tool(self.fn, name=name, grade=tuple(self.grade), description=self.description,
                    concurrent=self.concurrent)

    def _call_args(self, args: Sequence[Any], kwargs: Dict[str, Any]) -> Tuple[List[Any], Dict[str, Any]]:
        """A program's call (arguments as it passed them) as the function's
        call: keyword-only parameters by keyword, parameters the program
        left out left to the function's defaults."""
        bound: Dict[str, Any] = dict(zip((p[0] for p in self._params), args))
        bound.update(kwargs)
        positional: List[Any] = []
        keywords: Dict[str, Any] = {}
        gap = False
        for name, _text, _obj, keyword_only, _ty in self._params:
            if name not in bound:
                gap = True
            elif keyword_only or gap:
                keywords[name] = bound[name]
            else:
                positional.append(bound[name])
        return positional, keywords

    async def _await(self, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        positional, keywords = self._call_args(args, kwargs)
        return await self.fn(*positional, **keywords)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.fn(*args, **kwargs)

    def __repr__(self) -> str:
        kind = "async " if self.is_async else ""
        return f"Tool({kind}{self.name}, grade={tuple(self.grade)})"


_PARAM = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*([^=]+?))?\s*(?:=\s*(.+?))?\s*$")


class ExternalTool(Tool):
    """A tool with no implementation: a name, parameters, a grade and a
    description the checker and the model's prompt see, and every call of
    which pauses the program until the host answers it
    (``Execution.resume``). Made by :func:`external`; a program that calls
    one runs only through :func:`start` (``run`` refuses it, as a run that
    cannot pause)."""

    def __init__(self, name: str, params: Sequence[str] = (), grade: Any = None, doc: str = "",
                 returns: str = "object"):
        if not isinstance(name, str) or not name.isidentifier():
            raise UsageError(f"an external tool's name must be an identifier, not {name!r}")
        self.fn = None  # type: ignore[assignment]
        self.name = name
        self.grade = _grade_arg(f"tool `{name}`", (3, 3) if grade is None else grade)
        self.description = "" if doc is None else str(doc)
        self.returns = str(returns)
        self.is_async = False
        self.concurrent = False
        if isinstance(params, str):
            raise UsageError(f"tool `{name}`: params is a list of parameters (\"name\", \"name: type\", "
                             "\"name = default\"), not a str")
        decls = []
        for p in params:
            m = _PARAM.match(p) if isinstance(p, str) else None
            if m is None:
                raise UsageError(f"tool `{name}`: {p!r} is not a parameter (\"name\", \"name: type\", "
                                 "\"name = default\")")
            pname, ty, default = m.groups()
            decls.append((pname, default, None, False, ty))
        self._params = decls

    def _decl(self) -> tuple:
        return (self.name, None, self._params, self.returns, self.description, self.grade.w, self.grade.d, True,
                False)

    def _renamed(self, name: str) -> "Tool":
        t = copy.copy(self)
        t.name = name
        return t

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        raise UsageError(f"`{self.name}` is an external tool: the host answers its calls, it has no function")

    def __repr__(self) -> str:
        return f"ExternalTool({self.name}, grade={tuple(self.grade)})"


def external(name: str, params: Sequence[str] = (), grade: Any = None, doc: str = "",
             returns: str = "object") -> ExternalTool:
    """Declare an external tool, for ``tools=[...]``: a tool the host
    answers. ``params`` lists its parameters as lackpy signatures write
    them (``"path"``, ``"path: str"``, ``"limit: int = 10"``); ``grade`` is
    ``(w, d)`` (default ``(3, 3)``, as for any tool); ``doc`` is the
    description programs and prompts see. Every call of it pauses the
    program (a :class:`Call` with ``reason == "external"``) until the host
    answers with ``resume({id: value})`` or ``resume_error(id, message)``::

        ask = lackpy_rs.external("ask", ["question: str"], grade=(1, 1), doc="Ask a person")
        ex = lackpy_rs.start("ask('which file?').upper()", kit="none", tools=[ask])
        call, = ex.pending
        ex.resume({call.id: "a.txt"})
        ex.result.output  # 'A.TXT'
    """
    return ExternalTool(name, params, grade=grade, doc=doc, returns=returns)


def tool(
    fn: Optional[Callable[..., Any]] = None,
    *,
    name: Optional[str] = None,
    grade: Optional[Tuple[int, int]] = None,
    description: Optional[str] = None,
    concurrent: bool = False,
) -> Any:
    """Declare a Python function a lackpy tool: ``@tool`` or
    ``@tool(grade=(1, 1), description="...", concurrent=True)``. Returns a
    :class:`Tool` (still callable as the function)."""
    if fn is not None:
        return Tool(fn, name=name, grade=grade, description=description, concurrent=concurrent)
    return lambda f: Tool(f, name=name, grade=grade, description=description, concurrent=concurrent)


ToolsArg = Union[None, Sequence[Union[Callable[..., Any], Tool]], Dict[str, Union[Callable[..., Any], Tool]]]


def _tools(tools: ToolsArg) -> List[Tool]:
    if tools is None:
        return []
    out = []
    if isinstance(tools, dict):
        for n, t in tools.items():
            if isinstance(t, Tool):
                t = t._renamed(n)
            else:
                t = Tool(t, name=n)
            out.append(t)
        return out
    if isinstance(tools, (str, bytes)) or not isinstance(tools, Iterable):
        raise UsageError("tools is a list of functions or Tool objects, or a dict from name to either")
    for t in tools:
        out.append(t if isinstance(t, Tool) else Tool(t))
    return out


def _spec(kit: Union[str, Sequence[str], None]) -> str:
    if kit is None:
        return "none"
    if isinstance(kit, str):
        return kit
    try:
        items = list(kit)
    except TypeError:
        raise UsageError(f"kit is a kit spec (str) or a list of tool and kit names, not {type(kit).__name__}") from None
    if not all(isinstance(i, str) for i in items):
        raise UsageError("kit: every item of the list must be a str")
    return ",".join(items) if items else "none"


def _toolset(tools: ToolsArg, extra: Sequence[Tool] = ()) -> List[Tool]:
    """``extra`` (a program's own tools), then ``tools``, a later tool of a
    name replacing an earlier one."""
    ts = list(extra)
    names = {t.name for t in ts}
    for t in _tools(tools):
        if t.name in names:
            ts = [x for x in ts if x.name != t.name]
        ts.append(t)
        names.add(t.name)
    return ts


def _kit(kit: Any, tools: ToolsArg, root: Any = ".", extra: Sequence[Tool] = ()) -> Any:
    return _native_kit(kit, _toolset(tools, extra), root)


def _native_kit(kit: Any, ts: Sequence[Tool], root: Any = ".") -> Any:
    return _native.NativeKit(_spec(kit), os.fspath(root), [t._decl() for t in ts])


def _names(params: Any) -> List[str]:
    if params is None:
        return []
    if isinstance(params, str):
        raise UsageError("params is a sequence of names (or a dict), not a str")
    return [str(p) for p in params]


def _limit(name: str, value: Any, integer: bool = True) -> Any:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or (integer and not isinstance(value, int)):
        raise UsageError(f"{name} must be a {'whole ' if integer else ''}number, not {value!r}")
    if value < 0 or value != value:
        raise UsageError(f"{name} must not be negative: {value!r}")
    if integer and value >= 2**64:
        raise UsageError(f"{name} is too large: {value!r}")
    return value


def _limits(fuel: Any, max_memory: Any, max_output: Any, timeout: Any, max_in_flight: Any = None) -> SimpleNamespace:
    if max_in_flight is not None and (isinstance(max_in_flight, bool) or not isinstance(max_in_flight, int)
                                      or not 1 <= max_in_flight <= 1024):
        raise UsageError(f"max_in_flight is a whole number from 1 to 1024, not {max_in_flight!r}")
    return SimpleNamespace(
        max_in_flight=max_in_flight,
        fuel=_limit("fuel", fuel),
        max_memory=_limit("max_memory", max_memory),
        max_output=_limit("max_output", max_output),
        timeout=None if timeout is None else float(_limit("timeout", timeout, integer=False)),
    )


def _max_grade(max_grade: Any) -> Optional[int]:
    if max_grade is None:
        return None
    if isinstance(max_grade, bool) or not isinstance(max_grade, int) or not 0 <= max_grade <= 3:
        raise UsageError(f"max_grade is a world coupling from 0 to 3, not {max_grade!r}")
    return max_grade


def _grade_arg(what: str, grade: Any) -> Grade:
    """A grade given as ``(w, d)`` (a :class:`Grade`, a tuple or a list) or
    as ``{"w": w, "d": d}``, each from 0 to 3."""
    try:
        if isinstance(grade, dict):
            if set(grade) != {"w", "d"}:
                raise TypeError
            w, d = grade["w"], grade["d"]
        elif isinstance(grade, (str, bytes)):
            raise TypeError
        else:
            w, d = grade
        w, d = int(w), int(d)
    except (TypeError, ValueError):
        raise UsageError(f"{what}: a grade is a pair (w, d) or {{\"w\": w, \"d\": d}}, not {grade!r}") from None
    if not (0 <= w <= 3 and 0 <= d <= 3):
        raise UsageError(f"{what}: a grade is (w, d) with each from 0 to 3, not {grade!r}")
    return Grade(w, d)


def _approve_above(approve_above: Any) -> Optional[Tuple[int, int]]:
    if approve_above is None:
        return None
    return tuple(_grade_arg("approve_above", approve_above))  # type: ignore[return-value]


def _max_pauses(max_pauses: Any) -> Optional[int]:
    return _limit("max_pauses", max_pauses)


def _is_async(fn: Any) -> bool:
    """Whether calling ``fn`` gives a coroutine to await."""
    if inspect.iscoroutinefunction(fn):
        return True
    call = getattr(fn, "__call__", None)
    return call is not None and not inspect.isfunction(fn) and inspect.iscoroutinefunction(call)


def _params(params: Any) -> dict:
    if params is None:
        return {}
    if not isinstance(params, dict):
        raise UsageError("params is a dict from name to value")
    return params


# ---------------------------------------------------------------- programs


def check(source: str, kit: Any = "read", tools: ToolsArg = None, params: Sequence[str] = ()) -> CheckResult:
    """Check ``source`` against a kit without running it.

    ``kit`` is a kit spec (``"read"``, ``"read,write_file"``, a kit file's
    name in ``./.lackpy/kits/``) or a list of such names; ``tools`` adds
    Python functions (see :class:`Tool`); ``params`` names the variables
    defined before the program starts. Returns a :class:`CheckResult`
    whose ``to_dict()`` is ``lackpyc check --format json``'s object.
    """
    return CheckResult(_native.check(source, _kit(kit, tools), _names(params)))


class Program:
    """A checked, compiled program: its ``grade`` and host-call table
    (``calls``: :class:`HostCall` name and grade) can be read before it
    runs, it can be saved as ``.lpyc`` bytes (``to_bytes()``) and loaded
    back (``Program.from_bytes(data)``), and run (``run(...)``, the same
    keyword arguments as :func:`run`). The Python tools it was compiled
    with stay available to its runs."""

    def __init__(self, native: Any, tools: Sequence[Tool] = ()):
        self._native = native
        self._tools = list(tools)

    @property
    def grade(self) -> Grade:
        """The join of the grades of the tools it calls."""
        return Grade(*self._native.grade())

    @property
    def calls(self) -> List[HostCall]:
        """The host-call table: each tool it calls, with its grade."""
        return [HostCall(n, Grade(w, d)) for n, w, d in self._native.calls()]

    @property
    def params(self) -> List[str]:
        """The names of its parameters."""
        return self._native.params()

    @property
    def source(self) -> Optional[str]:
        """The source it was compiled from, when kept."""
        return self._native.source()

    def disasm(self) -> str:
        """The bytecode, as ``lackpyc disasm`` prints it."""
        return self._native.disasm()

    def to_bytes(self) -> bytes:
        """The program as ``.lpyc`` bytes (what ``lackpyc compile`` writes)."""
        return self._native.to_bytes()

    @classmethod
    def from_bytes(cls, data: bytes) -> "Program":
        """A program from ``.lpyc`` bytes; raises :class:`CorruptBytecode`
        for bytes that are damaged, truncated or not lackpy bytecode."""
        return cls(_native.NativeProgram.from_bytes(bytes(data)))

    def run(self, kit: Any = "read", tools: ToolsArg = None, params: Optional[dict] = None, root: Any = ".",
            fuel: Optional[int] = None, max_memory: Optional[int] = None, max_output: Optional[int] = None,
            timeout: Optional[float] = None, max_grade: Optional[int] = None,
            approve: Optional[Callable[["Call"], Any]] = None, approve_above: Any = None,
            max_pauses: Optional[int] = None, max_in_flight: Optional[int] = None) -> RunResult:
        """Run the program: the same as ``run(program, ...)``."""
        return run(self, kit=kit, tools=tools, params=params, root=root, fuel=fuel, max_memory=max_memory,
                   max_output=max_output, timeout=timeout, max_grade=max_grade, approve=approve,
                   approve_above=approve_above, max_pauses=max_pauses, max_in_flight=max_in_flight)

    def start(self, kit: Any = "read", tools: ToolsArg = None, params: Optional[dict] = None, root: Any = ".",
              fuel: Optional[int] = None, max_memory: Optional[int] = None, max_output: Optional[int] = None,
              timeout: Optional[float] = None, max_grade: Optional[int] = None, approve_above: Any = None,
              max_pauses: Optional[int] = None, max_in_flight: Optional[int] = None) -> "Execution":
        """Start the program: an :class:`Execution` that runs until the
        program pauses at a call the host answers, or ends. Arguments as
        for :func:`run`; ``approve_above`` (a grade ``(w, d)`` or ``{"w":
        w, "d": d}``) pauses at each call of a tool whose grade is not
        within it, for the host to ``approve`` or ``deny``; ``max_pauses``
        stops the program with ``LimitExceeded`` at the pause after that
        many (default 10000). The limits hold over the whole run, across
        pauses: the fuel is spent in total, the timeout counts the time
        the program runs (not the time it waits for the host). A program
        the kit cannot run (a tool missing, a grade above ``max_grade``)
        gives an execution that has ended, its ``result`` saying why."""
        return _start(self, kit, tools, params, root, fuel, max_memory, max_output, timeout, max_grade,
                      approve_above, max_pauses, max_in_flight)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Program) and self.to_bytes() == other.to_bytes()

    def __hash__(self) -> int:
        return hash(self.to_bytes())

    def __repr__(self) -> str:
        return f"Program(grade={tuple(self.grade)}, calls={[c.name for c in self.calls]})"


def compile(source: str, kit: Any = "read", tools: ToolsArg = None, params: Sequence[str] = ()) -> Program:
    """Check and compile ``source`` against a kit (arguments as for
    :func:`check`). Returns a :class:`Program`, or raises
    :class:`CheckError` whose ``errors`` are the diagnostics."""
    ts = _tools(tools)
    r = _native.compile(source, _kit(kit, ts), _names(params))
    if isinstance(r, dict):
        raise _check_error(r)
    return Program(r, ts)


def _check_error(r: Dict[str, Any]) -> CheckError:
    errors = [Diagnostic(d) for d in r.get("diagnostics", [])]
    where = f" (line {r['line']}, column {r['column']})" if r.get("line") else ""
    code = f"{r['code']}: " if r.get("code") else ""
    return CheckError(f"{code}{r['message']}{where}", errors, r["type"])


def run(source_or_program: Union[str, Program], kit: Any = "read", tools: ToolsArg = None,
        params: Optional[dict] = None, root: Any = ".", fuel: Optional[int] = None,
        max_memory: Optional[int] = None, max_output: Optional[int] = None, timeout: Optional[float] = None,
        max_grade: Optional[int] = None, approve: Optional[Callable[["Call"], Any]] = None,
        approve_above: Any = None, max_pauses: Optional[int] = None,
        max_in_flight: Optional[int] = None) -> RunResult:
    """Check, compile and run a program (source text or a :class:`Program`).

    ``kit``/``tools`` as for :func:`check`; ``params`` is a dict of variables
    defined before the program starts; ``root`` is the directory the file
    tools are confined to. Limits: ``fuel`` (instructions), ``max_memory``
    and ``max_output`` (bytes), ``timeout`` (seconds); ``max_grade`` refuses
    a program whose world coupling is above it; ``max_in_flight`` (1 to
    1024, default 16) bounds the tool calls in flight at once (1 runs each
    alone; the meaning is the same either way). A tool declared
    ``concurrent=True`` may run while other calls are in flight. Returns a
    :class:`RunResult`; a program that is rejected, fails or hits a limit
    does not raise (``success`` is false, ``error.type`` says why). Bad
    arguments raise :class:`UsageError`. Ctrl-C stops a running program
    (``KeyboardInterrupt``).

    Approval: ``approve_above`` (a grade ``(w, d)`` or ``{"w": w, "d":
    d}``) stops each call of a tool whose grade is not within it before it
    has any effect, and asks ``approve``: a function given the
    :class:`Call` that returns True to let the tool run, False to deny the
    call (the program gets a ``ToolError``, the trace entry has ``status
    == "denied"``). Without ``approve``, such calls are denied (no one is
    there to ask); with ``approve`` and no ``approve_above``, every call of
    a tool above pure (grade ``(0, 0)``) is asked about. An exception
    raised by ``approve`` ends the run and propagates. ``max_pauses``
    bounds how many calls may be asked about (default 10000; one more
    stops the program with ``LimitExceeded``).

    A program that calls an external tool (:func:`external`) is refused
    (``error.type == "KitError"``): only :func:`start` can wait for its
    answers. ``async def`` tools need :func:`run_async`: ``run`` raises
    :class:`UsageError` when given one.
    """
    prog, ts = _program_and_tools(source_or_program, tools, "run")
    _refuse_async(ts, "run")
    if approve is not None and _is_async(approve):
        raise UsageError("approve is an async function: run cannot await it; use `await lackpy_rs.run_async(...)`")
    if approve is not None and not callable(approve):
        raise UsageError(f"approve is a function of a Call that returns a bool, not {approve!r}")
    native_kit = _native_kit(kit, ts, root)
    limits = _limits(fuel, max_memory, max_output, timeout, max_in_flight)
    if approve is None:
        report, output = _native.run(prog, native_kit, _params(params), os.fspath(root), limits,
                                     _max_grade(max_grade), _approve_above(approve_above), _max_pauses(max_pauses))
        return RunResult(report, output)
    ex = Execution(_native.start(prog, native_kit, _params(params), os.fspath(root), limits, _max_grade(max_grade),
                                 _approve_above((0, 0) if approve_above is None else approve_above),
                                 _max_pauses(max_pauses), []))
    while True:
        calls = ex.pending
        if not calls:
            break
        for call in calls:
            _ask(ex, call, approve(call))
    return ex.result  # type: ignore[return-value]


def _refuse_async(ts: Sequence[Tool], what: str) -> None:
    for t in ts:
        if t.is_async:
            raise UsageError(f"`{t.name}` is an async def tool: {what} cannot await it; use "
                             f"`await lackpy_rs.run_async(...)`, which awaits it on the running event loop")


def _program_and_tools(source_or_program: Any, tools: ToolsArg, what: str) -> Tuple[Any, List[Tool]]:
    """The program (native, or source text) and the tools of a run."""
    if isinstance(source_or_program, Program):
        return source_or_program._native, _toolset(tools, source_or_program._tools)
    if isinstance(source_or_program, str):
        return source_or_program, _toolset(tools)
    raise UsageError(f"{what} takes a program's source (str) or a Program, not {type(source_or_program).__name__}")


_DENIED = "denied by the host"


def _ask(ex: "Execution", call: "Call", answer: Any) -> None:
    """Answer an approval with ``approve``'s answer."""
    if answer:
        ex.approve(call.id)
    else:
        ex.deny(call.id, _DENIED)


def _within(grade: Grade, limit: Optional[Tuple[int, int]]) -> bool:
    return limit is None or (grade.w <= limit[0] and grade.d <= limit[1])


async def run_async(source_or_program: Union[str, Program], kit: Any = "read", tools: ToolsArg = None,
                    params: Optional[dict] = None, root: Any = ".", fuel: Optional[int] = None,
                    max_memory: Optional[int] = None, max_output: Optional[int] = None,
                    timeout: Optional[float] = None, max_grade: Optional[int] = None,
                    approve: Optional[Callable[["Call"], Any]] = None, approve_above: Any = None,
                    max_pauses: Optional[int] = None, max_in_flight: Optional[int] = None) -> RunResult:
    """:func:`run`, awaitable, with ``async def`` tools.

    Arguments as for :func:`run`. With no ``async def`` tool (and a plain
    ``approve``, or none), the program runs on the event loop's default
    executor, off the loop's thread, so other tasks go on meanwhile.

    With ``async def`` tools (or an ``async def`` ``approve``), the program
    runs on the loop's thread, started as by :func:`start`: each call of an
    async tool pauses it, and the call's coroutine is awaited right here,
    on the running loop (no thread of its own), while other tasks go on;
    its value goes back to the program (an exception becomes the call's
    ``ToolError``, ``"name() raised Type: message"``, as a sync tool's
    does). Between those awaits the program's own steps, and its plain
    tools, run on the loop's thread with the GIL released. An async tool
    whose grade is not within ``approve_above`` is asked about (``approve``,
    awaited when it is a coroutine function) before it is awaited. As any
    call that pauses, an async tool called inside a ``key=`` lambda
    (``sorted``, ``min``, ``max``) fails with a ``ToolError`` saying so.
    """
    prog, ts = _program_and_tools(source_or_program, tools, "run_async")
    asyncs = {t.name: t for t in ts if t.is_async}
    if approve is not None and not callable(approve):
        raise UsageError(f"approve is a function of a Call that returns a bool, not {approve!r}")
    if not asyncs and not (approve is not None and _is_async(approve)):
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(None, functools.partial(
            run, source_or_program, kit=kit, tools=tools, params=params, root=root, fuel=fuel,
            max_memory=max_memory, max_output=max_output, timeout=timeout, max_grade=max_grade, approve=approve,
            approve_above=approve_above, max_pauses=max_pauses, max_in_flight=max_in_flight))
    if approve is not None and approve_above is None:
        approve_above = (0, 0)
    limit = _approve_above(approve_above)
    ex = Execution(_native.start(prog, _native_kit(kit, ts, root), _params(params), os.fspath(root),
                                 _limits(fuel, max_memory, max_output, timeout, max_in_flight),
                                 _max_grade(max_grade), limit,
                                 _max_pauses(max_pauses), list(asyncs)))

    async def asked(call: Call) -> bool:
        if approve is None:
            return False
        answer = approve(call)
        if inspect.isawaitable(answer):
            answer = await answer
        return bool(answer)

    while True:
        calls = ex.pending
        if not calls:
            break
        for call in calls:
            t = asyncs.get(call.name)
            if call.reason != "external" or t is None:
                # An approval (an external tool the program may not call
                # was refused before it started).
                _ask(ex, call, await asked(call))
                continue
            if not _within(call.grade, limit) and not await asked(call):
                ex.deny(call.id, _DENIED)
                continue
            try:
                value = await t._await(call.args, call.kwargs)
            except Exception as e:  # the tool's failure, as a sync tool's
                ex.resume_error(call.id, f"{call.name}() raised {type(e).__name__}: {e}")
                continue
            try:
                ex._native.answer(call.id, "value", value)
            except UsageError:
                ex.resume_error(call.id, f"{call.name}() returned a value of type {type(value).__name__}, which "
                                "lackpy cannot hold (use None, bool, int, float, str, list, tuple, dict or set)")
    return ex.result  # type: ignore[return-value]


# ---------------------------------------------------------------- pausing


class Call:
    """A call the program is paused at, waiting for the host: ``id`` (the
    pause's number over the run, from 0), ``name`` (the tool), ``args``
    (a tuple, as the program passed them) and ``kwargs`` (a dict), the
    tool's ``grade``, the source ``line``, and ``reason``: ``"external"``
    (an external tool, or an ``async def`` tool: answer with a value or an
    error) or ``"approval"`` (a tool above ``approve_above``: approve or
    deny). An argument that has no Python counterpart (a function) is
    given as its repr."""

    __slots__ = ("id", "name", "args", "kwargs", "grade", "line", "reason")

    def __init__(self, id: int, name: str, args: Tuple[Any, ...], kwargs: Dict[str, Any], grade: Grade,
                 line: int, reason: str):
        self.id = id
        self.name = name
        self.args = args
        self.kwargs = kwargs
        self.grade = grade
        self.line = line
        self.reason = reason

    def to_dict(self) -> Dict[str, Any]:
        """The call as a dict: ``id``, ``tool``, ``args`` (a list),
        ``kwargs``, ``grade`` (``{"w", "d"}``), ``line``, ``reason``."""
        return {"id": self.id, "tool": self.name, "args": list(self.args), "kwargs": dict(self.kwargs),
                "grade": self.grade.to_dict(), "line": self.line, "reason": self.reason}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Call) and self.to_dict() == other.to_dict()

    def __repr__(self) -> str:
        args = [repr(a) for a in self.args] + [f"{k}={v!r}" for k, v in self.kwargs.items()]
        return f"Call({self.id}: {self.name}({', '.join(args)}), {self.reason}, line {self.line})"


class Execution:
    """A program's run that pauses at the calls the host answers, made by
    :func:`start` or ``Program.start`` (or ``Execution.restore``): it has
    run to its first pause (or its end) when you get it.

    ``pending`` lists the :class:`Call` s it waits for; answer each with
    ``resume({id: value})``, ``resume_error(id, message)`` (an external or
    async tool), ``approve(id)`` or ``deny(id, message=...)`` (an
    approval); each answer runs the program on to its next pause or its
    end. ``done`` says whether it has ended, ``result`` is then its
    :class:`RunResult` (the same ``to_dict()`` :func:`run` gives).
    ``snapshot()`` gives the paused run as bytes, which
    ``Execution.restore`` (in this process or another) makes a paused run
    of again. An answer for a call it does not wait for raises
    :class:`UsageError` and changes nothing.

    An execution belongs to the thread that made it (using it from another
    raises :class:`UsageError`); the GIL is released while it runs, and
    taken again only to call a Python tool."""

    def __init__(self, native: Any):
        self.__native = native
        self._thread = threading.get_ident()

    @property
    def _native(self) -> Any:
        if threading.get_ident() != self._thread:
            raise UsageError("an Execution belongs to the thread that made it (its values live there): "
                             "use it from that thread")
        return self.__native

    @property
    def pending(self) -> List[Call]:
        """The calls the program waits for (empty once it has ended)."""
        return [Call(i, n, a, k, Grade(w, d), line, reason)
                for i, n, a, k, w, d, line, reason in self._native.pending()]

    def _check(self, id: Any) -> int:
        if isinstance(id, bool) or not isinstance(id, int):
            raise UsageError(f"a call's id is an int, not {id!r}")
        ids = [c.id for c in self.pending]
        if id not in ids:
            if not ids:
                raise UsageError(f"no pending call {id}: the program waits for no call (done: {self.done})")
            raise UsageError(f"no pending call {id}: the program waits for call {', '.join(map(str, ids))}")
        return id

    def resume(self, answers: Dict[int, Any]) -> None:
        """Answer pending calls with values: ``{id: value}``. Each value
        becomes the call's result in the program (for an approval: in
        place of running the tool). A value lackpy cannot hold, or an id
        the program does not wait for, raises :class:`UsageError` before
        anything is answered."""
        if not isinstance(answers, dict):
            raise UsageError(f"resume takes a dict from call id to value, not {type(answers).__name__}")
        for id in answers:
            self._check(id)
        for id, value in answers.items():
            self._check(id)
            self._native.answer(id, "value", value)

    def resume_error(self, id: int, message: str) -> None:
        """Answer the pending call ``id`` with a failure: the program gets
        a ``ToolError`` with ``message``, and the trace records it."""
        self._native.answer(self._check(id), "error", None, str(message))

    def approve(self, id: int) -> None:
        """Let the approval call ``id`` run: the kit's tool runs now."""
        self._native.answer(self._check(id), "approve")

    def deny(self, id: int, message: str = _DENIED) -> None:
        """Refuse the call ``id``: the tool never runs, the program gets a
        ``ToolError`` (``the call of `name` was denied: message``) and its
        trace entry has ``status == "denied"``."""
        self._native.answer(self._check(id), "deny", None, str(message))

    @property
    def done(self) -> bool:
        """Whether the program has ended (or was refused before it
        started)."""
        return self._native.done()

    @property
    def result(self) -> Optional[RunResult]:
        """The :class:`RunResult` once the program has ended; None while
        it waits."""
        r = self._native.result()
        if r is None:
            return None
        return RunResult(*r)

    def snapshot(self) -> bytes:
        """The paused run as bytes: the program, its variables, its output
        and trace so far and the pending call, self-contained.
        ``Execution.restore`` continues from them (in this process or
        another, as many times as you like). Raises :class:`UsageError`
        once the program has ended."""
        return self._native.snapshot()

    @classmethod
    def restore(cls, data: bytes, kit: Any = "read", tools: ToolsArg = None, root: Any = ".") -> "Execution":
        """A paused run from :meth:`snapshot`'s bytes, waiting for the same
        call. ``kit`` and ``tools`` give the tools their implementations
        (as for :func:`start`: they must have every tool the program calls,
        external ones declared again with :func:`external`); ``root`` only
        resolves the kit's spec, the run keeps the root it had. Bytes that
        are damaged, truncated or not a snapshot raise
        :class:`CorruptSnapshot`; a kit that lacks a tool the program calls
        raises :class:`UsageError`. The limits are those of the original
        run, with what it had spent (a restored run is not stopped by
        Ctrl-C: only its limits bound it)."""
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise UsageError(f"restore takes the bytes of a snapshot, not {type(data).__name__}")
        return cls(_native.NativeExecution.restore(bytes(data), _kit(kit, tools, root)))

    def __repr__(self) -> str:
        if self.done:
            return f"Execution(done, {self.result!r})"
        return f"Execution(pending={self.pending!r})"


def _start(source_or_program: Any, kit: Any, tools: ToolsArg, params: Optional[dict], root: Any, fuel: Any,
           max_memory: Any, max_output: Any, timeout: Any, max_grade: Any, approve_above: Any,
           max_pauses: Any, max_in_flight: Any = None) -> Execution:
    prog, ts = _program_and_tools(source_or_program, tools, "start")
    native_kit = _native_kit(kit, ts, root)
    if isinstance(prog, str):
        r = _native.compile(prog, native_kit, _names(_params(params)))
        if isinstance(r, dict):
            raise _check_error(r)
        prog = r
    return Execution(_native.start(prog, native_kit, _params(params), os.fspath(root),
                                   _limits(fuel, max_memory, max_output, timeout, max_in_flight),
                                   _max_grade(max_grade), _approve_above(approve_above), _max_pauses(max_pauses),
                                   None))


def start(source: Union[str, Program], kit: Any = "read", tools: ToolsArg = None, params: Optional[dict] = None,
          root: Any = ".", fuel: Optional[int] = None, max_memory: Optional[int] = None,
          max_output: Optional[int] = None, timeout: Optional[float] = None, max_grade: Optional[int] = None,
          approve_above: Any = None, max_pauses: Optional[int] = None,
          max_in_flight: Optional[int] = None) -> Execution:
    """Check, compile and start a program: an :class:`Execution`, run to
    its first pause. A program that does not check raises
    :class:`CheckError` (as :func:`compile`). Arguments as for
    ``Program.start``. Calls of external tools (:func:`external`) and of
    ``async def`` tools pause the program for you to answer (see
    :func:`run_async` to have async tools awaited for you)::

        ex = lackpy_rs.start("n = ask('how many?')\nn * 2", kit="none", tools=[ask])
        while not ex.done:
            for call in ex.pending:
                ex.resume({call.id: 21})
        ex.result.output  # 42
    """
    return _start(source, kit, tools, params, root, fuel, max_memory, max_output, timeout, max_grade,
                  approve_above, max_pauses, max_in_flight)


def run_document(markdown: str, kit: Any = "read", tools: ToolsArg = None, root: Any = ".",
                 params: Optional[dict] = None, fuel: Optional[int] = None, max_memory: Optional[int] = None,
                 max_output: Optional[int] = None, timeout: Optional[float] = None,
                 max_grade: Optional[int] = None) -> DocumentResult:
    """Run a literate document: markdown whose ```` ```lackpy ```` cells run
    in order in one namespace, ``{name}`` interpolations filled in. The
    whole document is checked first; cells run until the first failure or
    ``@continue``. Arguments as for :func:`run`. Returns a
    :class:`DocumentResult` whose ``to_dict()`` is ``lackpy-vm run DOC.md
    --format json``'s object."""
    ts = _toolset(tools)
    _refuse_async(ts, "run_document")
    native_kit = _native_kit(kit, ts, root)
    j = _native.run_document(markdown, native_kit, _params(params), os.fspath(root),
                             _limits(fuel, max_memory, max_output, timeout), _max_grade(max_grade), "<document>")
    return DocumentResult(j)


# ---------------------------------------------------------------- models


def prompt(kit: Any = "read", tools: ToolsArg = None, params: Any = ()) -> str:
    """The system prompt lackpy's inferencer sends for this namespace: a
    Jupyter cell over the kit's tools (signatures and descriptions), the
    builtins and the pre-set variables. ``params`` is a dict of names to
    values (shown with their repr), or a sequence of names."""
    if isinstance(params, dict):
        values = params
    else:
        values = {n: None for n in _names(params)}
    return _native.prompt(_kit(kit, tools), values)


def clean(reply: str) -> str:
    """The cleanup lackpy applies to a model's reply before checking it:
    code fences, prose around the code and similar noise removed."""
    return _native.clean(reply)


def language_spec() -> Dict[str, Any]:
    """The language as data: ``lackpyc spec --format json``."""
    return _native.language_spec()


def kit_info(name: Any, root: Any = ".") -> Dict[str, Any]:
    """A kit's tools (name, signature, parameters, description, grade) and
    its grade: ``lackpy kit info NAME --format json``."""
    spec = _spec(name)
    k = _native.NativeKit(spec, os.fspath(root), [])
    return k.info()


def kit_list() -> Dict[str, Any]:
    """The predefined kits and every built-in tool: ``lackpy kit list
    --format json``."""
    return _native.kit_list()


# ---------------------------------------------------------------- service


def _json_args(args: Dict[str, Any]) -> str:
    try:
        return json.dumps({k: v for k, v in args.items() if v is not None})
    except (TypeError, ValueError) as e:
        raise UsageError(f"the arguments must be JSON values: {e}") from None


class LackpyService:
    """The reference implementation's service, ported: the methods of
    ``LackpyService(workspace)`` over a workspace directory, reading its
    ``.lackpy/`` config (inference providers), templates and kit files as
    the command-line tools do. A *profile* is a kit: a name, a spec string
    (``"read,write_file"``) or a list of tool names; None is the ``read``
    kit. Every method returns the JSON object the CLI (or the MCP server)
    gives, as a dict; bad arguments raise :class:`UsageError`. The async
    methods run off the event loop's thread."""

    def __init__(self, workspace: Any = "."):
        self.workspace = os.path.abspath(os.fspath(workspace))
        if not os.path.isdir(self.workspace):
            raise UsageError(f"the workspace {self.workspace} is not a directory")

    def _call(self, name: str, **args: Any) -> Dict[str, Any]:
        return _native.service_call(name, _json_args(args), self.workspace)

    async def _call_async(self, name: str, **args: Any) -> Dict[str, Any]:
        text = _json_args(args)
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(None, _native.service_call, name, text, self.workspace)

    @staticmethod
    def _profile(profile: Any) -> Optional[str]:
        return None if profile is None else _spec(profile)

    def validate(self, program: str, profile: Any = None) -> Dict[str, Any]:
        """Check a program (or a literate document) without running it:
        ``lackpyc check --format json``'s object."""
        return self._call("validate", program=program, kit=self._profile(profile))

    async def run_program(self, program: str, profile: Any = None, params: Optional[Dict[str, Any]] = None) -> Dict[str, Any]:
        """Check and run a program in the workspace: ``lackpy-vm run
        --format json``'s object. ``params`` are JSON values."""
        return await self._call_async("run_program", program=program, kit=self._profile(profile), params=params)

    async def generate(self, intent: str, profile: Any = None) -> Dict[str, Any]:
        """Turn an intent into a checked program with the workspace's
        providers (templates, rules, models): ``lackpy generate --format
        json``'s object."""
        return await self._call_async("generate", intent=intent, kit=self._profile(profile))

    async def delegate(self, intent: str, profile: Any = None, params: Optional[Dict[str, Any]] = None) -> Dict[str, Any]:
        """Generate a program for the intent, check it and run it:
        ``lackpy delegate --format json``'s object (the run object plus
        ``program``, ``generation_tier`` and the timings)."""
        return await self._call_async("delegate", intent=intent, kit=self._profile(profile), params=params)

    def language_spec(self) -> Dict[str, Any]:
        """The language as data, with its markdown text."""
        return self._call("language_spec")

    def toolbox_list(self) -> Dict[str, Any]:
        """Every tool a profile may name: the built-in tools and those of
        the workspace's kit files, each with its source."""
        return self._call("toolbox_list")

    def profile_list(self) -> Dict[str, Any]:
        """The predefined kits, the built-in tools and the workspace's kit
        files."""
        return self._call("kit_list")

    def profile_info(self, profile: Any) -> Dict[str, Any]:
        """A profile's tools and grade: ``lackpy kit info --format json``."""
        return self._call("kit_info", kit=_spec(profile))

    def __repr__(self) -> str:
        return f"LackpyService({self.workspace!r})"
