# sum of lists of ints: within 64 bits, past them, mixed with bools,
# floats and big ints, with a start, and empty.
big = 9223372036854775807
print(sum([1, 2, 3]), sum([big, 1]), sum([-big, -1, -1]), sum([big, 1, -2]))
print(sum([1, True, 2]), sum([1, 2.5]), sum([big, big, big]), sum([], 7))
print(sum([1, 2], 10), sum([1, 2], big), sum([1, 2], 0.5), sum([1, -1] * 1000))
xs = [i for i in range(1000)]
print(sum(xs), sum(xs, -sum(xs)), sum([[1], [2]], []))
sum([1, "a"])
