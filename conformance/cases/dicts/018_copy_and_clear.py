d = {"k": [1, 2], "n": 1}
shallow = d.copy()
d["n"] = 2
d["k"].append(3)
print(d, shallow)
alias = d
d.clear()
print(d, alias, shallow)
len(shallow)
