# expect: E0116
x = 1
msg = f"value: {break}"
msg
