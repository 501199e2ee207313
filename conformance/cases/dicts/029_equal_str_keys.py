# Dict lookups and set members by equal strs made different ways (literal,
# concatenation, slice, join, f-string, method results): each finds the one
# key, at every length around the eight-byte words a str hashes by.
d = {}
for n in range(0, 20):
    d["k" * n] = n
found = []
for n in range(0, 20):
    parts = ["k"] * n
    made = ["k" * n, "".join(parts), ("k" * (n + 3))[3:], f"{'k' * n}", ("K" * n).lower(), "k" * (n // 2) + "k" * (n - n // 2)]
    found.append([d[m] for m in made] == [n] * 6)
print(all(found), len(d))
s = {"size", "name", "n1234", "é", "éé", "abcdefgh", "abcdefghi"}
probe = ["si" + "ze", "na" + "me", f"n{1234}", "é", "é" * 2, "abcdefgh", "abcdefgh" + "i", "abcdefg", "abcdefgh\0"]
print([p in s for p in probe])
counts = {}
for w in "the cat and the hat and the bat".split():
    counts[w] = counts.get(w, 0) + 1
print(counts, counts["th" + "e"], "".join(["a", "n", "d"]) in counts)
