a = {1, 2, 3}
b = {3, 4}
a.add(10)
a.discard(99)
u = a.union(b)
i = a.intersection(b)
d = a.difference(b)
sd = a.symmetric_difference(b)
sub = {1, 2}.issubset(a)
sup = a.issuperset({1})
a.update([20, 21])
a.remove(20)
[sorted(u), sorted(i), sorted(d), sorted(sd), sub, sup, sorted(a)]
