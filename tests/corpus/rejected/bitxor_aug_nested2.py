# expect: E0120
x = 5
with read_file("a.txt") as text:
    x ^= len(text)
x
