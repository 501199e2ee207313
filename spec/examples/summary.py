# Summarise the Python files under the root: how many, how long, and which
# ones mention TODO. Check it with:  lackpyc check spec/examples/summary.py
files = find_files("**/*.py")
sizes = {path: len(read_file(path).splitlines()) for path in files}
todos = search_content("TODO")
todo_files = sorted({line.split(":")[0] for line in todos.splitlines() if line})

longest = sorted(sizes.items(), key=lambda kv: kv[1], reverse=True)[:3]
for path, n in longest:
    print(f"{path:<40} {n:>6} lines")

{"files": len(files), "lines": sum(sizes.values()), "todo_files": todo_files}
