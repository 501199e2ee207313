print("{a}".format(a=1))
print("{a} {b}".format(a=1))
