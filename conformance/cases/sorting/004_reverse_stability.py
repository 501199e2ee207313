items = [(1, "first"), (0, "x"), (1, "second"), (0, "y"), (1, "third")]
print(sorted(items, key=lambda t: t[0], reverse=True))
print(list(reversed(sorted(items, key=lambda t: t[0]))))
items.sort(key=lambda t: t[0], reverse=True)
items
