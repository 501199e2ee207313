total = 0
for i in range(1, 101):
    total += i * i
print(total)
print(sum([i * i * i for i in range(1, 11)]))
total // 100
