files = ["b.txt", "a.py", "c.md", "aa.py", "b.py", "z.txt"]
by_ext = sorted(files, key=lambda f: (f.rsplit(".", 1)[1], f))
print(by_ext)
groups = {}
for f in by_ext:
    groups.setdefault(f.rsplit(".", 1)[1], []).append(f)
print(groups)
sorted(groups.items(), key=lambda kv: len(kv[1]), reverse=True)
