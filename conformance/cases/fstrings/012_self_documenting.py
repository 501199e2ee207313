x = 42
name = "Ann"
vals = [1, 2]
print(f"{x=}")
print(f"{name=}")
print(f"{x = }")
print(f"{x=:>6}")
print(f"{name=!s}")
print(f"{vals=} {x * 2=}")
f"{x + 1=:05d}"
