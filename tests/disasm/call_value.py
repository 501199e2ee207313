# Calling a value held in a variable.
fns = [len, str]
f = fns[0]
g = "x y".split
(f("abc"), g(), fns[1](5))
