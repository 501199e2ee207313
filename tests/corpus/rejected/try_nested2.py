# expect: E0105
with read_file("a.txt") as text:
    try:
        n = int(text)
    except ValueError:
        n = 0
n
