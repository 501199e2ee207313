#!/usr/bin/env python3
"""Validate notebooks against the official nbformat v4 JSON schema.

Usage: validate_notebook.py NOTEBOOK.ipynb...
Exit 0 when every notebook is valid; 1 with the first schema error otherwise;
2 when the nbformat package is missing (CI installs it, see .ci/run).
"""
import sys

try:
    import nbformat
except ImportError:
    print("the nbformat package is missing: python3 -m pip install nbformat", file=sys.stderr)
    sys.exit(2)

status = 0
for path in sys.argv[1:]:
    try:
        nb = nbformat.read(path, as_version=nbformat.NO_CONVERT)
        if nb.nbformat != 4:
            raise ValueError(f"nbformat {nb.nbformat}, expected 4")
        nbformat.validate(nb, version=4)
    except Exception as e:  # noqa: BLE001 - report any failure as invalid
        print(f"{path}: {e}", file=sys.stderr)
        status = 1
sys.exit(status)
