# expect: E0120
x = 5
f"{~x}"
