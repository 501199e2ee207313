# expect: E0115
x = 1
msg = f"value: {return x}"
msg
