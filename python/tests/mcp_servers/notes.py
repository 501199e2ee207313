"""An MCP server on stdio for lackpy's tests, written with the official
Python SDK. Its tools' annotations say what they do; lackpy grades them
from that (spec/kits.md, "Grades from annotations")."""

import os

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations

server = MCPServer("notes")
NOTES: list[str] = []


@server.tool(annotations=ToolAnnotations(readOnlyHint=True, openWorldHint=False))
def count_words(text: str) -> int:
    """Count the words of a text."""
    return len(text.split())


@server.tool(annotations=ToolAnnotations(readOnlyHint=True, openWorldHint=False))
def greeting() -> str:
    """The greeting its configuration gave it (an environment variable)."""
    return os.environ.get("NOTES_GREETING", "<unset>")


@server.tool(annotations=ToolAnnotations(readOnlyHint=False, destructiveHint=False, openWorldHint=False))
def add_note(text: str) -> int:
    """Add a note; the number of notes kept."""
    NOTES.append(text)
    return len(NOTES)


@server.tool()
def clear_notes() -> int:
    """Forget every note (a tool without annotations)."""
    n = len(NOTES)
    NOTES.clear()
    return n


if __name__ == "__main__":
    server.run()
