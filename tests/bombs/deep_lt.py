# bomb: < of lists nested 100000 deep
# expect: RecursionError maximum recursion depth exceeded in comparison
x = []
y = []
for i in range(100000):
    x = [x]
    y = [y]
print(x < y)
