vals = ["it's", 'say "hi"', "tab\t", "é", 3, 2.5, None, [1, "x"]]
for v in vals:
    print("%r" % (v,))
"%r|%-8r|%8r" % ("a", "b", "c")
