text = read_file("paragraph.txt")
width = 40
lines = []
current = ""
for word in text.split():
    if current and len(current) + 1 + len(word) > width:
        lines.append(current)
        current = word
    else:
        current = current + " " + word if current else word
if current: lines.append(current)
"\n".join(lines)
