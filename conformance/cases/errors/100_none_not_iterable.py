found = None
print("found:", found)
for x in found:
    print(x)
