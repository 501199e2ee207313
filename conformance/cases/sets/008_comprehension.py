nums = [1, -1, 2, -2, 3, 3]
squares = {n * n for n in nums}
print(sorted(squares), len(squares))
firsts = {w[0] for w in ["apple", "avocado", "banana"]}
print(sorted(firsts))
{n for n in nums if n > 2}
