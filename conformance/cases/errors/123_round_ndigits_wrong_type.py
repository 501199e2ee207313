round(2.5, "1")
