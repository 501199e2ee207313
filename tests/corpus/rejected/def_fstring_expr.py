# expect: E0102
x = 1
msg = f"value: {def f(): 1}"
msg
