a = [1, 2, 3, 4]
b = "xy"
c = (True, False, None)
print(list(zip(a, b)), list(zip(a, c)), list(zip(a, b, c)))
print(list(zip()), list(zip(a)), list(zip([], a)))
print(dict(zip(b, a)))
list(zip(range(3), range(10, 13), "abc"))
