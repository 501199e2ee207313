# Tests that only steer (if, a filter, a conditional expression, `and`
# tested part by part) over every kind of operand, and literals at and
# past the bounds of a small immediate.
vals = [0, 1, -1, 2.5, float("nan"), True, False, 2147483647, 2147483648,
        -2147483648, -2147483649, 100000000000000000000]
out = []
for v in vals:
    row = []
    if v < 1:
        row.append("lt1")
    if v >= -2147483648:
        row.append("ge-min")
    if v > 2147483647:
        row.append("gt-max")
    if v == 2147483648:
        row.append("eq-max+1")
    if v != -2147483649:
        row.append("ne")
    if v <= 2.5 and v > -1:
        row.append("band")
    if v and v > 0 and 1 < 2:
        row.append("truthy-pos")
    row.append("big" if v > 100000 else "small")
    out.append(row)
print(out)
words = ["pear", "fig", "apple", "kiwi"]
print([w for w in words if w < "g"], [w for w in words if "b" <= w <= "k"])
print([w for w in words if len(w) > 3 and w != "kiwi"])
print([x for x in [None, 0, "", [], 3] if x == None], [t for t in [(1, 2), (1, 3)] if t > (1, 2)])
print(["yes" if [1, 2] < [1, 3] else "no", "yes" if 1.0 == 1 else "no"])
