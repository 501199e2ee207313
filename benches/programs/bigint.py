# Big-int growth.
f = 1
for i in range(1, 1500):
    f = f * i
digits = 0
x = f
for k in range(200):
    x = x // 10
print("checksum", f % 1000000007, len(str(f)), x % 1000)
