rows = [{"a": 2, "b": "x"}, {"a": 1, "b": "y"}]
ordered = sorted(
    rows,
    key=lambda r: (
        r["a"],
        r["b"],
    ),
)
ordered
