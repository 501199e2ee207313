# Counting with a dict.
words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
counts = {}
for i in range(200000):
    w = words[(i * 7 + i // 3) % 8]
    counts[w] = counts.get(w, 0) + 1
print("checksum", sorted(counts.items()))
