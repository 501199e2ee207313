# expect: E0206
xs = ["a", "b"]
if xs:
    for str in xs:
        n = 1
xs
