# expect: E0119
n = 8
f"2^{n} = {2 ** n}"
