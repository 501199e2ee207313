nums = [3, 1, 4, 1, 5, 9, 2, 6]
print(sum([n for n in nums if n > 2]), max([n % 5 for n in nums]), min([-n for n in nums]))
print(sorted([n * -1 for n in nums]), any([n > 8 for n in nums]), all([n > 0 for n in nums]))
print(len([n for n in nums if n == 1]), list(reversed([n for n in nums[:3]])))
dict([(n, n * n) for n in nums if n < 4])
