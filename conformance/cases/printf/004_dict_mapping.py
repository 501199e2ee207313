data = {"name": "Ann", "age": 31, "score": 92.456}
print("%(name)s is %(age)d" % data)
print("%(name)-6s|%(score)8.2f|%(age)03d" % data)
print("%(name)r %(name)s %(name)s" % data)
"%(missing)s" % {"missing": None}
