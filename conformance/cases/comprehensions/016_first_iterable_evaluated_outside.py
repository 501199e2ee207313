x = [10, 20, 30]
y = [x for x in x]
print(y, x)
n = 3
z = [n for n in range(n)]
print(z, n)
k = "abc"
[k for k in k if k != "b"]
