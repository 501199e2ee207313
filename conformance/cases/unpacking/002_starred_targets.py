first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = [1, 2, 3, 4]
print(init, last)
head, *mid, tail = "abcde"
print(head, mid, tail)
a, *b = [1]
print(a, b)
*c, = (1, 2)
print(c)
p, *q, r = (1, 2)
[p, q, r]
