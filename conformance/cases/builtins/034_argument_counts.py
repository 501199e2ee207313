xs = [5, 3, 9]
print(max(1, 2), max(4, 1, 7), max(2, 8, 3, 6), max(1, 9, 2, 8, 3))
print(min(xs), min(xs, key=lambda v: -v), min(3, 1, 2, 0, 4))
print(str.lower("AbC"), str.split("a b  c"), str.replace("aaa", "a", "b", 2))
print("a,b,,c".split(",", 2), "  x ".strip(), "abc".startswith(("x", "a"), 0, 2))
d = {"k": 1}
print(dict.get(d, "k"), d.get("z", 7), sorted(xs, reverse=True), sum(xs, 10))
ys = []
list.append(ys, 1)
ys.insert(0, 2)
ys.extend([3, 4])
print(ys, round(2.675, 2), int("ff", 16), abs(-7))
print("{}-{}-{}-{}".format(1, 2, 3, 4), "x".join(["a", "b", "c"]), isinstance(1, int))
