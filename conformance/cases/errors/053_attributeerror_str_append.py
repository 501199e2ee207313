s = "abc"
print(s.upper())
s.append("d")
