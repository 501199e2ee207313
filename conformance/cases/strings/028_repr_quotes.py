vals = ["plain", "it's", 'say "hi"', "both ' and \"", "back\\slash", "tab\tnew\nline"]
for v in vals:
    print(f"{v!r}")
vals
