print("%s" % "solo")
print("%s" % (42,))
print("%s and %s" % ("a", "b"))
print("%s" % [1, 2])
print("%s" % ((1, 2),))
print("value: %s" % {"k": 1})
"%d items" % 3
