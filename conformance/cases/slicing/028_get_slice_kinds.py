xs = list(range(10))
t = tuple(xs)
s = "héllo wörld"
a = "abcdefghij"
print(xs[2:8:3], xs[::-4], xs[-3:], xs[:-7:-2], xs[5:2], xs[True:3])
print(t[1:4], t[::-3], t[100:], t[-100:2])
print(s[1:4], s[::-2], s[3:], s[::3])
print(a[::-7], a[1:9:2], a[-2:-8:-3], a[4:4], a[9:0:-1])
print(range(20)[3:15:4], range(5)[::-1])
n = None
print(xs[n:n:n], a[n:3])
big = 1000000000000000000000000000000
print(xs[-big:big], a[big:], t[::big], a[::-big])
xs[1:3] += [7]
print(xs)
try_this = {"k": 1}
try_this[1:2]
