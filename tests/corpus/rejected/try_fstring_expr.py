# expect: E0105
x = 1
msg = f"value: {try: 1}"
msg
