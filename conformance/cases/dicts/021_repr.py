d = {"quote": "it's", "num": -1.5, "nested": {"t": (1,)}, 3: [None, True], "e": "é\n"}
print(d)
print(f"{d}")
print(str({}), str({1: {}}))
d
