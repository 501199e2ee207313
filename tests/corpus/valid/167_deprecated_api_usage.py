patterns = ["old_api(", "legacy_call(", "deprecated_fn("]
report = {}
for pat in patterns:
    hits = search_content(pat, path="src")
    report[pat] = sorted({h["path"] for h in hits})
total = sum([len(v) for v in report.values()])
{"total_files": total, "by_pattern": report}
