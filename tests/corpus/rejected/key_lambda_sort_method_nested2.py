# expect: E0207
xs = [3, 1]
with read_file("a.txt") as text:
    xs.sort(key=lambda a, b, c: a)
xs
