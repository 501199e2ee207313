"""Type stubs of lackpy_rs (see the docstrings in __init__.py)."""

import os

from typing import (
    Any,
    Awaitable,
    Callable,
    Dict,
    List,
    Mapping,
    NamedTuple,
    Optional,
    Sequence,
    Tuple,
    TypeVar,
    Union,
    overload,
)

__version__: str

PathLike = Union[str, "os.PathLike[str]"]
KitArg = Union[str, Sequence[str], None]
GradeArg = Union[Tuple[int, int], Sequence[int], Mapping[str, int]]
ApproveFn = Callable[["Call"], Union[bool, Awaitable[bool]]]
ToolsArg = Union[None, Sequence[Union[Callable[..., Any], "Tool"]], Mapping[str, Union[Callable[..., Any], "Tool"]]]

class UsageError(ValueError): ...

class CheckError(Exception):
    errors: List[Diagnostic]
    type: str
    def __init__(self, message: str, errors: Sequence[Diagnostic] = ..., type: str = ...) -> None: ...

class CorruptBytecode(Exception): ...
class CorruptSnapshot(Exception): ...

class Grade(NamedTuple):
    w: int
    d: int
    def to_dict(self) -> Dict[str, int]: ...

class Diagnostic:
    code: str
    message: str
    line: int
    column: int
    end_line: int
    end_column: int
    hint: Optional[str]
    def to_dict(self) -> Dict[str, Any]: ...

class CheckResult:
    valid: bool
    errors: List[Diagnostic]
    calls: List[str]
    variables: List[str]
    grade: Grade
    def to_dict(self) -> Dict[str, Any]: ...

class HostCall(NamedTuple):
    name: str
    grade: Grade

class RunError:
    type: str
    message: str
    line: Optional[int]
    column: Optional[int]
    code: Optional[str]
    hint: Optional[str]
    diagnostics: List[Diagnostic]
    cell: Optional[int]
    def to_dict(self) -> Dict[str, Any]: ...

class TraceEntry:
    step: int
    tool: str
    args: Dict[str, Any]
    result: Any
    duration_ms: float
    success: bool
    error: Optional[str]
    def to_dict(self) -> Dict[str, Any]: ...

class RunResult:
    success: bool
    output: Any
    repr: Optional[str]
    stdout: str
    error: Optional[RunError]
    trace: List[TraceEntry]
    grade: Optional[Grade]
    stats: Dict[str, Any]
    files: Optional[Dict[str, List[str]]]
    sandbox: Optional[str]
    def to_dict(self) -> Dict[str, Any]: ...

class DocumentResult:
    success: bool
    rendered: str
    cells: int
    continue_requested: bool
    error: Optional[RunError]
    trace: List[TraceEntry]
    stdout: str
    grade: Optional[Grade]
    stats: Dict[str, Any]
    sandbox: Optional[str]
    def to_dict(self) -> Dict[str, Any]: ...

_F = TypeVar("_F", bound=Callable[..., Any])

class Tool:
    fn: Callable[..., Any]
    name: str
    grade: Grade
    description: str
    returns: str
    is_async: bool
    concurrent: bool
    def __init__(
        self,
        fn: Callable[..., Any],
        name: Optional[str] = None,
        grade: Optional[GradeArg] = None,
        description: Optional[str] = None,
        concurrent: bool = False,
    ) -> None: ...
    @property
    def params(self) -> List[str]: ...
    def __call__(self, *args: Any, **kwargs: Any) -> Any: ...

class ExternalTool(Tool):
    def __init__(
        self,
        name: str,
        params: Sequence[str] = ...,
        grade: Optional[GradeArg] = None,
        doc: str = "",
        returns: str = "object",
    ) -> None: ...

def external(
    name: str,
    params: Sequence[str] = ...,
    grade: Optional[GradeArg] = None,
    doc: str = "",
    returns: str = "object",
) -> ExternalTool: ...

class Call:
    id: int
    name: str
    args: Tuple[Any, ...]
    kwargs: Dict[str, Any]
    grade: Grade
    line: int
    reason: str
    def to_dict(self) -> Dict[str, Any]: ...

class Execution:
    @property
    def pending(self) -> List[Call]: ...
    def resume(self, answers: Dict[int, Any]) -> None: ...
    def resume_error(self, id: int, message: str) -> None: ...
    def approve(self, id: int) -> None: ...
    def deny(self, id: int, message: str = ...) -> None: ...
    @property
    def done(self) -> bool: ...
    @property
    def result(self) -> Optional[RunResult]: ...
    def snapshot(self) -> bytes: ...
    @classmethod
    def restore(cls, data: bytes, kit: KitArg = "read", tools: ToolsArg = None, root: PathLike = ".") -> Execution: ...

