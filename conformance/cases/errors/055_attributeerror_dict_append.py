groups = {}
print(groups)
groups.append(1)
