data = [3, -1, 0, 7, -5]
labels = ["pos" if d > 0 else "neg" if d < 0 else "zero" for d in data]
print(labels)
clamped = [max(0, min(5, d)) for d in data]
print(clamped)
[abs(d) if d else None for d in data]
