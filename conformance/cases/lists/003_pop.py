xs = [10, 20, 30, 40, 50]
print(xs.pop(), xs)
print(xs.pop(0), xs)
print(xs.pop(-2), xs)
print(xs.pop(1), xs)
xs
