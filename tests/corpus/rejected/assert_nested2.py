# expect: E0112
with read_file("a.txt") as text:
    assert text
len(text)
