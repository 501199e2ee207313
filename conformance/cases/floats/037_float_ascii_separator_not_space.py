float("1")
