allowed = set(["read", "write", "exec"])
requests = ["read", "delete", "exec", "read", "chmod"]
print([r for r in requests if r in allowed])
print(sum([1 for r in requests if r not in allowed]))
all([r in allowed for r in ["read", "write"]])
