xs = [1, 2, 3]
out = []
for y in [x * 2 for x in xs]:
    out.append(y)
print(out)
for k in {x: len(x) for x in ["aa", "b"]}:
    print(k)
for x in sorted({x % 2 for x in xs}):
    print(x)
for pair in [(x, y) for x in "ab" for y in range(2) if y]:
    print(pair)
out
