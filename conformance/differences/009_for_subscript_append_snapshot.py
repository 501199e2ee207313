# Pins a deliberate difference from CPython. spec/differences.md, "`for`
# iterates over a snapshot":
#   "This holds whatever the loop iterates over — a name, a call, a
#    subscript (`for x in d["items"]:`), a slice, a display: the iterable is
#    evaluated once, when the loop starts, and the snapshot is of the value
#    it gives."
# CPython never ends this loop: each append gives it another item. lackpy
# runs the body once per item present when the loop began.
d = {"items": [1, 2]}
for x in d["items"]:
    print(x)
    d["items"].append(x * 10)
d
