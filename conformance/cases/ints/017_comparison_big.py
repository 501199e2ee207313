a = 1
for i in range(40):
    a *= 10
b = a + 1
print(a < b, a == b - 1, b > a > 0)
print(max(a, b) - min(a, b))
print(a == float(a))
sorted([b, a, -a, 0])
