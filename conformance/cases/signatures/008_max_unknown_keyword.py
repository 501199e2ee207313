words = ["a", "bb"]
longest = max(words, keys=len)
