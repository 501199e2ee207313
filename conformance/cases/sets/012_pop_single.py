s = {"only"}
x = s.pop()
print(x, s, len(s))
t = {5, 6}
y = t.pop()
print(y in {5, 6}, len(t))
s
