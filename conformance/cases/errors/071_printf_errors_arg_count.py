print("%s-%s" % (1, 2))
print("%s %s %s" % (1, 2))
