xs = [3, 1, 2]
d = {"a": 2, "b": 1}
pairs = [("x", 2), ("y", 1)]
by_neg = sorted(xs, key=(lambda v: -v))
top = max(d, key=(lambda k: d[k]))
pairs.sort(key=((lambda p: p[1])))
low = min(
    xs,
    key=(
        lambda v: v
    ),
)
[by_neg, top, pairs, low]
