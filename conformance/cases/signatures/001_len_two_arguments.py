words = ["a", "bb"]
print(len(words))
n = len(words, words)
