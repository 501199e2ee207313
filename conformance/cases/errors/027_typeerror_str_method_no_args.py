s = "abc"
print(s.upper())
s.upper("x")
