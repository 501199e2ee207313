# expect: E0120
flags = 6
mask = flags & 2
mask
