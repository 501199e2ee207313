text = read_file(".gitignore")
patterns = [l.strip() for l in text.splitlines() if l.strip() and not l.startswith("#")]
negated = [p[1:] for p in patterns if p.startswith("!")]
dirs = [p for p in patterns if p.endswith("/")]
globs = [p for p in patterns if "*" in p]
{"total": len(patterns), "negated": negated, "dirs": dirs, "globs": globs}
