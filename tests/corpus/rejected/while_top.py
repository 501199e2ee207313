# expect: E0101
n = 0
while n < 3:
    n += 1
n
