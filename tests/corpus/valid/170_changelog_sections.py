text = read_file("CHANGELOG.md")
sections = {}
current = None
for line in text.splitlines():
    if line.startswith("## "):
        current = line[3:].strip()
        sections[current] = []
    elif current is not None and line.startswith("- "):
        sections[current].append(line[2:])
latest = list(sections.keys())[0] if sections else None
latest, sections.get(latest, [])
