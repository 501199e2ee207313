# expect: E0113
x = 1
msg = f"value: {del x}"
msg
