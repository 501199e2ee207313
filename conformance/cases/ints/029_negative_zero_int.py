print(-0, 0 * -1, -0 == 0)
print(str(-0))
x = 5
x - 5 - 0
