items = []
for item in items:
    last = item
print("looped", len(items), "times")
last
