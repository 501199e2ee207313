a = b = c = 0
x = y = "start"
total = count = 0
[a, b, c, x, y, total, count]
