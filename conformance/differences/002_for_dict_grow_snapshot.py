# Pins a deliberate difference from CPython. spec/absent.md, "What lackpy
# lacks, and why" (Termination):
#   "A `for` loop runs over a collection that exists before the loop starts,
#    and over a snapshot of it, so its number of iterations is known when it
#    begins."
# and "Deliberate differences / From CPython":
#   "`for` iterates over the collection as it was when the loop started, so a
#    loop that appends to its own list still ends (run-time chapters);"
# CPython raises RuntimeError "dictionary changed size during iteration" on
# the `for` line (13) when the loop asks for its second key. lackpy
# iterates over the keys the dict had when the loop began, and the new keys
# stay in the dict.
d = {"a": 1, "b": 2}
for k in d:
    print(k)
    d[k + "2"] = d[k] * 10
d
