items = find_files("**/*.json")
size = 5
chunks = [items[i:i + size] for i in range(0, len(items), size)]
summary = [f"batch {n}: {len(c)} files" for n, c in enumerate(chunks, 1)]
summary
