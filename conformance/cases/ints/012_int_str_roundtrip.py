vals = [0, -1, 12345, -987654321, 1000000000000000000000]
strs = [str(v) for v in vals]
print(strs)
back = [int(s) for s in strs]
print(back == vals)
len(strs[-1])
