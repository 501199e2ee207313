nested = {"list": ["a'b", 'c"d'], "tuple": (1.0, -0.0), "none": None}
print("%r" % (nested,))
print("%s" % (nested,))
"%r %r" % ("é", "\x00")
