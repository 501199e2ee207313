# Pins a deliberate difference from CPython. spec/differences.md, "`for`
# iterates over a snapshot":
#   "removing items from the list being iterated (`xs.remove(x)`,
#    `xs.pop(0)`) does not make the loop skip any: it still visits every
#    item the list had at the start"
# CPython's loop walks the list by position: it visits 1 and 3 only and
# leaves [2, 4]. lackpy visits all four items and empties the list.
xs = [1, 2, 3, 4]
for x in xs:
    print(x)
    xs.remove(x)
xs
