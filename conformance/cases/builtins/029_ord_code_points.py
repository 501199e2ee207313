word = "héllo 😀"
print([ord(c) for c in word])
print(sorted("bca", key=ord), ord("A") + 1, max(word, key=ord))
codes = {c: ord(c) for c in "az"}
print(codes, ord("\n"), ord("\x00"), ord("€"))
ord("ab")
