words = read_file("words.txt").split()
groups = {}
for w in words:
    key = "".join(sorted(w.lower()))
    groups.setdefault(key, []).append(w)
[sorted(g) for g in groups.values() if len(g) > 1]
