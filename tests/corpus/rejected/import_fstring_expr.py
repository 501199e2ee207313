# expect: E0104
x = 1
msg = f"value: {import os}"
msg