@overload
def tool(fn: Callable[..., Any]) -> Tool: ...
@overload
def tool(
    fn: None = None,
    *,
    name: Optional[str] = None,
    grade: Optional[GradeArg] = None,
    description: Optional[str] = None,
    concurrent: bool = False,
) -> Callable[[Callable[..., Any]], Tool]: ...

class Program:
    @property
    def grade(self) -> Grade: ...
    @property
    def calls(self) -> List[HostCall]: ...
    @property
    def params(self) -> List[str]: ...
    @property
    def source(self) -> Optional[str]: ...
    def disasm(self) -> str: ...
    def to_bytes(self) -> bytes: ...
    @classmethod
    def from_bytes(cls, data: bytes) -> Program: ...
    def run(
        self,
        kit: KitArg = "read",
        tools: ToolsArg = None,
        params: Optional[Dict[str, Any]] = None,
        root: PathLike = ".",
        fuel: Optional[int] = None,
        max_memory: Optional[int] = None,
        max_output: Optional[int] = None,
        timeout: Optional[float] = None,
        max_grade: Optional[int] = None,
        approve: Optional[Callable[[Call], bool]] = None,
        approve_above: Optional[GradeArg] = None,
        max_pauses: Optional[int] = None,
    max_in_flight: Optional[int] = None,
    ) -> RunResult: ...
    def start(
        self,
        kit: KitArg = "read",
        tools: ToolsArg = None,
        params: Optional[Dict[str, Any]] = None,
        root: PathLike = ".",
        fuel: Optional[int] = None,
        max_memory: Optional[int] = None,
        max_output: Optional[int] = None,
        timeout: Optional[float] = None,
        max_grade: Optional[int] = None,
        approve_above: Optional[GradeArg] = None,
        max_pauses: Optional[int] = None,
    max_in_flight: Optional[int] = None,
    ) -> Execution: ...

def check(source: str, kit: KitArg = "read", tools: ToolsArg = None, params: Sequence[str] = ()) -> CheckResult: ...
def compile(source: str, kit: KitArg = "read", tools: ToolsArg = None, params: Sequence[str] = ()) -> Program: ...
def run(
    source_or_program: Union[str, Program],
    kit: KitArg = "read",
    tools: ToolsArg = None,
    params: Optional[Dict[str, Any]] = None,
    root: PathLike = ".",
    fuel: Optional[int] = None,
    max_memory: Optional[int] = None,
    max_output: Optional[int] = None,
    timeout: Optional[float] = None,
    max_grade: Optional[int] = None,
    approve: Optional[Callable[[Call], bool]] = None,
    approve_above: Optional[GradeArg] = None,
    max_pauses: Optional[int] = None,
    max_in_flight: Optional[int] = None,
) -> RunResult: ...
async def run_async(
    source_or_program: Union[str, Program],
    kit: KitArg = "read",
    tools: ToolsArg = None,
    params: Optional[Dict[str, Any]] = None,
    root: PathLike = ".",
    fuel: Optional[int] = None,
    max_memory: Optional[int] = None,
    max_output: Optional[int] = None,
    timeout: Optional[float] = None,
    max_grade: Optional[int] = None,
    approve: Optional[ApproveFn] = None,
    approve_above: Optional[GradeArg] = None,
    max_pauses: Optional[int] = None,
    max_in_flight: Optional[int] = None,
) -> RunResult: ...
def start(
    source: Union[str, Program],
    kit: KitArg = "read",
    tools: ToolsArg = None,
    params: Optional[Dict[str, Any]] = None,
    root: PathLike = ".",
    fuel: Optional[int] = None,
    max_memory: Optional[int] = None,
    max_output: Optional[int] = None,
    timeout: Optional[float] = None,
    max_grade: Optional[int] = None,
    approve_above: Optional[GradeArg] = None,
    max_pauses: Optional[int] = None,
    max_in_flight: Optional[int] = None,
) -> Execution: ...
def run_document(
    markdown: str,
    kit: KitArg = "read",
    tools: ToolsArg = None,
    root: PathLike = ".",
    params: Optional[Dict[str, Any]] = None,
    fuel: Optional[int] = None,
    max_memory: Optional[int] = None,
    max_output: Optional[int] = None,
    timeout: Optional[float] = None,
    max_grade: Optional[int] = None,
) -> DocumentResult: ...
def prompt(kit: KitArg = "read", tools: ToolsArg = None, params: Union[Sequence[str], Mapping[str, Any]] = ()) -> str: ...
def clean(reply: str) -> str: ...
def language_spec() -> Dict[str, Any]: ...
def kit_info(name: KitArg, root: PathLike = ".") -> Dict[str, Any]: ...
def kit_list() -> Dict[str, Any]: ...

ModelArg = Union[None, str, Callable[[str, str], Union[str, Awaitable[str]]], Any]

