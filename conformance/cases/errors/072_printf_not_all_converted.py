print("%s" % "x")
print("%s" % (1, 2))
