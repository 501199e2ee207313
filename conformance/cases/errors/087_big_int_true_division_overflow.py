big = 1
for i in range(400):
    big *= 10
print(big // 3 > 0)
big / 3
