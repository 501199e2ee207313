counts = {0: 5}
print("before")
counts[3] += 1
