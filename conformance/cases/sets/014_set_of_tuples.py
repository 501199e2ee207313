pairs = {(1, 2), (2, 1), (1, 2), (3, 3)}
print(len(pairs), sorted(pairs))
print((2, 1) in pairs, (2, 2) in pairs)
norm = {tuple(sorted(p)) for p in pairs}
sorted(norm)
