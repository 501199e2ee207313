s = {1, 2}
print(sorted(s))
s.add([3])
