# expect: E0112
x = 1
msg = f"value: {assert x}"
msg
