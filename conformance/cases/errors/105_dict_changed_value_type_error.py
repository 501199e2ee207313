prices = {"a": "1.50", "b": 2}
total = 0
for k, v in prices.items():
    print("adding", k)
    total = total + float(v) if isinstance(v, int) else total + v
