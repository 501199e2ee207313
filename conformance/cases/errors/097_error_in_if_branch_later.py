limits = {"a": 10, "b": 0}
for name in sorted(limits):
    share = 100 / limits[name]
    print(name, share)
