#!/usr/bin/env python3
"""Side by side, in one run: lackpy's check (lex + parse + check), check +
compile, and parse of
benches/data/check_10k.py, measured in-process by criterion, against
CPython's ast.parse and compile() of the same file, measured in-process by
timeit. Prints medians and ratios (lackpy / CPython; below 1 means lackpy is
faster). Also times whole processes: `lackpyc check` vs `python3 -c ast.parse`.

Usage: python3 benches/compare_parse.py [--skip-cargo]
"""
import ast
import json
import os
import statistics
import subprocess
import sys
import time
import timeit

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
PROGRAM = os.path.join(ROOT, "benches", "data", "check_10k.py")


def criterion_median_ns(bench):
    path = os.path.join(TARGET, "criterion", "front_end", bench, "new", "estimates.json")
    with open(path) as f:
        return json.load(f)["median"]["point_estimate"]


def cpython_median_ns(stmt, number=5, repeat=15):
    times = timeit.repeat(stmt, number=number, repeat=repeat, globals=globals())
    return statistics.median(times) / number * 1e9


def whole_process_median_ms(cmd, runs=15):
    samples = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        samples.append((time.perf_counter() - t) * 1e3)
    return statistics.median(samples)


def main():
    if not os.path.exists(PROGRAM):
        subprocess.run([sys.executable, os.path.join(ROOT, "benches", "gen_check_program.py")], check=True)
    if "--skip-cargo" not in sys.argv:
        subprocess.run(["cargo", "bench", "--bench", "check", "--", "--noplot"], cwd=ROOT, check=True)
        subprocess.run(["cargo", "build", "--release", "--bin", "lackpyc"], cwd=ROOT, check=True)
    global SOURCE
    SOURCE = open(PROGRAM).read()
    lines = SOURCE.count("\n")
    lp_check = criterion_median_ns("check_10k")
    lp_parse = criterion_median_ns("parse_10k")
    lp_compile = criterion_median_ns("compile_10k")
    py_parse = cpython_median_ns("ast.parse(SOURCE)")
    py_compile = cpython_median_ns("compile(SOURCE, 'check_10k.py', 'exec')")
    lackpyc = os.path.join(TARGET, "release", "lackpyc")
    lp_proc = whole_process_median_ms([lackpyc, "check", PROGRAM])
    py_proc = whole_process_median_ms([sys.executable, "-c", f"import ast; ast.parse(open({PROGRAM!r}).read())"])

    print(f"\nfront end on a {lines}-line program (medians)")
    print(f"{'measure':<42}{'lackpy':>12}{'CPython':>12}{'ratio':>8}")
    rows = [
        ("lackpy check vs ast.parse (in-process)", lp_check, py_parse),
        ("lackpy parse vs ast.parse (in-process)", lp_parse, py_parse),
        ("lackpy check vs compile() (in-process)", lp_check, py_compile),
        ("check + compile vs compile() (in-process)", lp_compile, py_compile),
    ]
    for name, a, b in rows:
        print(f"{name:<42}{a / 1e6:>10.2f}ms{b / 1e6:>10.2f}ms{a / b:>8.2f}")
    print(f"{'whole process: lackpyc check vs python3':<42}{lp_proc:>10.2f}ms{py_proc:>10.2f}ms{lp_proc / py_proc:>8.2f}")


if __name__ == "__main__":
    main()
