#!/usr/bin/env python3
"""Calls in flight (spec/concurrency.md), side by side in one run: 32 calls
of a read tool that takes 50 ms, made in a list comprehension,

a. as a Python `async def` tool (`await asyncio.sleep(0.05)`) under
   `lackpy_rs.run_async`,
b. as a kit command tool (a small Python script that sleeps 50 ms and
   answers JSON on stdout), and
c. as an MCP-served tool (a small server on the official Python MCP SDK,
   `mcp`, whose tool sleeps 50 ms),

each run four ways, whole process, wall clock (median of --runs, after a
warm-up):

  lackpy             lackpy-vm run with calls in flight (the default, 16)
  lackpy, 32 in flight  lackpy-vm run --max-in-flight 32 (as many as calls:
                     what a hand-written gather does)
  lackpy, one a time lackpy-vm run --max-in-flight 1
  CPython loop       a plain loop in CPython making the same 32 calls
  CPython gather     the same calls written by hand with asyncio.gather

and, for lackpy, the program's own run time (`stats.elapsed_ms`, the
process's start-up and the MCP server's aside) and `stats.max_in_flight`.
The target: lackpy within 3 times one call (150 ms) and within 1.5 times
the hand-written gather.

The MCP SDK comes from a venv the bench makes once in target/bench-mcp-venv
(`pip install mcp==2.3.0`), or from --python PATH when that one has it.
For (a) the bench builds the Python package into that venv in release
(`maturin develop --release`, maturin 1.15.0), every run, so that it is
the checkout's own; --skip-python leaves (a) out, and --installed uses
the package already installed for --python (say the tests' .venv, a debug
build) as it is.

Usage: benches/compare_concurrency.py [--vm PATH] [--runs N] [--python PATH] [--skip-python]
       [--installed]
(--vm: default target/release/lackpy-vm; build it first).
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
MCP_VERSION = "2.3.0"
CALLS = 32

TOOL = r'''
import json, sys, time
args = json.load(sys.stdin)
time.sleep(0.05)
print(json.dumps("text of " + args["path"]))
'''

SERVER = r'''
import asyncio
try:
    from mcp.server.mcpserver import MCPServer  # mcp 2.x
except ImportError:
    from mcp.server.fastmcp import FastMCP as MCPServer  # mcp 1.x

app = MCPServer("slow")

@app.tool()
async def slow_read(path: str) -> str:
    """Read a file, slowly."""
    await asyncio.sleep(0.05)
    return "text of " + path

app.run()
'''

PROGRAM = f'texts = [slow_read(f"f{{i}}.txt") for i in range({CALLS})]\nlen(texts)\n'

LOOP_COMMAND = r'''
import json, subprocess, sys
texts = []
for i in range(%(n)d):
    p = subprocess.run([sys.executable, %(tool)r], input=json.dumps({"path": f"f{i}.txt"}),
                       capture_output=True, text=True, check=True)
    texts.append(json.loads(p.stdout))
print(len(texts))
'''

GATHER_COMMAND = r'''
import asyncio, json, sys
async def call(i):
    p = await asyncio.create_subprocess_exec(sys.executable, %(tool)r, stdin=asyncio.subprocess.PIPE,
                                             stdout=asyncio.subprocess.PIPE)
    out, _ = await p.communicate(json.dumps({"path": f"f{i}.txt"}).encode())
    return json.loads(out)
async def main():
    texts = await asyncio.gather(*(call(i) for i in range(%(n)d)))
    print(len(texts))
asyncio.run(main())
'''

CLIENT = r'''
import asyncio, sys
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
async def main():
    params = StdioServerParameters(command=sys.executable, args=[%(server)r])
    async with stdio_client(params) as (r, w):
        async with ClientSession(r, w) as s:
            await s.initialize()
            async def call(i):
                res = await s.call_tool("slow_read", {"path": f"f{i}.txt"})
                return res.content[0].text
            if %(gather)s:
                texts = await asyncio.gather(*(call(i) for i in range(%(n)d)))
            else:
                texts = [await call(i) for i in range(%(n)d)]
            print(len(texts))
asyncio.run(main())
'''


ASYNC_TOOL = r'''
import asyncio, sys, time
T0 = time.perf_counter()
def inproc():
    # The time from here (the interpreter and its imports started) to the
    # answer: the calls themselves, whatever starting Python costs.
    print(f"inproc {(time.perf_counter() - T0) * 1e3:.1f}", file=sys.stderr)
async def slow_read(path: str) -> str:
    """Read a file, slowly."""
    await asyncio.sleep(0.05)
    return "text of " + path
'''

ASYNC_LACKPY = r'''
import json, lackpy_rs
''' + ASYNC_TOOL + r'''
tool = lackpy_rs.Tool(slow_read, grade=(1, 1))
r = asyncio.run(lackpy_rs.run_async(%(program)r, kit="none", tools=[tool], max_in_flight=%(flight)d))
inproc()
print(json.dumps(r.to_dict()))
'''

ASYNC_LOOP = ASYNC_TOOL + r'''
async def main():
    texts = [await slow_read(f"f{i}.txt") for i in range(%(n)d)]
    inproc()
    print(len(texts))
asyncio.run(main())
'''

ASYNC_GATHER = ASYNC_TOOL + r'''
async def main():
    texts = await asyncio.gather(*(slow_read(f"f{i}.txt") for i in range(%(n)d)))
    inproc()
    print(len(texts))
asyncio.run(main())
'''


def with_lackpy(py):
    """Build the checkout's Python package into `py`'s venv, in release."""
    venv = os.path.dirname(os.path.dirname(py))
    ok = subprocess.run([py, "-c", "import maturin"], capture_output=True).returncode == 0
    if not ok:
        subprocess.run([py, "-m", "pip", "install", "-q", "maturin==1.15.0"], check=True)
    maturin = os.path.join(venv, "bin", "maturin")
    print("building the Python package (release) ...", file=sys.stderr)
    subprocess.run([maturin, "develop", "--release", "--locked", "--quiet", "-m",
                    os.path.join(ROOT, "python", "Cargo.toml")],
                   check=True, env={**os.environ, "VIRTUAL_ENV": venv})


def arg(flag, default=None):
    if flag in sys.argv:
        return sys.argv[sys.argv.index(flag) + 1]
    return default


def mcp_python():
    given = arg("--python")
    if given:
        return os.path.abspath(given)
    venv = os.path.join(TARGET, "bench-mcp-venv")
    py = os.path.join(venv, "bin", "python")
    if not os.path.exists(py):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    ok = subprocess.run([py, "-c", "import mcp"], capture_output=True).returncode == 0
    if not ok:
        subprocess.run([py, "-m", "pip", "install", "-q", f"mcp=={MCP_VERSION}"], check=True)
    return py


def timed(cmd, cwd):
    t = time.perf_counter()
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    wall = (time.perf_counter() - t) * 1e3
    if p.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{p.stdout}\n{p.stderr}")
    inproc = [float(line.split()[1]) for line in p.stderr.splitlines() if line.startswith("inproc ")]
    return wall, p.stdout, (inproc[0] if inproc else None)


def main():
    vm = os.path.abspath(arg("--vm", os.path.join(TARGET, "release", "lackpy-vm")))
    runs = int(arg("--runs", "5"))
    py = mcp_python()
    work = tempfile.mkdtemp(prefix="lackpy-concurrency-")
    tool = os.path.join(work, "slow_read.py")
    server = os.path.join(work, "server.py")
    with open(tool, "w") as f:
        f.write(TOOL)
    with open(server, "w") as f:
        f.write(SERVER)
    with open(os.path.join(work, "prog.py"), "w") as f:
        f.write(PROGRAM)
    with open(os.path.join(work, "command.toml"), "w") as f:
        f.write(f'[tools.slow_read]\ncommand = [{json.dumps(py)}, {json.dumps(tool)}]\n'
                'params = ["path"]\ndescription = "Read a file, slowly"\ngrade = { w = 1, d = 1 }\n')
    with open(os.path.join(work, "served.toml"), "w") as f:
        f.write(f'[servers.slow]\ncommand = [{json.dumps(py)}, {json.dumps(server)}]\n\n'
                '[tools.slow_read]\nmcp = "slow/slow_read"\ngrade = { w = 1, d = 1 }\n')
    scripts = {}
    python_case = "--skip-python" not in sys.argv
    if python_case and "--installed" not in sys.argv:
        with_lackpy(py)
    for name, text in [
        ("lackpy_async", ASYNC_LACKPY % {"program": PROGRAM, "flight": 16}),
        ("lackpy_async_alone", ASYNC_LACKPY % {"program": PROGRAM, "flight": 1}),
        ("lackpy_async_wide", ASYNC_LACKPY % {"program": PROGRAM, "flight": CALLS}),
        ("loop_async", ASYNC_LOOP % {"n": CALLS}),
        ("gather_async", ASYNC_GATHER % {"n": CALLS}),
        ("loop_command", LOOP_COMMAND % {"n": CALLS, "tool": tool}),
        ("gather_command", GATHER_COMMAND % {"n": CALLS, "tool": tool}),
        ("loop_served", CLIENT % {"n": CALLS, "server": server, "gather": False}),
        ("gather_served", CLIENT % {"n": CALLS, "server": server, "gather": True}),
    ]:
        scripts[name] = os.path.join(work, name + ".py")
        with open(scripts[name], "w") as f:
            f.write(text)

    def lackpy(kit, flags=()):
        return [vm, "run", "prog.py", "--kit", kit, "--root", work, "--format", "json", "--timeout", "300", *flags]

    cases = [
        ("b. command tool", "command.toml", "loop_command", "gather_command"),
        ("c. MCP-served tool", "served.toml", "loop_served", "gather_served"),
    ]
    if python_case:
        cases.insert(0, ("a. Python async tool", None, "loop_async", "gather_async"))
    print(f"{CALLS} calls of a 50 ms read tool in a list comprehension; "
          f"wall clock, whole process, median of {runs}\n")
    print(f"| tool | lackpy | lackpy, {CALLS} in flight | lackpy, one at a time | CPython loop | CPython gather "
          f"| lackpy / gather | lackpy ({CALLS}) / gather | lackpy's own run | max in flight |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    inner = {}
    for label, kit, loop, gather in cases:
        ways = {
            "lackpy": lackpy(kit) if kit else [py, scripts["lackpy_async"]],
            "alone": lackpy(kit, ["--max-in-flight", "1"]) if kit else [py, scripts["lackpy_async_alone"]],
            "wide": lackpy(kit, ["--max-in-flight", str(CALLS)]) if kit else [py, scripts["lackpy_async_wide"]],
            "loop": [py, scripts[loop]],
            "gather": [py, scripts[gather]],
        }
        times = {k: [] for k in ways}
        inside = {k: [] for k in ways}
        own, flight = [], 0
        for r in range(runs + 1):
            for k, cmd in ways.items():
                wall, out, inproc = timed(cmd, work)
                if r == 0:
                    continue
                times[k].append(wall)
                if inproc is not None:
                    inside[k].append(inproc)
                if k == "lackpy":
                    rep = json.loads(out)
                    if rep["output"] != CALLS:
                        sys.exit(f"lackpy answered {rep['output']}")
                    own.append(rep["stats"]["elapsed_ms"])
                    flight = rep["stats"]["max_in_flight"]
        med = {k: statistics.median(v) for k, v in times.items()}
        print(f"| {label} | {med['lackpy']:.0f} ms | {med['wide']:.0f} ms | {med['alone']:.0f} ms "
              f"| {med['loop']:.0f} ms | {med['gather']:.0f} ms | {med['lackpy'] / med['gather']:.2f}x "
              f"| {med['wide'] / med['gather']:.2f}x | {statistics.median(own):.0f} ms | {flight} |")
        if all(inside.values()):
            inner[label] = {k: statistics.median(v) for k, v in inside.items()}
    for label, m in inner.items():
        print(f"\n{label}, in-process (from the script's first line, the interpreter started, to the "
              f"answer), median of {runs}:\n")
        print(f"| lackpy | lackpy, {CALLS} in flight | lackpy, one at a time | CPython loop | CPython gather "
              f"| lackpy / gather | lackpy ({CALLS}) / gather | lackpy / one call (50 ms) |")
        print("|---|---|---|---|---|---|---|---|")
        print(f"| {m['lackpy']:.0f} ms | {m['wide']:.0f} ms | {m['alone']:.0f} ms | {m['loop']:.0f} ms "
              f"| {m['gather']:.0f} ms | {m['lackpy'] / m['gather']:.2f}x | {m['wide'] / m['gather']:.2f}x "
              f"| {m['lackpy'] / 50:.1f}x |")


if __name__ == "__main__":
    main()
