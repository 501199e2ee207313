files = find_files("*")
out = []
for f in files:
    n = len(f)
else:
    for k in {"a": 1}:
        out.append(k)
out
