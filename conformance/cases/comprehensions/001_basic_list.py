nums = [1, 2, 3, 4, 5, 6]
print([n * n for n in nums])
print([n for n in nums if n % 2 == 0])
print([n if n > 3 else -n for n in nums])
[str(n) for n in range(3)]
