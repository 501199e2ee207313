with read_file("outer.txt") as outer:
    with read_file("inner.txt") as inner:
        combined = outer + "\n" + inner
    size = len(combined)
size
