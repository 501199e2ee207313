text = read_file("setup.cfg")
config = {}
section = "root"
for raw in text.splitlines():
    line = raw.strip()
    if not line or line.startswith(("#", ";")):
        continue_marker = True
    elif line.startswith("[") and line.endswith("]"):
        section = line[1:-1]
        config.setdefault(section, {})
    elif "=" in line:
        key, _, value = line.partition("=")
        config.setdefault(section, {})[key.strip()] = value.strip()
config
