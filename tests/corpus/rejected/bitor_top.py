# expect: E0120
a = {"x": 1}
b = {"y": 2}
merged = a | b
merged
