acc = []
res = [acc.append(i * 2) for i in range(3)]
print(res, acc)
d = {}
res2 = [d.setdefault(k, len(d)) for k in "abca"]
print(res2, d)
acc
