words = ["ab", "cde", "f"]
print([(w, c) for w in words for c in w])
print([c for w in words if len(w) > 1 for c in w if c != "d"])
n = 4
[[j for j in range(i)] for i in range(n)]
