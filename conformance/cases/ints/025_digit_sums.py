n = 1
for i in range(1, 51):
    n *= i
digits = [int(c) for c in str(n)]
print(sum(digits))
print(str(n).count("0"))
print(str(n)[-12:])
len(digits)
