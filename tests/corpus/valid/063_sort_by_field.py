files = find_files("**/*.md")
rows = [{"path": f, "lines": len(read_file(f).splitlines())} for f in files]
ordered = sort_by(rows, "lines")
[r["path"] for r in ordered]
