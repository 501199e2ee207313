a = [1, 2]
b = (3, 4)
c = {5, 6}
d1 = {"x": 1}
d2 = {"y": 2, "x": 0}
lst = [*a, *b, 0]
tup = (*a, *c)
st = {*a, *b, 99}
dct = {**d1, **d2, "z": 3}
single = (*a,)
lst, tup, st, dct, single
