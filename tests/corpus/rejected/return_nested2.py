# expect: E0115
with read_file("a.txt") as text:
    return text.upper()
