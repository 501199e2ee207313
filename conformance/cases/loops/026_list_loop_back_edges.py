# Loops over lists, tuples and dicts whose back edge takes the next item in
# the same step: values changed in the body, filters in the body, nested
# loops and comprehensions, empty and one-item sources.
xs = [1, 2, 3, 4]
out = []
for x in xs:
    out.append(x * 10)
print(out, len(xs))
ys = [[1, 2], [3], [], [4, 5, 6]]
flat = [v for row in ys for v in row if v != 5]
print(flat)
total = 0
for row in ys:
    for v in row:
        if v != 2 and v < 6:
            total += v
print(total)
print([c for c in "ab"], [t for t in (7,)], [k for k in {"p": 1, "q": 2}], [e for e in []])
d = {"a": 1, "b": 2}
for k in d:
    d[k] = d[k] + 1
print(d)
last = None
for item in ("x", "y", "z"):
    last = item
print(last, [i * i for i in [3, 4] if i > 3])
[x + "!" for x in ["a", 1]]
