# expect: E0101
count = 0
while count < 10:
    count += 2
else:
    count = -1
count
