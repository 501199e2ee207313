out = []
for c in "abc":
    out.append(c.upper())
print(out)
name = "lackpy"
for c in name[::2]:
    print(c)
for c in "x" + "yz" * 2:
    print(c, end="")
print()
n = 7
for ch in f"{n:03}":
    print(ch)
count = 0
for c in "":
    count += 1
count
