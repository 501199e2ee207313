big = 1
for i in range(22):
    big *= 9
print("%d" % big)
print("%x" % big)
print("%+d %d %x %o" % (big, -big, -255, -8))
"%030d" % -big
