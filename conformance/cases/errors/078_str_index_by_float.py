s = "abc"
print(s[1])
s[1.0]
