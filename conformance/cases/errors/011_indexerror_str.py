s = "abc"
print(s[0], s[-1])
print(s[10])
