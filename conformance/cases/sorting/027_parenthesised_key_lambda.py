xs = [3, 1, 2]
print(sorted(xs, key=(lambda v: -v)))
d = {"a": 3, "b": 7, "c": 5}
print(max(d, key=(lambda k: d[k])))
print(min(d, key=((lambda k: d[k]))))
pairs = [("x", 2), ("y", 1), ("z", 3)]
pairs.sort(key=(lambda p: p[1]))
print(pairs)
words = ["ccc", "a", "bb", "dd"]
ordered = sorted(
    words,
    key=(
        lambda w: (len(w), w)
    ),
    reverse=True,
)
ordered
