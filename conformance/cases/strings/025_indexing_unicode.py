s = "héllo wörld 😀"
print(len(s), s[1], s[-1], s[7])
print([c for c in s if not c.isascii()])
print(s.upper())
print(s.find("ö"), s.index("😀"))
s[::-1]
