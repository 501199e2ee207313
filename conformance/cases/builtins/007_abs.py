print(abs(-3), abs(3), abs(-2.5), abs(0.0), abs(-0.0), abs(True), abs(False))
print(abs(float("-inf")), abs(float("nan")))
big = -1
for i in range(25):
    big *= 10
print(abs(big))
[abs(x) for x in [-1, 2, -3.5, 0]]
