s = {"x"}
print(s.pop())
s.pop()
