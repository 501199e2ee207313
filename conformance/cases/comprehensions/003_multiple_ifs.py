nums = range(30)
print([n for n in nums if n % 2 == 0 if n % 3 == 0])
print([n for n in nums if n % 5 == 0 and n > 0])
print([(a, b) for a in range(4) if a for b in range(4) if b > a])
[n for n in nums if n > 25 if n < 29 if n != 27]
