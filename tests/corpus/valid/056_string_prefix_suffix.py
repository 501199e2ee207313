paths = find_files("**/*.py")
tests = [p for p in paths if p.startswith("tests/") or p.endswith("_test.py")]
mods = [p.removeprefix("src/").removesuffix(".py").replace("/", ".") for p in paths if p.startswith("src/")]
starts = [p for p in paths if p.startswith(("a", "b"))]
{"tests": tests, "modules": mods, "ab": starts}
