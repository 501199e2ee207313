counts = {"b": 3, "a": 3, "d": 1, "c": 2}
print(sorted(counts))
print(sorted(counts.items()))
print(sorted(counts.items(), key=lambda kv: kv[1]))
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
print(sorted(counts, key=lambda k: counts[k], reverse=True))
dict(sorted(counts.items(), key=lambda kv: kv[1]))
