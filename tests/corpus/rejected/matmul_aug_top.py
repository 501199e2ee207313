# expect: E0121
a = [[1]]
a @= a
a
