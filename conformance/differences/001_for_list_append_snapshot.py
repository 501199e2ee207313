# Pins a deliberate difference from CPython. spec/absent.md, "What lackpy
# lacks, and why" (Termination):
#   "A `for` loop runs over a collection that exists before the loop starts,
#    and over a snapshot of it, so its number of iterations is known when it
#    begins."
# and "Deliberate differences / From CPython":
#   "`for` iterates over the collection as it was when the loop started, so a
#    loop that appends to its own list still ends (run-time chapters);"
# CPython never ends this loop: each append gives the loop another item.
# lackpy runs the body once per item present when the loop began.
xs = [1, 2]
for x in xs:
    print(x)
    xs.append(x)
xs
