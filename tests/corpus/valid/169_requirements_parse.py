text = read_file("requirements.txt")
pins = {}
loose = []
for line in text.splitlines():
    line = line.split("#", 1)[0].strip()
    if not line:
        skip = True
    elif "==" in line:
        name, version = line.split("==", 1)
        pins[name.strip().lower()] = version.strip()
    else:
        loose.append(line)
{"pinned": pins, "unpinned": loose}
