parts = ["a", 1, "b"]
print(len(parts))
"-".join(parts)
