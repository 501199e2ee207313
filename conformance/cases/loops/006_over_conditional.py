a = [1, 2]
b = [3, 4, 5]
flag = False
for x in (a if flag else b):
    print(x)
for x in a if not flag else b:
    print(x)
flag = True
n = 0
for x in (a if flag else b):
    n += x
print(n)
for x in (a if len(b) > 10 else b[:1] if b else []):
    print(x)
