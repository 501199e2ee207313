# Pins a deliberate difference from CPython. spec/absent.md, "What lackpy
# lacks, and why" (Termination):
#   "A `for` loop runs over a collection that exists before the loop starts,
#    and over a snapshot of it, so its number of iterations is known when it
#    begins."
# and "Deliberate differences / From CPython":
#   "`for` iterates over the collection as it was when the loop started, ..."
# CPython raises RuntimeError "dictionary changed size during iteration" on
# the `for` line (13), before printing anything, when the loop asks for
# its second item after the first pop. lackpy iterates over a snapshot of
# the items, so every entry is visited once and the dict ends up empty.
stock = {"apples": 0, "pears": 3, "plums": 0}
kept = []
for name, qty in stock.items():
    stock.pop(name)
    if qty:
        kept.append(name)
print(kept)
stock
