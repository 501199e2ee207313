parts = ["a", "b", "c"]
print(*parts, sep=", ")
template = "{} - {} - {}"
joined = template.format(*parts)
biggest = max(*[4, 8, 2])
zipped = list(zip(*[[1, 2], [3, 4]]))
joined, biggest, zipped
