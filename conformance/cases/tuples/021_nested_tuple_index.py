t = ((1, 2, 3), (4, 5, 6), (7, 8, 9))
print(t[1][1], t[-1][0], t[0][-1])
print([row[2] for row in t], tuple([row[0] for row in t]))
print(sum([sum(row) for row in t]))
t[::2][1][::-1]
