#!/usr/bin/env python3
"""The tools against what a program would use without lackpy, side by side
in one run, alternating run by run (medians of >= 5 runs, one warm-up run
each first, so every figure is on a warm page cache):

Whole-process rows also show CPU time (user + system, from wait4): on a
shared machine it moves less with the load than wall time does.

a. search_content over a generated tree of ~250 MB of Rust-like sources
   (benches/gen_tree.py, made at bench time, never checked in) against
   `grep -rn` (a literal pattern) and `grep -rnE` (a regex), whole
   process; both must report the same hits (file, line, text).
b. find_files("**/*.rs") on the same tree against
   `find . -type f -name '*.rs'`, whole process; the same files.
c. 10^5 read_file calls on a small file (benches/programs/tools/
   read_file_loop.py) against CPython running the same loop with read_file
   a plain Python function (read_file_tool.py: os.path.realpath, a prefix
   test, open(p).read()); in-process (lackpy's own elapsed time against
   CPython's exec of the pre-compiled code) and whole process. The same
   checksum line.
d. 10^6 calls to a no-op tool (benches/programs/tools/noop_loop.py, run
   with `--kit bench`, whose one tool is noop(x) returning None) against
   CPython running the same loop with noop a plain Python function
   (noop_tool.py); in-process and whole process, as in c.

Ratios are lackpy / the other: below 1 means lackpy is faster.

Usage: benches/compare_tools.py [--runs N] [--tree DIR] [--mb N] [--skip-cargo]
                                [--only search,find,read,noop] [--baseline PATH]
--baseline PATH: an earlier build's lackpy-vm; a and b then also run it,
alternated with this build and grep/find, and print this build / baseline
(below 1: faster now).
Honours CARGO_TARGET_DIR for the release lackpy-vm.
"""
import contextlib
import io
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
LACKPY_VM = os.path.join(TARGET, "release", "lackpy-vm")
TOOLS = os.path.join(ROOT, "benches", "programs", "tools")
SEARCHES = [
    # (label, lackpy pattern, grep arguments)
    ("literal", "TODO: retry", ["grep", "-rn", "TODO: retry", "."]),
    ("regex", "fn [a-z_]+_cache_[0-9]+", ["grep", "-rnE", "fn [a-z_]+_cache_[0-9]+", "."]),
]


def arg(flag, default=None):
    if flag in sys.argv:
        return sys.argv[sys.argv.index(flag) + 1]
    return default


