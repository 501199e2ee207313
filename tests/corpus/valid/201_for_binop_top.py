a = [1]
b = [2]
out = []
for x in a + b:
    out.append(x)
out