class GenerateResult:
    success: bool
    program: Optional[str]
    generation_tier: Optional[str]
    generation_time_ms: float
    correction_attempts: int
    corrections: List[str]
    grade: Optional[Grade]
    calls: List[str]
    template: Optional[str]
    attempts: List[Dict[str, Any]]
    error: Optional[RunError]
    def to_dict(self) -> Dict[str, Any]: ...

class DelegateResult(RunResult):
    program: Optional[str]
    generation_tier: Optional[str]
    generation_time_ms: float
    execution_time_ms: float
    total_time_ms: float
    correction_attempts: int
    corrections: List[str]
    attempts: List[Dict[str, Any]]
    warnings: List[str]
    promoted_template: Optional[str]

def generate(
    intent: str,
    tools: ToolsArg = None,
    kit: KitArg = "read",
    params: Optional[Dict[str, Any]] = None,
    max_grade: Optional[int] = None,
    model: ModelArg = None,
    root: PathLike = ".",
) -> GenerateResult: ...
def delegate(
    intent: str,
    tools: ToolsArg = None,
    kit: KitArg = "read",
    params: Optional[Dict[str, Any]] = None,
    max_grade: Optional[int] = None,
    model: ModelArg = None,
    root: PathLike = ".",
    fuel: Optional[int] = None,
    max_memory: Optional[int] = None,
    max_output: Optional[int] = None,
    timeout: Optional[float] = None,
) -> DelegateResult: ...

class LackpyService:
    workspace: str
    model: ModelArg
    def __init__(self, workspace: PathLike = ".", tools: ToolsArg = None, model: ModelArg = None) -> None: ...
    def validate(self, program: str, profile: KitArg = None) -> Dict[str, Any]: ...
    async def run_program(self, program: str, profile: KitArg = None, params: Optional[Dict[str, Any]] = None) -> Dict[str, Any]: ...
    async def generate(self, intent: str, profile: KitArg = None, params: Optional[Dict[str, Any]] = None) -> Dict[str, Any]: ...
    async def delegate(
        self, intent: str, profile: KitArg = None, params: Optional[Dict[str, Any]] = None, max_grade: Optional[int] = None
    ) -> Dict[str, Any]: ...
    def language_spec(self) -> Dict[str, Any]: ...
    def toolbox_list(self) -> Dict[str, Any]: ...
    def profile_list(self) -> List[Dict[str, str]]: ...
    def profile_info(self, profile: KitArg) -> Dict[str, Any]: ...

class Inspect:
    code: str
    def __init__(self, code: str) -> None: ...

class Skip:
    def __init__(self) -> None: ...

class Abort:
    reason: str
    def __init__(self, reason: str = "") -> None: ...

class CellError:
    type: str
    message: str
    line: Optional[int]
    column: Optional[int]
    code: Optional[str]
    hint: Optional[str]
    advice: Dict[str, Any]
    attempt: int
    inspections: List[Dict[str, Any]]

class Cell:
    record: Dict[str, Any]
    kind: str
    info: str
    source: str
    line: int
    status: str

class ExecutionContext:
    base_dir: str
    kit: KitArg
    tools: ToolsArg
    def __init__(self, base_dir: PathLike = ".", kit: KitArg = "literate", tools: ToolsArg = None) -> None: ...

RecoveryAnswer = Union[Sequence[str], str, Inspect, Skip, Abort, None]

class LiterateInterpreter:
    recovery: Any
    plugins: List[Any]
    def __init__(self, recovery: Any = None, plugins: Sequence[Any] = ()) -> None: ...
    def validate(self, program: str, context: Optional[ExecutionContext] = None) -> Dict[str, Any]: ...
    async def execute(self, program: str, context: Optional[ExecutionContext] = None) -> InterpreterResult: ...
    def session(self, context: Optional[ExecutionContext] = None, approve: Optional[Callable[[Dict[str, Any]], bool]] = None) -> Session: ...

class InterpreterResult:
    output: str
    output_format: str
    success: bool
    error: Optional[Dict[str, Any]]
    metadata: Dict[str, Any]
    session: Optional[Session]
    edit: Optional[Dict[str, Any]]
    def to_dict(self) -> Dict[str, Any]: ...

class Session:
    warnings: List[str]
    async def run(self, markdown: str) -> InterpreterResult: ...
    async def resume(self, markdown: str) -> InterpreterResult: ...
    async def replace_cell(self, i: int, source: str) -> InterpreterResult: ...
    async def insert_cell(self, i: int, source: str) -> InterpreterResult: ...
    async def delete_cell(self, i: int) -> InterpreterResult: ...
    def close(self) -> None: ...

async def run_interpreter(interp: LiterateInterpreter, doc: str, ctx: Optional[ExecutionContext] = None) -> InterpreterResult: ...
