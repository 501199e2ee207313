# expect: E0113
with read_file("a.txt") as text:
    tmp = text.split()
    del tmp
text
