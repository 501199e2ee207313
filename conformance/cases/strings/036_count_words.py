text = "a b a c b a d"
counts = {}
for w in text.split():
    counts[w] = counts.get(w, 0) + 1
print(counts)
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
max(counts, key=lambda k: counts[k])
