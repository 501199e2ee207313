print(len(""), len("abc"), len("é😀"), len([]), len([[]]), len(()), len((1,)))
print(len({}), len({"a": 1, "b": 2}), len(set()), len({1, 2, 2}))
print(len(range(10)), len(range(0, 10, 3)), len(range(10, 0)), len(range(-5, 5, 2)))
big = 1
for i in range(20):
    big *= 10
len(str(big))
