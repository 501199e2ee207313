#!/usr/bin/env python3
"""Host-call overhead, side by side: lackpy's 1,000,000 calls to a no-op
tool (criterion: traced, untraced, and the bare loop) against CPython 3.11
calling a no-op function in the same loop, plainly and through a tracing
wrapper like the reference implementation's (records tool, args, result,
duration, success per call). Prints nanoseconds per call.

Usage: python3 benches/compare_host.py [--skip-cargo]
"""
import json
import os
import statistics
import subprocess
import sys
import time
import timeit

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
N = 1_000_000


def criterion_ns(name):
    with open(os.path.join(TARGET, "criterion", "host", name, "new", "estimates.json")) as f:
        return json.load(f)["median"]["point_estimate"]


def noop(x):
    return None


def traced(fn, trace):
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        entry = {"tool": fn.__name__, "args": args, "kwargs": kwargs}
        try:
            result = fn(*args, **kwargs)
            entry.update(result=result, success=True)
            return result
        except Exception as e:  # noqa: BLE001
            entry.update(error=str(e), success=False)
            raise
        finally:
            entry["duration_ms"] = (time.perf_counter() - start) * 1e3
            trace.append(entry)
    return wrapper


def cpython_ns(code, env):
    compiled = compile(code, "bench", "exec")
    return statistics.median(timeit.repeat(lambda: exec(compiled, dict(env)), number=1, repeat=7)) * 1e9


def main():
    if "--skip-cargo" not in sys.argv:
        subprocess.run(["cargo", "bench", "--bench", "host", "--", "--noplot"], cwd=ROOT, check=True)
    lp_traced, lp_plain, lp_loop = (criterion_ns(n) for n in ("calls_traced", "calls_untraced", "loop_baseline"))
    loop = "for i in range(1000000):\n    noop(i)\n"
    py_loop = cpython_ns("for i in range(1000000):\n    i\n", {})
    py_plain = cpython_ns(loop, {"noop": noop})
    py_traced = cpython_ns(loop, {"noop": traced(noop, [])})
    print(f"\nper call, 1,000,000 calls (loop cost subtracted; medians)")
    print(f"{'':<28}{'lackpy':>10}{'CPython':>10}")
    print(f"{'untraced call':<28}{(lp_plain - lp_loop) / N:>8.1f}ns{(py_plain - py_loop) / N:>8.1f}ns")
    print(f"{'traced call':<28}{(lp_traced - lp_loop) / N:>8.1f}ns{(py_traced - py_loop) / N:>8.1f}ns")
    print(f"{'loop iteration alone':<28}{lp_loop / N:>8.1f}ns{py_loop / N:>8.1f}ns")


if __name__ == "__main__":
    main()
