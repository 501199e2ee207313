values = [0, 1, -1, 0.0, 0.1, -0.0, "", " ", "0", "False", [], [0], (), (None,), {}, {"": ""}, set(), {0}, None, True, False, range(0), range(1)]
for v in values:
    print(f"{v!r:>12} -> {bool(v)}")
[v for v in values if not v]
