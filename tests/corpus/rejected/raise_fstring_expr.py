# expect: E0106
x = 1
msg = f"value: {raise x}"
msg
