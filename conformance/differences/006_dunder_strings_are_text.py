# Pins a deliberate difference from the reference implementation (CPython
# agrees with lackpy here). spec/absent.md, "Deliberate differences / From
# the reference implementation":
#   "Strings containing `__` are allowed. The reference rejected any string
#    constant containing `__`, to stop `"".__class__.__mro__`-style escapes
#    through string-driven reflection. [...] A string that contains `__` is
#    just text and reaches nothing, while refusing it would reject ordinary
#    programs that search for `__init__` or look for a `__main__` block."
# The program must be accepted by the checker and run as ordinary string code.
source = "class A:\n    def __init__(self):\n        pass\nif __name__ == '__main__':\n    A()\n"
has_main = "__main__" in source
inits = [line.strip() for line in source.splitlines() if "__init__" in line]
print(has_main, source.count("__"), inits)
print("{0}|{1}".format("__class__", "__mro__"))
print(f"{'__dict__'!r}", "%s" % "__globals__")
["__init__".strip("_"), "a__b__c".split("__"), "__x__".upper()]
