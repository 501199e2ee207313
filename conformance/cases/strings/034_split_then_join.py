text = "  the quick  brown\tfox  "
words = text.split()
print(words)
print(" ".join(words))
print("_".join(reversed(words)))
print([w.capitalize() for w in words])
" ".join(sorted(words, key=len))
