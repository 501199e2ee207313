ctx = {"a": 1, "b": "two", "c": [3]}
tmpl = "%(a)s-%(b)s-%(c)s / %(a)05d / %(b)r"
print(tmpl % ctx)
rows = [{"n": "x", "v": 1.5}, {"n": "yy", "v": 22.25}]
lines = ["%(n)-3s=%(v)6.2f" % r for r in rows]
lines
