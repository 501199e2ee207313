#!/usr/bin/env python3
"""Run lackpy programs under CPython 3.11 the way lackpy reads a cell, one
per line of JSON on stdin ({"src": ...}), answering one line of JSON each:
{"stdout": ..., "result": repr or null, "error": null or {"type", "message", "line"}}.
Used by the differential tests; conformance/generate.py does the same for
the committed suite."""
import ast
import contextlib
import io
import json
import sys


def sort_by(items, key, reverse=False):
    if callable(key):
        return sorted(items, key=key, reverse=reverse)
    return sorted(items, key=lambda x: x[key], reverse=reverse)


def run(src):
    out = io.StringIO()
    result, error = None, None
    try:
        tree = ast.parse(src, "<case>")
        if tree.body and isinstance(tree.body[-1], ast.Expr):
            last = tree.body[-1]
            tree.body[-1] = ast.copy_location(
                ast.Assign(targets=[ast.Name(id="__lackpy_result__", ctx=ast.Store())], value=last.value), last)
            ast.fix_missing_locations(tree)
        code = compile(tree, "<case>", "exec")
        env = {"sort_by": sort_by}
        with contextlib.redirect_stdout(out):
            exec(code, env)
        value = env.get("__lackpy_result__")
        result = None if value is None else repr(value)
    except Exception as e:  # noqa: BLE001 - every failure is reported
        line = None
        tb = e.__traceback__
        while tb is not None:
            if tb.tb_frame.f_code.co_filename == "<case>":
                line = tb.tb_lineno
            tb = tb.tb_next
        error = {"type": type(e).__name__, "message": str(e), "line": line}
    return {"stdout": out.getvalue(), "result": result, "error": error}


def main():
    sys.set_int_max_str_digits(4300)
    for line in sys.stdin:
        req = json.loads(line)
        print(json.dumps(run(req["src"])), flush=True)


if __name__ == "__main__":
    main()
