# Sorting dicts with key=lambda.
rows = [{"name": f"n{(i * 7919) % 10007}", "size": (i * 31) % 997, "kind": i % 5} for i in range(20000)]
total = 0
for k in range(5):
    by_size = sorted(rows, key=lambda r: (r["size"], r["name"]))
    by_name = sorted(rows, key=lambda r: r["name"], reverse=True)
    total += by_size[k]["size"] + len(by_name[k]["name"])
print("checksum", total, by_size[0]["name"], by_name[0]["name"])
