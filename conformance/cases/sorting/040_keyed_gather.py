# Keys of one kind sorted where they lie, items gathered in the order found:
# strs of every length up to past eight bytes, zero bytes, non-ASCII, ties
# kept in their original order, reverse included, items that are dicts.
words = ["", "a", "a\0", "ab", "abc", "abcd", "abcde", "abcdef", "abcdefg", "abcdefgh",
         "abcdefgh\0", "abcdefghi", "b", "é", "éa", "z" * 12, "a", "abcdefg"]
rows = [{"w": w, "i": i, "n": (i * 7) % 5} for i, w in enumerate(words * 8)]
a = sorted(rows, key=lambda r: r["w"])
b = sorted(rows, key=lambda r: r["w"], reverse=True)
c = sorted(rows, key=lambda r: (r["n"], r["w"]))
d = sorted(rows, key=lambda r: (r["n"], r["w"]), reverse=True)
print([r["i"] for r in a])
print([r["i"] for r in b])
print([r["i"] for r in c])
print([r["i"] for r in d])
print(sorted(words, reverse=True), sorted([3, 1, 2, 1.5, -0.0, 0]))
e = [x for x in rows]
e.sort(key=lambda r: r["n"], reverse=True)
print([r["i"] for r in e][:20], len(rows))
