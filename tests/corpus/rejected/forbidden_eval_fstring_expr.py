# expect: E0202
f"{eval('1 + 1')}"
