r = range(5)
print(r[4])
r[5]
