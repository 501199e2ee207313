factor = 3
offset = 10
print([n * factor + offset for n in range(4)])
words = ["a", "bb", "ccc"]
limit = 2
print([w for w in words if len(w) <= limit])
prefix = "item-"
{prefix + w: len(w) for w in words}
