text = "mississippi"
counts = {}
for ch in text:
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
print(max(counts, key=lambda c: counts[c]))
sorted(counts.items(), key=lambda kv: kv[1], reverse=True)
