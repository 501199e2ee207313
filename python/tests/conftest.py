"""Shared helpers: the CLI binaries (to compare JSON objects with the
package's to_dict()), found in LACKPY_BIN_DIR (scripts/test sets it) or the
checkout's target/debug.

A binary that is not there fails the test that needs it (a wrong
LACKPY_BIN_DIR must not pass with every comparison skipped), unless
LACKPY_SKIP_MISSING_BINARIES=1 asks to skip those tests."""

import json
import os
import pathlib
import subprocess

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]


def bin_path(name: str) -> pathlib.Path:
    d = os.environ.get("LACKPY_BIN_DIR") or str(REPO / "target" / "debug")
    p = pathlib.Path(d) / name
    if not p.exists():
        why = f"{name} is not built in {d} (scripts/test builds it)"
        if os.environ.get("LACKPY_SKIP_MISSING_BINARIES") == "1":
            pytest.skip(f"{why}; LACKPY_SKIP_MISSING_BINARIES=1")
        pytest.fail(f"{why}; set LACKPY_SKIP_MISSING_BINARIES=1 to skip", pytrace=False)
    return p


def cli_json(binary: str, *args: str, stdin: str = "", cwd=None) -> dict:
    """Run a CLI binary with --format json and parse the one object it prints."""
    out = subprocess.run(
        [str(bin_path(binary)), *args, "--format", "json"],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=120,
    )
    line = out.stdout.strip().splitlines()[0]
    return json.loads(line)


VOLATILE = {"duration_ms", "elapsed_ms", "peak_memory_bytes", "started_ms", "ended_ms"}


def stable(j):
    """The object without timings and memory peaks, which differ run to run."""
    if isinstance(j, dict):
        return {k: stable(v) for k, v in j.items() if k not in VOLATILE}
    if isinstance(j, list):
        return [stable(x) for x in j]
    return j


# A workspace template that reads the file an intent names (the delegation
# and service tests answer intents from it without a model).
TEMPLATE = """---
name: show
pattern: show me the file {path}
success_count: 0
fail_count: 0
---
read_file({path})
"""
