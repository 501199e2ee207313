# expect: E0005
n = 1abc
