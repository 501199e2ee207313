"""An MCP server on Streamable HTTP for lackpy's tests, written with the
official Python SDK: `python weather.py PORT TOKEN`. A request without the
header `X-Test-Token: TOKEN` is answered 401, so a test sees that the
headers of a client configuration reach it."""

import sys

import uvicorn
from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations

server = MCPServer("weather")


@server.tool(annotations=ToolAnnotations(readOnlyHint=True))
def forecast(city: str) -> dict:
    """Tomorrow's weather in a city (it reaches an open world: no openWorldHint)."""
    return {"city": city, "sky": "clear", "high": 21}


@server.tool(annotations=ToolAnnotations(readOnlyHint=False, destructiveHint=True, openWorldHint=True))
def cancel_alerts(city: str) -> str:
    """Cancel a city's weather alerts."""
    return f"alerts for {city} cancelled"


def main() -> None:
    port, token = int(sys.argv[1]), sys.argv[2].encode()
    app = server.streamable_http_app(stateless_http=True, json_response=True)

    async def guarded(scope, receive, send):
        if scope["type"] == "http" and dict(scope["headers"]).get(b"x-test-token") != token:
            await send({"type": "http.response.start", "status": 401, "headers": [(b"content-type", b"text/plain")]})
            await send({"type": "http.response.body", "body": b"missing or wrong X-Test-Token\n"})
            return
        await app(scope, receive, send)

    uvicorn.run(guarded, host="127.0.0.1", port=port, log_level="warning")


if __name__ == "__main__":
    main()
