# Pins a deliberate difference from CPython. spec/absent.md, "What lackpy
# lacks, and why" (Termination):
#   "A `for` loop runs over a collection that exists before the loop starts,
#    and over a snapshot of it, so its number of iterations is known when it
#    begins."
# CPython raises RuntimeError "Set changed size during iteration" on the
# `for` line after the first add. lackpy visits the one item the set had
# when the loop began; the added item stays in the set.
s = {1}
for x in s:
    print(x)
    s.add(x + 10)
sorted(s)
