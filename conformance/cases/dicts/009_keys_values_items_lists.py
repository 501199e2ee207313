d = {"z": 26, "a": 1, "m": 13}
print(list(d.keys()), list(d.values()), list(d.items()))
print(sorted(d), sorted(d.values()), sorted(d.items()))
print(len(d.keys()), "a" in d.keys(), 13 in d.values(), ("m", 13) in d.items())
[k for k, v in d.items() if v > 5]
