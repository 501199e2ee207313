files = find_files("src/**/*.py")
stats = []
for f in files:
    lines = read_file(f).splitlines()
    blank = len([l for l in lines if not l.strip()])
    comment = len([l for l in lines if l.strip().startswith("#")])
    code = len(lines) - blank - comment
    stats.append((f, code, comment, blank))
totals = [sum([s[i] for s in stats]) for i in range(1, 4)]
{"files": len(stats), "code": totals[0], "comments": totals[1], "blank": totals[2]}
