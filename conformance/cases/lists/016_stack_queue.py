stack = []
for i in range(5):
    stack.append(i * i)
popped = []
for i in range(3):
    popped.append(stack.pop())
print(stack, popped)
queue = ["a", "b", "c"]
first = queue.pop(0)
queue.append(first)
queue
