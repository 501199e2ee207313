args = [3, 1, 2]
print(max(*args), min(*args), *args)
print(list(zip(*[[1, 2], [3, 4]])))
opts = {"sep": "-", "end": "!\n"}
print("a", "b", **opts)
kw = {"reverse": True}
sorted(args, **kw)
