#!/usr/bin/env python3
"""Produce the expected results of the lackpy conformance suite with CPython 3.11.

Usage:
    python3 conformance/generate.py [--check] [--lackpyc PATH] [CASE_OR_DIR ...]

Every `conformance/cases/<topic>/<name>.py` is run under CPython 3.11 the
way lackpy runs a notebook cell, and its observable behaviour is written to
`conformance/cases/<topic>/<name>.expected.json`:

    {"error": null | {"line": N, "message": str(e), "type": type(e).__name__},
     "result": repr(value of the last expression) | null,
     "stdout": everything the program printed}

How a case is run:
  * the source is parsed with `ast`; when the last top-level statement is an
    expression statement, it is rewritten into an assignment to a hidden
    name, whose value after the run is the program's result (`null` when
    there is no final expression, when its value is None, or when the
    program stopped with an error before reaching it);
  * the module is compiled (warnings are errors: a case must compile
    cleanly) and executed in a fresh globals dict holding only `sort_by`
    (lackpy's lambda-free sorting builtin) and the normal builtins;
  * stdout is captured; an Exception stops the program and is recorded with
    the line of the innermost frame that executes the case's own code.
    Output printed before the error is kept.

The run uses PYTHONHASHSEED=0 (the script re-executes itself with it when
it is not set), so results never depend on string hashing.

Options:
  --check         regenerate in memory and compare with the committed
                  .expected.json files; exit 1 listing every case that
                  differs or has no expectation, else print
                  "N cases, all expectations match CPython".
  --lackpyc PATH  also run `PATH check --kit none FILE` on every case (and
                  on every program in conformance/differences/) and report
                  the ones lackpy's checker rejects (other than with E0209
                  alone: a call that does not fit its signature).
  CASE_OR_DIR     only these case files, or the cases under these folders.

Exit codes: 0 success, 1 a mismatch / missing expectation / rejected case,
2 usage error or a Python other than 3.11.

The `conformance/differences/` folder is never generated: its expectations
are written by hand, because they pin where lackpy deliberately differs
from CPython.
"""

import argparse
import ast
import builtins
import contextlib
import difflib
import io
import json
import os
import subprocess
import sys
import warnings

REQUIRED_VERSION = (3, 11)
HERE = os.path.dirname(os.path.abspath(__file__))
CASES_DIR = os.path.join(HERE, "cases")
DIFFERENCES_DIR = os.path.join(HERE, "differences")
RESULT_NAME = "_lackpy_conformance_result_"
EXPECTED_SUFFIX = ".expected.json"


def require_python_311():
    if sys.version_info[:2] != REQUIRED_VERSION:
        found = ".".join(str(p) for p in sys.version_info[:3])
        sys.stderr.write(
            f"generate.py: the expectations are CPython 3.11's; this is Python {found}. "
            f"Run it with a python3.11 interpreter.\n"
        )
        sys.exit(2)


def ensure_hash_seed():
    """Re-exec with PYTHONHASHSEED=0 unless it is already in force."""
    if os.environ.get("PYTHONHASHSEED") != "0":
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = "0"
        sys.stdout.flush()
        sys.stderr.flush()
        os.execve(sys.executable, [sys.executable, os.path.abspath(__file__)] + sys.argv[1:], env)


def sort_by(items, key, reverse=False):
    """lackpy's builtin: sorted(items, key=lambda x: x[key], reverse=reverse)."""
    return sorted(items, key=lambda x: x[key], reverse=reverse)


def rel(path):
    """A path relative to the repository root (the folder above conformance/)."""
    return os.path.relpath(path, os.path.dirname(HERE))


def expected_path(case_path):
    return case_path[: -len(".py")] + EXPECTED_SUFFIX


def find_cases(selection):
    """Case files (absolute paths, sorted) under cases/, limited to `selection`."""
    roots = [os.path.abspath(s) for s in selection] if selection else [CASES_DIR]
    found = []
    for root in roots:
        if os.path.isfile(root):
            if root.endswith(".py"):
                found.append(root)
            continue
        if not os.path.isdir(root):
            sys.stderr.write(f"generate.py: no such case or folder: {root}\n")
            sys.exit(2)
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames.sort()
            for name in sorted(filenames):
                if name.endswith(".py"):
                    found.append(os.path.join(dirpath, name))
    cases = []
    for path in sorted(set(found)):
        inside = os.path.commonpath([path, CASES_DIR]) == CASES_DIR
        if not inside:
            # The differences folder (and anything else outside cases/) is
            # never generated.
            continue
        cases.append(path)
    return cases


def innermost_case_line(tb, filename):
    line = None
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def run_case(path):
    """Run one case under CPython and return its expectation dict."""
    with open(path, "rb") as f:
        source = f.read().decode("utf-8")
    filename = rel(path)
    tree = ast.parse(source, filename=filename)
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = tree.body[-1]
        assign = ast.Assign(
            targets=[ast.Name(id=RESULT_NAME, ctx=ast.Store())],
            value=last.value,
        )
        ast.copy_location(assign, last)
        assign.targets[0] = ast.copy_location(assign.targets[0], last)
        tree.body[-1] = assign
        ast.fix_missing_locations(tree)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        code = compile(tree, filename, "exec")

    namespace = {"__builtins__": builtins, "sort_by": sort_by}
    out = io.StringIO()
    error = None
    with contextlib.redirect_stdout(out):
        try:
            exec(code, namespace)
        except Exception as e:  # noqa: BLE001 -- every error is an observation
            error = {
                "type": type(e).__name__,
                "message": str(e),
                "line": innermost_case_line(e.__traceback__, filename),
            }
    result = None
    if error is None and RESULT_NAME in namespace:
        value = namespace[RESULT_NAME]
        if value is not None:
            result = repr(value)
    return {"stdout": out.getvalue(), "result": result, "error": error}


