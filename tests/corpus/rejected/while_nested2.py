# expect: E0101
with read_file("a.txt") as text:
    lines = text.splitlines()
    while lines:
        lines.pop()
lines
