prices = {"apple": 1.25, "pear": 2.0, "fig": 0.5}
print([k for k in prices])
print([f"{k}:{v:.2f}" for k, v in prices.items()])
print({k: v * 2 for k, v in prices.items() if v >= 1})
sorted([(v, k) for k, v in prices.items()])
