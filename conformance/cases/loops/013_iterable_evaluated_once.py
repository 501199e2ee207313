calls = []
for x in calls.append("start") or [1, 2, 3]:
    print(x)
print(calls)
d = {"k": [1, 2]}
for x in d["k"]:
    d["k"] = []
    print(x)
print(d)
xs = [1, 2]
for x in xs:
    xs = xs + [x]
print(xs)
s = "ab"
for c in s:
    s = s + c
s
