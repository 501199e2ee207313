# expect: E0109
x = 1
msg = f"value: {global x}"
msg
