# Indexing, slicing and item assignment.
xs = [10, 20, 30, 40, 50]
first = xs[0]
mid = xs[1:4]
rev = xs[::-1]
xs[2] = 99
counts = {}
counts["a"] = 1
(first, mid, rev, xs, counts)
