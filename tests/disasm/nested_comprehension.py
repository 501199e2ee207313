# A comprehension inside a comprehension captures the outer loop variable.
rows = [[1, 2], [3, 4]]
flat = [[x + y for x in r] for y in [10, 20] for r in rows]
flat
