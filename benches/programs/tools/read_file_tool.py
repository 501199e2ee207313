# read_file as a careful Python tool: confined to ROOT with os.path.realpath
# and a prefix test, then open(p).read(). benches/compare_tools.py runs this
# before read_file_loop.py, with ROOT the folder holding small.txt.
import os

ROOT = os.path.realpath(os.environ["LACKPY_BENCH_ROOT"])


def read_file(path):
    p = os.path.realpath(os.path.join(ROOT, path))
    if p != ROOT and not p.startswith(ROOT + os.sep):
        raise PermissionError(f"path {path!r} is outside the root")
    return open(p).read()
