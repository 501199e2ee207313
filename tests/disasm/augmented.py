# Augmented assignment: Inplace, which extends a list in place.
total = 0
for n in range(5):
    total += n
parts = [1]
parts += [2, 3]
parts *= 2
(total, parts)
