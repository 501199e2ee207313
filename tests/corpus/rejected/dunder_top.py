# expect: E0204
x = [1]
cls = x.__class__
cls
