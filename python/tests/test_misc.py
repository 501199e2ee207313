"""prompt, clean, language_spec, kit_info, kit_list, docs and stubs."""

import inspect
import pathlib

import lackpy_rs as L
from conftest import cli_json


def test_prompt_lists_the_namespace():
    p = L.prompt()
    assert "read_file(path) -> str" in p
    assert "Builtins:" in p
    p = L.prompt(kit="none", params=["path"])
    assert "path" in p


def test_clean_strips_fences():
    assert L.clean("Here you go:\n```python\nx = 1\nx\n```\n").strip() == "x = 1\nx"


def test_language_spec_equals_lackpyc_spec():
    assert L.language_spec() == cli_json("lackpyc", "spec")


def test_kit_info_and_list():
    info = L.kit_info("read")
    assert info["grade"] == {"w": 1, "d": 1}
    assert info["tools"][0]["signature"] == "read_file(path) -> str"
    assert {k["name"] for k in L.kit_list()["kits"]} >= {"none", "read", "edit"}
    try:
        L.kit_info("nope")
    except L.UsageError as e:
        assert "unknown" in str(e)
    else:
        raise AssertionError("kit_info('nope') did not raise")


def test_every_public_name_has_a_docstring():
    for name in L.__all__:
        if name.startswith("__"):
            continue
        obj = getattr(L, name)
        assert inspect.getdoc(obj), name


def test_stubs_and_py_typed_ship_with_the_package():
    pkg = pathlib.Path(L.__file__).parent
    assert (pkg / "py.typed").exists()
    stub = (pkg / "__init__.pyi").read_text()
    for name in L.__all__:
        if not name.startswith("__"):
            assert name in stub, name


def test_docstring_examples_run():
    import doctest

    failures, tried = doctest.testmod(L)
    assert tried > 0 and failures == 0


def test_help_explains_run():
    text = L.run.__doc__
    assert "max_grade" in text and "UsageError" in text and "Ctrl-C" in text
