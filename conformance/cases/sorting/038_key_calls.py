words = ["pear", "fig", "banana", "kiwi", "apple"]
offset = 3
print(sorted(words, key=lambda w: (len(w) + offset) % 4))
print(sorted(words, key=len), min(words, key=len), max(words, key=lambda w: w[-1]))
print(max([3, -7, 5], key=abs), min([(1, "b"), (0, "z")], key=lambda t: t[1]))
print(sorted(words, key=str.upper, reverse=True))
sorted(words, key=lambda w: w + offset)
