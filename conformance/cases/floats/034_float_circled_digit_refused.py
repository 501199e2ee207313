float("①")
