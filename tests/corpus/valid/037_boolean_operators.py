files = find_files("*.cfg")
has_files = bool(files)
ok = has_files and len(files) < 10 or not has_files
fallback = files or ["default.cfg"]
first = files and files[0]
neg = not (ok and has_files)
[ok, fallback, first, neg]
