files = find_files("*.md")
if files: first = files[0]; n = len(files)
else: first = None; n = 0
total = 0
for f in files: size = len(read_file(f)); total += size
with read_file("VERSION") as v: raw = v; version = v.strip()
first, n, total, version
