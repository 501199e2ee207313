files = find_files("src/**/*.rs")
sizes = {}
for f in files:
    sizes[f] = len(read_file(f))
sorted(sizes.items(), key=lambda kv: kv[1], reverse=True)[:5]
