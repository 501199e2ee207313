text = read_file("Cargo.toml")
version = None
for line in text.splitlines():
    if line.startswith("version"):
        version = line.split("=")[1].strip().strip('"')
major, minor, patch = [int(p) for p in version.split(".")] if version else [0, 0, 0]
next_version = f"{major}.{minor}.{patch + 1}"
version, next_version
