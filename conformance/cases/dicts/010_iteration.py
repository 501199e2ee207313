d = {"first": 1, "second": 2, "third": 3}
for k in d:
    print(k, d[k])
for k, v in d.items():
    print(f"{k}={v}")
for v in d.values():
    print(v * 10)
total = 0
for k in d.keys():
    total += len(k)
total
