r = range(5, -6, -5)
print(-5 in r, 0 in r, 1 in r, 3.0 in range(5), 3.5 in range(5), True in range(3), "3" in range(5))
9223372036854775806 in range(0, 9223372036854775807, 2)
