rows = [("apple", 3, 1.5), ("kiwi", 12, 0.25), ("watermelon", 1, 4.0)]
print(f"{'item':<10}|{'qty':>4}|{'price':>7}")
for name, qty, price in rows:
    print(f"{name:<10}|{qty:>4}|{price:>7.2f}")
total = sum([q * p for _, q, p in rows])
f"{'total':<10}|{'':>4}|{total:>7.2f}"
