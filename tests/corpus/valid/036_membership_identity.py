xs = [1, 2, None]
d = {"a": 1}
checks = [
    2 in xs,
    5 not in xs,
    "a" in d,
    "b" not in d,
    xs[2] is None,
    xs[0] is not None,
    not xs,
]
checks
