# Pins a deliberate difference from CPython. spec/absent.md, "Deliberate
# differences / From CPython":
#   "set iteration order is lackpy's own (run-time chapters)."
# lackpy's own order is insertion order, as for dicts. CPython iterates a
# set in hash order, which for strings depends on PYTHONHASHSEED, so no
# CPython expectation could be written for this program. (The generated
# suite only observes sets through len, membership, ==, and sorted(...).)
s = set()
s.add("b")
s.add("a")
s.add("c")
s.add("a")
for item in s:
    print(item)
print([x.upper() for x in s])
list(s)
