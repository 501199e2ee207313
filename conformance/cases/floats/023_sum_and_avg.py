data = [2.5, 3.5, 1.25, 4.75]
total = sum(data)
print(total, total / len(data))
print(sum(data, 10))
print(sum([1, 2, 3]) / 3)
max(data) - min(data)
