d = {"only": 1}
print(d.popitem())
d.popitem()
