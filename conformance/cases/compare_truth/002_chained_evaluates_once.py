xs = [1, 5, 9]
print(xs[0] < xs[1] < xs[2], xs[2] > xs[1] > xs[0] > xs[2])
stack = [3, 20, 7]
print(0 < stack.pop() < 10, stack)
print(0 < stack.pop() < 10, stack)
print(5 < stack.pop() < stack.pop(), stack)
[0 < v < 6 for v in xs]
