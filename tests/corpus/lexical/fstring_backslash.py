# expect: E0009
x = f"{'\n'.join(lines)}"
lines = []
