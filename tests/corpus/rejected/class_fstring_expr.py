# expect: E0103
x = 1
msg = f"value: {class C: 1}"
msg
