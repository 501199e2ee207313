d = {"a": 1, "b": 2}
xs = [5, 6, 7, 8]
w = 6
parts = [
    f"{ {k: v * 2 for k, v in d.items()} }",
    f"{xs[1:3]}",
    f"{xs[::-1]}",
    f"{1, 2}",
    f"{d['a'] != d['b']}",
    f"{'yes' if xs else 'no':^{w}}",
    f"{len(xs)!r:>{w}}",
    f"{sum(xs) / len(xs):.{2}f}",
    f"{-xs[0]}",
    f"{not xs}",
    f"{xs[0] < xs[1] <= xs[2]}",
]
parts
