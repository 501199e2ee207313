total = 0.0
for i in range(10):
    total += 0.1
print(total)
print(total == 1.0)
print(sum([0.1] * 10))
acc = 0.0
for i in range(1000):
    acc += 0.001
acc
