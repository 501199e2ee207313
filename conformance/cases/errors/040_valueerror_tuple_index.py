t = (1, 2)
print(t.index(2))
t.index(3)
