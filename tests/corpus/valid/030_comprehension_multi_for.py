matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
flat = [x for row in matrix for x in row]
evens = [x for row in matrix for x in row if x % 2 == 0 if x > 2]
pairs = [(i, j) for i in range(3) for j in range(i) if i != j]
flat, evens, pairs
