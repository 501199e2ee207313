"""MCP both ways, with the official Python SDK on the other side.

- A kit imports a client configuration (`.mcp.json`) naming one server on
  stdio and one on Streamable HTTP, both written with the SDK
  (mcp_servers/); their tools run, graded from their annotations.
- `lackpy mcp --transport http` is driven by the SDK's Streamable HTTP
  client: with the bearer token, without it and with a wrong one; a
  document session opened on one server process and continued on another
  that shares the session folder; `create` saves a template that a later
  `delegate` answers with.
"""

import asyncio
import json
import os
import pathlib
import shutil
import socket
import subprocess
import sys
import time

import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from conftest import bin_path

SERVERS = pathlib.Path(__file__).parent / "mcp_servers"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port: int, proc: subprocess.Popen, what: str) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"{what} exited with {proc.returncode}: {proc.stderr.read() if proc.stderr else ''}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)
    raise AssertionError(f"{what} did not listen on {port} within 60 s")


@pytest.fixture
def weather():
    """The HTTP server: (port, token)."""
    port, token = free_port(), "t0k3n"
    proc = subprocess.Popen(
        [sys.executable, str(SERVERS / "weather.py"), str(port), token],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        wait_for_port(port, proc, "weather.py")
        yield port, token
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def served_kit(root: pathlib.Path, port: int, token_var: str) -> pathlib.Path:
    """A workspace whose kit imports .mcp.json: notes (stdio) and weather (HTTP)."""
    shutil.copy(SERVERS / "notes.py", root / "notes.py")
    kits = root / ".lackpy" / "kits"
    kits.mkdir(parents=True)
    (kits / ".mcp.json").write_text(
        json.dumps(
            {
                "mcpServers": {
                    "notes": {
                        "command": sys.executable,
                        "args": ["notes.py"],
                        "env": {"NOTES_GREETING": "${LACKPY_TEST_GREETING:-hello}"},
                    },
                    "weather": {
                        "type": "http",
                        "url": f"http://127.0.0.1:{port}/mcp",
                        "headers": {"X-Test-Token": "${" + token_var + "}"},
                    },
                }
            }
        )
    )
    tools = {
        "count_words": "notes/count_words",
        "greeting": "notes/greeting",
        "add_note": "notes/add_note",
        "clear_notes": "notes/clear_notes",
        "forecast": "weather/forecast",
        "cancel_alerts": "weather/cancel_alerts",
    }
    text = '[servers]\nimport = ".mcp.json"\n' + "".join(
        f'\n[tools.{name}]\nmcp = "{target}"\n' for name, target in tools.items()
    )
    kit = kits / "served.toml"
    kit.write_text(text)
    return kit


def lackpy_json(*args, cwd, env=None):
    out = subprocess.run(
        [str(bin_path("lackpy")), *args, "--format", "json"],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=120,
    )
    return out.returncode, out.stdout, out.stderr


def test_kit_imports_stdio_and_http_servers_graded_by_annotations(tmp_path, weather):
    port, token = weather
    served_kit(tmp_path, port, "LACKPY_TEST_WEATHER_TOKEN")
    env = {**os.environ, "LACKPY_TEST_WEATHER_TOKEN": token, "LACKPY_TEST_GREETING": "hi there"}
    code, out, err = lackpy_json("kit", "info", "served", cwd=tmp_path, env=env)
    assert code == 0, err
    grades = {t["name"]: (t["grade"]["w"], t["grade"]["d"]) for t in json.loads(out)["tools"]}
    # spec/kits.md, "Grades from annotations".
    assert grades == {
        "count_words": (1, 1),  # read-only, closed world
        "greeting": (1, 1),
        "add_note": (2, 2),  # writes, not destructive, closed world
        "clear_notes": (3, 3),  # no annotations
        "forecast": (1, 2),  # read-only, open world (the hint's default)
        "cancel_alerts": (3, 3),  # destructive
    }

    program = (
        "n = count_words('the quick brown fox')\n"
        "f = forecast('Oslo')\n"
        "[n, greeting(), f['sky'], f['high'], add_note('a'), add_note('b')]\n"
    )
    (tmp_path / "p.py").write_text(program)
    run = subprocess.run(
        [str(bin_path("lackpy-vm")), "run", "p.py", "--kit", "served", "--format", "json"],
        capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120,
    )
    r = json.loads(run.stdout)
    assert r["success"], r
    assert r["output"] == [4, "hi there", "clear", 21, 1, 2]
    assert r["grade"] == {"w": 2, "d": 2}
    assert [c["tool"] for c in r["trace"]] == ["count_words", "forecast", "greeting", "add_note", "add_note"]

    # A read-only program passes --max-grade 1; one that writes does not.
    (tmp_path / "r.py").write_text("[count_words('a b'), forecast('Rome')['city']]\n")
    (tmp_path / "w.py").write_text("clear_notes()\n")
    for name, want in [("r.py", 0), ("w.py", 3)]:
        run = subprocess.run(
            [str(bin_path("lackpy-vm")), "run", name, "--kit", "served", "--max-grade", "1", "--format", "json"],
            capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120,
        )
        assert run.returncode == want, (name, run.stdout, run.stderr)


def test_imported_headers_reach_the_http_server(tmp_path, weather):
    port, _ = weather
    served_kit(tmp_path, port, "LACKPY_TEST_WEATHER_TOKEN")
    env = {**os.environ, "LACKPY_TEST_WEATHER_TOKEN": "wrong"}
    code, _, err = lackpy_json("kit", "info", "served", cwd=tmp_path, env=env)
    assert code != 0
    assert "weather" in err and "401" in err, err


def test_an_unset_variable_is_named(tmp_path, weather):
    port, _ = weather
    served_kit(tmp_path, port, "LACKPY_TEST_UNSET_VARIABLE")
    env = {k: v for k, v in os.environ.items() if k != "LACKPY_TEST_UNSET_VARIABLE"}
    code, _, err = lackpy_json("kit", "info", "served", cwd=tmp_path, env=env)
    assert code != 0
    assert "LACKPY_TEST_UNSET_VARIABLE" in err and "weather" in err, err


# ---- lackpy mcp --transport http --------------------------------------------


class LackpyHttp:
    """`lackpy mcp --transport http` on a free port; its URL once it listens."""

    def __init__(self, root, *extra, env=None):
        self.proc = subprocess.Popen(
            [str(bin_path("lackpy")), "mcp", "--transport", "http", "--port", "0", "--root", str(root), *extra],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        line = self.proc.stderr.readline()
        assert "serving http://" in line, line
        self.url = line.split("serving ", 1)[1].strip()

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=10)


@pytest.fixture
def token_env():
    return {**os.environ, "LACKPY_TEST_MCP_TOKEN": "s3cret-token"}


def call(url: str, tool: str, args: dict, token: str | None = None) -> dict:
    """One tool call through the SDK's Streamable HTTP client: the result's structured content."""

    async def go():
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        async with httpx2.AsyncClient(headers=headers, timeout=60) as http:
            async with Client(streamable_http_client(url, http_client=http)) as client:
                r = await client.call_tool(tool, args)
                return r.structured_content

    return asyncio.run(go())


def test_http_server_with_a_token(tmp_path, token_env):
    server = LackpyHttp(tmp_path, "--auth-token-env", "LACKPY_TEST_MCP_TOKEN", env=token_env)
    try:
        r = call(server.url, "run_program", {"program": "sum([x * x for x in range(5)])"}, token="s3cret-token")
        assert r["success"] and r["output"] == 30
        for token in [None, "wrong-token"]:
            with pytest.raises(Exception):
                call(server.url, "run_program", {"program": "1"}, token=token)
            headers = {"Authorization": f"Bearer {token}"} if token else {}
            answer = httpx2.post(
                server.url,
                json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
                headers={**headers, "Accept": "application/json, text/event-stream"},
            )
            assert answer.status_code == 401, (token, answer.text)
    finally:
        server.stop()


def test_http_server_without_a_token_answers_anyone(tmp_path):
    server = LackpyHttp(tmp_path)
    try:
        r = call(server.url, "validate", {"program": "while True:\n    pass\n"})
        assert r["valid"] is False and r["errors"][0]["code"] == "E0101"
    finally:
        server.stop()


@pytest.mark.parametrize("value", [None, "", "  "])
def test_http_server_refuses_to_start_without_its_token(tmp_path, value):
    env = {k: v for k, v in os.environ.items() if k != "LACKPY_TEST_MCP_TOKEN"}
    if value is not None:
        env["LACKPY_TEST_MCP_TOKEN"] = value
    out = subprocess.run(
        [str(bin_path("lackpy")), "mcp", "--transport", "http", "--port", "0", "--root", str(tmp_path),
         "--auth-token-env", "LACKPY_TEST_MCP_TOKEN"],
        capture_output=True, text=True, env=env, timeout=60, stdin=subprocess.DEVNULL,
    )
    assert out.returncode == 2
    assert "LACKPY_TEST_MCP_TOKEN" in out.stderr and "unset or empty" in out.stderr


def test_a_session_continues_on_another_server_process(tmp_path, token_env):
    (tmp_path / "a.txt").write_text("one two three\n")
    sessions = tmp_path / "sessions"
    opts = ["--auth-token-env", "LACKPY_TEST_MCP_TOKEN", "--session-dir", str(sessions)]
    a = LackpyHttp(tmp_path, *opts, env=token_env)
    b = LackpyHttp(tmp_path, *opts, env=token_env)
    tok = "s3cret-token"
    try:
        doc = "```lackpy\nwords = read_file('a.txt').split()\n```\n\n```lackpy @continue\n```\n"
        first = call(a.url, "run_document", {"document": doc}, token=tok)
        assert first["success"], first
        sid = first["session"]
        assert (sessions / f"{sid}.lpysnap").is_file()
        # On the other process: the names of the first part are there.
        part = "```lackpy\nn = len(words)\n```\n\n{n} words.\n\n```lackpy @continue\n```\n"
        second = call(b.url, "run_document", {"document": part, "session": sid}, token=tok)
        assert second["success"] and second["session"] == sid, second
        assert "3 words." in second["stdout"]
        # Back on the first process: it answers from the folder, not from a
        # stale copy of its own (`n` was bound on the other one).
        last = "```lackpy\nwords[n - 1].upper()\n```\n"
        third = call(a.url, "run_document", {"document": last, "session": sid}, token=tok)
        assert third["success"] and third["session"] is None, third
        assert "THREE" in json.dumps(third)
        assert not list(sessions.glob("*.lpysnap")), "an ended session leaves no file"
    finally:
        a.stop()
        b.stop()


def test_create_saves_a_template_that_delegate_uses(tmp_path):
    (tmp_path / "notes.txt").write_text("alpha\nbeta\n")
    server = LackpyHttp(tmp_path)
    try:
        made = call(
            server.url,
            "create",
            {"program": "len(read_file({path}).splitlines())", "name": "count-lines",
             "pattern": "count the lines of {path}", "kit": "read"},
        )
        assert made["success"] and made["placeholders"] == ["path"], made
        assert (tmp_path / ".lackpy" / "templates" / "count-lines.tmpl").is_file()
        r = call(server.url, "delegate", {"intent": "count the lines of notes.txt"})
        assert r["success"] and r["output"] == 2 and r["generation_tier"] == "templates", r

        # Never replaced; refused like `lackpy template add` refuses.
        again = call(server.url, "create", {"program": "1", "name": "count-lines", "pattern": "x {y}"})
        assert again["error"]["type"] == "UsageError" and "exists" in again["error"]["message"]
        undefined = call(server.url, "create", {"program": "read_file({other})", "name": "u", "pattern": "read {path}"})
        assert undefined["error"]["type"] == "CheckError" and "{other}" in undefined["error"]["message"]
        bad = call(server.url, "create", {"program": "while x:\n    pass\n", "name": "w", "pattern": "loop"})
        assert bad["error"]["type"] == "CheckError" and bad["errors"][0]["code"] == "E0101"
        name = call(server.url, "create", {"program": "1", "name": "../up", "pattern": "up"})
        assert name["error"]["type"] == "UsageError"
        assert sorted(p.name for p in (tmp_path / ".lackpy" / "templates").iterdir()) == ["count-lines.tmpl"]
    finally:
        server.stop()
