# expect: E0101
x = 1
msg = f"value: {while x}"
msg
