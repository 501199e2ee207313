text = read_file("input.txt")
out = []
for word in text.split():
    out.append(word)
for line in text.split("\n"):
    out.append(len(line))
for k in {"a": 1}.keys():
    out.append(k)
for a, b in zip(out, out[1:]):
    out.append((a, b))
for i in range(len(out)):
    out[i] = str(out[i])
for f in find_files("*.txt"):
    out.append(f)
len(out)
