# expect: E0003
data = rb'abc'
