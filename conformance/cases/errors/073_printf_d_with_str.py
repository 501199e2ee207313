print("%d" % 5)
print("%d" % "5")
