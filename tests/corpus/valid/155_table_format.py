rows = [("name", "size"), ("main.rs", "1200"), ("lib.rs", "80")]
widths = [max([len(r[i]) for r in rows]) for i in range(2)]
lines = []
for name, size in rows:
    lines.append(name.ljust(widths[0]) + " | " + size.rjust(widths[1]))
lines.insert(1, "-" * widths[0] + "-+-" + "-" * widths[1])
"\n".join(lines)
