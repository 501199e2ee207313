nums = [4, 8, 15, 16, 23, 42]
evens = []
odds = []
for n in nums:
    if n % 2 == 0:
        evens.append(n)
    else:
        odds.append(n)
print(evens, odds)
total = 0
for n in nums:
    total += n
[total, sum(nums), len(evens) * 10 + len(odds)]
