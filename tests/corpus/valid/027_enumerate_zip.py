names = ["a", "b", "c"]
ages = [10, 20, 30]
rows = []
for i, (n, a) in enumerate(zip(names, ages)):
    rows.append({"i": i, "name": n, "age": a})
rows
