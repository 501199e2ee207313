# A dict comprehension's dict sized for its source before the loop:
# duplicate keys, filters that keep nothing or everything, sources of
# every kind and size, errors part-way, and the order of first insertion.
d = {x % 7: x for x in range(100)}
print(len(d), d)
print({k: v for k, v in [("a", 1), ("b", 2), ("a", 3)]})
print({x: x for x in range(100000) if x < 0})
big = {x: x * x for x in range(10000)}
print(len(big), big[9999], list(big)[:3], list(big)[-3:])
print({v: k for k, v in big.items() if v % 1000000 == 0})
print({c: i for i, c in enumerate("hello world")})
print({t: len(t) for t in ("x", "yy", "x", "zzz")})
print({s: 1 for s in sorted({3, 1, 2})})
print({x: x for x in range(10, 0, -3)})
print({x: [y for y in range(x)] for x in range(4)})
e = {}
for x in [1, 2, 3]:
    e[x] = x
print(e)
{x: 10 // (3 - x) for x in range(5)}
