print("a" < "b", "a" < "B", "A" < "a", "abc" < "abd", "abc" < "ab")
print("" < "a", "Z" < "a", "9" < "A", " " < "!", "é" > "e")
print(sorted(["b", "B", "a", "A", "_", "1", "aa", "ä"]))
max(["apple", "Apple", "banana", "Banana"])
