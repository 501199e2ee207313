t = tuple(range(10))
s = t[2:7]
print(s, isinstance(s, tuple), isinstance(s, list))
print(t[::3], t[::-4], t[8:100])
len(t[5:5])
