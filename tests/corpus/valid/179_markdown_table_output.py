files = find_files("src/**/*.rs")
rows = [(f, len(read_file(f).splitlines())) for f in files]
rows = sorted(rows, key=lambda r: r[1], reverse=True)
lines = ["| file | lines |", "|------|------:|"]
lines.extend([f"| `{f}` | {n:,} |" for f, n in rows])
"\n".join(lines)
