limit = 100
report = []
for f in find_files("**/*.py"):
    for n, line in enumerate(read_file(f).splitlines(), start=1):
        if len(line) > limit:
            report.append(f"{f}:{n}: {len(line)} > {limit}")
report
