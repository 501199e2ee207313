#!/usr/bin/env python3
"""Side by side, in one run: every program in benches/programs under lackpy
and under CPython 3.11.

- in-process: lackpy's VM run (criterion, `cargo bench --bench vm`) vs
  CPython's `exec` of the pre-compiled code object (timeit), medians;
- whole process: `lackpy-vm run prog.py` vs `python3 prog.py`, alternated,
  medians of at least 5 runs each, after checking both print the same
  checksum.

Prints a table of medians and ratios (lackpy / CPython: below 1 means lackpy
is faster) and the geometric mean of the ratios.

Usage: python3 benches/compare_vm.py [--skip-cargo] [--runs N]
"""
import contextlib
import io
import json
import math
import os
import statistics
import subprocess
import sys
import time
import timeit

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
PROGRAMS = os.path.join(ROOT, "benches", "programs")
LACKPY_VM = os.path.join(TARGET, "release", "lackpy-vm")


def criterion_median_ns(name):
    path = os.path.join(TARGET, "criterion", "vm", name, "new", "estimates.json")
    with open(path) as f:
        return json.load(f)["median"]["point_estimate"]


def cpython_exec_median_ns(src, name, repeat):
    code = compile(src, name, "exec")

    def once():
        with contextlib.redirect_stdout(io.StringIO()):
            exec(code, {})

    return statistics.median(timeit.repeat(once, number=1, repeat=repeat)) * 1e9


def run(cmd):
    t = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True, check=False)
    return (time.perf_counter() - t) * 1e3, out.stdout


def main():
    runs = 7
    if "--runs" in sys.argv:
        runs = max(5, int(sys.argv[sys.argv.index("--runs") + 1]))
    if "--skip-cargo" not in sys.argv:
        subprocess.run(["cargo", "bench", "--bench", "vm", "--", "--noplot"], cwd=ROOT, check=True)
        subprocess.run(["cargo", "build", "--release", "--bin", "lackpy-vm"], cwd=ROOT, check=True)
    names = sorted(f[:-3] for f in os.listdir(PROGRAMS) if f.endswith(".py"))
    print(f"\n{'program':<18}{'in-process':>34}{'whole process':>34}")
    print(f"{'':<18}{'lackpy':>11}{'CPython':>11}{'ratio':>8}  {'lackpy':>11}{'CPython':>11}{'ratio':>8}")
    in_ratios, proc_ratios = [], []
    for name in names:
        path = os.path.join(PROGRAMS, name + ".py")
        src = open(path).read()
        lp_in = criterion_median_ns(name)
        py_in = cpython_exec_median_ns(src, path, runs)
        lp_times, py_times = [], []
        for _ in range(runs):
            t, lp_out = run([LACKPY_VM, "run", path, "--kit", "none"])
            lp_times.append(t)
            t, py_out = run([sys.executable, path])
            py_times.append(t)
        if lp_out != py_out:
            print(f"{name}: OUTPUT DIFFERS\n  lackpy:  {lp_out!r}\n  CPython: {py_out!r}")
            sys.exit(1)
        lp_p, py_p = statistics.median(lp_times), statistics.median(py_times)
        in_ratios.append(lp_in / py_in)
        proc_ratios.append(lp_p / py_p)
        print(f"{name:<18}{lp_in / 1e6:>9.2f}ms{py_in / 1e6:>9.2f}ms{lp_in / py_in:>8.2f}  "
              f"{lp_p:>9.2f}ms{py_p:>9.2f}ms{lp_p / py_p:>8.2f}")
    gm = lambda xs: math.exp(sum(math.log(x) for x in xs) / len(xs))
    print(f"{'geometric mean':<18}{'':>22}{gm(in_ratios):>8.2f}  {'':>22}{gm(proc_ratios):>8.2f}")


if __name__ == "__main__":
    main()
