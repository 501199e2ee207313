# expect: E0116
files = find_files("*.py")
keep = []
for f in files:
    if f.startswith("_"):
        continue
    keep.append(f)
keep
