with read_file("todo.md") as text:
    done = []
    todo = []
    for line in text.splitlines():
        if line.startswith("- [x]"):
            done.append(line[6:])
        elif line.startswith("- [ ]"):
            todo.append(line[6:])
{"done": len(done), "todo": todo}
