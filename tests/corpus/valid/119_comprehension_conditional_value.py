xs = [-2, 5, -1, 8, 0]
clipped = [x if x > 0 else 0 for x in xs]
labels = {x: ("pos" if x > 0 else "neg" if x < 0 else "zero") for x in xs}
signs = [(-1 if x < 0 else 1) * x for x in xs]
clipped, labels, signs
