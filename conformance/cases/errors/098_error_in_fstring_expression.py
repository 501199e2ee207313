d = {"k": 1}
print(f"k={d['k']}")
print(f"z={d['z']}")
