n = 255
print(f"{n:d} {n:x} {n:X} {n:o} {n:b} {n:c}")
print(f"{n:#x} {n:#X} {n:#o} {n:#b}")
print(f"{-n:x} {-n:#x} {0:#x} {0:b}")
print(f"{65:c}{66:c}{8364:c}{233:c}")
print(f"{n:n} {True:d} {False:x}")
f"{n:e} {n:f} {n:g} {n:%} {n:.2f}"
