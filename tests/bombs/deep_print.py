# bomb: print() of a list nested 100000 deep
# expect: RecursionError maximum recursion depth exceeded while getting the repr
x = []
y = []
for i in range(100000):
    x = [x]
    y = [y]
print(x)
