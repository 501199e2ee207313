# expect: E0002
x = "abc
y = 1
