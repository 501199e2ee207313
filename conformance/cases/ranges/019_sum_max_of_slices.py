print(sum(range(0, 10, 3)[::-1]), max(range(5, -5, -2)[1::2]), min(range(5, -5, -2)[1::2]))
bool(range(3, 3)[::2])
