with read_file("a.txt") as a, read_file("b.txt") as b:
    same = a == b
same