def timed(cmd, cwd=None, stdin=None):
    """Wall time (ms) and stdout of one whole process; its CPU time (user +
    system, ms) goes to CPU[-1]."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    with tempfile.TemporaryFile("w+") as out_f:
        # communicate() would reap the child; read the pipes, then wait4.
        import threading
        err = []
        th = threading.Thread(target=lambda: err.append(p.stderr.read()))
        th.start()
        if stdin:
            p.stdin.write(stdin)
        p.stdin.close()
        out = p.stdout.read()
        th.join()
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
    ms = (time.perf_counter() - t) * 1e3
    CPU.append((usage.ru_utime + usage.ru_stime) * 1e3)
    if p.returncode not in (0, 1) or (p.returncode == 1 and cmd[0] != "grep"):
        sys.exit(f"{' '.join(cmd)} failed ({p.returncode}): {err[0][:500] if err else ''}")
    return ms, out


CPU = []


def lackpy(program, tree, kit="read", vm=None):
    return [vm or LACKPY_VM, "run", "-", "--kit", kit, "--root", tree], program


def hits(text, strip_dot):
    lines = text.splitlines()
    if strip_dot:
        lines = [l[2:] if l.startswith("./") else l for l in lines]
    return sorted(lines)


def versus(label, ours, theirs, runs, same):
    """Alternate `ours` and `theirs` (each a () -> (ms, out)), check `same`
    on their outputs, print and return the medians and ratio."""
    ours(), theirs()  # warm-up: page cache, binaries
    a, b, ca, cb = [], [], [], []
    for _ in range(runs):
        n = len(CPU)
        t, out_a = ours()
        a.append(t)
        ca.extend(CPU[n:])
        n = len(CPU)
        t, out_b = theirs()
        b.append(t)
        cb.extend(CPU[n:])
        if not same(out_a, out_b):
            sys.exit(f"{label}: DIFFERENT RESULTS\n  lackpy: {out_a[:300]!r}\n  other:  {out_b[:300]!r}")
    ma, mb = statistics.median(a), statistics.median(b)
    cpu = ""
    if ca and cb:
        mca, mcb = statistics.median(ca), statistics.median(cb)
        cpu = f"{mca:>10.1f}{mcb:>10.1f}{mca / mcb:>8.2f}"
    print(f"{label:<34}{ma:>10.1f}{mb:>10.1f}{ma / mb:>8.2f}{cpu}")
    return ma / mb


def against_baseline(label, now, base, other, runs, same):
    """Alternate this build, the baseline build and the other program run
    by run; print each build against the other program, and this build
    against the baseline."""
    now(), base(), other()  # warm-up
    t = {"now": [], "base": [], "other": []}
    c = {"now": [], "base": [], "other": []}
    for _ in range(runs):
        outs = {}
        for key, fn in (("now", now), ("base", base), ("other", other)):
            n = len(CPU)
            ms, outs[key] = fn()
            t[key].append(ms)
            c[key].extend(CPU[n:])
        for key in ("now", "base"):
            if not same(outs[key], outs["other"]):
                sys.exit(f"{label} ({key}): DIFFERENT RESULTS")
    m = {k: statistics.median(v) for k, v in t.items()}
    mc = {k: statistics.median(v) for k, v in c.items()}
    for key, name in (("base", "baseline"), ("now", "this build")):
        print(f"{label + ' ' + name:<34}{m[key]:>10.1f}{m['other']:>10.1f}{m[key] / m['other']:>8.2f}"
              f"{mc[key]:>10.1f}{mc['other']:>10.1f}{mc[key] / mc['other']:>8.2f}")
    print(f"{'':<4}this build / baseline: wall {m['now'] / m['base']:.2f}, cpu {mc['now'] / mc['base']:.2f}")


BASELINE = None


def search(tree, runs):
    print(f"\na. search_content over {tree} against grep (whole process, ms, medians of {runs})")
    print(f"{'':<33}{'wall lackpy':>11}{'grep':>10}{'ratio':>8}{' cpu lackpy':>10}{'grep':>10}{'ratio':>8}")
    for label, pattern, grep in SEARCHES:
        cmd, prog = lackpy(f"print(search_content({pattern!r}), end='')\n", tree)
        n = []

        def same(a, b):
            ha, hb = hits(a, False), hits(b, True)
            n.append(len(ha))
            return ha == hb
        if BASELINE:
            bcmd, _ = lackpy("", tree, vm=BASELINE)
            against_baseline(f"search_content {label}", lambda: timed(cmd, stdin=prog),
                             lambda: timed(bcmd, stdin=prog), lambda: timed(grep, cwd=tree),
                             runs, same)
        else:
            versus(f"search_content {label}", lambda: timed(cmd, stdin=prog),
                   lambda: timed(grep, cwd=tree), runs, same)
        print(f"{'':<4}({n[-1]} hits, the same in both)")


def find(tree, runs):
    print(f"\nb. find_files over {tree} against find (whole process, ms, medians of {runs})")
    print(f"{'':<33}{'wall lackpy':>11}{'find':>10}{'ratio':>8}{' cpu lackpy':>10}{'find':>10}{'ratio':>8}")
    cmd, prog = lackpy("print('\\n'.join(find_files('**/*.rs')))\n", tree)
    n = []

    def same(a, b):
        ha, hb = hits(a, False), hits(b, True)
        n.append(len(ha))
        return ha == hb
    find_cmd = ["find", ".", "-type", "f", "-name", "*.rs"]
    if BASELINE:
        bcmd, _ = lackpy("", tree, vm=BASELINE)
        against_baseline("find_files **/*.rs", lambda: timed(cmd, stdin=prog),
                         lambda: timed(bcmd, stdin=prog), lambda: timed(find_cmd, cwd=tree),
                         runs, same)
    else:
        versus("find_files **/*.rs", lambda: timed(cmd, stdin=prog),
               lambda: timed(find_cmd, cwd=tree), runs, same)
    print(f"{'':<4}({n[-1]} files, the same in both)")


def tool_loop(runs, title, prog, tool, kit, root=None):
    """lackpy running benches/programs/tools/PROG with KIT against CPython
    running TOOL (the tool as a plain Python function) then PROG."""
    prog_path = os.path.join(TOOLS, prog)
    tool_src = open(os.path.join(TOOLS, tool)).read()
    prog_src = open(prog_path).read()
    code = compile(tool_src + "\n" + prog_src, prog, "exec")
    vm = [LACKPY_VM, "run", prog_path, "--kit", kit] + (["--root", root] if root else [])
    with tempfile.TemporaryDirectory() as d:
        whole_py = os.path.join(d, "whole.py")
        with open(whole_py, "w") as f:
            f.write(tool_src + "\n" + prog_src)

        def lackpy_in():
            p = subprocess.run(vm + ["--format", "json"], capture_output=True, text=True, check=False)
            o = json.loads(p.stdout)
            if not o.get("success"):
                sys.exit(f"{prog}: lackpy failed: {o.get('error')}")
            return o["stats"]["elapsed_ms"], o["stdout"]

        def cpython_in():
            buf = io.StringIO()
            t = time.perf_counter()
            with contextlib.redirect_stdout(buf):
                exec(code, {})
            return (time.perf_counter() - t) * 1e3, buf.getvalue()

        print(f"\n{title} (ms, medians of {runs})")
        print(f"{'':<34}{'lackpy':>10}{'CPython':>10}{'ratio':>8}")
        versus("in-process", lackpy_in, cpython_in, runs, lambda a, b: a == b)
        versus("whole process", lambda: timed(vm), lambda: timed([sys.executable, whole_py]),
               runs, lambda a, b: a == b)


def read_loop(runs):
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "small.txt"), "w") as f:
            f.write("a small file of one line\n")
        os.environ["LACKPY_BENCH_ROOT"] = d
        tool_loop(runs, "c. 10^5 read_file calls on a small file", "read_file_loop.py",
                  "read_file_tool.py", "read", root=d)


def noop_loop(runs):
    # lackpy traces every call (the JSON report carries all 10^6 entries;
    # stats.elapsed_ms, the in-process figure, covers the run only).
    tool_loop(runs, "d. 10^6 calls to a no-op tool (lackpy: --kit bench)", "noop_loop.py",
              "noop_tool.py", "bench")


def main():
    global BASELINE
    BASELINE = arg("--baseline")
    if BASELINE and not os.access(BASELINE, os.X_OK):
        sys.exit(f"--baseline {BASELINE}: not an executable lackpy-vm")
    runs = max(5, int(arg("--runs", "7")))
    only = set((arg("--only") or "search,find,read,noop").split(","))
    tree = arg("--tree", os.path.join(tempfile.gettempdir(), "lackpy-bench-tree"))
    if "--skip-cargo" not in sys.argv:
        subprocess.run(["cargo", "build", "--release", "--bin", "lackpy-vm"], cwd=ROOT, check=True)
    if only & {"search", "find"}:
        subprocess.run([sys.executable, os.path.join(ROOT, "benches", "gen_tree.py"), tree,
                        "--mb", arg("--mb", "250")], check=True)
        print(f"cores: {os.cpu_count()}; LANG={os.environ.get('LANG', '')}")
    if "search" in only:
        search(tree, runs)
    if "find" in only:
        find(tree, runs)
    if "read" in only:
        read_loop(runs)
    if "noop" in only:
        noop_loop(runs)


if __name__ == "__main__":
    main()
