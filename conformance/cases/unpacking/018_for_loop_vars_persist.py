pairs = [(1, "a"), (2, "b")]
for n, s in pairs:
    last = n
print(n, s, last)
for i in range(3):
    j = i * 2
print(i, j)
empty = []
marker = "unchanged"
for marker in empty:
    print("never")
marker
