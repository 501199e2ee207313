grid = {"rows": [[1, 2, 3], [4, 5, 6]]}
total = 0
for row in grid["rows"][::-1]:
    for x in row[1:]:
        total += x
        print(x, end=" ")
    print()
for i in range(2):
    for c in ["ab", "cd"][i]:
        print(i, c)
total