def render(expectation):
    return json.dumps(expectation, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def read_text(path):
    try:
        with open(path, "r", encoding="utf-8", newline="") as f:
            return f.read()
    except FileNotFoundError:
        return None


def refused_signature_only(output):
    """Whether every error of a JSON check report is E0209: a call that
    does not fit its signature, which the conformance test compares with
    CPython's TypeError instead of running the case."""
    codes = []
    for line in output.splitlines():
        try:
            report = json.loads(line)
        except ValueError:
            return False
        codes.extend(e.get("code") for e in report.get("errors", []))
    return bool(codes) and all(c == "E0209" for c in codes)


def lackpyc_check(lackpyc, paths):
    """Run `lackpyc check --kit none` on each path; return the failures."""
    failures = []
    for path in paths:
        try:
            proc = subprocess.run(
                [lackpyc, "check", "--kit", "none", "--format", "json", path],
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
            )
        except OSError as e:
            sys.stderr.write(f"generate.py: cannot run {lackpyc}: {e}\n")
            sys.exit(2)
        if proc.returncode != 0 and not refused_signature_only(proc.stdout):
            failures.append((path, proc.returncode, proc.stdout.strip()))
    return failures


def difference_programs():
    progs = []
    if os.path.isdir(DIFFERENCES_DIR):
        for dirpath, dirnames, filenames in os.walk(DIFFERENCES_DIR):
            dirnames.sort()
            for name in sorted(filenames):
                if name.endswith(".py"):
                    progs.append(os.path.join(dirpath, name))
    return progs


def main():
    parser = argparse.ArgumentParser(
        description="Generate (or --check) the CPython 3.11 expectations of the lackpy conformance suite."
    )
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed expectations instead of writing them")
    parser.add_argument("--lackpyc", metavar="PATH",
                        help="also check every case with `PATH check --kit none FILE`")
    parser.add_argument("paths", nargs="*", metavar="CASE_OR_DIR",
                        help="limit to these case files or folders (default: all of conformance/cases)")
    args = parser.parse_args()

    require_python_311()
    ensure_hash_seed()

    cases = find_cases(args.paths)
    if not cases:
        sys.stderr.write("generate.py: no cases found\n")
        return 2

    status = 0

    if args.lackpyc:
        programs = cases + ([] if args.paths else difference_programs())
        rejected = lackpyc_check(args.lackpyc, programs)
        for path, code, output in rejected:
            print(f"REJECTED by lackpyc (exit {code}): {rel(path)}")
            for line in output.splitlines():
                print(f"    {line}")
        if rejected:
            status = 1
        else:
            print(f"{len(programs)} programs accepted by lackpyc check --kit none")

    problems = []
    written = 0
    for path in cases:
        try:
            text = render(run_case(path))
        except (SyntaxError, SyntaxWarning, UnicodeDecodeError) as e:
            # A case must be a program CPython compiles cleanly.
            problems.append(f"INVALID  {rel(path)}: {type(e).__name__}: {e}")
            continue
        target = expected_path(path)
        old = read_text(target)
        if args.check:
            if old is None:
                problems.append(f"MISSING  {rel(target)}")
            elif old != text:
                problems.append(f"DIFFERS  {rel(target)}")
                diff = difflib.unified_diff(
                    old.splitlines(), text.splitlines(),
                    "committed", "cpython", lineterm="", n=1,
                )
                problems.extend("    " + line for line in list(diff)[:40])
        elif old != text:
            with open(target, "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
            written += 1

    # Expectations without a case are stale leftovers of a renamed case.
    if not args.paths:
        case_set = set(cases)
        for dirpath, dirnames, filenames in os.walk(CASES_DIR):
            for name in sorted(filenames):
                if name.endswith(EXPECTED_SUFFIX):
                    prog = os.path.join(dirpath, name[: -len(EXPECTED_SUFFIX)] + ".py")
                    if prog not in case_set:
                        msg = f"ORPHAN   {rel(os.path.join(dirpath, name))} (no {os.path.basename(prog)})"
                        if args.check:
                            problems.append(msg)
                        else:
                            print(msg)

    if args.check:
        if problems:
            for line in problems:
                print(line)
            failing = sum(1 for p in problems if not p.startswith("    "))
            print(f"{len(cases)} cases, {failing} expectation(s) do not match CPython")
            status = 1
        else:
            print(f"{len(cases)} cases, all expectations match CPython")
    else:
        for line in problems:
            print(line)
        if problems:
            status = 1
        print(f"{len(cases)} cases, {written} expectation file(s) written")
    return status


if __name__ == "__main__":
    sys.exit(main())
