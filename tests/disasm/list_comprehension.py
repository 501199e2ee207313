# A list comprehension is a code unit of its own, called with CallUnit.
limit = 3
squares = [n * n for n in range(10) if n > limit]
squares
