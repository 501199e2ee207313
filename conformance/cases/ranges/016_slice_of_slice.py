r = range(0, 100, 7)[3:12:2][::-1][1:]
print(r, list(r), len(r))
r[::2]
