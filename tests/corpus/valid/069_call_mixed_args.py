args = ["TODO"]
kw = {"path": "tests"}
a = search_content(*args, **kw)
b = search_content("XXX", path="docs")
c = search_content(*["HACK"], path=".")
d = sorted([3, 1], **{"reverse": True})
[len(a), len(b), len(c), d]
