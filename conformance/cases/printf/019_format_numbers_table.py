rows = [("alpha", 1, 0.5), ("beta", 22, 12.25), ("gamma", 333, 100.0)]
lines = []
for name, count, pct in rows:
    lines.append("%-6s %4d %7.2f%%" % (name, count, pct))
print("\n".join(lines))
len(lines[0])
