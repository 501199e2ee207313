words = ["delta", "Alpha", "charlie", "Bravo", "alpha", "ECHO"]
print(sorted(words))
print(sorted(words, key=lambda w: w.lower()))
print(sorted(words, key=lambda w: (w.lower(), w)))
print(sorted(words, key=lambda w: w.casefold(), reverse=True))
sorted(words, key=lambda w: w.swapcase())
