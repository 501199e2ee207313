xs = ["a", "b", "a", "c", "a"]
print(xs.index("a"), xs.index("a", 1), xs.index("a", -1), xs.index("a", -3, -1))
print(xs.index("c", 0, 100))
[i for i, x in enumerate(xs) if x == "a"]
