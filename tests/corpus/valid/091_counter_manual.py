text = read_file("log.txt")
levels = {"INFO": 0, "WARN": 0, "ERROR": 0}
for line in text.splitlines():
    for level in levels.keys():
        if f"[{level}]" in line:
            levels[level] += 1
levels
