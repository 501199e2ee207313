r = range(5, -20, -4)
print(len(r), r[-1], r[-7], r[0])
r[-8]
