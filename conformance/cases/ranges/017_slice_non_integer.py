r = range(10)
print(r[True:], r[:False])
r[1.5:]
