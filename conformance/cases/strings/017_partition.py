s = "key=value=more"
print(s.partition("="))
print(s.rpartition("="))
print(s.partition(":"), s.rpartition(":"))
print("".partition("x"))
head, sep, tail = "a.b.c".rpartition(".")
[head, sep, tail]
