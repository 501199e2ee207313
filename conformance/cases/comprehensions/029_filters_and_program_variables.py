# A comprehension reads program variables each time it runs: the value
# of the moment, and a NameError only when an unassigned one is reached.
xs = [1, 2, 3, 4, 5]
out = []
for r in range(3):
    out.append([x * r for x in xs if x % 2 == 1])
    out.append({x: x // 2 for x in xs if x > r})
print(out)
limit = 3
print([x for x in xs if x < limit], [[y for y in xs if y > x + limit] for x in xs])
if len(xs) > 10:
    late = 1
print([x + late for x in [] if x > 0])
print(sorted(xs, key=lambda v: -v if v > limit else v))
print([x + late for x in xs])
