files = find_files("src/**/*.rs")
missing = []
for f in files:
    head = read_file(f)[:200]
    if "SPDX-License-Identifier" not in head:
        missing.append(f)
f"{len(missing)}/{len(files)} files lack a license header", missing[:10]
