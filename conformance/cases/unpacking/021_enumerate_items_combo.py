stock = {"apples": 3, "pears": 0, "plums": 7}
for i, (name, qty) in enumerate(stock.items(), 1):
    print(f"{i}. {name}: {qty}")
lines = [f"{name}={qty}" for i, (name, qty) in enumerate(stock.items()) if i != 1]
lines
