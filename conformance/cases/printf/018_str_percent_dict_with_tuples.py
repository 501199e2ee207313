d = {"pair": (1, 2), "lst": [1, 2]}
print("%(pair)s %(lst)s" % d)
print("%s" % (d["pair"],))
print("%r" % (d,))
"%(pair)r" % d
