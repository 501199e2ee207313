inventory = {"apples": [1, 2], "pears": [3]}
for name, qty in inventory.items():
    qty.append(0)
print(inventory)
for name in inventory:
    inventory[name] = sum(inventory[name])
inventory
