xs = [1, 2, 3]
found = None
for x in xs:
    if x == 2:
        found = x
else:
    print("loop finished, found", found)
ys = []
for y in ys:
    print("never")
else:
    print("empty loop else")
found
