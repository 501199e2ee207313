raw = "a\tb\tc"
expanded = raw.expandtabs(4)
boxed = [("[" + w.center(7) + "]") for w in ["x", "yy", "zzz"]]
expanded, boxed
