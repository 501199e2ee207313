print([c for c in "hello" if c not in "aeiou"])
print([i * i for i in range(10, 0, -3)])
print([ch.upper() for ch in "abc"][::-1])
"".join([c * 2 for c in "xyz"])
