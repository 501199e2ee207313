# A bounded loop over a list with an accumulator.
total = 0
items = [4, 5, 6]
for x in items:
    if x % 2 == 0:
        total = total + x
total
