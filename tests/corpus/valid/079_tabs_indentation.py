files = find_files("**/*.txt")
out = []
for f in files:
	text = read_file(f)
	if text:
		for line in text.splitlines():
			if line.startswith("#"):
				out.append(line)
	else:
		out.append(f + ": empty")
out
