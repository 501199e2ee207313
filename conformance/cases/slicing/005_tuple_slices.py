t = (10, 20, 30, 40, 50)
print(t[1:3], t[::-1], t[-2:], t[:0])
print(t[1:2], t[4:], t[::4])
print(isinstance(t[1:3], tuple))
t[-1:-6:-2]
