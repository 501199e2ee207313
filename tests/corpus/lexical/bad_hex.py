# expect: E0005
n = 0x
