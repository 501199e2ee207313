paths = find_files("src/**/*.py")
info = []
for p in paths:
    dirname, _, basename = p.rpartition("/")
    stem, dot, ext = basename.rpartition(".")
    info.append({"dir": dirname or ".", "stem": stem if dot else basename, "ext": ext if dot else ""})
info
