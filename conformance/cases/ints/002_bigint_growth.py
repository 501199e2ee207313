n = 1
for i in range(70):
    n = n * 2
print(n)
print(n > 9223372036854775807)
print(n - 1)
n
