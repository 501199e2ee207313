# expect: E0103
with read_file("x.txt") as text:
    class Doc:
        body = "x"
len(text)
