name = "lackpy"
n = 3
a = "%s has %d parts" % (name, n)
b = "%5.2f%%" % 12.3456
c = "%(name)s!" % {"name": name}
a, b, c
