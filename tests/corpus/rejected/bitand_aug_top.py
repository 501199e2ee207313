# expect: E0120
flags = 7
flags &= 3
flags
