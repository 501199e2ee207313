people = [("ann", 31), ("bob", 25), ("cid", 31), ("dee", 19)]
print(max(people, key=lambda p: p[1]), min(people, key=lambda p: p[1]))
print(max(people, key=lambda p: p[0]), min(people, key=lambda p: len(p[0])))
print(max(["a", "bbb", "cc", "ddd"], key=len), min(["aa", "b", "c"], key=len))
scores = {"x": 3, "y": 9, "z": 9}
max(scores, key=lambda k: scores[k])
