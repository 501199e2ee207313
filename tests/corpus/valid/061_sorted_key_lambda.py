files = find_files("**/*.py")
info = [{"path": f, "size": len(read_file(f))} for f in files]
by_size = sorted(info, key=lambda r: r["size"])
by_name_desc = sorted(info, key=lambda r: r["path"].lower(), reverse=True)
[r["path"] for r in by_size[:3]], [r["path"] for r in by_name_desc[:3]]
