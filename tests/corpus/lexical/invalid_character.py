# expect: E0001
x = 1 $ 2
