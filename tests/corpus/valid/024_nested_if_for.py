files = find_files("src/**/*.py")
report = {}
for f in files:
    text = read_file(f)
    for i, line in enumerate(text.splitlines(), start=1):
        if "print(" in line:
            if line.lstrip().startswith("#"):
                kind = "commented"
            else:
                kind = "live"
            report.setdefault(f, []).append((i, kind))
report
