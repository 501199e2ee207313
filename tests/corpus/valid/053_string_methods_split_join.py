csv = "name,age,city\nann,30,paris\nbob,25,rome"
lines = csv.splitlines()
header = lines[0].split(",")
rows = [dict(zip(header, l.split(","))) for l in lines[1:]]
joined = " | ".join(header)
left, sep, right = "key=value=x".partition("=")
a, b, c = "key=value=x".rpartition("=")
parts = "a b  c".split()
limited = "a:b:c:d".split(":", 2)
rlimited = "a:b:c:d".rsplit(":", maxsplit=1)
[rows, joined, left, right, a, c, parts, limited, rlimited]
