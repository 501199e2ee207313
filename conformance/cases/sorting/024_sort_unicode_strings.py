words = ["zebra", "Äpfel", "apple", "éclair", "Zulu", "ångström", "Ω", "中"]
print(sorted(words))
print(sorted(words, key=lambda w: w.lower()))
print(sorted(words, key=len))
min(words), max(words)
