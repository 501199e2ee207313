words = ["banana", "kiwi", "apple", "fig", "cherry"]
print(sorted(words, key=lambda w: len(w)))
print(sorted(words, key=lambda w: w[-1]))
print(sorted(words, key=lambda w: (len(w), w)))
print(sorted(words, key=lambda w: -len(w)))
sorted(words, key=lambda w: w.count("a"), reverse=True)
