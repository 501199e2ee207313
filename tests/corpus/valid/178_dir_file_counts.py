files = find_files("**/*")
counts = {}
for f in files:
    top = f.split("/", 1)[0] if "/" in f else "."
    counts[top] = counts.get(top, 0) + 1
sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:10]
