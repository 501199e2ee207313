ts = [(1,), (1, 0), (0, 9, 9), (1, -1), (), (0, 9)]
print(sorted(ts))
print(min(ts), max(ts))
print(sorted(ts, key=len))
sorted(ts, reverse=True)
