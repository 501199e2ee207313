# expect: E0208
pats = ["a", "b"]
fns = [find_files for p in pats]
fns
