# expect: E0109
value = 1
nonlocal value
value
