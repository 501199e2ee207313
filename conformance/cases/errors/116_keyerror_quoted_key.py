d = {"it": 1}
print(d["it"])
d["it's"]
