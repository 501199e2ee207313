name = "Ann"
n = 3
ratio = 0.5
print(f"{name} has {n} items ({ratio})")
print(f"{n + 1} {n * 2.5} {name.upper()} {[n, n]}")
print(f"{{literal}} {{{n}}}")
f"{name!r} {None} {True}"
