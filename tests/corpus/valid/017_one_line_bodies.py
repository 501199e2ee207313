files = find_files("*.toml")
status = "none"
if files: status = "found"
if len(files) > 3: status = "lots"
else: status = status.upper()
total = 0
for f in files: total += len(read_file(f))
status, total
