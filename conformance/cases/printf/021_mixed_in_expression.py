n = 3
msg = "%d item%s" % (n, "s" if n != 1 else "")
print(msg)
n = 1
print("%d item%s" % (n, "s" if n != 1 else ""))
parts = ["%02d" % v for v in [9, 30, 5]]
":".join(parts)
