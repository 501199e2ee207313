print(abs(-5), abs(5), abs(0), abs(-0))
big = 1
for i in range(20):
    big *= -31
print(big, abs(big))
-abs(-12)
