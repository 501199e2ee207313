d = {"k": [10, 20]}
xs = [3, 1, 2]
print(f"{d['k'][1]} {len(xs)} {sorted(xs)} {xs[-1] * 2} {'yes' if xs else 'no'}")
print(f"{', '.join([str(x) for x in xs])}")
print(f"{max(xs, key=lambda v: -v)} {d.get('z', 'none')}")
f"{ {'a': 1}['a'] } {(1, 2)!r}"
