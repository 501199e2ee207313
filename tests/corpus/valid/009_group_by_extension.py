files = find_files("**/*")
groups = {}
for f in files:
    ext = f.rsplit(".", 1)[-1] if "." in f else ""
    groups.setdefault(ext, []).append(f)
{k: len(v) for k, v in groups.items()}
