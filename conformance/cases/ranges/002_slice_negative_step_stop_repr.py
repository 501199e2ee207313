print(range(10)[::-1], range(5, -5, -2)[1::2], range(10)[8:1:-3])
range(0, 30, 5)[::-2]
