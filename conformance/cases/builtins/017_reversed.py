print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed((1, 2))))
print(list(reversed(range(5))), list(reversed(range(0, 10, 3))), list(reversed([])))
print(list(reversed({"a": 1, "b": 2, "c": 3})))
print("".join(reversed("stressed")))
[x * 2 for x in reversed([1, 2, 3])]
