a = 1071
b = 462
steps = []
for i in range(20):
    if b != 0:
        steps.append((a, b))
        a, b = b, a % b
print(steps)
a
