files = find_files("**/*.cfg")
flags = {}
for f in files:
	for line in read_file(f).splitlines():
		if "=" in line:
			key, value = line.split("=", 1)
			if value.strip() in ("true", "false"):
				flags[key.strip()] = value.strip() == "true"
			else:
				flags.setdefault("other", []).append(key)
flags
