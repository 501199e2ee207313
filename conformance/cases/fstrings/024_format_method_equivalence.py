x = 3.14159
n = 1234567
print("{:.2f} {:>8} {:,} {!r}".format(x, "ab", n, "q"))
print(f"{x:.2f} {'ab':>8} {n:,} {'q'!r}")
print("{0:{1}.{2}f}".format(x, 10, 3))
"{:^{w}}|{:x}".format("c", 255, w=5)
