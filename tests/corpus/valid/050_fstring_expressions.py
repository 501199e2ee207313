xs = [3, 1, 2]
n = len(xs)
s = f"sorted={sorted(xs)} max={max(xs)} cond={'big' if n > 2 else 'small'}"
t = f"{[x * 2 for x in xs]} {({'a': 1})['a']} {n * 2 + 1}"
u = f"{'-'.join([str(x) for x in xs])}" if n else f"{n!r}"
[s, t, u]
