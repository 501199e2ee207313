xs = [2, "a"]
xs.sort(key=len, reverse="x")
