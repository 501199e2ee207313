names = ["ann", "bob", "cid", "dee", "eve"]
print(names[1:4], names[::-1][:2])
first, *middle, last = names
print(first, middle, last)
print([n[0].upper() + n[1:] for n in names[::2]])
sorted(names[1:], reverse=True)[:2]
