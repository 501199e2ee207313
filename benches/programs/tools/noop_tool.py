# noop as a plain Python function: benches/compare runs this before
# noop_loop.py under CPython.


def noop(x):
    return None
