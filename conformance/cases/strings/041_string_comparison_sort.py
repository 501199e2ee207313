words = ["banana", "Apple", "cherry", "apple", "Banana", "10", "9", "_x", "é"]
print(sorted(words))
print(sorted(words, key=lambda w: w.lower()))
print(sorted(words, key=lambda w: (len(w), w)))
sorted(words, reverse=True)
