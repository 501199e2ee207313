d = {"a": 1}
print("a" in d)
[1] in d
