chars = []
with read_file("a.txt") as text:
    for c in "abc":
        chars.append(c)
chars
