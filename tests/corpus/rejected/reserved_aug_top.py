# expect: E0206
max += 1
min
