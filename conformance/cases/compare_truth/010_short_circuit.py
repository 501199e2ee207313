log = []
xs = []
ok = len(xs) > 0 and xs[0] > 5
print(ok)
d = {}
val = "k" in d and d["k"]
print(val)
alt = d.get("k") or "fallback"
print(alt)
safe = xs and xs[0]
[ok, val, safe, alt]
