print(sum([1, 2]))
sum(["a", "b"])
