# expect: E0012
x = "\x4"
