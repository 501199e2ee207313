defs = search_content(r"^fn \w+", path="src")
names = set()
for d in defs:
    text = d["text"]
    name = text.split("fn ", 1)[1].split("(", 1)[0].strip()
    names.add(name)
usage = {n: len(search_content(n + "(")) for n in sorted(names)}
unused = [n for n, c in usage.items() if c <= 1]
unused
