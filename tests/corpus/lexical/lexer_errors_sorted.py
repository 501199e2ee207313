# expect: E0008
x = (1 $
