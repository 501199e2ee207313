print([x for x in []], {x: x for x in ""}, sorted({x for x in range(0)}))
print([x for x in range(5) if x > 10])
print([(a, b) for a in range(3) for b in []])
len([1 for i in range(0)])
