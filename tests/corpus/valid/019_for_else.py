files = find_files("**/Cargo.toml")
found = None
for f in files:
    if "[workspace]" in read_file(f):
        found = f
else:
    checked = len(files)
{"workspace": found, "checked": checked}
