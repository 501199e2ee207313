big = 100000000000000000000000
print(range(10)[-big:big], range(10)[big:-big:-1], range(10)[big:], range(10)[:-big])
