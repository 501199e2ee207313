# expect: E0003
n = 1
f"{b'raw'} {n}"
