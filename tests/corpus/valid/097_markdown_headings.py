paths = find_files("docs/**/*.md")
toc = []
for p in sorted(paths):
    for line in read_file(p).splitlines():
        if line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            toc.append("  " * (level - 1) + "- " + line.lstrip("# ").strip())
"\n".join(toc)
