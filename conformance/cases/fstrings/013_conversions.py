s = "it's \"quoted\"\n"
print(f"{s!r}")
print(f"{s!s}")
u = "é中😀"
bs = "\\"
print(f"{u!r} {u!a} {bs!r} {bs!s}")
print(f"{[1, 'a']!r} {[1, 'a']!s} {['é']!a}")
print(f"{42!r} {4.5!a} {None!s}")
tab = "tab\tx"
f"{tab!r:>12}|{'x'!r:>6}"
