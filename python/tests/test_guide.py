"""The Python examples of the README and of the user guide run as they are
shown: each ```python block of README.md and of the spec chapters is run as a
script (with the repository as its folder), and must end without an error.
Its own asserts are what it checks."""

import pathlib
import subprocess
import sys

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]


def python_blocks():
    docs = [REPO / "README.md", *sorted((REPO / "spec").glob("*.md"))]
    for doc in docs:
        lines = doc.read_text(encoding="utf-8").splitlines()
        i = 0
        while i < len(lines):
            info = lines[i].strip()
            if info.startswith("```"):
                lang = info[3:].split()[0] if info[3:].split() else ""
                start = i + 1
                i += 1
                while i < len(lines) and not lines[i].strip().startswith("```"):
                    i += 1
                if lang == "python":
                    yield pytest.param(
                        "\n".join(lines[start:i]) + "\n",
                        id=f"{doc.relative_to(REPO)}:{start}",
                    )
            i += 1


BLOCKS = list(python_blocks())


def test_the_guide_has_python_examples():
    # Not vacuous: the README and spec/python.md show at least four.
    assert len(BLOCKS) >= 4


@pytest.mark.parametrize("source", BLOCKS)
def test_python_example_runs(source, tmp_path):
    script = tmp_path / "example.py"
    script.write_text(source, encoding="utf-8")
    out = subprocess.run(
        [sys.executable, str(script)], cwd=REPO, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, f"the example failed:\n{source}\n{out.stderr}"
