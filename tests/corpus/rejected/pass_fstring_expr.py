# expect: E0117
x = 1
msg = f"value: {pass}"
msg
