print("%d %i" % (3.99, -3.99))
print("%x %o" % (255, -8))
print("%d" % True, "%s" % True, "%r" % False)
print("%5.1f%%" % 99.44)
"%d" % 12345678901234567890
