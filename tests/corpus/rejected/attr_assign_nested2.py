# expect: E0205
s = "abc"
with read_file("a.txt") as text:
    text.strip = s
s
