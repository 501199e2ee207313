print(any([]), all([]), any([0, 0.0, ""]), all([1, "a", [0]]))
print(any([None, 0, "0"]), all([1, 2, 0]), any("abc"), all(""))
print(any([[], {}, ()]), all([[1], {"k": 0}, (0,)]))
nums = [2, 4, 6]
[all([n % 2 == 0 for n in nums]), any([n > 5 for n in nums])]
