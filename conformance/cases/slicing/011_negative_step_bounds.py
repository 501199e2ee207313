xs = list(range(10))
print(xs[-2:-8:-2], xs[7:-20:-3], xs[-20:5:-1])
print(xs[5:-1:-1], xs[-1:5:-1])
print(xs[3::-1], xs[:3:-1])
xs[::-1][::-1] == xs
