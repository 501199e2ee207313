"""The GIL, threads, Ctrl-C and asyncio."""

import _thread
import asyncio
import concurrent.futures
import threading

import pytest

import lackpy_rs as L

LOOP = "t = 0\nfor i in range(n):\n    t = (t + i * i) % 1000003\nt\n"


def expected(n):
    t = 0
    for i in range(n):
        t = (t + i * i) % 1000003
    return t


def test_eight_threads_all_finish_correctly():
    ns = [20000 + 1000 * k for k in range(8)]
    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        results = list(pool.map(lambda n: L.run(LOOP, kit="none", params={"n": n}), ns))
    assert [r.output for r in results] == [expected(n) for n in ns]


def test_threads_calling_python_tools():
    lock = threading.Lock()
    seen = []

    def note(i):
        with lock:
            seen.append(i)
        return i * 2

    src = "total = 0\nfor i in range(50):\n    total += note(i)\ntotal\n"
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        outs = list(pool.map(lambda _: L.run(src, kit="none", tools=[note]).output, range(8)))
    assert outs == [2 * sum(range(50))] * 8
    assert len(seen) == 8 * 50


def test_gil_is_released_while_a_program_runs():
    # A Python thread keeps counting while a long program runs on this one;
    # were the GIL held, it could not advance until the run ended.
    stop = threading.Event()
    progress = []

    def count():
        while not stop.is_set():
            progress.append(1)

    t = threading.Thread(target=count)
    t.start()
    try:
        before = len(progress)
        r = L.run(LOOP, kit="none", params={"n": 300000})
        during = len(progress) - before
    finally:
        stop.set()
        t.join()
    assert r.success
    assert during > 0


def test_ctrl_c_stops_a_long_program():
    timer = threading.Timer(0.3, _thread.interrupt_main)
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            # Would run for many seconds without the interrupt.
            L.run("t = 0\nfor i in range(10000000000):\n    t += i\n", kit="none", timeout=120)
    finally:
        timer.cancel()
    # The next run is not affected.
    assert L.run("1 + 1", kit="none").output == 2


def test_ctrl_c_during_a_python_tool_stops_the_program():
    calls = []

    def slow(i):
        calls.append(i)
        if i == 2:
            _thread.interrupt_main()
            # The interrupt arrives while this tool runs.
            for _ in range(10**6):
                pass
        return i

    with pytest.raises(KeyboardInterrupt):
        L.run("for i in range(1000):\n    slow(i)\n", kit="none", tools=[slow])
    assert len(calls) < 1000


def test_run_async_off_the_loop_thread():
    loop_thread = []
    tool_thread = []

    def where():
        tool_thread.append(threading.get_ident())
        return 1

    async def main():
        loop_thread.append(threading.get_ident())
        rs = await asyncio.gather(*[L.run_async("where() + n", kit="none", tools=[where], params={"n": k}) for k in range(4)])
        return [r.output for r in rs]

    assert asyncio.run(main()) == [1, 2, 3, 4]
    assert loop_thread[0] not in tool_thread


def test_no_panic_crosses_into_python():
    # Odd inputs come back as results or Python exceptions, never a crash.
    for src in ["\x00", "(" * 500, "[" * 2000 + "]" * 2000, "x = '\ud800'"]:
        try:
            r = L.run(src, kit="none")
            assert isinstance(r, L.RunResult)
        except (L.UsageError, UnicodeError):
            pass
    # A parameter nested deeper than lackpy takes is refused, not a crash.
    deep = []
    for _ in range(1000):
        deep = [deep]
    with pytest.raises(L.UsageError):
        L.run("len(x)", kit="none", params={"x": deep})
