path = "src/main.rs"
lines = read_file(path).splitlines()
hits = [i for i, l in enumerate(lines) if "panic!" in l]
contexts = []
for i in hits:
    lo = max(0, i - 2)
    hi = min(len(lines), i + 3)
    contexts.append({"line": i + 1, "context": lines[lo:hi]})
contexts
