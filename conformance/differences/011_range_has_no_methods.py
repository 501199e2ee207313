# Pins a deliberate difference from CPython. spec/differences.md, "Ranges
# have no methods": "a lackpy range has none, so `r.index(x)` is
# `AttributeError: 'range' object has no attribute 'index'`". CPython
# prints the first line and then gives 2.
r = range(0, 10, 3)
print(6 in r, list(r).index(6))
r.index(6)
