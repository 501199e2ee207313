s = "Hello World"
i = s.find("World")
t = s[:i] + "There" + s[i + len("World"):]
print(t)
u = s[:5] + "," + s[5:]
print(u)
s[:-6] * 2
