print([][:], ""[:], ()[:], [][1:5], ""[::-1], ()[::2])
xs = [1, 2, 3]
print(xs[1:1], xs[2:0], xs[0:0:-1])
print(list(range(0)[::-1]), len(range(5)[5:]))
[len(xs[i:]) for i in range(-4, 5)]
