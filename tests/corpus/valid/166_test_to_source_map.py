tests = find_files("tests/**/test_*.py")
sources = set(find_files("src/**/*.py"))
mapping = {}
for t in tests:
    name = t.split("/")[-1].removeprefix("test_")
    candidates = [s for s in sources if s.endswith("/" + name)]
    mapping[t] = candidates[0] if candidates else None
orphans = [t for t, s in mapping.items() if s is None]
{"mapped": len(mapping) - len(orphans), "orphans": orphans}
