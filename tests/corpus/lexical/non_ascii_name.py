# expect: E0001
café = 1
