text = read_file("README.md")
lines = text.splitlines()
{"lines": len(lines), "first": lines[0] if lines else ""}
