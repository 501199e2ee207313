# expect: E0005
n = 007
