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
"""

from __future__ import annotations

import asyncio
import copy
import functools
import inspect
import json
import os
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
    offered to programs.
    """

    def __init__(
        self,
        fn: Callable[..., Any],
        name: Optional[str] = None,
        grade: Optional[Tuple[int, int]] = None,
        description: Optional[str] = None,
    ):
        if not callable(fn):
            raise UsageError(f"a tool must be callable, not {type(fn).__name__}")
        self.fn = fn
        name = name if name is not None else getattr(fn, "__name__", None)
        if not name or not isinstance(name, str):
            raise UsageError(f"the tool {fn!r} has no name: give one (Tool(fn, name=...))")
        self.name: str = name
        if grade is None:
            grade = (3, 3)
        try:
            w, d = grade
            w, d = int(w), int(d)
        except (TypeError, ValueError):
            raise UsageError(f"tool `{name}`: a grade is a pair (w, d), not {grade!r}") from None
        if not (0 <= w <= 3 and 0 <= d <= 3):
            raise UsageError(f"tool `{name}`: a grade is (w, d) with each from 0 to 3, not {grade!r}")
        self.grade = Grade(w, d)
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
        return (self.name, self.fn, self._params, self.returns, self.description, self.grade.w, self.grade.d)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.fn(*args, **kwargs)

    def __repr__(self) -> str:
        return f"Tool({self.name}, grade={tuple(self.grade)})"


def tool(
    fn: Optional[Callable[..., Any]] = None,
    *,
    name: Optional[str] = None,
    grade: Optional[Tuple[int, int]] = None,
    description: Optional[str] = None,
) -> Any:
    """Declare a Python function a lackpy tool: ``@tool`` or
    ``@tool(grade=(1, 1), description="...")``. Returns a :class:`Tool`
    (still callable as the function)."""
    if fn is not None:
        return Tool(fn, name=name, grade=grade, description=description)
    return lambda f: Tool(f, name=name, grade=grade, description=description)


ToolsArg = Union[None, Sequence[Union[Callable[..., Any], Tool]], Dict[str, Union[Callable[..., Any], Tool]]]


def _tools(tools: ToolsArg) -> List[Tool]:
    if tools is None:
        return []
    out = []
    if isinstance(tools, dict):
        for n, t in tools.items():
            if isinstance(t, Tool):
                t = Tool(t.fn, name=n, grade=tuple(t.grade), description=t.description)
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


def _kit(kit: Any, tools: ToolsArg, root: Any = ".", extra: Sequence[Tool] = ()) -> Any:
    ts = list(extra)
    names = {t.name for t in ts}
    for t in _tools(tools):
        if t.name in names:
            ts = [x for x in ts if x.name != t.name]
        ts.append(t)
        names.add(t.name)
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


def _limits(fuel: Any, max_memory: Any, max_output: Any, timeout: Any) -> SimpleNamespace:
    return SimpleNamespace(
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
            timeout: Optional[float] = None, max_grade: Optional[int] = None) -> RunResult:
        """Run the program: the same as ``run(program, ...)``."""
        return run(self, kit=kit, tools=tools, params=params, root=root, fuel=fuel, max_memory=max_memory,
                   max_output=max_output, timeout=timeout, max_grade=max_grade)

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
        errors = [Diagnostic(d) for d in r.get("diagnostics", [])]
        where = f" (line {r['line']}, column {r['column']})" if r.get("line") else ""
        code = f"{r['code']}: " if r.get("code") else ""
        raise CheckError(f"{code}{r['message']}{where}", errors, r["type"])
    return Program(r, ts)


def run(source_or_program: Union[str, Program], kit: Any = "read", tools: ToolsArg = None,
        params: Optional[dict] = None, root: Any = ".", fuel: Optional[int] = None,
        max_memory: Optional[int] = None, max_output: Optional[int] = None, timeout: Optional[float] = None,
        max_grade: Optional[int] = None) -> RunResult:
    """Check, compile and run a program (source text or a :class:`Program`).

    ``kit``/``tools`` as for :func:`check`; ``params`` is a dict of variables
    defined before the program starts; ``root`` is the directory the file
    tools are confined to. Limits: ``fuel`` (instructions), ``max_memory``
    and ``max_output`` (bytes), ``timeout`` (seconds); ``max_grade`` refuses
    a program whose world coupling is above it. Returns a
    :class:`RunResult`; a program that is rejected, fails or hits a limit
    does not raise (``success`` is false, ``error.type`` says why). Bad
    arguments raise :class:`UsageError`. Ctrl-C stops a running program
    (``KeyboardInterrupt``).
    """
    extra: Sequence[Tool] = ()
    if isinstance(source_or_program, Program):
        prog = source_or_program._native
        extra = source_or_program._tools
    elif isinstance(source_or_program, str):
        prog = source_or_program
    else:
        raise UsageError(f"run takes a program's source (str) or a Program, not {type(source_or_program).__name__}")
    native_kit = _kit(kit, tools, root, extra)
    report, output = _native.run(prog, native_kit, _params(params), os.fspath(root),
                                 _limits(fuel, max_memory, max_output, timeout), _max_grade(max_grade))
    return RunResult(report, output)


async def run_async(*args: Any, **kwargs: Any) -> RunResult:
    """:func:`run`, awaitable: the program runs on the event loop's default
    executor, off the loop's thread, so other tasks go on meanwhile."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(None, functools.partial(run, *args, **kwargs))


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
    native_kit = _kit(kit, tools, root)
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
