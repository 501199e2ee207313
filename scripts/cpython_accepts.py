#!/usr/bin/env python3
"""Check that CPython compiles every lackpy corpus program.

Usage: python3 scripts/cpython_accepts.py [DIR ...]

Every `.py` file under each DIR (default: tests/corpus/valid) is read as
UTF-8 and passed to CPython's `compile(source, path, "exec")` -- a full
compile, so errors that `ast.parse` lets through (e.g. `return` outside a
function) are caught too. Warnings (such as invalid escape sequences) are
turned into errors so that the corpus stays clean.

Prints every failure, then a one-line summary `N passed, M failed`, and
exits 1 if anything failed (2 if a directory does not exist).
"""

import os
import sys
import warnings

DEFAULT_DIRS = ["tests/corpus/valid"]


def py_files(root):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for name in sorted(filenames):
            if name.endswith(".py"):
                yield os.path.join(dirpath, name)


def check(path):
    """Return None if CPython compiles `path`, else a message."""
    try:
        with open(path, "rb") as f:
            data = f.read()
        source = data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as e:
        return f"cannot read: {e}"
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        try:
            compile(source, path, "exec", dont_inherit=True)
        except SyntaxError as e:
            where = f"{e.lineno}:{e.offset}" if e.lineno else "?"
            return f"{where}: {type(e).__name__}: {e.msg}"
        except (ValueError, Warning) as e:
            return f"{type(e).__name__}: {e}"
    return None


def main(argv):
    dirs = argv[1:] or DEFAULT_DIRS
    passed = 0
    failed = []
    for d in dirs:
        if not os.path.isdir(d):
            print(f"error: {d} is not a directory", file=sys.stderr)
            return 2
        for path in py_files(d):
            err = check(path)
            if err is None:
                passed += 1
            else:
                failed.append((path, err))
    for path, err in failed:
        print(f"FAIL {path}: {err}")
    print(f"{passed} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
