acc = [0]
acc += [1]
print(acc)
acc += 2
