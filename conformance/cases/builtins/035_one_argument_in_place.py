s = "hello"
s = len(s)
n = -5
n = abs(n)
xs = [3, 1, 2]
xs = sorted(xs)
t = (1, 2)
t = list(t)
t.append(t[0])
ws = ["bb", "a", "ccc"]
print(s, n, xs, t, max(ws, key=lambda w: len(w)), sorted(ws, key=len))
ys = [1]
ys.append(ys[0])
ys.extend(ys)
d = {"a": 1}
d.update(d)
k = "a"
print(ys, d.get(k), d.pop(k), d, str(k), k.upper(), [len(w) for w in ws])
if len(ys) > 10:
    missing = 1
print(missing)
