print(f"{True} {False} {None}")
print(f"[{True:>6}] [{False:<6}] [{True:d}] [{True:.2f}] [{True:x}]")
print(f"[{True!s:>6}] [{None!s:>6}] [{None!r:^8}]")
f"{True:}|{True:5}"
