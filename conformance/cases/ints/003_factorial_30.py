f = 1
for i in range(1, 31):
    f *= i
print(f)
print(len(str(f)))
f % 1000000007
