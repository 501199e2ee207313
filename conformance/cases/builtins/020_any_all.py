print(any([0, 0, 1]), any([]), any([0, "", None]), any("abc"), any([[]]))
print(all([1, 2, 3]), all([]), all([1, 0]), all(""), all([[1], (1,)]))
xs = [2, 4, 6, 7]
print(any([x % 2 for x in xs]), all([x > 0 for x in xs]))
[any(range(1)), all(range(1, 5)), any({0: "a"}), all({})]
