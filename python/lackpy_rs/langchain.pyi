"""Type stubs of lackpy_rs.langchain (see its docstrings)."""

from typing import Any, List, Optional

from langchain_core.tools import BaseTool, BaseToolkit

from . import GradeArg, KitArg, LackpyService, ModelArg, PathLike, Tool, ToolsArg

def from_langchain(tool: BaseTool, grade: Optional[GradeArg] = None, name: Optional[str] = None) -> Tool: ...

class LackpyToolkit(BaseToolkit):
    def __init__(
        self,
        tools: ToolsArg = None,
        workspace: PathLike = ".",
        model: ModelArg = None,
        kit: KitArg = "read",
        max_grade: Optional[int] = None,
        **kwargs: Any,
    ) -> None: ...
    @property
    def service(self) -> LackpyService: ...
    def get_tools(self) -> List[BaseTool]: ...
