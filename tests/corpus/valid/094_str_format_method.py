tmpl = "{0} and {1} and {0}"
a = tmpl.format("x", "y")
b = "{name:>10}|".format(name="right")
c = "{:.3f}".format(2 / 3)
d = "{a[0]} {b[k]}".format(a=[1], b={"k": 2})
[a, b, c, d]
