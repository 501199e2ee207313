xs = ["a", "b", "c"]
xs.insert(0, "start")
xs.insert(2, "mid")
xs.insert(100, "end")
xs.insert(-1, "before-last")
xs.insert(-100, "very-first")
xs
