# str methods over many lines.
lines = [f"  Line {i} has some Words and TODO items {i % 7}  " for i in range(40000)]
count = 0
words = 0
for line in lines:
    s = line.strip().lower()
    if s.startswith("line") and "todo" in s:
        count += 1
    words += len(s.split())
    s = s.replace("words", "terms").upper()
print("checksum", count, words, s)
