pairs = [((1, 2), "a"), ((3, 4), "b")]
acc = []
for (x, y), label in reversed(pairs):
    acc.append(f"{label}={x + y}")
acc
