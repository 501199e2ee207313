# Builtin calls, with keywords, and a builtin passed as a value.
names = ["ccc", "a", "bb"]
n = len(names)
ordered = sorted(names, key=len)
biggest = max(names, key=len)
kind = isinstance(n, int)
print(n, ordered, sep=" | ")
(biggest, kind)
