t = ("red", "green", "blue")
print("red" in t, "pink" in t, "re" in t)
out = []
for c in t:
    out.append(c.upper())
print(out)
for i, c in enumerate(t):
    print(i, c)
tuple(out)
