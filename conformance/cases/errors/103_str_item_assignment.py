s = "abc"
print(s)
s[0] = "z"
