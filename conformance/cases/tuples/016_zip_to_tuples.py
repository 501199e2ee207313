names = ["a", "b", "c"]
nums = [1, 2, 3]
pairs = list(zip(names, nums))
print(pairs)
print(pairs[0], isinstance(pairs[0], tuple))
unzipped = list(zip(*pairs))
unzipped
