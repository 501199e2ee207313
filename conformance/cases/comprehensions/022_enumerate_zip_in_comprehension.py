names = ["a", "b", "c"]
scores = [90, 80, 70]
print([f"{i}:{n}" for i, n in enumerate(names, 1)])
print([n * (s // 10) for n, s in zip(names, scores)])
print({n: s for n, s in zip(names, scores) if s > 75})
[(i, n, s) for i, (n, s) in enumerate(zip(names, scores))]
