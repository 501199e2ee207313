matrix = [[1, 2, 3], [4, 5, 6]]
print(list(zip(*matrix)))
print([list(col) for col in zip(*matrix)])
pairs = [("a", 1), ("b", 2)]
letters, numbers = zip(*pairs)
[letters, numbers]
