"""The cost of lackpy_rs from Python (not run in CI).

Measures, best of several repeats, microseconds per operation:

1. ``lackpy_rs.run`` on a trivial program (``1 + 1``, empty kit): the whole
   per-call overhead — kit, compile, run, report, result objects;
2. the same with a compiled ``Program`` (no compile per call);
3. one Python tool call made from a program (a loop of N calls, minus the
   same loop without the call), against CPython calling the same function
   directly;
4. eight threads running a CPU-bound program each, against one thread
   running one (wall time; the GIL is released while programs run).

Run it against a release build for figures worth quoting:

    python -m venv /tmp/v && /tmp/v/bin/pip install ./python
    /tmp/v/bin/python python/bench/overhead.py

The figures measured so far are in benches/README.md ("The Python
package"). ``LACKPY_BENCH_N`` sets the loop size of the thread test.
"""

import concurrent.futures
import os
import time
import timeit

import lackpy_rs as L


def best(stmt, number, repeat=5):
    return min(timeit.repeat(stmt, number=number, repeat=repeat)) / number * 1e6


def add(a, b):
    return a + b


def main():
    tools = [L.Tool(add, grade=(0, 0))]
    print(f"lackpy_rs {L.__version__}, {os.cpu_count()} CPUs")
    us = best(lambda: L.run("1 + 1", kit="none"), 2000)
    print(f"run('1 + 1')                        {us:8.1f} us/call")
    prog = L.compile("1 + 1", kit="none")
    us = best(lambda: prog.run(kit="none"), 2000)
    print(f"Program.run()                       {us:8.1f} us/call")
    us = best(lambda: L.check("1 + 1", kit="none"), 2000)
    print(f"check('1 + 1')                      {us:8.1f} us/call")

    n = 10000
    with_call = L.compile(f"t = 0\nfor i in range({n}):\n    t = add(t, i)\nt", kit="none", tools=tools)
    without = L.compile(f"t = 0\nfor i in range({n}):\n    t = t + i\nt", kit="none")
    assert with_call.run(kit="none").output == sum(range(n))
    a = best(lambda: with_call.run(kit="none"), 5)
    b = best(lambda: without.run(kit="none"), 5)
    tool_us = (a - b) / n
    direct = best(lambda: add(1, 2), 200000)
    print(f"Python tool call from a program     {tool_us:8.3f} us/call")
    print(f"CPython calling add(1, 2) directly  {direct:8.3f} us/call")

    cpu = "t = 0\nfor i in range(n):\n    t = (t + i * i) % 1000003\nt"
    cprog = L.compile(cpu, kit="none", params=["n"])
    size = int(os.environ.get("LACKPY_BENCH_N", "2000000"))

    def one(_):
        return cprog.run(kit="none", params={"n": size}, fuel=10**12).output

    start = time.perf_counter()
    one(0)
    single = time.perf_counter() - start
    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        start = time.perf_counter()
        outs = list(pool.map(one, range(8)))
        eight = time.perf_counter() - start
    assert len(set(outs)) == 1
    print(f"1 thread, 1 program                 {single * 1e3:8.0f} ms")
    print(f"8 threads, 8 programs               {eight * 1e3:8.0f} ms  ({eight / single:.2f}x one; 8.00x if serialised)")


if __name__ == "__main__":
    main()
