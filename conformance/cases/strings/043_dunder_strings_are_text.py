# Strings containing `__` are ordinary text (spec/absent.md, "Deliberate
# differences / From the reference implementation": the reference rejected
# any string constant containing `__`; lackpy, like CPython, does not).
source = "class A:\n    def __init__(self):\n        pass\nif __name__ == '__main__':\n    A()\n"
has_main = "__main__" in source
inits = [line.strip() for line in source.splitlines() if "__init__" in line]
print(has_main, source.count("__"), inits)
print("{0}|{1}".format("__class__", "__mro__"))
print(f"{'__dict__'!r}", "%s" % "__globals__")
["__init__".strip("_"), "a__b__c".split("__"), "__x__".upper()]
