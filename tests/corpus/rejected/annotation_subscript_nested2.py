# expect: E0124
d = {}
with read_file("a.txt") as text:
    d["n"]: int = len(text)
d
